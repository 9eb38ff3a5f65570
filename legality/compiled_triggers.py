"""Compiled triggered abilities, fired by the trigger language's one code path.

The compiler reads a trigger sentence into `params.trigger` = {event: {on: …}, actions: [{do: …}], limit, …}
(legality/cardtext/actions.py). This module translates such a reading into the trigger language's mapping (the
`params.chain` a card file writes by hand, docs/chains.md), which legality/triggers.py then parses and validates
into the same `Trigger` — so the `sequence` tracer and the `chain` question fire it as they fire a hand-written
one. The translation is exact or nothing: a key of the reading it does not know, a condition («если …») it
cannot state, an effect the chain has no event for (a summon of more than one creature by type and cost, a modifier not on
itself, a «не открывается»), an unstated target
of anything but a ranged attack, or an X it cannot compute leaves the feature NOT bridged — it stays the `touches`/`listens` guard that makes an
answer `unknown` naming the sentence (legality/reach.py). `why_not(feature)` says which part stops it.

What is bridged (the compiled form → the trigger language):
  on strike («При ударе», «При {strike}»; of: self)   → event strikes, source self (every strike: simple,
        special, a counterstrike as its edition's rule makes it one, a magic strike: classic:ruling-dev-397);
        strength: weak|medium|strong                  → where {strength}
  on strike_or_miss, in: assault («При ударе или (при) промахе в нападении»)
                                                     → event [assault, miss], source self, where {assault: true}
  on kills, object {noun, controller} («Когда уничтожает карту противника») → event destroy, source self;
        with: shot («… выстрелом»)                   → where {by_attack_kind: shot}
  on death («При гибели»)                            → event destroy, target self;
        of {noun, controller} («При гибели карты противника») → target enemy|ally|any;
        by: attack, by_card («от атак существа противника») → source enemy, where {by_attack: true}
  on wounded («Когда получает раны»), first: turn    → event wound, target self (where {nth_this_turn: 1})
  on defends, subject self («Когда … становится защитником») → event defend, source self
  on move («При перемещении»)                         → event move, target self (the card that moved)
  on attack / melee_attack («При атаке», «При ближнем ударе по …»; strength, target self)
                                                     → event attack, source (or target) self, where {range: melee}
  on turn_start / turn_end, turn: own|enemy           → where {turn}
  on throw|shot|discharge|magic_strike (of: self)     → that event, source self; after: true → after
  if «у атакованного (не)чётное количество {health}»  → where {target_lives: even|odd}
actions: wound / heal / poison / shot / discharge (a number, or X the engine computes), open, close,
gain_counter, destroy, close with «и не открывается в свой следующий ход» (a `then` part laying its companion
«не открывается», laid_modifiers.py `keeps_closed`), modify of one value on itself (the grant of its companion feature: laid_modifiers.py),
with a stated target (self, the attacked, «это существо», «стоящую рядом карту», «существо,
которому он выступает защитником», «ваш <класс>», «существо противника, стоящее позади атакованного»; a shot / discharge with none printed, «выстрел на 2»,
«разряд на 2, дальность 3»: a chosen other card it may be declared at, `choose: {ranged_attack, range}`); «может»
on the first action → optional; a second action `with_previous` («, при этом …») → a `then:` part linked while.
a `choose` of modifiers on itself («+1 к {move} или +1 к {strike}») → `kind: choice` over their companions' grants.
«вызвать (летающее) существо стоимостью N или менее» (do: summon, no place, count, class) → kind summon, target
chosen, choose {relation: own, zone: deck, types, cost_at_most}: a card of its player's Deck (docs/chains.md).
«N раз за ход» (the trigger's `limit`) → the feature's use limit (legality/lasting.py).
«(максимум +N)» (the trigger's `max`) on one bonus it lays on itself → its companion's cap over the instances laid
on the card (laid_modifiers.py; classic:ruling-dev-324).
"""
from __future__ import annotations

import re

from model import FeatureKind

