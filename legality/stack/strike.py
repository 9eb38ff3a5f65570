"""The one place a strike's value is computed.

Until attack resolution with value modifiers (`legality.attack`, issue 3) is merged, a strike is worth the
card's printed strike for the declared strength (weak / medium / strong; heroes strikes have one value), or
an attack's own numeric parameter, clamped at 0. Connect `legality.attack` here, and nowhere else.
"""
from __future__ import annotations

from model import Action, ActionKind, CardState

STRENGTHS = ("weak", "medium", "strong")


def needs_strength(cs: CardState) -> bool:
    """A classic strike with different weak/medium/strong values needs the rolled strength stated."""
    s = cs.card.strike
    return s is not None and len(set(s.as_list())) > 1


def strike_value(cs: CardState, strength: str | None, action: Action | None = None) -> int:
    if action is not None and action.kind is not ActionKind.SIMPLE_STRIKE and action.param is not None:
        return max(0, action.param)
    s = cs.card.strike
    if s is None:
        return 0
    value = s.as_list()[STRENGTHS.index(strength)] if strength else s.weak
    return max(0, value)
