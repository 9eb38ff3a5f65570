"""Generated (порождённые) actions: a strike, attack or fight an effect makes a card take, not one a player
declares (Вальхалла Торбьёрна, «приказ матриарха», a creature made to fight by an enemy's card). The classic rule
texts have no section on them; the judges' rulings on the relaunch cards decide, registered here as rules of the
classic edition with the ruling as their source. Applied by the core (the defender clause), by the stack tracer
(no closing unless the effect says so) and by the `fight` question (legality/stack/fight.py).
"""
from ..registry import rule
from ..ruledsl import forbid, is_, kind

rule(
    "classic:ruling-dev-429", "Порождённое сражение: ни защитника, ни перенаправления",
    """Судейское решение dev-429 (Торбьерн, «Вальхалла: ваш йордлинг сражается {strike} со стоящей рядом картой
противника (не закрываясь)»): это порождённое игродействие, сражение происходит сразу в начале хода, на это
сражение не срабатывают особенности при нападении. Назначить защитника или перенаправить атаку также нельзя.
То же для «приказа матриарха» (dev-242): нельзя ни назначить защитника, ни перенаправить атаку.""",
    "A fight an effect makes (a generated action) is not an assault: no defender may be assigned against it, it "
    "cannot be redirected, and abilities «при нападении» do not trigger on it.",
    topic="generated-action",
    note="A judges' ruling (shared/data/rulings dev-429, dev-242; the same for «гипноз», dev-318, and «ментальные "
         "тиски», dev-457); the 2012 rules have no section on generated actions. The defender and redirection "
         "parts are declaration clauses (a `redirect` action's facts describe the attack it redirects); the "
         "trigger part is the chain's: a generated strike is not an assault (`assault` is not set on its event, "
         "docs/chains.md).",
    clauses=[
        forbid("generated", kind("assign_defender") & is_("action.generated"), "defender-generated",
               "a generated fight (made by an effect) takes no defender and cannot be redirected"),
        forbid("generated-redirect", kind("redirect") & is_("action.generated"), "redirect-generated",
               "a strike or fight made by an effect (generated) cannot be redirected"),
    ],
)

rule(
    "classic-2012:205.5.a", "Combat whatever the attack",
    """205.5.a Combat occurs even if only one creature fights, regardless of the current battle phase or turn phase
or of the attack's type or kind.""",
    "A fight takes place whatever the attack's kind and whatever the phase, even if only one creature fights.",
    topic="combat-any-attack",
    note="English translation (the Russian original is not in the sources). Cited by the `fight` question for a "
         "generated fight; the judges' ruling dev-430 adds that a closed creature made to fight does fight.",
)

rule(
    "classic:ruling-dev-430", "Закрытое существо в порождённом сражении сражается",
    """Судейское решение dev-430 (Торбьерн): если йордлинг закрыт, он будет сражаться с картой противника за
особенность Торбьёрна? — Да.""",
    "A closed creature made to fight by an effect fights all the same (209.3's «only an open creature may attack» "
    "is about declared attacks).",
    topic="generated-closed-fights",
    note="A judges' ruling (shared/data/rulings dev-430). classic-2012:209.3's clause leaves generated actions "
         "out (legality/rules/battles.py); the `fight` question cites this rule when the source is closed.",
)
