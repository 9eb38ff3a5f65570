"""Clauses in force for one question: the edition's rule clauses and the cards' clauses, one tracked
literal each in the z3 encoding."""
from __future__ import annotations

from dataclasses import dataclass

from model import Modality
from model.caching import cached_hash, state_without_caches

from .expr import Expr


@dataclass(frozen=True)
class ActiveClause:
    __hash__ = cached_hash        # hashed on every question (the z3 engine's encoding cache): once per clause
    __getstate__ = state_without_caches

    key: str                  # "heroes:514.3/open-open", "card:joker/no-tokens", "meta:axe"
    modality: Modality | None # None for meta-rules
    when: Expr
    origin: str               # rule | card | meta
    rule: str | None          # the rule giving it force, cited in reasons
    code: str
    message: str
    fixes: tuple[str, ...] = ()
    topic: str = ""
    overrides: tuple[str, ...] = ()
    permanent: bool = True
    timestamp: int = 0
    card: str | None = None
    feature: str | None = None
    text: str = ""            # the Russian text of the card clause
