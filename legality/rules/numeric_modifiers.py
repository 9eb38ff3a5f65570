"""Правило наложения модификаторов числовых значений: heroes 523.1, 523.2 (full rules ed. 15).

Encoded by the attack resolution in `legality/attack/heroes_order.py`.
"""
from ..registry import rule

rule(
    "heroes:523.1", "Порядок модификаторов числовых значений",
    """При расчёте числовых значений модификаторы применяются в следующем порядке
- модификаторы, добавляющие к значению число в любом порядке;
- модификаторы, умножающие значение на коэффициент;
- модификаторы, вычитающие из значения в любом порядке;
- модификаторы, делящее значение в любом порядке;
- модификаторы, сводящие к определённом значению в порядке появления в игре.""",
    "Numeric modifiers apply: additions (any order), multiplications, subtractions (any order), divisions "
    "(any order), then set-to-value in the order they appeared in play.",
    topic="value-modifier-order", note="encoded in legality/attack/heroes_order.py",
)

rule(
    "heroes:523.2", "Отрицательное значение сводится к 0",
    """После наложения всех модификаторов, в случае если значение получилось отрицательным, применяет
модификатор игры, сводящий значение к 0""",
    "After all modifiers, a negative value is set to 0 by a game modifier.",
    topic="value-below-zero", note="encoded in legality/attack/resolve.py",
)
