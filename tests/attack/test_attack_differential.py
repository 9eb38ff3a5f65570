"""Differential test: the group-wise algorithm (z3 proofs + dynamic programme), the same without z3, and brute
force over every permutation must reach the same outcome set; every witness order must replay to its outcome."""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from legality.attack.classic_order import order_422, order_520
from legality.attack.heroes_order import order_523
from legality.attack.modifiers import Modifier, State, apply
from legality.attack.outcomes import brute_force, reach

CONTROLLER = {"src": "first", "ally": "first", "tgt": "second", "enemy": "second"}
ORDERS = {"classic": order_520, "classic-2012": order_422, "heroes": order_523}
STRIKE = (2, 3, 5)


@st.composite
def modifier(draw, i, strength_ok):
    ops = ["add", "sub", "mul", "div", "set"] + (["strength"] * 2 if strength_ok else [])
    op = draw(st.sampled_from(ops))
    card = draw(st.sampled_from(sorted(CONTROLLER)))
    if op == "strength":
        return Modifier(f"m{i}", op, card, to=draw(st.sampled_from(["weak", "medium", "strong"])), timestamp=i)
    value = draw(st.integers(1, 3)) if op == "div" else draw(st.integers(0, 4))
    rnd = draw(st.sampled_from([None, "up", "down"])) if op == "div" else None
    return Modifier(f"m{i}", op, card, value=value, round=rnd, timestamp=i)


@st.composite
def case(draw):
    edition = draw(st.sampled_from(sorted(ORDERS)))
    n = draw(st.integers(1, 5))
    mods = [draw(modifier(i, edition == "classic")) for i in range(n)]
    if edition == "classic" and draw(st.booleans()):
        start = State("medium", (STRIKE[1],))
    else:
        start = State(None, (draw(st.integers(-3, 7)),))
    return edition, mods, start


def replay(start, witness, snr):
    s = start
    for cs in witness:
        by_id = {m.id: m for m in cs.cell.mods}
        assert cs.before == s
        for mid in cs.order:
            s = apply(by_id[mid], s, STRIKE, snr)
        assert s == cs.after
    return s


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case())
def test_fast_z3_and_brute_force_agree(c):
    edition, mods, start = c
    order = ORDERS[edition](mods, "src", "tgt", CONTROLLER.get)
    if order.unknown:
        return
    expected = brute_force(order, start, STRIKE)
    for use_z3 in (True, False):
        finals, notes = reach(order, start, STRIKE, use_z3)
        assert {s.key() for s, _w in finals} == expected
        for s, witness in finals:
            assert replay(start, witness, order.set_never_raises).key() == s.key()
        for n in notes:
            if n.proved:      # a z3 proof says the cell's order cannot matter: brute force must agree
                assert n.cell.mode == "choose"


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["add", "sub", "mul", "div", "set"]), st.integers(1, 4),
                          st.sampled_from([None, "up", "down"])), min_size=2, max_size=5),
       st.integers(-5, 9))
def test_proved_cells_have_one_result_for_every_order(spec, base):
    """Where z3 proves a cell order-independent, every permutation gives one value (checked by brute force)."""
    mods = [Modifier(f"m{i}", op, "enemy", value=v, round=r if op == "div" else None, timestamp=i)
            for i, (op, v, r) in enumerate(spec)]
    order = order_422([m for m in mods if m.op != "set"], "src", "tgt", CONTROLLER.get)
    if not order.cells:
        return
    finals, notes = reach(order, State(None, (base,)), None, True)
    if notes[0].order_cannot_matter:
        assert len(brute_force(order, State(None, (base,)), None)) == 1
