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
CHUNK = 4               # files per task handed to a child


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


def warm_up(engine: str) -> None:
    """Before the fork, what every child would otherwise load on its own at its first scenario (and each pay
    for): the question kinds with the modules they import (the tracer, the attack values, the chain builder), the
    rule registry, the z3 bindings. Modules only: no solver or z3 context is made before the fork."""
    from .. import questions  # noqa: F401
    from ..registry import load_rules
    load_rules()
    if engine == "z3":
        from .. import z3_engine  # noqa: F401


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
    warm_up(engine)
    try:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            # small chunks handed out as the children ask: a file costs from 1 ms to a quarter of a second, and
            # large fixed shares leave one child working alone at the end
            parts = pool.map(_read_and_rule, range(len(paths)), chunksize=CHUNK)
    finally:
        _WORK = None
    for part in parts:
        if isinstance(part, InputError):
            raise part
    kept = [p for p in parts if p is not None]
    return [head for head, _ in kept], [RuledRecord(head, *fields) for head, recs in kept for fields in recs]
