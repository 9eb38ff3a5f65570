"""A choice of effects («получить +1 к {move} или +1 к {strike} до конца вашего хода», Вождь клана, compiled): the
trigger language's `kind: choice` with `options:`, each option a choice point the chain enumerates (graphs/chain.py;
DESIGN principle 5: never made for the player), the trace applying the one its witness took
(legality/stack/firing.py). Its «Бешенство 3: …» is kept as text and read by hand as bearing on nothing here."""
from __future__ import annotations

import pytest

from legality.api import rule_scenario
from legality.errors import InputError
from legality.scenario import parse_scenario

CHAIN = """title: t
edition: classic
card_base: classic-relaunch-cards.json
cards:
  - {id: chief, card: Вождь клана, controller: first, cell: [3, 2], readings: {f2: [{id: f2, kind: permanent}]}}
  - {id: goblin, controller: second, cell: [2, 2], inline: {name: Гоблин, type: creature, cost: 2, lives: 3, strike: [1, 1, 1]}}
state: {active: first}
question:
  kind: chain
  initial: {kind: destroy, target: goblin}
"""


def _rule(tmp_path, body):
    p = tmp_path / "s.yaml"
    p.write_text(body, encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


def test_both_options_are_outcomes_with_their_witness(tmp_path):
    a = _rule(tmp_path, CHAIN)
    assert a.verdict != "unknown" and len(a.outcomes) == 2, a.unknown
    points = sorted(p for _sig, ch, _c, _n in a.outcomes for p in ch.points)
    assert [p.split(": ", 1)[1] for p in points] == ["option 1 (grant move-plus)", "option 2 (grant strike-plus)"]


def test_the_trace_lays_the_option_its_witness_took(tmp_path):
    body = CHAIN.replace("""  kind: chain
  initial: {kind: destroy, target: goblin}""", """  kind: sequence
  events:
    - destroy: goblin""")
    t = _rule(tmp_path, body)
    assert t.verdict == "choice" and t.final["chief"]["effects"] == ["chief/move-plus"]
    assert len(t.branches) == 1 and len(t.branches[0]["outcomes"]) == 2


def test_a_choice_of_one_option_is_bad_input(tmp_path):
    bad = """title: t
edition: classic
cards:
  - id: x
    controller: first
    inline:
      name: Самодельный
      type: creature
      features:
        - {id: plus, text: "+1 к {move}", kind: permanent, duration: turn}
        - id: f1
          text: При гибели карты противника получить +1 к движению
          kind: triggered
          params:
            chain:
              event: destroy
              target: enemy
              effect: {kind: choice, options: [{kind: grant, target: self, feature: plus}]}
question:
  kind: chain
  initial: {kind: destroy, target: x}
"""
    with pytest.raises(InputError) as e:
        _rule(tmp_path, bad)
    assert "options" in str(e.value) and "two or more" in str(e.value)


def test_the_static_graph_reads_every_option():
    # «A или B»: the can-trigger graph over-approximates whichever the player picks — B's wound sets off W
    from graphs.static import build
    from legality.triggers import EffectSpec, Trigger
    a = Trigger(card="A", feature="f1", on=("destroy",),
                effect=EffectSpec("choice", options=(EffectSpec("heal"), EffectSpec("wound"))))
    w = Trigger(card="W", feature="g", on=("wound",), effect=EffectSpec("heal"))
    h = Trigger(card="H", feature="k", on=("poison",), effect=EffectSpec("heal"))
    g, _ = build([a, w, h], lambda e: ((e.kind, "any"), ()))
    assert g.has_edge(("A", "f1"), ("W", "g")) and not g.has_edge(("A", "f1"), ("H", "k"))
