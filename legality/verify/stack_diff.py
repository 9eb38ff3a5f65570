"""The symbolic diff of stack sequences: where two editions' stack rules trace the same events differently.

The stack engine reads each edition's stack rules by topic (`legality/stack/editions.py`: the order of the stack,
the steps of an entry, what happens to an entry found illegal, the flying arrow, cards on an occupied cell, the
unanswered strike, …). Those readings are the space: for each topic the two editions' `StackModel`s are compared
(the reading itself — lifo or fifo, the steps in order — and the rule that gives it, or none); a topic on which
they differ is a candidate region, and its probe — the smallest sequence that meets the topic, written once per
topic below — is traced by the engine under both editions. Where the traces differ (verdict, what resolved, was
removed, paid or died, the final state) the topic is a region, the probe its witness; where they agree the topic
is listed as differing in its rules but not in its ruling at the probe. A topic without a probe is listed too:
the diff does not claim it.

The value of a strike on the stack comes from the attack engine: a sequence that differs because a strike's
modifiers are ordered differently lies in the attack region of those modifiers (`attack_diff.py`).
"""
from __future__ import annotations

from dataclasses import fields

from ..questions.sequence import FINAL_FIELDS
from ..stack.editions import stack_model
from .witness import parse, to_yaml

# what a topic is in the stack model: its reading (fields compared) and the rule giving it
TOPICS = {
    "stack-order": ("order", "order_rule"), "entry-steps": ("steps", "steps_rule"), "removal": ("removal",),
    "interruption": ("interruption",), "partial-illegality": ("partial",), "flying-arrow": ("flying_arrow",),
    "source-left": ("source_left",), "occupied-cells": ("occupied",), "axe-rule": ("axe",),
    "defender-closes": ("defender_closes",), "battle": ("battle",), "counterstrike": ("counterstrike",),
    "no-battle": ("no_battle",), "unanswered-strike": ("unanswered",), "stack-simultaneous": ("simultaneous",),
}
assert {f for fs in TOPICS.values() for f in fs} == {f.name for f in fields(stack_model("classic"))} - {"edition"}


def _show(v) -> str:
    if v is None:
        return "no rule"
    if hasattr(v, "id"):
        return v.id
    if isinstance(v, tuple):
        return " → ".join(s.value for s in v)
    return str(v)


# the trace's life markers, heals and preventions (legality/stack/life.py, heals.py, armour.py) read rules by
# their registry topics, not through the stack model: their reading is the rule each topic finds under an edition
LIFE_TOPICS = {
    "life-markers": ("additional-life", "life-maximum", "negative-life"), "healing": ("healing",),
    "vampirism": ("vampirism",), "poison": ("poisoning", "poison-again"),
    "heal-step": ("replacement", "heal-replacement-unwounded", "first-heal", "heal-ability-whole"),
    "redistribution": ("redistribution", "redistribution-healed"), "resilience": ("resilience", "resilience-destroy"),
    "armour": ("armour", "armour-renewal", "prevention-source"),
    "heal-replacement": ("replacement", "heal-replacement-unwounded"),
    "gain-replacement": ("replacement", "additional-life", "life-maximum"),
    "compound": ("compound-while", "compound-then"),      # a trigger's compound effect (legality/stack/firing.py)
    "turn-start": ("turn-start-opening",),                 # the start-of-turn opening (legality/stack/history.py)
    "computed-values": ("computed-printed-value", "computed-current-lives", "computed-difference"),
    # the same rules read by an optional («может») trigger: its probe's ruling is a choice where X is read
    "computed-values-optional": ("computed-printed-value", "computed-current-lives", "computed-difference"),
}


def _life_rules(edition: str, topic: str) -> tuple:
    from ..registry import topic_rule
    return tuple(topic_rule(edition, t) for t in LIFE_TOPICS[topic])


def reading(edition: str, topic: str) -> tuple[str, ...]:
    if topic in LIFE_TOPICS:
        return tuple(_show(r) for r in _life_rules(edition, topic))
    m = stack_model(edition)
    return tuple(_show(getattr(m, f)) for f in TOPICS[topic])


