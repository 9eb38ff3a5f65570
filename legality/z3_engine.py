"""The z3 evaluator: the same clauses as tracked literals on one warm solver.

Each clause and each meta-rule in force is a Boolean literal passed as an assumption; the situation's
facts are assumptions too (never reported). "Illegal" is unsatisfiability of `legal` under all
assumptions, and its reasons are all minimal unsatisfiable subsets of the clause literals (MARCO
enumeration). Encodings are cached per situation shape behind a guard literal, so a warm solver only
runs checks. Solver runs have a fixed seed and a per-query time limit; a timeout gives `unknown`.
"""
from __future__ import annotations

import z3

from model import Modality

from .expr import All, Any, Cmp, Const, Expr, In, Not, Var
from .facts import FACTS
from .evaluator import finish
from .situation import Situation, reason_from
from .verdict import Verdict

TIMEOUT_MS = 5000
SEED = 7
MAX_SHAPES = 48   # guarded encodings kept on the warm solver; beyond this it is rebuilt (checks slow down as
                  # inactive encodings pile up)


class Z3Engine:
    def __init__(self, timeout_ms: int = TIMEOUT_MS):
        self.timeout_ms = timeout_ms
        self._new_solver()
        self.map = z3.Solver()
        self.map.set("random_seed", SEED)
        self._vars: dict[str, z3.ExprRef] = {}
        self._codes: dict[str, int] = {}
        self._compiled: dict[Expr, z3.ExprRef] = {}
        self._fact_lits: dict[tuple, z3.ExprRef] = {}

    def _new_solver(self) -> None:
        self.solver = z3.Solver()
        self.solver.set("random_seed", SEED)
        self.solver.set("timeout", self.timeout_ms)
        self.solver.set("core.minimize", True)
        self._shapes = {}
        self._generation = getattr(self, "_generation", -1) + 1

    # -- terms -------------------------------------------------------------------------------------
    def code(self, value: str) -> int:
        """Enumeration values as integers, numbered in order of first use (deterministic per run)."""
        if value not in self._codes:
            self._codes[value] = len(self._codes)
        return self._codes[value]

    def var(self, name: str) -> z3.ExprRef:
        v = self._vars.get(name)
        if v is None:
            t = FACTS[name].type
            v = z3.Bool(name) if t is bool else z3.Int(name)
            self._vars[name] = v
        return v

    def value(self, name: str, value) -> z3.ExprRef:
        t = FACTS[name].type
        if t is bool:
            return z3.BoolVal(bool(value))
        if t is int:
            return z3.IntVal(int(value))
        return z3.IntVal(self.code(str(value)))

    def compile(self, e: Expr) -> z3.ExprRef:
        hit = self._compiled.get(e)
        if hit is not None:
            return hit
        t = type(e)
        if t is Cmp:
            var = e.left if isinstance(e.left, Var) else e.right
            a = self._term(e.left, var.name)
            b = self._term(e.right, var.name)
            out = {"==": lambda: a == b, "!=": lambda: a != b, "<": lambda: a < b, "<=": lambda: a <= b,
                   ">": lambda: a > b, ">=": lambda: a >= b}[e.op]()
        elif t is In:
            v = self.var(e.var.name)
            out = z3.Or([v == self.value(e.var.name, x) for x in e.values])
        elif t is All:
            out = z3.And([self.compile(p) for p in e.parts]) if e.parts else z3.BoolVal(True)
        elif t is Any:
            out = z3.Or([self.compile(p) for p in e.parts]) if e.parts else z3.BoolVal(False)
        elif t is Not:
            out = z3.Not(self.compile(e.part))
        elif t is Var:
            out = self.var(e.name)
        else:
            raise TypeError(e)
        self._compiled[e] = out
        return out

    def _term(self, e: Expr, fact: str) -> z3.ExprRef:
        if isinstance(e, Var):
            return self.var(e.name)
        if isinstance(e, Const):
            return self.value(fact, e.value)
        raise TypeError(e)

    def fact_literal(self, name: str, value) -> z3.ExprRef:
        key = (name, value)
        lit = self._fact_lits.get(key)
        if lit is None:
            lit = self.var(name) == self.value(name, value)
            self._fact_lits[key] = lit
        return lit

    # -- encoding ----------------------------------------------------------------------------------
    def _shape(self, sit: Situation):
        key = (sit.clauses, sit.metas, tuple(sorted((k, v) for k, v in sit.decisions.items())))
        shape = self._shapes.get(key)
        if shape is not None:
            return shape
        if len(self._shapes) >= MAX_SHAPES:
            self._new_solver()
        n = f"{self._generation}.{len(self._shapes)}"
        guard = z3.Bool(f"shape{n}")
        lits = {c.key: z3.Bool(f"s{n}:{c.key}") for c in sit.clauses + sit.metas}
        conds = {c.key: self.compile(c.when) for c in sit.clauses}
        defs, effs = [], {}
        for f in sit.forbids:
            defeats = []
            for p in sit.permits:
                ways = sit.decisions[(p.key, f.key)].permit_wins_via
                if not ways:
                    continue
                via = z3.Or([z3.And(lits[f"meta:{m}"], *[z3.Not(lits[f"meta:{h}"]) for h in hs]) for m, hs in ways])
                defeats.append(z3.And(lits[p.key], conds[p.key], via))
            eff = z3.Bool(f"s{n}:eff:{f.key}")
            defs.append(eff == z3.And(lits[f.key], conds[f.key], z3.Not(z3.Or(defeats)) if defeats else True))
            effs[f.key] = eff
        legal = z3.Bool(f"s{n}:legal")
        defs.append(legal == z3.Not(z3.Or(list(effs.values()))) if effs else legal)
        self.solver.add(z3.Implies(guard, z3.And(defs)))
        fact_names = sorted(set().union(*[c.when.vars() for c in sit.clauses])) if sit.clauses else []
        shape = (guard, lits, conds, effs, legal, fact_names)
        self._shapes[key] = shape
        return shape

    # -- questions ---------------------------------------------------------------------------------
    def rule(self, sit: Situation) -> Verdict:
        guard, lits, conds, effs, legal, fact_names = self._shape(sit)
        fixed = [guard] + [self.fact_literal(n, sit.facts[n]) for n in fact_names]
        clause_lits = [lits[c.key] for c in sit.clauses + sit.metas]
        names = {lits[k].get_id(): k for k in lits}
        s = self.solver
        r = s.check(*fixed, *clause_lits, legal)
        if r == z3.unknown:
            return finish(sit, "unknown", [], [], [], "z3", (f"solver gave up: {s.reason_unknown()}",))
        reasons = []
        if r == z3.unsat:
            muses = self._muses(clause_lits, fixed + [legal])
            reasons = [reason_from({names[l.get_id()] for l in mus}, sit) for mus in muses]
            if s.check(*fixed, *clause_lits) != z3.sat:   # the clauses themselves are always satisfiable
                return finish(sit, "unknown", reasons, [], [], "z3", (f"solver gave up: {s.reason_unknown()}",))
        model = s.model()
        holds = lambda t: z3.is_true(model.eval(t, model_completion=True))
        decided, overridden, defeating = [], [], set()
        for f in sit.forbids:
            if not holds(conds[f.key]) or holds(effs[f.key]):
                continue
            overridden.append(reason_from({f.key}, sit))
            for p in sit.permits:
                for m, hs in sit.decisions[(p.key, f.key)].permit_wins_via:
                    if not hs and holds(conds[p.key]):
                        defeating.add(p.key)
                        decided.append(reason_from({p.key, f"meta:{m}", f.key}, sit, main=p.key))
        for p in sit.permits:
            if p.origin == "rule" and p.key not in defeating and holds(conds[p.key]):
                decided.append(reason_from({p.key}, sit))
        return finish(sit, "illegal" if r == z3.unsat else "legal", reasons, decided, overridden, "z3")

    def _muses(self, lits: list, fixed: list) -> list[list]:
        """All minimal unsatisfiable subsets of `lits` (with `fixed` always assumed): MARCO.
        Literals are compared by z3 id: `==` on z3 terms builds a term, it does not compare."""
        s, m = self.solver, self.map
        ids = [l.get_id() for l in lits]
        by_id = dict(zip(ids, lits))
        m.push()
        found = []
        try:
            while m.check() == z3.sat:
                model = m.model()
                seed = [i for i in ids if not z3.is_false(model.eval(by_id[i], model_completion=False))]
                if s.check(*fixed, *[by_id[i] for i in seed]) == z3.sat:
                    mss = set(seed)
                    for i in ids:
                        if i not in mss and s.check(*fixed, *[by_id[j] for j in mss], by_id[i]) == z3.sat:
                            mss.add(i)
                    rest = [by_id[i] for i in ids if i not in mss]
                    if not rest:
                        break
                    m.add(z3.Or(rest))
                else:
                    wanted = set(ids)
                    core = [c.get_id() for c in s.unsat_core() if c.get_id() in wanted]
                    core = self._shrink(core, by_id, fixed)
                    found.append([by_id[i] for i in core])
                    m.add(z3.Or([z3.Not(by_id[i]) for i in core]))
        finally:
            m.pop()
        return found

    def _shrink(self, core: list, by_id: dict, fixed: list) -> list:
        """Deletion-based minimisation: z3's minimised core is checked, not trusted."""
        core = list(core)
        for i in list(core):
            if len(core) == 1:
                break
            trial = [c for c in core if c != i]
            if self.solver.check(*fixed, *[by_id[c] for c in trial]) == z3.unsat:
                core = trial
        return core
