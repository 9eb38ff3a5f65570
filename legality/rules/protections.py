"""Защиты: classic 2012 411.1 and 411.4 (blocking, 410.1; the Protection object, 216.10).

A card protected against an ability receives none of its effects (411.1). The check is made when the chain's
Protection object resolves (216.10): after the Calculation object and before the Wound object, so in the
project's classic steps the protected card's part of the ability does not reach execution. Declaring the
ability is not made illegal by these texts (heroes 514.1 says that for its own edition), so the clauses hold at
the execution step only. Blocking removes the ability from the stack except its Payment object (410.1): the
ability is still paid for, unlike an illegal action (423.1); the rules carry that as their consequence.

Protection from magic covers spells, discharges and magic strikes (411.4). The classic edition (the judges'
relaunch rulings) has no protection text of its own here and takes these by fallback; its judges read them the
same way: «ЗоЗ (как и ЗоР) на цели Нерессы не позволит ей получить эту особенность» (dev-045), a card with
ЗоЗ or ЗоМ cannot lose tokens as part of Келунг's spell (dev-023), Бешеный маг's redirecting spell fails
against ЗоЗ on the attacker or on the new target (dev-253).
"""
from model import Step

from ..expr import V
from ..registry import rule
from ..ruledsl import any_of, forbid, is_, kind, not_, permit

# «удары» (the judges' dev-225: simple, special and magic strikes; a strike through a row is a simple one)
STRIKES = ("simple_strike", "special_strike", "magic_strike")
ATTACKS = ("simple_strike", "special_strike", "shot", "throw", "discharge", "magic_strike")
FLYER_ATTACK = kind(*ATTACKS) & V("source.type").eq("flyer")
# the source ignores a protection that covers this action, wholly (408.3) or as a narrower kind of a broader
# one (411.4.a: ignoring {zor} ignores that component of Защита от магии when attacking with a discharge)
IGNORES_KIND = any_of(
    kind("spell") & is_("source.ignores_spells"), kind("discharge") & is_("source.ignores_discharges"),
    kind("magic_strike") & is_("source.ignores_magic_strikes"), kind("shot") & is_("source.ignores_shots"),
    kind("spell", "discharge", "magic_strike") & is_("source.ignores_magic"),
    kind(*STRIKES) & is_("source.ignores_strikes"))
# the judges (dev-235, dev-332, dev-126): a protection splits into narrow ones, one of them «from the attacks of
# flyers»; a flyer that ignores {zoal} passes any protection that would protect from its attack
IGNORES_FLYER = FLYER_ATTACK & is_("source.ignores_flyer_attacks")
NOT_IGNORED = not_("source.ignores_features") & ~IGNORES_KIND & ~IGNORES_FLYER
# the target holds a protection that covers this action (411.1, 411.4)
PROTECTED = any_of(
    kind("spell") & is_("target.protection_spells"), kind("discharge") & is_("target.protection_discharges"),
    kind("magic_strike") & is_("target.protection_magic_strikes"), kind("shot") & is_("target.protection_shots"),
    kind("spell", "discharge", "magic_strike") & is_("target.protection_magic"),
    kind(*STRIKES) & is_("target.protection_strikes"), FLYER_ATTACK & is_("target.protection_flyer_attacks"))
# passed only by the judges' split of a protection by the attacker's kind (dev-235): the 2012 text does not say
BEYOND_2012_FLYER = IGNORES_FLYER & not_("target.protection_flyer_attacks") & ~IGNORES_KIND \
    & not_("source.ignores_features") & PROTECTED

BLOCKED = ("blocked (410.1): removed from the stack except its Payment object, so it is still paid for; "
           "the protected card receives none of its effects (411.1)")
BLOCKING_TOPICS = ("protection", "protection-composition")   # reasons whose rule gives its own consequence

rule(
    "classic-2012:411.1", "Protections",
    """411.1 Protection is a special kind of blocking. A card protected against an ability or property receives
none of its effects. Abilities triggered when an ability meets that protection still enter the stack and may
affect other cards, but cannot affect the protected card. 411.2 Protection is a permanent ability written
"Protection from [text]," where the text specifies what is blocked. 216.10 Resolving the Protection object
checks whether the target card has protection against the applied ability or property. 410.1 Blocking removes
an ability or property completely from the stack, except its Payment object.""",
    "A card protected from an ability receives none of its effects: the ability is blocked when its Protection "
    "object resolves, before its wounds or text reach the card, and is still paid for.",
    topic="protection",
    consequence=BLOCKED,
    clauses=[
        forbid("spell-blocked", kind("spell") & is_("target.protection_spells") & NOT_IGNORED, "protected-from-spells",
               "the target has protection from spells: the spell's effect does not reach it",
               ["choose a target without «Защита от заклинаний»"], steps=[Step.EXECUTION]),
        forbid("discharge-blocked", kind("discharge") & is_("target.protection_discharges") & NOT_IGNORED,
               "protected-from-discharges", "the target has protection from discharges: the discharge is blocked",
               steps=[Step.EXECUTION]),
        forbid("magic-strike-blocked", kind("magic_strike") & is_("target.protection_magic_strikes") & NOT_IGNORED,
               "protected-from-magic-strikes",
               "the target has protection from magic strikes: the magic strike is blocked", steps=[Step.EXECUTION]),
        forbid("shot-blocked", kind("shot") & is_("target.protection_shots") & NOT_IGNORED, "protected-from-shots",
               "the target has protection from shots: the shot is blocked", steps=[Step.EXECUTION]),
        forbid("strike-blocked", kind(*STRIKES) & is_("target.protection_strikes") & NOT_IGNORED,
               "protected-from-strikes", "the target has protection from strikes: the strike is blocked",
               steps=[Step.EXECUTION]),
        forbid("flyer-attack-blocked", FLYER_ATTACK & is_("target.protection_flyer_attacks") & NOT_IGNORED,
               "protected-from-flyer-attacks",
               "the target has protection from the attacks of flyers: the flyer's attack is blocked",
               steps=[Step.EXECUTION]),
    ],
)

