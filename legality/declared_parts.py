"""A declared ability's compound effect («{tap}: …, при этом …», «… и …», «…, затем …»): `params.effect` on an
activated feature, in the trigger language's effect form (docs/cards.md, docs/chains.md) with its `then:` parts.

When a sequence declares an action naming the feature (`ability: F`), the tracer applies this effect at the
action's execution instead of the action kind's own (legality/stack/declared.py): `first.source` / `first.target`
are the declared action's, `self` its card. A part's target may also be `chosen` — the one card in play that fits
`choose` (none: the part is disregarded, classic 2012 423.3; several: the player's choice, not stated here) — or
`all` the cards that fit. A part linked `while` needs the part before done fully (classic:ruling-dev-097), one
linked `then` does not (classic:ruling-dev-497).
"""
from __future__ import annotations

from model import Card, FeatureKind

from .errors import InputError
from .fields import Fields
from .lasting import parse_duration
from .triggers import CHOOSE_TYPES, ELEMENTS, LINKS, EffectSpec, _scalar_map

ENDS = ("self", "first.source", "first.target")
TARGETS = ENDS + ("chosen", "all")
RELATIONS = ("own", "ally", "enemy", "any")          # to the ability's card: own = itself or an ally
STATES = ("blessing", "curse")


def part_filter(ef: Fields, target: str) -> tuple:
    """`choose: {relation, types, classes, next_to, other_than, among: first.targets, elements, poisoned, states,
    healed_this_turn, same_weak_strike_as}`: the cards a `chosen` or `all` target may be («стоящей рядом карте»,
    «другое существо», «всех существ противника с проклятием», «с таким же значением слабого {strike}»: the printed
    weak strike of that end, classic:ruling-dev-346)."""
    sub = ef.sub("choose")
    if target not in ("chosen", "all"):
        if sub is not None:
            raise ef.error("choose", "only a part with target: chosen or all says which cards it may be")
        return ()
    if sub is None:
        raise ef.error("choose", f"a part with target: {target} needs choose: {{relation: …}}")
    out = [("relation", sub.enum("relation", RELATIONS, required=True))]
    types = sub.one_of_each("types", CHOOSE_TYPES, "card type")
    if types is not None:
        out.append(("types", types))
    classes = sub.opt("classes", list)              # «ваших линунгов»: any of these classes, as a trigger's choose
    if classes:
        out.append(("classes", tuple(str(c) for c in classes)))
    for key in ("next_to", "other_than", "same_weak_strike_as"):
        if sub.has(key):
            out.append((key, sub.enum(key, ("first.target", "first.source", "self"))))
    if sub.has("on_cell_of"):         # «на клетку, занятую существом, … закрыть его»: the card on that end's cell
        out.append(("on_cell_of", sub.enum("on_cell_of", ("event.target", "first.target", "self"))))
    if sub.has("among"):              # «каждое из них»: among the declared action's targets
        out.append(("among", sub.enum("among", ("first.targets",))))
    elements = sub.one_of_each("elements", ELEMENTS, "element")
    if elements is not None:
        out.append(("elements", elements))
    if sub.opt("poisoned", bool, False):
        out.append(("poisoned", True))
    states = sub.one_of_each("states", STATES, "state")
    if states is not None:
        out.append(("states", states))
    if sub.has("healed_this_turn"):    # «которое было излечено на 5 или более в этот ход»: wounds removed, ≥ N
        n = sub.nonneg("healed_this_turn", None)
        if not n:
            raise sub.error("healed_this_turn", "the least number of wounds its heals removed this turn, 1 or more")
        out.append(("healed_this_turn", n))
    sub.done()
    return tuple(out)


def _part(ef: Fields, card: Card, first: bool) -> EffectSpec:
    kind = ef.req("kind", str)
    src = ef.enum("source", ENDS, default="first.source" if first else "self")
    tgt = ef.enum("target", TARGETS, default="first.target")
    link = None if first else ef.enum("link", LINKS, required=True)
    if first and ef.has("link"):
        raise ef.error("link", "the first part links to nothing before it")
    attrs = _scalar_map(ef, "set")
    if kind == "state" and dict(attrs).get("state") not in STATES:
        raise ef.error("set", f"a state part sets state: one of {', '.join(STATES)}")
    grant = ef.opt("feature", str)
    duration = parse_duration(ef)
    if kind == "grant":
        if grant is None or card.feature(grant) is None:
            raise ef.error("feature", f"a grant names a feature of {card.name!r} it lays on its target")
    elif grant is not None or duration is not None:
        raise ef.error("feature" if grant is not None else "duration", "only a grant lays a feature for a time")
    choose = part_filter(ef, tgt)
    nxt = ef.sub("then")
    then = _part(nxt, card, False) if nxt is not None else None
    ef.done()
    return EffectSpec(kind, src, tgt, attrs, grant=grant, duration=duration, choose=choose, then=then, link=link)


def declared_effect(path: str, card: Card, feature_id: str | None) -> EffectSpec | None:
    """The compound effect of the card's feature `feature_id` (`params.effect`), or None when it has none."""
    feat = card.feature(feature_id) if feature_id else None
    node = feat.param("effect") if feat is not None else None
    if node is None:
        return None
    where = f"{card.name}.features[{feat.id}].params.effect"
    if feat.kind is not FeatureKind.ACTIVATED:
        raise InputError(path, feat.line, where, "a declared ability's effect belongs to an activated feature")
    return _part(Fields(path, node, where, feat.line), card, True)
