"""z3 questions about features meeting on one card: can they apply together (with a witness situation),
can a feature apply at all, does one always apply where another does, can a third join them.

The formulas are the features' `applies` conditions, renamed per side ("a", "b", "c"), compiled by the core
z3 engine's compiler over the pool's subject facts. One warm solver per worker process: each side of each
feature becomes a guard literal once, and every question is a `check` under assumptions.
"""
from __future__ import annotations

import z3

from ..card_effects import OWNER_FACTS, SUBJECT_FACTS, rename
from ..expr import Not
from ..facts import FactSpec
from ..z3_engine import SEED, Z3Engine
from .pool import App

SIDES = ("a", "b", "c")
RELATIONS = ("ally", "is_subject", "carries")


def spec(name: str) -> FactSpec:
    if name in SUBJECT_FACTS:
        return SUBJECT_FACTS[name]
    return OWNER_FACTS["owner." + name.split(".", 1)[1]]


class PoolZ3(Z3Engine):
    """The core engine's compiler over the pool vocabulary (subject facts and per-side relations)."""

    def __init__(self, timeout_ms: int = 2000):
        super().__init__(timeout_ms)
        # the core engine keeps a solver per legality question; the pool scan needs one of its own
        self.solver = z3.Solver()
        self.solver.set("random_seed", SEED)
        self.solver.set("timeout", timeout_ms)
        self._guards: dict[tuple[int, str], z3.ExprRef] = {}
        self._pairs: dict[tuple, z3.ExprRef] = {}
        for name, fs in sorted(SUBJECT_FACTS.items()):   # every fact within its domain
            v = self.var(name)
            if fs.type is str:
                self.solver.add(z3.Or([v == self.value(name, x) for x in fs.domain]))
            elif fs.type is int:
                self.solver.add(v >= 0, v <= 20)

    def var(self, name: str) -> z3.ExprRef:
        v = self._vars.get(name)
        if v is None:
            v = z3.Bool(name) if spec(name).type is bool else z3.Int(name)
            self._vars[name] = v
        return v

    def value(self, name: str, value) -> z3.ExprRef:
        t = spec(name).type
        if t is bool:
            return z3.BoolVal(bool(value))
        if t is int:
            return z3.IntVal(int(value))
        return z3.IntVal(self.code(str(value)))

    def _plain(self, name: str, term):
        return z3.is_true(term) if spec(name).type is bool else term.as_long()

    def _plain_value(self, name: str, value):
        t = spec(name).type
        return bool(value) if t is bool else (int(value) if t is int else self.code(str(value)))

    # -- guards --------------------------------------------------------------------------------------
    def applies(self, app: App, side: str, negated: bool = False) -> z3.ExprRef:
        """A literal that, assumed, makes the feature apply on `side` (or, negated, not apply)."""
        key = (app.uid, side + ("!" if negated else ""))
        g = self._guards.get(key)
        if g is None:
            g = z3.Bool(f"g{app.uid}{key[1]}")
            body = rename(app.applies, side)
            self.solver.add(z3.Implies(g, z3.And(self.compile(Not(body) if negated else body),
                                                 self.compile(rename(app.links, side)))))
            self._guards[key] = g
        return g

    def placed(self, x: App, y: App, sx: str, sy: str) -> z3.ExprRef:
        """The two features' cards as one card (same card: same relations) or two (not both the subject)."""
        same = x.card_key == y.card_key
        key = (sx, sy, same)
        g = self._pairs.get(key)
        if g is None:
            g = z3.Bool(f"placed{sx}{sy}{'same' if same else 'two'}")
            rel = lambda s, r: self.var(f"{s}.{r}")
            if same:
                body = z3.And([rel(sx, r) == rel(sy, r) for r in RELATIONS])
            else:
                body = z3.Not(z3.And(rel(sx, "is_subject"), rel(sy, "is_subject")))
            self.solver.add(z3.Implies(g, body))
            self._pairs[key] = g
        return g

    def check(self, *lits) -> z3.CheckSatResult:
        return self.solver.check(*lits)

    def witness(self, apps: list[App], lits: list) -> dict:
        """A canonical situation for a satisfiable check: each fact the features' targets and conditions
        mention, and how each feature's card stands to the subject (in name order), at its least possible value (false before true, domain order, smallest number), the rest left out. A
        warm solver's model depends on what it was asked before; this does not, so any split of the work
        over workers gives the same witness."""
        names = sorted(set().union(*[rename(a.applies, s).vars() | {f"{s}.{r}" for r in RELATIONS}
                                     for s, a in zip(SIDES, apps)]))
        fixed, out = list(lits), {}
        model = self.solver.model()
        for name in names:
            v, fs = self.var(name), spec(name)
            if fs.type is bool:
                tries = [False, True]
            elif fs.type is str:
                tries = list(fs.domain)
            else:
                tries = list(range(0, 21))
            current = self._plain(name, model.eval(v, model_completion=True))
            for value in tries:
                # the model in hand satisfies everything fixed so far: where it has this value no check is
                # needed (only smaller values need one), and the minimum found is the same
                if current == self._plain_value(name, value):
                    fixed.append(self.fact_literal(name, value))
                    out[name] = value
                    break
                lit = self.fact_literal(name, value)
                if self.solver.check(*fixed, lit) == z3.sat:
                    model = self.solver.model()
                    fixed.append(lit)
                    out[name] = value
                    break
        return out


_ENGINE: PoolZ3 | None = None
_POOL: str | None = None


def use_pool(token: str) -> None:
    """Guards are keyed by feature uid, which only means something within one pool: a worker that serves a
    new scan starts a new solver."""
    global _ENGINE, _POOL
    if token != _POOL:
        _ENGINE, _POOL = None, token


def engine() -> PoolZ3:
    global _ENGINE
    if _ENGINE is None:
        _ENGINE = PoolZ3()
    return _ENGINE


def pair_witness(x: App, y: App) -> dict | None:
    e = engine()
    lits = [e.applies(x, "a"), e.applies(y, "b"), e.placed(x, y, "a", "b")]
    r = e.check(*lits)
    if r == z3.sat:
        return e.witness([x, y], lits)
    return None if r == z3.unsat else {"unknown": e.solver.reason_unknown()}


def never_applies(x: App) -> bool:
    e = engine()
    return e.check(e.applies(x, "a")) == z3.unsat


def always_with(p: App, f: App) -> bool:
    """Wherever p applies (and f's card is in play, placed anyhow), f applies too."""
    e = engine()
    return e.check(e.applies(p, "a"), e.applies(f, "b", negated=True), e.placed(p, f, "a", "b")) == z3.unsat


def triple_witness(x: App, y: App, r: App, removed_side: str) -> dict | None:
    """r applies to the card both x and y apply to, and the removed side's card is that card."""
    e = engine()
    lits = [e.applies(x, "a"), e.applies(y, "b"), e.applies(r, "c"), e.placed(x, y, "a", "b"),
            e.placed(x, r, "a", "c"), e.placed(y, r, "b", "c"), e.var(f"{removed_side}.is_subject")]
    return e.witness([x, y, r], lits) if e.check(*lits) == z3.sat else None
