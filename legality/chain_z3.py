"""Does a proposed next effect repeat one of the chain? Two evaluators of one question (DESIGN principle 2).

A chain's history is a list of keys: (feature, source, target) for the `node` wording of the chain rule,
(cause, (feature, source, target)) for the `edge` wording (see rules/infinite_chains.py). The direct answer
scans the list; the z3 answer encodes each key as integers, makes the rule a tracked literal and asks for
the least index whose key equals the proposed one. tests/test_chains_differential.py keeps them equal.
"""
from __future__ import annotations

import z3

SEED = 7
TIMEOUT_MS = 5000


def flatten(key) -> tuple:
    """Keys are nested tuples of plain values; flatten them to a sequence of atoms."""
    if isinstance(key, tuple):
        out = ()
        for k in key:
            out += flatten(k)
        return ("(",) + out + (")",)
    return (key,)


def first_repeat_direct(history: list, proposed) -> int | None:
    for i, key in enumerate(history):
        if key == proposed:
            return i
    return None


class Unknown(Exception):
    pass


def first_repeat_z3(history: list, proposed, rule_id: str = "chain-rule") -> tuple[int | None, tuple[str, ...]]:
    """The least index of `history` whose key equals `proposed`, decided by z3, and the tracked rule
    literals the answer rests on. Raises Unknown on a solver timeout."""
    codes: dict = {}

    def code(atom) -> int:
        k = (type(atom).__name__, atom)
        if k not in codes:
            codes[k] = len(codes)
        return codes[k]

    flat_prop = [code(a) for a in flatten(proposed)]
    width = len(flat_prop)
    p = [z3.Int(f"p{j}") for j in range(width)]
    at = z3.Int("at")
    rule_lit = z3.Bool(f"rule:{rule_id}")
    facts = [p[j] == flat_prop[j] for j in range(width)]
    options = []
    for i, key in enumerate(history):
        flat = [code(a) for a in flatten(key)]
        if len(flat) != width:
            continue                                  # a key of another shape can never be equal
        options.append(z3.And(at == i, *[p[j] == flat[j] for j in range(width)]))
    s = z3.Solver()
    s.set("random_seed", SEED)
    s.set("timeout", TIMEOUT_MS)
    s.add(z3.Implies(rule_lit, z3.Or(options) if options else z3.BoolVal(False)))
    best, bound = None, []
    while True:                                   # tighten `at` until no smaller repetition exists
        result = s.check(rule_lit, *facts, *bound)
        if result == z3.unknown:
            raise Unknown(s.reason_unknown())
        if result == z3.unsat:
            return (None, ()) if best is None else (best, (rule_id,))
        best = s.model().eval(at).as_long()
        bound = [at < best]
