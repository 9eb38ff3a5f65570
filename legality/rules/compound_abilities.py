"""Compound abilities: several effects in one ability («…, при этом …», «…; …», «…, затем …»).

The classic texts here say only what happens to an illegal part (2012 423.3: disregard it, resolve the rest) and
that opening or closing inside such an ability may be declared on a card already so (219.3). When a later part
depends on an earlier one the classic judges decide, registered here as rules of the classic edition with the
ruling as their source. Read by the `sequence` tracer for a trigger's compound effect (`then:` in the trigger
language, legality/stack/firing.py `_next_parts`); a `chain` question does not know what a part did to the state,
so it applies the first part only and names the rest as not followed.
"""
from ..registry import rule

WHILE = rule(
    "classic:ruling-dev-097", "«…; …», «при этом»: следующая часть — только после полного выполнения предыдущей",
    """Судейское решение dev-097 (Истребитель духов, «При {strike} - воздействие «воплощение» - ранить выбранное
наземное бестелесное существо противника на 1; оно теряет бестелесность до конца хода»): если ранит на 1 существо
противника с бестелесностью и стойкостью, оно не теряет бестелесность — для потери бестелесности ранение должно
полностью успешно выполниться. Так же dev-080 (Лилит: бонус — только если существо переместилось), dev-122
(Анволд: разряд — только если уменьшил бросок), dev-508 (Микаэль: не приземлился — не ранит).""",
    "In a compound ability, a part linked by «при этом» or «;» executes only when the part before it executed "
    "fully (a wound kept off by Стойкость is not executed).",
    topic="compound-while",
    note="A judges' ruling (dev-097; the same reading in dev-080, dev-122, dev-508, and heroes 119.4 says it in "
         "its own rules). Where the trace cannot tell whether the part before executed fully (its effect is not "
         "applied by the trace, its value is unknown), the part is `unknown`.",
)

THEN = rule(
    "classic:ruling-dev-497", "«…, затем …»: следующая часть не зависит от предыдущей",
    """Судейское решение dev-497 (Чернокнижник, «{tap}: Воздействие "власть Ковена" существо получает проклятие,
затем ранить всех существ противника с проклятием на 1»): поранит всех проклятых существ противника на 1, даже если
не выдал никому проклятие.""",
    "In a compound ability, a part linked by «затем» executes whatever the part before it did.",
    topic="compound-then",
    note="A judges' ruling (dev-497). Heroes 119.2 interrupts a compound ability at a part that cannot be executed; "
         "the classic judges do not for «затем».",
)
