"""Scenario files: a situation, a question about it, and the ruling the rule text expects.

The format is documented in docs/scenarios.md. Parsing validates every field and fails with one line
naming file, line and field. Question kinds (legal, …) parse their own part: `legality.questions`.
"""
from __future__ import annotations

import dataclasses
import os
import re
from dataclasses import dataclass, field

from model import CardState, CardType, Effect, GameState, Origin, Player, Zone

from .cards_io import find_card, mixed_script, parse_card, skeleton, suggest
from .errors import InputError
from .facts import DIE_STATES, PROTECTIONS
from .board import VIA, read_cell, read_path
from .fields import Fields
from .registry import EDITIONS
from .rules.impossible_states import impossible_state
from .yamlfile import as_nodes, load

RULING_ID = re.compile(r"dev-\d{3}")

# the question kinds that read the turn's history (legality/stack/history.py), where `state.from_turn_start` matters
TURN_HISTORY_KINDS = ("legal", "oblige", "sequence", "chain", "triggers", "fight")
BUILTIN_DIR = os.path.join(os.path.dirname(__file__), "scenarios")


@dataclass(frozen=True)
class Expectation:
    edition: str
    verdict: str | None
    cites: tuple[str, ...]
    extra: dict            # question-kind specific expectations (outcomes, values …)
    line: int = 0


@dataclass(frozen=True)
class Scenario:
    id: str
    title: str
    path: str
    edition: str
    source_rule: str
    source_example: str
    state: GameState
    kind: str
    question: object       # parsed by the question kind
    expectations: tuple[Expectation, ...]
    note: str = ""
    source_ruling: str = ""    # a judges' ruling the scenario restates (`dev-NNN` of shared/data/rulings)

    def expectation(self, edition: str) -> Expectation | None:
        return next((e for e in self.expectations if e.edition == edition), None)

    @property
    def editions(self) -> tuple[str, ...]:
        eds = [self.edition] + [e.edition for e in self.expectations if e.edition != self.edition]
        return tuple(dict.fromkeys(eds))


def _edition(f: Fields, key: str, required: bool = False) -> str | None:
    return f.enum(key, EDITIONS, required=required)


