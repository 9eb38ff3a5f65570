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

A symbiote or parasite (`host:`) stands in its host's cell and moves with it (210.2, 210.8, 210.13); it is adjacent
to its host and to every card adjacent to its host (210.9, 210.9.a): the judges read a companion on the attacked
card as standing next to it (dev-012) and a parasite as standing next to its host (dev-157).
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


def read_cell(f, key: str, required: bool = False) -> tuple[int, int] | None:
    """A cell field of a scenario: `[c, l]` or the 207.5 name ("C1'"); one line `FILE:LINE: FIELD` on error."""
    raw = f.req(key, (list, str)) if required else f.opt(key, (list, str))
    if raw is None:
        return None
    if isinstance(raw, str):
        cell = parse_at(raw)
        if cell is None:
            raise f.error(key, f"{raw!r} is not a cell: expected [column 1-5, line 1-6] or a name such as C1 or "
                               "C1' (columns A-E, rows 1-3, ' on the second player's half)")
        return cell
    if not isinstance(raw, list) or len(raw) != 2 or not all(isinstance(v, int) and not isinstance(v, bool)
                                                             for v in raw):
        raise f.error(key, "expected [column, line] or a cell name such as C1'")
    if not (1 <= raw[0] <= 5 and 1 <= raw[1] <= 6):
        raise f.error(key, f"{list(raw)} is outside the 5x6 board (columns 1-5, lines 1-6)")
    return (raw[0], raw[1])


def read_path(f, key: str, cell: tuple[int, int] | None) -> tuple[tuple[int, int], ...]:
    """A card's `path`: the cells it stood on this turn before its present `cell`, in order (each a cell name or
    `[c, l]`); one line `FILE:LINE: FIELD` on error."""
    from .errors import InputError
    out = []
    for line, raw in f.items(key):
        name = f"{f.name(key)}[{len(out)}]"
        got = parse_at(raw) if isinstance(raw, str) else (
            tuple(raw) if isinstance(raw, list) and len(raw) == 2 and all(
                isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= b for v, b in zip(raw, (5, 6)))
            else None)
        if got is None:
            raise InputError(f.path, line, name, f"{raw!r} is not a cell: expected [column 1-5, line 1-6] or a "
                                                 "name such as C1 or C1'")
        if got == (out[-1] if out else None):
            raise InputError(f.path, line, name, f"{label(got)} repeats the cell before it: a path lists relocations")
        out.append(got)
    if out and cell is None:
        raise f.error(key, "a path needs the card's present cell (`at` or `cell`)")
    if out and out[-1] == cell:
        raise f.error(key, f"the path's last cell {label(cell)} is the card's present cell: list only the cells "
                           "it left")
    return tuple(out)


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


