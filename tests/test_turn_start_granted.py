"""An «в начале хода» ability laid while the start of a turn resolves first fires at the next start (classic
2012 311.5, legality/chain_rules.py `_granted_at_turn_start`): the same situation asked as `triggers` and as a
`sequence` trace (judges' ruling dev-191, Многоликий), and `unknown` under an edition without the rule."""
from __future__ import annotations

import os

from legality.api import load_scenario, rule_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULINGS = os.path.join(ROOT, "legality", "scenarios", "rulings")
COUNT = os.path.join(RULINGS, "dev-191-a-mnogolikiy-start-feature-not-same-turn.yaml")
TRACE = os.path.join(RULINGS, "dev-191-b-mnogolikiy-stays-closed-in-trace.yaml")


def test_the_laid_start_of_turn_ability_does_not_fire_at_its_own_start_in_both_kinds():
    counted = rule_scenario(load_scenario(COUNT), ["classic"])[0].answer
    assert counted.verdict == "counted"
    assert counted.to_json()["counts"]["mimic/f2"]["fired"] == 1
    assert "mimic/chaos" not in counted.to_json()["counts"] or counted.to_json()["counts"]["mimic/chaos"]["fired"] == 0
    assert "classic-2012:311.5" in counted.cites()
    trace = rule_scenario(load_scenario(TRACE), ["classic"])[0].answer
    assert trace.verdict == "traced"
    assert "classic-2012:311.5" in trace.cites()
    mimic = trace.final["mimic"]
    assert mimic["open"] is False                # laid, and it did not open him at this start
    assert mimic["effects"] == ["mimic/chaos"]


def test_without_the_rule_both_kinds_say_unknown_and_why():
    counted = rule_scenario(load_scenario(COUNT), ["heroes"])[0].answer
    assert counted.verdict == "unknown"
    assert any("laid during the start of a turn" in u for u in counted.to_json()["unknown"])
    trace = rule_scenario(load_scenario(TRACE), ["heroes"])[0].answer
    assert trace.verdict == "unknown"
    assert any("laid during the start of a turn" in u for u in trace.unknown)
