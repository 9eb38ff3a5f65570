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


# Whole chains: on generated trigger pools, the repetition expansion found is the one z3 finds, under every
# edition's wording (a mismatch would make the verdict `unknown`), and both engines give one answer.
from hypothesis import HealthCheck  # noqa: E402

from graphs.chain import Event  # noqa: E402
from legality.questions.chain import ChainQuestion, rule_chain, signature  # noqa: E402
from model import Card, CardState, CardType, GameState, Player  # noqa: E402
from legality.triggers import EffectSpec, Trigger  # noqa: E402

KINDS = ["start", "a", "b", "c"]
feature_spec = st.tuples(st.lists(st.sampled_from(KINDS), min_size=1, max_size=2, unique=True),
                         st.sampled_from(KINDS[1:]), st.sampled_from(["self", "event.source", "event.target"]),
                         st.sampled_from(["any", "self", "other", "enemy"]))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.lists(feature_spec, min_size=1, max_size=3), min_size=1, max_size=3),
       st.sampled_from(["classic", "classic-2012", "heroes"]))
def test_generated_chains_z3_and_direct_agree(cards_spec, edition):
    cards, trig = [], {}
    for i, feats in enumerate(cards_spec):
        cid = f"c{i}"
        cards.append(CardState(cid, Card(f"Карта {i}", CardType.CREATURE),
                               controller=Player.FIRST if i % 2 == 0 else Player.SECOND))
        trig[cid] = tuple(Trigger(f"Карта {i}", f"f{j}", tuple(on), target=rel,
                                  effect=EffectSpec(kind, target=end)) for j, (on, kind, end, rel) in enumerate(feats))
    state = GameState(tuple(cards))
    q = ChainQuestion("t", Event("start", "c0", "c0"), trig)
    z, fast = rule_chain(state, q, edition, "z3"), rule_chain(state, q, edition, "fast")
    assert z.verdict == fast.verdict
    # the only admissible `unknown` here: more orders of simultaneous effects than the cap
    assert z.verdict in ("cut", "ended") or all("orders" in u for u in z.unknown), z.unknown
    assert [signature(o[2]) for o in z.outcomes] == [signature(o[2]) for o in fast.outcomes]
