"""An edition's legality clauses over the whole fact space, in the z3 engine's own encoding.

For each group of steps with the same rule clauses, the clauses in force (the edition's rule clauses, its
fallback's where it is silent, and one abstract clause per card-clause kind) become a `Situation` without
facts; the engine's `_shape` encodes it exactly as it encodes a question (tracked literals, the decisions of
`precedence.py`, `legal` defined from the standing prohibitions), and the fact space replaces the facts.
"""
from __future__ import annotations

from dataclasses import dataclass

import z3

from model import Step

from ..clauses import ActiveClause
from ..precedence import pair_decision
from ..situation import Situation, decide_all, meta_clauses, rule_clauses
from .space import CARD_KINDS, Space, card_clause, step_groups


@dataclass
class Deontic:
    edition: str
    steps: tuple[Step, ...]
    sit: Situation
    lits: dict            # clause key -> its tracked literal
    conds: dict           # clause key -> its condition (z3)
    effs: dict            # forbid key -> "this prohibition stands"
    legal: z3.ExprRef     # no prohibition stands and none is undecided
    defs: z3.ExprRef
    on: list              # every clause and meta-rule literal: the edition as written
    unds: dict            # forbid key -> "this prohibition is undecided" (a permission no meta-rule in force
                          # speaks on applies with it), for the prohibitions that can be
    clear: z3.ExprRef     # no prohibition stands

    @property
    def in_force(self) -> set[str]:
        return {m.key.split(":", 1)[1] for m in self.sit.metas}

    def clause(self, key: str) -> ActiveClause:
        return next(c for c in self.sit.clauses + self.sit.metas if c.key == key)

    def pair(self, p: ActiveClause, f: ActiveClause):
        """(winner "permit" | "forbid" | None, deciding meta-rule) under the metas in force."""
        who, meta = pair_decision("deontic", p, f, self.in_force)
        return {"x": "permit", "y": "forbid", None: None}[who], meta

    def without(self, key: str, tag: str):
        """`defs` with clause `key` struck out, over fresh copies of `legal` and the standing literals:
        (defs', legal')."""
        subst = [(self.lits[key], z3.BoolVal(False)), (self.legal, z3.Bool(f"{self.legal}~{tag}"))]
        subst += [(e, z3.Bool(f"{e}~{tag}")) for e in [self.clear, *self.effs.values(), *self.unds.values()]]
        return z3.substitute(self.defs, *subst), subst[1][1]


def models(space: Space, edition: str, with_cards: bool = True) -> list[Deontic]:
    out = []
    for steps in step_groups(edition):
        clauses = rule_clauses(edition, steps[0])
        if with_cards:
            clauses = clauses + tuple(card_clause(k, edition) for k in CARD_KINDS)
        metas = meta_clauses(edition)
        sit = Situation(edition, {}, clauses, metas, decide_all(clauses, metas), ())
        shape = space.engine._shape(sit)
        lits, conds, effs, legal, defs, clause_lits, clear, unds = (shape.lits, shape.conds, shape.effs, shape.legal,
                                                                    shape.defs, shape.clause_lits, shape.clear,
                                                                    shape.unds)
        space.solver.add(defs)
        out.append(Deontic(edition, steps, sit, lits, conds, effs, legal, defs, list(clause_lits), unds, clear))
    return out


def can_meet(space: Space, d: Deontic, a: ActiveClause, b: ActiveClause, res) -> bool:
    """Do `a` and `b` apply together at some point (every clause in force)? A solver that gives up leaves the
    pair open in `res.gave_up` and counts as not meeting."""
    r = space.check(*d.on, d.conds[a.key], d.conds[b.key])
    if r == z3.unknown:
        res.gave_up.append(f"{a.key} vs {b.key}: {space.solver.reason_unknown()}")
    return r == z3.sat


def rules_of(clauses) -> tuple[str, ...]:
    return tuple(dict.fromkeys(c.rule for c in clauses if c.rule))


def describe(c: ActiveClause) -> str:
    return f"{c.key} ({c.modality.value}s: {c.message})"
