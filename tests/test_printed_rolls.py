"""«Ваш первый за ход бросок кубика равен 6» (Ясновидящая, compiled `first_roll_each_turn`) under the judges'
classic:ruling-dev-400: a stated roll of 6 is that roll, modified as usual (Ловец удачи's -1 makes the strike
medium); a stated roll of another value may be a later roll of the turn, and the sentence leaves it unknown."""
from __future__ import annotations

import os

from tests.variants import by_doc

SEER = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings",
                    "dev-400-seer-six-can-be-modified.yaml")


def test_a_stated_six_is_the_printed_roll(tmp_path):
    a = by_doc(tmp_path, SEER, lambda doc: None)
    assert a.verdict == "fixed" and not a.result.unknown
    assert [o.tier for o in a.result.outcomes] == ["medium"]


def test_another_stated_roll_leaves_the_sentence_unread(tmp_path):
    def edit(doc):
        doc["question"]["attack"]["roll"] = 3
    a = by_doc(tmp_path, SEER, edit)
    assert a.verdict == "unknown" and any("Ясновидящая" in u for u in a.result.unknown)


def test_an_edition_without_the_ruling_leaves_it_unread(tmp_path):
    a = by_doc(tmp_path, SEER, lambda doc: None, edition="heroes")
    assert any("Ясновидящая" in u for u in a.result.unknown)
