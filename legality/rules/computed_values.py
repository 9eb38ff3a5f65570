"""Values a card text computes from another card (legality/computed_values.py): the classic judges read the
value printed on the card, without modifiers."""
from ..registry import rule

rule(
    "classic:ruling-dev-346", "X по значению другой карты: напечатанное значение",
    """Судейское решение dev-346 (Метаморф, «+X к {strike}, где X значение {strike} атакованного существа (без
учета модификаторов)»): Значение простого удара смотрится напечатанное на карте, или текущее, с учетом возможных
модификаторов? — Напечатанное. То же: dev-291 (Кобольд, «величина {strike} существа напротив»), dev-336
(Герольд мрака, слабый удар), dev-464 (Великий таран), dev-155 и dev-212 (движение), dev-004 и dev-283.""",
    "An X a card text reads off another card's strike, movement, lives or cost is the value printed on that "
    "card, without modifiers.",
    topic="computed-printed-value",
    note="A judges' ruling (shared/data/rulings dev-346 and the others named). Read by legality/attack/derive.py "
         "for a card modifier whose value is computed (`value: {printed: strike, of: other}`).",
)
