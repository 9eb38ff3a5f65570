"""The z3 commutation lemmas behind «the order inside this group cannot matter»."""
from legality.attack.proofs import cell_commutes, commute


def key(op, v=0, to="", rnd=""):
    return (op, v, to, rnd)


def test_additions_and_subtractions_commute():
    assert commute(key("add", 2), key("sub", 3), True).commute is True


def test_set_to_value_commutes_when_it_never_raises():
    assert commute(key("set", 1), key("set", 3), True).commute is True       # classic 520.5: min
    assert commute(key("set", 1), key("set", 3), False).commute is False     # heroes: the last one wins


def test_floor_divisions_commute_but_not_with_multiplication():
    assert commute(key("div", 2, rnd="down"), key("div", 3, rnd="down"), True, integers=True).commute is True
    assert commute(key("div", 2, rnd="up"), key("div", 3, rnd="up"), True, integers=True).commute is True
    p = commute(key("mul", 2), key("div", 2, rnd="down"), True, integers=True)
    assert p.commute is False and p.counterexample is not None


def test_exact_multiply_and_divide_commute():
    assert commute(key("mul", 3), key("div", 2), True).commute is True


def test_strength_changes_to_different_tiers_do_not_commute():
    assert commute(key("strength", to="weak"), key("strength", to="strong"), True).commute is False


def test_addition_and_multiplication_do_not_commute():
    ok, _pairs, (a, b, v) = cell_commutes([key("add", 1), key("mul", 2)], True)
    assert ok is False and (v + 1) * 2 != v * 2 + 1
