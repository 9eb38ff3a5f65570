"""Triggers on a move onto an occupied cell (legality/chain_rules.py `arrived_on_creature`; a part's target
`choose: {on_cell_of: event.target}`, legality/stack/declared.py; a trigger's `lose_token`, legality/stack/firing.py):
Элементаль льда's «При движении на клетку, занятую существом …» (the judges, dev-030) in a `sequence` and in a
`chain`, the «при этом» part after a loss that could not be paid, and a cell not given (`unknown`)."""
from __future__ import annotations

import copy
import os

import yaml

from legality.api import load_scenario, rule_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCENARIO = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-030-ice-elemental-closed-then-open.yaml")


def _doc():
    return yaml.safe_load(open(SCENARIO, encoding="utf-8"))


def _run(tmp_path, doc, name="s.yaml"):
    doc = copy.deepcopy(doc)
    doc.pop("expect", None)
    p = tmp_path / name
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(load_scenario(str(p)))[0].answer


def test_open_first_then_closed(tmp_path):
    """Onto the open creature first he has no token to lose: the closing «при этом» does not happen (dev-097);
    onto the closed one next he gains one."""
    doc = _doc()
    doc["cards"][1]["at"], doc["cards"][2]["at"] = "C2'", "C1'"
    ans = _run(tmp_path, doc)
    assert ans.final["elem"]["tokens"] == 1
    assert ans.final["open-one"]["open"] is True


def test_chain_agrees_with_the_trace(tmp_path):
    """The same move asked as a `chain` (the elemental on the closed creature's cell) fires the same trigger."""
    doc = _doc()
    doc["cards"][0]["at"] = "C1'"
    doc["question"] = {"kind": "chain", "initial": {"kind": "move", "source": "elem", "target": "elem"}}
    ans = _run(tmp_path, doc, "chain.yaml")
    labels = [l.label for l in ans.chain.links if l.status == "executed"]
    assert labels == ["frost-closed: elem → elem"]
    trace = rule_scenario(load_scenario(SCENARIO))[0].answer
    assert trace.fired()[0] == labels[0]


def test_a_creature_without_a_cell_makes_the_part_unknown(tmp_path):
    doc = _doc()
    doc["cards"].append({"id": "lost", "controller": "second", "card": "Кочевник"})
    ans = _run(tmp_path, doc)
    assert ans.verdict == "unknown"
    assert any("lost" in u for u in ans.unknown)
