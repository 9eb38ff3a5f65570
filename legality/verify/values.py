"""Proof 3: values are unique. No point of the fact space where two value clauses in force give one
quantity different values (the model has no order rule between value rules: the engine answers `unknown`
there). The clauses are `value_rules.clauses_for`, compiled by the engine's compiler and `value_rules._term`."""
from __future__ import annotations

import z3

from ..registry import ruleset_clauses
from ..value_rules import _term, clauses_for, evaluate_value, z3_value
from .result import Finding, ProofResult
from .witness import cost_scenario, parse, to_yaml


def prove(space, edition: str) -> ProofResult:
    res = ProofResult("values", "Values are unique", edition)
    e = space.engine
    quantities = sorted({v.quantity for r, _ in ruleset_clauses(edition) for v in r.values})
    n_clauses = pairs = 0
    for q in quantities:
        cl = clauses_for(edition, q)
        n_clauses += len(cl)
        for i, (ra, a) in enumerate(cl):
            for rb, b in cl[i + 1:]:
                pairs += 1
                asked = [e.compile(a.when), e.compile(b.when), _term(e, a.to) != _term(e, b.to)]
                space.solver.push()
                space.solver.add(*asked)
                try:
                    r = space.check()
                    if r == z3.unknown:
                        res.gave_up.append(f"{ra}/{a.id} vs {rb}/{b.id}: {space.solver.reason_unknown()}")
                    elif r == z3.sat:
                        res.findings.append(_finding(space, edition, q, ra, a, rb, b))
                finally:
                    space.solver.pop()
    res.covered = {"quantities": len(quantities), "value clauses": n_clauses, "pairs": pairs,
                   "fact variables": space.variables}
    return res


def _finding(space, edition, q, ra, a, rb, b) -> Finding:
    point, _model = space.canonical([])
    title = f"verify: {ra}/{a.id} and {rb}/{b.id} give the {q} two values"
    doc = cost_scenario(point, edition, title, {"verdict": "unknown"})
    sc = parse(doc)
    act = sc.question.action
    for answer in (evaluate_value(sc.state, act, edition, q), z3_value(_engine(), sc.state, act, edition, q)):
        if answer.verdict != "unknown":
            raise AssertionError(f"the engine gives the witness {q} = {answer.value}; the proof claims two values")
    return Finding("two-values", f"{ra}/{a.id} ({a.message}) and {rb}/{b.id} ({b.message}) both apply and give "
                                 f"the {q} different values; no order rule decides", (f"{ra}/{a.id}", f"{rb}/{b.id}"),
                   (ra, rb), to_yaml(doc))


def _engine():
    from ..api import z3_engine
    return z3_engine()
