"""Values fixed when an effect is laid: «до конца хода получает -1 от атак карт той же стихии, что и атаковавший»
(Снаг), «получает +2 к {strike} по существам той же стоимости до конца хода» (Ценитель крови, after «ранить …
ваше существо»). The modifier's condition names a card's value as it was when the trigger laid it, not a card the
attack can read later (the attacker of another attack, the wounded card having moved or died).

The card language (docs/cards.md):
  - a trigger's `grant` effect (or a compound ability's granting part) binds the values: `bind: {element:
    event.source}` (the card the event came from), `event.target`, `first.target` (the first part's target);
    `unnamed: true` beside them when the text names no card («той же стоимости»: which card is the judges'
    reading, classic:ruling-dev-189; an edition without it: `unknown`);
  - the laid feature's modifier tests them: `when: {other: {same_as_laid: [element]}}` (or `[cost]`);
  - a scenario states a laid effect's values as `effects: [{source, feature, bound: {element: [forest]}}]`.
A modifier testing a value no one bound (a printed feature, an effect stated without `bound`) is `unknown`.

What the values are: the elements of the card (classic 2012 202.9: a neutral card has none, so nothing is «той же
стихии» as it), its printed cost with its elite status (202.3, 202.3.a: the same number with another elite status
is another cost), read as the rest of the project reads printed values (classic:ruling-dev-346).
"""
from __future__ import annotations

from model import CardState

BINDABLE = ("element", "cost", "card")     # card: «по атакованному», the card itself
BIND_ENDS = ("event.source", "event.target", "first.target", "self")


def bound_value(c: CardState, key: str):
    """(value, None) of the card now, or (None, why it is not known)."""
    if key == "card":
        return c.id, None
    if key == "element":
        if c.effects:
            return None, f"{c.id} has effects laid on it ({', '.join(e.feature for e in c.effects)}), which may " \
                         f"change its element"
        return tuple(sorted(e for e in c.card.elements if e != "neutral")), None
    if c.card.cost.x:
        return None, f"{c.id}'s printed cost is X"
    return (c.card.cost.value, c.card.elite), None     # elite None: the card does not state it


def describe(key: str, value) -> str:
    if key == "card":
        return str(value)
    if key == "element":
        return "/".join(value) if value else "no element (neutral)"
    return f"{value[0]}{' (elite)' if value[1] else ' (regular)' if value[1] is False else ''}"


def same_as_laid(other: CardState, keys, bound) -> tuple[tuple[str, ...], object]:
    """(rules, True | why not | '?missing fact') for a modifier's `same_as_laid` condition on the other card."""
    have = dict(bound)
    rules: list[str] = []
    for key in keys:
        if key not in have:
            return (), f"?the {key} fixed when this effect was laid is not given (a scenario's effects[].bound)"
        want = have[key]
        got, why = bound_value(other, key)
        if why is not None:
            return (), "?" + why
        if key == "card":
            if other.id != want:
                return (), f"{other.id} is not {want}, the card it was laid against"
            continue
        if key == "element":
            rules.append("classic-2012:202.9")
            if not set(got) & set(want):
                return tuple(rules), (f"{other.id} is of {describe(key, got)}, the element fixed when it was laid "
                                      f"is {describe(key, want)}")
        else:
            rules += ["classic-2012:202.3.a"]
            if got[0] == want[0] and None in (got[1], want[1]):
                return (), f"?whether {other.id} is elite like the card whose cost was fixed is not given " \
                           f"(202.3.a: the same number with another elite status is another cost)"
            if tuple(got) != tuple(want):
                return tuple(rules), (f"{other.id} costs {describe(key, tuple(got))}, the cost fixed when it was "
                                      f"laid is {describe(key, tuple(want))}")
    return tuple(rules), True


def parse_bound(ef) -> tuple[tuple[str, object], ...]:
    """A scenario effect's `bound: {element: [forest], cost: 4, elite: false, x: 2}` (Fields), sorted."""
    if not ef.has("bound"):
        return ()
    bf = ef.sub("bound")
    out = []
    if bf.has("element"):
        from .card_modifiers import ELEMENTS
        vals = []
        for line, v in bf.texts("element"):
            if v not in ELEMENTS or v == "neutral":
                from .errors import InputError
                raise InputError(bf.path, line, bf.name("element"),
                                 f"unknown element {v!r}; expected some of: "
                                 f"{', '.join(e for e in ELEMENTS if e != 'neutral')} (a neutral card has none: [])")
            vals.append(v)
        out.append(("element", tuple(sorted(vals))))
    if bf.has("card"):                 # «по атакованному»: the card it was laid against
        out.append(("card", bf.req("card", str)))
    if bf.has("x"):                    # «+X, где X количество показанных карт»: the X it was laid with
        out.append(("x", bf.nonneg("x")))
    if bf.has("cost"):
        out.append(("cost", (bf.nonneg("cost"), bf.opt("elite", bool))))
    elif bf.has("elite"):
        raise bf.error("elite", "elite goes with a cost")
    bf.done()
    return tuple(sorted(out))
