"""«разряд с дальностью меньше максимальной» (legality/rules/ranged_triggers.py, classic:ruling-dev-009): a
discharge without «дальность» does not fire Аль-Хосейн; one with a range is not read (unknown, never a guess);
the same event as a `chain` question without `limited_range` is unknown too."""
from __future__ import annotations

import os

import yaml

from graphs.chain import Event
from legality.api import load_scenario, rule_scenario
from legality.questions.chain import ChainQuestion, rule_chain, scenario_triggers
from legality.scenario import parse_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HOSEIN = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-009-al-hosein-no-bonus-discharge-without-range.yaml")


def test_a_discharge_without_range_fires_nothing_in_a_trace_and_in_a_chain():
    sc = load_scenario(HOSEIN)
    trace = rule_scenario(sc, ["classic"])[0].answer
    assert trace.verdict == "traced" and list(trace.fired()) == []
    assert "classic:ruling-dev-009" in trace.cites()
    q = ChainQuestion("", Event("discharge", "archer", "orc", (("limited_range", False), ("range", "ranged"))),
                      scenario_triggers(HOSEIN, sc.state))
    chain = rule_chain(sc.state, q, "classic")
    assert chain.verdict == "ended" and chain.chain.executed == []
    q = ChainQuestion("", Event("discharge", "archer", "orc", (("range", "ranged"),)), scenario_triggers(HOSEIN, sc.state))
    assert rule_chain(sc.state, q, "classic").verdict == "unknown"     # whether it had a range: not given


def test_a_discharge_with_a_range_is_not_read(tmp_path):
    doc = yaml.safe_load(open(HOSEIN, encoding="utf-8"))
    doc.pop("source", None)
    doc["question"]["events"][0]["action"]["range"] = 3
    doc["expect"] = {"verdict": "unknown"}
    p = tmp_path / "ranged.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    trace = rule_scenario(parse_scenario(str(p)), ["classic"])[0].answer
    assert trace.verdict == "unknown"
    assert any("less than its maximum" in u for u in trace.unknown)
