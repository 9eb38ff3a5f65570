"""When a value an ability computes is fixed: the classic judges' rulings on «X число ран на …».

Classic 2012 216.1 computes an attack's value at the calculation step, after the die roll and the instant actions
that answer it (216.5, 216.6); a text counting a card's wounds reads them then. Read by
legality/computed_values.py (`x: {current: wounds}`), which the `sequence` tracer calls at the calculation step.
"""
from ..registry import rule

CURRENT_WOUNDS = rule(
    "classic:ruling-dev-312", "«X — число ран на …» считается в момент расчёта, после внезапных действий",
    """Судейское решение dev-312 (Рэккен, «{tap}: Метание ритуального ножа на X, дальность 4, где X число ран на
Рэккене (максимум 4)»): величина X определяется в момент заявления или нанесения ран? Окончательная величина X
вычисляется после того, как игроки сыграют внезапные действия уже после броска кубика на определение силы атаки.
Так же dev-274 (Атекар: величина метания рассчитывается после внезапных действий после броска).""",
    "An X counting the wounds on a card («X число ран на …») counts those it has at the attack's calculation, "
    "after the instant actions played after the roll: a wound taken in that window counts.",
    topic="computed-current-wounds",
    note="A judges' ruling (dev-312, the same moment in dev-274 and dev-286); 2012 216.1 orders the steps.",
)
