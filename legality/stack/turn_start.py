"""The abilities that act by themselves as a turn begins (classic 2012 311.4: Регенерация, Отравление, Угасание
are triggered then), on each creature of the active player that opened this turn or was open before it (their
glossary texts' condition: open once 311.1 has opened the cards).

The trace does not apply Регенерация X or a poisoning's wound yet (legality/rules/poison.py says so). A turn
beginning with one in force is therefore `unknown`, naming it: a final state without the heal or the wound would
be a confident wrong answer. Угасание is read as not applied by legality/reach.py's table of keywords."""
from __future__ import annotations

from model import FeatureKind, Zone

from ..world import keyword_name


def turn_start_unknowns(cards: dict, active, turn: int) -> list[str]:
    """Why the state after turn `turn`'s start is not known: each open creature of `active` with Регенерация
    or a poisoning."""
    out = []
    for cid, c in cards.items():
        if c.zone is not Zone.PLAY or c.controller is not active or not c.open:
            continue
        regen = [f.text for f in c.card.features if f.kind is FeatureKind.KEYWORD
                 and keyword_name(f) == "регенерация"]
        what = [f"«{t}» (heals it)" for t in regen] + ([f"poisoning for {c.poison} (wounds it)"] if c.poison else [])
        if what:
            out.append(f"turn {turn} begins: {cid}'s {' and '.join(what)} at the start of its controller's turn "
                       "is not applied by the trace (classic 2012 311.4)")
    return out
