"""Жетоны инкарнации: the judges' rulings on incarnation tokens (classic 2012 glossary «Incarnation X»).

The glossary's Incarnation X counts its card's tokens when it triggers («If it has at least X tokens, remove all its
tokens … and bring it into your squad»): the judges rule that a token taken from the card after the incarnation is
declared does not stop it (dev-198, Костяной рыцарь), and that an incarnation token may be put on a graveyard card
that has no Инкарнация (dev-339, Талион): such a token is a token like any other (218.4: any card may gain
tokens), it only does nothing until the card has Инкарнация X.
"""
from model import Step

from ..expr import Cmp
from ..registry import rule
from ..ruledsl import V, kind, permit

LATER = [s for s in Step if s is not Step.DECLARATION]

rule(
    "classic:ruling-dev-198", "A declared incarnation stands though a token is taken",
    """Судьи (dev-198, Костяной рыцарь: «{instant}, снять жетон инкарнации с карты на вашем кладбище: Восстановить
{armor} Костяного рыцаря»): может снять жетон инкарнации с карты, которая заявила инкарнацию. Карта инкарнирует
всё равно.""",
    "Once a card's incarnation is declared (it had X or more tokens), taking a token from it does not stop it: the "
    "tokens are counted when the incarnation triggers, not when it resolves.",
    topic="incarnation-declared",
    clauses=[
        permit("declared", kind("incarnate") & V("source.zone").eq("graveyard") & V("source.incarnation").ge(1)
               & Cmp("<", V("source.tokens"), V("source.incarnation")), "incarnation-declared",
               "the incarnation was declared with enough tokens: a token taken since does not stop it (judges, "
               "dev-198)", steps=LATER),
    ],
)

rule(
    "classic:ruling-dev-339", "An incarnation token on a card without Инкарнация",
    """Судьи (dev-339, Талион: «При сильном {strike} положите жетон инкарнации на существо на вашем кладбище»):
кладёт ли Талион жетоны инкарнации на существ без инкарнации? — Да, так можно.""",
    "An incarnation token may be put on a graveyard card that has no Инкарнация X (a token as any other, 2012 "
    "218.4).",
    topic="incarnation-token-target",
    clauses=[
        permit("no-incarnation", kind("receive_token") & V("target.zone").eq("graveyard")
               & V("target.incarnation").eq(0), "incarnation-token-any-card",
               "an incarnation token may be put on a graveyard card without Инкарнация (judges, dev-339)"),
    ],
)
