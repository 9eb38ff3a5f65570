"""The value of an attack made by an ability (a shot, a throw, a discharge, a magic strike): the ability's printed
value, X-Y-Z or X (X-X-X, classic 2012 205.7, 205.7.a), never the creature's strike. Read by `resolve` (the
`attack` question) and by the stack tracer, which asks it: one code path."""
from __future__ import annotations

from model import CardState

# attack kinds (legality.attack's names) whose value is their ability's, and the action each is made as
BY_ABILITY = {"shot": "shot", "throw": "throw", "discharge": "discharge", "magic_strike": "magic_strike"}


def ability_value(cs: CardState, kind: str, ability: str | None = None) -> tuple[tuple[int, int, int] | None, str]:
    """(weak, medium, strong) of the ability named (a feature id), else of the card's only abilities of this
    attack kind; or (None, why)."""
    if ability is not None:
        f = cs.card.feature(ability)
        if f is None:
            return None, f"{cs.id} has no ability {ability!r} to give the {kind}'s value"
        feats = [f]
    else:
        feats = [f for f in cs.card.features if f.param("action") == BY_ABILITY[kind]]
    values = {_printed(f.param("value")) for f in feats}
    if len(values) != 1 or None in values:
        what = ("no ability of this kind" if not feats else "abilities of different values" if len(values) > 1
                else "an ability whose value is not a number")
        return None, (f"the {kind}'s value is not stated and {cs.id} has {what}: it is never the creature's "
                      "strike (classic 2012 205.7)")
    return values.pop(), ""


def _printed(v) -> tuple[int, int, int] | None:
    if isinstance(v, int) and not isinstance(v, bool):
        return (v, v, v)
    parts = [p.strip() for p in v.split("-")] if isinstance(v, str) else []
    if len(parts) in (1, 3) and all(p.isdigit() for p in parts):
        n = [int(p) for p in parts]
        return (n[0],) * 3 if len(n) == 1 else (n[0], n[1], n[2])
    return None
