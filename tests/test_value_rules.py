"""Value rules (a card's cost) answered by the direct evaluator and by z3 agree on generated situations."""
from hypothesis import given, settings
from hypothesis import strategies as st

from legality.api import z3_engine
from legality.registry import EDITIONS
from legality.value_rules import evaluate_value, z3_value
from model import Action, ActionKind, Card, CardState, CardType, Cost, GameState


@settings(max_examples=300, deadline=None, derandomize=True)
@given(edition=st.sampled_from(EDITIONS), x_cost=st.booleans(), printed=st.integers(0, 6),
       playing=st.booleans(), free=st.booleans(), x=st.one_of(st.none(), st.integers(0, 5)))
def test_cost_evaluators_agree(edition, x_cost, printed, playing, free, x):
    card = Card("Карта", CardType.SPELL, Cost(0 if x_cost else printed, x_cost))
    state = GameState((CardState("c", card),))
    action = Action(ActionKind.PLAY_CARD if playing else ActionKind.ABILITY, targets=("c",), playing=playing,
                    free=free, x=x, x_from="cost" if x is not None else None)
    fast = evaluate_value(state, action, edition, "cost")
    slow = z3_value(z3_engine(), state, action, edition, "cost")
    assert (fast.verdict, fast.value, sorted(fast.rules)) == (slow.verdict, slow.value, sorted(slow.rules))
    if not x_cost:
        assert fast.value == printed          # a printed number is the cost whatever the edition
