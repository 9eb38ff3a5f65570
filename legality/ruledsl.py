"""Short constructors for rule modules: facts by name and clauses by modality."""
from __future__ import annotations

from model import Modality

from .expr import Expr, V, all_of, any_of  # noqa: F401  (re-exported for rule modules)
from .registry import ALL_STEPS, Clause

KIND = V("action.kind")


def is_(name: str) -> Expr:
    return V(name).eq(True)


def not_(name: str) -> Expr:
    return V(name).eq(False)


def kind(*kinds: str) -> Expr:
    return KIND.eq(kinds[0]) if len(kinds) == 1 else KIND.is_in(*kinds)


def forbid(id: str, when: Expr, code: str, message: str, fixes=(), topic="", steps=ALL_STEPS) -> Clause:
    return Clause(id, Modality.FORBID, when, code, message, tuple(fixes), frozenset(steps), topic)


def permit(id: str, when: Expr, code: str, message: str, topic="", steps=ALL_STEPS) -> Clause:
    return Clause(id, Modality.PERMIT, when, code, message, (), frozenset(steps), topic)
