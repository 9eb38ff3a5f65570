"""«пока в вашем отряде есть хотя бы N карт с выстрелом, разрядом или метанием разной дальности (без модификаторов,
включая неограниченную)» (legality/squad_ranges.py; the judges' dev-437, Рейнджер): printed ranges, one per card,
unknown when a kept text may name another ranged ability."""
from __future__ import annotations

from pathlib import Path

from tests.variants import by_doc

RANGER = (Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
          / "dev-437-ranger-printed-ranges.yaml")


def _value(answer):
    return [o["value"] for o in answer.to_json()["outcomes"]]


def _cards(doc):
    return {c["id"]: c for c in doc["cards"]}


def test_three_printed_ranges_give_the_bonus(tmp_path):
    assert _value(by_doc(tmp_path, RANGER, lambda d: None)) == [2]


def test_two_cards_of_one_printed_range_count_once(tmp_path):
    def edit(doc):
        _cards(doc)["archer"]["inline"]["features"][0]["params"]["range"] = 4     # as Рейнджер's
    assert _value(by_doc(tmp_path, RANGER, edit)) == [1]


def test_without_the_unlimited_discharge_two_ranges_are_not_enough(tmp_path):
    def edit(doc):
        doc["cards"] = [c for c in doc["cards"] if c["id"] != "mage"]
    assert _value(by_doc(tmp_path, RANGER, edit)) == [1]


def test_a_kept_text_that_may_name_a_ranged_ability_is_unknown(tmp_path):
    def edit(doc):
        mage = _cards(doc)["mage"]["inline"]
        mage["features"] = [{"id": "t", "text": "Получает выстрел на 1, пока стоит в первом ряду.", "kind": "text"}]
    assert by_doc(tmp_path, RANGER, edit).verdict == "unknown"


def test_a_card_with_two_ranges_stands_for_either(tmp_path):
    def edit(doc):                       # the archer's second ability: a throw of range 4 (Рейнджер's), and 3
        archer = _cards(doc)["archer"]["inline"]
        archer["features"].append({"id": "axe", "text": "{tap}: Метание на 1, дальность 4.", "kind": "activated",
                                   "params": {"cost": "закрыться", "action": "throw", "value": "1", "range": 4}})
    assert _value(by_doc(tmp_path, RANGER, edit)) == [2]


def test_the_trace_values_the_shot_alike(tmp_path):
    def edit(doc):
        doc["state"] = {"active": "first"}
        doc["question"] = {"kind": "sequence", "events": [
            {"declare": "shot", "action": {"kind": "shot", "source": "ranger", "target": "orc", "ability": "f1",
                                           "param": 1}},
            {"resolve": "shot"}]}
    t = by_doc(tmp_path, RANGER, edit)
    assert t.verdict == "traced" and t.final["orc"]["wounds"] == 2, (t.verdict, t.unknown)
