"""«Ваш первый за ход бросок кубика равен N» (the compiler's `first_roll_each_turn: N`) against an attack's stated
rolls, under classic:ruling-dev-400 (legality/rules/printed_rolls.py): the printed value is the roll's natural
result, modified as usual. A stated roll of that card's player equal to N is what the sentence would make it,
whichever roll of the turn it is: the sentence is read. A stated roll of another value may be a later roll of
the turn or not (unknown: the sentence stays unread)."""
from __future__ import annotations

from model import GameState

from ..registry import topic_rule


def printed_roll_reads(state: GameState, spec, edition: str) -> frozenset:
    """(card, feature) of the printed first-roll values every stated roll of their player agrees with (a player
    with no roll stated: its card's sentence changes none of them)."""
    if topic_rule(edition, "die-roll-printed-value") is None or spec.roll is None:
        return frozenset()
    rolls = [(spec.source, spec.roll), (spec.target, spec.target_roll)]
    out = set()
    for cs in state.cards:
        for f in cs.card.features:
            n = f.param("first_roll_each_turn")
            if not isinstance(n, int):
                continue
            mine = [r for who, r in rolls if r is not None and who and state.has(who)
                    and state.card(who).controller == cs.controller]
            if all(r == n for r in mine):       # none of its player's: the sentence changes no roll stated here
                out.add((cs.id, f.id))
    return frozenset(out)
