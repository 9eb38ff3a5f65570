"""Which card an attack is «on» for a trigger reading «нападает (не) на X»: the card it was declared at, even
after a defender took it (the trigger language's `where: {declared_target: …}`, read by legality/chain_rules.py)."""
from ..registry import rule

rule(
    "classic:ruling-dev-217", "«Нападает на X»: карта, на которую объявлена атака",
    """Судейское решение dev-217 (Мимик, «Когда стоящая рядом карта противника нападает не на Мимика получить
{tok}»): Получает ли фишку, если атака по Мимику перенаправлена, в том числе в защитника? — Нет.""",
    "A trigger on a card attacking (or not attacking) a given card reads the card the attack was declared at: an "
    "attack declared at Мимик and taken by a defender is still an attack on Мимик, not on the defender.",
    topic="attack-declared-target",
    note="A judges' ruling (shared/data/rulings dev-217); the 2012 rules do not say it (an attack's target "
         "changes with a defender: 205.3, 412.5). Read for a strike a defender took (the trace's Entry.attacked); "
         "a redirection by an ability (`redirect`) is not traced as a change of target.",
)
