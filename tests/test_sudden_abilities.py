"""2012 404.7 (legality/rules/sudden_abilities.py): a playable ability without {instant} is the active player's;
one with {instant}, a generated action and a trigger are not held to it. Both engines agree."""
from __future__ import annotations

import os

import pytest

from variants import by_doc, inline_copy

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CULVERIN = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-014-a-culverin-move-not-in-enemy-turn.yaml")


def _variant(tmp_path, edit, edition="classic", engine=None):
    return by_doc(tmp_path, CULVERIN, edit, edition, engine)


@pytest.mark.parametrize("engine", ["z3", "fast"])
def test_the_enemy_turn_is_illegal_in_both_engines(tmp_path, engine):
    ans = _variant(tmp_path, lambda doc: None, engine=engine)
    assert ans.verdict == "illegal"
    assert any(r.code == "non-sudden-in-enemy-turn" for r in ans.reasons)


def test_an_instant_ability_is_declared_in_the_enemy_turn(tmp_path):
    def instant(doc):
        f = inline_copy(doc, 0, CULVERIN)["features"][0]
        f["text"] = "{instant}" + f["text"]
        doc["state"]["from_turn_start"] = True      # its «1 раз за ход» not used yet (legality/stack/history.py)
    assert _variant(tmp_path, instant).verdict == "legal"


def test_a_generated_action_is_not_declared(tmp_path):
    def generated(doc):
        doc["question"]["action"]["generated"] = True
        doc["state"]["from_turn_start"] = True      # its «1 раз за ход» not used yet (legality/stack/history.py)
    assert _variant(tmp_path, generated).verdict == "legal"


def test_heroes_has_no_such_rule_here(tmp_path):
    def heroes(doc):
        doc["edition"] = "heroes"
        inline_copy(doc, 0, CULVERIN)           # the base holds classic cards
    ans = _variant(tmp_path, heroes, "heroes")
    assert not any(r.code == "non-sudden-in-enemy-turn" for r in ans.reasons)
