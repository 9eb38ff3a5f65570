"""A fight an effect makes needs no adjacency (classic:ruling-dev-484, legality/board.py, legality/stack/fight.py);
an edition without the ruling leaves the fight across the field unknown, as a declared one is."""
from __future__ import annotations

import os


from variants import by_doc

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPIRIT = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-484-unicorn-spirit-fighters-need-not-be-adjacent.yaml")


def _run(tmp_path, edit, edition="classic"):
    return by_doc(tmp_path, SPIRIT, edit, edition)


def test_an_edition_without_the_ruling_is_unknown(tmp_path):
    def plain(doc):
        doc["edition"] = "classic-2012"
    assert _run(tmp_path, plain, "classic-2012").verdict == "unknown"


def test_a_declared_strike_across_the_field_stays_unknown(tmp_path):
    def declared(doc):
        doc["question"]["action"].pop("generated")
    assert _run(tmp_path, declared).verdict == "unknown"


def test_neighbours_need_no_ruling(tmp_path):
    def near(doc):
        doc["cards"][2]["cell"] = [2, 2]
    ans = _run(tmp_path, near)
    assert ans.verdict == "fixed" and "classic:ruling-dev-484" not in ans.cites()