rule(
    "classic-2012:411.4", "Protection from a broad ability type",
    """411.4 Protection from a broad ability type includes protection from each of its narrower kinds.
Example: Protection from Magical Abilities, better known as Protection from Magic, has the following incomplete
but sufficient text: "Protection from Discharges. Protection from Magical Strikes. Protection from Spells.\"""",
    "Protection from magic includes protection from discharges, magic strikes and spells: it blocks them, and "
    "card text «по картам с {zor}» counts a card with Защита от магии (legality/attack/derive.py, dev-010).",
    topic="protection-composition",
    consequence=BLOCKED,
    clauses=[
        forbid("magic-covers", kind("spell", "discharge", "magic_strike") & is_("target.protection_magic")
               & NOT_IGNORED,
               "protected-from-magic",
               "the target has protection from magic, which includes protection from spells, discharges and "
               "magic strikes: the ability is blocked", ["choose a target without «Защита от магии»"],
               steps=[Step.EXECUTION]),
    ],
)

rule(
    "classic-2012:408.3", "Ignoring abilities",
    """408.2 A card may ignore all of another card's non-acquired abilities or a particular ability, including an
acquired one, usually a named ability. 408.3 When the ignoring conditions are met, every stack object sourced by
the ignoring card gains the text "Ignore [abilities/specific ability] of this object's target." Effects produced
by that object treat the target as lacking those abilities or that ability. 408.3.a If the ignoring card states
no ignoring conditions, every stack object it sources gains that text.""",
    "A card that ignores a protection («Игнорирует {zor}») attacks as if its target lacked it: the protection "
    "does not block the ignoring card's ability.",
    topic="protection-ignored",
    note="English translation (the Russian original is not in the sources). The ignoring card's `ignores` (a "
         "lasting effect such as a concentration's) or its printed «Игнорирует X» keyword (legality/facts.py).",
    clauses=[
        permit("ignored", PROTECTED & IGNORES_KIND | IGNORES_FLYER & is_("target.protection_flyer_attacks"),
               "protection-ignored",
               "the source ignores the protection that would block this ability: the target is treated as lacking it",
               steps=[Step.EXECUTION]),
    ],
)

rule(
    "classic-2012:411.4.a", "Ignoring a narrower protection",
    """411.4.a Ignoring or removing protection against a narrower kind also affects a card with the broader
protection. Example: A card that ignores Protection from Discharges ignores that component of its target's
Protection from Magic when attacking with a discharge.""",
    "A card that ignores a narrower protection ignores that component of a broader one: ignoring «Защита от "
    "разрядов», its discharge passes «Защита от магии» (the judges' dev-036, Вельтар).",
    topic="protection-component-ignored",
    note="English translation (the Russian original is not in the sources).",
    clauses=[
        permit("component", is_("target.protection_magic") & any_of(
            kind("discharge") & is_("source.ignores_discharges"), kind("spell") & is_("source.ignores_spells"),
            kind("magic_strike") & is_("source.ignores_magic_strikes")), "protection-component-ignored",
            "the source ignores the narrower protection this ability meets: that component of the target's "
            "broader protection does not block it", steps=[Step.EXECUTION]),
    ],
)

rule(
    "classic:ruling-dev-235", "Защиты дробятся: игнорирующий {zoal} пробивает любую защиту от своей атаки",
    """Судейское решение dev-235 (Мантикора, «Игнорирует {zoal}»): Пробивает ли Мантикора защиту от ударов,
полученную Древним огром? А защиту Санкторума? — Да. Защиты дробятся на мелкие защиты. Мантикора будет
пробивать Санкторума, Древнего огра или любые другие защиты, которые бы защитили от удара летающего. То же
dev-332 (защита от ударов раскладывается на различные защиты, среди которых есть «защита от ударов
летающих») и dev-126 (Гранатовый дракон: пока игнорирует {zoal}, игнорирует любые защиты, если летающий).""",
    "A flyer that ignores «Защита от атак летающих» passes every protection that would protect from its attack "
    "(a protection splits into narrow ones, one of them «from the attacks of flyers»).",
    topic="protection-flyer-component",
    note="A judges' ruling (shared/data/rulings dev-235, dev-332, dev-126): it extends 411.4.a from kinds of "
         "ability to the kind of the attacking card. Encoded as the exception in 411.1's blocking clauses "
         "(IGNORES_FLYER); an edition without this ruling answers unknown there (legality/situation.py). No "
         "permission of its own: a permission would also stand against every other rule's prohibition.",
)

rule(
    "classic:ruling-dev-330", "«Игнорирует особенности атакованного»: и приобретённые защиты",
    """Судейское решение dev-330 (Древний огр, «При ударе по Древнему огру он получает защиту от ударов до конца
хода»): Нанесёт ли Ётун удар по Древнему Огру с уже активированной защитой? — Нанесёт, т.к. Ётун игнорирует в
том числе приобретённые защиты.""",
    "A card that ignores the features of the card it attacks (Ётун) ignores its protections, acquired ones "
    "included.",
    topic="protection-ignored-acquired",
    note="A judges' ruling (shared/data/rulings dev-330). It goes beyond classic 2012 408.2, which lets "
         "«all of another card's abilities» mean its non-acquired ones only; under classic-2012 such an "
         "ignoring meets a protection whose origin the scenario does not say, and the answer is unknown. "
         "Encoded as the exception in 411.1's blocking clauses (source.ignores_features).",
)
