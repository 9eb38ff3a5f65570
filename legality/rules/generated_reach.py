"""A fight an effect makes needs no adjacency between the fighters (classic judges' ruling dev-484). Read by
legality/board.py (`board_unknowns`: a generated melee attack across the field is not left unknown) and noted by
the `fight` question (legality/stack/fight.py)."""
from ..registry import rule

GENERATED_REACH = rule(
    "classic:ruling-dev-484", "Сражение, созданное эффектом, не требует, чтобы существа стояли рядом",
    """Судейское решение dev-484 (Дух единорога, «Когда перемещается через 2 клетки, занятые наземными существами
стоимость 6 или менее, … иначе существа сражаются {strike} как открытые карты (ваше атакует, 1 раз за ход)»):
существа, по которым прошёл Дух единорога, считаются в течение одного хода, но им не обязательно стоять рядом друг
с другом, чтобы сражаться.""",
    "Creatures an effect makes fight each other fight wherever they stand: the fight needs no adjacency.",
    topic="generated-reach",
    note="A judges' ruling (dev-484). A declared melee attack across the field is not ruled here (2012 207.9 reads "
         "melee attacks between neighbours): it stays unknown.",
)
