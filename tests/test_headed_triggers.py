"""Compiled headed abilities whose head is their trigger, «Концентрация: …» and «Вальхалла: …» (`params.when` with
`params.actions`), bridged to the trigger language (legality/compiled_triggers.py `_translate_headed`): the
glossary's Концентрация (the end of the opponent's turn, no wounds that turn) and Вальхалла (from the graveyard at
its player's turn start), their actions read as a compiled trigger's."""
from __future__ import annotations

import os

import yaml

from legality.api import rule_scenario
from legality.cardtext.resolve import find_base_card, shared_cards_dir
from legality.compiled_triggers import chain_node, why_not
from legality.scenario import parse_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULINGS = os.path.join(ROOT, "legality", "scenarios", "rulings")
BASE = os.path.join(shared_cards_dir(), "classic-relaunch-cards.json")


def _variant(name, tmp_path, edit):
    doc = yaml.safe_load(open(os.path.join(RULINGS, name), encoding="utf-8"))
    doc.pop("source", None)
    doc.pop("expect", None)
    edit(doc)
    p = tmp_path / name
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


def _card(doc, cid):
    return next(c for c in doc["cards"] if c["id"] == cid)


def test_concentration_is_the_glossarys_trigger():
    card = find_base_card(BASE, "Спящий дракон", "test", 0, "card")
    node = chain_node(card.feature("f1"))
    assert node["event"] == "turn_end" and node["where"] == {"turn": "enemy", "wounded_this_turn": False}
    assert node["effect"]["feature"] == "keeps-closed" and node["effect"]["then"]["kind"] == "gain"


def test_a_dragon_wounded_this_turn_does_not_concentrate(tmp_path):
    def wounded(doc):        # the dragon is wounded in the opponent's turn, then the turn ends
        doc["question"]["events"] = [{"wound": "dragon", "amount": 1}, {"turn": "second", "opening": True}]
    t = _variant("dev-037-b-sleeping-dragon-closed-stays-closed.yaml", tmp_path, wounded)
    assert t.final["relic"]["tokens"] == 0 and "f1: dragon → dragon" not in t.fired()
    assert t.final["dragon"]["open"] is True                       # nothing keeps it closed: 311.1 opens it


def test_sigurds_valhalla_chooses_a_mountain_or_forest_creature_only(tmp_path):
    def steppe(doc):
        _card(doc, "jordling")["inline"]["element"] = "steppe"
    t = _variant("dev-267-ragnar-first-declared-valhalla-twice.yaml", tmp_path, steppe)
    executed = [lnk for _sig, _ch, chain, _n in t.outcomes for lnk in chain.executed]
    sigurd = {lnk.target for lnk in executed if lnk.feature == "f3"}
    bone = {lnk.target for lnk in executed if lnk.feature == "f1"}
    assert sigurd == {"ragnar"} and bone == {"ragnar", "jordling"}   # a steppe creature is no choice of Сигурд's


def test_an_action_the_chain_has_not_leaves_the_headed_ability_a_guard():
    card = find_base_card(BASE, "Тейа", "test", 0, "card")
    f = card.feature("f1")                  # «Концентрация: получает {tap}: Магический удар на 2 до конца …»
    assert chain_node(f) is None and "grant_activated" in why_not(f)
