"""The classic battlefield (classic 2012 207, 211.4): where cards stand, what is next to what, how far.

One reading of positions for every question kind: `legal` reads it through the board facts
(`legality/facts.py`), the stack tracer through the same facts when it asks a declaration's legality.

A scenario's `cell: [c, l]` is a cell of the 2012 Battlefield (207.2: six horizontal rows of five cells):
  c — the column (вертикаль) A–E as 1–5, left to right as the first player sees the board;
  l — the horizontal line across the board, 1–6, counted from the first player's far side: lines 1–3 are the
      first player's half (line 3 is their first row, line 1 their third), lines 4–6 the second player's half
      (line 4 is their first row, line 6 their third) (207.3, 207.3.b).
`at: "C1'"` names the same cell in the notation of 207.5 (C1 is [3, 3], C1′ is [3, 4]).

A flying creature in play has no cell (211.2) and is next to no card (211.4). A card not in play stands nowhere.
A card in play whose cell the scenario does not give is an unknown position: a rule that needs it answers
`unknown`, naming the missing fact.
"""
from __future__ import annotations

import re

from model import CardType, GameState, Player, Zone

COLUMNS = "ABCDE"
_AT = re.compile(r"^([A-Ea-e])([1-3])(['′]?)$")


def parse_at(text: str) -> tuple[int, int] | None:
    """`C1'` → (3, 4); None if `text` is not a 207.5 cell name."""
    m = _AT.match(text.strip())
    if not m:
        return None
    col = COLUMNS.index(m.group(1).upper()) + 1
    row = int(m.group(2))
    return (col, 3 + row) if m.group(3) else (col, 4 - row)


def label(cell: tuple[int, int]) -> str:
    """(3, 4) → "C1′" (207.5.a)."""
    col, line = cell
    return f"{COLUMNS[col - 1]}{4 - line}" if line <= 3 else f"{COLUMNS[col - 1]}{line - 3}′"


def half(cell: tuple[int, int]) -> Player:
    """Whose half of the Battlefield the cell is on (207.3.a)."""
    return Player.FIRST if cell[1] <= 3 else Player.SECOND


def row_of(cell: tuple[int, int], player: Player) -> int | None:
    """The cell's row number on `player`'s half (207.3.b: 1 nearest the opponent), None on the other half."""
    if half(cell) is not player:
        return None
    return 4 - cell[1] if player is Player.FIRST else cell[1] - 3


def distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Cells between a and b counted along verticals, horizontals and diagonals in any combination (glossary
    «Дальность X»): the larger of the column and line differences."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def neighbouring(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """207.7: differs by one letter or number (prime included) and shares a line: diagonals count."""
    return distance(a, b) == 1


def orthogonal(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Neighbours on one vertical or horizontal (203.2: where movement goes; Строй: not diagonally)."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def where(state: GameState, cid: str | None):
    """("cell", cell) | ("flying",) | ("nowhere",) | ("unknown", why)."""
    if cid is None or not state.has(cid):
        return ("nowhere",)
    cs = state.card(cid)
    if cs.zone is not Zone.PLAY:
        return ("nowhere",)
    if cs.card.type is CardType.FLYER:
        return ("flying",)
    if cs.cell is None:
        return ("unknown", f"the cell of {cid} ({cs.card.name}) is not given")
    return ("cell", cs.cell)


def adjacency(state: GameState, a: str | None, b: str | None) -> bool | str:
    """True / False / a '?…' string naming the missing fact. A flyer is next to nothing (211.4); a card out of
    play is next to nothing; a card is not next to itself."""
    if a is None or b is None or a == b:
        return False
    pa, pb = where(state, a), where(state, b)
    if "nowhere" in (pa[0], pb[0]) or "flying" in (pa[0], pb[0]):
        return False
    for p in (pa, pb):
        if p[0] == "unknown":
            return f"?whether {a} stands next to {b}: {p[1]}"
    return neighbouring(pa[1], pb[1])


def separation(state: GameState, a: str | None, b: str | None) -> int | str | None:
    """Cells from a to b (glossary «Дальность X»); None when either stands on no cell (flying, out of play);
    a '?…' string when a cell is not given."""
    pa, pb = where(state, a), where(state, b)
    for p, cid in ((pa, a), (pb, b)):
        if p[0] == "unknown":
            return f"?how far {b} is from {a}: {p[1]}"
    if pa[0] != "cell" or pb[0] != "cell":
        return None
    return distance(pa[1], pb[1])


RANGED = ("shot", "throw", "discharge")   # ranged attacks as action kinds (2012 401.4, 401.5)


def board_facts(state: GameState, action) -> dict:
    """The board facts of `legality/facts.py`. An undecided position reads as not adjacent / not on a cell;
    `board_unknowns` makes the answer `unknown` wherever a rule in force reads it."""
    adj = adjacency(state, action.source, action.target)
    sep = separation(state, action.source, action.target)
    return {
        "board.adjacent": adj is True,
        "board.distance": sep if isinstance(sep, int) else 0,
        "board.target_on_cell": where(state, action.target)[0] == "cell",
        "action.has_range": action.range is not None,
        "action.range": action.range or 0,
    }


def board_unknowns(state: GameState, action, edition: str) -> tuple[str, ...]:
    """Why a rule of `edition` that reads a position cannot be applied: a cell the scenario does not give."""
    from .registry import topic_rule
    out = []
    if action.kind.value in RANGED and action.target:
        r = topic_rule(edition, "ranged-not-adjacent")
        adj = adjacency(state, action.source, action.target)
        if r is not None and isinstance(adj, str):
            out.append(f"{adj[1:]} (a ranged attack cannot be declared at an adjacent card, {r.id})")
    if action.range is not None and action.target:
        r = topic_rule(edition, "range")
        sep = separation(state, action.source, action.target)
        if r is not None and isinstance(sep, str):
            out.append(f"{sep[1:]} (its range is {action.range}, {r.id})")
    return tuple(out)
