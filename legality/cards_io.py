"""The card language: cards as YAML, features as structured data beside their Russian text.

See docs/cards.md. A feature the compiler does not understand is kept with `kind: text` and marked; it
is never dropped, and a question that touches it gets `unknown`.
"""
from __future__ import annotations

import difflib
import os
import re
from functools import lru_cache

from model import ActionKind, Card, CardType, Cost, Feature, FeatureKind, Modality, Strike, Zone

from .errors import InputError
from .fields import Fields
from .lasting import parse_duration, parse_limit
from .reach import EXTRA_TOPICS, TOPICS
from .yamlfile import MAX_CARD_FILE_BYTES, Seq, as_nodes, load

BUILTIN_DIR = os.path.join(os.path.dirname(__file__), "cards")
ROLES = ("subject", "source", "target")
SCOPES = ("self", "enemy_creatures", "own_creatures", "all_creatures", "enemy_cards", "host")


def normalize(name: str) -> str:
    """The name a card is looked up by: case, ё/е and spacing do not matter."""
    return " ".join(name.replace("ё", "е").replace("Ё", "Е").split()).casefold()


# Latin letters drawn like Cyrillic ones (after casefold): «Cтраж» with a Latin C reads as «Страж»
_HOMOGLYPHS = str.maketrans("abcehkmoptxy", "авсенкмортху")
_LATIN, _CYRILLIC = re.compile(r"[A-Za-z]"), re.compile(r"[\u0400-\u04FF]")


def skeleton(name: str) -> str:
    """What a name looks like: two cards with the same skeleton cannot be told apart by a reader."""
    return normalize(name).translate(_HOMOGLYPHS)


def mixed_script(name: str) -> str | None:
    """Why a name is refused, when one word mixes Latin and Cyrillic letters (a homoglyph typo, or a spoof)."""
    for word in re.findall(r"\w+", name):
        lat, cyr = _LATIN.search(word), _CYRILLIC.search(word)
        if lat and cyr:
            return (f"{name!r} mixes Latin and Cyrillic letters in the word {word!r} "
                    f"(Latin {lat.group()!r}, Cyrillic {cyr.group()!r}); write it in one alphabet")
    return None


def name_key(card: Card) -> tuple[str, str]:
    """Two cards of one game with this key equal collide: refused in a file, a pool or the built-ins."""
    return family(card.edition), skeleton(card.name)


