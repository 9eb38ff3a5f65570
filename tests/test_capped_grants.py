"""«Когда уничтожает выстрелом карту противника получает +1 к выстрелу (максимум +2)» (Тхель-Вэнн, compiled):
a kill by the wounds of its shot (the destroy event's `by_attack_kind`, recorded by the trace) and a cap on what
the grant lays at once (`at_most`, legality/stack/firing.py). The chain question and the trace read the same
trigger (legality/compiled_triggers.py)."""
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


def test_at_the_cap_nothing_more_is_laid(tmp_path):
    one = ", effects: [{source: thel, feature: shot-plus}]"
    two = ", effects: [{source: thel, feature: shot-plus}, {source: thel, feature: shot-plus}]"
    t = _trace(tmp_path, one)
    assert list(t.fired()) == ["f2: thel → thel"] and len(_laid(t)) == 2          # +2: the maximum
    t = _trace(tmp_path, two)
    assert list(t.fired()) == ["f2: thel → thel"] and len(_laid(t)) == 2          # fired, laid nothing more
    assert any("its maximum: nothing more is laid" in n.text for s in t.steps for n in s.notes)


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


def test_at_most_is_a_grants_only(tmp_path):
    p = tmp_path / "bad.yaml"
    p.write_text("""title: t
edition: classic
cards:
  - id: x
    controller: first
    inline:
      name: Самодельный
      type: creature
      features:
        - id: f1
          text: При ударе ранить
          kind: triggered
          params:
            chain:
              event: strikes
              source: self
              effect: {kind: wound, target: event.target, set: {value: 1}, at_most: 2}
question:
  kind: chain
  initial: {kind: strike, source: x, target: x}
""", encoding="utf-8")
    with pytest.raises(InputError) as e:
        parse_scenario(str(p))
    assert "at_most" in str(e.value) and "on a grant only" in str(e.value)
