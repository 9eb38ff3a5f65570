"""Range bonuses from the cards («Ваши стоящие рядом с Аларино существа с прыжком получают +1 к дальности
прыжка», «Ваши существа с выстрелом, метанием или разрядом в одном столбце с Паладином Алламора получают +1 к
дальности»): a feature's `range_bonus:` adds to the range X of the abilities its holders make (glossary
«Дальность X»), read by the board facts every question kind reads (legality/board.py).

    range_bonus:
      value: 1
      of: jump                 # jump: the range of the holder's own jump | any: every ability of the holder with a range
      holders: {controller: own, types: [creature, flyer], adjacent: true, same_column: true,
                has: [Выстрел, Метание, Разряд]}

Only the holder's own ability gains it: a card another card relocates «с прыжком, дальность X» moves by that
card's ability (the judges: dev-214), while any ability with a range of a fitting holder does (dev-381: spells
and influences too). A fact the scenario does not give (a cell, whether the holder has the ability) makes the
question `unknown`, naming it.
"""
from __future__ import annotations

from dataclasses import dataclass

from model import CardType, Zone

from .fields import Fields

OF = ("jump", "any")
HOLDER_KEYS = ("controller", "types", "adjacent", "same_column", "has")


@dataclass(frozen=True)
class RangeBonus:
    value: int
    of: str
    holders: tuple[tuple[str, object], ...]


def parse_range_bonus(ff: Fields) -> RangeBonus:
    sub = ff.sub("range_bonus")
    value = sub.nonneg("value", None)
    if value is None or value < 1:
        raise sub.error("value", "a range bonus needs value: N ≥ 1 («+N к дальности»)")
    of = sub.enum("of", OF, required=True)
    h = sub.sub("holders", required=True)
    holders = [("controller", h.enum("controller", ("own", "enemy", "any"), default="own"))]
    if h.has("types"):          # «Ваши существа …»: holders of these card types only
        types = h.req("types", list)
        bad = [t for t in types if t not in CardType.values()]
        if not types or bad:
            raise h.error("types", f"a list of card types ({', '.join(CardType.values())})"
                          + (f"; unknown: {bad[0]!r}" if bad else ""))
        holders.append(("types", tuple(types)))
    for key in ("adjacent", "same_column"):
        if h.has(key):
            holders.append((key, h.req(key, bool)))
    if h.has("has"):
        has = h.req("has", list)
        if not has or not all(isinstance(x, str) for x in has):
            raise h.error("has", "a list of ability names («с выстрелом, метанием или разрядом»)")
        holders.append(("has", tuple(has)))
    h.done()
    sub.done()
    return RangeBonus(value, of, tuple(holders))


def _holds(state, card, holder, key, want, edition, jump=False) -> bool | str:
    if key == "controller":
        return want == "any" or (holder.controller is card.controller) == (want == "own")
    if key == "types":
        return holder.card.type.value in want
    if key == "has" and jump and any(a.casefold() == "прыжок" for a in want):
        return True      # its own jump, whatever card granted it: a creature «с прыжком» (classic:ruling-dev-462)
    if key == "has":
        from .attack.derive import _has
        got = [_has(state, holder, a, edition) for a in want]
        if True in got:
            return True
        return next((g for g in got if g.startswith("?")), False)
    if holder.cell is None or card.cell is None:
        missing = holder.id if holder.cell is None else card.id
        return f"?whether {holder.id} gets {card.id}'s range bonus: the cell of {missing} is not given"
    if key == "adjacent":
        from .board import neighbouring
        return neighbouring(holder.cell, card.cell) == want
    return (holder.cell[0] == card.cell[0]) == want        # same_column: one vertical (207.2)


def range_bonus(state, action, edition: str | None = None, permissive: bool = False) -> int | str:
    """The bonus to `action`'s range from the cards in play: an int, or '?why' when it is not known
    (`permissive`: the most it may be, every bonus not known counted — the board rules only forbid, so a
    declaration illegal even so is illegal; legality/board.py)."""
    if action.range is None or action.source is None or not state.has(action.source):
        return 0
    holder = state.card(action.source)
    if holder.card.type is CardType.FLYER:
        return 0                    # a card in the Additional Zone cannot have Range X (glossary «Дальность X»)
    jump = action.kind.value == "move" and action.via == "jump" and action.target in (None, action.source)
    total, why = 0, None
    for card in state.cards:
        if card.zone is not Zone.PLAY:
            continue
        for f in card.card.features:
            rb = f.param("range_bonus")
            if rb is None or (rb.of == "jump" and not jump) or card.id == holder.id:
                continue
            got = True
            for key, want in rb.holders:
                got = _holds(state, card, holder, key, want, edition, jump)
                if got is not True:
                    break
            if got is True:
                total += rb.value
            elif isinstance(got, str):
                why = why or got
                total += rb.value if permissive else 0
    return total if why is None or permissive else why
