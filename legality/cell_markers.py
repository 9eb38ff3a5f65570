"""Markers on cells («выбранная клетка получает маркер омута», «положите маркер костра на свободную клетку»).

A cell marker lies on a Battlefield cell, not on a card: it stays there whatever moves onto or off the cell, and
it stays when the card that laid it leaves play unless that card's text ends it (the judges, dev-071: «адская
бомба» goes off after its bomber died). A scenario places them under `state`:

    state:
      cell_markers:
        - {at: C2, marker: омут, by: tarna}      # the cell, the marker's name, the card whose effect laid it

`by` names a card of the scenario (in play or not). The marker belongs to that card's controller (the judges,
dev-368: «эффект клетки контролирует создавший его игрок»; dev-436: an enemy's nest is not one's own). What a
marker does is said by the feature of its card that lays it, found by name: a feature with
`params: {cell_marker: костёр}`, and `occupies: true` when «клетка с маркером … считается занятой».

Read by the trigger language's `where` (`left_cell_marker`, `on_cell_marker`: legality/chain_rules.py) and by the
board facts of a strike through a row (legality/board.py, rules/cell_markers.py), so the `chain`, `triggers`,
`legal` and `sequence` questions read one set of markers.
"""
from __future__ import annotations

from model import CellMarker, GameState

from .fields import Fields


def parse_cell_markers(st: Fields, ids: set[str]) -> tuple[CellMarker, ...]:
    """`state.cell_markers`: each item `{at, marker, by}`; bad input is one line FILE:LINE: FIELD."""
    from .board import read_cell
    out = []
    for i, (line, item) in enumerate(st.items("cell_markers")):
        mf = Fields(st.path, item, f"{st.name('cell_markers')}[{i}]", line)
        if not isinstance(item, dict):
            raise mf.error("at", "expected a mapping {at: CELL, marker: NAME, by: CARD-ID}")
        cell = read_cell(mf, "at", required=True)
        name = mf.req("marker", str).strip()
        if not name:
            raise mf.error("marker", "name the marker (the word the card text gives it: омут, костёр, …)")
        by = mf.req("by", str)
        if by not in ids:
            raise mf.error("by", f"names card {by!r}, which is not in the scenario's cards "
                                 f"({', '.join(sorted(ids))}): the card whose effect laid the marker")
        mf.done()
        out.append(CellMarker(cell, name, by, line))
    return tuple(out)


def markers_at(state: GameState, cell: tuple[int, int] | None, name: str | None = None) -> list[CellMarker]:
    """The markers on `cell` (of that name, if given), each one separately (two омута on a cell are two)."""
    if cell is None:
        return []
    return [m for m in state.cell_markers if m.cell == cell and (name is None or m.name == name)]


def marker_owner(state: GameState, marker: CellMarker):
    """The player a marker belongs to: the controller of the card that laid it (dev-368)."""
    return state.card(marker.source).controller if state.has(marker.source) else None


def marker_feature(state: GameState, marker: CellMarker):
    """The feature of the marker's card that lays it (`params.cell_marker` is its name), or None."""
    if not state.has(marker.source):
        return None
    for f in state.card(marker.source).card.features:
        if f.param("cell_marker") == marker.name:
            return f
    return None


def occupies(state: GameState, marker: CellMarker) -> bool | None:
    """«клетка с маркером … считается занятой»: True / False, or None when its card names no feature laying it
    (what the marker does is then not read)."""
    f = marker_feature(state, marker)
    return None if f is None else bool(f.param("occupies"))


CELL_CONDITIONS = ("left_cell_marker", "on_cell_marker")   # the trigger language's `where` keys reading them


