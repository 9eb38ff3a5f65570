"""The set of values an edition's order can reach, each with a witness order, without enumerating orders.

Cell by cell, the calculation carries a set of distinct states (each with the first witness that reached it).
Inside a cell the chooser may use any order. If z3 proves that every pair of the cell's modifier functions
commutes, the cell has one result for any base value and no order needs to be listed. Otherwise a dynamic
programme walks (modifiers still to apply, value) pairs: modifiers with the same function are interchangeable,
and two orders that reach the same value with the same modifiers left merge, so the work grows with the number
of distinct intermediate values, not with n!. `brute_force` enumerates every order, for the differential test.
"""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from .cells import CHOOSE, FIXED, ONE, Cell, Order
from .modifiers import TIERS, State, apply, commute_by_algebra, fmt_values, number_fn
from .proofs import blocks, cell_blocks


@dataclass(frozen=True)
class CellStep:
    """How one cell was applied on the way to an outcome: the witness order and why it is enough."""
    cell: Cell
    order: tuple[str, ...]       # modifier ids in the order applied (mode ONE: the one chosen)
    before: State
    after: State


@dataclass(frozen=True)
class CellNote:
    cell: Cell
    proved: bool                 # z3 proved the order inside the cell cannot matter
    pairs: int                   # pairs of distinct modifier functions proved to commute
    distinct: int                # distinct results the cell reached (over all incoming states)
    identical: bool = False      # every modifier of the cell is the same function: no order can differ
    counterexample: str = ""     # z3's refutation: two modifiers and a value where their orders differ
    parts: int = 1               # parts of the cell that commute with each other (each ordered on its own)

    @property
    def order_cannot_matter(self) -> bool:
        return self.proved or self.identical


def _types(mods):
    """Group interchangeable modifiers (same function), in the order the question lists them."""
    keys, members = [], {}
    for m in mods:
        if m.fn_key not in members:
            keys.append(m.fn_key)
            members[m.fn_key] = []
        members[m.fn_key].append(m)
    return [members[k] for k in keys]


MAX_STEPS = 1_000_000   # steps of the dynamic programme per question: about 1 s here, so the answer stays within 5 s
MAX_STATES = 4096       # distinct states carried from cell to cell (resolve lists at most this many outcomes)


class TooLarge(Exception):
    """The search would exceed its bound: the outcome is `unknown` with this cause, never a partial set."""


class Budget:
    """Value steps left for one question. Counted in steps, not seconds, so the answer does not depend on the
    machine: the same input is exact, or `unknown`, everywhere."""

    def __init__(self, steps: int = MAX_STEPS):
        self.limit = self.left = steps

    def spend(self, n: int) -> None:
        self.left -= n
        if self.left < 0:
            raise TooLarge()


