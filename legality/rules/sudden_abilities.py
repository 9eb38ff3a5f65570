"""Priority and {instant}: who may declare a playable ability when (classic 2012 404.5-404.7, 312.2).

404.7 is a clause of the `legal` question (and so of each declaration of a `sequence`): a playable ability its card
prints without {instant} is declared by the active player only. The fact `action.non_sudden` reads the printed
ability (legality/facts.py `non_sudden`); the Main Phase and empty-stack parts of 404.7 are not read here (the
tracer's stack decides what is declared in response)."""
from ..registry import rule
from ..expr import Cmp
from ..ruledsl import V, forbid, is_

NON_SUDDEN = rule(
    "classic-2012:404.7", "Non-sudden playable abilities: the active player's",
    """404.6 A sudden playable ability has the form "[Sudden action] [cost]: [text]" and may be declared during any
phase of either player's turn whenever its player has priority. 404.7 A non-sudden playable ability may be
declared only by the active player during their Main Phase, with an empty stack and priority. (English translation
of the 2012 expanded rules; the Russian original is not in the sources.)""",
    "A playable ability printed without {instant} may be declared only by the active player (in their own turn).",
    topic="non-sudden-ability",
    note="The judges' dev-014 (Кулеврина орков declares her move for a closing only in her own turn) applies it.",
    clauses=[
        forbid("inactive-player", is_("action.non_sudden") & Cmp("!=", V("source.controller"), V("state.active")),
               "non-sudden-in-enemy-turn",
               "a playable ability without {instant} is declared only by the active player, in their own turn",
               ["declare it in your own turn"]),
    ],
)
