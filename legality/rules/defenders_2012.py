"""Defenders in the classic 2012 rules: 205.3, 205.3.a, 205.3.c, 216.12.a and (redirection) 412.5.

The classic editions' seeds have no defender section, so classic and classic-b fall back to these (per topic),
as heroes has its own 509.1-509.5 (`defenders.py`). Adjacency (205.3.a) needs the board: the stack tracer
checks it when the cards have cells. Closing the defender with the attacker (216.12.a, heroes 509.5) is done
by the tracer at the attack's payment / end stage.
"""
from ..expr import Cmp
from ..registry import rule
from ..ruledsl import V, forbid, kind, not_

rule(
    "classic-2012:205.3", "Defender",
    """205.3. A defender may be assigned against a simple-strike attack. Assigning one redirects the attack to the
defending creature. (Защитника можно назначить от атаки простым ударом; назначение перенаправляет атаку на
защищающее существо.)""",
    "A defender may be assigned only against a simple strike; the attack is redirected to the defender.",
    topic="defender-simple-strike",
    clauses=[
        forbid("not-simple", kind("assign_defender") & not_("action.simple"), "defender-not-simple",
               "a defender can only be assigned against a simple strike"),
    ],
)

rule(
    "classic-2012:205.3.a", "Who may defend",
    """205.3.a. Any open creature adjacent both to the attack's source and to its target may defend. (Защитником
может стать любое открытое существо, соседнее и с источником атаки, и с её целью.)""",
    "Only an open creature adjacent to both the attacker and the attacked card may defend.",
    topic="defender-open",
    note="Openness is a clause; adjacency is checked by the stack tracer when both cards have cells.",
    clauses=[
        forbid("closed", kind("assign_defender") & not_("source.open"), "defender-closed",
               "only an open creature can become a defender", ["choose an open creature"]),
    ],
)

rule(
    "classic-2012:205.3.c", "Only the inactive player assigns defenders",
    """205.3.c. Only the inactive player may assign a defender. (Назначить защитника может только неактивный
игрок.)""",
    "Only the inactive player may assign a defender.",
    topic="defender-inactive-player",
    clauses=[
        forbid("active-player", kind("assign_defender") & Cmp("==", V("source.controller"), V("state.active")),
               "defender-active-player", "only the inactive player may assign a defender",
               ["choose a creature of the inactive player"]),
    ],
)

rule(
    "classic-2012:216.12.a", "Payment for assigning a defender",
    """216.12.a. Resolving the Payment object for assigning a defender does not close the source card. Instead, it
adds closing that card to the attacking card's Payment object. (Оплата назначения защитника не закрывает
защитника: его закрытие добавляется к оплате атакующей карты.)""",
    "The defender does not close when it is assigned: it closes with the attacker's payment.",
    topic="defender-closes",
)

rule(
    "classic-2012:412.5", "Redirection only once",
    """412.5 Resolving redirection's Wound object replaces an ability's or property's initial target with another
card, which becomes its target. If the ability or property already has a target other than its initial target,
redirection becomes illegal. Thus an already redirected ability or property cannot be redirected again.""",
    "An attack already redirected (to a defender) cannot be redirected again: a second defender is illegal.",
    topic="defender-final-target",
    note="English translation (the Russian original is not in the sources). Checked by the stack tracer, which "
         "knows whether the strike already has a defender; heroes 508.3 says the same («после этого ничто не "
         "может изменить цель способности»).",
)