from .laid_modifiers import (DURATIONS as _LAID_DURATIONS, GRANTED_ABILITY, KEEPS_CLOSED, companion_id,
                             granted_ability, keeps_closed, laid_duration, modifier_of, options_of)
from .lasting import feature_limit

# the feature params a bridged trigger may carry beside its reading (what the compiler notes about any sentence)
_PLAIN_PARAMS = {"trigger", "touches", "listens", "text_scope", "lasting", "limit", "lays"}
_ATTACK_EVENTS = ("throw", "shot", "discharge", "magic_strike")
_STRENGTHS = ("weak", "medium", "strong")
_RELATION = {"enemy": "enemy", "own": "own", None: "any"}
# «карта»: any card; «существо»: a creature, a flyer too (`where: target_types` reads the exact type)
_NOUN_TYPES = {"карта": None, "существо": ["creature", "flyer"]}


class NotBridged(Exception):
    """The reading says something the trigger language cannot state exactly: why (a short phrase)."""


def _need(cond: bool, why: str) -> None:
    if not cond:
        raise NotBridged(why)


def _only(d: dict, keys, what: str) -> None:
    extra = sorted(set(d) - set(keys))
    _need(not extra, f"{what}: {', '.join(map(str, extra))} not translated")


def _value(v) -> int:
    _need(isinstance(v, (int, str)) and str(v).strip().isdigit(), f"value {v!r} is not a number")
    return int(str(v).strip())


_X_OPPOSITE = re.compile(r"^X,\s*где X величина \{strike\} существа напротив$")   # dev-291: the printed strike


# «на X, где X величина удара»: the value of the strike that fired it. The chain carries it as the symbol X (as the
# judges' hand reading of Кулхан does, dev-397): a `chain` question reads whether and at whom the effect fires; the
# tracer, which cannot compute it, answers `unknown` for the wounds (stack/firing.py applies numbers only)
_X_STRIKE = re.compile(r"^X,\s*где X величина удара(\s*\(воздействие [^()]*\))?$")


def _amount(a: dict, event: dict) -> dict:
    """An action's value: `set: {value: N}`, or a computed `x` the engine has (legality/computed_values.py)."""
    v = a.get("value")
    if isinstance(v, str) and _X_OPPOSITE.match(v.strip()):
        return {"x": {"printed": "strike", "of": "opposite"}}
    if isinstance(v, str) and _X_STRIKE.match(v.strip()):
        _need(event.get("event") == "strikes" and event.get("source") == "self", "X of a strike not its own")
        return {"set": {"value": "X"}}
    return {"set": {"value": _value(v)}}


def _card_filter(obj, what: str) -> tuple[str, list | None]:
    """{noun: карта|существо, controller: enemy|own} → (relation, card types or None)."""
    if obj is None:
        return "any", None
    _need(isinstance(obj, dict), f"{what} {obj!r} not translated")
    _only(obj, ("noun", "controller"), what)
    _need(obj.get("noun") in _NOUN_TYPES, f"{what}: noun {obj.get('noun')!r} not translated")
    _need(obj.get("controller") in _RELATION, f"{what}: controller {obj.get('controller')!r} not translated")
    return _RELATION[obj.get("controller")], _NOUN_TYPES[obj["noun"]]


_LIVES_PARITY = re.compile(r"^у атакованного (не)?чётное количество \{health\}$")


