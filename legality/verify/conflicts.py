"""Proof 1: no undecided conflict. No point of the fact space where a clause in force forbids the action,
another permits or obliges it, no meta-rule in force speaks on the pair, and no other prohibition stands (the
engine then answers `unknown`, naming the pair: the rules leave the verdict open)."""
from __future__ import annotations

import z3

from .deontic import describe, rules_of
from .found import legal_witness
from .result import Finding, ProofResult


def prove(space, ds, edition: str) -> ProofResult:
    res = ProofResult("conflicts", "No undecided conflict", edition)
    pairs, undecided, seen = 0, 0, set()
    for d in ds:
        for p in d.sit.permits:
            for f in d.sit.forbids:
                pairs += 1
                if d.pair(p, f)[0] is not None or (p.key, f.key) in seen:
                    continue
                undecided += 1
                asked = [d.conds[p.key], d.unds[f.key], d.clear]
                r = space.check(*d.on, *asked)
                if r == z3.unknown:
                    res.gave_up.append(f"{p.key} vs {f.key}: {space.solver.reason_unknown()}")
                elif r == z3.sat:
                    seen.add((p.key, f.key))
                    title = f"verify: {f.key} and {p.key} both apply, no precedence rule decides"
                    yaml, _ = legal_witness(space, d, asked, title, rules_of([f, p]))
                    res.findings.append(Finding(
                        "undecided-conflict",
                        f"{describe(f)} and {describe(p)} apply together and no meta-rule in force "
                        f"({', '.join(sorted(d.in_force)) or 'none'}) decides between them; the engine answers "
                        f"unknown there",
                        (f.key, p.key), rules_of([f, p]), yaml))
    res.covered = {"step groups": len(ds), "clauses": len(ds[0].sit.clauses) if ds else 0,
                   "permit-forbid pairs": pairs, "pairs no meta-rule decides": undecided,
                   "fact variables": space.variables}
    return res