def parse_cards(f: Fields, edition: str, card_base: str | None = None) -> tuple[CardState, ...]:
    out, ids, names = [], {}, {}
    for i, (line, item) in enumerate(f.items("cards", required=True)):
        cf = Fields(f.path, item, f"cards[{i}]", line)
        cid = cf.req("id", str)
        if cid in ids:
            raise cf.error("id", f"duplicate card id {cid!r} (first at line {ids[cid]})")
        ids[cid] = cf.line("id")
        if cf.has("card") and cf.has("inline"):
            raise cf.error("inline", "give either card (a built-in name) or inline (a card), not both")
        if cf.has("inline"):
            if cf.has("readings"):
                raise cf.error("readings", "readings read a named card's sentences kept as text; an inline card "
                                           "is written in full")
            sub = cf.sub("inline")
            card = parse_card(f.path, sub.node, sub.where, sub.line())
        else:
            name = cf.req("card", str)
            origin = cf.enum("from", ("builtin", "base"))    # default: built-in cards first, then the base
            card = None if origin == "base" else find_card(name, edition)
            if card is not None and origin is None:
                _refuse_shadowed(f, cf, name, card, edition, card_base)   # a base's card of that name differs
            if card is None and mixed_script(name):
                raise cf.error("card", f"unknown card: {mixed_script(name)}")
            if card is None and origin != "builtin":
                card = _base_card(f, cf, name, edition, card_base)
            if card is None:
                close = suggest(name, edition)
                hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
                raise cf.error("card", f"unknown card {name!r}{hint}")
            from .card_readings import with_readings
            card = with_readings(cf, card)          # sentences kept as text, read in the scenario
        seen = names.setdefault(skeleton(card.name), (card.name, line))
        if seen[0] != card.name:   # two different names a reader cannot tell apart
            raise cf.error("inline" if cf.has("inline") else "card",
                           f"card name {card.name!r} looks the same as {seen[0]!r} (line {seen[1]}) once case, "
                           f"ё/е and Latin/Cyrillic look-alike letters are set aside; rename one")
        became = cf.enum("type", CardType)
        if became is not None and became is not card.type:   # an effect changed the card's type (creature ↔
            card = dataclasses.replace(card, type=became)     # artifact: classic 2012 213, glossary «Flight»)
        if cf.has("cell") and cf.has("at"):
            raise cf.error("at", "give cell or at, not both")
        cell = read_cell(cf, "at" if cf.has("at") else "cell")   # `at: "C1'"`: the 2012 notation (207.5)
        effects = []
        for j, (eline, e) in enumerate(cf.items("effects")):
            ef = Fields(f.path, e, f"cards[{i}].effects[{j}]", eline)
            from .laid_values import parse_bound        # values fixed when it was laid
            effects.append(Effect(ef.req("source", str), ef.req("feature", str),
                                  ef.enum("origin", Origin, default=Origin.ACQUIRED), ef.nonneg("timestamp", 0),
                                  parse_bound(ef)))
            ef.done()
        path = read_path(cf, "path", cell)     # the cells it left this turn (legality/board.py)
        moved = tuple(m for _, m in cf.texts("moved"))        # how it relocated this turn (legality/board.py)
        for mline, m in cf.texts("moved"):
            if m not in VIA:
                raise InputError(f.path, mline, f"cards[{i}].moved", f"unknown way of moving {m!r}; expected one "
                                 f"of: {', '.join(VIA)}")
        protections = tuple(p for _, p in cf.texts("protections"))
        for pline, p in cf.texts("protections"):
            if p not in PROTECTIONS:     # a protection no rule reads would silently take no part in the ruling
                raise InputError(f.path, pline, f"cards[{i}].protections",
                                 f"unknown protection {p!r}; expected one of: {', '.join(PROTECTIONS)}")
        ignores = tuple(p for _, p in cf.texts("ignores"))
        for pline, p in cf.texts("ignores"):
            if p not in PROTECTIONS:     # as `protections`: an ignoring no rule reads would be silently dropped
                raise InputError(f.path, pline, f"cards[{i}].ignores",
                                 f"unknown protection {p!r}; expected one of: {', '.join(PROTECTIONS)}")
        states = []
        for sline, s in cf.texts("states"):  # blessing, curse: die-roll modifiers (legality/attack/die_cards.py)
            if s not in DIE_STATES:
                raise InputError(f.path, sline, f"cards[{i}].states",
                                 f"unknown state {s!r}; expected one of: {', '.join(DIE_STATES)}")
            if s in states:
                raise InputError(f.path, sline, f"cards[{i}].states", f"state {s!r} given twice")
            states.append(s)
        out.append(CardState(
            id=cid, card=card, controller=cf.enum("controller", Player, default=Player.FIRST),
            zone=cf.enum("zone", Zone, default=Zone.PLAY), cell=cell, open=cf.opt("open", bool, True),
            revealed=cf.opt("revealed", bool, True), wounds=cf.nonneg("wounds"), tokens=cf.nonneg("tokens"),
            defended_this_turn=cf.nonneg("defended_this_turn"), acted_this_turn=cf.nonneg("acted_this_turn"),
            is_defender=cf.opt("is_defender", bool, False),
            entered=cf.nonneg("entered"), effects=tuple(effects), protections=protections, ignores=ignores,
            moved=moved, path=path, extra_lives=cf.nonneg("extra_lives"), negative_lives=cf.nonneg("negative_lives"),
            armour_prevented=cf.nonneg("armour_prevented"), modifier_uses=_modifier_uses(cf, card),
            poison=cf.nonneg("poison"), states=tuple(states), host=cf.opt("host", str), line=line))
        cf.done()
    # effects must name cards and features that exist; a host must be another card of the scenario
    by_id = {c.id: c for c in out}
    for c in out:
        if c.host is not None and (c.host not in by_id or c.host == c.id):
            raise InputError(f.path, c.line, f"cards[{out.index(c)}].host",
                             f"host {c.host!r} is not another card in the scenario")
        for e in c.effects:
            src = by_id.get(e.source)
            if src is None:
                raise InputError(f.path, c.line, f"cards[{out.index(c)}].effects",
                                 f"effect source {e.source!r} is not a card in the scenario")
            if src.card.feature(e.feature) is None:
                raise InputError(f.path, c.line, f"cards[{out.index(c)}].effects",
                                 f"card {src.card.name!r} has no feature {e.feature!r}")
    return tuple(out)


