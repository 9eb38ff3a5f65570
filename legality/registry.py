"""The rule registry: every encoded rule with its edition, number, Russian text, summary and clauses.

Rule modules live in `legality/rules/`, one per rule section (named for the section: «Правила нуля» is
`zero_rules.py`). Each module calls `rule(...)` at import time; `load_rules()` imports them all in name
order, so the registry's order never depends on dict or filesystem iteration.
"""
from __future__ import annotations

import importlib
import pkgutil
import sys
from dataclasses import dataclass, field

from model import Modality, Step

from .expr import TRUE, Expr

EDITIONS = ("classic", "classic-b", "classic-2012", "heroes")

# Where an edition's own text is silent on a topic, the rules of these editions stand in, in order
# (README of the rule texts: use the closest equivalent of the 2012 classic rules and say so).
FALLBACK = {
    "classic": ("classic", "classic-2012"),
    "classic-b": ("classic-b", "classic-2012"),
    "classic-2012": ("classic-2012",),
    "heroes": ("heroes",),
}

SOURCES = {
    "classic": "seeds/000_a417f375f533e775.txt",
    "classic-b": "seeds/003_9bf8997cee294a8e.txt",
    "classic-2012": "classic-online-2012-expanded-rules.en.md",
    "heroes": "heroes-ed15-full-rules.ru.md (seed 002 for 508.3-512)",
}

ALL_STEPS = frozenset(Step)


@dataclass(frozen=True)
class Clause:
    """One tracked clause of a rule: under `when`, it forbids / permits / obliges the action."""
    id: str
    modality: Modality
    when: Expr
    code: str
    message: str
    fixes: tuple[str, ...] = ()
    steps: frozenset = ALL_STEPS      # steps at which the clause is checked
    topic: str = ""                   # defaults to the rule's topic; editions stand in for each other per topic


@dataclass(frozen=True)
class ValueClause:
    """Under `when`, the quantity (for example a card's cost) takes the value `to` (an expression)."""
    id: str
    quantity: str
    when: Expr
    to: Expr
    message: str


@dataclass(frozen=True)
class Rule:
    id: str                 # "edition:number", e.g. "heroes:512.2"
    title: str
    text_ru: str
    summary: str
    topic: str              # what the rule is about; editions' rules on one topic stand in for each other
    clauses: tuple[Clause, ...] = ()
    meta: str | None = None # for precedence rules: the meta-rule this text establishes
    encoded: bool = True
    note: str = ""          # e.g. which missing section this rule stands in for
    module: str = ""
    consequence: str = ""   # for removal rules: what happens to an action found illegal on the stack
    values: tuple[ValueClause, ...] = ()  # value rules: what a quantity equals in a situation

    def clause_topic(self, c: Clause) -> str:
        return c.topic or self.topic

    @property
    def edition(self) -> str:
        return self.id.split(":", 1)[0]

    @property
    def number(self) -> str:
        return self.id.split(":", 1)[1]


_RULES: dict[str, Rule] = {}
_LOADED = False


def rule(id: str, title: str, text_ru: str, summary: str, topic: str, clauses=(), meta=None,
         encoded=True, note="", consequence="", values=()) -> Rule:
    edition = id.split(":", 1)[0]
    if edition not in EDITIONS:
        raise ValueError(f"rule {id}: unknown edition {edition!r}")
    if id in _RULES:
        raise ValueError(f"rule {id} registered twice")
    module = sys._getframe(1).f_globals.get("__name__", "")   # the rule module registering it
    r = Rule(id, title, text_ru.strip(), summary.strip(), topic, tuple(clauses), meta, encoded, note, module,
             consequence, tuple(values))
    _RULES[id] = r
    return r


def load_rules() -> dict[str, Rule]:
    global _LOADED
    if not _LOADED:
        from . import rules as pkg
        for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
            importlib.import_module(f"{pkg.__name__}.{info.name}")
        _LOADED = True
    return _RULES


def get_rule(rule_id: str) -> Rule:
    return load_rules()[rule_id]


def all_rules() -> list[Rule]:
    return sorted(load_rules().values(), key=lambda r: (EDITIONS.index(r.edition), _numkey(r.number)))


def _numkey(number: str):
    return [(0, int(p)) if p.isdigit() else (1, p) for p in number.replace("-", ".").split(".")]


_RULESET_CACHE: dict = {}   # edition -> rules with their clauses in force; ("rules"|"topics", edition) -> derived


def _topics(r: Rule) -> set[str]:
    return {r.topic} | {r.clause_topic(c) for c in r.clauses}


def ruleset_clauses(edition: str) -> tuple[tuple[Rule, tuple[Clause, ...]], ...]:
    """The rules in force under `edition` with their clauses in force: the edition's own, and for each
    topic it is silent on, the first fallback edition's (decided per clause topic)."""
    if edition in _RULESET_CACHE:
        return _RULESET_CACHE[edition]
    if edition not in FALLBACK:
        raise KeyError(edition)
    owner: dict[str, str] = {}
    for ed in FALLBACK[edition]:
        covered = set()
        for r in all_rules():
            if r.edition == ed:
                covered |= _topics(r)
        for t in sorted(covered):
            owner.setdefault(t, ed)
    out = []
    for r in all_rules():
        if r.edition not in FALLBACK[edition]:
            continue
        clauses = tuple(c for c in r.clauses if owner.get(r.clause_topic(c)) == r.edition)
        if owner.get(r.topic) == r.edition or clauses:
            out.append((r, clauses))
    _RULESET_CACHE[edition] = tuple(out)
    return _RULESET_CACHE[edition]


def ruleset(edition: str) -> tuple[Rule, ...]:
    # kept beside the clauses' cache, under the same key, so clearing that cache clears this one too
    key = ("rules", edition)
    if key not in _RULESET_CACHE:
        _RULESET_CACHE[key] = tuple(r for r, _ in ruleset_clauses(edition))
    return _RULESET_CACHE[key]


def topic_rule(edition: str, topic: str) -> Rule | None:
    """The rule an edition applies for a topic (its own, else its first fallback's)."""
    key = ("topics", edition)
    if key not in _RULESET_CACHE:
        by_topic: dict[str, Rule] = {}
        for r in ruleset(edition):
            by_topic.setdefault(r.topic, r)
        _RULESET_CACHE[key] = by_topic
    return _RULESET_CACHE[key].get(topic)
