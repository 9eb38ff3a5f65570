"""«+1 к {strike}, пока стоит в одном столбце с вашим логовом», «-1 от немагических атак, пока стоит в одном ряду с
вашим логовом» (Йети, compiled: `when.self` column_of_own_cell_marker / row_of_own_cell_marker,
legality/cell_markers.py `line_own_marker`): both on the lair's own cell (dev-143), one each along a line, none for
the opponent's lair, unknown where Йети's cell is not given; the `attack` question and a trace agree."""
from __future__ import annotations

from pathlib import Path

from tests.variants import by_doc

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
STRIKES = RULINGS / "dev-143-a-yeti-strike-bonus-on-own-lair.yaml"
STRUCK = RULINGS / "dev-143-b-yeti-nonmagic-minus-on-own-lair.yaml"


def _lair(cell, by="yeti"):
    def edit(doc):
        doc["state"]["cell_markers"] = [{"at": cell, "marker": "логово", "by": by}]
    return edit


def _values(answer):
    return sorted(o["value"] for o in answer.to_json()["outcomes"])


def test_both_bonuses_on_the_lair_cell(tmp_path):
    assert _values(by_doc(tmp_path, STRIKES, lambda d: None)) == [3]
    assert _values(by_doc(tmp_path, STRUCK, lambda d: None)) == [1]


def test_the_column_gives_the_strike_and_the_row_the_protection(tmp_path):
    column, row = [3, 1], [1, 3]            # Йети stands on [3, 3]
    assert _values(by_doc(tmp_path, STRIKES, _lair(column))) == [3]
    assert _values(by_doc(tmp_path, STRUCK, _lair(column))) == [2]
    assert _values(by_doc(tmp_path, STRIKES, _lair(row))) == [2]
    assert _values(by_doc(tmp_path, STRUCK, _lair(row))) == [1]


def test_the_opponents_lair_is_not_yours(tmp_path):
    def theirs(doc):
        doc["cards"].append({"id": "their-yeti", "card": "Йети", "controller": "second", "cell": [5, 5],
                             "readings": doc["cards"][0]["readings"]})
        _lair([3, 3], "their-yeti")(doc)
    assert _values(by_doc(tmp_path, STRIKES, theirs)) == [2]


def test_a_cell_not_given_is_unknown(tmp_path):
    def nowhere(doc):
        doc["cards"][0].pop("cell")
    assert by_doc(tmp_path, STRIKES, nowhere).verdict == "unknown"


def test_the_trace_strikes_with_the_same_bonus(tmp_path):
    def traced(doc):
        doc["question"] = {"kind": "sequence", "events": [
            {"declare": "hit", "action": {"kind": "simple_strike", "source": "yeti", "target": "foe"},
             "strength": "weak", "counter_strength": "weak"},
            {"resolve": "hit"}]}
    t = by_doc(tmp_path, STRIKES, traced).to_json()
    assert t["verdict"] == "traced", t
    assert t["final"]["foe"]["wounds"] == 3, t["final"]