def _event(ev: dict, out: dict) -> None:
    _need(isinstance(ev, dict), "event not translated")
    on = ev.get("on")
    where: dict = {}
    cond = ev.get("if")
    if cond is not None:
        m = _LIVES_PARITY.match(str(cond).strip())
        _need(m is not None and on in _ATTACK_EVENTS + ("strike",), f"condition «{cond}» not translated")
        where["target_lives"] = "odd" if m.group(1) else "even"
    if ev.get("after"):
        _need(on in _ATTACK_EVENTS + ("strike",), "«после» on this event not translated")
        out["after"] = True
    common = ("on", "if", "after")
    if on == "strike":
        _only(ev, common + ("of", "strength", "target"), "event strike")
        t = ev.get("target")
        if t == "self":                    # «При {strike} по <этой карте>»: a strike at it, by anyone
            _need("of" not in ev, "a strike of one card at another not translated")
            out.update(event="strikes", target="self")
        else:
            _need(ev.get("of", "self") == "self", "a strike of another card not translated")
            out.update(event="strikes", source="self")
            if t is not None:              # «При ударе по существу»
                rel, types = _card_filter(t, "the struck card")
                out["target"] = rel
                if types:
                    where["target_types"] = types
        if ev.get("strength") is not None:
            _need(ev["strength"] in _STRENGTHS, f"strength {ev['strength']!r} not translated")
            where["strength"] = ev["strength"]
    elif on in ("attack", "melee_attack"):
        # «При (сильной) атаке», «При ближнем ударе по …»: every attack of its own (or at it); a melee one is a
        # strike (the trace's ranged attacks and magic strikes carry range: ranged)
        _only(ev, common + ("of", "strength", "target"), f"event {on}")
        if ev.get("target") == "self":
            _need("of" not in ev, "an attack of one card at another not translated")
            out.update(event="attack", target="self")
        else:
            _need(ev.get("of", "self") == "self" and ev.get("target") is None, f"an {on} of another card not translated")
            out.update(event="attack", source="self")
        if on == "melee_attack":
            where["range"] = "melee"
        if ev.get("strength") is not None:
            _need(ev["strength"] in _STRENGTHS, f"strength {ev['strength']!r} not translated")
            where["strength"] = ev["strength"]
    elif on == "strike_or_miss":
        _only(ev, common + ("in",), "event strike_or_miss")
        _need(ev.get("in") == "assault", "a strike or miss outside an assault not translated")
        out.update(event=["assault", "miss"], source="self")
        where["assault"] = True
    elif on in _ATTACK_EVENTS:
        _only(ev, common + ("of",), f"event {on}")
        _need(ev.get("of", "self") == "self", f"a {on} of another card not translated")
        out.update(event=on, source="self")
    elif on == "kills":
        _only(ev, ("on", "object", "with"), "event kills")
        rel, types = _card_filter(ev.get("object"), "the destroyed card")
        out.update(event="destroy", source="self", target=rel)
        if ev.get("with") is not None:     # «уничтожает выстрелом»: the wounds of its shot destroyed it; «{strike}»
            # is not read (whether a counterstrike's wounds are «уничтожает {strike}» is not decided)
            _need(ev["with"] == "shot", f"a kill by {ev['with']!r} not translated")
            where["by_attack_kind"] = "shot"
        if types:
            where["target_types"] = types
    elif on == "death":
        _only(ev, ("on", "of", "by", "by_card"), "event death")
        if ev.get("by") is not None or ev.get("by_card") is not None:
            # «При гибели от атак существа противника»: its own death, dealt by an attack's wounds of that card
            _need(ev.get("of") is None and ev.get("by") == "attack", f"a death by {ev.get('by')!r} not translated")
            rel, types = _card_filter(ev.get("by_card"), "the card it dies by")
            out.update(event="destroy", target="self", source=rel)
            where["by_attack"] = True
            if types:
                where["source_types"] = types
        elif ev.get("of") is None:
            out.update(event="destroy", target="self")
        else:
            rel, types = _card_filter(ev.get("of"), "the card that dies")
            out.update(event="destroy", target=rel)
            if types:
                where["target_types"] = types
    elif on == "wounded":
        _only(ev, ("on", "first"), "event wounded")
        _need(ev.get("first") in (None, "turn"), f"first: {ev.get('first')!r} not translated")
        out.update(event="wound", target="self")
        if ev.get("first") == "turn":
            where["nth_this_turn"] = 1
    elif on == "defends":
        _only(ev, ("on", "subject"), "event defends")
        _need(ev.get("subject", "self") == "self", "another card becoming a defender not translated")
        out.update(event="defend", source="self")
    elif on == "move":
        _only(ev, ("on",), "event move")
        out.update(event="move", target="self")
    elif on in ("turn_start", "turn_end"):
        _only(ev, ("on", "turn"), f"event {on}")
        _need(ev.get("turn") in (None, "each", "own", "enemy"), f"turn: {ev.get('turn')!r} not translated")
        out["event"] = on
        if ev.get("turn") in ("own", "enemy"):       # «в начале хода» (each): every turn
            where["turn"] = ev["turn"]
    else:
        raise NotBridged(f"event {on!r}: the trace fires no such event")
    if where:
        out["where"] = where


