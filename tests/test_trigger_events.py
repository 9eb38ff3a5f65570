"""«При ударе» on every strike (classic:ruling-dev-397, event class `strikes`) and a chosen card behind the
attacked one (`choose: {behind: event.target}`, 2012 207.8)."""
from __future__ import annotations

import os

import yaml

from legality.api import rule_scenario
from legality.scenario import parse_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KULHAN = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-397-kulhan-magic-strike-is-a-strike.yaml")


def _variant(tmp_path, edit, edition="classic"):
    doc = yaml.safe_load(open(KULHAN, encoding="utf-8"))
    doc.pop("source", None)
    edit(doc)
    p = tmp_path / "variant.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)), [edition])[0].answer


def test_simple_and_special_strikes_are_strikes_a_shot_is_not(tmp_path):
    def strike(kind, mode=None):
        def edit(doc):
            doc["question"]["initial"] = {"kind": kind, "source": "kulhan", "target": "front"}
            if mode:
                doc["question"]["initial"]["set"] = {"mode": mode}
        return edit
    assert _variant(tmp_path, strike("strike", "simple")).executed() == ["f2: kulhan → back"]
    assert _variant(tmp_path, strike("strike", "special")).executed() == ["f2: kulhan → back"]
    assert _variant(tmp_path, strike("shot")).executed() == []


def test_no_card_behind_the_attacked_one_blocks_the_wound(tmp_path):
    def moved(doc):
        doc["cards"][2]["cell"] = [4, 5]          # diagonal from the attacked card: not behind it
    ans = _variant(tmp_path, moved)
    assert ans.executed() == [] and [l.note for l in ans.chain.links] == ["no card to choose"]


def test_a_cell_not_given_is_unknown(tmp_path):
    def no_cell(doc):
        doc["cards"][2].pop("cell")
    ans = _variant(tmp_path, no_cell)
    assert ans.verdict == "unknown"


def test_an_edition_without_the_ruling_is_unknown_on_a_magic_strike(tmp_path):
    def plain(doc):
        doc["edition"] = "classic-2012"
    ans = _variant(tmp_path, plain, "classic-2012")
    assert ans.verdict == "unknown" and ans.executed() == []
