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


def test_a_granted_activated_ability_is_laid_as_its_companion():
    """«Концентрация: получает {tap}: Магический удар на 2 до конца вашего хода» (Тейа, dev-472) lays on its card the
    activated ability it grants, a companion feature in force only where laid (legality/laid_modifiers.py
    `granted_ability`); granted to another card, or with a word not read, it stays a guard."""
    from dataclasses import replace

    from model import FeatureKind
    card = find_base_card(BASE, "Тейа", "test", 0, "card")
    f = card.feature("f1")
    node = chain_node(f)
    assert node["effect"] == {"kind": "grant", "source": "self", "target": "self", "feature": "granted-ability",
                              "duration": "your_turn"}
    g = card.feature("granted-ability")
    assert g.kind is FeatureKind.ACTIVATED and g.param("laid_by") == "f1"
    assert g.param("actions") == [{"do": "magic_strike", "value": "2"}]
    [act] = f.param("actions")
    other = replace(f, params=tuple((k, [{**act, "target": {"noun": "существо"}}] if k == "actions" else v)
                                    for k, v in f.params))
    assert chain_node(other) is None and "granted ability" in why_not(other)


def test_a_granted_ability_is_declared_only_where_laid(tmp_path):
    """Тейа's granted «{tap}: Магический удар на 2» (dev-472-a, from the base): declared where her Концентрация has
    not laid it (named, or a magic strike naming no ability), unknown — never legal; laid, it is her ability and its
    part is the declared magic strike (legal)."""
    name = next(f for f in os.listdir(RULINGS) if f.startswith("dev-472-a-"))

    def declare(ability=None, laid=False):
        def edit(doc):
            cards = {c["id"]: c for c in doc["cards"]}
            cards["ruman"]["cell"], cards["dummy"]["cell"] = [3, 3], [2, 3]
            if laid:
                cards["teia"]["effects"] = [{"source": "teia", "feature": "granted-ability"}]
            action = {"kind": "magic_strike", "source": "teia", "target": "dummy"}
            if ability:
                action["ability"] = ability
            doc["question"] = {"kind": "legal", "text": "?", "action": action}
        return edit
    for ability in ("granted-ability", None):
        ans = _variant(name, tmp_path, declare(ability))
        assert ans.verdict == "unknown" and any("not laid now" in u for u in ans.unknown), ability
    ans = _variant(name, tmp_path, declare("granted-ability", laid=True))
    assert ans.verdict == "legal" and not ans.unknown


def test_two_granted_abilities_on_one_card_lay_neither():
    """Each grant must name its own companion: a card whose triggers grant two abilities lays none (both guards)."""
    from dataclasses import replace

    from legality.laid_modifiers import with_companions
    card = find_base_card(BASE, "Тейа", "test", 0, "card")
    f = replace(card.feature("f1"), params=tuple((k, v) for k, v in card.feature("f1").params if k != "lays"))
    out = with_companions([f, replace(f, id="f9")])
    assert not any(g.id == "granted-ability" for g in out) and all(g.param("lays") is None for g in out)