def rules_of(edition: str, topic: str) -> tuple[str, ...]:
    if topic in LIFE_TOPICS:
        return tuple(r.id for r in _life_rules(edition, topic) if r is not None)
    m = stack_model(edition)
    return tuple(getattr(m, f).id for f in TOPICS[topic] if hasattr(getattr(m, f), "id"))


def _seq(edition: str, title: str, cards: list, events: list, state: dict | None = None) -> dict:
    doc = {"title": title, "edition": edition, "cards": cards}
    if state:
        doc["state"] = state
    doc["question"] = {"kind": "sequence", "text": title, "events": events}
    return doc


def _heroes_or_classic(edition: str, heroes: str, classic: str) -> str:
    return heroes if edition == "heroes" else classic


def _probe_order(ed: str) -> dict:
    src, guard = _heroes_or_classic(ed, "Наёмник", "Кочевник"), _heroes_or_classic(ed, "Горный страж", "Страж леса")
    return _seq(ed, "verify diff: a wound, then a heal of the same card: which resolves first",
                [{"id": "src", "card": src, "controller": "first"},
                 {"id": "guard", "card": guard, "controller": "second"}],
                [{"declare": "wound", "action": {"kind": "wound", "source": "src", "target": "guard", "param": 1}},
                 {"declare": "heal", "action": {"kind": "heal", "source": "guard", "target": "guard", "param": 1}},
                 {"pass": "first"}, {"pass": "second"}, {"pass": "first"}, {"pass": "second"}])


def _probe_simultaneous(ed: str) -> dict:
    src, guard = _heroes_or_classic(ed, "Наёмник", "Кочевник"), _heroes_or_classic(ed, "Горный страж", "Страж леса")
    return _seq(ed, "verify diff: a wound and a heal declared together: whose enters first",
                [{"id": "src", "card": src, "controller": "first"},
                 {"id": "guard", "card": guard, "controller": "second", "wounds": 3}],
                [{"together": [
                    {"declare": "wound", "action": {"kind": "wound", "source": "src", "target": "guard", "param": 1}},
                    {"declare": "heal", "action": {"kind": "heal", "source": "guard", "target": "guard", "param": 3}}]},
                 {"pass": "first"}, {"pass": "second"}, {"pass": "first"}, {"pass": "second"}],
                {"active": "first"})


def _probe_removal(ed: str) -> dict:
    src = _heroes_or_classic(ed, "Наёмник", "Кочевник")
    payer, guard = _heroes_or_classic(ed, "Отравитель", "Маг-провокатор"), _heroes_or_classic(ed, "Горный страж", "Страж леса")
    return _seq(ed, "verify diff: two destructions of one card, the second paid with a token: is it paid",
                [{"id": "src", "card": src, "controller": "first"},
                 {"id": "payer", "card": payer, "controller": "first", "tokens": 2},
                 {"id": "guard", "card": guard, "controller": "second"}],
                [{"declare": "kill1", "action": {"kind": "destroy", "source": "src", "target": "guard"}},
                 {"declare": "kill2", "action": {"kind": "destroy", "source": "payer", "target": "guard",
                                                 "tokens_paid": 1}},
                 {"pass": "first"}, {"pass": "second"}, {"pass": "first"}, {"pass": "second"}], {"active": "first"})


def _probe_flying_arrow(ed: str) -> dict:
    return _seq(ed, "verify diff: a shot whose target is destroyed after its calculation step",
                [{"id": "archer", "card": "Лучник", "controller": "first", "cell": [3, 1]},
                 {"id": "guard", "card": "Страж леса", "controller": "second", "cell": [5, 1]},
                 {"id": "hunter", "card": "Ловчий", "controller": "second", "cell": [5, 2]}],
                [{"declare": "shot", "action": {"kind": "shot", "source": "archer", "target": "guard", "param": 2},
                  "closes": True},
                 {"resolve": "shot", "until": "modification"},
                 {"respond": "kill", "action": {"kind": "destroy", "source": "hunter", "target": "guard"}},
                 {"resolve": "kill"}, {"resolve": "shot"}])


