"""«… пока в вашем отряде есть хотя бы N карт с выстрелом, разрядом или метанием разной дальности (без
модификаторов, включая неограниченную)» (Рейнджер): a card modifier's `when: {self: {own_distinct_ranges_at_least:
N}}`, read by legality/attack/derive.py.

The squad is the cards of the modifier card's controller in play (classic 2012 206.2). Each card counts once, with
one of its printed ranged abilities (a shot, discharge or throw its features read: `params.action` with
`params.range`, none printed being the unlimited range), and the N cards must have N different ranges (a
matching: a card with two ranged abilities may stand for either). The printed ranges are read, without the range
bonuses other cards give (the card's own words; the judges, dev-437). A card whose kept text names a shot, a
discharge or a throw might have one the reading does not see: the count is then `unknown` unless enough is
found without it.
"""
from __future__ import annotations

from itertools import product

from model import FeatureKind, Zone

RANGED = ("shot", "discharge", "throw")
WORDS = ("выстрел", "разряд", "метани")
UNLIMITED = "unlimited"


def ranges_of(card) -> set:
    """The printed ranges of the card's ranged abilities («дальность X»; none printed: unlimited)."""
    out = set()
    for f in card.features:
        if f.param("action") in RANGED:
            r = f.param("range")
            out.add(r if isinstance(r, int) and not isinstance(r, bool) else UNLIMITED)
    return out


def _unread(card) -> bool:
    return any(f.kind is FeatureKind.TEXT and any(w in f.text.casefold() for w in WORDS) for f in card.features)


def _distinct(options: list[set]) -> int:
    """The most cards that can each take a different range (squads are small: every choice is tried)."""
    best = 0
    for pick in product(*[sorted(o, key=str) + [None] for o in options]):
        chosen = [p for p in pick if p is not None]
        if len(chosen) == len(set(chosen)):
            best = max(best, len(chosen))
    return best


def distinct_ranges(state, controller) -> tuple[int, bool]:
    """(the most cards of `controller`'s squad with different printed ranges, whether a kept text could add one)."""
    cards = [c.card for c in state.cards if c.zone is Zone.PLAY and c.controller is controller]
    options = [ranges_of(c) for c in cards]
    return _distinct([o for o in options if o]), any(_unread(c) for c in cards)


def at_least(state, cs, n: int, want: bool):
    """True when the condition `own_distinct_ranges_at_least: n` is as wanted; else a reason ('?…': unknown)."""
    got, unread = distinct_ranges(state, cs.controller)
    if got >= n:
        return True if want else f"{cs.controller.value}'s squad has {got} cards with different printed ranges"
    if unread:
        return (f"?{cs.controller.value}'s squad has {got} cards with different printed ranges, and a kept text "
                "may name another ranged ability")
    return f"{cs.controller.value}'s squad has only {got} cards with different printed ranges" if want else True
