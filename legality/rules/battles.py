"""Battles: heroes 510.1-510.3 (seed 002) and the classic 2012 combat rules 205.5, 209.3, and the glossary's
directed and unanswered strikes. Resolution rules: the stack tracer applies them when a strike is calculated;
the two glossary abilities also forbid assigning a defender (a declaration clause each).
(Heroes 510.4 and classic 527 belong to another module.)
"""
from model import Step

from ..registry import rule
from ..ruledsl import forbid, is_, kind, not_

rule(
    "heroes:510.1", "Сражение",
    """510.1. Если существо объявляет атаку ударом и целью является открытое существо противника, то обе карты
сражаются.""",
    "A strike at an open enemy creature is a battle: both cards strike.",
    topic="battle",
)

rule(
    "heroes:510.2", "Ответный удар",
    """510.2. Для существа, отражающий удар, в основном этапе атаки происходят аналогичные расчёты и применения
эффектов замещения и предотвращения, как и у атакующей карты.""",
    "The counterstrike goes through the same calculation and modification steps as the attack.",
    topic="counterstrike",
)

rule(
    "heroes:510.3", "Атака без сражения",
    """510.3. Если целью атаки является закрытое существо или герой, то раны наносятся без сражения.""",
    "A strike at a closed creature or at a hero deals wounds without a battle.",
    topic="no-battle",
)

rule(
    "classic-2012:209.3", "Only open creatures fight",
    """209.3. Only an open creature may move, attack with a simple strike, defend, close to attack a flying
creature, or fight an open opposing creature. (Только открытое существо может двигаться, атаковать простым
ударом, защищать, закрываться для атаки летающего существа или сражаться с открытым существом противника.)""",
    "Only an open creature moves, attacks with a simple strike or fights an open opposing creature.",
    topic="battle",
    clauses=[
        # a closed creature declares no simple strike and no move; a fight an effect makes (action.generated)
        # is not declared by the creature (classic:ruling-dev-430: a closed creature made to fight fights)
        forbid("closed-strikes", kind("simple_strike", "move") & not_("source.open") & not_("action.generated"),
               "closed-creature-acts", "only an open creature may move or attack with a simple strike",
               ["open the creature first"], topic="open-creatures-act", steps=[Step.DECLARATION]),
    ],
)

rule(
    "classic-2012:216.5", "Both open creatures fight",
    """216.5. Resolving the Roll object makes the source card enter combat and roll a die. If two open creatures
fight, both enter combat and roll, with the attacking creature rolling first. (Если сражаются два открытых
существа, оба вступают в бой и бросают кубик, атакующее первым.)""",
    "When two open creatures fight, both enter combat and both strike; the counterstrike is resolved like the "
    "attack.",
    topic="counterstrike",
)

rule(
    "classic-2012:205.5.b", "A card that does not fight",
    """205.5.b. A card that does not fight cannot roll to determine attack strength. Consequently, every simple
strike targeting it treats it as closed. (Карта, которая не сражается, не бросает кубик: простой удар по ней
считается ударом по закрытой карте.)""",
    "A card that does not fight (closed, a hero, the target of an unanswered strike) takes the strike as a "
    "closed card: no counterstrike.",
    topic="no-battle",
)

rule(
    "classic-2012:направленный-удар", "Directed Strike (Направленный удар)",
    """Directed Strike. A permanent ability. Full text: “A defender cannot be assigned against this card's simple
or special strike.”""",
    "No defender may be assigned against a directed strike (simple or special); its target still fights back.",
    topic="directed-strike",
    note="Glossary entry of the 2012 rules (section 6, no number); English translation, the Russian original is "
         "not in the sources. A declaration clause (like heroes 509.2), not a battle rule: the target of a "
         "directed strike fights back as usual (205.5, 216.5).",
    clauses=[
        forbid("directed", kind("assign_defender") & is_("action.directed"), "defender-directed",
               "a defender cannot be assigned against a directed strike"),
    ],
)

rule(
    "classic-2012:безответный-удар", "Unanswered Strike (Безответный удар)",
    """Unanswered Strike includes Directed Strike; a card with Unanswered Strike also has Directed Strike. Full
text: “Directed Strike. A card attacked by this card's simple or special strike does not fight it.” It is a
permanent ability.""",
    "The target of an unanswered strike does not fight back (no counterstrike); an unanswered strike is also "
    "directed, so no defender may be assigned against it.",
    topic="unanswered-strike",
    note="Glossary entry of the 2012 rules (section 6, no number); English translation, the Russian original is "
         "not in the sources. The «Full text» it quotes begins with the words «Directed Strike»: it is the text "
         "the unanswered strike adds to the directed one (the glossary's own Directed Strike entry is the "
         "defender rule). The stack tracer applies the no-battle part when the strike is calculated.",
    clauses=[
        forbid("unanswered", kind("assign_defender") & is_("action.unanswered"), "defender-unanswered",
               "an unanswered strike is also directed: a defender cannot be assigned against it"),
    ],
)
