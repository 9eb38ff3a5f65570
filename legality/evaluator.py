"""The direct evaluator: answers a legality question by evaluating the clauses in Python.

Semantics (shared with the z3 encoding, which must agree on every situation):
- a clause applies when its condition holds on the facts;
- a prohibition is defeated by an applicable permission when some meta-rule in force speaks for the
  permission and no higher meta-rule in force speaks for the prohibition (`precedence.decision`);
- a prohibition and a permission that both apply with no meta-rule in force speaking on the pair are
  undecided: the prohibition neither stands nor falls, and unless another prohibition stands the verdict
  is `unknown`, with the pair as its cause;
- the action is legal when no applicable prohibition stands and none is undecided;
- a reason for illegality is a standing prohibition together with a smallest set of meta-rules that
  blocks every way an applicable permission could have defeated it (a minimal unsatisfiable subset).
"""
from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from model import Modality

from .expr import truth_vector
from .situation import Situation, reason_from
from .verdict import Reason, Verdict


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


_CONDITIONS: dict = {}      # situation shape key -> (clause keys, their conditions as one truth_vector)
MAX_CONDITIONS = 1024


# verdicts kept per (shape key, the clauses' truths, edition, unknowns, notes): the verdict is a function of these
# (the z3 engine keeps its own alike); a stack trace asks thousands of questions alike in them
_VERDICTS: dict = {}
MAX_VERDICTS = 4096


def forget_verdicts() -> None:
    _VERDICTS.clear()


def _applies(sit: Situation) -> tuple[tuple, tuple]:
    hit = _CONDITIONS.get(sit.shape_key)
    if hit is None:
        if len(_CONDITIONS) >= MAX_CONDITIONS:
            _CONDITIONS.clear()
        hit = _CONDITIONS[sit.shape_key] = (tuple(c.key for c in sit.clauses),
                                            truth_vector([c.when for c in sit.clauses]))
    keys, truths = hit
    return keys, truths(sit.facts)


def rule(sit: Situation) -> Verdict:
    keys, truths = _applies(sit)
    vkey = (sit.shape_key, truths, sit.edition, tuple(sit.unknown), sit.noted)
    hit = _VERDICTS.get(vkey)
    if hit is None:
        if len(_VERDICTS) >= MAX_VERDICTS:
            _VERDICTS.clear()
        hit = _VERDICTS[vkey] = _rule(sit, dict(zip(keys, truths)))
    return hit


def _rule(sit: Situation, applies: dict) -> Verdict:
    permits = [p for p in sit.permits if applies[p.key]]
    standing, reasons, decided, overridden, undecided = [], [], [], [], []
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
        open_with = [p for p in permits if sit.decisions[(p.key, f.key)].undecided]
        if open_with:
            undecided += [undecided_cause(sit, f, p) for p in open_with]
            continue
        standing.append(f)
        family = [frozenset(f"meta:{h}" for h in hs) for _, _, hs in ways]
        for hit in _minimal_hitting_sets(family):
            reasons.append(reason_from({f.key} | hit, sit))
    for p in permits:
        if p.key not in defeating and p.origin == "rule":
            decided.append(reason_from({p.key}, sit))
    verdict = "illegal" if standing else "legal"
    # a prohibition that stands decides alone; an undecided one bears on the verdict only otherwise
    return finish(sit, verdict, reasons, decided, overridden, engine="fast", undecided=() if standing else undecided)


def undecided_cause(sit: Situation, f, p) -> Reason:
    """Why a verdict is unknown when `f` forbids, `p` permits (or obliges) and nothing decides between them:
    a reason naming both clauses and their rules."""
    said = lambda c: f"{c.key} [{c.rule}]" if c.rule else c.key
    verb = "obliges" if p.modality is Modality.OBLIGE else "permits"
    metas = ", ".join(m.rule or m.key for m in sit.metas) or "none"
    r = reason_from({f.key, p.key}, sit, main=f.key)
    return replace(r, code="undecided-conflict", message=(
        f"{said(f)} forbids the action ({f.message}) and {said(p)} {verb} it ({p.message}); "
        f"no precedence rule of {sit.edition} in force ({metas}) decides between them"), fixes=())


def finish(sit: Situation, verdict: str, reasons, decided, overridden, engine: str, extra_unknown=(),
           undecided=()) -> Verdict:
    # the message breaks ties: reasons of one code and no clause (two marker counts) come out of a set, whose
    # order a string's hash (salted per process) would otherwise decide
    key = lambda r: (r.clauses, r.code, r.rule or "", r.message)
    undecided = tuple(sorted(set(undecided), key=key))
    unknown = tuple(sit.unknown) + tuple(extra_unknown) + tuple(f"undecided conflict: {r.message}" for r in undecided)
    return Verdict(verdict="unknown" if unknown else verdict, edition=sit.edition,
                   reasons=tuple(sorted(set(reasons), key=key)),
                   decided_by=tuple(sorted(set(decided) | set(sit.noted), key=key)),
                   overridden=tuple(sorted(set(overridden), key=key)), unknown=unknown, engine=engine,
                   undecided=undecided)
