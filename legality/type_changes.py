"""A card whose text changes its type while a condition holds: the card language's `becomes:` field.

    becomes: {type: artifact, lives_at_most: 5}   # «Пока имеет 5 или менее {health}, является артефактом»

The card is of that type exactly while it has that many current lives or fewer (its life allowance and
additional lives, less wounds: classic 2012 204.6), and of its printed type otherwise (the judges, dev-119:
Колесница Аккении is a creature while it has more than 5 current lives). What an artifact may do is the rules'
(legality/rules/card_types.py, 213.1); the facts `source.type` and `target.type` read the type now.
"""
from __future__ import annotations

from dataclasses import dataclass

from model import CardState, CardType

from .fields import Fields


@dataclass(frozen=True)
class Becomes:
    type: CardType
    lives_at_most: int


def parse_becomes(ff: Fields) -> Becomes:
    bf = ff.sub("becomes")
    out = Becomes(bf.enum("type", CardType, required=True), bf.nonneg("lives_at_most", None))
    if out.lives_at_most is None:
        raise bf.error("lives_at_most", "give the number of current lives at or below which the card changes type")
    bf.done()
    return out


def current_type(cs: CardState) -> CardType:
    """The card's type now: the first `becomes` whose condition holds, else the type it has."""
    lives = cs.lives_left
    for f in cs.card.features:
        b = f.param("becomes")
        if b is not None and lives is not None and lives <= b.lives_at_most:
            return b.type
    return cs.card.type
