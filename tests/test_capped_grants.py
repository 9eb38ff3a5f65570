"""«Когда уничтожает выстрелом карту противника получает +1 к выстрелу (максимум +2)» (Тхель-Вэнн, compiled):
a kill by the wounds of its shot (the destroy event's `by_attack_kind`, recorded by the trace) and the cap its
companion modifier carries over every instance laid on him (`max`, legality/laid_modifiers.py; the judges'
classic:ruling-dev-324). The chain question, the attack question and the trace read the same trigger and bonus."""
from __future__ import annotations

import pytest

from legality.api import rule_scenario
from legality.errors import InputError
from legality.scenario import parse_scenario

BODY = """title: t
edition: classic
card_base: classic-relaunch-cards.json
cards:
  - {id: thel, card: Тхель-Вэнн, controller: first, cell: [3, 1]EFFECTS}
  - {id: a, controller: second, cell: [1, 5], inline: {name: Гоблин А, type: creature, cost: 1, lives: 2, strike: [1, 1, 1]}}
  - {id: b, controller: second, cell: [5, 5], inline: {name: Гоблин Б, type: creature, cost: 1, lives: 9, strike: [1, 1, 1]}}
state: {active: first}
question:
  kind: sequence
  events:
    - declare: shot
      action: {kind: KIND, source: thel, target: TARGET, param: 2ABILITY}
      strength: weak
    - resolve: shot
"""


def _trace(tmp_path, effects="", kind="shot", target="a", ability=", ability: f1"):
    p = tmp_path / "s.yaml"
    p.write_text(BODY.replace("EFFECTS", effects).replace("KIND", kind).replace("TARGET", target)
                 .replace("ABILITY", ability), encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


def _laid(t):
    return [e for e in t.final["thel"]["effects"] if e.endswith("/shot-plus")]


def test_a_kill_by_his_shot_lays_the_bonus(tmp_path):
    t = _trace(tmp_path)
    assert t.verdict == "traced" and t.final["a"]["zone"] == "graveyard"
    assert list(t.fired()) == ["f2: thel → thel"] and len(_laid(t)) == 1


def test_a_shot_that_does_not_kill_lays_nothing(tmp_path):
    t = _trace(tmp_path, target="b")
    assert t.verdict == "traced" and list(t.fired()) == [] and _laid(t) == []


def test_each_kill_lays_one_more_bonus(tmp_path):
    one = ", effects: [{source: thel, feature: shot-plus}]"
    two = ", effects: [{source: thel, feature: shot-plus}, {source: thel, feature: shot-plus}]"
    assert list(_trace(tmp_path, one).fired()) == ["f2: thel → thel"] and len(_laid(_trace(tmp_path, one))) == 2
    assert len(_laid(_trace(tmp_path, two))) == 3          # laid; what the instances add up to is capped below


ATTACK = """title: t
edition: EDITION
card_base: classic-relaunch-cards.json
cards:
  - {id: thel, card: Тхель-Вэнн, controller: first, cell: [3, 1], effects: [EFFECTS]}
  - {id: b, controller: second, cell: [5, 5], inline: {name: Гоблин Б, type: creature, cost: 1, lives: 9, strike: [1, 1, 1]}}
state: {active: first}
question:
  kind: attack
  attack: {kind: shot, source: thel, target: b, value: 2}
"""


def _shot(tmp_path, n, edition="classic"):
    p = tmp_path / "a.yaml"
    p.write_text(ATTACK.replace("EFFECTS", ", ".join(["{source: thel, feature: shot-plus}"] * n))
                 .replace("EDITION", edition), encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


@pytest.mark.parametrize("n,value", [(0, 2), (1, 3), (2, 4), (3, 4), (5, 4)])
def test_the_bonuses_add_up_to_the_maximum_at_most(tmp_path, n, value):
    a = _shot(tmp_path, n)
    assert a.verdict == "fixed" and {o.value for o in a.result.outcomes} == {value}, a.lines()


def test_without_the_judges_reading_a_maximum_over_several_bonuses_is_unknown(tmp_path):
    assert _shot(tmp_path, 3, edition="classic-b").verdict == "unknown"


def test_a_kill_not_by_a_shot_does_not_fire_it(tmp_path):
    # a simple strike at an adjacent card: his «уничтожает выстрелом» does not fire on a strike's kill
    body_cell = "cell: [1, 5]"
    p = tmp_path / "s.yaml"
    p.write_text(BODY.replace("EFFECTS", "").replace("KIND", "simple_strike").replace("TARGET", "a")
                 .replace("ABILITY", "").replace("cell: [3, 1]", "cell: [1, 4]").replace(", param: 2", ""),
                 encoding="utf-8")
    assert body_cell in p.read_text(encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    t = r.answer
    assert t.final["a"]["zone"] == "graveyard" and list(t.fired()) == [] and _laid(t) == []


CHAIN = """title: t
edition: classic
card_base: classic-relaunch-cards.json
cards:
  - {id: thel, card: Тхель-Вэнн, controller: first}
  - {id: a, controller: second, inline: {name: Гоблин А, type: creature, cost: 1, lives: 2, strike: [1, 1, 1]}}
question:
  kind: chain
  initial: {kind: destroy, source: thel, target: aSET}
"""


def _chain(tmp_path, set_=""):
    p = tmp_path / "c.yaml"
    p.write_text(CHAIN.replace("SET", set_), encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


def test_the_chain_question_reads_the_same_trigger(tmp_path):
    assert _chain(tmp_path, ", set: {by_attack: true, by_attack_kind: shot}").executed() == ["f2: thel → thel"]
    assert _chain(tmp_path, ", set: {by_attack: true, by_attack_kind: simple_strike}").executed() == []
    assert _chain(tmp_path, ", set: {by_attack: false}").executed() == []
    unknown = _chain(tmp_path)                        # how it was destroyed is not stated
    assert unknown.verdict == "unknown" and any("destroyed by a shot is not stated" in u for u in unknown.unknown)
