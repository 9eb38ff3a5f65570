"""The direct evaluator: answers a legality question by evaluating the clauses in Python.

Semantics (shared with the z3 encoding, which must agree on every situation):
- a clause applies when its condition holds on the facts;
- a prohibition is defeated by an applicable permission when some meta-rule in force speaks for the
  permission and no higher meta-rule in force speaks for the prohibition (`precedence.decision`);
- the action is legal when no applicable prohibition stands;
- a reason for illegality is a standing prohibition together with a smallest set of meta-rules that
  blocks every way an applicable permission could have defeated it (a minimal unsatisfiable subset).
"""
from __future__ import annotations

from itertools import combinations

from model import Modality

from .expr import evaluate
from .situation import Situation, reason_from
from .verdict import Verdict


def _minimal_hitting_sets(family: list[frozenset]) -> list[frozenset]:
    universe = sorted(set().union(*family)) if family else []
    found: list[frozenset] = []
    for size in range(0, len(universe) + 1):
        for combo in combinations(universe, size):
            s = frozenset(combo)
            if any(f <= s for f in found):
                continue
            if all(s & b for b in family):
                found.append(s)
    return found


def rule(sit: Situation) -> Verdict:
    facts = sit.facts
    applies = {c.key: bool(evaluate(c.when, facts)) for c in sit.clauses}
    permits = [p for p in sit.permits if applies[p.key]]
    standing, reasons, decided, overridden = [], [], [], []
    defeating: set[str] = set()
    for f in sit.forbids:
        if not applies[f.key]:
            continue
        ways = [(p, m, hs) for p in permits for m, hs in sit.decisions[(p.key, f.key)].permit_wins_via]
        winners = [(p, m) for p, m, hs in ways if not hs]
        if winners:
            overridden.append(reason_from({f.key}, sit))
            for p, m in winners:
                defeating.add(p.key)
                decided.append(reason_from({p.key, f"meta:{m}", f.key}, sit, main=p.key))
            continue
        standing.append(f)
        family = [frozenset(f"meta:{h}" for h in hs) for _, _, hs in ways]
        for hit in _minimal_hitting_sets(family):
            reasons.append(reason_from({f.key} | hit, sit))
    for p in permits:
        if p.key not in defeating and p.origin == "rule":
            decided.append(reason_from({p.key}, sit))
    verdict = "illegal" if standing else "legal"
    return finish(sit, verdict, reasons, decided, overridden, engine="fast")


def finish(sit: Situation, verdict: str, reasons, decided, overridden, engine: str, extra_unknown=()) -> Verdict:
    unknown = tuple(sit.unknown) + tuple(extra_unknown)
    key = lambda r: (r.clauses, r.code)
    return Verdict(verdict="unknown" if unknown else verdict, edition=sit.edition,
                   reasons=tuple(sorted(set(reasons), key=key)), decided_by=tuple(sorted(set(decided), key=key)),
                   overridden=tuple(sorted(set(overridden), key=key)), unknown=unknown, engine=engine)