def _target(t, event: dict) -> dict:
    """An action's stated target, in the trigger language's ends (`chosen` with what it may be)."""
    if t == "self":
        return {"target": "self"}
    if t == "attacked":                    # «атакованный»: the card its own attack was at
        _need(event.get("source") == "self", "«атакованный» of an event not its own attack")
        return {"target": "event.target"}
    if t == "attacker":                    # «атаковавший»: who struck it
        _need(event.get("target") == "self" and event.get("source", "any") == "any",
              "«атаковавший» of an event not an attack at it")
        return {"target": "event.source"}
    if t == "it" and event.get("event") == "destroy" and event.get("target") == "self" \
            and dict(event.get("where") or {}).get("by_attack"):
        return {"target": "event.source"}    # «… от атак существа противника уничтожить это существо»
    if t == "it":                          # «оно»: the card its own strike named («При ударе по существу оно …»)
        _need(event.get("source") == "self" and event.get("target") not in (None, "self"),
              "«это существо» not translated")
        return {"target": "event.target"}
    _need(isinstance(t, dict), f"target {t!r} not stated")
    if t == {"is": ["adjacent"], "noun": "карта"}:                    # «стоящую рядом карту»
        return {"target": "chosen", "choose": {"relation": "any", "next_to": "source"}}
    if t == {"is": ["adjacent"], "noun": "существо"}:                 # «стоящее рядом (соседнее) существо»
        return {"target": "chosen", "choose": {"relation": "any", "types": ["creature"], "next_to": "source"}}
    if t == {"noun": "существо", "that": "которому он выступает защитником"}:
        _need(event.get("event") == "defend", "«которому он выступает защитником» outside a defence")
        return {"target": "event.defended"}
    if t == {"noun": "существо", "controller": "enemy", "that": "стоящее позади атакованного"}:
        _need(event.get("source") == "self" and event.get("event") in ("strikes", "assault"),
              "«позади атакованного» of an event not its own strike")
        return {"target": "chosen", "choose": {"relation": "enemy", "types": ["creature"], "behind": "event.target"}}
    if t == {"controller": "own", "noun": "артефакт"}:                 # «ваш артефакт»
        return {"target": "chosen", "choose": {"relation": "own", "types": ["artifact"]}}
    if event.get("headed") and t.get("controller") == "own" and t.get("noun") == "существо" \
            and set(t) <= {"controller", "noun", "element", "element_any"}:   # «ваше (горное или лесное) существо»
        choose = {"relation": "own", "types": ["creature"]}
        els = t.get("element_any") or t.get("element")
        if els:
            from .triggers import ELEMENTS
            _need(isinstance(els, list) and all(e in ELEMENTS for e in els), f"elements {els!r} not translated")
            choose["elements"] = list(els)
        return {"target": "chosen", "choose": choose}
    if set(t) == {"controller", "class"} and t["controller"] == "own":   # «ваш линунг»
        return {"target": "chosen", "choose": {"relation": "own", "classes": [t["class"]]}}
    raise NotBridged(f"target {t!r} not translated")


