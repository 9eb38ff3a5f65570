"""«При слабом разряде или магическом ударе вашего линунга» (Тейа, dev-472): `where: {strength: weak}` reads the
attack's strength (the tracer's ranged attacks carry it now; an attack whose strength is not stated is
`unknown`, never silently not weak), `where: {source_classes: [Линунг]}` the card's classes; the `chain` and
`sequence` kinds agree."""
from __future__ import annotations

import os

from tests.variants import by_doc

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TEIA = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-472-a-teia-weak-magic-strike-bonus.yaml")


def _chain(attrs):
    def edit(doc):
        doc["question"] = {"kind": "chain", "text": "a discharge",
                           "initial": {"kind": "discharge", "source": "ruman", "target": "dummy", "set": attrs}}
    return edit


def test_a_weak_discharge_fires_in_chain_as_in_sequence(tmp_path):
    assert by_doc(tmp_path, TEIA, _chain({"strength": "weak"})).executed() == ["f2: teia → ruman"]
    seq = by_doc(tmp_path, TEIA, lambda doc: None)
    assert seq.verdict == "traced" and "f2: teia → ruman" in seq.fired()


def test_a_medium_discharge_does_not_fire(tmp_path):
    ans = by_doc(tmp_path, TEIA, _chain({"strength": "medium"}))
    assert ans.verdict != "unknown" and ans.executed() == []


def test_a_strength_not_stated_is_unknown(tmp_path):
    ans = by_doc(tmp_path, TEIA, _chain({"range": "ranged"}))
    assert ans.verdict == "unknown" and ans.executed() == []
    assert any("strength" in u for u in ans.unknown)


def test_a_card_of_another_class_does_not_fire(tmp_path):
    def not_linung(doc):
        doc["cards"][1] = {"id": "ruman", "controller": "first", "cell": [2, 3], "inline": {
            "name": "Гном (пример)", "type": "creature", "cost": 4, "lives": 8, "strike": [1, 2, 2],
            "class": ["Гном"], "text": "{tap}: Разряд на 1-2-2.", "features": [
                {"id": "f4", "text": "{tap}: Разряд на 1-2-2.", "kind": "activated",
                 "params": {"cost": "закрыться", "ability": "Разряд", "value": "1-2-2", "action": "discharge"}}]}}
        _chain({"strength": "weak"})(doc)
    assert by_doc(tmp_path, TEIA, not_linung).executed() == []
