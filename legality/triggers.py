"""The trigger language: what event makes a feature trigger, and what effect it then produces.

A triggered (or replacement) feature carries its trigger in the card language under `params.chain`
(the core keeps `params` as a free mapping; this module reads and validates it, with file/line errors):

    params:
      chain:
        event: strike           # event class (or a list): strike | attack | assault | gain | enter | any kind
        source: any             # who the event's source is to this card: self | ally | enemy | other | any
        target: self            # the same for the event's target
        where: {range: melee}   # the event's attributes must equal these
                                #   (declared_target: self|other|…: the card an attack was declared at, before
                                #   a defender took it: classic:ruling-dev-217)
        card: Башар             # optional: only events produced by this card's feature …
        feature: naim           # … (names checked against the pool)
        nature: triggered       # triggered | replacement | rule (replacement/rule: effects of the game rules)
        effect:
          kind: strike          # the kind of event the effect produces (then: a compound ability's next part,
                                #   with link: while | then, source/target: self | first.source | first.target)
          source: self          # self | event.source | event.target
          target: event.source  # self | event.source | event.target
          set: {mode: special, range: melee, value: 2}   # attributes of the produced event
          gain: {counter: token, amount: 1}              # tally laid on the effect's target
          reach: melee          # melee: the effect's target must be adjacent / reachable (boomerang may lift it)
          range_applies: false  # true: the text says range still applies (527.1 «если не сказано иного»)
          feature: F            # kind grant: lay this card's feature F on the target …
          duration: turn        # … for this long (legality/lasting.py); also a prevent effect's
          x: {printed: strike, of: other, tier: weak}   # «на X, где X …»: the value computed (other: its target)
          bind: {element: event.source}   # kind grant: values fixed as it is laid (legality/laid_values.py)
        optional: true          # «может»: the player may decline it; every choice is reported
        after: true             # «После …»: on an action's event, fires after its payment (2012 216.12)
        valhalla: true          # «Вальхалла: …»: fires from its card in the graveyard at the start of its
                                #   player's turn; its effect's event carries valhalla: true (rules/valhalla.py)

See docs/chains.md.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, replace
from functools import lru_cache

from model import Card, FeatureKind

from .cards_io import BUILTIN_DIR, family, load_card_file, normalize
from .errors import InputError
from .fields import Fields
from .lasting import feature_limit, parse_duration

RELATIONS = ("self", "ally", "enemy", "other", "own", "any")     # own: itself or an ally («ваше существо»)
ENDS = ("self", "event.source", "event.target", "event.defended", "chosen")   # defended: the card a defender stands for
CHOOSE_TYPES = ("creature", "flyer", "artifact", "terrain", "hero")
NATURES = ("triggered", "replacement", "rule")
REACH = ("any", "melee")


@dataclass(frozen=True)
class EffectSpec:
    kind: str
    source: str = "self"
    target: str = "self"
    attrs: tuple[tuple[str, object], ...] = ()
    gain_counter: str | None = None
    gain_amount: int | str = 0     # or "event.value": the value of the event that triggered it (X)
    reach: str = "any"
    range_applies: bool = False
    grant: str | None = None       # kind grant: the owner's feature laid on the effect's target …
    duration: str | None = None    # … for this long (legality/lasting.py)
    choose: tuple[tuple[str, object], ...] = ()   # target chosen: the cards it may be (relation, types, classes)
    choose_source: tuple[tuple[str, object], ...] = ()   # source chosen: the cards that may act («ваш йордлинг»)
    then: "EffectSpec | None" = None   # a compound ability's next part («…, при этом …», «…; …», «…, затем …»)
    link: str | None = None        # this part's link to the one before: while (needs it done fully) | then
    x: tuple[tuple[str, object], ...] = ()        # «на X, где X …»: its value computed (legality/computed_values.py)
    # kind grant: the values fixed as it is laid («той же стихии, что и атаковавший»): (value, end) pairs, and
    # ("unnamed", True) when the text names no card (legality/laid_values.py)
    bind: tuple[tuple[str, object], ...] = ()
    options: tuple = ()            # kind choice: the effects its player chooses among («+1 к {move} или +1 к
                                   # {strike}»): one is applied (graphs/chain.py enumerates them)


@dataclass(frozen=True)
class Trigger:
    card: str                      # card name (for messages and the static graph)
    feature: str                   # feature id
    on: tuple[str, ...]            # event classes
    source: str = "any"
    target: str = "any"
    where: tuple[tuple[str, object], ...] = ()
    by_card: str | None = None     # only events produced by this card's …
    by_feature: str | None = None  # … feature
    nature: str = "triggered"
    effect: EffectSpec = EffectSpec("none")
    line: int = 0
    ref_lines: tuple[int, int] = (0, 0)   # lines of `card` and `feature`, for messages
    optional: bool = False         # «может»: its player may decline it (classic 2012 405.3, heroes 113.4)
    limit: tuple | None = None     # (N, turn|game): «N раз за ход / за бой» on the feature (legality/lasting.py)
    laid: bool = False             # the feature has a `duration`: it is in force only where it is laid
    after: bool = False            # «После …»: fires after the action's payment (classic 2012 216.12)
    valhalla: bool = False         # «Вальхалла: …»: from the graveyard at its player's turn start (rules/valhalla.py)
    instance: int = 0              # a laid feature laid again on the same card: its n-th like marker (n > 1)
    on_marker: str | None = None   # a marker's own trigger: fires from each cell marker of this name its card laid
    marker_cell: tuple | None = None   # … the cell of the marker this instance fires from (legality/cell_markers.py)

    @property
    def rule_effect(self) -> bool:
        return self.nature != "triggered"


LIST_CONDITIONS = ("target_types", "source_types")     # `where` keys whose value is a list of card types
ELEMENT_CONDITIONS = ("target_elements", "source_elements",    # … a list of elements («степное или нейтральное»)
                      "target_not_elements")                   # «нетёмное существо»: [dark]
CLASS_CONDITIONS = ("target_classes", "source_classes")     # … a list of classes («вашего линунга»)
ELEMENTS = ("steppe", "mountain", "forest", "swamp", "dark", "neutral")
# `where` keys read by legality/effect_conditions.py: «если … не нападет {strike}», «если атакованный стоит рядом с …»
BOOL_CONDITIONS = ("assaulted_this_turn", "next_to_effect_source", "unwounded_after")


def _scalar_map(f: Fields, key: str) -> tuple[tuple[str, object], ...]:
    sub = f.sub(key)
    if sub is None:
        return ()
    out = []
    for k in sub.node:
        if k in LIST_CONDITIONS:
            v = sub.req(k, list)
            bad = [t for t in v if t not in CHOOSE_TYPES]
            if bad:
                raise sub.error(k, f"unknown card type {bad[0]!r}; expected one of: {', '.join(CHOOSE_TYPES)}")
            out.append((str(k), tuple(v)))
            continue
        if k in ELEMENT_CONDITIONS:
            v = sub.req(k, list)
            bad = [e for e in v if e not in ELEMENTS]
            if bad:
                raise sub.error(k, f"unknown element {bad[0]!r}; expected one of: {', '.join(ELEMENTS)}")
            out.append((str(k), tuple(v)))
            continue
        if k in CLASS_CONDITIONS:     # «вашего линунга»: the card's classes (races), any of these
            v = sub.req(k, list)
            if not v or not all(isinstance(x, str) and x for x in v):
                raise sub.error(k, "a list of card classes (Линунг, Гном, …)")
            out.append((str(k), tuple(v)))
            continue
        if k == "nth_own_this_turn":  # «когда бешенство ваших существ срабатывает третий раз за ход»
            n = sub.req(k, int)
            if n < 1:
                raise sub.error(k, f"counts from 1 (the first time this turn), got {n}")
            out.append((str(k), n))
            continue
        if k == "nth_this_turn":      # «во второй раз за ход»: the n-th such event this turn (n ≥ 1)
            n = sub.req(k, int)
            if n < 1:
                raise sub.error(k, f"counts from 1 (the first time this turn), got {n}")
            out.append((str(k), n))
            continue
        if k in BOOL_CONDITIONS:      # legality/effect_conditions.py
            out.append((str(k), sub.req(k, bool)))
            continue
        if k in ("left_cell_marker", "on_cell_marker"):   # a marker's name on the cell (legality/cell_markers.py)
            v = sub.req(k, str).strip()
            if not v:
                raise sub.error(k, "name the marker (the word the card text gives it: омут, гниль, …)")
            out.append((str(k), v))
            continue
        if k == "target_state":       # «существо с проклятием»: the event's target has this state (2012 glossary)
            out.append((str(k), sub.enum(k, ("curse", "blessing"), required=True)))
            continue
        if k == "declared_target":    # «нападает (не) на X»: the card the attack was declared at (dev-217)
            out.append((str(k), sub.enum(k, RELATIONS, required=True)))
            continue
        v = sub.opt(k, (str, int, bool))
        out.append((str(k), v))
    return tuple(sorted(out))


def _choose(ef: Fields, target: str, key: str = "choose") -> tuple:
    """`target: chosen` with `choose: {relation: own|ally|enemy|other|any, types: [...], classes: [...]}`: the
    player chooses the effect's target among the cards in play that fit («ваш линунг», «другое ваше существо»).
    Every fitting card is a choice point the chain enumerates (as the players' orders)."""
    sub = ef.sub(key)
    end = "target" if key == "choose" else "source"
    if target not in ("chosen", "all"):
        if sub is not None:
            raise ef.error(key, f"only an effect with {end}: chosen says whom it may choose")
        return ()
    if sub is None:
        raise ef.error(key, f"a chosen {end} needs {key}: {{relation: …}} (whom the player may choose)")
    out = [("relation", sub.enum("relation", RELATIONS, required=True))]
    types = sub.one_of_each("types", CHOOSE_TYPES, "card type")
    if types is not None:
        out.append(("types", types))
    classes = sub.opt("classes", list)
    if classes is not None:
        out.append(("classes", tuple(str(c) for c in classes)))
    has = sub.opt("has", list)            # «бестелесное существо»: it has one of these abilities now
    if has is not None:
        out.append(("has", tuple(str(a) for a in has)))
    if sub.opt("ground", bool, False):    # «наземное»: not a flyer
        out.append(("ground", True))
    if sub.opt("revealed", bool, False):  # «вскрытое»
        out.append(("revealed", True))
    els = sub.opt("elements", list)           # «горное или лесное»: it has one of these elements
    if els is not None:
        bad = [e for e in els if e not in ELEMENTS]
        if bad or not els:
            raise sub.error("elements", f"unknown element {bad[0]!r}; expected one of: {', '.join(ELEMENTS)}" if bad
                            else "name at least one element")
        out.append(("elements", tuple(els)))
    not_el = sub.opt("not_elements", list)   # «нетёмное»: [dark]
    if not_el is not None:
        bad = [e for e in not_el if e not in ELEMENTS]
        if bad:
            raise sub.error("not_elements", f"unknown element {bad[0]!r}; expected one of: {', '.join(ELEMENTS)}")
        out.append(("not_elements", tuple(not_el)))
    if sub.opt("least_cost", bool, False):   # «наименьшей стоимости»: the cheapest of those that fit
        out.append(("least_cost", True))
    if sub.opt("behind", str) is not None:    # «стоящее позади атакованного»: behind the event's target
        if sub.node["behind"] != "event.target":
            raise sub.error("behind", "only event.target: the card the chosen one stands behind")
        out.append(("behind", "event.target"))
    if sub.opt("in_formation_with", str) is not None:   # «которые стояли с ним в строю» (before it died)
        if sub.node["in_formation_with"] != "event.target":
            raise sub.error("in_formation_with", "only event.target: the card the chosen ones stood in formation with")
        out.append(("in_formation_with", "event.target"))
    cell = sub.opt("marker_cell", str)         # «карты на этой клетке» / «на соседних клетках»: the marker's own
    if cell is not None:                       # trigger's cell (legality/cell_markers.py)
        if cell not in ("at", "next_to"):
            raise sub.error("marker_cell", f"expected at (the cards on the marker's cell) or next_to (on the "
                                           f"cells next to it), got {cell!r}")
        out.append(("marker_cell", cell))
    if sub.opt("ranged_attack", bool, False):   # «выстрел на 2» with no target stated: any card its ranged attack
        if key != "choose" or ef.node.get("kind") not in RANGED_EFFECTS:   # may be declared at (chain_rules.py)
            raise sub.error("ranged_attack", f"only the target of a ranged attack ({', '.join(RANGED_EFFECTS)})")
        out.append(("ranged_attack", True))
        rng = sub.opt("range", int)            # «, дальность 3»: the ability's range (glossary «Дальность X»)
        if rng is not None:
            if isinstance(rng, bool) or rng < 1:
                raise sub.error("range", f"expected a range of 1 or more, got {rng!r}")
            out.append(("range", rng))
    elif sub.opt("range", int) is not None:
        raise sub.error("range", "range: only with ranged_attack: true (the range of the attack whose target it is)")
    zone = sub.opt("zone", str)                # kind summon: the card comes from its player's Deck (2012 glossary
    if zone is not None or sub.has("cost_at_most"):   # «Summoning»), `cost_at_most`: «стоимостью N или менее»
        if key != "choose" or ef.node.get("kind") != "summon":
            raise sub.error("zone" if zone is not None else "cost_at_most",
                            "only the card a summon brings (kind: summon) is chosen from a zone or by its cost")
        if zone != "deck":
            raise sub.error("zone", "a summon brings a card from its player's Deck (2012 glossary «Summoning»): "
                                    "zone: deck")
        if out[0][1] not in ("own", "enemy"):
            raise sub.error("relation", "whose Deck: own (its player's, by default) or enemy (the opponent's, where "
                                        "the text says so)")
        out.append(("zone", "deck"))
        if sub.has("cost_at_most"):
            out.append(("cost_at_most", sub.nonneg("cost_at_most", 0)))
    if sub.opt("next_to", str) is not None:   # «стоящей рядом картой»: next to the effect's chosen source;
        near = sub.node["next_to"]            # «рядом с вашим стражем леса этот страж»: next to the event's target
        if near not in ("source", "event.target") or (near == "source" and key != "choose"):
            raise sub.error("next_to", "next_to: source (a chosen target next to the effect's source) or "
                                       "event.target (next to the card the event happened to, where it stands now)")
        out.append(("next_to", str(near)))
    sub.done()
    return tuple(out)


def deck_summon(effect: EffectSpec) -> bool:
    """`kind: summon, target: chosen, choose: {zone: deck, …}`: a summon the chain and the tracer apply (a card of
    the Deck enters the squad: docs/chains.md). Any other `kind: summon` stays an event the tracer does not apply."""
    return effect.kind == "summon" and dict(effect.choose).get("zone") == "deck"


RANGED_EFFECTS = ("shot", "throw", "discharge")   # the ranged attacks (2012 401.4, 401.5) a `ranged_attack` target is for
LINKS = ("while", "then")          # «при этом» / «;»: only after the part before fully executed; «затем»: whatever
PART_ENDS = ("self", "first.source", "first.target", "event.source", "event.target")   # a later part's ends: the
# ability's card, the first part's, or (a trigger's part) the event that fired it («ту карту»)


def _effect(ef: Fields, card: Card, valhalla: bool = False, part: bool = False) -> EffectSpec:
    """An effect (`effect:`), or a later part of a compound ability (`then:` inside it: docs/chains.md)."""
    kind = ef.req("kind", str)
    if kind == "choice" and not part:        # «получить +1 к {move} или +1 к {strike}»: one of its options
        items = ef.req("options", list)
        if len(items) < 2:
            raise ef.error("options", "a choice names two or more effects its player chooses among")
        opts = []
        for i, item in enumerate(items):
            of = Fields(ef.path, item, f"{ef.name('options')}[{i}]", ef.line("options"))
            if of.opt("kind", str) == "choice":
                raise of.error("kind", "an option of a choice is an effect, not another choice")
            opts.append(_effect(of, card, valhalla))
        ef.done()
        return EffectSpec("choice", options=tuple(opts))
    ends = PART_ENDS if part else ENDS
    esrc = ef.enum("source", ends, default="self")
    etgt = ef.enum("target", ends + ("chosen", "all") if part else ends + ("all",),
                   default="first.target" if part else "self")
    link = ef.enum("link", LINKS, required=True) if part else None
    attrs = _scalar_map(ef, "set")
    if valhalla:                       # its effect's event: the target «становится целью вальхаллы»
        attrs = tuple(sorted(dict(attrs, valhalla=True).items()))
    counter, amount = None, 0
    g = ef.sub("gain")
    if g is not None:
        counter = g.req("counter", str)
        if g.opt("amount", (int, str), 1) == "event.value":      # «получить X {counter}», X the event's value
            amount = "event.value"
        else:
            amount = g.nonneg("amount", 1)
        g.done()
    reach = ef.enum("reach", REACH, default="any")
    range_applies = ef.opt("range_applies", bool, False)
    grant = ef.opt("feature", str)
    duration = parse_duration(ef)
    if part:                           # a later part's cards: legality/declared_parts.py (declared.py applies them)
        from .declared_parts import part_filter
        choose = part_filter(ef, etgt)
    else:
        choose = _choose(ef, etgt)
    choose_source = () if part else _choose(ef, esrc, "choose_source")
    x = ()
    if ef.has("x"):
        from .computed_values import parse_computed
        x = parse_computed(ef.sub("x"))
        if dict(attrs).get("value") is not None:
            raise ef.error("x", "an effect's value is either `set: {value: N}` or a computed `x`, not both")
    if kind == "grant":
        if grant is None:
            raise ef.error("feature", "a grant names the feature of this card it lays on its target")
        if card.feature(grant) is None:
            raise ef.error("feature", f"card {card.name!r} has no feature {grant!r} "
                                      f"(it has: {', '.join(x.id for x in card.features)})")
    elif grant is not None or (duration is not None and kind != "prevent"):
        raise ef.error("feature" if grant is not None else "duration",
                       "only a grant (a feature) or a prevent effect lasts for a time")
    bind = _bind(ef, kind, part)
    nxt = ef.sub("then")
    then = _effect(nxt, card, valhalla, part=True) if nxt is not None else None
    ef.done()
    return EffectSpec(kind, esrc, etgt, attrs, counter, amount, reach, range_applies, grant, duration, choose,
                      choose_source, then, link, x, bind)


def _bind(ef: Fields, kind: str, part: bool) -> tuple[tuple[str, object], ...]:
    """A grant's `bind: {element|cost: END, unnamed: true}`: the values its laid feature compares with, fixed as
    it is laid (legality/laid_values.py). END: the event's cards, the first part's target (a later part only)."""
    if not ef.has("bind"):
        return ()
    from .laid_values import BIND_ENDS, BINDABLE
    if kind != "grant":
        raise ef.error("bind", "only a grant binds values for the feature it lays")
    bf = ef.sub("bind")
    ends = BIND_ENDS if part else tuple(e for e in BIND_ENDS if e != "first.target")
    out = [(k, bf.enum(k, ends)) for k in BINDABLE if bf.has(k)]
    if not out:
        raise ef.error("bind", f"bind names a value to fix: {', '.join(BINDABLE)}")
    if bf.opt("unnamed", bool, False):
        out.append(("unnamed", True))
    bf.done()
    return tuple(out)


# Keywords whose glossary text is a trigger: a card printing the keyword alone (compiled from a base, or written
# `kind: keyword`) has this trigger, as the hand-written readings of the same keyword do.
KEYWORD_TRIGGERS = {
    # 2012 glossary «Corpse-Eating»: fires when its creature destroys an adjacent corporeal enemy creature other
    # than by a ranged attack (rules/corpse_eating.py reads `where: corpse_eating`)
    "трупоедство": {"event": "destroy", "source": "self", "target": "enemy", "where": {"corpse_eating": True},
                    "effect": {"kind": "scavenge", "source": "self", "target": "self"}},
}


def parse_trigger(path: str, card: Card, feature) -> Trigger | None:
    """The feature's trigger, or None when it has none. Errors name the file, line and field."""
    node = feature.param("chain")
    if node is None and feature.kind is FeatureKind.KEYWORD and not feature.params:
        node = KEYWORD_TRIGGERS.get(normalize(feature.keyword or ""))
    compiled = None
    if node is None:                   # a compiled trigger the bridge translates exactly (compiled_triggers.py)
        from .compiled_triggers import chain_node
        node = compiled = chain_node(feature)
    if node is None:
        return None
    where = f"{card.name}.features[{feature.id}].params.chain"
    f = Fields(path, node, where, feature.line)
    valhalla = f.opt("valhalla", bool, False)
    if valhalla and f.opt("event", (str, list)) not in (None, "turn_start", ["turn_start"]):
        raise f.error("event", "a Вальхалла fires at the start of its player's turn (classic:ruling-dev-427): "
                               "its event is turn_start")
    on = "turn_start" if valhalla and not f.has("event") else f.req("event", (str, list))
    on = (on,) if isinstance(on, str) else tuple(str(x) for x in on)
    if not on:
        raise f.error("event", "name at least one event class")
    src = f.enum("source", RELATIONS, default="any")
    tgt = f.enum("target", RELATIONS, default="any")
    wh = _scalar_map(f, "where")
    for k, v in wh:
        if k in ("target_lives", "source_lives") and v not in ("even", "odd"):
            raise f.sub("where").error(k, f"expected even or odd (its current lives), got {v!r}")
    if valhalla:                       # at the start of its own player's turn
        if dict(wh).get("turn", "own") != "own":
            raise f.error("where", "a Вальхалла fires at the start of its own player's turn, not the enemy's")
        wh = tuple(sorted(dict(wh, turn="own").items()))
    by_card = f.opt("card", str)
    by_feature = f.opt("feature", str)
    nature = f.enum("nature", NATURES, default="triggered")
    effect = _effect(f.sub("effect", required=True), card, valhalla)
    optional = f.opt("optional", bool, False)
    after = f.opt("after", bool, False)
    f.done()
    on_marker = feature.param("on_marker")      # «(в конце хода противника — … ранить карты на этой клетке …)»
    if on_marker is not None and (not isinstance(on_marker, str) or not on_marker.strip()):
        raise InputError(path, feature.line, f"{card.name}.features[{feature.id}].params.on_marker",
                         "name the cell marker this trigger fires from (омут, адская бомба, …)")
    if feature.kind not in (FeatureKind.TRIGGERED, FeatureKind.PERMANENT, FeatureKind.KEYWORD):
        raise InputError(path, feature.line, f"{card.name}.features[{feature.id}].kind",
                         f"a feature with a trigger must be triggered (or permanent), not {feature.kind.value}")
    limit = feature_limit(feature)
    if compiled is not None and limit is None:
        from .compiled_triggers import trigger_limit
        limit = trigger_limit(feature)
    if deck_summon(effect) and (limit is not None or optional):
        # summoning no card is its player's choice, and it is paid for all the same (2012 glossary «Summoning»):
        # a declined «может» or a spent use is not that choice, and the chain does not tell them apart
        raise InputError(path, feature.line, f"{card.name}.features[{feature.id}]",
                         "a summon with a use limit or «может» is not modelled (summoning no card is already its "
                         "player's choice, and is paid for)")
    return Trigger(card.name, feature.id, on, src, tgt, wh, by_card, by_feature, nature,
                   effect,
                   f.line(), (f.line("card"), f.line("feature")), optional, limit,
                   feature.param("duration") is not None, after, valhalla,
                   on_marker=on_marker.strip() if on_marker else None)


def in_force(state, triggers: dict) -> dict:
    """Card id → the triggers in force on it: its own features' (not those laid elsewhere: a feature with a
    `duration` is in force only where it is laid) and the triggers of the features laid on it (its `effects`),
    which fire as its own — «ваше существо получает "Когда …"»: the carrier acquires the feature (classic 2012
    glossary «Приобретённая особенность»), so «этому существу» and its effects' source are the carrier
    (judges' ruling dev-124). The `chain` question and the tracer both read this (one code path)."""
    out = {}
    for cs in state.cards:
        own = [t for t in triggers.get(cs.id, ()) if not t.laid and not t.on_marker]   # markers': ChainRules
        laid: dict = {}                      # (source, feature) -> how many times laid on this card
        for e in cs.effects:
            t = next((t for t in triggers.get(e.source, ()) if t.feature == e.feature and t.laid), None)
            if t is not None:
                n = laid[(e.source, e.feature)] = laid.get((e.source, e.feature), 0) + 1
                own.append(t if n == 1 else replace(t, instance=n))     # two like markers: two triggers
        if own:
            out[cs.id] = tuple(own)
    return out


def check_references(path: str, trig: Trigger, names: dict[str, Card]) -> None:
    """A trigger naming a card or feature must name ones that exist (in `names`: normalized name → Card)."""
    where = f"{trig.card}.features[{trig.feature}].params.chain"
    if trig.by_card is not None:
        card = names.get(normalize(trig.by_card))
        if card is None:
            raise InputError(path, trig.ref_lines[0], f"{where}.card", f"names unknown card {trig.by_card!r}")
        if trig.by_feature is not None and card.feature(trig.by_feature) is None:
            known = ", ".join(f.id for f in card.features)
            raise InputError(path, trig.ref_lines[1], f"{where}.feature",
                             f"card {card.name!r} has no feature {trig.by_feature!r} (it has: {known})")
    elif trig.by_feature is not None:
        if not any(c.feature(trig.by_feature) for c in names.values()):
            raise InputError(path, trig.ref_lines[1], f"{where}.feature",
                             f"no card in the pool has a feature {trig.by_feature!r}")


def pool_triggers(path: str, cards, extra_names: dict[str, Card] | None = None) -> dict[tuple[str, str], Trigger]:
    """Every trigger of `cards` (read from `path`), validated, keyed by (card name, feature id)."""
    names = dict(extra_names or {})
    for c in cards:
        names[normalize(c.name)] = c
    out = {}
    for c in cards:
        for feat in c.features:
            t = parse_trigger(path, c, feat)
            if t is not None:
                check_references(path, t, names)
                out[(c.name, feat.id)] = t
    return out


@lru_cache(maxsize=1)
def builtin_triggers() -> dict[tuple[str, str, str], Trigger]:
    """The triggers of the built-in card pool, keyed by (game, card name, feature id)."""
    files = sorted(fn for fn in os.listdir(BUILTIN_DIR) if fn.endswith(".yaml"))
    loaded = [(os.path.join(BUILTIN_DIR, fn), load_card_file(os.path.join(BUILTIN_DIR, fn))) for fn in files]
    out = {}
    for game in ("classic", "heroes"):
        names = {normalize(c.name): c for _, cards in loaded for c in cards if family(c.edition) == game}
        for path, cards in loaded:
            mine = [c for c in cards if family(c.edition) == game]
            for (name, fid), t in pool_triggers(path, mine, names).items():
                out[(game, name, fid)] = t
    return out


def load_pool(path: str) -> tuple[list[Card], dict[tuple[str, str], Trigger]]:
    """A card pool file (the card language) with its triggers validated."""
    cards = load_card_file(path)
    return cards, pool_triggers(path, cards)