_ACTION_KEYS = {
    "wound": ("target", "value"), "heal": ("target", "value"),
    "poison": ("target", "value"), "grant": ("target", "ability"),
    "shot": ("target", "value", "range"), "discharge": ("target", "value", "range"),
    "open": ("target",), "close": ("target", "stay_closed"), "stay_closed": ("target", "when"), "destroy": ("target",), "gain_counter": ("target", "count"),
}
_KIND = {"gain_counter": "gain"}


_RANGED = ("shot", "discharge")


def _ranged_target(rng) -> dict:
    """«выстрел на 2», «разряд на 2, дальность 3»: no target stated, so its player chooses any other card the
    ranged attack may be declared at (`choose: {ranged_attack: true}`: the board rules of the `legal` question,
    legality/chain_rules.py), within its range where one is printed."""
    choose: dict = {"relation": "other", "ranged_attack": True}
    if rng is not None:
        _need(isinstance(rng, int) and not isinstance(rng, bool) and rng >= 1, f"range {rng!r} not translated")
        choose["range"] = rng
    return {"target": "chosen", "choose": choose}


def _action(a: dict, event: dict, lays=()) -> dict:
    _need(isinstance(a, dict), "action not translated")
    do = a.get("do")
    if do == "modify":                     # «получает +1 к бешенству» on itself: its companion feature, laid
        m = modifier_of(a, on_other=event.get("headed", False))
        _need(m is not None, f"a modify {a!r} not translated")
        _need(companion_id(m) in lays, f"a modify: {companion_id(m)!r} is not a feature it lays")
        out = {"kind": "grant", "source": "self", "target": "self", "feature": companion_id(m)}
        if a.get("target") != "self":      # a headed ability's «ваше горное или лесное существо получает …»
            out.update(_target(a.get("target"), event))
        if a.get("duration") is not None or a.get("while") is not None:
            out["duration"] = laid_duration(a)
        if m.get("against") == "attacked":     # «по атакованному»: the card the event struck, fixed as laid
            out["bind"] = {"card": "event.target"}
        return out
    if do == "grant_activated":            # «получает {tap}: Магический удар на 2 до конца вашего хода»: its companion
        _need(granted_ability(a) is not None and GRANTED_ABILITY in lays, "a granted ability not translated")
        return {"kind": "grant", "source": "self", "target": "self", "feature": GRANTED_ABILITY,
                "duration": laid_duration(a)}
    if do == "stay_closed":                # «не открывается в начале вашего следующего хода» on itself: its companion
        _only(a, ("do", "with_previous") + _ACTION_KEYS[do], "action stay_closed")
        dur = keeps_closed(a)
        _need(dur is not None and KEEPS_CLOSED in lays, "stay_closed on another card not translated")
        return {"kind": "grant", "source": "self", "target": "self", "feature": KEEPS_CLOSED, "duration": dur}
    if do == "summon":                     # «вызвать летающее существо стоимостью 3 или менее»
        return _summon(a)
    if do == "choose":                     # «+1 к {move} или +1 к {strike}»: its player chooses one (each a
        _only(a, ("do", "options", "target", "duration", "with_previous"), "action choose")   # companion laid)
        opts = options_of(a)
        _need(opts is not None and len(opts) >= 2, "a choice of fewer than two effects")
        _need(all(isinstance(o, dict) and o.get("do") == "modify" for o in opts), "a choice of effects not modifiers")
        return {"kind": "choice", "options": [_action(o, event, lays) for o in opts]}
    _need(do in _ACTION_KEYS, f"action {do!r}: the chain has no such effect")
    # `name`: «воздействие X» — kept in the feature's text, which the engine reads (Стойкость: stack/life.py)
    _only(a, ("do", "optional", "with_previous", "name") + _ACTION_KEYS[do], f"action {do}")
    out = {"kind": _KIND.get(do, do), "source": "self"}
    if do in _RANGED and "target" not in a:
        out.update(_ranged_target(a.get("range")))
    else:
        _need("target" in a, f"{do}: its target is not stated")
        _need("range" not in a, f"{do}: a range with a stated target not translated")
        out.update(_target(a["target"], event))
    if do == "grant":                      # «получает проклятие / благословление»: a state (2012 glossary)
        st = {("Проклятие",): "curse", ("Благословление",): "blessing", ("Благословение",): "blessing"}.get(
            tuple(a.get("ability") or ()))
        _need(st is not None, f"a grant of {a.get('ability')!r}: the chain lays only a feature of its card")
        out.update(kind="state", set={"state": st})
    if do in ("wound", "heal", "shot", "discharge", "poison"):
        out.update(_amount(a, event))
    if do in ("shot", "discharge"):
        _need("x" not in out, f"a computed {do} not translated")
    if do == "close" and "stay_closed" in a:   # «закрывается и не открывается в свой следующий ход»: its companion
        dur = keeps_closed(a)                   # «не открывается», laid on the same card once it is closed
        _need(dur is not None and KEEPS_CLOSED in lays, f"close: stay_closed {a.get('stay_closed')!r} not translated")
        _need(out["target"] in ("self", "event.source", "event.target"), "«не открывается» on a chosen card")
        out["then"] = {"kind": "grant", "source": "self", "target": out["target"], "feature": KEEPS_CLOSED,
                       "duration": dur, "link": "while"}
    if do == "gain_counter":
        n = a.get("count", 1)
        _need(isinstance(n, int) and not isinstance(n, bool) and n > 0, f"count {n!r} not translated")
        out["gain"] = {"counter": "token", "amount": n}
    return out


