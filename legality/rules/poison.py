"""The poisoned state (отравлен): classic 2012's Poisoning for X, and the judges' reading that a second
poisoning of a poisoned creature is not laid (rulings dev-303, dev-307; dev-177). Applied by the `sequence`
tracer (legality/stack/life.py): a card's `poison` is its X.
"""
from ..registry import rule

POISONING = rule(
    "classic-2012:отравление", "Poisoning for X (Отравление на X)",
    """Poisoning for X. A triggered creature ability that no other card type can gain. A creature changing type
loses it. An ability granting it says “poison for X”; a creature with it is poisoned. An incorporeal creature
cannot legally be targeted by it. A poisoned creature that gains Incorporeality or Protection from Poison
immediately loses Poisoning for X; each loss is a base effect. Full text: “At the start of your turn, if this
creature opened this turn or was open before this turn began, it wounds itself for X.” X equals one if
omitted.""",
    "«Получает отравление на X» gives a creature Poisoning for X: it is poisoned (a state questions read).",
    topic="poisoning",
    note="English translation (the Russian original is not in the sources); glossary entry of the 2012 rules "
         "(section 5, no number). The wound at the start of the turn is not traced: a trace "
         "where it would act is unknown (legality/stack/turn_start.py).",
)

NO_SECOND = rule(
    "classic:ruling-dev-303", "A poisoned creature gets no second poisoning",
    """Если у цели сильного выстрела Ижора уже есть отравление на 1, цель не получит второго отравления на 1
(эффект не считается наложенным на карту). (Судейское разъяснение; то же — Болотник, dev-307: отравление на 1
у уже отравленного существа не становится отравлением на 2; Карающий, dev-177: выбрать отравление уже
отравленного существа можно, ничего не произойдёт.)""",
    "Poisoning a creature that is already poisoned does nothing: the poisoning is not laid, X does not add up, "
    "and the effect counts as not laid on the card.",
    topic="poison-again",
    note="Judges' ruling dev-303 (also dev-307, dev-177): the rule texts do not say whether poisonings add up; "
         "the judges rule that they do not. Encoded in legality/stack/life.py.",
)
