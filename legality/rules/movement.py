"""Movement on the Battlefield: classic 2012 203.2 (a step to a neighbouring cell on a vertical or horizontal),
203.10 (a flyer does not use movement), the glossary's Jump and Teleportation (to an unoccupied cell), and the
judges' ruling that a jump never ends on the cell the card stands on (classic:ruling-dev-311).

A `move` action names its destination `to` (a cell) and how it relocates, `via`: movement | jump | teleport |
effect (an ability moving a card). The geometry is legality/board.py; `legal`, `oblige` and a `sequence`'s
declarations read it alike. A destination whose source cell the scenario does not give is `unknown`.
"""
from model import Step

from ..registry import rule
from ..ruledsl import V, forbid, is_, kind, not_

MOVE = kind("move") & is_("board.to_given")

rule(
    "classic-2012:203.2", "Movement",
    """203.2 Movement is the property of moving on the battlefield. A moving card enters an adjacent cell in the
same row or column as its current cell. 203.2.a The destination cell declared by the card is the target of
movement.""",
    "A card using movement steps to a neighbouring cell on its vertical or horizontal, never diagonally.",
    topic="movement",
    clauses=[
        forbid("step-orthogonal", MOVE & V("action.via").eq("movement") & not_("board.to_orthogonal"),
               "move-not-a-step", "movement enters a neighbouring cell in the same row or column",
               ["choose a neighbouring cell on the card's vertical or horizontal"], steps=[Step.DECLARATION]),
    ],
)

rule(
    "classic-2012:203.10", "Flyers do not use movement",
    """203.10 A card with [Flight] in place of a movement allowance is a flying creature and cannot use
movement.""",
    "A flying creature has no movement.",
    topic="flyer-movement",
    clauses=[
        forbid("flyer-moves", kind("move") & V("action.via").is_in("movement", "none")
               & V("source.type").eq("flyer") & V("target.type").eq("none"),
               "flyer-movement", "a flying creature cannot use movement", steps=[Step.DECLARATION]),
    ],
)

rule(
    "classic-2012:прыжок", "Jump and Teleportation (Прыжок, Телепортация)",
    """Jump: … Full text: “If this creature is open, has spent no movement units and has not acted during its
turn, it relocates to any unoccupied cell, spending all its movement units.” … Using Jump is movement.
Teleportation: … Full text: “If this creature is open, has spent no movement units and has not acted during its
turn, it relocates to any unoccupied cell, spending all its movement units.” … Using Teleportation is movement.""",
    "A jump or a teleportation relocates the card to any unoccupied cell (not only a neighbouring one).",
    topic="jump",
    note="Glossary entries «Прыжок» and «Телепортация», unnumbered: the id names them. Their range, when printed "
         "(«Прыжок, дальность 3»), is the action's `range` (glossary «Дальность X»).",
    clauses=[
        forbid("jump-occupied", MOVE & V("action.via").is_in("jump", "teleport") & is_("board.to_occupied"),
               "jump-occupied", "a jump or teleportation relocates to an unoccupied cell only",
               ["choose a free cell"], steps=[Step.DECLARATION]),
    ],
)

rule(
    "classic:ruling-dev-311", "Прыжок не на ту же клетку",
    """Можно прыгнуть на ту же клетку, где стоял? — Нельзя. (dev-311, Дети топи: «… прыжок, дальность 2».)""",
    "A jump (or teleportation) cannot end on the cell its card stands on.",
    topic="jump-same-cell",
    note="The glossary says «to any unoccupied cell»; whether the card's own cell counts as occupied it leaves "
         "open (its «Occupied cell» is one a corporeal creature cannot stand in). The judges settle it.",
    clauses=[
        forbid("jump-same-cell", MOVE & V("action.via").is_in("jump", "teleport") & is_("board.to_same"),
               "jump-same-cell", "a jump cannot end on the cell the card stands on",
               ["choose another free cell"], steps=[Step.DECLARATION]),
    ],
)
