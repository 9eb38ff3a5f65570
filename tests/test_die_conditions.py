"""A die ability under a structured condition (legality/attack/die_cards.py `condition_holds`): «{ova} 2, пока
сильный {strike} Громилы племени больше, чем у любого существа противника» — printed strong strikes (the judges'
dev-465; classic:ruling-dev-346); unknown where the edition has no such reading."""
from __future__ import annotations

from pathlib import Path

from tests.variants import by_doc, feature

BRUTE = (Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
         / "dev-465-tribe-brute-printed-strong-strikes.yaml")


def _result(answer):
    return [o["result"] for o in answer.to_json()["outcomes"]]


def _ogre_strong(n):
    def edit(doc):
        doc["cards"][1]["inline"]["strike"] = [2, 3, n]
    return edit


def test_a_printed_strong_strike_below_his_gives_the_bonus(tmp_path):
    assert _result(by_doc(tmp_path, BRUTE, lambda d: None)) == [5]


def test_a_printed_strong_strike_as_high_as_his_does_not(tmp_path):
    for n in (5, 6):
        assert _result(by_doc(tmp_path, BRUTE, _ogre_strong(n))) == [3], n


def test_an_edition_without_the_reading_is_unknown(tmp_path):
    assert by_doc(tmp_path, BRUTE, lambda d: None, edition="classic-2012").verdict == "unknown"


def test_another_condition_is_unknown(tmp_path):
    def edit(doc):
        feature(doc, 0, "f1")["params"]["while"] = {"something_else": True}
    assert by_doc(tmp_path, BRUTE, edit).verdict == "unknown"
