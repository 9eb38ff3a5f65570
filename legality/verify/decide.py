"""Proof 2: every clause can decide. For each clause in force (rule clauses, and each kind of card clause),
a point of the fact space where striking it out changes the verdict. A clause that never can is classified:

  redundant  a prohibition that stands somewhere (it is cited as a reason) but never alone: another
             prohibition always stands with it (named). A note, not a refutation: two rule texts say it.
  confirms   a rule permission that is cited as deciding a legal verdict but never changes one: it beats no
             prohibition that can apply with it. A note.
  dead       its condition is unsatisfiable (no witness can exist), or wherever it applies a stronger clause
             decides instead (named where one always applies with it; the witness shows it applying and
             beaten). A refutation.
  rules-never-let-decide
             a card permission or obligation naming no rule: the edition's meta-rules in force give every
             prohibition the preference over it and the action is legal without it — what the rule texts
             (prohibition over permission, the axe rule's «в явном виде») say. A note, with the texts.
"""
from __future__ import annotations

import z3

from model import Modality

from .deontic import describe, rules_of
from .found import legal_witness
from .result import Finding, ProofResult


def prove(space, ds, edition: str) -> ProofResult:
    res = ProofResult("clauses-decide", "Every clause can decide", edition)
    order, status = [], {}
    for d in ds:
        for c in d.sit.clauses:
            if c.key not in status:
                order.append(c.key)
            if status.get(c.key, (None,))[0] == "decides":
                continue
            found = _decides(space, d, c, res)
            if found is not None:
                status[c.key] = ("decides", d, found)
            elif c.key not in status:
                status[c.key] = ("no", d, None)
    counts = {"decides": 0, "redundant": 0, "confirms": 0, "dead": 0, "rules-never-let-decide": 0}
    for key in order:
        st, d, _ = status[key]
        if st == "decides":
            counts["decides"] += 1
            res.witnesses[key] = status[key][2][0]
            continue
        f = _why_not(space, d, d.clause(key), res)
        counts[f.kind] += 1
        res.findings.append(f)
    res.covered = {"step groups": len(ds), "clauses": len(order), **counts, "fact variables": space.variables}
    return res


def _decides(space, d, c, res):
    defs2, legal2 = d.without(c.key, "off")
    space.solver.push()
    try:
        space.solver.add(defs2, d.legal != legal2)
        r = space.check(*d.on, d.conds[c.key])
        if r == z3.unknown:
            res.gave_up.append(f"{c.key}: {space.solver.reason_unknown()}")
            return None
        if r == z3.unsat:
            return None
        title = f"verify: {c.key} decides this verdict"
        return legal_witness(space, d, [d.conds[c.key]], title, rules_of([c]))
    finally:
        space.solver.pop()


def _always_with(space, d, cond, others) -> list[str]:
    """The clauses among `others` (key → formula) that hold wherever `cond` does."""
    return [k for k, f in others.items() if space.check(*d.on, cond, z3.Not(f)) == z3.unsat]


def _why_not(space, d, c, res) -> Finding:
    cond = d.conds[c.key]
    if space.check(*d.on, cond) == z3.unsat:
        return Finding("dead", f"{describe(c)} never applies: its condition is unsatisfiable over the fact space",
                       (c.key,), rules_of([c]))
    if c.modality is Modality.FORBID:
        stands = d.effs[c.key]
        if space.check(*d.on, stands) == z3.sat:
            others = {k: e for k, e in d.effs.items() if k != c.key}
            co = _always_with(space, d, stands, others)
            yaml, _ = legal_witness(space, d, [stands], f"verify: {c.key} stands, never alone",
                                    rules_of([c] + [d.clause(k) for k in co]))
            who = ", ".join(co) if co else "other prohibitions"
            return Finding("redundant", f"{describe(c)} never changes a verdict alone: {who} stand(s) "
                                        f"wherever it does", (c.key, *co), rules_of([c] + [d.clause(k) for k in co]),
                           yaml, refutes=False)
        beaters = _always_with(space, d, cond, {p.key: d.conds[p.key] for p in d.sit.permits
                                                if d.pair(p, c)[0] == "permit"})
        who = ", ".join(beaters) if beaters else "a permission that beats it"
        yaml, _ = legal_witness(space, d, [cond], f"verify: {c.key} applies and is beaten")
        return Finding("dead", f"{describe(c)} never stands: {who} applies wherever it does and wins",
                       (c.key, *beaters), rules_of([c] + [d.clause(k) for k in beaters]), yaml)
    if c.origin == "rule" and space.check(*d.on, cond, d.legal) == z3.sat:
        yaml, _ = legal_witness(space, d, [cond, d.legal], f"verify: {c.key} confirms a legal verdict",
                                rules_of([c]))
        return Finding("confirms", f"{describe(c)} is cited for legal verdicts but never changes one: it beats no "
                                   f"prohibition that can apply with it", (c.key,), rules_of([c]),
                       yaml, refutes=False)
    beaten = sorted({d.pair(c, f)[1] for f in d.sit.forbids if d.pair(c, f)[0] == "forbid"})
    if all(d.pair(c, f)[0] == "forbid" for f in d.sit.forbids):
        why = f"every prohibition in force beats it (meta:{', meta:'.join(beaten)})"
        winners = []
    else:
        winners = _always_with(space, d, cond, {f.key: d.effs[f.key] for f in d.sit.forbids})
        why = f"{', '.join(winners) or 'a prohibition that beats it'} stands wherever it applies"
    # the witness shows it beaten where a prohibition applies with it (else merely applying)
    meets = z3.Or([d.effs[f.key] for f in d.sit.forbids]) if d.sit.forbids else z3.BoolVal(False)
    asked = [cond, meets] if space.check(*d.on, cond, meets) == z3.sat else [cond]
    yaml, _ = legal_witness(space, d, asked, f"verify: {c.key} applies and decides nothing")
    if c.origin == "card" and not c.overrides and not winners and beaten:
        return _rules_say_so(d, c, beaten, yaml)
    return Finding("dead", f"{describe(c)} never decides: {why}, and where none applies the action is legal "
                           f"without it", (c.key, *winners), rules_of([c] + [d.clause(k) for k in winners]), yaml)


def _rules_say_so(d, c, beaten, yaml) -> Finding:
    """A card permission or obligation that names no rule never decides a `legal` verdict, and the edition's
    rules say so: its prohibition-over-permission rule gives every prohibition the preference over it, only
    card text that explicitly contradicts the rules beats a rule (the axe rule: the kind that names the rules
    it overrides), and no action needs a permission to be legal. A property of the rules, not a defect: a note
    with the rule texts. (Such a clause still decides `property` questions and what a card must do.)"""
    from ..precedence import META_RULES
    from ..registry import topic_rule
    rules = [topic_rule(d.edition, META_RULES[m].topic) for m in beaten]
    axe = topic_rule(d.edition, META_RULES["axe"].topic)
    rules += [axe] if axe is not None else []
    texts = "; ".join(f"{r.id}: «{' '.join(r.text_ru.split())}»" for r in rules)
    return Finding("rules-never-let-decide", f"{describe(c)} never changes a legal verdict, as the rules say: "
                   f"every prohibition beats it, only card text that explicitly contradicts the rules beats a "
                   f"rule's prohibition, and where nothing forbids the action it is legal without it — {texts}",
                   (c.key,), tuple(r.id for r in rules), yaml, refutes=False)
