"""The z3 evaluator: the same clauses as tracked literals, on warm solvers.

Each clause and each meta-rule in force is a Boolean literal passed as an assumption; the situation's
facts are asserted on the question's solver (never reported). One check with every literal gives the
verdict and a model; an illegal verdict's reasons are all minimal unsatisfiable subsets of the clause
literals under `legal` (MARCO enumeration). Encodings are cached per clause structure and solvers per
situation, so a repeated question only runs checks. Solver runs have a fixed seed and a per-query time
limit; a timeout gives `unknown`.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import NamedTuple

import z3

from model import Modality

from .expr import All, Any, Cmp, Const, Expr, In, Not, Var, truth_vector
from .facts import FACTS
from .evaluator import finish, undecided_cause
from .situation import Situation, reason_from
from .verdict import Verdict

TIMEOUT_MS = 5000
SEED = 7
MAX_SHAPES = 256   # clause-structure encodings kept (z3 terms, cheap)
MAX_SOLVERS = 512  # situation solvers kept warm, least recently used dropped
MAX_VERDICTS = 4096  # verdicts kept per (structure, fact values read): cleared when full
WARM_AFTER = 2     # a situation gets its own solver when met again after this many times


def check(solver: z3.Solver, terms) -> z3.CheckSatResult:
    """`solver.check(*terms)` without z3py's per-assumption sort casting, which costs more than the check
    itself on these small queries; the terms are Boolean literals by construction."""
    arr = (z3.Ast * len(terms))(*[t.as_ast() for t in terms])
    return z3.CheckSatResult(z3.Z3_solver_check_assumptions(solver.ctx.ref(), solver.solver, len(terms), arr))


def _nary(mk, terms) -> z3.BoolRef:
    ctx = terms[0].ctx
    arr = (z3.Ast * len(terms))(*[t.as_ast() for t in terms])
    return z3.BoolRef(mk(ctx.ref(), len(terms), arr), ctx)


# And/Or/Not/== on Boolean terms without z3py's per-argument coercion and sort checks, which cost more than the
# rest of building a clause structure's encoding; every argument here is a Boolean term by construction.
def AND(terms) -> z3.BoolRef:
    terms = [t for t in terms if t is not True]
    return _nary(z3.Z3_mk_and, terms) if terms else z3.BoolVal(True)


def OR(terms) -> z3.BoolRef:
    return _nary(z3.Z3_mk_or, list(terms)) if terms else z3.BoolVal(False)


def NOT(term) -> z3.BoolRef:
    return z3.BoolRef(z3.Z3_mk_not(term.ctx.ref(), term.as_ast()), term.ctx)


def IFF(a, b) -> z3.BoolRef:
    return z3.BoolRef(z3.Z3_mk_eq(a.ctx.ref(), a.as_ast(), b.as_ast()), a.ctx)


def true_in(model: z3.ModelRef, term: z3.ExprRef, completion: bool = True) -> bool:
    """`is_true(model.eval(term, model_completion=completion))` without building a Python term for the result."""
    out = (z3.Ast * 1)()
    ctx = model.ctx.ref()
    if not z3.Z3_model_eval(ctx, model.model, term.as_ast(), completion, out):
        raise z3.Z3Exception("model evaluation failed")
    return z3.Z3_get_bool_value(ctx, out[0]) == z3.Z3_L_TRUE


_BOOL_SORT = None


def BOOL(name: str) -> z3.BoolRef:
    """`z3.Bool(name)` (the same term) without z3py's per-call sort and symbol wrappers: a clause structure's
    encoding makes one literal per clause."""
    global _BOOL_SORT
    ctx = z3.main_ctx()
    if _BOOL_SORT is None or _BOOL_SORT.ctx is not ctx:
        _BOOL_SORT = z3.BoolSort(ctx)
    ref = ctx.ref()
    return z3.BoolRef(z3.Z3_mk_const(ref, z3.Z3_mk_string_symbol(ref, name), _BOOL_SORT.ast), ctx)


class Shape(NamedTuple):
    """The encoding of one clause structure (a situation's clauses and meta-rules, facts aside)."""
    key: object                 # the situation's shape key (situation.HashedKey)
    lits: dict                  # clause key -> its tracking literal
    conds: dict                 # clause key -> its condition as a formula over atoms
    effs: dict                  # prohibition key -> "it stands"
    legal: object
    atom_lits: tuple            # (atom, literal, its negation) per atom the conditions read
    defs: object                # the definitions, one formula
    clause_lits: list
    names: dict                 # literal id -> clause key
    clear: object               # no prohibition stands
    unds: dict                  # prohibition key -> "it is left undecided"
    truths_of: object           # facts -> the atoms' truths (expr.truth_vector)
    lit_names: dict             # literal id -> its name (what a model's declarations are named)


class Z3Engine:
    def __init__(self, timeout_ms: int = TIMEOUT_MS):
        self.timeout_ms = timeout_ms
        self._reset_caches()
        self.map = z3.Solver()
        self.map.set("random_seed", SEED)
        self.map.set("model.compact", False)    # its models are read literal by literal too (_muses)
        self._vars: dict[str, z3.ExprRef] = {}
        self._codes: dict[str, int] = {}
        self._compiled: dict[Expr, z3.ExprRef] = {}
        self._fact_lits: dict[tuple, z3.ExprRef] = {}
        self.value_solvers: dict = {}          # (edition, quantity) -> value-rule solver (value_rules.py)

    def _reset_caches(self) -> None:
        """Drop every cached encoding and solver (when the shape cache is full)."""
        self._shapes = {}
        self._bases: dict = {}                # shape key -> its solver, facts assumed per question
        self._solvers = OrderedDict()         # (shape key, facts) -> a solver with those facts asserted
        self._seen: dict = {}                 # situation -> times met without a solver of its own
        self._verdicts: dict = {}             # (shape key, fact values read, edition, unknowns, notes) -> verdict
        self._atoms: dict = {}                # condition atom -> its Boolean literal (shared by every shape)
        self._negated: dict = {}              # condition atom -> the negation of its literal (the same term each time)
        self._props: dict = {}                # condition -> (its formula over atoms, the atoms it reads)

    def forget_verdicts(self) -> None:
        """Drop the verdicts kept (benches time a trace's own checks, not answers kept from an earlier run)."""
        self._verdicts.clear()

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

    def _prop(self, e: Expr, atoms: dict, n: int) -> z3.ExprRef:
        """A condition as a propositional formula over its atoms (comparisons, memberships, Boolean facts), one
        Boolean literal each. The facts of a question are known values, so each atom is true or false in it and is
        assumed as such: the solver decides the precedence, never arithmetic, and a trace whose numbers change
        (wounds, lives) asks it a question it has met whenever the atoms' truths are the same. Atoms and formulas
        are shared by every clause structure (each structure has solvers of its own); `atoms` collects the ones a
        structure reads, in order."""
        hit = self._props.get(e)
        if hit is None:
            used: dict = {}
            hit = self._props[e] = (self._prop_build(e, used), tuple(used.items()))
        for a, b in hit[1]:
            atoms.setdefault(a, b)
        return hit[0]

    def _prop_build(self, e: Expr, used: dict) -> z3.ExprRef:
        t = type(e)
        if t is All:
            return AND([self._prop_build(p, used) for p in e.parts])
        if t is Any:
            return OR([self._prop_build(p, used) for p in e.parts])
        if t is Not:
            return NOT(self._prop_build(e.part, used))
        if t not in (Cmp, In, Var):
            raise TypeError(e)
        b = self._atoms.get(e)
        if b is None:
            b = self._atoms[e] = BOOL(f"atom{len(self._atoms)}")
        used.setdefault(e, b)
        return b

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
        """The encoding of a situation's clause structure (facts aside), built once per structure."""
        # the decisions are decide_all(clauses, metas), a function of these two (situation.py builds them so)
        key = sit.shape_key
        shape = self._shapes.get(key)
        if shape is not None:
            return shape
        if len(self._shapes) >= MAX_SHAPES:
            self._reset_caches()
        n = len(self._shapes)
        lits = {c.key: BOOL(f"s{n}:{c.key}") for c in sit.clauses + sit.metas}
        atoms: dict = {}
        conds = {c.key: self._prop(c.when, atoms, n) for c in sit.clauses}
        defs, effs, unds = [], {}, {}
        for f in sit.forbids:
            defeats = []
            for p in sit.permits:
                ways = sit.decisions[(p.key, f.key)].permit_wins_via
                if not ways:
                    continue
                via = OR([AND([lits[f"meta:{m}"], *[NOT(lits[f"meta:{h}"]) for h in hs]]) for m, hs in ways])
                defeats.append(AND([lits[p.key], conds[p.key], via]))
            # a permission no meta-rule in force speaks on leaves the prohibition undecided (precedence.py)
            opens = [AND([lits[p.key], conds[p.key]]) for p in sit.permits
                     if sit.decisions[(p.key, f.key)].undecided]
            left = AND([lits[f.key], conds[f.key], NOT(OR(defeats)) if defeats else True])
            eff = BOOL(f"s{n}:eff:{f.key}")
            defs.append(IFF(eff, AND([left, NOT(OR(opens)) if opens else True])))
            effs[f.key] = eff
            if opens:
                und = unds[f.key] = BOOL(f"s{n}:undecided:{f.key}")
                defs.append(IFF(und, AND([left, OR(opens)])))
        # `clear`: no prohibition stands (what an illegal verdict's reasons are cores under); `legal`: clear,
        # and none is undecided
        clear, legal = BOOL(f"s{n}:clear"), BOOL(f"s{n}:legal")
        defs.append(IFF(clear, NOT(OR(list(effs.values())))) if effs else clear)
        defs.append(IFF(legal, AND([clear, NOT(OR(list(unds.values())))])) if unds else IFF(legal, clear))
        negated = self._negated
        for e, b in atoms.items():
            if e not in negated:
                negated[e] = NOT(b)
        atom_lits = tuple((e, b, negated[e]) for e, b in atoms.items())    # each atom, true or false per question
        clause_lits = [lits[c.key] for c in sit.clauses + sit.metas]
        names = {lits[k].get_id(): k for k in lits}
        shape = Shape(key, lits, conds, effs, legal, atom_lits, AND(defs), clause_lits, names, clear, unds,
                      truth_vector([e for e, _b, _nb in atom_lits]), {i: f"s{n}:{k}" for i, k in names.items()})
        self._shapes[key] = shape
        return shape

    def _solver(self, shape, truths: tuple):
        """The solver a question's checks run on, and the fact literals to assume on it.

        A situation met fewer than WARM_AFTER times is checked on the shape's own solver with its facts
        as assumptions (no solver is built for a question that may not come back: a stack trace asks most
        of its questions once or twice); one that keeps coming back gets a solver of its own with the
        facts asserted once, which checks several times faster, kept warm (least recently used dropped)."""
        key, atoms, defs = shape.key, shape.atom_lits, shape.defs
        fkey = (key, truths)
        solver = self._solvers.get(fkey)
        if solver is not None:
            self._solvers.move_to_end(fkey)
            return solver, []
        facts_literals = [b if t else nb for (_e, b, nb), t in zip(atoms, truths)]
        seen = self._seen.get(fkey, 0)
        if seen < WARM_AFTER:
            self._seen[fkey] = seen + 1
            if len(self._seen) > MAX_SOLVERS * 8:
                self._seen.clear()
            base = self._bases.get(key)
            if base is None:
                base = self._bases[key] = self._make_solver(defs)
            return base, facts_literals
        solver = self._make_solver(defs)
        solver.add(*facts_literals)
        self._solvers[fkey] = solver
        if len(self._solvers) > MAX_SOLVERS:
            self._solvers.popitem(last=False)
        return solver, []

    def _make_solver(self, defs) -> z3.Solver:
        solver = z3.Solver()
        solver.set("random_seed", SEED)
        solver.set("timeout", self.timeout_ms)
        # a model's values are read term by term (true_in), never its definitions listed: compacting it (the
        # default) costs more than the check. What a verdict reads of a model (conditions over the assumed atoms,
        # the definitions over them) is the same in every model; MARCO's seeds may differ, its MUSes cannot
        solver.set("model.compact", False)
        solver.add(defs)
        return solver

    # -- questions ---------------------------------------------------------------------------------
    def rule(self, sit: Situation) -> Verdict:
        shape = self._shape(sit)
        key, conds, effs, clause_lits, names, clear, unds = (shape.key, shape.conds, shape.effs, shape.clause_lits,
                                                             shape.names, shape.clear, shape.unds)
        # The verdict is a function of what the solver is given (the clause structure and the values of the
        # facts its conditions read) and of what the situation adds outside the solver (its edition and
        # unknowns): two questions of a trace alike in these get one check (a stack of 1,000 wounds on one
        # creature changes its wounds, which no clause may read).
        truths = shape.truths_of(sit.facts)
        vkey = (key, truths, sit.edition, tuple(sit.unknown), sit.noted)    # `finish` reports the notes too
        hit = self._verdicts.get(vkey)
        if hit is not None:
            return hit
        s, fixed = self._solver(shape, truths)
        verdict = self._rule(sit, s, fixed, clause_lits, names, conds, effs, clear, unds, shape.lit_names)
        if len(self._verdicts) >= MAX_VERDICTS:
            self._verdicts.clear()
        self._verdicts[vkey] = verdict
        return verdict

    def _rule(self, sit: Situation, s: z3.Solver, fixed, clause_lits, names, conds, effs, legal, unds,
              lit_names=None) -> Verdict:
        # One check with every clause in force and `legal` (here: no prohibition stands) assumed gives the
        # verdict: a model when legal, else the first unsatisfiable core, from which MARCO enumerates every
        # reason. Which clauses apply depends on the facts alone, so any model of the situation serves to
        # read decisions off, and whether a prohibition is left undecided.
        r = check(s, fixed + clause_lits + [legal])
        if r == z3.unknown:
            return finish(sit, "unknown", [], [], [], "z3", (f"solver gave up: {s.reason_unknown()}",))
        illegal = r == z3.unsat
        reasons = []
        if illegal:
            first = [c.get_id() for c in s.unsat_core()]
            found = self._muses(s, clause_lits, fixed + [legal], first, lit_names)
            if found is None or not all(found[0]):
                return finish(sit, "unknown", [], [], [], "z3", (f"solver gave up: {s.reason_unknown()}",))
            muses, model = found
            if model is None:
                if check(s, fixed + clause_lits) != z3.sat:
                    return finish(sit, "unknown", [], [], [], "z3", (f"solver gave up: {s.reason_unknown()}",))
                model = s.model()
            reasons = [reason_from({names[l.get_id()] for l in mus}, sit) for mus in muses]
        else:
            model = s.model()
        holds = lambda t: true_in(model, t)
        if illegal:   # the reasons' model may leave prohibitions unapplied: decide from conditions alone
            effective = lambda f: not any(holds(conds[p.key]) and any(not hs for _m, hs in
                                          sit.decisions[(p.key, f.key)].permit_wins_via) for p in sit.permits)
        else:
            effective = lambda f: holds(effs[f.key]) or (f.key in unds and holds(unds[f.key]))   # not overridden
        decided, overridden, defeating = [], [], set()
        for f in sit.forbids:
            if not holds(conds[f.key]) or effective(f):
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
        undecided = [] if illegal else [
            undecided_cause(sit, f, p) for f in sit.forbids if f.key in unds and holds(unds[f.key])
            for p in sit.permits if sit.decisions[(p.key, f.key)].undecided and holds(conds[p.key])]
        return finish(sit, "illegal" if illegal else "legal", reasons, decided, overridden, "z3", undecided=undecided)

    def _muses(self, s: z3.Solver, lits: list, fixed: list, first_core: list, lit_names: dict | None = None):
        """All minimal unsatisfiable subsets of `lits` (with `fixed` always assumed), by MARCO, starting
        from the core of the check with every literal. Returns (MUSes, a model of some satisfiable seed or
        None), or None when the solver gives up. Literals are compared by z3 id: `==` on z3 terms builds a
        term, it does not compare."""
        m = self.map
        ids = [l.get_id() for l in lits]
        by_id = dict(zip(ids, lits))
        if lit_names is None:
            lit_names = {}
        name_of = {i: lit_names.get(i) or by_id[i].decl().name() for i in ids}
        wanted = set(ids)
        found: list[list[int]] = []
        some_model = None
        core = self._shrink(s, [i for i in first_core if i in wanted], by_id, fixed)
        if core is None:
            return None
        found.append(core)
        m.push()
        try:
            m.add(z3.Or([z3.Not(by_id[i]) for i in core]))
            while m.check() == z3.sat:
                model = m.model()   # literals it leaves unassigned count as true: read only assigned ones
                off = {d.name() for d in model.decls() if z3.is_false(model.get_interp(d))}
                seed = [i for i in ids if name_of[i] not in off]
                in_seed = set(seed)
                r = check(s, fixed + [by_id[i] for i in seed])
                if r == z3.sat:
                    # grow to a maximal satisfiable subset: literals the model makes true come free, and a
                    # literal whose addition would contain a known MUS is unsatisfiable without a check
                    sat_model = some_model = s.model()
                    mss = in_seed | {i for i in ids if i not in in_seed and
                                     true_in(sat_model, by_id[i], completion=False)}
                    for i in ids:
                        if i in mss or any(all(j in mss or j == i for j in mus) for mus in found):
                            continue
                        if check(s, fixed + [by_id[j] for j in mss] + [by_id[i]]) == z3.sat:
                            mss.add(i)
                    rest = [by_id[i] for i in ids if i not in mss]
                    if not rest:
                        break
                    m.add(z3.Or(rest))
                elif r == z3.unsat:
                    core = [c.get_id() for c in s.unsat_core() if c.get_id() in wanted]
                    core = self._shrink(s, core, by_id, fixed)
                    if core is None:
                        return None
                    found.append(core)
                    m.add(z3.Or([z3.Not(by_id[i]) for i in core]))
                else:
                    return None
        finally:
            m.pop()
        return [[by_id[i] for i in mus] for mus in found], some_model

    def _shrink(self, s: z3.Solver, core: list, by_id: dict, fixed: list) -> list | None:
        """Deletion-based minimisation of an unsatisfiable core."""
        core = list(core)
        for i in list(core):
            if len(core) == 1:
                break
            trial = [c for c in core if c != i]
            r = check(s, fixed + [by_id[c] for c in trial])
            if r == z3.unsat:
                core = trial
            elif r != z3.sat:
                return None
        return core
