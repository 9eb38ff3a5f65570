"""Общие правила назначения защитников: heroes 509.1-509.4 (seed 002).

An `assign_defender` action has the would-be defender as its source and the attacked card as its target;
`action.simple` / `action.directed` describe the strike it defends against.
"""
from ..expr import Cmp
from ..registry import rule
from ..ruledsl import V, forbid, is_, kind, not_

rule(
    "heroes:509.1", "Назначение защитника",
    """Назначение защитника – это свойство, которое может использовать открытое существо неактивного
игрока, когда существо активного игрока объявляет атаку ударом в фазе выбора. Карта, назначенная
защитником, становится целью атаки вместо карты, по которой был объявлен удар.""",
    "Only an open creature (not a hero) of the inactive player may become the defender, when a creature of the "
    "active player declares a strike in the choice phase; it becomes the attack's target instead.",
    topic="defender-open",
    note="The seed's (002) wording. The full ed. 15 text says only «открытое существо, когда существо противника "
         "объявляет атаку ударом» (no inactive player, no choice phase); where the two differ the seed stands. "
         "The defender's side is a clause each; the attacker's side (a creature of the active player striking) "
         "is checked by the stack tracer, which knows the strike. The choice phase is where a strike is declared "
         "(108.2), so a declared strike meets it.",
    clauses=[
        forbid("closed", kind("assign_defender") & not_("source.open"), "defender-closed",
               "only an open creature can become a defender", ["choose an open creature"]),
        forbid("not-creature", kind("assign_defender") & ~V("source.type").is_in("creature", "flyer"),
               "defender-not-creature", "only a creature can become a defender (a hero cannot)",
               ["choose an open creature"]),
        forbid("active-player", kind("assign_defender") & Cmp("==", V("source.controller"), V("state.active")),
               "defender-active-player", "only a creature of the inactive player can become a defender",
               ["choose a creature of the inactive player"]),
    ],
)

rule(
    "heroes:509.2", "Защитник только от простого ненаправленного удара",
    """Защитника можно назначить только от простого ненаправленного удара.""",
    "A defender can only be assigned against a simple, non-directed strike.",
    topic="defender-simple-strike",
    clauses=[
        forbid("not-simple", kind("assign_defender") & not_("action.simple"), "defender-not-simple",
               "a defender can only be assigned against a simple strike"),
        forbid("directed", kind("assign_defender") & is_("action.directed"), "defender-directed",
               "a defender cannot be assigned against a directed strike"),
    ],
)

rule(
    "heroes:509.3", "Защитник не более одного раза за ход",
    """Каждое существо может выступать защитником не более одного раза за ход.""",
    "Each creature may be a defender at most once per turn.",
    topic="defender-limit",
    clauses=[
        forbid("once-per-turn", kind("assign_defender") & V("source.defended_this_turn").ge(1),
               "defender-limit", "this creature has already been a defender this turn",
               ["choose a creature that has not defended this turn"]),
    ],
)

rule(
    "heroes:509.4", "Нельзя назначить защитника защитнику",
    """Нельзя назначить защитника защитнику.""",
    "A defender cannot be assigned for a defender.",
    topic="defender-of-defender",
    clauses=[
        forbid("defender-of-defender", kind("assign_defender") & is_("target.is_defender"),
               "defender-of-defender", "the attacked card is itself a defender: no defender for a defender"),
    ],
)

rule(
    "heroes:509.5", "Закрытие защитника",
    """Закрытие карты, выступающей защитником, происходит на этапе окончания одновременно с закрытием
атаковавшей карты.""",
    "The defender closes in the end stage together with the attacking card.",
    topic="defender-closes",
    note="A consequence at the end stage, not a declaration check: implemented by the stack tracer "
         "(legality/stack/), which closes the defender with the attacker unless card text overrides it.",
)