def event_cell_marker(rules, owner: str, event, key: str, name: str) -> bool:
    """`where: {left_cell_marker: омут}` («при перемещении карты противника с клетки с омутом»): the event's target
    stood, before its last relocation, on a cell holding such a marker (its `path`: the cell it left);
    `where: {on_cell_marker: гниль}` («перемещается на клетку с маркером гнили»): it stands on one now. Whoever laid
    the marker (the owner is read where the text says whose). A cell not given: not fired, and `unknown` says why;
    an edition with no rule that markers are effects: unknown."""
    from .board import label, where
    from .registry import topic_rule
    r = topic_rule(rules.edition, "markers-are-effects")
    if r is None:
        rules.unknown.append(f"{owner}: no rule of {rules.edition} here says what a marker on a cell is")
        return False
    state, cid = rules.state, event.target
    if cid is None or not state.has(cid):
        return False
    if key == "on_cell_marker":
        p = where(state, cid)
        if p[0] == "unknown":
            rules.unknown.append(f"{owner}: whether {cid} stands on a cell with {name}: {p[1]}")
            return False
        cell = p[1] if p[0] == "cell" else None
    else:
        cs = state.card(cid)
        if cs.card.type.value == "flyer":
            return False                       # 211.2: a flyer stood on no cell
        if not cs.path:
            rules.unknown.append(f"{owner}: whether {cid} moved off a cell with {name}: the cell it left is not "
                                 f"given (its `path`)")
            return False
        cell = cs.path[-1]
    found = markers_at(state, cell, name)
    if found:
        verb = "stands on" if key == "on_cell_marker" else "left"
        rules.decisions.setdefault(f"{cid} {verb} {label(cell)}, which holds {len(found)} {name} marker(s) "
                                   f"(laid by {', '.join(m.source for m in found)})", (r.id,))
    return bool(found)


MODIFIER_KEYS = ("next_to_own_cell_marker", "on_own_cell_marker")   # value modifiers' `when.other` keys


def own_marker_fact(state: GameState, cid: str, key: str, names, holder, edition=None) -> bool | str:
    """A value modifier's `when.other` condition: `on_own_cell_marker: [гнездо]` («существ … стоящих на клетке с
    гнездом») — the card stands on a cell holding such a marker of the modifier card's controller;
    `next_to_own_cell_marker` («по существам на клетках рядом с гнездом») — on a cell next to one (2012 207.7).
    A marker belongs to whoever controlled the card that laid it (2012 416.4): an enemy's nest is not one's own
    (the judges, dev-436). True, or why not ('?…' when the cells or the rule cannot decide)."""
    from .board import label, neighbouring, standing
    from .registry import topic_rule
    if edition is not None and topic_rule(edition, "effect-owner") is None:
        return f"?no rule of {edition} here says whose a marker on a cell is"
    p = standing(state, cid)
    if p[0] == "unknown":
        return f"?{p[1]}"
    if p[0] != "cell":
        return f"{cid} stands on no cell"
    cell = p[1]
    fits = [m for m in state.cell_markers if m.name in names
            and (neighbouring(m.cell, cell) if key == "next_to_own_cell_marker" else m.cell == cell)]
    own = [m for m in fits if marker_owner(state, m) is holder.controller]
    if own:
        return True
    where_ = "next to" if key == "next_to_own_cell_marker" else "on"
    if fits:
        return (f"the {'/'.join(names)} marker {where_} {cid}'s cell ({label(fits[0].cell)}) is "
                f"{marker_owner(state, fits[0]).value}'s, not {holder.controller.value}'s (2012 416.4)")
    return f"no {'/'.join(names)} marker lies {where_} {cid}'s cell ({label(cell)})"


