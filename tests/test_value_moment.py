"""«X число ран на …» (`x: {current: wounds, max: N}`, legality/computed_values.py; classic:ruling-dev-312): the
wounds the card has at the calculation step, after the instant actions, capped by its printed maximum."""
from __future__ import annotations

import os

import yaml

from legality.api import rule_scenario
from legality.scenario import parse_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REKKEN = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-312-rekken-x-counts-wounds-at-calculation.yaml")


def _run(tmp_path, edit, edition="classic"):
    doc = yaml.safe_load(open(REKKEN, encoding="utf-8"))
    doc.pop("source", None)
    edit(doc)
    p = tmp_path / "variant.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)), [edition])[0].answer


def test_a_wound_after_the_calculation_does_not_count(tmp_path):
    """The same wound after the throw has resolved: X was 1."""
    def late(doc):
        ev = doc["question"]["events"]
        doc["question"]["events"] = [ev[0], ev[3], ev[2]]
    assert _run(tmp_path, late).final["orc"]["wounds"] == 1


def test_the_printed_maximum_caps_x(tmp_path):
    def many(doc):
        doc["cards"][0]["wounds"] = 5
    assert _run(tmp_path, many).final["orc"]["wounds"] == 4


def test_an_edition_without_the_ruling_leaves_x_unknown(tmp_path):
    def plain(doc):
        doc["edition"] = "classic-2012"
    ans = _run(tmp_path, plain, "classic-2012")
    assert ans.verdict == "unknown" and ans.final["orc"]["wounds"] == 0


ATEKAR = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-274-atekar-bonus-read-after-instants.yaml")


def _atekar(tmp_path, edit):
    doc = yaml.safe_load(open(ATEKAR, encoding="utf-8"))
    doc.pop("source", None)
    edit(doc)
    p = tmp_path / "atekar.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)), ["classic"])[0].answer


def _no_wound(doc):
    doc["question"]["events"] = [e for e in doc["question"]["events"] if "wound" not in e]


def test_an_unwounded_own_creature_opposite_gives_the_bonus(tmp_path):
    assert _atekar(tmp_path, _no_wound).final["orc"]["wounds"] == 3


def test_an_enemy_creature_opposite_gives_none(tmp_path):
    def enemy(doc):
        _no_wound(doc)
        doc["cards"][1]["controller"] = "second"
    assert _atekar(tmp_path, enemy).final["orc"]["wounds"] == 2


def test_a_card_without_a_cell_leaves_the_bonus_unknown(tmp_path):
    def nowhere(doc):
        _no_wound(doc)
        doc["cards"][1].pop("cell")
    ans = _atekar(tmp_path, nowhere)
    assert ans.verdict in ("unknown", "choice") and ans.final["orc"]["wounds"] == 0


def test_the_attack_question_reads_the_same_condition(tmp_path):
    """One code path: the `attack` question on the same cards gives the sequence's value, with and without the
    wound on the creature opposite."""
    for wounds, value in ((0, 3), (1, 2)):
        def attack(doc, wounds=wounds):
            doc["cards"][1]["wounds"] = wounds
            doc["question"] = {"kind": "attack", "attack": {"kind": "throw", "source": "atekar", "target": "orc",
                                                           "value": 2}}
            doc.pop("expect")
        ans = _atekar(tmp_path, attack)
        assert [o.value for o in ans.result.outcomes] == [value]
