"""Values a card text computes from another card (legality/computed_values.py): the classic judges read the
value printed on the card, without modifiers."""
from ..registry import rule

rule(
    "classic:ruling-dev-346", "X по значению другой карты: напечатанное значение",
    """Судейское решение dev-346 (Метаморф, «+X к {strike}, где X значение {strike} атакованного существа (без
учета модификаторов)»): Значение простого удара смотрится напечатанное на карте, или текущее, с учетом возможных
модификаторов? — Напечатанное. То же: dev-291 (Кобольд, «величина {strike} существа напротив»), dev-336
(Герольд мрака, слабый удар), dev-464 (Великий таран), dev-155 и dev-212 (движение), dev-004 и dev-283; dev-394
(Омидгал: стоимость, напечатанная на карте, а не цена набора, например Линдвурма); dev-437 (Рейнджер: дальность
без модификаторов); dev-465 (Громила племени: сильный удар существ противника без модификаторов).""",
    "An X a card text reads off another card's strike, movement or cost is the value printed on that card, "
    "without modifiers (lives: classic:ruling-dev-118).",
    topic="computed-printed-value",
    note="A judges' ruling (shared/data/rulings dev-346 and the others named). Read by legality/attack/derive.py "
         "for a card modifier whose value is computed (`value: {printed: strike, of: other}`), and by a trigger's "
         "`target_costlier` (legality/chain_rules.py: the printed costs, dev-394).",
)

rule(
    "classic:ruling-dev-118", "X по жизням карты: текущие жизни",
    """Судейское решение dev-118 (Колесница Аккении, «излечивается на Х, где Х его {health}»): Учитывает текущее
количество жизней изгоняемого существа. То же: dev-135 и dev-140 (Дирр, Дирр-гигант: «чётное количество {health}» —
число текущих жизней атакованного существа), dev-258 (Центурион: X не больше числа его текущих жизней).""",
    "An X (or a condition) a card text reads off a card's lives counts its current lives: its lives plus its "
    "additional lives, less its wounds and negative lives (2012 204.6), not the printed number.",
    topic="computed-current-lives",
    note="A judges' ruling (shared/data/rulings dev-118, dev-135, dev-140, dev-258). Read by "
         "legality/computed_values.py (`current: lives`) for a card modifier and for an ability's or a trigger's X.",
)

rule(
    "classic:ruling-dev-057", "«Разница» стоимостей — модуль разности",
    """Судейское решение dev-057 (Древний келе, «Магический удар на Х, где Х - разница стоимости Древнего келе и
атакованного»): Что такое "разница"? — Модуль разности.""",
    "A «difference» of two values a card text reads (X = the difference of the costs of this card and the attacked "
    "one) is the absolute value of their difference: never negative, whichever is larger.",
    topic="computed-difference",
    note="A judges' ruling (shared/data/rulings dev-057). Read by legality/computed_values.py (`difference: cost`); "
         "the costs are printed (classic:ruling-dev-346).",
)
