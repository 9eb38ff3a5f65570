"""Rows of the Battlefield (classic 2012 207.3) and the judges' reading of «клетка первого ряда» in a card text with
no owner named: a cell of either player's first row (classic:ruling-dev-108). Read by the trigger language's
`where: {target_in_a_first_row: …}` (legality/chain_rules.py) for the `chain`, `triggers` and `sequence` kinds."""
from ..registry import rule

rule(
    "classic-2012:207.3", "Halves and rows",
    """207.3 A line between rows three and four divides the Battlefield into two halves. Each half has three rows of
five cells. 207.3.a Each half determines one player's starting arrangement. Thus the rules refer to the first
player's half and the second player's half. 207.3.b Rows on a player's half are numbered from the opponent's half:
the nearest is the first row, the farthest the third, and the middle the second.""",
    "Each player's half has three rows, numbered from the middle of the Battlefield: the first row is the one next "
    "to the opponent's half.",
    topic="board-halves",
    note="The 2012 text is the English translation. legality/board.py `half`, `row_of`.",
)

rule(
    "classic:ruling-dev-108", "«Клетка первого ряда» is either player's",
    """Срабатывает при перемещении существа на клетку любого первого ряда (вашего или противника). (dev-108,
Аккения: «При рывке вашего существа, если оно переместилось на клетку первого ряда он получает {armor}2 до конца
хода противника, иначе …».)""",
    "A text naming «клетку первого ряда» without saying whose means a cell of either player's first row.",
    topic="board-rows",
    note="Read by legality/chain_rules.py (`target_in_a_first_row`).",
)
