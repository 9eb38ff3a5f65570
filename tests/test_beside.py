"""«слева и справа от …» is the next column of the same line (207.2: a line runs across the board); the card
modifier's `holders: {beside: true}` and the computed sum over cards beside read it the same way (board.side_by_side).
The modifier once read the next line of the same column (in front or behind) instead."""
import os

from legality.api import rule_scenario
from legality.board import side_by_side
from legality.scenario import BUILTIN_DIR, parse_scenario

MOROK = os.path.join(BUILTIN_DIR, "rulings", "dev-328-morok-weakens-beside.yaml")


def test_side_by_side_is_the_same_line_and_the_next_column():
    assert side_by_side((2, 3), (3, 3)) and side_by_side((4, 3), (3, 3))
    assert not side_by_side((3, 2), (3, 3)) and not side_by_side((2, 2), (3, 3)) and not side_by_side((1, 3), (3, 3))


def _value(tmp_path, victim, striker):
    text = open(MOROK, encoding="utf-8").read().replace("cell: [2, 3]}", f"cell: {victim}}}").replace(
        "cell: [2, 4]}", f"cell: {striker}}}")
    p = tmp_path / "m.yaml"
    p.write_text(text, encoding="utf-8")
    (r,) = rule_scenario(parse_scenario(str(p)))
    return r


def test_morok_weakens_a_strike_beside_him_not_behind_him(tmp_path):
    assert _value(tmp_path, "[2, 3]", "[2, 4]").matches is True        # left of Морок: weak, 1 wound
    behind = _value(tmp_path, "[3, 2]", "[4, 2]")                       # behind Морок: not weakened
    assert behind.matches is False and "wounds: {victim: 1}" in " ".join(behind.problems)
