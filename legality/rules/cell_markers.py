"""Markers on cells (legality/cell_markers.py): whose they are (classic 2012 416.3, 416.4), and the judges' rulings
on them — a cell a marker makes occupied is neither free nor occupied by one's cards (classic:ruling-dev-368), a
marker laid by an effect stays on its cell after its card leaves play (classic:ruling-dev-071).

Read through the board facts (`legal`, `oblige`, a `sequence`'s declarations) and the trigger language's `where`
(`chain`, `triggers`, a `sequence`'s triggers), so every kind reads one set of markers.
"""
from model import ActionKind, Step

from ..registry import rule
from ..ruledsl import forbid, is_, kind

STRIKES = (ActionKind.SIMPLE_STRIKE.value, ActionKind.SPECIAL_STRIKE.value)

rule(
    "classic-2012:416.3", "Markers are effects",
    """416.3 Markers are effects.""",
    "A marker (on a card or on a cell) is an effect: it has a source, an owner and a duration.",
    topic="markers-are-effects",
    note="The 2012 text is the English translation. Read by legality/cell_markers.py: a cell marker names the card "
         "whose effect laid it (`by`).",
)

rule(
    "classic-2012:416.4", "Whose an effect is",
    """416.4 An effect belongs to the player who controlled its source card when it was created.""",
    "An effect — a marker on a cell too — belongs to the player who controlled its source card when it was laid "
    "(the judges, dev-368: «эффект клетки контролирует создавший его игрок»; dev-436: an enemy's nest is not "
    "one's own).",
    topic="effect-owner",
    note="The 2012 text is the English translation. Read by legality/cell_markers.py (`marker_owner`).",
)

rule(
    "classic:ruling-dev-368", "A cell a marker makes occupied is not occupied by your cards",
    """Клетка с костром считается занятой кем-то из игроков? Существо из отряда Крондака может объявить удар через
ряд через клетку с костром? — Эффект клетки контролирует создавший его игрок. Однако клетка с костром не является
свободной или занятой вашими картами, поэтому удар через ряд через неё нанести нельзя. (dev-368, Крондак:
«клетка с маркером костра считается занятой».)""",
    "A cell a marker makes occupied («считается занятой») is neither free nor occupied by anyone's cards, so no "
    "strike through a row passes over it (the glossary: the cell between must be free or occupied by your card) — "
    "not even for the marker's own squad.",
    topic="cell-marker-occupied",
    note="The judges read the glossary's «Удар через ряд» (one intervening cell, free or occupied by your card) on a "
         "marked cell. legality/board.py `_row_facts`; a marker whose card names no feature laying it is unknown.",
    clauses=[
        forbid("row-over-occupying-marker", kind(*STRIKES) & is_("board.row_over_occupying_marker"),
               "row-strike-over-marker", "a strike through a row cannot pass over a cell a marker makes occupied "
               "(it is neither free nor occupied by your card)",
               ["strike through a row over a free cell or one your card stands on"], steps=[Step.DECLARATION]),
    ],
)

rule(
    "classic:ruling-dev-071", "A cell marker outlives its card",
    """Маркер «адской бомбы» сработает и в случае гибели подрывника. (dev-071, Безумный подрывник: «соседняя клетка
получает маркер „адской бомбы“ (в конце хода противника — убрать маркер и ранить карты на этой клетке на 3, а карты
на соседних клетках — на 1)».)""",
    "A marker a card's effect laid on a cell stays there, and does what it says, after that card has left play, "
    "unless the card's text ends it.",
    topic="cell-marker-outlives-source",
    note="Read by legality/chain_rules.py: a cell marker's trigger fires whether its card is in play or not.",
)

rule(
    "classic:ruling-dev-495", "A death frees a cell only if its card stood on one of its own",
    """Если гибель существа с проклятием не освободила клетку (например, погиб проклятый симбиот) — маркер «гнили»
клетка не получает. (dev-495, Аранта: «При гибели существа с проклятием освободившаяся клетка получает маркер
"гнили"».)""",
    "«Освободившаяся клетка» is the cell a dying card stood on by itself: a symbiote (in its host's cell, 2012 "
    "210.2) or a flyer (on no cell, 211.2) frees none, nor does a card whose cell another card still stands on.",
    topic="freed-cell",
    note="Read by the trigger language's `where: {target_freed_cell: true}` (legality/cell_markers.py `freed_cell`, "
         "legality/chain_rules.py).",
)
