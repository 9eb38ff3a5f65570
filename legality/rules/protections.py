"""Защиты (classic 2012, 411): a protected card receives no effects of what it is protected from.

The seed chapters of the classic rules have no section on protections; the 2012 classic rules (411) stand in.
Under them a protection blocks effects, not the choice of a target: a spell may name a creature protected
from spells, which then receives none of its effects (the judges' ruling dev-319: a creature with protection
from spells may be chosen as the target of the strike Шаман-душегрыз's spell «гипноз» makes, and takes no
harm from it). «Берсерк. Герои» rules the other way (heroes:514.1 makes such a target illegal).
"""
from ..registry import rule
from ..ruledsl import is_, kind, permit

rule(
    "classic-2012:411.1", "Protections",
    """411.1 Protection is a special kind of blocking. A card protected against an ability or property receives
none of its effects. Abilities triggered when an ability meets that protection still enter the stack and may
affect other cards, but cannot affect the protected card.
411.2 Protection is a permanent ability written "Protection from [text]," where the text specifies what is
blocked.""",
    "A protection blocks effects, not targeting: a spell may be declared at a card protected from spells, and "
    "that card receives none of its effects (judges' ruling dev-319).",
    topic="protection",
    note="The `legal` question reads only «Защита от заклинаний» (target.protection_spells) so far; that the "
         "protected card takes no wounds or effects is not asked by any question kind yet.",
    clauses=[
        permit("spell-at-protected", kind("spell") & is_("target.protection_spells"), "protected-target-legal",
               "a spell may be declared at a card protected from spells; the card receives none of its effects"),
    ],
)
