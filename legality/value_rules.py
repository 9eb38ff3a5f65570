"""Value rules: what a quantity (a card's cost, …) equals in a situation, by the rules in force.

The same value clauses are read by a direct evaluator and by z3. A quantity the rules in force do not
determine (no clause applies and the printed value is X) is `unknown`, naming why; two clauses giving
different values would be `unknown` too (undecided), which z3 detects by asking for a second value.
"""
from __future__ import annotations

from dataclasses import dataclass

import z3

from model import Action, GameState

from .expr import Const, Expr, Var, evaluate
from .facts import situation_facts
from .registry import ValueClause, ruleset_clauses


@dataclass(frozen=True)
class ValueAnswer:
    verdict: str                 # value | unknown
    edition: str
    quantity: str
    value: int | None
    rules: tuple[str, ...]       # the rules that set it
    messages: tuple[str, ...]
    unknown: tuple[str, ...] = ()
    engine: str = "z3"

    def cites(self) -> set[str]:
        return set(self.rules)

    def to_json(self) -> dict:
        return {"verdict": self.verdict, "edition": self.edition, "quantity": self.quantity, "value": self.value,
                "rules": list(self.rules), "messages": list(self.messages), "unknown": list(self.unknown),
                "cites": sorted(self.cites())}

    def lines(self) -> list[str]:
        out = [f"  verdict: {self.verdict}" + (f": {self.quantity} = {self.value}" if self.value is not None else "")]
        out += [f"    by [{r}] {m}" for r, m in zip(self.rules, self.messages)]
        out += [f"    unknown: {u}" for u in self.unknown]
        return out


def clauses_for(edition: str, quantity: str) -> list[tuple[str, ValueClause]]:
    return [(r.id, v) for r, _ in ruleset_clauses(edition) for v in r.values if v.quantity == quantity]


def default(quantity: str, facts: dict) -> int | None:
    """The printed value, or None when it is X (only a rule can say what X is then)."""
    if quantity == "cost":
        return None if facts["target.cost_x"] else facts["target.cost"]
    raise KeyError(quantity)


def evaluate_value(state: GameState, action: Action, edition: str, quantity: str) -> ValueAnswer:
    facts = situation_facts(state, action)
    applying = [(rid, v) for rid, v in clauses_for(edition, quantity) if evaluate(v.when, facts)]
    values = sorted({int(evaluate(v.to, facts)) for _, v in applying})
    if len(values) > 1:
        return ValueAnswer("unknown", edition, quantity, None, (), (),
                           (f"undecided: rules give {values}",), "fast")
    if values:
        return ValueAnswer("value", edition, quantity, values[0], tuple(r for r, _ in applying),
                           tuple(v.message for _, v in applying), (), "fast")
    d = default(quantity, facts)
    if d is None:
        return ValueAnswer("unknown", edition, quantity, None, (), (),
                           (f"no rule of edition {edition} says what X in the {quantity} is here",), "fast")
    return ValueAnswer("value", edition, quantity, d, (), ("the printed value",), (), "fast")


def _value_solver(engine, edition: str, quantity: str):
    """One warm solver per (edition, quantity), kept on the engine: the value clauses as tracked implications,
    and the printed value as the default, both over fact variables; a question only assumes its facts."""
    key = (edition, quantity)
    hit = engine.value_solvers.get(key)
    if hit is not None:
        return hit
    clauses = clauses_for(edition, quantity)
    s = z3.Solver()
    s.set("random_seed", 7)
    s.set("timeout", 5000)
    val = z3.Int(f"value.{quantity}")
    lits, applies = [], []
    for rid, v in clauses:
        lit = z3.Bool(f"{rid}/{v.id}")
        cond = z3.And(lit, engine.compile(v.when))
        s.add(z3.Implies(cond, val == _term(engine, v.to)))
        lits.append((lit, rid, v, cond))
        applies.append(cond)
    none_applies = z3.Not(z3.Or(applies)) if applies else z3.BoolVal(True)
    printed_x, printed = _printed(engine, quantity)
    s.add(z3.Implies(z3.And(none_applies, z3.Not(printed_x)), val == printed))
    names = sorted({"target.cost", "target.cost_x"}.union(*[v.when.vars() | v.to.vars() for _, v in clauses]))
    hit = engine.value_solvers[key] = (s, val, lits, names)
    return hit


def _printed(engine, quantity: str):
    if quantity == "cost":
        return engine.var("target.cost_x"), engine.var("target.cost")
    raise KeyError(quantity)


def z3_value(engine, state: GameState, action: Action, edition: str, quantity: str) -> ValueAnswer:
    """Each value clause is a tracked literal; the value is read off a model and proved unique."""
    facts = situation_facts(state, action)
    s, val, lits, names = _value_solver(engine, edition, quantity)
    assumptions = [engine.fact_literal(n, facts[n]) for n in names] + [l for l, _, _, _ in lits]
    if s.check(*assumptions) != z3.sat:
        return ValueAnswer("unknown", edition, quantity, None, (), (), ("rules give contradictory values",))
    m = s.model()
    value = m.eval(val, model_completion=False)
    if not z3.is_int_value(value):   # nothing pins the value: printed X and no rule
        return ValueAnswer("unknown", edition, quantity, None, (), (),
                           (f"no rule of edition {edition} says what X in the {quantity} is here",))
    v = value.as_long()
    if s.check(*assumptions, val != v) != z3.unsat:
        return ValueAnswer("unknown", edition, quantity, None, (), (), ("undecided: the rules allow several values",))
    applying = [(rid, c) for _lit, rid, c, cond in lits if z3.is_true(m.eval(cond))]
    if not applying:
        return ValueAnswer("value", edition, quantity, v, (), ("the printed value",))
    return ValueAnswer("value", edition, quantity, v, tuple(r for r, _ in applying),
                       tuple(c.message for _, c in applying))


def _term(engine, e: Expr):
    if isinstance(e, Const):
        return z3.IntVal(int(e.value))
    if isinstance(e, Var):
        return engine.var(e.name)
    raise TypeError(e)
