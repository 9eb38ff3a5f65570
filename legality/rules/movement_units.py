"""Movement units (classic 2012 203.3-203.5, 203.13): a card moving by movement spends one unit a step; what it
has left is its unused movement. A relocation by a triggered ability (a teleportation a card's «при …» grants) is
no use of movement and spends nothing (glossary «Прыжок»: «A triggered Jump simply relocates to any unoccupied
cell»; the judges' dev-341, dev-444). The count is read off the card's `moved` (legality/board.py
`movement_left`), the same for `legal`, `oblige` and a `sequence`'s declarations (the tracer adds each move)."""
from model import Step

from ..registry import rule
from ..ruledsl import V, forbid, kind

rule(
    "classic-2012:203.4", "Unused movement",
    """203.3 A card gains a movement marker as payment for moving, even if the movement is blocked. At the
beginning of a player's turn, remove all movement markers from cards they control at the same time those cards
open. 203.4 Unused movement is the card's movement allowance minus its movement markers. It shows how many more
times that card can use movement during the turn. 203.13 A card may use movement described in 203.12 even when
its unused movement is zero.""",
    "A card whose movement markers equal its movement allowance cannot move by movement again this turn; a "
    "jump, a teleportation or a relocation by an ability needs no unused movement.",
    topic="movement-units",
    note="The markers are counted from the card's `moved` this turn (a sequence clears it when its controller's "
         "turn begins, 203.3): one per step by movement. A triggered teleportation spends none (the judges: "
         "Ахти, dev-444; Сайкорон, dev-341). A card text in play that may change the allowance, or a jump of a "
         "card with a playable Прыжок (which spends all its units): `unknown`.",
    clauses=[
        forbid("no-movement-left", kind("move") & V("action.via").eq("movement") & V("board.movement_left").le(0),
               "no-movement-left", "the card has no unused movement left this turn",
               ["move it by a jump, a teleportation or an ability, or in a later turn"], steps=[Step.DECLARATION]),
    ],
)

rule(
    "classic-2012:203.5", "No movement in the opponent's turn",
    """203.5 Movement cannot be used during an opponent's turn.""",
    "A card does not move by movement during its controller's opponent's turn.",
    topic="movement-turn",
    clauses=[
        forbid("movement-opponent-turn", kind("move") & V("action.via").eq("movement")
               & V("action.target").eq("none")
               & ((V("source.controller").eq("first") & V("state.active").eq("second"))
                  | (V("source.controller").eq("second") & V("state.active").eq("first"))),
               "movement-opponent-turn", "movement cannot be used during the opponent's turn",
               steps=[Step.DECLARATION]),
    ],
)
