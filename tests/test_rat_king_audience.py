"""Крысиный король's «аудиенция» read in `readings:` (dev-054): a move only of an enemy creature, only to a cell next to
which stand 8-X or more of his creatures, X his tokens (board condition to_next_to_own_creatures_fewer_than_less_tokens)."""
import os

from tests.variants import by_doc

KING = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings",
                    "dev-054-a-rat-king-audience-creature-range.yaml")


def _near(tokens):
    def edit(doc):
        doc["cards"][1]["at"] = "B2"                  # within range 4 of A3, moved to B3 next to the king
        doc["cards"][0]["tokens"] = tokens
    return edit


def test_without_tokens_the_cell_needs_eight_creatures_around(tmp_path):
    ans = by_doc(tmp_path, KING, _near(0))
    assert ans.verdict == "illegal" and "card-forbid" in {r.code for r in ans.reasons}


def test_eight_tokens_leave_any_cell(tmp_path):
    ans = by_doc(tmp_path, KING, _near(8))
    assert "card-forbid" not in {r.code for r in ans.reasons}
    assert ans.verdict == "legal", (ans.verdict, ans.unknown)


def test_seven_tokens_need_one_creature_next_to_the_cell(tmp_path):
    ans = by_doc(tmp_path, KING, _near(7))               # the king himself on A3 stands next to B3
    assert ans.verdict == "legal", (ans.verdict, ans.unknown)
    def far(doc):
        _near(7)(doc)
        doc["question"]["action"]["to"] = "D2"           # no creature of his next to D2
    assert by_doc(tmp_path, KING, far).verdict == "illegal"
