"""A trigger's effect on every card that fits (`target: all`): «существа, которые стояли с ним в строю, получают …»
(Тан Ханеранга, dev-260) — one effect on each, one use of its limit, the same in `sequence` and `chain`; its
formation read on the state before the death (classic 2012 glossary «Строй»)."""
from __future__ import annotations

import os

from tests.variants import by_doc, feature

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
THAN = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-260-than-haneranga-own-death-bonus.yaml")


def _two_mates(doc):
    doc["cards"][2]["cell"] = [1, 4]          # now both Наёмники stand next to him


def test_every_mate_gets_it(tmp_path):
    ans = by_doc(tmp_path, THAN, _two_mates)
    assert sorted(ans.fired()) == ["f2: than → far", "f2: than → mate"]
    assert ans.final["far"]["effects"] == ["than/plus-two"] and ans.final["mate"]["effects"] == ["than/plus-two"]


def test_one_use_for_all_its_targets(tmp_path):
    def limited(doc):
        _two_mates(doc)
        feature(doc, 0, "f2")["limit"] = {"count": 1, "per": "turn"}
    ans = by_doc(tmp_path, THAN, limited)
    assert sorted(ans.fired()) == ["f2: than → far", "f2: than → mate"]


def test_chain_takes_the_same_targets(tmp_path):
    def as_chain(doc):
        _two_mates(doc)
        doc["question"] = {"kind": "chain", "text": "his death", "initial": {"kind": "destroy", "target": "than"}}
    assert sorted(by_doc(tmp_path, THAN, as_chain).executed()) == ["f2: than → far", "f2: than → mate"]


def test_in_its_own_turn_nobody_gets_it(tmp_path):
    def own(doc):
        doc["state"]["active"] = "first"
    assert list(by_doc(tmp_path, THAN, own).fired()) == []


def test_a_cell_not_given_is_unknown(tmp_path):
    def no_cell(doc):
        del doc["cards"][1]["cell"]
    assert by_doc(tmp_path, THAN, no_cell).verdict == "unknown"
