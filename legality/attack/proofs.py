"""z3 proofs that the order inside a cell cannot matter: two modifiers commute when f(g(v)) = g(f(v)) for every
value v. If every pair of a cell's modifiers commutes, every order of the cell gives the same result (any
permutation is a product of adjacent swaps), for any base value. Each proof is about two concrete modifier
functions, so it is cached: the same pair is proved once per process.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import z3

from .modifiers import TIERS, commute_by_algebra

TIMEOUT_MS = 2000
SEED = 1
MAX_PROOFS = 64          # z3 pair proofs per group; beyond them a pair counts as order-dependent (the search is bounded)


@dataclass(frozen=True)
class PairProof:
    commute: bool | None         # True: proved for every value; False: a counterexample; None: solver gave up
    counterexample: object = None


_CACHE: dict[tuple, PairProof] = {}
_SOLVER = None


def _solver() -> z3.Solver:
    global _SOLVER
    if _SOLVER is None:
        _SOLVER = z3.Solver()             # one warm solver, asked with push/pop; its own seed, no global params
        _SOLVER.set("random_seed", SEED)
        _SOLVER.set("timeout", TIMEOUT_MS)
    return _SOLVER


SYMBOLIC = ("add", "sub", "mul", "set")   # proved once for every X: the lemma covers every such pair


def _abstract(key: tuple) -> tuple:
    op, k, to, rnd = key
    return (op, None, to, rnd) if op in SYMBOLIC else key


def _fn(key, v, k, set_never_raises: bool):
    """The modifier as a z3 term on v; k is its X (a z3 constant for symbolic lemmas)."""
    op, _k, to, rnd = key
    if op == "strength":
        return z3.IntVal(TIERS.index(to))
    if op == "add":
        return v + k
    if op == "sub":
        return v - k
    if op == "mul":
        return v * k
    if op == "div":
        if v.is_int():                        # integer values: z3's integer division is floor for k > 0
            return v / k if rnd == "down" else -((-v) / k)
        q = v / k
        if rnd == "down":
            return z3.ToReal(z3.ToInt(q))
        if rnd == "up":
            return -z3.ToReal(z3.ToInt(-q))
        return q
    if op == "set":
        return z3.If(v <= k, v, k) if set_never_raises else k
    raise ValueError(op)


def commute(a: tuple, b: tuple, set_never_raises: bool, integers: bool = False) -> PairProof:
    """Do the modifier functions with keys a and b commute for every value (tier for strength changes)?
    `integers`: every value the cell can start from is an integer (no exact division left a fraction), so
    the proof may range over the integers; it then ranges over every integer, and over every rational if not.
    +X, -X, ×X and set-to-X are proved with X symbolic: one lemma covers every X."""
    if a == b:
        return PairProof(True)
    exact_div = any(x[0] == "div" and not x[3] for x in (a, b))
    integers = integers and not exact_div
    aa, ab = _abstract(a), _abstract(b)
    out = _cached((min(aa, ab), max(aa, ab), set_never_raises, integers))
    # a symbolic lemma that fails (e.g. heroes' set-to-value) may still hold for the concrete pair: try it
    if out.commute is not True and (aa, ab) != (a, b):
        out = _cached((min(a, b), max(a, b), set_never_raises, integers))
    return out


def _cached(key) -> PairProof:
    out = _CACHE.get(key)
    if out is None:
        out = _CACHE[key] = _prove(key)
    return out


def _prove(key) -> PairProof:
    """z3 on f_x(f_y(v)) != f_y(f_x(v)): unsat is a proof, a model a counterexample. An X given as None is
    a constant symbol: the proof then holds for every X."""
    x, y, set_never_raises, integers = key
    out = PairProof(None)
    strength = x[0] == "strength"
    num = z3.Int if (strength or integers) else z3.Real
    v = num("v")
    kx = num("kx") if x[1] is None else (z3.IntVal(x[1]) if integers or strength else z3.RealVal(x[1]))
    ky = num("ky") if y[1] is None else (z3.IntVal(y[1]) if integers or strength else z3.RealVal(y[1]))
    s = _solver()
    s.push()
    try:
        if strength:
            s.add(v >= 0, v <= 2)
        s.add(_fn(x, _fn(y, v, ky, set_never_raises), kx, set_never_raises)
              != _fn(y, _fn(x, v, kx, set_never_raises), ky, set_never_raises))
        r = s.check()
        if r == z3.unsat:
            out = PairProof(True)
        elif r == z3.sat:
            val = s.model().eval(v, model_completion=True)
            if strength:
                ce = TIERS[val.as_long()]
            elif integers:
                ce = val.as_long()
            else:
                ce = Fraction(val.numerator_as_long(), val.denominator_as_long())
            out = PairProof(False, ce)
        else:
            out = PairProof(None)
    finally:
        s.pop()
    return out


def blocks(keys: list[tuple], commutes) -> list[list[int]]:
    """The connected parts of the «do not commute» graph over `keys` (indices, by first appearance): every
    function of one part commutes with every function of the others, so any order of the whole is, by adjacent
    swaps, the parts' own orders one after another: each part is ordered on its own."""
    parent = list(range(len(keys)))

    def root(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i in range(len(keys)):
        for j in range(i + 1, len(keys)):
            if root(i) != root(j) and not commutes(keys[i], keys[j]):
                parent[root(j)] = root(i)
    out: dict[int, list[int]] = {}
    for i in range(len(keys)):
        out.setdefault(root(i), []).append(i)
    return list(out.values())


def cell_blocks(keys: list[tuple], set_never_raises: bool, integers: bool = False):
    """(pairs, witness, parts): how many pairs of distinct modifier functions z3 proves to commute; for the
    first pair it refutes, (key a, key b, a value where the two orders differ); the parts that may be ordered
    on their own (`blocks`; a pair z3 gives up on counts as not commuting)."""
    distinct = list(dict.fromkeys(keys))
    proofs = {}
    fresh = [0]

    def commutes(a, b):
        if commute_by_algebra(a, b, set_never_raises):       # the lemmas of test_attack_proofs.py
            proofs[(a, b)] = PairProof(True)
            return True
        if fresh[0] >= MAX_PROOFS:        # counted cached or not, so the answer never depends on the cache
            return False
        fresh[0] += 1
        p = proofs[(a, b)] = commute(a, b, set_never_raises, integers)
        return p.commute is True

    parts = blocks(distinct, commutes)
    pairs = sum(1 for p in proofs.values() if p.commute is True)
    refuted = next(((a, b, p.counterexample) for (a, b), p in proofs.items() if p.commute is False), None)
    return pairs, refuted, [[distinct[i] for i in part] for part in parts]


def cell_commutes(keys: list[tuple], set_never_raises: bool, integers: bool = False):
    """(proved, pairs, witness): proved when every pair of distinct modifier functions commutes; how many pairs
    were proved; for the first pair z3 refutes, (key a, key b, a value where the two orders differ)."""
    distinct = list(dict.fromkeys(keys))
    pairs = 0
    for i in range(len(distinct)):
        for j in range(i + 1, len(distinct)):
            p = commute(distinct[i], distinct[j], set_never_raises, integers)
            if p.commute is not True:
                return False, pairs, (distinct[i], distinct[j], p.counterexample) if p.commute is False else None
            pairs += 1
    return True, pairs, None
