"""States the rules make impossible, and what the rules say happens to a card that reaches one.

A scenario states the game at a moment; a state no game can be in is refused with one line naming the card's
file, line and field, and the rule (`impossible_state`, called by the scenario parser for every question kind):
- a card in play whose wounds reach its lives: heroes 505.1 destroys it at once; classic 2012 402.3 gives it a
  destruction effect that scenarios do not model (a card with no wounds and 0 lives, heroes 512.6, is possible);
- a flying creature on a Battlefield cell: classic 2012 211.2 and 211.2.a move it to the Additional Zone, so
  it never stands on a cell (heroes has no cells at all).
Two cards on one cell are not refused: the occupied-cells rule says what happens (classic 524.1, classic-b);
under an edition with no such rule here the stack tracer answers `unknown`.
"""
from __future__ import annotations

from model import CardType, GameState, Zone

from ..errors import InputError
from ..registry import rule

DESTROYED_HEROES = rule(
    "heroes:505.1", "Уничтожение",
    """505.1. Когда уровень жизней карты становится равным нулю или меньше нуля в результате нанесения ран или
изменения количества эффектов дополнительных или отрицательных жизней, она моментально уничтожается.
Результатом уничтожения является гибель карты (перенос карты на кладбище своего владельца). Это эффект правил,
он не имеет ни источника, ни цели, и не объявляется игроком""",
    "A card whose lives fall to zero or below from wounds is destroyed at once: it goes to its owner's graveyard.",
    topic="destruction",
    note="A state check: a scenario card in play with wounds reaching its lives is refused (it cannot be there). "
         "The stack tracer moves a creature whose lives run out to the graveyard.",
)

DESTROYED_2012 = rule(
    "classic-2012:402.3", "Destruction effect",
    """402.3 The destruction effect is the only triggered card property. If performing a game action reduces a
card's current life to zero or below, it receives a destruction effect. Some abilities can also give it one.
402.3.a A destruction effect enters the stack like a triggered ability. Resolving it puts the card in the
Graveyard.""",
    "A card whose current life falls to zero or below receives a destruction effect, which enters the stack and, "
    "resolved, puts it in the graveyard.",
    topic="destruction",
    note="English translation (the Russian original is not in the sources). Destruction effects on the stack "
         "are not modelled: a scenario card in play with wounds reaching its lives is refused, and the stack "
         "tracer moves a creature whose lives run out to the graveyard at once.",
)

FLYERS_2012 = rule(
    "classic-2012:211.2", "Flying creatures: the Additional Zone",
    """211.2 Deploy flying creatures on the Battlefield normally, then transfer them to the Additional Zone
during reveal. This is a base effect, but is not relocation. 211.2.a A flying creature also enters the
Additional Zone if it was hidden and is revealed, summoned to a cell, resurrected to a cell, incarnated, or
brought into a squad by any other means. This is a base effect. The abilities and effects of that cell do not
trigger for it.""",
    "A flying creature in play is in the Additional Zone, never on a Battlefield cell: one that would come to a "
    "cell enters the Additional Zone instead.",
    topic="flying-zone",
    note="English translation (the Russian original is not in the sources); it stands in for the classic "
         "editions, whose seeds are silent. A scenario flyer with a cell is refused; a `place` event of a flyer "
         "puts it in the Additional Zone (no cell), citing 211.2.a.",
)


def impossible_state(path: str, state: GameState) -> None:
    """Refuse a state no game can be in (InputError naming the card's line and field, and the rule)."""
    for i, c in enumerate(state.cards):
        if c.zone is not Zone.PLAY:
            continue
        lives = c.card.lives
        if lives is not None and (c.wounds > 0 or c.negative_lives > 0) and c.lives_left <= 0:
            raise InputError(path, c.line, f"cards[{i}].wounds",
                             f"{c.id} is in play with {c.wounds} wounds and {lives} lives: it would already be "
                             f"destroyed ({DESTROYED_HEROES.id}; {DESTROYED_2012.id}: a destruction effect, not "
                             "modelled); give fewer wounds or put it in the graveyard")
        if c.card.type is CardType.FLYER and c.cell is not None:
            raise InputError(path, c.line, f"cards[{i}].cell",
                             f"{c.id} is a flying creature: it is in the Additional Zone, never on a Battlefield "
                             f"cell ({FLYERS_2012.id}); leave out its cell")
