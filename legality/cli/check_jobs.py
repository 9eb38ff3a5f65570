"""Ruling many scenarios on every core: `legality check --jobs N`.

Scenarios are independent questions, so the built-in corpus is read and ruled in N forked processes, each with its
own warm solvers. A child parses its share of the files and returns each ruling already rendered (its text lines
and its JSON) with the fields the summary and the corpus score read, and the scenario's head (path, title,
question, cited ruling), so the parent prints exactly what one process would print, in the same order. A file
that is bad input is reported as one process reports it: the first bad file in the given order, before any
ruling is printed (the parent prints only once every file has been read).
"""
from __future__ import annotations

import multiprocessing
import os
from dataclasses import dataclass

from ..api import rule_scenario
from ..errors import InputError
from ..scenario import parse_scenario
from .output import ruling_json

MIN_PER_JOB = 12        # fewer scenarios per process than this: forking costs more than it saves
MAX_JOBS = 4


@dataclass(frozen=True)
class Question:
    text: str


@dataclass(frozen=True)
class ScenarioHead:
    """What the parent reads of a scenario ruled in a child: where it is, what it asks, which ruling it cites."""
    path: str
    title: str
    question: Question
    source_ruling: str | None

    @classmethod
    def of(cls, sc) -> "ScenarioHead":
        return cls(sc.path, sc.title, Question(getattr(sc.question, "text", "") or ""), sc.source_ruling)


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


_WORK = None            # (paths, keep, editions, engine, with_json), set in the parent before the fork


def _read_and_rule(i: int):
    """One file in a child: its InputError, or its head and rulings (none when `keep` leaves it out)."""
    paths, keep, editions, engine, with_json = _WORK
    try:
        sc = parse_scenario(paths[i])
    except InputError as e:
        return e
    if not keep(sc):
        return None
    out = []
    for r in rule_scenario(sc, editions, engine):
        rec = _record(r, with_json)
        out.append((rec.edition, rec.matches, rec.outcome, rec.problems, rec.lines, rec.json))
    return ScenarioHead.of(sc), out


def default_jobs(n_scenarios: int) -> int:
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, min(cores, MAX_JOBS, n_scenarios // MIN_PER_JOB))


def read_and_rule_all(paths, keep, editions, engine: str, jobs: int, with_json: bool):
    """Every kept scenario and its rulings, in the order of `paths`: (scenarios, records). Every file is read
    before any is ruled on in one process; with `jobs` > 1 each child reads and rules its share."""
    global _WORK
    if jobs <= 1 or len(paths) < 2 or "fork" not in multiprocessing.get_all_start_methods():
        scenarios = [sc for sc in (parse_scenario(p) for p in paths) if keep(sc)]
        return scenarios, [_record(r, with_json) for sc in scenarios for r in rule_scenario(sc, editions, engine)]
    _WORK = (paths, keep, editions, engine, with_json)
    try:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            parts = pool.map(_read_and_rule, range(len(paths)), chunksize=max(1, len(paths) // (jobs * 8)))
    finally:
        _WORK = None
    for part in parts:
        if isinstance(part, InputError):
            raise part
    kept = [p for p in parts if p is not None]
    return [head for head, _ in kept], [RuledRecord(head, *fields) for head, recs in kept for fields in recs]
