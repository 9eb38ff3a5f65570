"""«После того, как уничтожает существо с проклятием открывается» (Чернокнижник, read by hand in dev-497): the
trigger language's `where: {target_state: curse}` — the event's target has the state, a destroyed card as it was
before its death (the chain's state)."""
from __future__ import annotations

import os

import yaml

from legality.api import rule_scenario
from legality.scenario import parse_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEV_497 = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-497-warlock-wounds-cursed-without-new-curse.yaml")


def _chain(tmp_path, target: str):
    doc = yaml.safe_load(open(DEV_497, encoding="utf-8"))
    doc.pop("source", None)
    doc.pop("expect", None)
    doc["question"] = {"kind": "chain", "initial": {"kind": "destroy", "source": "warlock", "target": target}}
    p = tmp_path / "s.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


def test_destroying_a_cursed_creature_opens_him(tmp_path):
    assert _chain(tmp_path, "orc").executed() == ["f2: warlock → warlock"]      # the orc has a curse


def test_destroying_one_without_a_curse_does_not(tmp_path):
    assert _chain(tmp_path, "troll").executed() == []
