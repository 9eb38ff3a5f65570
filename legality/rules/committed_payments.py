"""A card's closing committed to one payment cannot pay for another ability (classic judges' ruling dev-375).

Classic 2012 216.12 pays at the Payment object, after execution; 216.12.a adds a defender's closing to the
attacking card's Payment object. Until then the card stays open, yet its closing is already spoken for: the
judges rule that a resource already declared as the payment of one ability is reserved and cannot be declared
as the payment of another. Read by the `sequence` tracer at each declaration that closes its source
(legality/stack/committed.py).
"""
from ..registry import rule

COMMITTED = rule(
    "classic:ruling-dev-375", "Закрытие, уже заявленное в оплату, занято: им нельзя оплатить другую особенность",
    """Судейское решение dev-375 (Ловец удачи, «{instant}{tap}: Воздействие удача +1 или -1 к броску кубика, или
перебросить кубик»): Ловец удачи встаёт в защиту от простого удара — может ли он дать бонус или перекинуть свой
кубик или кубик противника? Нет: нельзя заявлять использование особенностей за ресурсы, которые уже заявлены в
качестве оплаты другой особенности. Ресурс занят (и зарезервирован). Так же dev-251: закрытие атакующего простым
ударом в нападении зарезервировано на момент сражения.""",
    "A card whose closing is already declared as a payment (its own unpaid action that closes it, or a defender "
    "whose closing 216.12.a adds to the attack's payment) cannot declare another ability paid by closing.",
    topic="committed-closing",
    note="A judges' ruling (dev-375; the same reservation in dev-251). The 2012 text pays at the Payment object "
         "(216.12) and does not say so itself.",
)
