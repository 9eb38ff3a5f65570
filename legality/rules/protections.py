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

from ..registry import rule
from ..ruledsl import forbid, is_, kind

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
        forbid("spell-blocked", kind("spell") & is_("target.protection_spells"), "protected-from-spells",
               "the target has protection from spells: the spell's effect does not reach it",
               ["choose a target without «Защита от заклинаний»"], steps=[Step.EXECUTION]),
        forbid("discharge-blocked", kind("discharge") & is_("target.protection_discharges"),
               "protected-from-discharges", "the target has protection from discharges: the discharge is blocked",
               steps=[Step.EXECUTION]),
        forbid("magic-strike-blocked", kind("magic_strike") & is_("target.protection_magic_strikes"),
               "protected-from-magic-strikes",
               "the target has protection from magic strikes: the magic strike is blocked", steps=[Step.EXECUTION]),
        forbid("shot-blocked", kind("shot") & is_("target.protection_shots"), "protected-from-shots",
               "the target has protection from shots: the shot is blocked", steps=[Step.EXECUTION]),
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
        forbid("magic-covers", kind("spell", "discharge", "magic_strike") & is_("target.protection_magic"),
               "protected-from-magic",
               "the target has protection from magic, which includes protection from spells, discharges and "
               "magic strikes: the ability is blocked", ["choose a target without «Защита от магии»"],
               steps=[Step.EXECUTION]),
    ],
)
