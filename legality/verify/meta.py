"""Proof 6: the meta-rules are acyclic, and total and unambiguous over the pairs of clauses that can meet:
for every permission/obligation and prohibition that apply together at some point of the fact space, some
meta-rule in force speaks, and any two that speak differently are ordered by the precedence relation (else
the engine's topological order, not a rule, would pick the winner)."""
from __future__ import annotations

import networkx as nx

from ..precedence import META_RULES, precedence_graph
from .deontic import can_meet, describe, rules_of
from .found import legal_witness
from .result import Finding, ProofResult


def prove(space, ds, edition: str) -> ProofResult:
    res = ProofResult("meta", "Meta-rules are total and acyclic", edition)
    g = precedence_graph()
    if not nx.is_directed_acyclic_graph(g):
        cycle = [u for u, _v in nx.find_cycle(g)]
        res.findings.append(Finding("meta-cycle", "the precedence relation has a cycle: " + " > ".join(cycle)))
        res.covered = {"meta-rules": g.number_of_nodes()}
        return res
    closure = nx.transitive_closure_dag(g)
    meeting, checked = 0, set()
    for d in ds:
        in_force = sorted(d.in_force)
        for p in d.sit.permits:
            for f in d.sit.forbids:
                if (p.key, f.key) in checked:
                    continue
                if not can_meet(space, d, p, f, res):
                    continue
                checked.add((p.key, f.key))
                meeting += 1
                said = [(m, META_RULES[m].decide(p, f)) for m in in_force if "deontic" in META_RULES[m].speaks_on]
                said = [(m, w) for m, w in said if w is not None]
                problem = None
                if not said:
                    problem = ("meta-undecided", "no meta-rule in force speaks on the pair")
                for i, (m1, w1) in enumerate(said):
                    for m2, w2 in said[i + 1:]:
                        if w1 != w2 and not closure.has_edge(m1, m2) and not closure.has_edge(m2, m1):
                            problem = ("meta-ambiguous", f"{m1} says {w1}, {m2} says {w2}, and the precedence "
                                                         f"relation orders neither above the other")
                if problem:
                    title = f"verify: {p.key} meets {f.key}: {problem[1]}"
                    yaml, _ = legal_witness(space, d, [d.conds[p.key], d.conds[f.key]], title)
                    res.findings.append(Finding(problem[0], f"{describe(p)} meets {describe(f)}: {problem[1]}",
                                                (p.key, f.key), rules_of([p, f]), yaml))
    res.covered = {"meta-rules": g.number_of_nodes(), "precedence edges": g.number_of_edges(),
                   "pairs that can meet": meeting, "fact variables": space.variables}
    return res