def _probe_occupied(ed: str) -> dict:
    return _seq(ed, "verify diff: a card left on an occupied cell through its controller's choice subphase",
                [{"id": "guard", "card": "Страж леса", "controller": "first", "cell": [3, 2]},
                 {"id": "nomad", "card": "Кочевник", "controller": "second", "cell": [2, 2]}],
                [{"place": "nomad", "cell": [3, 2]}, {"turn": "second"}, {"choice": "second"},
                 {"end_choice": "second"}])


def _probe_unanswered(ed: str) -> dict:
    return _seq(ed, "verify diff: a defender assigned against an unanswered strike",
                [{"id": "nomad", "card": "Кочевник", "controller": "first", "cell": [3, 2]},
                 {"id": "guard", "card": "Страж леса", "controller": "second", "cell": [4, 2]},
                 {"id": "ally", "card": "Страж леса", "controller": "second", "cell": [4, 3]}],
                [{"declare": "attack", "action": {"kind": "simple_strike", "source": "nomad", "target": "guard",
                                                  "unanswered": True}, "strength": "strong"},
                 {"respond": "defend", "action": {"kind": "assign_defender", "source": "ally", "target": "guard"}},
                 {"resolve": "attack"}], {"active": "first"})


def _probe_interruption(ed: str) -> dict:
    return _seq(ed, "verify diff: a finishing blow interrupted right after its declaration",
                [{"id": "finisher", "card": "Палач-добиватель", "controller": "first"},
                 {"id": "troll", "card": "Живучий тролль", "controller": "second", "wounds": 3},
                 {"id": "hunter", "card": "Ловчий", "controller": "second"}],
                [{"declare": "blow", "action": {"kind": "finishing_blow", "source": "finisher", "target": "troll",
                                                "param": 2}, "closes": True},
                 {"interrupt": "blow", "by": "hunter"}])


def _probe_partial(ed: str) -> dict:
    return _seq(ed, "verify diff: an ability opening two closed cards, one opened before it resolves",
                [{"id": "caster", "card": "Маг-провокатор", "controller": "first", "tokens": 2},
                 {"id": "a", "card": "Страж леса", "controller": "first", "open": False},
                 {"id": "b", "card": "Кочевник", "controller": "first", "open": False}],
                [{"declare": "wake", "action": {"kind": "open", "source": "caster", "targets": ["a", "b"],
                                                "tokens_paid": 2}},
                 {"open": "a"}, {"resolve": "wake"}])


def _probe_defender(ed: str) -> dict:
    return _seq(ed, "verify diff: a neighbour defends against a simple strike: when does it close",
                [{"id": "nomad", "card": "Кочевник", "controller": "first", "cell": [3, 2]},
                 {"id": "ally", "card": "Страж леса", "controller": "second", "cell": [4, 2]},
                 {"id": "guard", "card": "Страж леса", "controller": "second", "cell": [4, 1]}],
                [{"declare": "attack", "action": {"kind": "simple_strike", "source": "nomad", "target": "ally"},
                  "strength": "weak", "counter_strength": "weak"},
                 {"respond": "defend", "action": {"kind": "assign_defender", "source": "guard", "target": "ally"}},
                 {"pass": "first"}, {"pass": "second"}, {"pass": "first"}, {"pass": "second"}], {"active": "first"})


def _probe_battle(ed: str) -> dict:
    return _seq(ed, "verify diff: a simple strike on an open creature: the battle and its counterstrike",
                [{"id": "nomad", "card": "Кочевник", "controller": "first", "cell": [3, 2]},
                 {"id": "guard", "card": "Страж леса", "controller": "second", "cell": [4, 2]}],
                [{"declare": "attack", "action": {"kind": "simple_strike", "source": "nomad", "target": "guard"},
                  "strength": "medium", "counter_strength": "weak"}, {"resolve": "attack"}], {"active": "first"})


def _probe_no_battle(ed: str) -> dict:
    return _seq(ed, "verify diff: a simple strike on a closed creature: does it strike back",
                [{"id": "nomad", "card": "Кочевник", "controller": "first", "cell": [3, 2]},
                 {"id": "guard", "card": "Страж леса", "controller": "second", "cell": [4, 2], "open": False}],
                [{"declare": "attack", "action": {"kind": "simple_strike", "source": "nomad", "target": "guard"},
                  "strength": "medium"}, {"resolve": "attack"}], {"active": "first"})