def parse_card(path: str, node, where: str, line: int = 0) -> Card:
    from .registry import load_rules
    f = Fields(path, node, where, line)
    name = f.req("name", str).strip()
    if not name:
        raise f.error("name", "must not be empty")
    mixed = mixed_script(name)
    if mixed:
        raise f.error("name", mixed)
    ctype = f.enum("type", CardType, required=True)
    cost_raw = f.opt("cost", (int, str), 0)
    if isinstance(cost_raw, str):
        if cost_raw.strip().upper() not in ("X", "Х"):
            raise f.error("cost", f"expected an integer or X, got {cost_raw!r}")
        cost = Cost(0, True)
    else:
        if cost_raw < 0:
            raise f.error("cost", f"must not be negative, got {cost_raw}")
        cost = Cost(cost_raw, False)
    lives = f.opt("lives", int)
    if lives is not None and lives < 0:
        raise f.error("lives", f"must not be negative, got {lives}")
    strike_raw = f.opt("strike", (int, list))
    strike = None
    if isinstance(strike_raw, int):
        strike = Strike.single(strike_raw)
    elif isinstance(strike_raw, list):
        if len(strike_raw) != 3 or not all(isinstance(v, int) and not isinstance(v, bool) for v in strike_raw):
            raise f.error("strike", "expected one integer (heroes) or [weak, medium, strong] (classic)")
        strike = Strike(*strike_raw)
    move = f.opt("move", int)
    elements = f.opt("element", (str, list), [])
    elements = (elements,) if isinstance(elements, str) else tuple(map(str, elements))
    classes = f.opt("class", (str, list), [])
    classes = (classes,) if isinstance(classes, str) else tuple(map(str, classes))
    text = f.opt("text", str, "")
    edition = f.enum("edition", ("classic", "heroes"), default="classic")
    source = f.opt("source", str, "")
    elite = f.opt("elite", bool)        # classic 2012 202.2: gold crystal (elite) or silver (regular)
    features = []
    seen = set()
    topics = None
    for fline, item in f.items("features"):
        idx = len(features)
        ff = Fields(path, item, f"{f.name('features')}[{idx}]", fline)
        fid = ff.req("id", str)
        if fid in seen:
            raise ff.error("id", f"duplicate feature id {fid!r} on card {name!r}")
        seen.add(fid)
        kind = ff.enum("kind", FeatureKind, default=FeatureKind.TEXT)
        modality = ff.enum("modality", Modality)
        actions = []
        for aline, a in ff.texts("actions"):
            if a not in ActionKind.values():
                raise InputError(path, aline, ff.name("actions"),
                                 f"unknown action kind {a!r}; expected one of: {', '.join(ActionKind.values())}")
            actions.append(ActionKind(a))
        if modality is not None and not actions:
            raise ff.error("actions", f"a feature with modality {modality.value} must name the actions it governs")
        role = ff.enum("role", ROLES, default="subject")
        scope = ff.enum("scope", SCOPES, default="self")
        overrides = []
        for oline, o in ff.texts("overrides"):
            if topics is None:
                topics = {t for r in load_rules().values() for t in ({r.topic} | {r.clause_topic(c) for c in r.clauses})}
            if o not in topics:
                close = difflib.get_close_matches(str(o), sorted(topics), n=1)
                hint = f"; did you mean {close[0]!r}?" if close else ""
                raise InputError(path, oline, ff.name("overrides"), f"unknown rule topic {o!r}{hint}")
            overrides.append(o)
        keyword = ff.opt("keyword", str)
        touches = []
        for tline, t in ff.texts("touches"):
            if t not in TOPICS:
                raise InputError(path, tline, ff.name("touches"),
                                 f"unknown topic {t!r}; expected an action kind or one of: {', '.join(EXTRA_TOPICS)}")
            touches.append(t)
        listens = []       # a trigger the engine does not act on: the events it fires on (legality/reach.py)
        for tline, t in ff.texts("listens"):
            if t not in TOPICS:
                raise InputError(path, tline, ff.name("listens"),
                                 f"unknown topic {t!r}; expected an action kind or one of: {', '.join(EXTRA_TOPICS)}")
            listens.append(t)
        if listens and kind is not FeatureKind.TRIGGERED:
            raise ff.error("listens", "only a triggered feature listens to events")
        params = ff.opt("params", dict, {})
        for k in params:
            if not isinstance(k, str):   # keys are sorted into the feature's identity: text only
                raise InputError(path, getattr(params, "line_of", lambda _k: ff.line("params"))(k), ff.name("params"),
                                 f"a parameter name must be text, got {k!r} (quote it)")
        nxt = params.get("next_roll")     # «следующий бросок … равен …» (legality/frenzy.py): a die's face or `result`
        if nxt is not None and nxt != "result" and not (type(nxt) is int and 1 <= nxt <= 6):
            raise InputError(path, getattr(params, "line_of", lambda _k: ff.line("params"))("next_roll"),
                             f"{ff.name('params')}.next_roll", f"expected result or a die's value 1-6, got {nxt!r}")
        ftext = ff.req("text", str)
        limit, duration = parse_limit(ff), parse_duration(ff)
        effect = None
        if ff.has("effect"):  # what the feature does to the cards it applies to: legality/card_effects.py
            from .card_effects import parse_effect
            effect = parse_effect(ff)
        board = None
        if ff.has("board"):     # a deontic feature's conditions on the board: legality/board.py
            from .board import parse_board_condition
            board = parse_board_condition(ff)
        modifier = None
        if ff.has("modifier"):  # a static value modifier: legality/card_modifiers.py, applied by attack/derive.py
            from .card_modifiers import parse_card_modifier
            modifier = parse_card_modifier(ff)
        summon = None
        if ff.has("summon"):  # what a summoning or resurrection may bring: legality/summons.py
            from .summons import parse_summon
            summon = parse_summon(ff)
        recruit = None
        if ff.has("recruit"):   # what a sentence about recruiting the squad does: legality/recruitment.py
            from .recruitment import parse_recruit
            recruit = parse_recruit(ff)
        heal = None
        if ff.has("heal"):      # a heal's replacement or modifier: legality/heal_features.py, the tracer's heal step
            from .heal_features import parse_heal_feature
            heal = parse_heal_feature(ff)
        range_bonus = None
        if ff.has("range_bonus"):   # «+1 к дальности» of other cards' abilities: legality/range_bonus.py
            from .range_bonus import parse_range_bonus
            range_bonus = parse_range_bonus(ff)
        computed_x = None
        if ff.has("x"):         # «… на X, где X …»: the X its ability or trigger reads (legality/computed_values.py)
            from .computed_values import parse_computed
            computed_x = parse_computed(ff.sub("x"))
        becomes = None
        if ff.has("becomes"):   # «Пока имеет N или менее {health}, является артефактом»: legality/type_changes.py
            from .type_changes import parse_becomes
            becomes = parse_becomes(ff)
        wounds_only = None
        if ff.has("wounds_only_from"):   # «Получает раны только от …»: legality/wound_sources.py, the tracer's wounds
            from .wound_sources import parse_wounds_only
            wounds_only = parse_wounds_only(ff)
        death = None
        if ff.has("instead_of_death"):   # «Вместо гибели …»: legality/death_replacements.py, the tracer's deaths
            from .death_replacements import parse_death_replacement
            death = parse_death_replacement(ff)
        roll_trigger = None
        if ff.has("on_roll"):   # a trigger reading a die roll: legality/roll_triggers.py, read by the `roll` question
            from .roll_triggers import parse_roll_trigger
            roll_trigger = parse_roll_trigger(ff)
            if kind is not FeatureKind.TRIGGERED:
                raise ff.error("on_roll", "only a triggered feature reads a die roll (write kind: triggered)")
        # the zones a feature is confined to (legality/zones.py): where its card must be for it to be in force
        # (`while_in`), and where the cards its ability acts on must be (`targets_zone`)
        zones = tuple((k, ff.enum(k, [z.value for z in Zone])) for k in ("while_in", "targets_zone") if ff.has(k))
        zones += (("targets_whose", ff.enum("targets_whose", ("own", "enemy", "any"))),) if ff.has("targets_whose") else ()
        if ff.has("targets_cost"):
            cost = ff.opt("targets_cost", (int, str))
            if isinstance(cost, str) and cost.strip().upper() not in ("X", "Х") or isinstance(cost, int) and cost < 0:
                raise ff.error("targets_cost", f"expected a cost (a non-negative integer) or X, got {cost!r}")
            zones += (("targets_cost", "X" if isinstance(cost, str) else cost),)
        for key, allowed in (("targets_not_element", ("steppe", "mountain", "forest", "swamp", "dark", "neutral")),
                             ("targets_one_each", None), ("targets_types", CardType.values()),
                             ("targets_not_names", None)):
            vals = []
            for vline, v in ff.texts(key):
                if allowed is not None and v not in allowed:
                    raise InputError(path, vline, ff.name(key), f"unknown value {v!r}; expected one of: "
                                                                 f"{', '.join(allowed)}")
                vals.append(v)
            zones += ((key, tuple(vals)),) if vals else ()
        if ff.has("targets_feature_text"):
            ftx = ff.req("targets_feature_text", str).strip()
            if not ftx:
                raise ff.error("targets_feature_text", "give the text the feature begins with")
            zones += (("targets_feature_text", ftx),)
        if ff.has("targets_count"):
            n = ff.nonneg("targets_count", None)
            if not n:
                raise ff.error("targets_count", "give how many cards the ability takes (1 or more)")
            zones += (("targets_count", n),)
        extra = [k for k in ("targets_whose", "targets_cost", "targets_not_element", "targets_one_each",
                             "targets_types", "targets_count", "targets_not_names", "targets_feature_text")
                 if ff.has(k)]
        if extra and not ff.has("targets_zone"):
            raise ff.error(extra[0], "give targets_zone: the zone of the cards the ability acts on")
        ff.done()
        # values as the loader's nodes, hashable: a compiled card's params (plain dicts) are part of traced states
        p = tuple(sorted((k, as_nodes(v)) for k, v in params.items())) + \
            ((("touches", tuple(touches)),) if touches else ())
        p += (("listens", tuple(listens)),) if listens else ()
        if (kind is FeatureKind.TEXT or (touches and modality is None)) and ff.has("scope"):
            # whom kept text (or a feature that declares what it touches) may bear on (legality/reach.py)
            p += (("text_scope", scope),)
        if kind is FeatureKind.TEXT and ff.has("role"):    # which end of an action its card must be on
            p += (("text_role", role),)
        p += (("card_effect", effect),) if effect is not None else ()
        p += (("card_modifier", modifier),) if modifier is not None else ()
        p += (("summon", summon),) if summon is not None else ()
        p += (("heal_feature", heal),) if heal is not None else ()
        p += (("recruit", recruit),) if recruit is not None else ()
        p += (("board", tuple(sorted(board.items()))),) if board else ()
        p += (("roll_trigger", roll_trigger),) if roll_trigger is not None else ()
        p += (("computed_x", computed_x),) if computed_x is not None else ()
        p += (("range_bonus", range_bonus),) if range_bonus is not None else ()
        p += zones
        p += (("becomes", becomes),) if becomes is not None else ()
        p += (("wounds_only_from", wounds_only),) if wounds_only is not None else ()
        p += (("instead_of_death", death),) if death is not None else ()
        p += (("limit", limit),) if limit is not None else ()
        p += (("duration", duration),) if duration is not None else ()
        features.append(Feature(fid, ftext, kind, modality, tuple(actions), role, scope, tuple(overrides),
                                keyword, p, fline))
    f.done()
    from .laid_modifiers import with_companions   # a compiled trigger's «получает +1 к …» on itself: a feature it lays
    features = with_companions(features)
    if text and text.strip() and not features:
        # a card's text with no features written for it is still the card's text: kept, not understood, so a
        # question it could touch is unknown (docs/unknown.md), never answered as if the card had no text
        features.append(Feature("text", text.strip(), FeatureKind.TEXT))
    return Card(name, ctype, cost, lives, strike, move, elements, classes, tuple(features), text, edition, source,
                elite)


