"""Proof 5: borrowed rules fit. Where an edition is silent on a topic its fallback's clauses stand in
(`registry.FALLBACK`: classic and classic-b borrow classic-2012's). No borrowed clause may contradict one of
the edition's own clauses: forbid what the own clause permits or obliges (or the reverse) at some point of the
fact space and there win over it, or be left undecided against it. Every own clause is taken as a
neighbour (topics are the editions' own words, so nearness is not read off their names)."""
from __future__ import annotations

from model import Modality

from ..registry import FALLBACK
from .deontic import can_meet, describe, rules_of
from .found import legal_witness
from .result import Finding, ProofResult


def prove(space, ds, edition: str) -> ProofResult:
    res = ProofResult("borrowed", "Borrowed rules fit", edition)
    if len(FALLBACK[edition]) == 1:
        res.covered = {"borrows from": "nothing (the edition has no fallback)"}
        return res
    own_keys, borrowed_keys, pairs, meeting, seen = set(), set(), 0, 0, set()
    for d in ds:
        rules = [c for c in d.sit.clauses if c.origin == "rule"]
        own = [c for c in rules if c.rule.split(":", 1)[0] == edition]
        borrowed = [c for c in rules if c.rule.split(":", 1)[0] != edition]
        own_keys |= {c.key for c in own}
        borrowed_keys |= {c.key for c in borrowed}
        for o in own:
            for b in borrowed:
                if (o.modality is Modality.FORBID) == (b.modality is Modality.FORBID) or (o.key, b.key) in seen:
                    continue
                pairs += 1
                p, f = (o, b) if b.modality is Modality.FORBID else (b, o)
                if not can_meet(space, d, o, b, res):
                    continue
                seen.add((o.key, b.key))
                meeting += 1
                who, meta = d.pair(p, f)
                winner = {"permit": p, "forbid": f, None: None}[who]
                if winner is o:
                    continue
                how = "no meta-rule in force decides" if winner is None else f"it wins by meta:{meta}"
                title = f"verify: borrowed {b.key} contradicts {o.key}"
                yaml, _ = legal_witness(space, d, [d.conds[o.key], d.conds[b.key]], title,
                                        rules_of([winner or f]))
                res.findings.append(Finding(
                    "borrowed-contradicts", f"borrowed {describe(b)} contradicts the edition's own {describe(o)}: "
                    f"both apply and {how}", (b.key, o.key), rules_of([b, o]), yaml))
    res.covered = {"borrows from": ", ".join(FALLBACK[edition][1:]), "own clauses": len(own_keys),
                   "borrowed clauses": len(borrowed_keys), "contradicting pairs": pairs,
                   "pairs that can meet": meeting, "fact variables": space.variables}
    return res
