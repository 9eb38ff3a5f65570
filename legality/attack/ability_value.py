"""The value of an attack made by an ability: the ability's printed value, X-Y-Z or X (X-X-X, classic 2012 205.7,
205.7.a), never the creature's strike. A shot, throw, discharge or magic strike is always valued so; a special strike
(or a strike through a row) is where its ability prints a value («Особый удар «молотом» на 2», «{uchr} на 1») and
else is the creature's strike. Read by `resolve` (the `attack` question) and by the stack tracer: one code path.

An ability prints its attack either as its one action (`params.action` + `params.value`, the card language's
activated ability) or as a part of a compound ability (`params.actions`, or a trigger's `actions`: the compiler's
reading of «{tap}: Выстрел на 2, при этом …»); both are read, so a card's two shots are never taken for one."""
from __future__ import annotations

from model import CardState

# attack kinds (legality.attack's names) whose value is their ability's, and the action each is made as
BY_ABILITY = {"shot": "shot", "throw": "throw", "discharge": "discharge", "magic_strike": "magic_strike"}
# a special strike's ability may print its value; a strike through a row is declared as a special strike
SPECIAL = ("special_strike", "row_strike")


def ability_value(cs: CardState, kind: str, ability: str | None = None) -> tuple[tuple[int, int, int] | None, str]:
    """(weak, medium, strong) of the ability named (a feature id), else of the card's only abilities of this
    attack kind; or (None, why)."""
    if ability is not None and cs.card.feature(ability) is None:
        return None, f"{cs.id} has no ability {ability!r} to give the {kind}'s value"
    values, feats = _values(cs, (BY_ABILITY[kind],), ability)
    if len(values) != 1 or None in values:
        what = ("no ability of this kind" if not feats else "abilities of different values" if len(values) > 1
                else "an ability whose value is not a number")
        return None, (f"the {kind}'s value is not stated and {cs.id} has {what}: it is never the creature's "
                      "strike (classic 2012 205.7)")
    return values.pop(), ""


def special_value(cs: CardState, ability: str | None = None) -> tuple[tuple[int, int, int] | None, str] | None:
    """The printed value of a special strike made by the ability named, else by the card's special-strike
    abilities; None where none prints one (the strike is then valued as the creature's, as today)."""
    values, feats = _values(cs, SPECIAL, ability)
    if not feats:
        return None
    if len(values) != 1 or None in values:
        what = "abilities of different values" if len(values) > 1 else "an ability whose value is not a number"
        return None, (f"the special strike's value is not stated and {cs.id} has {what}; an ability's "
                      "printed value is its strike's (classic 2012 205.7)")
    return values.pop(), ""


def _values(cs: CardState, kinds: tuple[str, ...], ability: str | None) -> tuple[set, list]:
    """The printed values of the attacks of `kinds` the ability named (or every ability of the card) makes, and
    the abilities that make one."""
    feats = [cs.card.feature(ability)] if ability is not None else list(cs.card.features)
    values, making = set(), []
    for f in feats:
        if f is None:
            continue
        printed = _printed_parts(f, kinds)
        if printed:
            making.append(f)
            values |= {_printed(v) for v in printed}
    return values, making


def _printed_parts(f, kinds: tuple[str, ...]) -> list:
    """The `value` of each attack of `kinds` the feature makes: its one action, or the parts of its reading."""
    out = [f.param("value")] if f.param("action") in kinds else []
    trig = f.param("trigger")
    parts = list(f.param("actions") or ()) + list((trig.get("actions") or ()) if isinstance(trig, dict) else ())
    out += [p.get("value") for p in parts if isinstance(p, dict) and p.get("do") in kinds]
    return out


def _printed(v) -> tuple[int, int, int] | None:
    if isinstance(v, int) and not isinstance(v, bool):
        return (v, v, v)
    parts = [p.strip() for p in v.split("-")] if isinstance(v, str) else []
    if len(parts) in (1, 3) and all(p.isdigit() for p in parts):
        n = [int(p) for p in parts]
        return (n[0],) * 3 if len(n) == 1 else (n[0], n[1], n[2])
    return None


# an effect whose amount its ability prints: the action kind and the part's `do`
EFFECT_PARTS = {"wound": "wound", "heal": "heal"}


def effect_value(f, kind: str) -> int | str | None:
    """The amount a wound or heal declared with no `param` gets from the compiled parts of its ability `f`
    («ранить существо на 2»): the one printed number, '?why' where the parts of that kind print none (an X not
    read, several values), None where `f` has no such part (the scenario's own value stands)."""
    do = EFFECT_PARTS.get(kind)
    parts = [p for p in (f.param("actions") or ()) if isinstance(p, dict) and p.get("do") == do] if f and do else []
    if not parts:
        return None
    values = {_printed(p.get("value")) for p in parts}
    if len(values) == 1 and None not in values and len(set(next(iter(values)))) == 1:
        return next(iter(values))[0]
    shown = "; ".join(f"«{p.get('value')}»" for p in parts)
    return f"?the {kind}'s amount is not stated and its ability prints {shown}, which is not read as a number"
