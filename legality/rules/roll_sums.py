"""A trigger on the sum of the dice of an ability's several attacks needs each of them made (classic judges'
ruling dev-454). Read by the `roll` question (legality/questions/roll.py) for an `on_roll` with `sum: true` and
`rolls: N` (legality/roll_triggers.py)."""
from ..registry import rule

ALL_ROLLS = rule(
    "classic:ruling-dev-454", "Сумма кубиков нескольких атак способности — только когда все они совершены",
    """Судейское решение dev-454 (Темный эльф, «{tap}: Два выстрела на 1-2-2, только по разным картам. Если сумма
значений кубиков при определении силы этих выстрелов равна 6 или менее положите жетон инкарнации или {counter} на
вашу карту»): может ли выдать фишку, если сделал только один выстрел? Нет. Чтобы иметь возможность выдать фишку —
должен совершить два выстрела.""",
    "A trigger reading the sum of the dice of an ability's N attacks («сумма значений кубиков … этих выстрелов») "
    "fires only when all N attacks were made and rolled: fewer rolls have no such sum.",
    topic="roll-sum-all-attacks",
    note="A judges' ruling (dev-454).",
)