def load_card_file(path: str) -> list[Card]:
    doc = load(path, max_bytes=MAX_CARD_FILE_BYTES)
    if isinstance(doc, dict) and "cards" in doc:
        items = doc["cards"]
        where = "cards"
    else:
        items, where = doc, ""
    if not isinstance(items, list):
        raise InputError(path, getattr(doc, "line", None), where or "document", "expected a list of cards")
    lines = getattr(items, "item_lines", [0] * len(items))
    cards, names = [], {}
    for i, (line, item) in enumerate(zip(lines, items)):
        card = parse_card(path, item, f"{where}[{i}]" if where else f"[{i}]", line)
        key = name_key(card)
        if key in names:
            first_line, first_name = names[key]
            same = "" if first_name == card.name else f" looks the same as {first_name!r}"
            raise InputError(path, line, f"{where}[{i}].name" if where else f"[{i}].name",
                             f"duplicate card name {card.name!r}{same} (first at line {first_line})")
        names[key] = (line, card.name)
        cards.append(card)
    return cards


def family(edition: str) -> str:
    """Cards belong to a game: classic (all classic editions) or heroes."""
    return "heroes" if edition == "heroes" else "classic"


_BUILTIN_FILES: dict[tuple[str, str], str] = {}     # (game, name) -> the built-in file defining it


