"""A card action (classic 2012 glossary «Card action»): after acting during a turn, a card may not move nor use
another action that turn — even when a text keeps it open after the action (judges' rulings dev-154, dev-302,
dev-386). The state counts the card actions a card has made this turn (`acted_this_turn`: set by the tracer at
the payment of an action whose cost closes the card, reset when a turn begins); the fact `action.card_action`
says whether the declared action is one (legality/facts.py `card_action`). A declaration whose cost the checker
cannot read (an attack naming no ability the card prints) by a card that has acted is `unknown`
(legality/situation.py), never ruled legal.
"""
from ..registry import rule
from ..ruledsl import V, forbid, is_, kind

CARD_ACTION = rule(
    "classic-2012:действие-карты", "Card action",
    """Card action: A card ability or property requiring that card to close as payment. After acting during a turn,
a card cannot move or use another action that turn. (Действие карты — способность или свойство карты, требующее
её закрытия в качестве оплаты. Подействовав в ход, карта не может в этот ход передвигаться или совершать другое
действие.)""",
    "A card that has made a card action (paid by closing) this turn may neither move nor make another one.",
    topic="card-action",
    clauses=[
        forbid("moves-after-acting", kind("move") & V("source.acted_this_turn").ge(1), "acted-then-move",
               "this card has acted this turn: it cannot move any more this turn",
               ["move a card that has not acted this turn"]),
        # its bound is 1, or N for a strike its text permits N times a turn (2012 «Act X times per turn»,
        # legality/rules/opening_again.py): acted ≥ 1 + (N-1)
        forbid("acts-again", is_("action.card_action") & V("source.acted_this_turn").ge(1)
               & V("source.acted_this_turn").gt(V("action.more_acts")),
               "acted-twice",
               "this card has acted this turn: it cannot make another card action this turn",
               ["act with a card that has not acted this turn"]),
    ],
)
