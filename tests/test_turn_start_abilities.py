"""Регенерация X and a poisoning act as their controller's turn begins (classic 2012 311.4, the glossary: on a
creature that opened this turn or was open before it). The trace does not apply them yet, so a turn beginning
with one in force on such a creature leaves the trace `unknown`, naming it (found by h-conv2: the compiled Древний
огр's «Регенерация 1» was silently ignored, his wounds unchanged after his turn began)."""
from __future__ import annotations

from legality.api import rule_scenario
from legality.scenario import parse_scenario

HEAD = """title: turn start
edition: classic
card_base: classic-relaunch-cards.json
cards:
  - {id: ogre, card: Древний огр, controller: second, at: "C1'", wounds: 2, open: OPEN}
  - {id: imp, controller: second, at: "B1'", poison: POISON, inline: {name: Бес (пример), type: creature, cost: 3, lives: 4, strike: [1, 1, 2]}}
  - {id: foe, controller: first, at: C1, inline: {name: Боец (пример), type: creature, cost: 4, lives: 7, strike: [1, 2, 2]}}
state:
  active: first
question:
  kind: sequence
  events:
    - turn: TURN
"""


def _run(tmp_path, turn="second", open_="true", poison="0"):
    p = tmp_path / "s.yaml"
    p.write_text(HEAD.replace("TURN", turn).replace("OPEN", open_).replace("POISON", poison), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def test_regeneration_at_its_controllers_turn_start_is_unknown(tmp_path):
    a = _run(tmp_path)
    assert a.verdict == "unknown"
    assert any("ogre's «Регенерация 1» (heals it)" in u and "311.4" in u for u in a.to_json()["unknown"])


def test_a_poisoning_at_its_controllers_turn_start_is_unknown(tmp_path):
    a = _run(tmp_path, open_="false", poison="1")
    assert a.verdict == "unknown"
    assert any("imp's poisoning for 1 (wounds it)" in u for u in a.to_json()["unknown"])
    assert not any("ogre" in u for u in a.to_json()["unknown"])      # closed, and the turn does not open it


def test_nothing_acts_on_the_other_players_turn_or_on_a_closed_creature(tmp_path):
    assert _run(tmp_path, turn="first", poison="1").verdict == "traced"
    assert _run(tmp_path, open_="false").verdict == "traced"