@lru_cache(maxsize=1)
def builtin_pool() -> dict[tuple[str, str], Card]:
    """The built-in pool: every card named in the worked examples the project encodes, keyed by
    (game, name): «Степной волколак» of the classic examples is not the heroes card of that name."""
    pool: dict[tuple[str, str], Card] = {}
    seen: set[tuple[str, str]] = set()
    for fn in sorted(os.listdir(BUILTIN_DIR)):
        if fn.endswith(".yaml"):
            path = os.path.join(BUILTIN_DIR, fn)
            for card in load_card_file(path):
                key = (family(card.edition), normalize(card.name))
                if key in pool or name_key(card) in seen:
                    raise InputError(path, 0, "name", f"card {card.name!r} is defined in two built-in files")
                pool[key] = card
                _BUILTIN_FILES[key] = f"legality/cards/{fn}"
                seen.add(name_key(card))
    return pool


def find_card(name: str, edition: str = "classic") -> Card | None:
    return builtin_pool().get((family(edition), normalize(name)))


def builtin_file(card: Card) -> str:
    """The file a built-in card is defined in (legality/cards/…)."""
    builtin_pool()
    return _BUILTIN_FILES.get((family(card.edition), normalize(card.name)), "legality/cards")


def suggest(name: str, edition: str = "classic") -> list[str]:
    fam = family(edition)
    names = {k[1]: c for k, c in builtin_pool().items() if k[0] == fam}
    keys = difflib.get_close_matches(normalize(name), list(names), n=3, cutoff=0.5)
    return [names[k].name for k in keys]
