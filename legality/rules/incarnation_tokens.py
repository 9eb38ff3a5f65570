"""Жетоны инкарнации: the judges' rulings on incarnation tokens (classic 2012 glossary «Incarnation X»).

The glossary's Incarnation X counts its card's tokens when it triggers («If it has at least X tokens, remove all its
tokens … and bring it into your squad»): the judges rule that a token taken from the card after the incarnation is
declared does not stop it (dev-198, Костяной рыцарь) — classic-2012:инкарнация counts the tokens at the
declaration only, and lets a declared incarnation resolve. An incarnation token may be put on a graveyard card that
has no Инкарнация (dev-339, Талион): such a token is a token like any other (218.4: any card may gain tokens), and
nothing forbids it. The two rulings are registered with their text; they are read by those rules, not as
permissions of their own (a classic permission would stand against the borrowed 2012 prohibitions: the `borrowed`
proof, docs/verify.md).
"""
from ..registry import rule

rule(
    "classic:ruling-dev-198", "A declared incarnation stands though a token is taken",
    """Судьи (dev-198, Костяной рыцарь: «{instant}, снять жетон инкарнации с карты на вашем кладбище: Восстановить
{armor} Костяного рыцаря»): может снять жетон инкарнации с карты, которая заявила инкарнацию. Карта инкарнирует
всё равно.""",
    "Once a card's incarnation is declared (it had X or more tokens), taking a token from it does not stop it: the "
    "tokens are counted when the incarnation triggers, not when it resolves.",
    topic="incarnation-declared",
    note="A judges' ruling (shared/data/rulings dev-198). Read by classic-2012:инкарнация (legality/rules/"
         "incarnation.py): its token clause holds at the declaration, its `declared` permission after it.",
)

rule(
    "classic:ruling-dev-339", "An incarnation token on a card without Инкарнация",
    """Судьи (dev-339, Талион: «При сильном {strike} положите жетон инкарнации на существо на вашем кладбище»):
кладёт ли Талион жетоны инкарнации на существ без инкарнации? — Да, так можно.""",
    "An incarnation token may be put on a graveyard card that has no Инкарнация X (a token as any other, 2012 "
    "218.4): no rule forbids it.",
    topic="incarnation-token-target",
    note="A judges' ruling (shared/data/rulings dev-339): a `legal` receive_token on such a card is legal, nothing "
         "forbidding it.",
)