def _creature(cid, name, controller="first", lives=8, strike=(1, 1, 1), features=(), **state):
    inline = {"name": name, "type": "creature", "cost": 3, "lives": lives, "strike": list(strike)}
    if features:
        inline["features"] = list(features)
    return {"id": cid, "controller": controller, **state, "inline": inline}


def _probe_life(ed: str) -> dict:
    return _seq(ed, "verify diff: lives taken (negative life) and additional lives up to a maximum",
                [_creature("a", "Жертва (пример)", wounds=1, features=[
                    {"id": "m", "text": "Максимум 9 {health}.", "kind": "keyword", "keyword": "Максимум здоровья",
                     "params": {"value": 9}}])],
                [{"gain_lives": "a", "amount": 3}, {"lose_lives": "a", "amount": 2}])


def _probe_healing(ed: str) -> dict:
    return _seq(ed, "verify diff: a heal of 3 on a card with 1 wound",
                [_creature("a", "Раненый (пример)", wounds=1)], [{"heal": "a", "amount": 3}])


def _probe_vampirism(ed: str) -> dict:
    return _seq(ed, "verify diff: a vampire's simple strike on a closed creature",
                [_creature("v", "Упырь (пример)", strike=(2, 2, 2), wounds=1, features=[
                    {"id": "v", "text": "Вампиризм.", "kind": "keyword", "keyword": "Вампиризм"},
                    {"id": "m", "text": "Максимум 9 {health}.", "kind": "keyword", "keyword": "Максимум здоровья",
                     "params": {"value": 9}}]),
                 _creature("t", "Жертва (пример)", controller="second", open=False)],
                [{"declare": "hit", "action": {"kind": "simple_strike", "source": "v", "target": "t"}},
                 {"resolve": "hit"}])


def _probe_poison(ed: str) -> dict:
    return _seq(ed, "verify diff: a creature poisoned twice",
                [_creature("a", "Жертва (пример)")], [{"poison": "a", "amount": 1}, {"poison": "a", "amount": 1}])


def _probe_heal_step(ed: str) -> dict:
    return _seq(ed, "verify diff: a heal of an unwounded card that a «вместо этого» replaces",
                [_creature("s", "Сатир (пример)", features=[
                    {"id": "r", "text": "Если должен излечиться на X вместо этого может ранить существо на X.",
                     "kind": "permanent", "heal": {"replace": "self", "instead": "wound", "target": "chosen",
                                                   "optional": True}}]),
                 _creature("t", "Жертва (пример)", controller="second")],
                [{"heal": "s", "amount": 2, "instead_target": "t"}])


def _probe_redistribution(ed: str) -> dict:
    return _seq(ed, "verify diff: a redistribution of 2 wounds",
                [_creature("a", "Раненый (пример)", wounds=2), _creature("t", "Жертва (пример)", controller="second")],
                [{"redistribute": "a", "amount": 2, "to": "t"}])


def _probe_resilience(ed: str) -> dict:
    return _seq(ed, "verify diff: an opposing trigger destroys a card with Стойкость",
                [_creature("h", "Охотник (пример)", open=False, features=[
                    {"id": "t", "text": "При ударе по нему уничтожить атаковавшего.", "kind": "triggered",
                     "params": {"chain": {"event": "strike", "target": "self",
                                          "effect": {"kind": "destroy", "source": "self", "target": "event.source"}}}}]),
                 _creature("s", "Стойкий (пример)", controller="second", features=[
                     {"id": "s", "text": "Стойкость", "kind": "keyword", "keyword": "Стойкость"}])],
                [{"declare": "hit", "action": {"kind": "simple_strike", "source": "s", "target": "h"}},
                 {"resolve": "hit"}], {"active": "second"})


