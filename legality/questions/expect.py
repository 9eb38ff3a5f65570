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


def match_outcomes(want, got, show=str) -> list[str]:
    """Each expected outcome (a dict of the fields it gives) must meet its own outcome of `got` (dicts with every
    field), and nothing else may be left: the problems, shown with `show`."""
    problems, left = [], list(got)
    for w in want:
        hit = next((g for g in left if all(g[k] == v for k, v in w.items())), None)
        if hit is None:
            problems.append(f"no outcome {show(w)}")
        else:
            left.remove(hit)
    problems += [f"unexpected outcome {show(g)}" for g in left]
    return problems
