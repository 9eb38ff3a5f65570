"""The strike table (classic 2012 205.4, 205.6) as the die path reads it."""
import pytest

from legality.attack.dice import tier_of


@pytest.mark.parametrize("own,tier", [(1, "weak"), (3, "weak"), (4, "medium"), (5, "medium"), (6, "strong")])
def test_one_roll(own, tier):
    assert tier_of(own, None) == tier


@pytest.mark.parametrize("own,other,tier", [
    (4, 3, "weak"), (5, 3, "medium"), (6, 3, "medium"), (5, 1, "strong"), (6, 1, "strong"), (9, 1, "strong"),
    (3, 4, "weak"), (2, 4, "miss"), (2, 5, "miss"), (1, 5, "weak"), (1, 6, "miss"), (-2, 6, "miss"),
    (4, 4, "weak"), (1, 1, "weak"), (5, 5, "miss"), (6, 6, "miss")])
def test_fight_table(own, other, tier):
    assert tier_of(own, other) == tier