def _refuse_shadowed(f: Fields, cf: Fields, name: str, card, edition: str, card_base: str | None) -> None:
    """A name that is both a built-in card and a card of the base in play, and not the same card (text,
    printed values: legality/cardtext/same_card.py), says which it means: `from: builtin` or `from: base`.
    Taking the built-in one silently would rule on a card the judge did not name (DESIGN principle 4)."""
    from .cardtext.resolve import base_path, lookup_base_card
    from .cardtext.same_card import difference
    from .cards_io import builtin_file
    if edition == "heroes":                 # the bases hold classic cards
        return
    base = base_path(f.path, card_base, f.line("card_base"))
    if base is None:
        return
    other = lookup_base_card(base, name)
    if other is None:
        return
    where = f"a built-in card ({builtin_file(card)}) and a card of the base {os.path.basename(base)}"
    if isinstance(other, list):
        raise cf.error("card", f"{name!r} is both {where}, printed there more than once ({', '.join(other)}); "
                               f"say which: from: builtin, or from: base with one of those names")
    why = difference(card, other)
    if why is not None:
        raise cf.error("card", f"{name!r} is both {where}, with {why}; say which: from: builtin or from: base")


def _base_card(f: Fields, cf: Fields, name: str, edition: str, card_base: str | None):
    """A card named in a real card base (legality/cardtext): the scenario's `card_base`, `--cards` or
    $LEGALITY_CARDS."""
    from .cardtext.resolve import base_path, find_base_card
    base = base_path(f.path, card_base, f.line("card_base"))
    if base is None:
        if cf.node.get("from") == "base":
            raise cf.error("from", "no card base given: set card_base in the scenario, --cards or LEGALITY_CARDS")
        return None
    if edition == "heroes":
        raise cf.error("card", f"the card base holds classic cards; {name!r} is not a built-in heroes card")
    return find_base_card(base, name, f.path, cf.line("card"), cf.name("card"))


def parse_expect(f: Fields, key: str, edition: str, kind_handler) -> Expectation:
    ef = f.sub(key)
    verdict = ef.opt("verdict", str)
    if verdict is not None and verdict not in kind_handler.verdicts:
        raise ef.error("verdict", f"unknown verdict {verdict!r}; expected one of: {', '.join(kind_handler.verdicts)}")
    cites = []
    from .registry import load_rules
    rules = load_rules()
    for line, c in ef.items("cites"):
        if not isinstance(c, str) or c not in rules:
            raise InputError(f.path, line, ef.name("cites"), f"unknown rule id {c!r}")
        cites.append(c)
    extra = kind_handler.parse_expect(ef)
    ef.done()
    return Expectation(edition, verdict, tuple(cites), extra, ef.line())


SUMMON_KINDS = ("chain", "sequence", "triggers")     # the questions whose run applies a summon effect
FULL_ZONES = ("deck",)      # the zones a summon reads (classic 2012 glossary «Summoning»: the summoning player's Deck)


def zones_in_full(st) -> tuple[tuple[str, str], ...]:
    """`state.zones_in_full: {second: [deck]}`: the scenario states every card in that player's zone (the cards
    with `zone: deck` and that `controller`); a zone not listed may hold more cards than it states."""
    sub = st.sub("zones_in_full")
    if sub is None:
        return ()
    out = []
    for who in list(sub.node):
        if who not in tuple(p.value for p in Player):
            raise sub.error(who, f"unknown player {who!r}; expected one of: first, second")
        for _line, z in sub.texts(who):
            if z not in FULL_ZONES:
                raise sub.error(who, f"unknown zone {z!r}; expected one of: {', '.join(FULL_ZONES)}")
            out.append((str(who), z))
    sub.done()
    return tuple(sorted(set(out)))


