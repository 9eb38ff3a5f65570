"""Правило топора: explicit card text beats the rules.

classic 521.1 (seed 000), heroes 511.1, classic 2012 103.1. A card clause overrides a rule clause only
when its data names the rule topic it contradicts (`overrides`): the contradiction must be explicit.
"""
from ..registry import rule

rule(
    "classic:521.1", "Правило топора",
    """Если в тексте карты в явном виде прописано противоречие с настоящими Правилами, то преимущество в этой
ситуации имеет текст карты. Например, у Лёккена: "Выступая защитником, не закрывается. Может выступать
защитником любое число раз за ход".""",
    "Where card text explicitly contradicts the rules, the card text wins (Лёккен).",
    topic="axe-rule", meta="axe",
)

rule(
    "heroes:511.1", "Правило топора",
    """Если в тексте карты в явном виде прописано противоречие с настоящими Правилами, то преимущество в этой
ситуации имеет текст карты.""",
    "Where card text explicitly contradicts the rules, the card text wins.",
    topic="axe-rule", meta="axe",
)

rule(
    "classic-2012:103.1", "Golden rules: card text",
    """If a card's text directly contradicts a rule, the card's text overrides that rule. This always applies
except to verbal declarations that end the game. A direct contradiction means an explicit instruction to
bypass a rule.""",
    "Card text that directly contradicts a rule overrides it.",
    topic="axe-rule", meta="axe",
)