def side_by_side(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Left or right of each other: the same line, the next column («справа и слева от …»; 207.2: a line runs
    across the board). Which side is left depends on the player (207.5); this reading needs neither."""
    return a[1] == b[1] and abs(a[0] - b[0]) == 1


def orthogonal(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Neighbours on one vertical or horizontal (203.2: where movement goes; Строй: not diagonally)."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def in_front(cell: tuple[int, int], controller: Player) -> tuple[int, int] | None:
    """207.8: the neighbouring cell on the same vertical toward the opponent (which one depends only on the
    card's controller); None off the board. «Позади» is the other neighbour on that vertical."""
    line = cell[1] + (1 if controller is Player.FIRST else -1)
    return (cell[0], line) if 1 <= line <= 6 else None


def behind(cell: tuple[int, int], controller: Player) -> tuple[int, int] | None:
    return in_front(cell, controller.opponent)


def beside(cell: tuple[int, int], controller: Player, side: str) -> tuple[int, int] | None:
    """The neighbouring cell on the same horizontal to the card's «left» or «right» as its controller sees the
    board (207.5: the first player sees columns A-E left to right; the second player faces them from the other
    side); None off the board."""
    step = -1 if (side == "left") == (controller is Player.FIRST) else 1
    col = cell[0] + step
    return (col, cell[1]) if 1 <= col <= 5 else None


def relative_cell(cell: tuple[int, int], controller: Player, where_to: str) -> tuple[int, int] | None:
    """«напротив» (in front, 207.8), «позади» (behind), «слева», «справа» of a card standing on `cell`."""
    if where_to == "front":
        return in_front(cell, controller)
    if where_to == "behind":
        return behind(cell, controller)
    return beside(cell, controller, where_to)


def steps_of(path: tuple, cell: tuple[int, int] | None) -> list[tuple[int, int]]:
    """The vectors (column, line) of a card's relocations this turn: from each cell of its `path` to the next,
    the last to its present cell."""
    cells = list(path) + ([cell] if cell is not None else [])
    return [(b[0] - a[0], b[1] - a[1]) for a, b in zip(cells, cells[1:])]


def beyond(source: tuple[int, int], target: tuple[int, int]) -> tuple[int, int] | None:
    """207.9.a: the cell «in the direction of» a melee attack or movement from source to target (neighbours
    only, 207.9): on their line, next to the target, not the source's; None off the board or undefined."""
    if not neighbouring(source, target):
        return None
    cell = (2 * target[0] - source[0], 2 * target[1] - source[1])
    return cell if 1 <= cell[0] <= 5 and 1 <= cell[1] <= 6 else None


def where(state: GameState, cid: str | None):
    """("cell", cell) | ("flying",) | ("nowhere",) | ("unknown", why)."""
    if cid is None or not state.has(cid):
        return ("nowhere",)
    cs = state.card(cid)
    if cs.zone is not Zone.PLAY:
        return ("nowhere",)
    if cs.card.type is CardType.FLYER:
        return ("flying",)
    if cs.cell is None and _hosted(state, cs):
        return where(state, cs.host)            # 210.2, 210.8: in its host's cell, moving with it
    if cs.cell is None:
        return ("unknown", f"the cell of {cid} ({cs.card.name}) is not given")
    return ("cell", cs.cell)


def _hosted(state: GameState, cs) -> bool:
    """A symbiote or parasite standing on a host in play (210.2; not an equipment: 214 gives it no cell rule)."""
    return (cs.host is not None and cs.card.type is CardType.SYMBIOTE and state.has(cs.host)
            and state.card(cs.host).zone is Zone.PLAY)


def host_pair(state: GameState, a: str, b: str) -> bool:
    """One of the two is a symbiote or parasite standing on the other (210.9.a: they are adjacent)."""
    for s, h in ((a, b), (b, a)):
        cs = state.card(s) if state.has(s) else None
        if cs is not None and cs.zone is Zone.PLAY and cs.host == h and _hosted(state, cs):
            return True
    return False


def standing(state: GameState, cid: str | None):
    """As `where`, but a symbiote or parasite with no cell of its own stands in its host's cell (classic 2012
    210.2: «put the symbiote in the same cell as its host»; 210.8: it moves with its host)."""
    p = where(state, cid)
    if p[0] == "unknown" and state.card(cid).host and state.has(state.card(cid).host):
        return where(state, state.card(cid).host)
    return p


def last_standing(state: GameState, cid: str | None):
    """As `standing`, but a card out of play is read where it stood when it left play (its `at` in the scenario:
    «стоящие рядом с ним на момент уничтожения», the judges, dev-001): ("cell", c) | ("flying",) | ("nowhere",) |
    ("unknown", why). A flyer stood on no cell (211.2); a symbiote that left play with its host, on its host's."""
    if cid is None or not state.has(cid):
        return ("nowhere",)
    cs = state.card(cid)
    if cs.zone is Zone.PLAY:
        return standing(state, cid)
    if cs.card.type is CardType.FLYER:
        return ("flying",)
    if cs.cell is not None:
        return ("cell", cs.cell)
    if cs.host is not None and state.has(cs.host) and state.card(cs.host).cell is not None:
        return ("cell", state.card(cs.host).cell)
    return ("unknown", f"the cell {cid} ({cs.card.name}) stood on when it left play is not given (its `at`)")


def adjacency(state: GameState, a: str | None, b: str | None) -> bool | str:
    """True / False / a '?…' string naming the missing fact. A flyer is next to nothing (211.4); a card out of
    play is next to nothing; a card is not next to itself."""
    if a is None or b is None or a == b:
        return False
    pa, pb = where(state, a), where(state, b)
    if "nowhere" in (pa[0], pb[0]) or "flying" in (pa[0], pb[0]):
        return False
    if host_pair(state, a, b):
        return True                     # 210.9.a: a symbiote and its host are adjacent
    for p in (pa, pb):
        if p[0] == "unknown":
            return f"?whether {a} stands next to {b}: {p[1]}"
    return neighbouring(pa[1], pb[1])   # 210.9: a symbiote shares its host's cell, so its host's neighbours


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
MELEE = ("simple_strike", "special_strike", "magic_strike")   # melee attacks (2012 401.4, 401.5)
VIA = ("movement", "jump", "teleport", "effect")   # how a `move` relocates: 203.2, glossary, an ability's effect


def mover(action) -> str | None:
    """The card a `move` relocates: its target when it has one (an ability moving another card), else its source."""
    return action.target or action.source


def _to_facts(state: GameState, action) -> dict:
    to = action.to
    if to is not None and action.kind.value == "incarnate":      # a card brought from the graveyard to a cell
        owner = state.card(action.source).controller if state.has(action.source) else None
        others = [c for c in state.cards if c.zone is Zone.PLAY and where(state, c.id) == ("cell", to)
                  and c.id != action.source]
        return {"board.to_given": True, "board.to_distance": 0, "board.to_orthogonal": False,
                "board.to_same": False, "board.to_occupied": bool(others),
                "board.to_own_row": (row_of(to, owner) or 0) if owner else 0}
    if to is None or action.kind.value != "move":
        return {"board.to_given": False, "board.to_distance": 0, "board.to_orthogonal": False,
                "board.to_same": False, "board.to_occupied": False, "board.to_own_row": 0}
    m, src = where(state, mover(action)), where(state, action.source)
    others = [c for c in state.cards if c.zone is Zone.PLAY and c.cell == to and c.id != mover(action)]
    return {"board.to_given": True,
            "board.to_distance": distance(src[1], to) if src[0] == "cell" else 0,
            "board.to_orthogonal": m[0] == "cell" and orthogonal(m[1], to),
            "board.to_same": m[0] == "cell" and m[1] == to,
            "board.to_occupied": bool(others),
            "board.to_own_row": 0}          # read for an incarnation's destination only


def _bonus(state: GameState, action) -> int:
    """Range bonuses from the cards (legality/range_bonus.py); one not known reads permissively (counted), and
    `board_unknowns` makes the answer unknown where it is not illegal even so."""
    from .range_bonus import range_bonus
    return range_bonus(state, action, permissive=True)


ROW_STRIKE = "Удар через ряд"


def row_strike(state: GameState, action) -> bool:
    """The action is a strike through a row: its `ability` names a feature of its source whose ability is «Удар
    через ряд» (glossary: a nonmagical ranged attack, not a melee one)."""
    if action.ability is None or action.source is None or not state.has(action.source):
        return False
    f = state.card(action.source).card.feature(action.ability)
    return f is not None and f.param("ability") == ROW_STRIKE


def row_cell(state: GameState, action) -> tuple[int, int] | None | str:
    """The one cell a strike through a row passes over (glossary «Удар через ряд»: on a vertical or horizontal,
    exactly one cell between); None when the two cards do not stand so; '?…' when a cell is not given."""
    a, b = where(state, action.source), where(state, action.target)
    for p in (a, b):
        if p[0] == "unknown":
            return f"?{p[1]}"
    if a[0] != "cell" or b[0] != "cell":
        return None
    (c1, l1), (c2, l2) = a[1], b[1]
    if (c1 == c2 or l1 == l2) and distance(a[1], b[1]) == 2:
        return ((c1 + c2) // 2, (l1 + l2) // 2)
    return None


def _row_facts(state: GameState, action) -> dict:
    """Whether a strike through a row passes over a cell a marker makes occupied («клетка с маркером костра
    считается занятой»: neither free nor occupied by one's cards — the judges, dev-368)."""
    over = False
    if action.target is not None and row_strike(state, action):
        cell = row_cell(state, action)
        if isinstance(cell, tuple):
            from .cell_markers import markers_at, occupies
            over = any(occupies(state, m) for m in markers_at(state, cell))
    return {"board.row_over_occupying_marker": over}


PLAYABLE_WAYS = (("jump", "Прыжок"), ("teleport", "Телепортация"))   # glossary: each spends all movement units


def movement_left(state: GameState, action) -> int | str:
    """A card's unused movement for a move by movement (classic 2012 203.3, 203.4): its printed allowance minus
    the steps it made by movement this turn (its `moved`); a relocation by a triggered ability (an Ахти's
    «может телепортироваться») spends none. '?…' when it is not decided: no allowance printed, a jump or
    teleportation this turn by a card with that playable ability (which spends all its units, glossary «Прыжок»,
    «Телепортация»), or a card text in play that changes movement."""
    if action.kind.value != "move" or action.via != "movement" or not state.has(action.source):
        return 0
    cs = state.card(action.source)
    if cs.card.move is None:
        return f"?{action.source} has no movement allowance printed"
    from .world import printed_has
    for way, name in PLAYABLE_WAYS:
        if way in cs.moved and printed_has(cs.card, name):
            return (f"?whether {action.source}'s {way} this turn was its own «{name}», which spends all its movement "
                    "units (2012 glossary), is not given")
    for c in state.cards:
        if c.zone is not Zone.PLAY:
            continue
        for f in c.card.features:
            if f.understood and "move_points" in (f.param("touches") or ()):
                return f"?{c.card.name} ({c.id}) «{f.text}» may change {action.source}'s movement"
    return max(cs.card.move - sum(1 for m in cs.moved if m == "movement"), 0)


def board_facts(state: GameState, action) -> dict:
    """The board facts of `legality/facts.py`. An undecided position reads as not adjacent / not on a cell;
    `board_unknowns` makes the answer `unknown` wherever a rule in force reads it."""
    adj = adjacency(state, action.source, action.target)
    sep = separation(state, action.source, action.target)
    return {
        "board.adjacent": adj is True,
        "board.apart": adj is False and action.source is not None and action.target is not None,
        "board.distance": sep if isinstance(sep, int) else 0,
        "board.target_on_cell": where(state, action.target)[0] == "cell",
        "action.has_range": action.range is not None,
        "action.range": (action.range or 0) + _bonus(state, action),
        "action.via": action.via or "none",
        "board.movement_left": left if isinstance(left := movement_left(state, action), int) else 1,
        **_to_facts(state, action),
        **_row_facts(state, action),
    }


def generated_reach_reasons(state: GameState, action, edition: str) -> tuple:
    """An attack an effect makes at a card more than one cell away, under an edition with classic:ruling-dev-484:
    the ruling is what lets it reach (board_unknowns leaves no distance unknown), so the verdict names it."""
    from .registry import topic_rule
    r = topic_rule(edition, "generated-reach") if action.generated else None
    if r is None or action.kind.value not in MELEE or not action.target:
        return ()
    sep = separation(state, action.source, action.target)
    if not (isinstance(sep, int) and sep > 1):
        return ()
    from .verdict import Reason
    return (Reason(code="generated-reach", rule=r.id, rules=(r.id,),
                   message=f"{action.source} stands {sep} cells from {action.target}: an attack an effect makes "
                           f"needs no adjacency ({r.id})"),)


def board_unknowns(state: GameState, action, edition: str) -> tuple[str, ...]:
    """Why a rule of `edition` that reads a position cannot be applied: a cell the scenario does not give."""
    from .registry import topic_rule
    out = []
    if action.kind.value in RANGED and action.target:
        r = topic_rule(edition, "ranged-not-adjacent")
        adj = adjacency(state, action.source, action.target)
        if r is not None and isinstance(adj, str):
            out.append(f"{adj[1:]} (a ranged attack cannot be declared at an adjacent card, {r.id})")
    if action.kind.value == "finishing_blow" and action.target:
        r = topic_rule(edition, "finishing-blow")
        adj = adjacency(state, action.source, action.target)
        if r is not None and isinstance(adj, str):
            out.append(f"{adj[1:]} (Добивание destroys an adjacent creature, {r.id})")
    if topic_rule(edition, "movement-units") is not None:
        left = movement_left(state, action)
        if isinstance(left, str):
            out.append(f"{left[1:]} (unused movement, classic-2012:203.4)")
    generated_reach = action.generated and topic_rule(edition, "generated-reach") is not None   # dev-484
    if action.target and row_strike(state, action) and topic_rule(edition, "cell-marker-occupied") is not None:
        from .cell_markers import markers_at, occupies
        cell = row_cell(state, action)
        if isinstance(cell, str):
            out.append(f"the cell a strike through a row passes over: {cell[1:]}")
        elif cell is not None:
            out += [f"whether the {m.name} marker on {label(cell)} makes the cell occupied: {m.source} has no "
                    f"feature laying it (params.cell_marker)" for m in markers_at(state, cell)
                    if occupies(state, m) is None]
    if action.kind.value in MELEE and action.target and not generated_reach and not row_strike(state, action):
        sep = separation(state, action.source, action.target)
        if isinstance(sep, int) and sep > 1:
            # 2012 207.9 reads a melee attack as between neighbours, but no encoded rule says a melee attack
            # must target an adjacent card: a strike across the field is not answered either way
            why = (f"; an attack an effect makes reaches any card by classic:ruling-dev-484, no rule of {edition} "
                   "says so") if action.generated else ""
            out.append(f"{action.source} stands {sep} cells from {action.target}: whether a melee attack reaches a "
                       f"card that is not adjacent is not encoded (2012 207.9 reads melee attacks between neighbours)"
                       f"{why}")
    if action.range is not None and action.target:
        r = topic_rule(edition, "range")
        sep = separation(state, action.source, action.target)
        if r is not None and isinstance(sep, str):
            out.append(f"{sep[1:]} (its range is {action.range}, {r.id})")
    if action.range is not None and topic_rule(edition, "range") is not None:
        from .range_bonus import range_bonus
        got = range_bonus(state, action)          # as the facts read it
        if isinstance(got, str):
            out.append(got[1:])
    if action.kind.value == "move" and action.to is not None:
        need = [(action.source, "range")] if action.range is not None else []
        step = {"movement": "movement", "jump": "jump-same-cell", "teleport": "jump-same-cell"}.get(action.via)
        if step:
            need.append((mover(action), step))
        for cid, topic in need:
            p = where(state, cid)
            r = topic_rule(edition, topic)
            if p[0] == "unknown" and r is not None:
                out.append(f"where {cid} moves from: {p[1]} (the destination {label(action.to)} is read by {r.id})")
    return tuple(out)


# Conditions on the board a deontic card feature may carry (`board:` in the card language, docs/cards.md): the
# feature's clause holds only where every stated condition does. Each reads the cells as the rest of this module.
BOARD_CONDITIONS = {
    "target_teleports": "the action's target has Телепортация, printed or granted, or its printed text lets it "
                        "teleport («существо с телепортацией»: Ахти's «может телепортироваться», the judges, "
                        "dev-184)",
    "source_enemy": "the acting card is an enemy of the feature's card (with `role: target`: «карты противника … по "
                    "[этой карте]»)",
    "target_enemy": "the action's target is a card of the feature card's opponent («на … существо в вашем отряде» is "
                    "`false`)",
    "declared": "the action is declared by a player, not generated by an effect («может нападать только …»: a "
                "fight an effect makes is not the card's нападение, the judges, dev-163)",
    "target_not_self": "the action's target is another card than the feature's («… только по [этой карте]»)",
    "self_next_to_enemy_creature": "the feature's card stands next to an enemy creature («пока он стоит рядом с "
                                   "хотя бы одним существом противника»)",
    "self_next_to_own_artifact": "the feature's card stands next to an artifact of its controller («если не стоит "
                                 "рядом с вашим артефактом»)",
    "source_at_edge": "the acting card stands at the edge of the field (the outer cells, «у края поля»)",
    "target_at_edge": "the action's target stands at the edge of the field (the outer cells, «у края поля»)",
    "to_next_to_target": "a move's destination neighbours the cell of the card it moves («на соседнюю с ним клетку»)",
    "to_beyond_target": "a move's destination is the cell in the direction of the source's melee attack or move "
                        "at the card it moves (207.9.a, «в направлении удара»)",
    "to_opposite_edge": "a move's destination is the cell at the other end of its card's row («между крайними "
                        "клетками одного ряда»)",
    "to_in_front_of_target": "a move's destination is the cell in front of the card it moves, as its controller "
                             "sees it (207.8: «на клетку вперёд»)",
    "to_behind_source": "a move's destination is the cell right behind the acting card (207.8, «позади себя»)",
    "to_behind_target": "a move's destination is the cell right behind the card it moves, as that card's controller "
                        "sees it («перемещается на одну клетку назад»)",
    "target_in_enemy_third_row": "the target stands in the third row of the feature card's opponent (207.3.b)",
    "target_moved_itself": "the target moved this turn by movement, a jump or a teleportation (`moved`; not when "
                           "only another card moved it: the judges, dev-269)",
    "self_moved": "the feature's card relocated this turn in any way, by itself or by another card (dev-285)",
    "source_in_front": "the acting card stands on the cell in front of the feature's card (207.8, «напротив»)",
    "target_same_column": "the action's target stands in the acting card's column («в одном столбце с ним»)",
    "own_turn": "it is the turn of the feature card's controller («в свой ход»)",
    "target_most_lives": "the action's target has the most current lives of the cards in play of the feature card's "
                         "opponent, ties included («только по карте противника с наибольшим {health}»: current "
                         "lives, the judges, dev-439)",
    "target_closed": "the action's target is closed («закрытое …»)",
    "target_enemy_creature": "the action's target is a creature of the feature card's opponent («… существо "
                             "противника»)",
    "target_in_front": "the action's target stands on the cell in front of the acting card, as its controller sees "
                       "it (207.8, «по карте, стоящей напротив»; a flyer stands on no cell, a symbiote in its host's)",
    "target_next_to_self": "the action's target stands next to the feature's card (207.7; a flyer next to none, "
                           "211.4; a symbiote in its host's cell, 210.2)",
    "target_in_front_of_self": "the target stands on the cell in front of the feature's card (207.8, «напротив»)",
    "target_behind_self": "the target stands on the cell right behind the feature's card («позади», «сзади»)",
    "target_left_of_self": "the target stands on the cell to the feature card's left, as its controller sees the "
                           "board («слева»)",
    "target_right_of_self": "the target stands on the cell to the feature card's right, as its controller sees the "
                            "board («справа»)",
    "enemy_in_front_of_self": "a card of the feature card's opponent stands on the cell in front of it",
    "enemy_behind_self": "a card of the feature card's opponent stands on the cell right behind it",
    "enemy_left_of_self": "a card of the feature card's opponent stands on the cell to its left (as its controller "
                          "sees the board)",
    "enemy_right_of_self": "a card of the feature card's opponent stands on the cell to its right",
    "self_column_has_enemy": "a card of the feature card's opponent stands in the feature card's column («в "
                             "столбце, в котором нет карт противника» is its negation)",
    "source_other_column": "the acting card stands on a cell in another column than the feature's card («карт, "
                           "стоящих в других столбцах»; a flyer stands in no column, 211.2; a symbiote in its "
                           "host's, 210.2)",
    "target_in_front_of_formation_mate": "the target stands on the cell in front of a creature in formation with "
                                         "the feature's card (glossary «Строй»; «напротив существ в строю с "
                                         "[этой картой]»: not in front of the card itself, which is not in "
                                         "formation with itself — the judges, dev-027)",
    "to_formation_mate_cell": "a move's destination is the cell of a creature in formation with the card it moves "
                              "(«поменяться местами с существом, с которым стоит в строю»)",
    "to_cell_of_own_kin": "a move's destination is the cell of another card of the feature card's controller with "
                          "a class the feature's card has («на клетку, занятую другим вашим гномом или койаром» on "
                          "a Гном, Койар)",
    "target_and_to_on_self_path_row": "the target's cell and a move's destination are two cells of one horizontal "
                                      "row the feature's card passed through this turn (its `path`: «при "
                                      "перемещении через две клетки в одном ряду»)",
    "mover_moved": "the card a move relocates already relocated this turn, in any way (its `moved`)",
    "other_movers_at_least": "(a number N) at least N other creatures of the moved card's controller relocated this "
                             "turn, in any way: movement, a jump, a teleportation, or moved by a card's ability "
                             "(their `moved`; the judges, dev-262)",
    "to_next_to_own_creatures_fewer_than": "(a number N) fewer than N creatures of the feature card's controller "
                                           "stand next to the action's destination cell (a card on that cell is "
                                           "not next to it: the judges, dev-326)",
    "target_cost_above_plus_tokens": "(a number N) the target's printed cost is above N+X, X the tokens on the "
                                     "feature's card as the action is checked («стоимостью 3+Х или менее, где Х "
                                     "число {counter} на …»; a cost X: unknown)",
    "to_next_to_own_creatures_fewer_than_less_tokens": "(a number N) fewer than N−X creatures of the feature card's "
                                                       "controller stand next to the action's destination cell, X "
                                                       "the tokens on the feature's card («рядом с которой стоят 8-Х "
                                                       "или более ваших существ, где Х - число {counter}»)",
    "to_along_self_last_step": "a move's destination is the moved card's cell shifted as the feature's card was by "
                               "its last relocation this turn (its `path`): «в том же направлении»",
    "enemy_first_row_empty": "no card of the feature card's opponent stands in that player's first row (207.3.b; "
                             "«пока в первом ряду противника нет его карт»)",
    "target_flyer": "the action's target is a flying creature («летающих»)",
    "source_flyer": "the action's source is a flying creature («Летающие существа противника могут объявлять атаку "
                    "только по …»)",
    "target_next_to_about": "the action's target stands next to the card the effect refers to (the action's "
                            "`about`: «стоящую рядом с атакованным», «рядом с погибшим»; where it stands, or stood "
                            "when it left play; a flyer next to none, 211.4; a symbiote next to its host, 210.9.a)",
    "target_behind_about": "the action's target stands on the cell right behind the card the effect refers to "
                           "(`about`), as that card's controller sees the board (207.8; «позади атакованного»: "
                           "for one's own attacked creature, one's own point of view — the judges, dev-398)",
    "to_next_to_about": "the action's destination cell neighbours the cell of the card the effect refers to "
                        "(`about`; «на клетку рядом с ним»)",
    "to_cell_of_about": "the action's destination is the cell the card the effect refers to (`about`) stands or "
                        "stood on («на его клетку»; a flyer stood on none, 211.2)",
    "target_outside_line_from_self": "(a number N) the action's target stands on none of the N cells in a row "
                                     "along a vertical, horizontal or diagonal starting next to the feature's card "
                                     "(where it stands, or stood when it left play): «до N клеток подряд на одной "
                                     "прямой (в том числе по диагонали) от [карты]», its own cell never among them "
                                     "(the judges, dev-174)",
    "target_creature": "the action's target is a creature of any squad (208.2: flyers and symbiotes too; «в "
                       "существо»: not an artifact — the judges, dev-422)",
    "target_in_graveyard": "the action's target lies in a graveyard («на существо на вашем кладбище»)",
    "to_cell_marker": "(a marker's name) the action's destination cell carries a marker of that name («только на "
                      "клетке с дрожью»): one laid by a card of the feature card's controller; an enemy's counts "
                      "not under the judges' classic:ruling-dev-354, and is `unknown` under an edition without it",
    "to_not_cell_marker": "(a marker's name) the negation of `to_cell_marker`: the destination carries no such "
                          "marker («… только на клетке с дрожью» forbids the others)",
    "source_next_to_self": "the acting card (a move's: the card it relocates) stands next to the feature's card "
                           "(207.7; a flyer next to none, 211.4): «стоящие рядом существа противника»",
    "mover_move_within_self_armour_left": "a move by movement (not a jump, a teleportation or an effect's) of a "
                                          "card whose printed movement is at most the Броня the feature's card has "
                                          "left this turn (its X less `armour_prevented`): «с {move} меньшей или "
                                          "равной оставшимся единицам {armor}»; printed, «без учета "
                                          "модификаторов» (classic:ruling-dev-346, the judges' dev-089)",
    "own_creature_facing_target": "a creature of the feature card's controller stands so that the action's target "
                                  "is on the cell in front of it, as that creature's controller sees the board "
                                  "(207.8, «карту противника, напротив которой стоит ваше существо»; a symbiote "
                                  "or parasite stands in its host's cell, 210.2)",
}


NAMED = ("to_cell_marker", "to_not_cell_marker")     # conditions naming a cell marker (legality/cell_markers.py)
COUNTED = ("other_movers_at_least", "to_next_to_own_creatures_fewer_than",
           "to_next_to_own_creatures_fewer_than_less_tokens", "target_outside_line_from_self",
           "target_cost_above_plus_tokens")     # conditions with a number: «at least N»


def parse_board_condition(ff) -> dict | None:
    """`board:` of a card feature: a mapping of BOARD_CONDITIONS names to true/false."""
    sub = ff.sub("board")
    if sub is None:
        return None
    out = {}
    for key in list(sub.node):
        if key not in BOARD_CONDITIONS:
            import difflib
            close = difflib.get_close_matches(str(key), list(BOARD_CONDITIONS), n=1)
            hint = f"did you mean {close[0]!r}? " if close else ""
            raise sub.error(key, f"unknown board condition; {hint}expected one of: {', '.join(BOARD_CONDITIONS)}")
        out[key] = sub.req(key, int) if key in COUNTED else sub.req(key, str) if key in NAMED else sub.req(key, bool)
        if key in NAMED and not out[key].strip():
            raise sub.error(key, "name the marker (the word the card text gives it: дрожь, омут, …)")
        if key in COUNTED and (isinstance(out[key], bool) or out[key] < 1):
            raise sub.error(key, f"expected a number of cards, 1 or more, got {out[key]!r}")
    sub.done()
    if ff.node.get("modality") is None:
        raise ff.error("board", "a board condition belongs to a deontic feature (modality and actions)")
    return out


def _at_edge(cell):
    """On the outer ring of the Battlefield: column A or E, or a third row (line 1 or 6; the judges, dev-020)."""
    return cell[0] in (1, 5) or cell[1] in (1, 6)


def first_row_empty(state: GameState, player) -> bool | str:
    """No card of `player` stands in `player`'s first row (207.3.b: the row nearest the other half; a flyer
    stands in no row, 211.2); '?why' when a card's cell is not given."""
    for c in state.cards:
        if c.zone is not Zone.PLAY or c.controller != player or c.card.type is CardType.FLYER:
            continue
        if c.cell is None:
            return f"?the cell of {c.id} is not given: it may stand in its controller's first row"
        if row_of(c.cell, player) == 1:
            return False
    return True


_RELATIVE = {"front": "in_front_of", "behind": "behind", "left": "left_of", "right": "right_of"}


def _relative_condition(state: GameState, action, owner, key: str) -> bool | str | None:
    """The conditions on the cells around the feature's card, in its column, or on its last step; None for
    another key."""
    rel = next((side for side, word in _RELATIVE.items()
                if key in (f"target_{word}_self", f"enemy_{word}_self")), None)
    if rel is None and key not in ("target_next_to_self", "self_column_has_enemy", "source_other_column",
                                   "to_along_self_last_step"):
        return None
    me = standing(state, owner.id)
    if me[0] == "nowhere" and owner.zone is not Zone.PLAY and owner.cell is not None:
        me = ("cell", owner.cell)    # a card that left play: where it stood then (its `at`; the judges, dev-001)
    if me[0] == "unknown":
        return f"?{me[1]}"
    if me[0] != "cell":
        return False                 # a flyer (or a card out of play) has no cells around it, no column
    enemies = [c for c in state.cards if c.zone is Zone.PLAY and c.controller is owner.controller.opponent]
    if key == "self_column_has_enemy":
        cells = [standing(state, c.id) for c in enemies]
        if any(p[0] == "cell" and p[1][0] == me[1][0] for p in cells):
            return True
        why = next((p[1] for p in cells if p[0] == "unknown"), None)
        return f"?{why}" if why else False
    if key == "to_along_self_last_step":
        steps = steps_of(owner.path, me[1])
        if not steps:
            return f"?no relocation of {owner.id} this turn is given (its `path`)"
        m = where(state, mover(action))
        if m[0] == "unknown":
            return f"?{m[1]}"
        d = steps[-1]
        return action.to is not None and m[0] == "cell" and action.to == (m[1][0] + d[0], m[1][1] + d[1])
    if key.startswith("enemy_"):
        cell = relative_cell(me[1], owner.controller, rel)
        if cell is None:
            return False
        cells = [standing(state, c.id) for c in enemies]
        if any(p[0] == "cell" and p[1] == cell for p in cells):
            return True
        why = next((p[1] for p in cells if p[0] == "unknown"), None)
        return f"?{why}" if why else False
    other = standing(state, action.source if key == "source_other_column" else action.target)
    if other[0] == "unknown":
        return f"?{other[1]}"
    if other[0] != "cell":
        return False
    if key == "source_other_column":
        return other[1][0] != me[1][0]
    if key == "target_next_to_self":
        host_pair = owner.host == action.target or (state.has(action.target)
                                                    and state.card(action.target).host == owner.id)
        return action.target != owner.id and (host_pair or neighbouring(me[1], other[1]))   # 210.9.a
    return relative_cell(me[1], owner.controller, rel) == other[1]


def _movers(state: GameState, action) -> int | None:
    """How many other creatures of the moved card's controller relocated this turn; None if it is not a move."""
    if action.kind.value != "move" or not state.has(mover(action)):
        return None
    m = state.card(mover(action))
    return sum(1 for c in state.cards if c.id != m.id and c.controller is m.controller and c.moved
               and c.card.type in (CardType.CREATURE, CardType.FLYER))


def _cell(state: GameState, cid: str | None):
    """Where the card stands (`standing`): its cell, None when it stands on none, a '?…' string when not given."""
    p = standing(state, cid)
    return f"?{p[1]}" if p[0] == "unknown" else (p[1] if p[0] == "cell" else None)


def _in_front_of_mates(state: GameState, action, owner) -> bool | str:
    from .formation import formation_mates
    mates = formation_mates(state, owner)
    t = _cell(state, action.target)
    if isinstance(mates, str) or isinstance(t, str) or t is None:
        return mates if isinstance(mates, str) else (t or False)
    for m in mates:
        p = _cell(state, m)
        if isinstance(p, str) or (p is not None and in_front(p, state.card(m).controller) == t):
            return p if isinstance(p, str) else True
    return False


def _formation_mate_cell(state: GameState, action) -> bool | str:
    from .formation import formation_mates
    if action.to is None or not state.has(mover(action)):
        return False
    mates = formation_mates(state, state.card(mover(action)))
    if isinstance(mates, str):
        return mates
    return any(standing(state, m) == ("cell", action.to) for m in mates)


def _on_path_row(state: GameState, action, owner) -> bool | str:
    t = _cell(state, action.target)
    if isinstance(t, str) or t is None or action.to is None or t == action.to:
        return t if isinstance(t, str) else False
    passed = set(owner.path)
    return t in passed and action.to in passed and t[1] == action.to[1]


def _fewer_next_to(state: GameState, action, owner, want: int) -> bool | str:
    if action.to is None:
        return f"?the destination cell of {action.kind.value} by {action.source} is not given"
    mine = [standing(state, c.id) for c in state.cards if c.zone is Zone.PLAY and c.controller is owner.controller
            and c.card.type in (CardType.CREATURE, CardType.FLYER, CardType.SYMBIOTE)]
    n = sum(1 for p in mine if p[0] == "cell" and neighbouring(p[1], action.to))
    missing = next((p[1] for p in mine if p[0] == "unknown"), None)
    if n >= want:
        return False
    return f"?{missing}" if missing and n + sum(p[0] == "unknown" for p in mine) >= want else True


def _about_condition(state: GameState, action, owner, key: str) -> bool | str:
    """The conditions on the card an effect refers to (the action's `about`: the attacked, the destroyed card)."""
    if action.about is None:
        return f"?the card «{key}» refers to (the attacked or destroyed card) is not given (the action's `about`)"
    ref = last_standing(state, action.about)
    if ref[0] == "unknown":
        return f"?{ref[1]}"
    if key in ("to_next_to_about", "to_cell_of_about"):
        if action.to is None:
            return f"?the destination cell of {action.kind.value} by {action.source} is not given"
        return ref[0] == "cell" and (ref[1] == action.to if key == "to_cell_of_about"
                                     else neighbouring(ref[1], action.to))
    if action.target is None or action.target == action.about:
        return False
    if key == "target_next_to_about" and host_pair(state, action.target, action.about):
        return True                                  # 210.9.a: a symbiote and its host are adjacent
    t = standing(state, action.target)
    if t[0] == "unknown":
        return f"?{t[1]}"
    if ref[0] != "cell" or t[0] != "cell":
        return False                                 # a flyer stands next to none and behind none (211.2, 211.4)
    if key == "target_next_to_about":
        return neighbouring(ref[1], t[1])
    return behind(ref[1], state.card(action.about).controller) == t[1]     # 207.8: away from its opponent


def _in_line(state: GameState, action, owner, most: int) -> bool | str:
    me, t = last_standing(state, owner.id), _cell(state, action.target)
    if me[0] == "unknown":
        return f"?{me[1]}"
    if isinstance(t, str) or t is None or me[0] != "cell":
        return t or False
    dc, dl = t[0] - me[1][0], t[1] - me[1][1]
    straight = dc == 0 or dl == 0 or abs(dc) == abs(dl)     # a vertical, a horizontal or a diagonal (207.2, 207.7)
    return straight and 1 <= distance(me[1], t) <= most


def _facing_target(state: GameState, action, owner) -> bool | str:
    t = _cell(state, action.target)
    if isinstance(t, str) or t is None:
        return t or False
    mine = [c for c in state.cards if c.zone is Zone.PLAY and c.controller is owner.controller
            and c.card.type in (CardType.CREATURE, CardType.SYMBIOTE) and c.id != action.target]
    missing = None
    for c in mine:
        p = _cell(state, c.id)
        if isinstance(p, str):
            missing = missing or p
        elif p is not None and in_front(p, c.controller) == t:
            return True
    return missing or False


def _move_within_armour(state: GameState, action, owner, edition) -> bool | str:
    """The moved card's printed movement against the feature card's Броня left this turn (Законник)."""
    if action.kind.value != "move" or action.via not in (None, "movement") or not state.has(mover(action)):
        return False
    from .registry import topic_rule
    if edition and topic_rule(edition, "computed-printed-value") is None:
        return (f"?whether «{{move}}» is read printed or with its modifiers no rule of {edition} here says "
                "(classic:ruling-dev-346: printed)")
    feats = [f for f in owner.card.features if (f.keyword or "").casefold() == "броня"
             and isinstance(f.param("value"), int) and not f.param("duration")]    # its own, as stack/armour.py
    if owner.effects or len(feats) != 1 or feats[0].param("while"):
        return f"?the Броня {owner.id} has left is not read (several, conditional, or effects laid on it)"
    move = state.card(mover(action)).card.move
    if move is None:
        return f"?the printed movement of {mover(action)} is not given"
    return move <= max(0, feats[0].param("value") - owner.armour_prevented)


def _most_lives(state: GameState, action, owner) -> bool | str:
    """The target has the most current lives (204.6) among its opponent's cards in play that have lives."""
    if action.target is None or not state.has(action.target):
        return False
    enemy = owner.controller.opponent
    lives = {c.id: c.lives_left for c in state.cards
             if c.controller is enemy and c.zone is Zone.PLAY and c.lives_left is not None}
    if action.target not in lives:
        return False
    return lives[action.target] >= max(lives.values())


def _condition(state: GameState, action, owner, key: str, want=True, edition: str | None = None) -> bool | str:
    if key in NAMED:
        from .cell_markers import text_marker_on
        got = text_marker_on(state, action, owner, want, edition)
        return got if isinstance(got, str) or key == "to_cell_marker" else not got
    if key.endswith("_about"):
        return _about_condition(state, action, owner, key)
    if key == "own_creature_facing_target":
        return _facing_target(state, action, owner)
    if key == "source_next_to_self":
        me, it = where(state, owner.id), where(state, mover(action) if action.kind.value == "move" else action.source)
        for p in (me, it):
            if p[0] == "unknown":
                return f"?{p[1]}"
        return me[0] == it[0] == "cell" and mover(action) != owner.id and neighbouring(me[1], it[1])
    if key == "mover_move_within_self_armour_left":
        return _move_within_armour(state, action, owner, edition)
    if key == "target_outside_line_from_self":
        inside = _in_line(state, action, owner, want)
        return inside if isinstance(inside, str) else not inside
    if key == "target_creature":
        return (action.target is not None and state.has(action.target)
                and state.card(action.target).card.type in (CardType.CREATURE, CardType.FLYER, CardType.SYMBIOTE))
    if key == "target_in_graveyard":
        return (action.target is not None and state.has(action.target)
                and state.card(action.target).zone is Zone.GRAVEYARD)
    if key == "enemy_first_row_empty":
        return first_row_empty(state, owner.controller.opponent)
    if key == "target_flyer":
        return (action.target is not None and state.has(action.target)
                and state.card(action.target).card.type is CardType.FLYER)
    if key == "source_flyer":
        return (action.source is not None and state.has(action.source)
                and state.card(action.source).card.type is CardType.FLYER)
    if key == "target_in_front_of_formation_mate":
        return _in_front_of_mates(state, action, owner)
    if key == "to_formation_mate_cell":
        return _formation_mate_cell(state, action)
    if key == "to_cell_of_own_kin":
        kin = set(owner.card.classes)
        return action.to is not None and bool(kin) and any(
            c.id != owner.id and c.zone is Zone.PLAY and c.controller is owner.controller
            and kin & set(c.card.classes) and standing(state, c.id) == ("cell", action.to) for c in state.cards)
    if key == "target_and_to_on_self_path_row":
        return _on_path_row(state, action, owner)
    if key == "other_movers_at_least":
        n = _movers(state, action)
        return n is not None and n >= want
    if key == "to_next_to_own_creatures_fewer_than":
        return _fewer_next_to(state, action, owner, want)
    if key == "to_next_to_own_creatures_fewer_than_less_tokens":
        return _fewer_next_to(state, action, owner, want - owner.tokens)
    if key == "target_cost_above_plus_tokens":
        if not action.target or not state.has(action.target):
            return False
        cost = state.card(action.target).card.cost
        if cost.x:
            return f"?the cost of {action.target} is an X"
        return cost.value > want + owner.tokens
    if key == "mover_moved":
        return action.kind.value == "move" and state.has(mover(action)) and bool(state.card(mover(action)).moved)
    relative = _relative_condition(state, action, owner, key)
    if relative is not None:
        return relative
    if key == "source_enemy":
        return (action.source is not None and state.has(action.source)
                and state.card(action.source).controller is not owner.controller)
    if key == "target_teleports":
        return _teleports(state, action.target)
    if key == "target_enemy":
        return (action.target is not None and state.has(action.target)
                and state.card(action.target).controller is owner.controller.opponent)
    if key == "target_moved_itself":
        return (action.target is not None and state.has(action.target)
                and any(m != "effect" for m in state.card(action.target).moved))
    if key == "self_moved":
        return bool(owner.moved)
    if key == "declared":
        return not action.generated
    if key == "own_turn":
        return state.active is owner.controller
    if key == "target_most_lives":
        return _most_lives(state, action, owner)
    if key in ("target_closed", "target_enemy_creature"):
        t = state.card(action.target) if action.target is not None and state.has(action.target) else None
        if t is None:
            return False
        if key == "target_closed":
            return not t.open
        return t.controller is not owner.controller and t.card.type in (CardType.CREATURE, CardType.FLYER,
                                                                       CardType.SYMBIOTE)   # 208.2
    if key == "target_not_self":
        return action.target is not None and action.target != owner.id
    if key == "self_next_to_enemy_creature":
        foes = [c.id for c in state.cards if c.controller is not owner.controller and c.zone is Zone.PLAY
                and c.card.type in (CardType.CREATURE, CardType.FLYER)]
        seen = [adjacency(state, owner.id, f) for f in foes]
        if True in seen:
            return True
        why = next((x for x in seen if isinstance(x, str)), None)
        return why or False
    if key == "self_next_to_own_artifact":
        arts = [c.id for c in state.cards if c.controller is owner.controller and c.zone is Zone.PLAY
                and c.card.type is CardType.ARTIFACT and c.id != owner.id]
        seen = [adjacency(state, owner.id, a) for a in arts]
        if True in seen:
            return True
        return next((x for x in seen if isinstance(x, str)), None) or False
    if key == "target_at_edge":
        t = where(state, action.target)
        if t[0] == "unknown":
            return f"?{t[1]}"
        return t[0] == "cell" and _at_edge(t[1])
    if key == "to_opposite_edge":
        m = where(state, mover(action))
        if m[0] == "unknown":
            return f"?{m[1]}"
        return (action.to is not None and m[0] == "cell" and m[1][1] == action.to[1]
                and {m[1][0], action.to[0]} == {1, 5})
    if key == "target_in_enemy_third_row":
        t = where(state, action.target)
        if t[0] == "unknown":
            return f"?{t[1]}"
        return t[0] == "cell" and row_of(t[1], owner.controller.opponent) == 3
    if key in ("to_in_front_of_target", "to_behind_source", "to_behind_target"):
        cid = action.source if key == "to_behind_source" else action.target
        p = where(state, cid)
        if p[0] == "unknown":
            return f"?{p[1]}"
        if p[0] != "cell" or action.to is None:
            return False
        ctl = state.card(cid).controller
        return (in_front if key == "to_in_front_of_target" else behind)(p[1], ctl) == action.to
    if key in ("to_next_to_target", "to_beyond_target"):
        if action.to is None:
            return False
        t = where(state, action.target)
        if t[0] == "unknown":
            return f"?{t[1]}"
        if t[0] != "cell":
            return False
        if key == "to_next_to_target":
            return neighbouring(t[1], action.to)
        p = where(state, action.source)
        if p[0] == "unknown":
            return f"?{p[1]}"
        return p[0] == "cell" and beyond(p[1], t[1]) == action.to
    if key in ("source_at_edge", "source_in_front", "target_same_column", "target_in_front"):
        p = where(state, action.source)
        if p[0] == "unknown":
            return f"?{p[1]}"
        if p[0] != "cell":
            return False
        if key == "source_at_edge":
            return _at_edge(p[1])
        if key == "source_in_front":
            q = where(state, owner.id)
            if q[0] == "unknown":
                return f"?{q[1]}"
            return q[0] == "cell" and in_front(q[1], owner.controller) == p[1]
        t = where(state, action.target)
        if t[0] == "unknown":
            return f"?{t[1]}"
        if key == "target_in_front":
            src = state.card(action.source)
            return t[0] == "cell" and in_front(p[1], src.controller) == t[1]
        return t[0] == "cell" and t[1][0] == p[1][0]
    raise KeyError(key)


_TELEPORTS_ITSELF = re.compile(r"(?<![а-яё])телепортироваться(?![а-яё])", re.I)
_TELEPORT_WORDS = re.compile(r"(?<![а-яё])телепорт", re.I)


def _teleports(state: GameState, cid: str | None) -> bool | str:
    """A creature with teleportation: Телепортация printed, or a sentence of its printed text by which it
    teleports («может телепортироваться»: the judges count Ахти one, dev-184). Телепортация under a condition
    («Строй: Телепортация»), another sentence naming teleportation or an effect laid on it: not known."""
    if cid is None or not state.has(cid):
        return False
    from .world import names_ability
    cs = state.card(cid)
    feats = cs.card.features
    if any(names_ability(f, "Телепортация") and not (f.param("while") or f.param("against") or f.param("duration"))
           for f in feats) \
            or any(_TELEPORTS_ITSELF.search(f.text) for f in feats):
        return True
    if any(_TELEPORT_WORDS.search(f.text) for f in feats) or cs.effects:
        return f"?whether {cid} is a creature with Телепортация: its text or an effect on it may make it one"
    return False


def feature_holds(state: GameState, action, owner, feature, edition: str | None = None) -> bool | str:
    """Whether a deontic feature's board conditions hold for `action`: True / False / '?…' (a missing cell, or a
    reading no rule of the edition gives)."""
    spec = feature.param("board")
    if not spec:
        return True
    unknown = None
    for key, want in spec:
        got = _condition(state, action, owner, key, want, edition)
        if isinstance(got, str):
            unknown = unknown or got
        elif got != bool(want):
            return False
    return f"?whether «{feature.text}» of {owner.id} applies: {unknown[1:]}" if unknown else True


def feature_unknowns(state: GameState, action, edition: str | None = None) -> tuple[str, ...]:
    """Board conditions of card features governing this action's kind that the cells cannot decide."""
    out = []
    for cs in state.cards:
        for feat in cs.card.features:
            if feat.param("board") and action.kind in feat.actions:
                held = feature_holds(state, action, cs, feat, edition)
                if isinstance(held, str):
                    out.append(held[1:])
    return tuple(out)
