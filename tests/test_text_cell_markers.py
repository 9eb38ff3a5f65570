"""A text confining where a card incarnates to a cell with a marker («Инкарнирует только на клетке с дрожью»,
Скелетный червь): the board conditions `to_cell_marker` / `to_not_cell_marker` (legality/board.py,
legality/cell_markers.py `text_marker_on`), the text winning over the third row's free cell (the axe rule), and
whose marker counts (the judges' classic:ruling-dev-354; unknown under an edition without it)."""
from __future__ import annotations

from pathlib import Path

from tests.variants import by_doc

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
OURS = RULINGS / "dev-354-a-skeletal-worm-incarnates-on-our-other-worms-tremor.yaml"
THEIRS = RULINGS / "dev-354-b-skeletal-worm-not-on-enemy-worms-tremor.yaml"


def _to(cell):
    def edit(doc):
        doc["question"]["action"]["to"] = cell
    return edit



def test_the_judges_reading_decides_an_enemy_marker(tmp_path):
    assert by_doc(tmp_path, OURS, lambda d: None).verdict == "legal"
    v = by_doc(tmp_path, THEIRS, lambda d: None)
    assert v.verdict == "illegal" and "classic:ruling-dev-354" in v.cites()


def test_an_edition_without_the_judges_reading_is_unknown_on_an_enemy_marker(tmp_path):
    v = by_doc(tmp_path, THEIRS, lambda d: None, edition="classic-2012")
    assert v.verdict == "unknown" and any("дрожь" in u for u in v.unknown), v.unknown
    assert by_doc(tmp_path, OURS, lambda d: None, edition="classic-2012").verdict == "legal"


def test_a_cell_without_the_marker_is_forbidden_even_in_the_third_row(tmp_path):
    """«только на клетке с дрожью»: a free cell of our third row (line 1 for the first player) without дрожь."""
    v = by_doc(tmp_path, OURS, _to([3, 1]))
    assert v.verdict == "illegal", v.verdict


def test_an_occupied_cell_with_our_marker_is_legal(tmp_path):
    """The text destroys the cards on an occupied cell: the rule of a free cell does not hold against it."""
    def occupied(doc):
        doc["cards"].append({"id": "nomad", "card": "Кочевник", "controller": "second", "cell": [3, 3]})
    assert by_doc(tmp_path, OURS, occupied).verdict == "legal"


def test_a_destination_not_given_is_unknown(tmp_path):
    def no_to(doc):
        doc["question"]["action"].pop("to")
    v = by_doc(tmp_path, OURS, no_to)
    assert v.verdict == "unknown", v.verdict