def _summon(a: dict) -> dict:
    """«вызвать (летающее) существо стоимостью N или менее»: a card of its player's Deck, chosen (2012 glossary
    «Summoning»: from the summoning player's Deck, open, into the squad), that meets the conditions after
    «вызвать». Only a creature («существо»; «летающее»: a flyer) with at most a cost: any other condition, a place
    («на его клетку»), a count («до трёх») or «может» stays a guard."""
    _only(a, ("do", "target", "onto"), "action summon")
    _need(a.get("onto") is None, f"a summon onto {a.get('onto')!r} not translated")
    t = a.get("target")
    _need(isinstance(t, dict), f"a summon of {t!r} not translated")
    _only(t, ("noun", "is", "cost_at_most"), "the summoned card")
    _need(t.get("noun") == "существо", f"a summon of a {t.get('noun')!r} not translated")
    _need(list(t.get("is") or ()) in ([], ["flying"]), f"a summoned card that is {t.get('is')!r} not translated")
    choose: dict = {"relation": "own", "zone": "deck", "types": ["flyer"] if t.get("is") else ["creature"]}
    if "cost_at_most" in t:
        choose["cost_at_most"] = _value(t["cost_at_most"])
    return {"kind": "summon", "source": "self", "target": "chosen", "choose": choose}


_OWN_MOVE = re.compile(r"^\s*При движении(?![а-я])", re.IGNORECASE)
# the heads that are triggers (2012 glossary): «Концентрация» fires at the end of the opponent's turn on a card that
# received no wounds that turn (legality/effect_conditions.py rechecks it as it resolves, as the compiler's own
# Концентрация readings do: cardtext/deontics.py); «Вальхалла» from the graveyard at its player's turn start
_HEADS = {"Концентрация": {"event": "turn_end", "where": {"turn": "enemy", "wounded_this_turn": False}},
          "Вальхалла": {"valhalla": True}}


