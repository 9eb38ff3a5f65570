"""Markers whose card blocks every attack on their carrier (Паук-пересмешник's net): which are on a card.

A marker is a lasting feature naming it (`params.marker`, legality/markers.py); the card that lays it blocks
attacks on a card carrying it by a permanent feature `params.blocks_attacks: {marker: сеть, ends: true}`
(«Если существо с сетью атаковано, то эта атака блокируется, а сеть исчезает»). The `sequence` tracer blocks
the attack as its target is determined (legality/stack/blocking.py, classic:ruling-dev-278); the `legal` question
past the declaration and the `attack` question have no Target object: such an attack is `unknown` there, naming
the marker (one reading, never a value the trace would not reach).
"""
from __future__ import annotations

from model import ATTACKS, Step


def _marker_of(card_state, feature: str) -> str | None:
    feat = card_state.card.feature(feature) if card_state is not None else None
    name = feat.param("marker") if feat is not None else None
    return name if isinstance(name, str) else None


def blocking_feature(card_state, marker: str):
    """(feature, ends) of the card's permanent blocking of attacks on carriers of `marker`, or None."""
    for f in card_state.card.features:
        spec = f.param("blocks_attacks")
        if isinstance(spec, dict) and spec.get("marker") == marker:
            return f, bool(spec.get("ends"))
    return None


def blocking_markers(card, target: str) -> list:
    """(effect, marker, blocking feature, ends) for each marker on `target` whose layer's card blocks attacks on
    it; `card(id)` gives a card's state (None when there is none)."""
    out = []
    carrier = card(target)
    for eff in carrier.effects if carrier is not None else ():
        layer = card(eff.source)
        marker = _marker_of(layer, eff.feature)
        found = blocking_feature(layer, marker) if marker else None
        if found:
            out.append((eff, marker) + found)
    return out


def blocked_unknowns(state, action) -> tuple[str, ...]:
    """An attack past its declaration at a card carrying such a marker, asked without a trace: `unknown`."""
    if action.kind not in ATTACKS or not action.target or not state.has(action.target) \
            or action.step is Step.DECLARATION:
        return ()
    return marker_notes(state, action.target)


def marker_notes(state, target: str) -> tuple[str, ...]:
    card = lambda cid: state.card(cid) if state.has(cid) else None
    return tuple(f"{target} carries {eff.source}'s «{marker}», whose card blocks attacks on it as their target is "
                 "determined: this question has no Target object (ask a `sequence`)"
                 for eff, marker, _f, _e in blocking_markers(card, target))
