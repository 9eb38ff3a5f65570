"""Ruling many scenarios on every core: `legality check --jobs N`.

Scenarios are independent questions, so the built-in corpus is ruled in N forked processes, each with its own
warm solvers. A child returns each ruling already rendered (its text lines and its JSON) with the fields the
summary and the corpus score read, so the parent prints exactly what one process would print, in the same order.
Forking after the scenarios are parsed means every card base they name is compiled (or read from the cache) once.
"""
from __future__ import annotations

import multiprocessing
import os
from dataclasses import dataclass

from ..api import rule_scenario
from .output import ruling_json

MIN_PER_JOB = 12        # fewer scenarios per process than this: forking costs more than it saves
MAX_JOBS = 4


@dataclass(frozen=True)
class RuledRecord:
    """A ruling as the parent needs it: what the summary and the score read, and its rendering."""
    scenario: object
    edition: str
    matches: bool | None
    outcome: str
    problems: tuple[str, ...]
    lines: tuple[str, ...]          # the answer's text lines (verdict_lines or the kind's own)
    json: dict


def answer_lines(r) -> list[str]:
    from .output import verdict_lines
    return r.answer.lines() if hasattr(r.answer, "lines") else verdict_lines(r.answer)


def _record(r, with_json: bool) -> RuledRecord:
    return RuledRecord(r.scenario, r.edition, r.matches, r.outcome, r.problems, tuple(answer_lines(r)),
                       ruling_json(r) if with_json else {})


_WORK = None            # (scenarios, editions, engine, with_json), set in the parent before the fork


def _rule_one(i: int) -> list[tuple]:
    scenarios, editions, engine, with_json = _WORK
    out = []
    for r in rule_scenario(scenarios[i], editions, engine):
        rec = _record(r, with_json)
        out.append((rec.edition, rec.matches, rec.outcome, rec.problems, rec.lines, rec.json))
    return out


def default_jobs(n_scenarios: int) -> int:
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, min(cores, MAX_JOBS, n_scenarios // MIN_PER_JOB))


def rule_all(scenarios, editions, engine: str, jobs: int, with_json: bool) -> list[RuledRecord]:
    """Every scenario's rulings in scenario order; `jobs` 1 rules in this process."""
    global _WORK
    if jobs <= 1 or len(scenarios) < 2 or "fork" not in multiprocessing.get_all_start_methods():
        return [_record(r, with_json) for sc in scenarios for r in rule_scenario(sc, editions, engine)]
    _WORK = (scenarios, editions, engine, with_json)
    try:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            parts = pool.map(_rule_one, range(len(scenarios)), chunksize=max(1, len(scenarios) // (jobs * 8)))
    finally:
        _WORK = None
    return [RuledRecord(sc, *fields) for sc, part in zip(scenarios, parts) for fields in part]
