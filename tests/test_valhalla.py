"""Вальхалла (legality/rules/valhalla.py): a trigger that works from its card in the graveyard at the start of its
player's turn, and «становится целью вальхаллы». The `triggers` question and the `sequence` tracer read it
through one chain builder (legality/questions/chain.py `rule_chain`)."""
from __future__ import annotations

import os

import pytest
import yaml

from legality.api import rule_scenario
from legality.errors import InputError
from legality.scenario import parse_scenario
from tests.variants import feature

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RANNAN = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-419-rannan-valhalla-heal-at-full-health.yaml")


def _variant(tmp_path, edit, edition="classic"):
    doc = yaml.safe_load(open(RANNAN, encoding="utf-8"))
    doc.pop("source", None)
    edit(doc)
    p = tmp_path / "variant.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)), [edition])[0].answer


def _counts(ans):
    return {k: v["fired"] for k, v in ans.to_json()["counts"].items() if v["fired"]}


def test_valhalla_fires_from_the_graveyard_and_its_target_answers(tmp_path):
    ans = _variant(tmp_path, lambda doc: None)
    assert ans.verdict == "counted" and _counts(ans) == {"werewolf/f2": 1, "rannan/f1": 1}


def test_the_same_start_of_turn_traced_fires_the_same(tmp_path):
    """One code path: a `sequence` whose turn begins fires what the `triggers` question counts."""
    def traced(doc):
        doc["state"]["active"] = "second"
        doc["question"] = {"kind": "sequence", "events": [{"turn": "first"}]}
        doc["expect"] = {"verdict": "traced"}
    ans = _variant(tmp_path, traced)
    assert list(ans.fired()) == ["f2: werewolf → rannan", "f1: rannan → orc"]
    assert ans.final["rannan"]["wounds"] == 0           # a heal of a healthy card removes nothing


def test_a_valhalla_does_not_fire_from_play(tmp_path):
    def in_play(doc):
        doc["cards"][0].pop("zone")
        doc["cards"][0]["cell"] = [2, 2]
    assert _counts(_variant(tmp_path, in_play)) == {}


def test_a_valhalla_does_not_fire_at_the_enemys_turn_start(tmp_path):
    def enemy_turn(doc):
        doc["state"]["active"] = "second"
    assert _counts(_variant(tmp_path, enemy_turn)) == {}


def test_an_edition_without_the_rulings_says_unknown(tmp_path):
    def plain(doc):
        doc["edition"] = "classic-2012"
    ans = _variant(tmp_path, plain, "classic-2012")
    assert ans.verdict == "unknown" and any("Вальхалла" in u for u in ans.to_json()["unknown"])


def test_a_valhalla_on_another_event_is_refused(tmp_path):
    def on_strike(doc):
        feature(doc, 0, "f2")["params"]["chain"]["event"] = "strike"
    with pytest.raises(InputError, match="turn_start"):
        _variant(tmp_path, on_strike)


TORBJORN = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-420-rannan-target-of-enemy-torbjorn-valhalla.yaml")


def _torbjorn(tmp_path, edit):
    doc = yaml.safe_load(open(TORBJORN, encoding="utf-8"))
    doc.pop("source", None)
    edit(doc)
    p = tmp_path / "torbjorn.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)), ["classic"])[0].answer


def test_a_chosen_source_and_a_target_next_to_it(tmp_path):
    ans = _torbjorn(tmp_path, lambda doc: None)
    assert ans.chain.executed()[0] == "f2@torbjorn: jordling → rannan"


def test_no_card_to_act_blocks_the_valhalla(tmp_path):
    def no_jordling(doc):
        doc["cards"][1]["inline"]["class"] = ["Гном"]
    ans = _torbjorn(tmp_path, no_jordling)
    assert _counts(ans) == {} and [l.note for l in ans.chain.chain.links] == ["no card to choose as the effect's source"]


def test_no_enemy_next_to_the_chosen_source(tmp_path):
    def apart(doc):
        doc["cards"][2]["cell"] = [3, 6]
    ans = _torbjorn(tmp_path, apart)
    assert _counts(ans) == {} and [l.note for l in ans.chain.chain.links] == ["no card to choose"]
