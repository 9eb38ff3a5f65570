"""What every question kind checks first against an expected ruling: the verdict and the cited rules."""
from __future__ import annotations


def verdict_and_cites(verdict: str, cites: set[str], exp) -> list[str]:
    problems = []
    if exp.verdict is not None and verdict != exp.verdict:
        problems.append(f"verdict {verdict}, expected {exp.verdict}")
    missing = [c for c in exp.cites if c not in cites]
    if missing:
        problems.append(f"does not cite {', '.join(missing)}")
    return problems