def _dp(types, start: State, strike, snr: bool, budget: Budget):
    """Every state reachable by applying all modifiers in some order, each with one witness path."""
    counts0 = tuple(len(t) for t in types)
    if start.unknown:
        return [(start, tuple(m.id for t in types for m in t))]
    if types[0][0].op == "strength":       # a strength cell holds only strength changes: step on states
        step = [lambda st, m=t[0]: apply(m, st, strike, snr) for t in types]
        first = start
    else:                                  # numeric cells step on the bare values (fast inner loop)
        fns = [number_fn(t[0], snr) for t in types]
        if len(start.values) == 1:       # one number: step on it bare
            step = fns
            first = start.values[0]
        else:
            step = [lambda vals, f=f: tuple(f(v) for v in vals) for f in fns]
            first = start.values
    # the counts of modifiers still to apply, as one mixed-radix integer
    radix, r = [], 1
    for c in counts0:
        radix.append(r)
        r *= c + 1
    budget.spend(r)                        # every count vector is visited at least once
    digits = [(radix[i], counts0[i] + 1) for i in range(len(types))]
    # layer k maps (modifiers left) -> {value: (value before, modifier type applied)}: back-pointers, so no
    # order is ever copied; the witness is read back from the last layer
    layers = [{r - 1: {first: None}}]
    spent, left, ntypes = 0, budget.left, len(digits)
    for _ in range(sum(counts0)):
        nxt = {}
        for code, values in layers[-1].items():
            spent += ntypes                # looking at every type, present or not (counted locally: hot loop)
            if spent > left:
                budget.spend(spent)
            for i, (rad, base) in enumerate(digits):
                if (code // rad) % base:
                    spent += len(values)
                    f = step[i]
                    into = nxt.get(code - rad)
                    if into is None:
                        into = nxt[code - rad] = {}
                    for x in values:
                        y = f(x)
                        if y not in into:
                            into[y] = (x, i)
        layers.append(nxt)
    budget.spend(spent)
    out = []
    for x in layers[-1].get(0, {}):
        path, code, y = [], 0, x
        for layer in range(len(layers) - 1, 0, -1):
            prev, i = layers[layer][code][y]
            path.append(i)
            code, y = code + digits[i][0], prev
        path.reverse()
        st = x if isinstance(x, State) else State(start.tier, x if isinstance(x, tuple) else (x,))
        used = [0] * len(types)
        ids = []
        for i in path:
            ids.append(types[i][used[i]].id)
            used[i] += 1
        out.append((st, tuple(ids)))
    return out


def _apply_all(mods, start, strike, snr):
    st = start
    for m in mods:
        st = apply(m, st, strike, snr)
    return st


def reach_cell(cell: Cell, start: State, strike, snr: bool, parts, budget: Budget):
    """[(state, order)] for one cell from one state. `parts`: the cell's modifier types (lists of
    interchangeable modifiers) in parts that commute with each other, each ordered on its own."""
    if cell.mode == ONE:
        return [(apply(m, start, strike, snr), (m.id,)) for m in cell.mods]
    if cell.mode == FIXED or len(cell.mods) == 1 or all(len(p) == 1 for p in parts):
        return [(_apply_all(cell.mods, start, strike, snr), tuple(m.id for m in cell.mods))]
    frontier = {start.key(): (start, ())}
    for part in parts:
        nxt = {}
        for st, ids in frontier.values():
            if len(part) == 1:
                found = [(_apply_all(part[0], st, strike, snr), tuple(m.id for m in part[0]))]
            else:
                found = _dp(part, st, strike, snr, budget)
            for ns, more in found:
                nxt.setdefault(ns.key(), (ns, ids + more))
        budget.spend(len(nxt))
        frontier = nxt
    return list(frontier.values())


def _parts(cell: Cell, types, snr: bool, use_z3: bool, integers: bool):
    """(pairs proved, z3's refutation, parts) for a cell the chooser orders: z3 proofs, or plain algebra
    without z3. `types` are lists of interchangeable modifiers; parts are lists of types."""
    by_key = {t[0].fn_key: t for t in types}
    keys = list(by_key)
    if use_z3:
        pairs, refuted, parts = cell_blocks(keys, snr, integers)
    else:
        pairs, refuted = 0, None
        parts = [[keys[i] for i in p] for p in blocks(keys, lambda a, b: commute_by_algebra(a, b, snr))]
    return pairs, refuted, [[by_key[k] for k in p] for p in parts]


def count(n: int) -> str:
    """A count as people read it: digits grouped, or a power of ten once it is longer than a line should be."""
    if n < 10 ** 21:
        return f"{n:,}"
    digits = str(n)
    return f"about {digits[0]}.{digits[1]} × 10^{len(digits) - 1}"


def too_large(cell: Cell, parts, budget: Budget) -> str:
    n = len(cell.mods)
    widest = max(parts, key=lambda p: sum(len(t) for t in p))
    k = sum(len(t) for t in widest)
    orders = math.factorial(k)
    for t in widest:
        orders //= math.factorial(len(t))
    return (f"{n} modifiers in one group ({cell.label}): {count(math.factorial(n))} orders; {k} of them, "
            f"{len(widest)} distinct functions that do not all commute, can be ordered in {count(orders)} ways with "
            f"different results possible; finding every reachable value needs more than the bound of "
            f"{budget.limit:,} steps (legality/attack/outcomes.py MAX_STEPS)")


def reach(order: Order, start, strike, use_z3: bool = True, budget: Budget | None = None):
    """All distinct final states with a witness (a tuple of CellStep), and a note per cell. `start` is a State
    or a list of them (the strengths a die roll can reach). Beyond the budget the states are one `unknown`
    state that says why (never a partial set)."""
    budget = budget or Budget()
    states = {}
    for s0 in (start if isinstance(start, list) else [start]):
        states.setdefault(s0.key(), (s0, ()))
    notes = []
    for cell in order.cells:
        pairs, refuted = 0, None
        types = _types(cell.mods)
        parts = [[t] for t in types]
        if cell.mode == CHOOSE and len(types) > 1:
            # the proof may range over the integers only if no value inside the cell can be a fraction
            integers = (all(type(v) is int for st, _s in states.values() for v in st.values)
                        and not any(m.op == "div" and not m.round for m in cell.mods))
            pairs, refuted, parts = _parts(cell, types, order.set_never_raises, use_z3, integers)
        proved = use_z3 and cell.mode == CHOOSE and len(types) > 1 and len(parts) == len(types)
        nxt = {}
        try:
            for st, steps in states.values():
                for ns, ids in reach_cell(cell, st, strike, order.set_never_raises, parts, budget):
                    if ns.key() not in nxt:
                        nxt[ns.key()] = (ns, steps + (CellStep(cell, ids, st, ns),))
                if len(nxt) > MAX_STATES:
                    raise TooLarge(f"more than {MAX_STATES:,} distinct values after {cell.label}: the outcomes "
                                   f"are not listed")
        except TooLarge as e:
            why = str(e) or too_large(cell, parts, budget)
            gone = State(None, (), why)
            return [(gone, ())], notes + [CellNote(cell, proved, pairs, 0, False, "", len(parts))]
        states = nxt
        notes.append(CellNote(cell, proved, pairs, len(states), cell.mode == CHOOSE and len(types) == 1,
                              _describe_refutation(cell, refuted, strike, order.set_never_raises), len(parts)))
    return [states[k] for k in sorted(states, key=_sort_key)], notes


def _describe_refutation(cell, refuted, strike, snr) -> str:
    """«a then b» and «b then a» from z3's value, computed with the same arithmetic as the outcomes."""
    if not refuted:
        return ""
    ka, kb, v = refuted
    a = next(m for m in cell.mods if m.fn_key == ka)
    b = next(m for m in cell.mods if m.fn_key == kb)
    if a.op == "strength":
        if strike is None:
            return f"z3: {a.id} and {b.id} do not commute"
        s0 = State(v, (strike[TIERS.index(v)],))
    else:
        s0 = State(None, (v,))
    ab = apply(b, apply(a, s0, strike, snr), strike, snr)
    ba = apply(a, apply(b, s0, strike, snr), strike, snr)
    show = (lambda s: s.tier) if a.op == "strength" else (lambda s: fmt_values(s.values))
    return (f"z3: {a.id} and {b.id} do not commute: from {v}, {a.id} then {b.id} gives {show(ab)}, "
            f"{b.id} then {a.id} gives {show(ba)}")


def _sort_key(k):
    tier, values, unknown = k
    return (unknown, tier, tuple(float(v) for v in values))


def brute_force(order: Order, start: State, strike) -> set:
    """Every final state key by trying every order of every cell (the reference for the differential test)."""
    per_cell = []
    for cell in order.cells:
        if cell.mode == FIXED:
            per_cell.append([cell.mods])
        elif cell.mode == ONE:
            per_cell.append([(m,) for m in cell.mods])
        else:
            per_cell.append(list(itertools.permutations(cell.mods)))
    out = set()
    for choice in itertools.product(*per_cell):
        st = start
        for seq in choice:
            st = _apply_all(seq, st, strike, order.set_never_raises)
        out.add(st.key())
    return out
