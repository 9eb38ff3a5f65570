"""Die-roll modifiers from cards and what reads a roll: the classic 2012 glossary's named modifiers (Blessing,
Curse, the five experiences, Clumsiness), the glossary's «Die roll» (unmodified) against the die-roll result
(after all modifiers), and the judges' ruling that a trigger reading a roll reads its result.

Encoded by `legality/attack/die_cards.py` (which modifiers a card's roll takes, for what the roll decides), read
by the `attack` question's roll, the `fight` question's rolls and the `roll` question (legality/questions/roll.py):
one reading. The classic editions (seed 000, seed 003) are silent on these and take them by fallback.
"""
from ..registry import rule

ENC = "encoded in legality/attack/die_cards.py; read by attack, fight and roll"

rule(
    "classic-2012:благословение", "Blessing",
    """Blessing. Full text: "+1 to all die rolls." Blessing is a permanent ability and a modifier. An ability
granting Blessing uses the short verb "bless." Thus "bless target card" means "target card gains Blessing." A
card with it is blessed.""",
    "Blessing: +1 to every die roll of its card (a permanent modifier).",
    topic="die-blessing", note=ENC + " (a scenario card's `states: [blessing]`, or the ability printed or laid)",
)

rule(
    "classic-2012:проклятие", "Curse",
    """Curse. A permanent modifier. An ability granting it uses "curse"; a card with it is cursed. Full text:
"−1 to all die rolls." """,
    "Curse: -1 to every die roll of its card (a permanent modifier).",
    topic="die-curse", note=ENC + " (a scenario card's `states: [curse]`, or the ability printed or laid)",
)

rule(
    "classic-2012:опыт-в-атаке", "Attack Experience (X)",
    """Attack Experience (X). A permanent modifier, with X equal to one if omitted. Full text: "+X to this card's
die roll when it initiates a simple-strike attack." """,
    "Опыт в атаке X: +X to its card's roll when it initiates a simple strike (no other roll).",
    topic="die-attack-experience", note=ENC,
)

rule(
    "classic-2012:опыт-в-защите", "Defense Experience (X)",
    """Defense Experience (X). A permanent modifier, with X equal to one if omitted. Full text: "+X to this card's
die roll when it responds to a melee strike." """,
    "Опыт в защите X: +X to its card's roll when it responds to a melee strike (fights back).",
    topic="die-defense-experience", note=ENC,
)

rule(
    "classic-2012:опыт-в-стрельбе", "Shooting Experience (X)",
    """Shooting Experience (X). A permanent modifier, with X equal to one if omitted. Full text: "+X to this
card's die roll when it initiates an attack with a Shot." """,
    "Опыт в стрельбе X: +X to its card's roll for a shot it makes.",
    topic="die-shooting-experience", note=ENC,
)

rule(
    "classic-2012:опыт-в-метании", "Throwing Experience (X)",
    """Throwing Experience (X). A permanent modifier, with X equal to one if omitted. Full text: "+X to this
card's die roll when it initiates an attack with a Throw." """,
    "Опыт в метании X: +X to its card's roll for a throw it makes.",
    topic="die-throwing-experience", note=ENC,
)

rule(
    "classic-2012:опыт-в-разряде", "Discharge Experience (X)",
    """Discharge Experience (X). A permanent modifier, with X equal to one if omitted. Full text: "+X to this
card's die roll when it initiates an attack with a Discharge." """,
    "Опыт в разряде X: +X to its card's roll for a discharge it makes.",
    topic="die-discharge-experience", note=ENC,
)

rule(
    "classic-2012:неповоротливость", "Clumsiness (X)",
    """Clumsiness (X). A permanent creature ability and modifier that other card types cannot gain. If X is
omitted, it equals one. Full text: "−X to this card's die roll when it initiates a simple-strike attack or
responds to a melee strike." """,
    "Неповоротливость X: -X to its card's roll when it initiates a simple strike or fights back a melee strike.",
    topic="die-clumsiness", note=ENC,
)

rule(
    "classic-2012:бросок-кубика", "Die roll",
    """Die roll. The unmodified number from 1 to 6 rolled by a player. After all modifiers, it is the die-roll
result.""",
    "A die roll is the unmodified number; after all modifiers it is the die-roll result.",
    topic="die-roll-result", note=ENC + " (the `roll` question reports both)",
)

rule(
    "classic:ruling-dev-396", "A trigger reading a roll reads its result",
    """Судьи (dev-396, также dev-223, dev-367, dev-434): «6 на кубике» считается с учётом всех модификаторов
(и перебросов). Значение броска смотрится с модификаторами.""",
    "A card's trigger on a die showing a value («выбрасывает на кубике 6», «когда бросок кубика равен 1», "
    "«больше его стоимости») reads the die-roll result after all modifiers (and rerolls), not the natural roll; "
    "only text that says so («без учёта модификаторов», the 2012 glossary's Plague) reads the natural roll "
    "(classic 2012 216.5 / 216.6).",
    topic="die-trigger-reads-result",
    note=ENC + ": a feature's `on_roll` (docs/cards.md) is tested on the result unless it says `natural: true`",
)

rule(
    "classic-2012:422.3", "Playable die-roll modifiers",
    """422.3 Playable abilities granting die-roll-result modifiers may be played only while a Result object is on
top of the stack.""",
    "A playable die modifier («+1 или -1 к броску кубика, или перебросить кубик») is played while the roll's Result "
    "object is on top: on any roll that has one (an attack's, a fight's, an ability's: 216.1.b).",
    topic="die-playable-modifiers",
    note=ENC + ": the `roll` question's `modifiers:` (add, sub, set, reroll) are such abilities",
)

rule(
    "classic:ruling-dev-372", "Rerolls before +X",
    """Судьи (dev-372): игроки могут заявлять особенности вида «+Х к броску кубика» только после разрешения всех
особенностей вида «перебросить кубик»; когда игроки уже перешли к заявке таких особенностей, время перебросов
прошло.""",
    "Every reroll of a die is declared and resolved before any «+X к броску»; once +X is being declared, the roll can "
    "no longer be rerolled: a +X applies to the rerolled value.",
    topic="die-reroll-order",
    note=ENC + ": the `roll` question applies its rerolls first (the last stands), then +X/-X, then set-to-value",
)
