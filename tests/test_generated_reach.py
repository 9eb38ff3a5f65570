"""A fight an effect makes needs no adjacency (classic:ruling-dev-484, legality/board.py, legality/stack/fight.py);
an edition without the ruling leaves the fight across the field unknown, as a declared one is."""
from __future__ import annotations

import os

import yaml

from legality.api import rule_scenario
from legality.scenario import parse_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPIRIT = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-484-unicorn-spirit-fighters-need-not-be-adjacent.yaml")


def _run(tmp_path, edit, edition="classic"):
    doc = yaml.safe_load(open(SPIRIT, encoding="utf-8"))
    doc.pop("source", None)
    doc.pop("expect", None)
    edit(doc)
    p = tmp_path / "variant.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)), [edition])[0].answer


def test_an_edition_without_the_ruling_is_unknown(tmp_path):
    def plain(doc):
        doc["edition"] = "classic-2012"
    assert _run(tmp_path, plain, "classic-2012").verdict == "unknown"


def test_a_declared_strike_across_the_field_stays_unknown(tmp_path):
    def declared(doc):
        doc["question"]["action"].pop("generated")
    assert _run(tmp_path, declared).verdict == "unknown"


def test_neighbours_need_no_ruling(tmp_path):
    def near(doc):
        doc["cards"][2]["cell"] = [2, 2]
    ans = _run(tmp_path, near)
    assert ans.verdict == "fixed" and "classic:ruling-dev-484" not in ans.cites()
