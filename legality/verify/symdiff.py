"""`legality diff --symbolic`: every region of the fact space in which two editions rule differently.
Attack values: `attack_diff.py`; the stack's sequences: `stack_diff.py`; effects of 0 in chains: `chain_diff.py`.

Legal questions: both editions' clauses (rule clauses and the card-clause kinds) in the engine's encoding over
one fact space. A region is a prohibition `f` that stands under one edition where the other rules the action
legal, split by which of the other edition's prohibitions apply there (and lose); each with a canonical
witness ruled by the engine under both editions. Cost questions: a region is a pair of "what sets the
value" (a value clause, the printed value, or nothing: X unknown) on each side whose values or verdicts differ.
Contradicting effects on one card (property questions): `effects_diff.py`.
"""
from __future__ import annotations

import z3

from model import Step

from ..api import rule_action, z3_engine
from ..registry import ruleset_clauses
from ..value_rules import _term, clauses_for, z3_value
from . import attack_diff, chain_diff, effects_diff, outside_diff, situation_diff, stack_diff
from .deontic import models
from .result import Region
from .space import Space
from .witness import checked, cost_scenario, legal_scenario, parse, to_yaml

MAX_SPLITS = 8      # sub-regions per standing prohibition (by the other side's losing prohibitions)


def symbolic_diff(old: str, new: str) -> tuple[list[Region], dict]:
    space = Space()
    ds = {ed: models(space, ed) for ed in (old, new)}
    out, pairs, split_off = [], [], []
    for st in Step:                       # the step groups of both editions, met pairwise
        pair = tuple(next(d for d in ds[ed] if st in d.steps) for ed in (old, new))
        if pair not in pairs:
            pairs.append(pair)
    for d_old, d_new in pairs:
        step = next(st for st in Step if st in d_old.steps and st in d_new.steps)
        for x, y in ((d_old, d_new), (d_new, d_old)):
            for f in x.sit.forbids:
                for r in _legal_regions(space, x, y, f, step, split_off):
                    if all((o.rulings, o.deciding) != (r.rulings, r.deciding) for o in out):
                        out.append(r)
    out += _cost_regions(space, old, new)
    out += effects_diff.regions(old, new)
    attack, attack_size = attack_diff.regions(old, new)
    sequence, sequence_size = stack_diff.regions(old, new)
    chain, chain_size = chain_diff.regions(old, new)
    out += attack + sequence + chain
    out += situation_diff.regions(old, new)
    out += outside_diff.regions(old, new)
    size = {"attack": attack_size, "sequence": sequence_size, "chain": chain_size, "step group pairs": len(pairs), "regions not split further": split_off, "clauses": {ed: len(ds[ed][0].sit.clauses) for ed in ds},
            "fact variables": space.variables, "checks": space.checks}
    return out, size


def _legal_regions(space, x, y, f, step, split_off: list) -> list[Region]:
    """Regions where `f` stands under x.edition and y.edition rules legal; `split_off` records a prohibition
    whose region was split into more than MAX_SPLITS parts (the rest is reported, not listed)."""
    out, block = [], []
    base = x.on + y.on + [x.effs[f.key], y.legal]
    for _ in range(MAX_SPLITS):
        space.solver.push()
        space.solver.add(*block)
        try:
            if space.check(*base) != z3.sat:
                break
            point, model = space.canonical(base)
        finally:
            space.solver.pop()
        losing = [g for g in y.sit.forbids if z3.is_true(model.eval(y.conds[g.key], model_completion=True))]
        block.append(z3.Not(z3.And([y.conds[g.key] == (g in losing) for g in y.sit.forbids])))
        out.append(_legal_region(point, model, x, y, f, losing, step))
    else:
        space.solver.push()
        space.solver.add(*block)
        if space.check(*base) != z3.unsat:
            split_off.append(f"{f.key} ({x.edition})")
        space.solver.pop()
    return out


