"""Values a card text computes («+X к {strike}, где X — значение {strike} атакованного существа», «-X, где X —
число существ противника, стоящих рядом с атакованным»), read when the attack is valued.

The classic judges read a value printed on a card, not the current one: «без учета модификаторов» (dev-346
Метаморф; dev-291, dev-336, dev-464 say the same of strikes, dev-004 and dev-283 of movement) — registered as
classic:ruling-dev-346. A count of cards on the board reads the cells (legality/board.py): a flyer stands next to
nothing (2012 211.4), so no card is counted next to it (dev-039, Орм). A fact the scenario does not give makes
the value unknown, never a guess.
"""
from __future__ import annotations

from model import CardType, Zone

from .fields import Fields

PRINTED = ("strike", "move", "lives", "cost")
COUNTS = ("enemy_creatures_next_to",)
CREATURES = (CardType.CREATURE, CardType.FLYER, CardType.HERO)


def parse_computed(vf: Fields) -> tuple[tuple[str, object], ...]:
    """`value: {printed: strike, of: other, tier: weak}` or `value: {count: enemy_creatures_next_to, of: other}`."""
    printed, count = vf.enum("printed", PRINTED), vf.enum("count", COUNTS)
    if (printed is None) == (count is None):
        raise vf.error("printed", "a computed X is either `printed: " + "|".join(PRINTED) + "` or `count: "
                       + "|".join(COUNTS) + "`")
    of = vf.enum("of", ("other", "self"), default="other")
    tier = vf.enum("tier", ("weak", "medium", "strong"))
    if tier is not None and printed != "strike":
        raise vf.error("tier", "only a strike has weak, medium and strong values")
    vf.done()
    out = (("printed", printed),) if printed else (("count", count),)
    return out + (("of", of),) + ((("tier", tier),) if tier else ())


def compute(state, computed, owner, other, tier: str | None) -> int | str:
    """X for the modifier of card `owner` against `other` (the attack's other end); '?why' when unknown."""
    spec = dict(computed)
    card = owner if spec["of"] == "self" else other
    if card is None:
        return "?the attack has no other card to read X from"
    if "printed" in spec:
        what = spec["printed"]
        if what == "strike":
            t = spec.get("tier") or tier
            if card.card.strike is None:
                return f"?{card.id} has no printed strike"
            if t is None:
                return "?the attack's strength (weak, medium, strong) is not given (attack.tier): X is that strike"
            return dict(zip(("weak", "medium", "strong"), card.card.strike.as_list()))[t]
        got = {"move": card.card.move, "lives": card.card.lives,
               "cost": None if card.card.cost.x else card.card.cost.value}[what]
        return f"?{card.id}'s printed {what} is not given" if got is None else got
    from .board import adjacency
    n = 0
    for cs in state.cards:
        if cs.zone is not Zone.PLAY or cs.controller == owner.controller or cs.card.type not in CREATURES:
            continue
        near = adjacency(state, cs.id, card.id)
        if isinstance(near, str):
            return near
        n += bool(near)
    return n



def printed_rules(computed, edition: str | None) -> tuple[str, ...]:
    """The rules X is read by, where the edition has them: a printed value (the classic judges' dev-346); a
    count of cards next to another (2012 207.7, and 211.4: a flyer is next to nothing)."""
    from .registry import get_rule, topic_rule
    if not edition:
        return ()
    if dict(computed).get("printed"):
        r = topic_rule(edition, "computed-printed-value")
        return (r.id,) if r else ()
    return tuple(r for r in ("classic-2012:207.7", "classic-2012:211.4")
                 if not edition.startswith("heroes") and get_rule(r))
