"""Contradicting effects on one card, resolved by the conservativeness rules (one semantics, two evaluators).

The effects laid on a card that set one property (or grant and remove one ability) are applied in timestamp
order; afterwards the listed sources are removed, one by one. When an applied effect meets an effect in force
that sets another value, `precedence.pair_decision` (the same meta-rule data the legality verdicts use) names
the winner and the meta-rule; the loser's fate is the cited rule's:
- classic 525.1: suppressed (comes back when the winner goes) if it is the card's own or comes from another
  card's permanent feature; removed for good if it was acquired;
- classic-b «консервативность.1», heroes 513.1 and 111.3: ignored as if absent until the winner is removed.
Where no meta-rule in force decides, the rules are silent: both winners are reachable outcomes.

`resolve_direct` runs the plan in Python, branching on undecided pairs; `resolve_z3` encodes the same plan as
constraints over status variables with one tracked literal per meta-rule, enumerates the reachable values and
cites the meta-rules an unsatisfiable core needs. A differential test keeps them equal.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import z3

from .clauses import ActiveClause
from .expr import TRUE
from .precedence import META_RULES, pair_decision
from .registry import topic_rule

OFF, ON, HELD, GONE = 0, 1, 2, 3
STATUS = {OFF: "not applied", ON: "in force", HELD: "held", GONE: "removed"}


@dataclass(frozen=True)
class Laid:
    """One effect laid on the card that touches the asked property."""
    key: str                    # "blade/darkens"
    source: str                 # card id of the effect's source
    value: object               # the value it sets (for an ability: True grants, False removes)
    timestamp: int
    permanent: bool             # a permanent effect (525.1, 513.1 speak only of these)
    own_like: bool              # the card's own, or from another card's permanent feature (525.1)
    text: str = ""

    def clause(self) -> ActiveClause:
        return ActiveClause(key=self.key, modality=None, when=TRUE, origin="card", rule=None, code="effect",
                            message=self.text, permanent=self.permanent, timestamp=self.timestamp)


@dataclass(frozen=True)
class Plan:
    """What to run: effects in application order, then removals (each followed by returns)."""
    kind: str                   # property | ability (the pair kind precedence speaks on)
    base: object                # the card's value with no effect in force
    effects: tuple[Laid, ...]
    removals: tuple[str, ...]   # source card ids, in order
    edition: str
    rules: tuple[str, ...] = () # rules that shaped the plan itself (classic-2012 407.4: effects left out)

    def ops(self) -> list[tuple[str, object]]:
        out: list[tuple[str, object]] = [("apply", i) for i in range(len(self.effects))]
        for src in self.removals:
            out.append(("remove", src))
            out += [("return", i) for i in range(len(self.effects))]
        return out


@dataclass(frozen=True)
class PairRuling:
    winner: str | None          # "x" (the newly applied) | "y" (the one in force) | None: undecided
    meta: str | None
    rule: str | None            # the rule the edition cites for that meta-rule


@lru_cache(maxsize=None)
def in_force(edition: str) -> frozenset[str]:
    return frozenset(k for k, m in META_RULES.items() if topic_rule(edition, m.topic) is not None)


class PairRulings(dict):
    """The decision for an ordered contradicting pair (new, in force), from the precedence data, computed when
    the pair is first asked for: the direct evaluator asks only for the pairs that meet (O(n) of the n² on a
    card with hundreds of effects)."""

    def __init__(self, plan: Plan):
        super().__init__()
        self.plan, self.force = plan, in_force(plan.edition)
        self.clauses: dict[int, ActiveClause] = {}

    def clause(self, i: int) -> ActiveClause:
        c = self.clauses.get(i)
        if c is None:
            c = self.clauses[i] = self.plan.effects[i].clause()
        return c

    def __missing__(self, pair: tuple[int, int]) -> PairRuling:
        w, m = pair_decision(self.plan.kind, self.clause(pair[0]), self.clause(pair[1]), self.force)
        out = self[pair] = PairRuling(w, m, topic_rule(self.plan.edition, META_RULES[m].topic).id if m else None)
        return out


def pair_rulings(plan: Plan) -> dict[tuple[int, int], PairRuling]:
    """For every ordered contradicting pair (new, in force): the decision, from the precedence data."""
    out = PairRulings(plan)
    for i, x in enumerate(plan.effects):
        for j, y in enumerate(plan.effects):
            if i != j and x.value != y.value:
                out[(i, j)]
    return out


def loser_fate(rule: str | None, loser: Laid) -> int:
    if rule == "classic:525.1" and not loser.own_like:
        return GONE
    return HELD


@dataclass(frozen=True)
class Outcome:
    value: object
    winner: str | None                       # key of the effect whose value stands (None: the base value)
    statuses: tuple[tuple[str, str], ...]    # effect key -> status at the end
    rules: tuple[str, ...]                   # the rules whose decisions this outcome rests on
    choices: tuple[str, ...] = ()            # undecided pairs and who was taken to win (the witness)


# -- the direct evaluator -------------------------------------------------------------------------------
MAX_RUNS = 2048          # distinct runs carried from step to step (each undecided pair can double them)
MAX_WORK = 1_000_000     # effect slots looked at over all runs and steps (about 1 s here; within 5 s)
Z3_MAX_TERMS = 150       # pairs the z3 encoding would build (apply steps × effects): beyond, the direct result


class TooLarge(Exception):
    """The runs outgrow the bound: the answer is `unknown` with this cause, never a partial set."""


def _apply(plan: Plan, rulings, e: int, status: list, holder: list, rules: list, choice: dict):
    """Apply effect e: every way the undecided pairs it meets can go, as (status, holder, rules, choice).
    An undecided pair keeps the winner chosen for it the first time it met (the z3 encoding has one choice
    variable per ordered pair)."""
    todo = [(list(status), list(holder), list(rules), dict(choice), 0)]
    todo[0][0][e], todo[0][1][e] = ON, -1
    n, value = len(plan.effects), plan.effects[e].value
    while todo:
        st, ho, ru, ch, start = todo.pop()
        for o in range(start, n):
            if o == e or st[o] != ON or plan.effects[o].value == value:
                continue
            r = rulings[(e, o)]
            w = r.winner or ch.get((e, o))
            if w is None:                      # the rules are silent: both winners are reachable
                for pick in ("y", "x"):
                    todo.append((list(st), list(ho), list(ru), {**ch, (e, o): pick}, o))
                break
            if r.rule and r.rule not in ru:
                ru.append(r.rule)
            win, lose = (e, o) if w == "x" else (o, e)
            st[lose], ho[lose] = loser_fate(r.rule, plan.effects[lose]), win
            if lose == e:
                yield st, ho, ru, ch
                break
        else:
            yield st, ho, ru, ch


def _outcome(plan, status, rules, choice) -> Outcome:
    on = [i for i, s in enumerate(status) if s == ON]
    win = max(on, key=lambda i: (plan.effects[i].timestamp, i)) if on else None
    value = plan.effects[win].value if win is not None else plan.base
    chosen = tuple(f"{plan.effects[e].key} vs {plan.effects[o].key}: "
                   f"{plan.effects[e if w == 'x' else o].key} taken to win" for (e, o), w in sorted(choice.items()))
    return Outcome(value, plan.effects[win].key if win is not None else None,
                   tuple((plan.effects[i].key, STATUS[s]) for i, s in enumerate(status)), tuple(rules), chosen)


def _too_large(n: int, k: int, steps: int, runs: int) -> TooLarge:
    return TooLarge(f"{n} effects on one card: at step {k + 1} of {steps} the undecided pairs have led to "
                    f"{runs:,} distinct runs (bounds: {MAX_RUNS:,} runs, {MAX_WORK:,} steps of work; "
                    f"legality/effect_order.py)")


def resolve_direct(plan: Plan) -> list[Outcome]:
    """Every reachable value, each with the first run that reached it. Runs that reach one state merge, so the
    work grows with the distinct states, not with 2^(undecided pairs)."""
    if not plan.removals:
        return _in_force_only(plan)
    rulings = PairRulings(plan)
    n = len(plan.effects)
    ops = plan.ops()
    runs = {None: ([OFF] * n, [-1] * n, [], {})}
    work = 0
    for k, (op, arg) in enumerate(ops):
        if op == "return" and not any(st[arg] == HELD and st[ho[arg]] == GONE for st, ho, _r, _c in runs.values()):
            continue
        nxt = {}
        for st, ho, ru, ch in runs.values():
            work += n
            if op == "apply" or (op == "return" and st[arg] == HELD and st[ho[arg]] == GONE):
                found = _apply(plan, rulings, arg, st, ho, ru, ch)
            elif op == "remove":
                found = [([GONE if eff.source == arg else st[i] for i, eff in enumerate(plan.effects)], ho, ru, ch)]
            else:
                found = [(st, ho, ru, ch)]
            for run in found:
                work += n
                # statuses, holders and the choices made decide what can come back
                nxt.setdefault((tuple(run[0]), tuple(run[1]), tuple(sorted(run[3].items()))), run)
                if len(nxt) > MAX_RUNS or work > MAX_WORK:
                    raise _too_large(n, k, len(ops), len(nxt))
        runs = nxt
    return _distinct([_outcome(plan, st, ru, ch) for st, _ho, ru, ch in runs.values()])


def _in_force_only(plan: Plan) -> list[Outcome]:
    """No removal: nothing comes back and each pair meets at most once, so a run's future depends only on the
    effects in force (all of one value). Runs are those sets, each with the choices that reached it (a linked
    list, never copied); the first run of each value is replayed in full for its statuses and rules."""
    rulings = PairRulings(plan)
    n = len(plan.effects)
    runs: dict[tuple, tuple | None] = {(): None}
    work = 0
    for e in range(n):
        value, nxt = plan.effects[e].value, {}
        for on, ch in runs.items():
            work += len(on) + 1                                      # the new sets are copied and hashed
            if not on or plan.effects[on[0]].value == value:        # nothing to meet: e joins
                nxt.setdefault(tuple(sorted(on + (e,))), ch)
                continue
            for i, o in enumerate(on):                               # e meets them in index order
                w = rulings[(e, o)].winner
                if w is None:                                        # undecided: o wins here, or e goes on
                    work += len(on) - i
                    nxt.setdefault(on[i:], (((e, o), "y"), ch))
                    ch = (((e, o), "x"), ch)
                elif w == "y":
                    nxt.setdefault(on[i:], ch)
                    break
            else:
                nxt.setdefault((e,), ch)
            if len(nxt) > MAX_RUNS or work > MAX_WORK:
                raise _too_large(n, e, n, len(nxt))
        runs = nxt
    firsts: dict[str, dict] = {}
    for on, ch in runs.items():
        win = max(on, key=lambda i: (plan.effects[i].timestamp, i)) if on else None
        firsts.setdefault(repr(plan.effects[win].value if on else plan.base), _choices(ch))
    out = []
    for choice in firsts.values():                                   # one deterministic run per value
        st, ho, ru = [OFF] * n, [-1] * n, []
        for e in range(n):
            st, ho, ru, _c = next(_apply(plan, rulings, e, st, ho, ru, choice))
        out.append(_outcome(plan, st, ru, choice))
    return _distinct(out)


def _choices(linked) -> dict:
    out = {}
    while linked is not None:
        (pair, pick), linked = linked
        out[pair] = pick
    return out


def z3_terms(plan: Plan) -> int:
    """How many pair terms the z3 encoding builds: every apply step (and possible return) meets every effect."""
    return (len(plan.effects) + len(plan.removals) * len(plan.effects)) * len(plan.effects)


def _distinct(outcomes: list[Outcome]) -> list[Outcome]:
    seen, out = set(), []
    for o in sorted(outcomes, key=lambda o: (repr(o.value), o.choices)):
        if repr(o.value) not in seen:
            seen.add(repr(o.value))
            out.append(o)
    return out


class SolverGaveUp(Exception):
    """z3 returned unknown (time limit): the answer is `unknown`, never a guess."""


# -- the z3 evaluator -----------------------------------------------------------------------------------
def resolve_z3(plan: Plan, timeout_ms: int = 5000) -> tuple[list[Outcome], tuple[str, ...]]:
    """Reachable values (each with a witness model) and, when one value is forced, the rules the
    proof needs (an unsatisfiable core over the meta-rule literals)."""
    rulings = pair_rulings(plan)
    n = len(plan.effects)
    s = z3.Solver()
    s.set("random_seed", 7)
    s.set("timeout", timeout_ms)
    metas = sorted({r.meta for r in rulings.values() if r.meta})
    lit = {m: z3.Bool(f"meta:{m}") for m in metas}
    choose = {p: z3.Bool(f"x-wins:{p[0]}:{p[1]}") for p in rulings}
    status = [z3.IntVal(OFF)] * n
    holder = [z3.IntVal(-1)] * n
    fresh = iter(range(10 ** 9))
    met: list[tuple[z3.ExprRef, PairRuling, tuple]] = []   # pairs that met, for citing the decisions taken

    def pin(term, sort=z3.Int):
        v = sort(f"v{next(fresh)}")
        s.add(v == term)
        return v

    def apply(e, guard):
        nonlocal status, holder
        st, ho = list(status), list(holder)
        alive = guard
        st[e] = z3.If(guard, ON, st[e])
        ho[e] = z3.If(guard, -1, ho[e])
        for o in range(n):
            if o == e or plan.effects[o].value == plan.effects[e].value:
                continue
            r = rulings[(e, o)]
            decided = lit[r.meta] if r.meta else z3.BoolVal(False)
            x_wins = z3.If(decided, z3.BoolVal(r.winner == "x"), choose[(e, o)])
            meet = pin(z3.And(alive, status[o] == ON), z3.Bool)
            met.append((meet, r, (e, o)))
            fate_o, fate_e = loser_fate(r.rule, plan.effects[o]), loser_fate(r.rule, plan.effects[e])
            st[o] = pin(z3.If(z3.And(meet, x_wins), fate_o, st[o]))
            ho[o] = pin(z3.If(z3.And(meet, x_wins), e, ho[o]))
            e_loses = z3.And(meet, z3.Not(x_wins))
            st[e] = pin(z3.If(e_loses, fate_e, st[e]))
            ho[e] = pin(z3.If(e_loses, o, ho[e]))
            alive = z3.And(alive, z3.Not(e_loses))
        status, holder = st, ho

    for op, arg in plan.ops():
        if op == "apply":
            apply(arg, z3.BoolVal(True))
        elif op == "remove":
            status = [z3.IntVal(GONE) if eff.source == arg else status[i] for i, eff in enumerate(plan.effects)]
        else:
            holder_gone = z3.Or([z3.And(holder[arg] == h, status[h] == GONE) for h in range(n)] or [False])
            apply(arg, z3.And(status[arg] == HELD, holder_gone))
    final = [pin(st) for st in status]
    # the standing value: that of the latest effect in force, else the base value
    values = sorted({repr(v): v for v in [plan.base] + [e.value for e in plan.effects]}.items())
    code = {r: k for k, (r, _) in enumerate(values)}
    order = sorted(range(n), key=lambda i: (plan.effects[i].timestamp, i))
    val = z3.IntVal(code[repr(plan.base)])
    for i in order:
        val = z3.If(final[i] == ON, code[repr(plan.effects[i].value)], val)
    value = pin(val)
    assume = [lit[m] for m in metas]
    outcomes, witness = [], None
    while (r := s.check(*assume)) == z3.sat:
        model = s.model()
        witness = witness or model
        k = model.eval(value, model_completion=True).as_long()
        st = [model.eval(f, model_completion=True).as_long() for f in final]
        on = [i for i in order if st[i] == ON]
        winner = plan.effects[on[-1]].key if on else None
        met_pairs = sorted({p for m, r, p in met if r.winner is None and z3.is_true(model.eval(m, model_completion=True))})
        picks = tuple(f"{plan.effects[e].key} vs {plan.effects[o].key}: {plan.effects[e if z3.is_true(model.eval(choose[(e, o)], model_completion=True)) else o].key} taken to win"
                      for e, o in met_pairs)
        taken_here = tuple(dict.fromkeys(r.rule for m, r, _ in met
                                         if r.rule and z3.is_true(model.eval(m, model_completion=True))))
        outcomes.append(Outcome(values[k][1], winner,
                                tuple((plan.effects[i].key, STATUS[x]) for i, x in enumerate(st)), taken_here, picks))
        s.add(value != k)
    if r == z3.unknown:
        raise SolverGaveUp(s.reason_unknown())
    rules: tuple[str, ...] = ()
    if len(outcomes) == 1:
        # the rules the value needs (an unsatisfiable core of the meta-rule literals), then those of the
        # other decisions taken on the way (a held effect coming back rests on its rule too)
        k = code[repr(outcomes[0].value)]
        s.add(value != k)
        needed = []
        if s.check(*assume) == z3.unsat:
            core = {str(c) for c in s.unsat_core()}
            needed = [r.rule for r in rulings.values() if r.meta and f"meta:{r.meta}" in core]
        taken = [r.rule for m, r, _ in met if r.rule and z3.is_true(witness.eval(m, model_completion=True))]
        rules = tuple(dict.fromkeys(needed + taken))
    return sorted(outcomes, key=lambda o: repr(o.value)), rules


