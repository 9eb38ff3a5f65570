"""Инкарнация и уникальность: classic 2012 glossary «Incarnation X» and «Uniqueness».

Incarnation X works only while its card is in a graveyard: at the start of its controller's turn the card gets a
token, and once it has at least X tokens they are removed and the card is brought into the squad (third row). So
a card incarnates only from a graveyard, only with Инкарнация X, and only with X or more incarnation tokens; a
text that lets it incarnate elsewhere or otherwise («может инкарнировать в любом третьем ряду …») changes where
and how, not whether (the judges, dev-078: it may be declared only with enough tokens). Incarnating is bringing a
card into a squad (glossary «Bring into a squad»), so a card with Уникальность cannot incarnate into a squad
already holding a card of its name — nor do what its text does «вместо инкарнации», which needs the incarnation
declared first (the judges, dev-451). The tokens are counted when the incarnation triggers (its declaration); what
happens to them afterwards is legality/rules/incarnation_tokens.py's.
"""
from model import Step

from ..expr import Cmp
from ..registry import rule
from ..ruledsl import V, forbid, is_, kind, permit

rule(
    "classic-2012:инкарнация", "Incarnation X (Инкарнация X)",
    """A mixed ability triggering only while its card is in a Graveyard. Its first part is triggered; the second
is permanent. Full text: "At the start of your turn, put a token on this card. If it has at least X tokens,
remove all its tokens, give it an incarnation marker, and bring it into your squad closed in any unoccupied cell
of your third row. If this card with an incarnation marker enters a Graveyard, remove its Incarnation X." If your
third row has no empty cell, Incarnation X triggers as soon as one appears. Flying creatures enter the Additional
Zone immediately after incarnation. Symbiotes, parasites, and equipment die immediately after it. Incarnation X
is not Resurrection.""",
    "A card incarnates only from a graveyard, only with Инкарнация X, and only once it has X or more incarnation "
    "tokens (a graveyard card's tokens are its incarnation tokens).",
    topic="incarnation",
    clauses=[
        forbid("from-graveyard", kind("incarnate") & V("source.zone").ne("graveyard"), "incarnate-not-in-graveyard",
               "Инкарнация works only while its card is in a graveyard"),
        forbid("has-incarnation", kind("incarnate") & V("source.incarnation").eq(0), "no-incarnation",
               "the card has no Инкарнация X"),
        forbid("enough-tokens", kind("incarnate") & V("source.zone").eq("graveyard")
               & V("source.incarnation").ge(1) & Cmp("<", V("source.tokens"), V("source.incarnation")),
               "incarnation-tokens-short", "the card has fewer incarnation tokens than its Инкарнация X",
               ["wait for more incarnation tokens"], steps=[Step.DECLARATION]),
        permit("declared", kind("incarnate") & V("source.zone").eq("graveyard") & V("source.incarnation").ge(1)
               & Cmp("<", V("source.tokens"), V("source.incarnation")), "incarnation-declared",
               "the incarnation was declared with enough tokens: they are counted when it triggers, so a token "
               "taken since does not stop it (the judges, dev-198)",
               steps=[s for s in Step if s is not Step.DECLARATION]),
        permit("incarnates", kind("incarnate") & V("source.zone").eq("graveyard") & V("source.incarnation").ge(1)
               & Cmp(">=", V("source.tokens"), V("source.incarnation")), "incarnation-ready",
               "the card is in a graveyard with at least X incarnation tokens: Инкарнация X brings it into the squad"),
    ],
)

rule(
    "classic-2012:уникальность", "Uniqueness (Уникальность)",
    """A permanent ability. A card with Uniqueness cannot be brought into a squad already containing a card with
the same name. Bring into a squad: to summon, resurrect, incarnate, take control of, or recruit a card into a
squad.""",
    "A card with Уникальность cannot be summoned, resurrected or incarnated into a squad that already holds a "
    "card of its name.",
    topic="uniqueness",
    clauses=[
        forbid("same-name", kind("summon", "resurrect", "incarnate") & is_("squad.unique_clash"),
               "unique-name-in-squad", "the card has Уникальность and a card of its name is already in the squad"),
    ],
)