def _legal_region(point, model, x, y, f, losing, step) -> Region:
    standing = [g.key for g in x.sit.forbids if z3.is_true(model.eval(x.effs[g.key], model_completion=True))]
    title = f"verify diff: {f.key} forbids under {x.edition}; {y.edition} rules it legal"
    doc = legal_scenario(point, x.edition, step.value, title, {"verdict": "illegal"})
    doc["rulings"] = {y.edition: {"verdict": "legal"}}
    text, sc = checked(doc, point)
    got = {ed: rule_action(sc.state, sc.question.action, ed) for ed in (x.edition, y.edition)}
    # the engine may be more careful than the clauses (`unknown` for what no clause decides, e.g. a defender
    # against an unanswered strike where the edition has no rule for it): the region shows its ruling then;
    # a confident verdict other than the claim is a defect of the verifier
    claim = {x.edition: "illegal", y.edition: "legal"}
    if any(got[ed].verdict not in (claim[ed], "unknown") for ed in claim) or \
            got[x.edition].verdict == got[y.edition].verdict:
        raise AssertionError(f"the engine rules the diff witness {got[x.edition].verdict} / "
                             f"{got[y.edition].verdict}; the region claims illegal / legal")
    cites = {ed: tuple(sorted(v.cites())) for ed, v in got.items()}
    for exp, ed in ((doc["expect"], x.edition), (doc["rulings"][y.edition], y.edition)):
        exp["verdict"] = got[ed].verdict
        if cites[ed]:
            exp["cites"] = list(cites[ed])
    text = to_yaml(doc)
    decided_y = sorted({k for r in got[y.edition].decided_by for k in r.clauses} | {g.key for g in losing})
    return Region("legal", step.value, {ed: got[ed].verdict for ed in claim},
                  {x.edition: tuple(standing), y.edition: tuple(decided_y)}, cites,
                  tuple(sorted(set(cites[x.edition]) ^ set(cites[y.edition]))), text)


def _cost_regions(space, old: str, new: str) -> list[Region]:
    e = space.engine
    out = []
    for q in sorted({v.quantity for ed in (old, new) for r, _ in ruleset_clauses(ed) for v in r.values}):
        sides = {}
        for ed in (old, new):
            cl = clauses_for(ed, q)
            none = z3.Not(z3.Or([e.compile(v.when) for _, v in cl])) if cl else z3.BoolVal(True)
            printed_x, printed = e.var("target.cost_x"), e.var("target.cost")
            opts = [(f"{rid}/{v.id}", e.compile(v.when), _term(e, v.to), (rid,)) for rid, v in cl]
            opts.append(("the printed value", z3.And(none, z3.Not(printed_x)), printed, ()))
            opts.append(("nothing: X is unknown", z3.And(none, printed_x), None, ()))
            sides[ed] = opts
        for a_name, a_when, a_val, a_rules in sides[old]:
            for b_name, b_when, b_val, b_rules in sides[new]:
                if a_val is None and b_val is None:
                    continue
                differs = z3.BoolVal(True) if a_val is None or b_val is None else a_val != b_val
                space.solver.push()
                space.solver.add(a_when, b_when, differs)
                try:
                    if space.check() != z3.sat:
                        continue
                    point, _model = space.canonical([])
                finally:
                    space.solver.pop()
                out.append(_cost_region(point, old, new, q, {old: a_name, new: b_name}))
    return out


def _cost_region(point, old, new, q, deciding) -> Region:
    title = f"verify diff: the {q} under {old} ({deciding[old]}) and {new} ({deciding[new]})"
    doc = cost_scenario(point, old, title, {})
    sc = parse(doc)
    got = {ed: z3_value(z3_engine(), sc.state, sc.question.action, ed, q) for ed in (old, new)}
    ruling = {ed: f"value {a.value}" if a.verdict == "value" else a.verdict for ed, a in got.items()}
    if ruling[old] == ruling[new]:
        raise AssertionError(f"the engine gives the cost witness the same ruling under both: {ruling[old]}")
    doc["expect"] = _cost_expect(got[old])
    doc["rulings"] = {new: _cost_expect(got[new])}
    cites = {ed: tuple(sorted(a.cites())) for ed, a in got.items()}
    return Region("cost", "", ruling, {ed: (d,) for ed, d in deciding.items()}, cites,
                  tuple(sorted(set(cites[old]) ^ set(cites[new]))), to_yaml(doc))


def _cost_expect(a) -> dict:
    out = {"verdict": a.verdict}
    if a.value is not None:
        out["value"] = a.value
    if a.rules:
        out["cites"] = list(a.rules)
    return out
