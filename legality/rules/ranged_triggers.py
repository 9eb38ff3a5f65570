"""Conditions of triggers on ranged attacks: «разряд с дальностью меньше максимальной» (Аль-Хосейн).

The tracer marks a ranged attack's event with `limited_range` (its ability has a «дальность X» or not:
legality/stack/tracer.py); a trigger's `where: {range_below_max: true}` reads it (legality/chain_rules.py). A
discharge without «дальность» is not one «с дальностью меньше максимальной»: the judges' dev-009. With a range,
whether it was made at less than its maximum is not read: `unknown`.
"""
from ..registry import rule

RANGE_BELOW_MAX = rule(
    "classic:ruling-dev-009", "Разряд без дальности — не «с дальностью меньше максимальной»",
    """Судейское решение dev-009 (Аль-Хосейн, «Когда ваша карта выполняет по наземной карте разряд с дальностью
меньше максимальной - получить +1 к до конца хода (2 раза за ход)»): когда выполняется разряд без дальности,
бонус не получает.""",
    "A ranged ability without «дальность» is never one «с дальностью меньше максимальной».",
    topic="range-below-max",
    note="A judges' ruling (shared/data/rulings dev-009).",
)
