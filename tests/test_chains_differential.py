"""z3 and the direct scan answer "does this next effect repeat one of the chain, and which first?" alike, on
generated chains of (feature, source, target) keys and of (cause, effect) keys."""
from hypothesis import given, settings, strategies as st

from legality.chain_z3 import first_repeat_direct, first_repeat_z3

atoms = st.sampled_from(["f", "g", "h"]) | st.integers(0, 3) | st.none()
identity = st.tuples(atoms, atoms, atoms)
edge = st.tuples(identity, identity)


@settings(max_examples=150, deadline=None)
@given(st.lists(identity, max_size=12), identity)
def test_node_keys_z3_equals_direct(history, proposed):
    at, cites = first_repeat_z3(history, proposed, "classic:522.1")
    assert at == first_repeat_direct(history, proposed)
    assert cites == (() if at is None else ("classic:522.1",))


@settings(max_examples=100, deadline=None)
@given(st.lists(edge, max_size=10), edge, st.booleans())
def test_edge_keys_z3_equals_direct(history, proposed, plant):
    if plant and history:
        proposed = history[len(history) // 2]
    at, _ = first_repeat_z3(history, proposed, "heroes:525.2")
    assert at == first_repeat_direct(history, proposed)


def test_integer_and_text_atoms_are_not_confused():
    assert first_repeat_z3([("1", 1, None)], (1, 1, None))[0] is None
    assert first_repeat_direct([("1", 1, None)], (1, 1, None)) is None