def _translate_headed(feature) -> dict:
    """«Концентрация: …» / «Вальхалла: …» compiled as a headed ability: its head as the trigger, its actions as a
    compiled trigger's (the first, a second linked as below)."""
    _only(dict(feature.params), _PLAIN_PARAMS | {"when", "actions"}, "the feature's reading")
    out: dict = {k: (dict(v) if isinstance(v, dict) else v) for k, v in _HEADS[feature.param("when")].items()}
    event = {"event": out.get("event", "turn_start"), "headed": True}
    actions = feature.param("actions")
    lays = tuple(feature.param("lays") or ())
    _need(1 <= len(actions) <= 2, "actions not translated")
    first = _action(actions[0], event, lays)
    _need(not actions[0].get("optional"), "an optional headed ability not translated")
    if len(actions) == 2:
        # «не открывается …, ваш артефакт получает {counter}»: two parts joined by a comma. Read only where the first
        # is a feature laid on its own card, which always executes fully: linked `while` or `then`, the second part
        # executes alike (a `while` part: classic:ruling-dev-097)
        second = actions[1]
        _need(first.get("kind") == "grant" and first.get("target") == "self" and "then" not in first,
              "a second part after a first that may not execute fully")
        _need(isinstance(second, dict) and not second.get("optional"), "a second action not translated")
        part = _action(second, event, lays)
        _need("then" not in part and "x" not in part, "a later part's target not translated")
        part["link"] = "while"
        first["then"] = part
    out["effect"] = first
    return out


def translate(feature) -> dict:
    """The trigger language's mapping for the feature's compiled trigger; raises NotBridged (why) otherwise."""
    if headed(feature) and feature.param("trigger") is None:
        return _translate_headed(feature)
    _need(feature.kind is FeatureKind.TRIGGERED, "not a triggered feature")
    trig = feature.param("trigger")
    _need(isinstance(trig, dict), "no compiled trigger")
    _only(dict(feature.params), _PLAIN_PARAMS, "the feature's reading")
    _need(trig.get("limit") is None or trigger_limit(feature) is not None, "its use limit not translated")
    if "effect" in trig:
        return _chain_shaped(trig)
    _only(trig, ("event", "actions", "limit", "name", "max"), "the trigger")
    # «(максимум +3)»: only a single modify's, which its companion carries (laid_modifiers.py)
    _need("max" not in trig or (len(trig.get("actions") or ()) == 1 and trig["actions"][0].get("do") == "modify"
                                and modifier_of(trig["actions"][0]) is not None), "its maximum not translated")
    _need(not feature.param("duration"), "a laid trigger not translated")
    out: dict = {}
    _event(trig.get("event"), out)
    if out.get("event") == "move" and _OWN_MOVE.match(feature.text or ""):
        # «При движении»: its own movement (a jump, a teleportation too: 2012 203.12), not a relocation another
        # card's effect makes (the compiler reads it as «при перемещении»)
        out.setdefault("where", {})["own_move"] = True
    actions = trig.get("actions")
    _need(isinstance(actions, list) and 1 <= len(actions) <= 2, "actions not translated")
    lays = tuple(feature.param("lays") or ())
    first = _action(actions[0], out, lays)
    if actions[0].get("optional"):
        out["optional"] = True
    _need(not actions[0].get("with_previous"), "a first action linked to none")
    if len(actions) == 2:
        _need("then" not in first, "a second action after a part that has its own next part")
        second = actions[1]
        _need(isinstance(second, dict) and second.get("with_previous") is True,
              "a second action without «при этом» not translated")
        _need(not second.get("optional"), "an optional later part not translated")
        part = _action(second, out, lays)
        # a later part's ends are the trigger's card, the first part's or the event's (triggers.PART_ENDS)
        _need(part.get("target") in ("self", "event.source", "event.target") and "choose" not in part
              and "x" not in part, "a later part's target not translated")
        part["link"] = "while"
        first["then"] = part
    out["effect"] = first
    # a summon's «N раз за ход»: summoning no card is already its player's choice, and is paid for (triggers.py)
    _need(first.get("kind") != "summon" or trig.get("limit") is None, "a summon with a use limit not translated")
    return out