def _probe_armour(ed: str) -> dict:
    return _seq(ed, "verify diff: a strike on a card with Броня 1 and a prevention of a source",
                [_creature("k", "Рыцарь (пример)", open=False, features=[
                    {"id": "a", "text": "Броня 1", "kind": "keyword", "keyword": "Броня", "params": {"value": 1}}]),
                 _creature("m", "Маг (пример)", open=False), _creature("w", "Воин (пример)", open=False),
                 _creature("f", "Враг (пример)", controller="second", strike=(3, 3, 3))],
                [{"declare": "h1", "action": {"kind": "simple_strike", "source": "f", "target": "k"}},
                 {"resolve": "h1"}, {"open": "f"}, {"prevent": "m", "amount": 1},
                 {"declare": "h2", "action": {"kind": "simple_strike", "source": "f", "target": "w"}},
                 {"resolve": "h2"}], {"active": "second"})


def _probe_heal_replacement(ed: str) -> dict:
    return _seq(ed, "verify diff: a heal that «излечивается на X+1» replaces",
                [_creature("a", "Раненый (пример)", wounds=3, features=[
                    {"id": "r", "text": "Если должен излечиться на X вместо этого излечивается на X+1.",
                     "kind": "permanent", "heal": {"replace": "self", "instead": "heal", "plus": 1}}])],
                [{"heal": "a", "amount": 1}])


def _probe_gain_replacement(ed: str) -> dict:
    return _seq(ed, "verify diff: a gain of additional lives another card may take instead",
                [_creature("g", "Прародитель (пример)", features=[
                    {"id": "m", "text": "Максимум 12 {health}.", "kind": "keyword", "keyword": "Максимум здоровья",
                     "params": {"value": 12}},
                    {"id": "r", "text": "Когда ваше существо должно получить Х дополнительных {health} может получить "
                                        "их вместо него.", "kind": "permanent",
                     "heal": {"of": "gain", "replace": "ally", "instead": "gain", "target": "self", "optional": True}}]),
                 _creature("a", "Союзник (пример)", features=[
                     {"id": "m", "text": "Максимум 9 {health}.", "kind": "keyword", "keyword": "Максимум здоровья",
                      "params": {"value": 9}}])],
                [{"gain_lives": "a", "amount": 2}])


def _probe_compound(ed: str) -> dict:
    return _seq(ed, "verify diff: a trigger's compound effect «ранить …, при этом ранить …»",
                [_creature("h", "Охотник (пример)", features=[
                    {"id": "t", "text": "При ударе ранить атакованного на 1, при этом ранить его на 1.", "kind": "triggered",
                     "params": {"chain": {"event": "strike", "source": "self", "effect": {
                         "kind": "wound", "target": "event.target", "set": {"value": 1},
                         "then": {"link": "while", "kind": "wound", "target": "first.target", "set": {"value": 1}}}}}}]),
                 _creature("s", "Жертва (пример)", controller="second", open=False)],
                [{"declare": "hit", "action": {"kind": "simple_strike", "source": "h", "target": "s"},
                  "strength": "weak"}, {"resolve": "hit"}])


def _probe_turn_start(ed: str) -> dict:
    return _seq(ed, "verify diff: a closed card of the player whose turn begins",
                [_creature("c", "Закрытый (пример)", open=False)], [{"turn": "first", "opening": True}],
                {"active": "second"})


def _probe_computed(ed: str) -> dict:
    mover = _creature("b", "Цель (пример)", controller="second")
    mover["inline"]["move"] = 2
    return _seq(ed, "verify diff: an ability «ранить на X, где X его {move}» computes its X",
                [_creature("a", "Ловец (пример)", features=[
                    {"id": "t", "text": "{tap}: ранить существо на X, где X его {move}.", "kind": "activated",
                     "params": {"cost": "закрыться", "action": "wound"}, "x": {"printed": "move", "of": "other"}}]),
                 mover],
                [{"declare": "t", "action": {"kind": "wound", "source": "a", "target": "b", "ability": "t"}},
                 {"resolve": "t"}], {"active": "first"})


def _probe_computed_optional(ed: str) -> dict:
    healer = _creature("a", "Целитель (пример)", wounds=2, features=[
        {"id": "h", "text": "При ударе может излечиться на X, где X его {move}.", "kind": "triggered",
         "params": {"chain": {"event": "strike", "source": "self", "optional": True,
                              "effect": {"kind": "heal", "source": "self", "target": "self",
                                         "x": {"printed": "move", "of": "self"}}}}}])
    healer["inline"]["move"] = 2
    return _seq(ed, "verify diff: an optional trigger «может излечиться на X, где X его {move}» computes its X",
                [healer, _creature("t", "Цель (пример)", controller="second", open=False)],
                [{"declare": "hit", "action": {"kind": "simple_strike", "source": "a", "target": "t"}},
                 {"resolve": "hit"}], {"active": "first"})


