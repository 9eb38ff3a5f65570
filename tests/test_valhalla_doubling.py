"""Рагнар's «Первая за ход способность Вальхаллы вашей карты срабатывает дважды» (classic:ruling-dev-267,
legality/chain_rules.py `declared`): the first declared Вальхалла is declared twice and the pair resolves last,
in the `chain` question and in a `sequence` trace of the same turn start; without Рагнар in play, once."""
from __future__ import annotations

import os

import yaml

from legality.api import load_scenario, rule_scenario
from legality.scenario import parse_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RAGNAR = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-267-ragnar-first-declared-valhalla-twice.yaml")
PAIR = ["f3: sigurd → ragnar", "f1: bonebreaker → ragnar", "f1: bonebreaker → ragnar"]


def _variant(tmp_path, edit, base=None):
    doc = yaml.safe_load(open(base or RAGNAR, encoding="utf-8"))
    doc.pop("source", None)
    edit(doc)
    p = tmp_path / "variant.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)), ["classic"])[0].answer


def test_the_first_declared_valhalla_twice_resolving_last_in_a_chain_and_in_a_trace(tmp_path):
    chain = rule_scenario(load_scenario(RAGNAR), ["classic"])[0].answer
    assert [l.label for l in chain.chain.executed] == PAIR and "classic:ruling-dev-267" in chain.cites()

    def as_trace(doc):
        doc["state"] = {"active": "second"}
        doc["question"] = {"kind": "sequence", "events": [{"turn": "first"}]}
        doc["expect"] = {"verdict": "traced"}
    trace = _variant(tmp_path, as_trace)
    assert list(trace.fired()) == PAIR
    assert "classic:ruling-dev-267" in trace.cites()


def test_without_ragnar_in_play_each_valhalla_fires_once(tmp_path):
    def ragnar_dead(doc):
        doc["cards"][0]["zone"] = "graveyard"
        doc["cards"][0].pop("cell")
        doc["expect"] = {"verdict": "ended"}
    ans = _variant(tmp_path, ragnar_dead)
    assert [l.label for l in ans.chain.executed] == ["f3: sigurd → jordling", "f1: bonebreaker → jordling"]


def test_under_an_edition_without_the_ruling_unknown():
    ans = rule_scenario(load_scenario(RAGNAR), ["classic-2012"])[0].answer
    assert ans.verdict == "unknown"


SAGA = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-414-ragnar-doubles-skald-saga.yaml")


def test_skalds_saga_fires_the_valhalla_now_and_ragnar_doubles_it_as_the_turns_first():
    trace = rule_scenario(load_scenario(SAGA), ["classic"])[0].answer
    assert list(trace.fired()) == ["f1: bonebreaker → skald", "f1: bonebreaker → skald"]
    assert trace.final["bonebreaker"]["zone"] == "exile"


def test_a_valhalla_declared_at_the_turn_start_was_the_first_the_saga_one_fires_once(tmp_path):
    def sigurd_in_graveyard(doc):
        ragnar = yaml.safe_load(open(RAGNAR, encoding="utf-8"))
        sigurd = next(c for c in ragnar["cards"] if c["id"] == "sigurd")
        doc["cards"].append(sigurd)
        doc["expect"] = {"verdict": "choice"}
    trace = _variant(tmp_path, sigurd_in_graveyard, SAGA)
    fired = list(trace.fired())
    assert fired.count("f3: sigurd → skald") == 2            # the turn start's: the first, doubled
    assert fired.count("f1: bonebreaker → skald") == 1       # the saga's later: once


def test_the_saga_under_an_edition_without_the_ruling_is_unknown():
    trace = rule_scenario(load_scenario(SAGA), ["classic-2012"])[0].answer
    assert trace.verdict == "unknown"
    assert "f1: bonebreaker → skald" not in trace.fired()