# the compiler writes a few sentences straight in the trigger language («При выстреле теряет все {counter}»,
# «При слабом {strike} атакованный получает отравление на 1»): taken as they are where every key is one whose
# meaning is plain and the effect is one the tracer applies to its state
_SHAPED_KEYS = ("event", "source", "target", "where", "effect", "optional", "after", "limit", "turn")
_SHAPED_WHERE = {"mode": ("simple", "special"), "strength": _STRENGTHS, "range": ("melee", "ranged")}
_SHAPED_EFFECT = ("kind", "source", "target", "set")
_APPLIED = ("wound", "heal", "poison", "open", "close", "destroy", "strike", "shot", "discharge", "lose_token")


def _chain_shaped(trig: dict) -> dict:
    _only(trig, _SHAPED_KEYS, "the trigger")
    out = {k: v for k, v in trig.items() if k not in ("limit", "turn")}   # the limit: trigger_limit
    where = dict(trig.get("where") or {})
    for k, v in where.items():
        _need(v in _SHAPED_WHERE.get(k, ()), f"where {k}: {v!r} not translated")
    if "turn" in trig:                 # «В начале хода противника»: whose turn
        _need(trig["event"] in ("turn_start", "turn_end") and trig["turn"] in ("own", "enemy", "each"),
              f"turn: {trig['turn']!r} not translated")
        if trig["turn"] != "each":
            out["where"] = dict(where, turn=trig["turn"])
    ef = trig.get("effect")
    _need(isinstance(ef, dict), "effect not translated")
    _only(ef, _SHAPED_EFFECT + ("optional",), "the effect")
    _need(ef.get("kind") in _APPLIED, f"effect {ef.get('kind')!r}: the trace does not apply it")
    ef = dict(ef)
    sets = dict(ef.get("set") or {})
    if "target" not in ef and ef.get("kind") in _RANGED:      # «При {strike} выстрел на 1, дальность 3»
        ef.update(_ranged_target(sets.pop("range", None)))
        ef["set"] = sets
    _need("target" in ef, f"{ef.get('kind')}: its target is not stated")
    if ef.pop("optional", False):      # «может» written on the effect
        out["optional"] = True
    sets = dict(ef.get("set") or {})
    for k, v in sets.items():
        _need(k == "value" and not isinstance(v, bool) and (isinstance(v, int) or str(v).strip().isdigit()),
              f"effect set {k}: {v!r} not translated")
        sets[k] = int(v)
    if sets:
        ef["set"] = sets
    out["effect"] = ef
    return out


def trigger_limit(feature):
    """«N раз за ход» of the compiled trigger (its `limit`), read as the feature's own (legality/lasting.py)."""
    lim = (feature.param("trigger") or {}).get("limit")
    return feature_limit(_Limit(lim)) if lim else None


class _Limit:
    def __init__(self, v):
        self.v = v

    def param(self, key, default=None):
        return self.v if key == "limit" else default


_CACHE: dict[int, tuple[object, dict | None, str]] = {}


def _entry(feature):
    got = _CACHE.get(id(feature))
    if got is None or got[0] is not feature:
        try:
            got = (feature, translate(feature), "")
        except NotBridged as e:
            got = (feature, None, str(e))
        _CACHE[id(feature)] = got
    return got


def _compiled(feature) -> bool:
    """The feature is a compiler's reading the bridge may translate: a trigger, or a headed ability."""
    if feature.param("chain") is not None:
        return False
    return feature.param("trigger") is not None or headed(feature)


def headed(feature) -> bool:
    """A compiled headed ability whose head is its trigger: «Концентрация: …», «Вальхалла: …» (`params.when`)."""
    return (feature.kind is FeatureKind.PERMANENT and feature.param("when") in _HEADS
            and isinstance(feature.param("actions"), list))


def chain_node(feature) -> dict | None:
    """The trigger language's mapping for a bridged compiled trigger, else None."""
    if not _compiled(feature):
        return None
    return _entry(feature)[1]


def bridged(feature) -> bool:
    return chain_node(feature) is not None


def why_not(feature) -> str:
    """Why the feature's compiled trigger is not bridged ("" when it is, or it has none)."""
    if not _compiled(feature):
        return ""
    return _entry(feature)[2]
