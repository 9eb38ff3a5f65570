"""Скрытые карты: classic 2012 415 (hidden cards) and the classic judges' rulings on them.

A hidden card is face down (415.1). Under 2012 it is revealed as soon as it becomes a target, declares a sudden
ability, has a triggered ability trigger or a permanent ability begin affecting play (415.2); its chain's Target
object reveals the *final* target, after any redirection (216.4). At declaration a hidden card is a legal target
of any otherwise possible ability, and the ability's conditions on it count as met (415.3): what the hidden card
is cannot bear on the declaration, so its text is not read there (legality/hidden.py). An ability that becomes
illegal once its target is revealed is blocked (415.4: still paid for, 410.1). A player may not reveal their own
card at will (415.5).

The classic judges rule two points the 2012 text does not: a hidden card's permanent abilities (a restriction
«… только по Гирхилле», «… только по Элементалю воздуха») do not act while it is hidden, and do not oblige its
controller to reveal it (dev-081, dev-137; 415.2.a would reveal such a card at once); and a revealed card cannot
be hidden again at will (dev-048).
"""
from model import Step

from ..expr import Cmp
from ..registry import rule
from ..ruledsl import V, forbid, kind, not_, permit, is_

# what a player declares at a card: attacks, spells, influences and the effects the rules let a card choose
TARGETING = ("simple_strike", "special_strike", "shot", "throw", "discharge", "magic_strike", "spell", "effect",
             "wound", "heal", "poison", "destroy", "receive_token", "lose_feature", "finishing_blow", "ability",
             "move", "open", "close")

rule(
    "classic-2012:415.3", "Hidden cards as targets",
    """415.3 A hidden card is a legal target for any otherwise possible playable or triggered ability. Treat all
conditions in that ability's text as met if its target is hidden. Example: An Acolyte of Dzar that may declare a
discharge only against creatures may target any hidden card, even a non-creature. Example: A Jester may declare
its feint by choosing any creature for X crystals and a hidden card, because the hidden card is treated as
meeting the "costs X crystals" condition. 415.2 Reveal a hidden card as soon as it becomes a property's or
ability's target (…). 216.4 Resolving the Target object: 1. Determine the final target of the ability or
property. 2. Reveal the final target if it was hidden.""",
    "At declaration a hidden card is a legal target of any otherwise possible ability and meets every condition "
    "the ability's text sets on its target: what the hidden card is (its type, cost, text) is not read there.",
    topic="hidden-target",
    clauses=[
        permit("hidden-target", kind(*TARGETING) & not_("target.revealed") & V("target.zone").eq("play"),
               "hidden-target-legal",
               "the target is hidden: a hidden card is a legal target and meets the ability's conditions (415.3)",
               steps=[Step.DECLARATION]),
    ],
)

rule(
    "classic-2012:415.4", "Hidden target revealed illegal: blocked",
    """415.4 Abilities and properties that become illegal after their target is revealed are blocked. This
blocking is a base effect and does not use the stack. 410.1 Blocking removes an ability or property completely
from the stack, except its Payment object.""",
    "An ability that turns out illegal when its hidden target is revealed is blocked: removed from the stack "
    "except its payment (a {tap} cost stays paid: the source stays closed).",
    topic="hidden-revealed-blocked",
    encoded=False,
    note="Not acted on yet: a question at a later step states the target revealed, and which conditions the "
         "revealed card fails is not read from the ability's text.",
    consequence="blocked (415.4, 410.1): removed from the stack except its Payment object, so it is still paid for",
)

rule(
    "classic-2012:415.5", "No revealing at will",
    """415.5 A player may not reveal their own card at will except where specifically permitted, such as by
Stealth.""",
    "A player may not reveal their own hidden card at will; only a card text (Скрытность) permits it. A reveal "
    "an effect makes (generated) is not at will.",
    topic="hidden-reveal",
    clauses=[
        forbid("reveal-own", kind("reveal") & not_("target.revealed") & not_("action.generated")
               & Cmp("==", V("source.controller"), V("target.controller")),
               "reveal-own-at-will", "a player may not reveal their own card at will (415.5)",
               ["only a text that permits it (Скрытность) reveals a card at will"]),
    ],
)

rule(
    "classic:ruling-dev-081", "A hidden card's permanent abilities do not act",
    """Судьи (dev-081, Гирхилла): «Пока Гирхилла скрыта — ограничение на цели выстрелов и метаний не действует,
вскрывать Гирхиллу при их объявлении не обязательно». dev-137 (Элементаль воздуха): скрытый Элементаль воздуха
не обязан вскрываться, когда объявляется разряд в другую карту, разряд проходит в изначальную цель.""",
    "While a card is hidden its permanent abilities (a restriction of whom enemies may target) do not act, and "
    "nothing obliges its controller to reveal it (the judges; classic 2012 415.2.a would reveal it at once).",
    topic="hidden-permanent",
    note="Acted on by legality/hidden.py (the state a question is judged on), not by a clause. Goes against classic 2012 415.2.a (a hidden card allowing abilities only on itself reveals at once); "
         "the judges' word stands for the classic edition.",
)

rule(
    "classic:ruling-dev-048", "A revealed card is not hidden again at will",
    """Судьи (dev-048, Вынюхиватель): менять расположение вскрытых карт можно, скрыть их нельзя — будучи
вскрытыми Вынюхивателем, они остаются вскрытыми.""",
    "A revealed card stays revealed: its controller may not hide it at will (only a card text that hides it "
    "does).",
    topic="hidden-hide",
    clauses=[
        forbid("hide-revealed", kind("hide") & is_("target.revealed")
               & Cmp("==", V("source.controller"), V("target.controller")),
               "hide-at-will", "a revealed card stays revealed: it may not be hidden at will (judges, dev-048)"),
    ],
)
