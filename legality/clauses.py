"""Clauses in force for one question: the edition's rule clauses and the cards' clauses, one tracked
literal each in the z3 encoding."""
from __future__ import annotations

from dataclasses import dataclass

from model import Modality

from .expr import Expr


@dataclass(frozen=True)
class ActiveClause:
    def __hash__(self) -> int:   # hashed on every question (the z3 engine's encoding cache): once per clause
        h = self.__dict__.get("_hash")
        if h is None:
            h = hash(tuple(getattr(self, f) for f in self.__dataclass_fields__))
            object.__setattr__(self, "_hash", h)
        return h

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
