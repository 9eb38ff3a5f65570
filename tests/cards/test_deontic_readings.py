"""Readings of grammar.lark that the engine acts on (legality/cardtext/deontics.py): «Концентрация: получает …»
as the 2012 glossary's trigger (the judges' dev-067: no vampirism unless the concentration fired), «Может
выступать защитником любому вашему существу с телепортацией» as a permission beyond adjacency (dev-184)."""
from __future__ import annotations

from pathlib import Path

import yaml

from legality.api import rule_scenario
from legality.cardtext.compiler import read_sentence
from legality.scenario import parse_scenario
from variants import by_text

RULINGS = Path(__file__).resolve().parents[2] / "legality" / "scenarios" / "rulings"
RIDER = RULINGS / "dev-067-pale-rider-no-vampirism.yaml"
GUARD = RULINGS / "dev-184-rigorn-guard-defends-teleporter.yaml"
CONCENTRATION = {"event": "turn_end", "where": {"turn": "enemy", "wounded_this_turn": False}}


def test_concentration_gains_a_token_as_the_glossary_trigger():
    r = read_sentence("Концентрация: получает {counter} .", "relaunch")
    assert r.form == "concentration"          # the card's own, on any card type (a symbiote's too)
    assert r.features == [{"kind": "triggered", "params": {"chain": {
        **CONCENTRATION, "effect": {"kind": "gain", "source": "self", "target": "self",
                                    "gain": {"counter": "token", "amount": 1}}}}}]


def test_concentration_grant_lays_a_lasting_feature():
    r = read_sentence("Концентрация: получает вампиризм до конца вашего хода.", "relaunch")
    trigger, grant = r.features
    assert trigger["params"]["chain"] == {**CONCENTRATION, "effect": {
        "kind": "grant", "source": "self", "target": "self", "feature": "concentration-grant",
        "duration": "your_turn"}}
    assert grant == {"id": "concentration-grant", "kind": "permanent", "effect": {"grant": "Вампиризм"},
                     "duration": "your_turn"}


def test_other_concentrations_are_not_read_here():
    for text in ("Концентрация: получает +2 к {armor} до конца следующего хода противника.",
                 "Концентрация: получить полёт.", "Броня: получает {counter}."):
        r = read_sentence(text, "relaunch")
        assert not any("chain" in f.get("params", {}) for f in r.features), text


def test_the_rider_has_vampirism_only_once_his_concentration_laid_it(tmp_path):
    assert rule_scenario(parse_scenario(str(RIDER)))[0].answer.value is False
    laid = by_text(tmp_path, RIDER, "card: Бледный всадник, from: base}",
                   "card: Бледный всадник, from: base, effects: [{source: rider, feature: concentration-grant}]}")
    assert laid.verdict == "decided" and laid.value is True


def test_the_rigorn_guard_may_defend_a_teleporter():
    assert rule_scenario(parse_scenario(str(GUARD)))[0].answer.verdict == "legal"


def _defence(tmp_path, ally: str):
    """A ground creature with the sentence, far from the attack, defends `ally` (a trace with cells)."""
    text = "Может выступать защитником любому вашему существу с телепортацией."
    feats = [{"id": f"f{i + 1}", "text": text, **f} for i, f in enumerate(read_sentence(text, "relaunch").features)]
    guard = {"name": "Страж (пример)", "type": "creature", "cost": 3, "lives": 6, "strike": [1, 1, 1],
             "text": text, "features": feats}
    doc = {"title": "t", "edition": "classic", "card_base": "classic-relaunch-cards.json",
           "cards": [{"id": "nomad", "card": "Кочевник", "controller": "first", "cell": [3, 2]},
                     {"id": "ally", "card": ally, "from": "base", "controller": "second", "cell": [4, 2]},
                     {"id": "guard", "inline": guard, "controller": "second", "cell": [1, 5]}],
           "state": {"active": "first"},
           "question": {"kind": "sequence", "text": "t", "events": [
               {"declare": "attack", "action": {"kind": "simple_strike", "source": "nomad", "target": "ally"},
                "strength": "weak", "counter_strength": "weak"},
               {"respond": "defend", "action": {"kind": "assign_defender", "source": "guard", "target": "ally"}},
               {"resolve": "defend"}, {"resolve": "attack"}]}}
    p = tmp_path / "defence.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def test_the_permission_lifts_adjacency_for_a_teleporter_only(tmp_path):
    far = _defence(tmp_path, "Ахти")
    assert "defend" not in far.outcome["not_entered"], far.unknown
    (tmp_path / "b").mkdir()
    plain = _defence(tmp_path / "b", "Кочевник")
    assert "defend" in plain.outcome["not_entered"]


def test_setup_placement_is_a_squad_sentence():
    r = read_sentence("При рассадке симбиотов может быть помещена только на существо с магическими особенностями.",
                      "relaunch")
    assert r.form == "squad"
