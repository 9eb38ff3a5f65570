"""Where a card incarnates: classic 2012 glossary «Incarnation X» («bring it into your squad closed in any unoccupied
cell of your third row»; flyers enter the Additional Zone immediately after). An `incarnate` action may name its
destination `to`; a text that makes a card incarnate elsewhere («Инкарнирует в третьем ряду противника …», «…
только на клетке с дрожью … если клетка занята …») overrides this by the axe rule. The judges: Вестник мора
incarnates on a free cell of its controller's third row, and only then gains flight from «При инкарнации получить
полет» (dev-334).
"""
from model import Step

from ..registry import rule
from ..ruledsl import V, forbid, is_, kind, permit

INCARNATE_TO = kind("incarnate") & is_("board.to_given")

rule(
    "classic-2012:инкарнация-клетка", "Incarnation X: a free cell of your third row",
    """Incarnation X (…) If it has at least X tokens, remove all its tokens, give it an incarnation marker, and bring
it into your squad closed in any unoccupied cell of your third row. (…) If your third row has no empty cell,
Incarnation X triggers as soon as one appears. Flying creatures enter the Additional Zone immediately after
incarnation.""",
    "A card incarnates onto a free cell of its controller's third row (a flyer moves to the Additional Zone only "
    "after it).",
    topic="incarnation-cell",
    clauses=[
        forbid("third-row", INCARNATE_TO & V("board.to_own_row").ne(3), "incarnate-not-third-row",
               "a card incarnates in a cell of its controller's third row", ["choose a cell of your third row"],
               steps=[Step.DECLARATION]),
        forbid("free", INCARNATE_TO & is_("board.to_occupied"), "incarnate-cell-occupied",
               "a card incarnates onto an unoccupied cell", ["choose a free cell"], steps=[Step.DECLARATION]),
        permit("cell", INCARNATE_TO & V("board.to_own_row").eq(3), "incarnate-third-row",
               "the destination is a cell of the controller's third row", steps=[Step.DECLARATION]),
    ],
)