def line_own_marker(state: GameState, cs, key: str, names) -> tuple[bool | str, tuple[str, ...]]:
    """A value modifier's `when.self` condition «пока стоит в одном столбце / ряду с вашим логовом» (Йети): a marker
    of that name of the card's controller (2012 416.4: its layer's; the judges, dev-436: an enemy's lair is not
    «ваш») lies in the card's column (`column_of_own_cell_marker`) or row (`row_of_own_cell_marker`: a line of the
    Battlefield, 207.3) — its own cell lies in both (dev-143). (True or why not, the rules read.)"""
    from .board import label, standing
    p = standing(state, cs.id)
    if p[0] == "unknown":
        return f"?{p[1]}", ()
    if p[0] != "cell":
        return f"{cs.id} stands on no cell: it has no column or row (211.2)", ()
    axis = 0 if key == "column_of_own_cell_marker" else 1
    line = [m for m in state.cell_markers if m.name in names and m.cell[axis] == p[1][axis]]
    own = [m for m in line if marker_owner(state, m) is cs.controller]
    if own:
        return True, ("classic-2012:416.4",)
    what = "column" if axis == 0 else "row"
    return (f"no {'/'.join(names)} marker of {cs.controller.value}'s lies in {cs.id}'s {what} "
            f"({label(p[1])})"), ("classic-2012:416.4",)


def freed_cell(state: GameState, cid: str | None) -> tuple[int, int] | None | str:
    """«освободившаяся клетка»: the cell a card that has left play freed — its own cell (its `at`), now without
    any card in play on it. None: it freed none (a symbiote stood in its host's cell, 210.2; a flyer on none,
    211.2; another card still stands there); '?…' when its cell is not given."""
    from model import CardType, Zone

    from .board import where
    if cid is None or not state.has(cid):
        return None
    cs = state.card(cid)
    if cs.card.type is CardType.FLYER or (cs.card.type is CardType.SYMBIOTE and cs.cell is None):
        return None
    if cs.cell is None:
        return f"?the cell {cid} ({cs.card.name}) stood on is not given (its `at`)"
    if cs.zone is Zone.PLAY:
        return None
    others = [c.id for c in state.cards if c.id != cid and c.zone is Zone.PLAY and where(state, c.id) == ("cell", cs.cell)]
    return None if others else cs.cell


TEXT_MARKER_TOPIC = "text-cell-marker-own"   # classic:ruling-dev-354 (legality/rules/text_cell_markers.py)


def text_marker_on(state: GameState, action, owner, name: str, edition: str | None) -> bool | str:
    """«… только на клетке с дрожью»: whether the action's destination carries the marker `name` a text of
    `owner` names. One of `owner`'s controller's markers counts (dev-368: a marker is its layer's controller's);
    where only the opponent's lie there, the judges count them not (classic:ruling-dev-354: a Скелетный червь
    incarnates on another's дрожь only of one's own squad); an edition without that ruling: '?why'."""
    if action.to is None:
        return f"?the destination cell of {action.kind.value} by {action.source} is not given"
    there = markers_at(state, action.to, name)
    if not there:
        return False
    if any(marker_owner(state, m) is owner.controller for m in there):
        return True
    from .registry import topic_rule
    if edition is not None and topic_rule(edition, TEXT_MARKER_TOPIC) is not None:
        return False
    return (f"?whether the opponent's marker «{name}» on the destination is the one «{owner.card.name}» "
            f"({owner.id}) names: no rule of {edition} says whose marker a text naming none means")


def text_marker_reasons(state: GameState, action, edition: str):
    """The judges' reading that decided a `to_cell_marker` condition (only the opponent's marker lies on the
    destination), named in the verdict."""
    from .registry import topic_rule
    from .verdict import Reason
    r = topic_rule(edition, TEXT_MARKER_TOPIC)
    if r is None or action.to is None:
        return ()
    out = []
    for cs in state.cards:
        for f in cs.card.features:
            spec = dict(f.param("board") or ())
            if action.kind not in f.actions:
                continue
            for key in ("to_cell_marker", "to_not_cell_marker"):
                name = spec.get(key)
                there = markers_at(state, action.to, name) if name else []
                if there and not any(marker_owner(state, m) is cs.controller for m in there):
                    out.append(Reason(code="text-cell-marker-enemy", rule=r.id, rules=(r.id,),
                                      message=f"the marker «{name}» on the destination is the opponent's: "
                                              f"«{f.text}» of {cs.id} counts only its own squad's ({r.id})"))
    return tuple({x.message: x for x in out}.values())
