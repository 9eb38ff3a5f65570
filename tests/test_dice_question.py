"""The `dice` question (legality/questions/dice.py): an ability's attacks roll a die each (2012 205.4,
classic:ruling-dev-230); an ability that is not an attack rolls once for its X-Y-Z, whatever its targets
(216.1, classic:ruling-dev-432); what it does not read is `unknown`; bad input is one line."""
from __future__ import annotations

import os

import pytest

from variants import by_doc, feature
from legality.errors import InputError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULINGS = os.path.join(ROOT, "legality", "scenarios", "rulings")
ACOLYTE = os.path.join(RULINGS, "dev-230-acolyte-dzar-die-per-discharge.yaml")
RUKAN = os.path.join(RULINGS, "dev-432-rukan-one-die-for-both.yaml")


def _run(tmp_path, base, edit, edition="classic"):
    return by_doc(tmp_path, base, edit, edition)


def test_two_targets_two_discharges(tmp_path):
    ans = _run(tmp_path, ACOLYTE, lambda d: d["question"].update(targets=["a", "b"]))
    assert (ans.verdict, ans.dice) == ("counted", 2)


def test_more_targets_than_attacks_is_unknown(tmp_path):
    def four(doc):
        doc["cards"].append({"id": "d", "controller": "second", "cell": [2, 5], "inline": {
            "name": "Д (пример)", "type": "creature", "cost": 1, "lives": 3, "strike": [1, 1, 1]}})
        doc["question"]["targets"] = ["a", "b", "c", "d"]
    ans = _run(tmp_path, ACOLYTE, four)
    assert ans.verdict == "unknown" and ans.dice is None


def test_a_fixed_value_effect_rolls_nothing(tmp_path):
    def fixed(doc):
        feature(doc, 0, "f1")["params"]["effect"]["then"]["set"]["value"] = 2
    assert _run(tmp_path, RUKAN, fixed).dice == 0


def test_an_edition_without_the_rulings_is_unknown(tmp_path):
    def plain(doc):
        doc["edition"] = "classic-2012"
    assert _run(tmp_path, RUKAN, plain, "classic-2012").verdict == "unknown"
    assert _run(tmp_path, ACOLYTE, plain, "classic-2012").verdict == "unknown"


def test_kept_text_is_unknown(tmp_path):
    def text(doc):
        feat = feature(doc, 0, "f1")
        feat.pop("params")
        feat["kind"] = "text"
    assert _run(tmp_path, RUKAN, text).verdict == "unknown"


@pytest.mark.parametrize("edit, field", [
    (lambda q: q.pop("targets"), "targets"),
    (lambda q: q.update(targets=["nobody"]), "targets"),
    (lambda q: q.update(ability="f9"), "ability"),
    (lambda q: q.update(card="nobody"), "card"),
])
def test_bad_questions_are_one_line_errors(tmp_path, edit, field):
    with pytest.raises(InputError, match=field):
        _run(tmp_path, RUKAN, lambda doc: edit(doc["question"]))
