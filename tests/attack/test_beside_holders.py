"""`holders: {beside: true}`: «по картам слева и справа от …» is the next cell of the card's own row, not the
cells above or below it nor the diagonals (the judges' dev-328, Морок)."""
import pathlib

import pytest

from legality.api import rule_scenario
from legality.scenario import parse_scenario

SCENARIO = pathlib.Path(__file__).parents[2] / "legality/scenarios/rulings/dev-328-morok-weakens-beside.yaml"


# cells are [column, line] (legality/board.py); Морок stands at [3, 3]
@pytest.mark.parametrize("victim,striker,value", [("[4, 3]", "[4, 4]", 1),   # right of Морок: weak
                                                  ("[3, 2]", "[2, 2]", 3),   # behind him: not beside
                                                  ("[2, 2]", "[1, 2]", 3)])  # diagonal: not beside
def test_beside_is_left_or_right_only(tmp_path, victim, striker, value):
    text = SCENARIO.read_text(encoding="utf-8").replace("cell: [2, 3]}", f"cell: {victim}}}") \
        .replace("cell: [2, 4]}", f"cell: {striker}}}")
    p = tmp_path / "s.yaml"
    p.write_text(text, encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    assert [o.value for o in r.answer.result.outcomes] == [value]


def test_beside_without_cells_is_unknown(tmp_path):
    text = SCENARIO.read_text(encoding="utf-8").replace(", cell: [2, 3]}", "}")
    p = tmp_path / "s.yaml"
    p.write_text(text, encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    assert r.answer.verdict == "unknown"
