"""z3 proofs that the order inside a cell cannot matter: two modifiers commute when f(g(v)) = g(f(v)) for every
value v. If every pair of a cell's modifiers commutes, every order of the cell gives the same result (any
permutation is a product of adjacent swaps), for any base value. Each proof is about two concrete modifier
functions, so it is cached: the same pair is proved once per process.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import z3

from .modifiers import TIERS

TIMEOUT_MS = 2000
SEED = 1


@dataclass(frozen=True)
class PairProof:
    commute: bool | None         # True: proved for every value; False: a counterexample; None: solver gave up
    counterexample: object = None


_CACHE: dict[tuple, PairProof] = {}
_SOLVER = None


def _solver() -> z3.Solver:
    global _SOLVER
    if _SOLVER is None:
        z3.set_param("smt.random_seed", SEED)
        _SOLVER = z3.Solver()
        _SOLVER.set("timeout", TIMEOUT_MS)
    return _SOLVER


def _fn(key, v, set_never_raises: bool):
    op, k, to, rnd = key
    if v.is_int() and op == "div":        # integer values: z3's integer division is floor for k > 0
        return v / k if rnd == "down" else -((-v) / k)
    if op == "strength":
        return z3.IntVal(TIERS.index(to))
    if op == "add":
        return v + k
    if op == "sub":
        return v - k
    if op == "mul":
        return v * k
    if op == "div":
        q = v / k
        if rnd == "down":
            return z3.ToReal(z3.ToInt(q))
        if rnd == "up":
            return -z3.ToReal(z3.ToInt(-q))
        return q
    if op == "set":
        kv = z3.IntVal(k) if v.is_int() else z3.RealVal(k)
        return z3.If(v <= k, v, kv) if set_never_raises else kv
    raise ValueError(op)


def commute(a: tuple, b: tuple, set_never_raises: bool, integers: bool = False) -> PairProof:
    """Do the modifier functions with keys a and b commute for every value (tier for strength changes)?
    `integers`: every value the cell can start from is an integer (no exact division left a fraction), so
    the proof may range over the integers; it then ranges over every integer, and over every rational if not."""
    if a == b:
        return PairProof(True)
    exact_div = any(x[0] == "div" and not x[3] for x in (a, b))
    integers = integers and not exact_div
    key = (min(a, b), max(a, b), set_never_raises, integers)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    strength = a[0] == "strength"
    v = z3.Int("tier") if strength else z3.Int("v") if integers else z3.Real("v")
    s = _solver()
    s.push()
    try:
        if strength:
            s.add(v >= 0, v <= 2)
        s.add(_fn(a, _fn(b, v, set_never_raises), set_never_raises)
              != _fn(b, _fn(a, v, set_never_raises), set_never_raises))
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
    _CACHE[key] = out
    return out


def cell_commutes(keys: list[tuple], set_never_raises: bool, integers: bool = False) -> tuple[bool, int]:
    """True when every pair of distinct modifier functions commutes (proved); also how many pairs were proved."""
    distinct = list(dict.fromkeys(keys))
    pairs = 0
    for i in range(len(distinct)):
        for j in range(i + 1, len(distinct)):
            if commute(distinct[i], distinct[j], set_never_raises, integers).commute is not True:
                return False, pairs
            pairs += 1
    return True, pairs