LIFE_PROBES = {"compound": _probe_compound, "turn-start": _probe_turn_start,
               "computed-values": _probe_computed, "computed-values-optional": _probe_computed_optional, "heal-replacement": _probe_heal_replacement, "gain-replacement": _probe_gain_replacement,"life-markers": _probe_life, "healing": _probe_healing, "vampirism": _probe_vampirism,
               "poison": _probe_poison, "heal-step": _probe_heal_step, "redistribution": _probe_redistribution,
               "resilience": _probe_resilience, "armour": _probe_armour}


# entry-steps and removal share a probe: an entry found illegal when it comes to resolve, paid or not
PROBES = {"stack-order": _probe_order, "stack-simultaneous": _probe_simultaneous, "entry-steps": _probe_removal,
          "removal": _probe_removal, "flying-arrow": _probe_flying_arrow, "occupied-cells": _probe_occupied,
          "unanswered-strike": _probe_unanswered, "interruption": _probe_interruption,
          "partial-illegality": _probe_partial, "defender-closes": _probe_defender, "battle": _probe_battle,
          "counterstrike": _probe_battle, "no-battle": _probe_no_battle, **LIFE_PROBES}


def _key(t) -> tuple:
    return (t.verdict, tuple(sorted((k, tuple(v)) for k, v in t.outcome.items())),
            tuple(sorted((c, tuple(sorted(f.items()))) for c, f in t.final.items())))


def _expect(t, other) -> dict:
    """What `legality check` is to find: the verdict, the rules, what entered, resolved, was removed, paid or died,
    and the final state of each card where the other edition's trace leaves it otherwise."""
    out = {"verdict": t.verdict, "cites": sorted(t.cites())}
    out.update({k: list(v) for k, v in t.outcome.items() if v})
    final = {c: {k: v for k, v in f.items() if k in FINAL_FIELDS and other.final.get(c, {}).get(k) != v}
             for c, f in t.final.items()}
    final = {c: f for c, f in final.items() if f}
    if final:
        out["final"] = final
    return out


def regions(old: str, new: str) -> tuple[list, dict]:
    from ..api import rule_scenario
    from ..errors import InputError
    from .result import Region
    out, same, unprobed, unruled = [], [], [], []
    differing = [t for t in (*TOPICS, *LIFE_TOPICS) if reading(old, t) != reading(new, t)]
    by_probe: dict = {}
    for topic in differing:
        if topic in PROBES:
            by_probe.setdefault(PROBES[topic], []).append(topic)
        else:
            unprobed.append(topic)
    for probe, topics in by_probe.items():     # topics sharing a probe are one region
        doc = probe(old)
        try:
            got = {r.edition: r.answer for r in rule_scenario(parse(doc), editions=[old, new])}
        except InputError as e:          # the probe's cards or events do not exist under one edition
            unruled.append(f"{', '.join(topics)}: {e.message}")
            continue
        if _key(got[old]) == _key(got[new]):
            same += topics
            continue
        doc = dict(doc, expect=_expect(got[old], got[new]), rulings={new: _expect(got[new], got[old])})
        cites = {ed: tuple(sorted(t.cites())) for ed, t in got.items()}
        out.append(Region("sequence", ", ".join(topics), {ed: t.verdict for ed, t in got.items()},
                          {ed: sum((reading(ed, t) for t in topics), ()) for ed in (old, new)}, cites,
                          tuple(sorted(set(cites[old]) ^ set(cites[new]))), to_yaml(doc), tuple(topics)))
    size = {"topics": len(TOPICS) + len(LIFE_TOPICS), "topics whose rules differ": len(differing),
            "differ in rules, not at the probe": same, "no probe (not claimed)": unprobed,
            "probe not ruled under both": unruled}
    return out, size