def parse_scenario(path: str, doc=None) -> Scenario:
    from .cell_markers import parse_cell_markers
    from .questions import QUESTION_KINDS
    doc = load(path) if doc is None else as_nodes(doc)
    f = Fields(path, doc, "")
    sid = f.opt("id", str) or os.path.splitext(os.path.basename(path))[0]
    title = f.req("title", str)
    edition = _edition(f, "edition", required=True)
    src = f.sub("source")
    source_rule = source_example = source_ruling = ""
    if src is not None:
        source_rule = src.opt("rule", str, "")
        source_example = src.opt("example", str, "")
        source_ruling = src.opt("ruling", str, "")
        if source_ruling and not RULING_ID.fullmatch(source_ruling):
            raise src.error("ruling", f"a ruling id is dev-NNN (three digits), got {source_ruling!r}")
        src.done()
    note = f.opt("note", str, "")
    cards = parse_cards(f, edition, f.opt("card_base", str))
    st = f.sub("state")
    active, turn, being_played, cell_markers, from_start, in_full = Player.FIRST, 1, (), (), False, ()
    if st is not None:
        active = st.enum("active", Player, default=Player.FIRST)
        turn = st.nonneg("turn", 1)
        cell_markers = parse_cell_markers(st, {c.id for c in cards})
        from_start = st.opt("from_turn_start", bool, False)    # the turn so far is stated (legality/stack/history.py)
        in_full = zones_in_full(st)                             # a zone whose every card is stated (a summon's Deck)
        st.done()
    state = GameState(cards, active, turn, cell_markers=cell_markers, from_turn_start=from_start,
                      zones_in_full=in_full)
    impossible_state(path, state)         # a state no game can be in: refused, naming the rule
    q = f.sub("question", required=True)
    kind = q.enum("kind", tuple(sorted(QUESTION_KINDS)), required=True)
    handler = QUESTION_KINDS[kind]
    if from_start and kind not in TURN_HISTORY_KINDS:     # accepted input takes part in the ruling, or is refused
        raise st.error("from_turn_start", f"a {kind} question does not read the turn's history (only "
                                          f"{', '.join(TURN_HISTORY_KINDS)} do): remove it")
    if in_full and kind not in SUMMON_KINDS:               # accepted input takes part in the ruling, or is refused
        raise st.error("zones_in_full", f"a {kind} question does not summon (only {', '.join(SUMMON_KINDS)} "
                                        "apply a summon effect): remove it")
    refuse_unused(f, kind, getattr(handler, "unused_card_fields", {}))
    question = handler.parse(q, state)
    q.done()
    expectations = []
    if f.has("expect"):
        expectations.append(parse_expect(f, "expect", edition, handler))
    if f.has("rulings"):
        rf = f.sub("rulings")
        for ed in list(rf.node):
            if ed not in EDITIONS:
                raise rf.error(ed, f"unknown edition {ed!r}; expected one of: {', '.join(EDITIONS)}")
            if ed == edition:
                raise rf.error(ed, "the scenario's own edition goes under expect, not rulings")
            expectations.append(parse_expect(rf, ed, ed, handler))
        rf.done()
    f.done()
    return Scenario(sid, title, path, edition, source_rule, source_example, state, kind, question,
                    tuple(expectations), note, source_ruling)


def refuse_unused(f: Fields, kind: str, unused: dict) -> None:
    """A card field the question kind never reads would change nothing, silently: refuse it instead
    (DESIGN principle 4). `unused` maps a field to why the kind does not read it."""
    for i, (line, item) in enumerate(f.items("cards")):
        for key, why in unused.items():
            if isinstance(item, dict) and key in item and item[key] is not None:
                node = Fields(f.path, item, f"cards[{i}]", line)
                raise node.error(key, f"a {kind} question does not use {key} ({why}); remove it or ask a "
                                      f"question kind that does")


def builtin_paths() -> list[str]:
    out = []
    for root, _dirs, files in os.walk(BUILTIN_DIR):
        for fn in files:
            if fn.endswith(".yaml"):
                out.append(os.path.join(root, fn))
    return sorted(out)


def _modifier_uses(cf, card) -> tuple:
    """`modifier_uses: {f3: 1}`: the attacks this turn a card's first-attacks-limited modifier has met (a feature
    of the card with a modifier's `limit`; any other is refused: it would take no part in the ruling)."""
    if not cf.has("modifier_uses"):
        return ()
    sub = cf.sub("modifier_uses")
    out = []
    for k in list(sub.node):
        f = card.feature(str(k))
        cm = f.param("card_modifier") if f is not None else None
        if cm is None or cm.limit is None:
            raise sub.error(k, f"{card.name!r} has no value modifier {k!r} limited to the first attacks of a turn "
                               f"(`modifier: {{limit: N}}`)")
        out.append((str(k), sub.nonneg(k)))
    sub.done()
    return tuple(sorted(out))
