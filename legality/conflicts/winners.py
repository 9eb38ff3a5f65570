"""Who wins a contradicting pair, per edition of the pool's game and per application order: the precedence
data (`precedence.pair_decision`) on the two features' attributes, with the rule each edition cites."""
from __future__ import annotations

from functools import lru_cache

from model import Modality

from ..clauses import ActiveClause
from ..effect_order import in_force
from ..expr import TRUE
from ..precedence import META_RULES, pair_decision
from ..registry import topic_rule
from .pool import App

GAME_EDITIONS = {"classic": ("classic", "classic-b", "classic-2012"), "heroes": ("heroes",)}


def _clause(a: App, timestamp: int) -> ActiveClause:
    modality = Modality(a.modality) if a.modality else None
    return ActiveClause(key=a.label, modality=modality, when=TRUE, origin="card", rule=None, code="", message="",
                        permanent=a.permanent, timestamp=timestamp)


@lru_cache(maxsize=None)
def _meta_rule(edition: str, meta: str) -> str:
    return topic_rule(edition, META_RULES[meta].topic).id


def rulings(x: App, y: App, kind: str) -> list[dict]:
    """Per edition of the game: who wins under each application order, by which rule."""
    labels = {"x": x.label, "y": y.label, None: None}
    same = x.card_key == y.card_key
    out = []
    for ed, orders, winner, rules in _rulings(kind, x.game, x.permanent, y.permanent, same, x.modality,
                                               y.modality):
        out.append({"edition": ed, "winner": labels.get(winner, winner), "rules": list(rules),
                    "by_order": [{"later": labels[later], "winner": labels[w], "rule": rule}
                                 for later, w, rule in orders]})
    return out


@lru_cache(maxsize=None)
def _rulings(kind: str, game: str, xp: bool, yp: bool, same: bool, xm, ym) -> tuple:
    """The decisions depend only on these attributes: computed once per combination."""
    x = App(0, "", ("x",), game, "", 0, "x", "", "", xp, kind, TRUE, TRUE, (), modality=xm)
    y = App(1, "", ("y",), game, "", 0, "y", "", "", yp, kind, TRUE, TRUE, (), modality=ym)
    orders = [(1, 1)] if same else [(2, 1), (1, 2)]
    out = []
    for ed in GAME_EDITIONS[game]:
        force = in_force(ed)
        by_order = []
        for tx, ty in orders:
            w, m = pair_decision(kind, _clause(x, tx), _clause(y, ty), force)
            later = None if tx == ty else ("x" if tx > ty else "y")
            by_order.append((later, w, _meta_rule(ed, m) if m else None))
        winners = {w for _, w, _ in by_order}
        rules = tuple(sorted({r for _, _, r in by_order if r}))
        if None in winners:
            winner = "undecided" if winners == {None} else "undecided in one order"
        elif len(winners) == 1:
            winner = winners.pop()
        else:
            winner = "the later applied"
        out.append((ed, tuple(by_order), winner, rules))
    return tuple(out)
