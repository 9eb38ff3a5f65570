"""Attack resolution: from the declared attack and its modifiers to every reachable outcome.

Steps (heroes 508.4; classic 520 with the 2012 rules where seed 000 is silent):
1. calculation: the modifiers that apply against the final target (heroes 508.4.1), in the edition's order
   (classic 520.2/520.3/520.4, classic 2012 422.4, heroes 523.1), every order a player may choose;
2. the clamp of a negative final value to 0 (classic 520.8, 523.1; classic-b «сила атаки»; 2012 104.2;
   heroes 523.2, 512.1) — after all modifiers, never in between;
3. zero effects: an effect of 0 is not applied and wound-related features do not fire (classic 523.3,
   classic-b 522.2; a strike or shot of 0 is no source of wounds and gets no bonus, heroes 512.1.1);
4. effect modification: replacement effects, then prevention effects (heroes 508.4.2, classic 2012 420.5);
5. application: to the target, or to every matching card of a non-targeted effect (heroes 508.4.3);
   features that fire (on the strike, on wounds, on heal, on a strength: classic 520.6).
"""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

from model import CardType, GameState

from ..reach import attack_dependence, unknown_causes
from . import citations
from .cells import ONE
from .classic_order import order_422, order_520
from .derive import derive
from .ability_value import BY_ABILITY, ability_value, special_value
from .dice import resolve_dice
from .heroes_order import order_523
from .modifiers import State, TIERS, apply, fmt_values
from .outcomes import MAX_STATES, Budget, CellNote, CellStep, reach
from ..wound_sources import ATTACK_ORIGINS, decide
from .spec import STRIKING, AttackSpec

ORDERS = {"520.2": order_520, "422.4": order_422, "523.1": order_523}
MAX_OUTCOMES = MAX_STATES    # a non-targeted effect on many cards multiplies per-target outcomes


@dataclass(frozen=True)
class Step:
    rules: tuple[str, ...]
    text: str

    def to_json(self) -> dict:
        return {"rules": list(self.rules), "text": self.text}


class Deferred:
    """Steps rendered only when someone reads them: finding the outcome set never pays for its text."""
    __slots__ = ("fn",)

    def __init__(self, fn):
        self.fn = fn


def _flatten(items) -> tuple[Step, ...]:
    out = []
    for it in items:
        out += it.fn() if isinstance(it, Deferred) else [it]
    return tuple(out)


@dataclass(frozen=True)
class Outcome:
    tier: str | None
    value: object                       # int, or [weak, medium, strong] for a strike profile; None if targets differ
    wounds: tuple[tuple[str, int], ...]  # per target, in target order
    healed: tuple[tuple[str, int], ...]
    fires: tuple[str, ...]               # card/feature of the features that fire
    unknown: str | None
    witness: tuple[tuple[str, CellStep], ...]   # (target, cell step) in order
    step_items: tuple = field(compare=False, repr=False)   # Steps and Deferred renderings, in order

    @cached_property
    def steps(self) -> tuple[Step, ...]:
        """The rules applied, step by step (rendered on first use)."""
        return _flatten(self.step_items)

    def key(self):
        return (self.tier or "", repr(self.value), self.wounds, self.healed, self.fires, self.unknown or "")

    def cites(self) -> set[str]:
        return {r for s in self.steps for r in s.rules}

    def to_json(self, settled=frozenset()) -> dict:
        """`settled`: cells whose order is proved not to matter — the answer says so instead of an order."""
        return {
            "tier": self.tier, "value": list(self.value) if isinstance(self.value, tuple) else self.value,
            "wounds": dict(self.wounds), "healed": dict(self.healed), "fires": list(self.fires),
            "unknown": self.unknown,
            "witness": [{"target": t, "cell": cs.cell.label, "chooser": cs.cell.chooser, "order": list(cs.order)}
                        for t, cs in self.witness if len(cs.cell.mods) > 1 and cs.cell not in settled],
            "steps": [s.to_json() for s in self.steps],
        }


@dataclass(frozen=True)
class OutcomeSet:
    edition: str
    outcomes: tuple[Outcome, ...]
    notes: tuple[tuple[str, CellNote], ...]     # (target, note) per cell of the order
    order_rule: str
    engine: str = "z3"
    unknown: tuple[str, ...] = ()               # card text not modelled that could touch the attack (reach.py)

    @property
    def verdict(self) -> str:
        if self.unknown or any(o.unknown for o in self.outcomes):
            return "unknown"
        return "fixed" if len(self.outcomes) == 1 else "choice"

    def cites(self) -> set[str]:
        out = {r for o in self.outcomes for r in o.cites()}
        for _t, n in self.notes:
            out.update(n.cell.rules)
        return out

    def note_lines(self) -> list[str]:
        out = []
        for t, n in self.notes:
            who = f" chosen by {n.cell.chooser}" if n.cell.chooser else ""
            where = f"[{t}] " if t else ""
            if len(n.cell.mods) == 1:
                how = "one modifier"
            elif n.cell.mode == "fixed":
                how = "order fixed by the rules"
            elif n.cell.mode == ONE:
                how = f"one of {len(n.cell.mods)} applies{who}"
            elif n.identical:
                how = f"the modifiers are the same function: no order{who} can differ"
            elif n.proved:
                how = (f"order{who} cannot matter: all {n.pairs} pairs of distinct modifier functions commute, "
                       f"for every base value (z3, and the algebraic lemmas z3 checks)")
            elif n.parts == len({m.fn_key for m in n.cell.mods}):
                how = f"order{who} cannot matter: the modifiers commute by algebra (no z3)"
            else:
                how = f"order{who} matters: {n.distinct} distinct result(s) reachable"
                if n.parts > 1:
                    how += f" (the modifiers fall into {n.parts} parts that commute with each other)"
                if n.counterexample:
                    how += f" ({n.counterexample})"
            out.append(f"{where}{n.cell.label}: {', '.join(m.id for m in n.cell.mods)} — {how}")
        return out

    def to_json(self) -> dict:
        return {"verdict": self.verdict, "edition": self.edition, "engine": self.engine,
                "order_rule": self.order_rule, "unknown": list(self.unknown),
                "cells": [{"target": t, "cell": n.cell.label, "rules": list(n.cell.rules), "mode": n.cell.mode,
                           "chooser": n.cell.chooser, "modifiers": [m.id for m in n.cell.mods],
                           "order_cannot_matter": n.order_cannot_matter, "pairs_proved": n.pairs,
                           "refutation": n.counterexample or None,
                           "distinct_results": n.distinct, "parts": n.parts} for t, n in self.notes],
                "outcomes": [o.to_json(self.settled()) for o in self.outcomes], "cites": sorted(self.cites())}

    def settled(self) -> frozenset:
        """The cells whose order cannot matter (z3 proof, or identical modifiers): no witness order is listed."""
        return frozenset(n.cell for _t, n in self.notes if n.order_cannot_matter)


# ---------------------------------------------------------------------------------------------------------

def _targets(state: GameState, spec: AttackSpec) -> tuple:
    if spec.final_target:
        return (spec.final_target,)
    if isinstance(spec.targets, tuple):
        return spec.targets or (None,)
    src_ctrl = state.card(spec.source).controller if spec.source else None
    out = []
    for c in state.cards:                         # state order: the order the scenario lists the cards
        if c.card.type not in (CardType.CREATURE, CardType.FLYER) or c.zone.value != "play":
            continue
        if spec.targets == "all_enemy_creatures" and c.controller == src_ctrl:
            continue
        if spec.targets == "all_own_creatures" and c.controller != src_ctrl:
            continue
        out.append(c.id)
    return tuple(out)


def _vs_holds(state, vs: str, target: str | None) -> bool:
    if target is None:
        return False
    c = state.card(target)
    return {"hero": c.card.type is CardType.HERO, "creature": c.card.type in (CardType.CREATURE, CardType.FLYER),
            "closed": not c.open, "open": c.open}[vs]


def _base(state, spec: AttackSpec, edition: str) -> tuple[State, tuple | None, str]:
    """The value before modifiers: the source's strike (per tier in classic), or the given value."""
    if spec.value is not None:
        return State(spec.tier, (spec.value,)), None, f"base value {spec.value}"
    own = special_value(state.card(spec.source), spec.ability) if spec.kind == "special_strike" else None
    if spec.kind in BY_ABILITY or own is not None:  # an ability's attack: its printed value, never the strike
        strike, why = own if own is not None else ability_value(state.card(spec.source), spec.kind, spec.ability)
        if strike is None:
            return State(None, (), why), None, ""
        what, label = f"{spec.kind} of {spec.source}", spec.kind
    else:
        strike, what, label = tuple(state.card(spec.source).card.strike.as_list()), f"strike of {spec.source}", "strike"
    if edition == "heroes":
        if spec.tier:
            return State(None, (strike[TIERS.index(spec.tier)],)), None, f"strike {strike[TIERS.index(spec.tier)]}"
        if len(set(strike)) == 1:
            return State(None, (strike[0],)), None, f"strike {strike[0]}"
        return State(None, (), "heroes strikes have one value; this card's strike is "
                               f"{fmt_values(strike)} and the attack names no tier"), None, ""
    if spec.tier:
        v = strike[TIERS.index(spec.tier)]
        return State(spec.tier, (v,)), strike, f"{spec.tier} {what}: {v} ({label} {fmt_values(strike)})"
    if len(set(strike)) == 1 and (spec.final_target or spec.targets):     # «удар на X» is X-X-X (2012 205.7.a)
        return State(None, (strike[0],)), strike, f"{what}: {strike[0]}"
    return State(None, strike), strike, f"{what}: {fmt_values(strike)}"


def _replay_steps(cs: CellStep, strike, snr: bool, base_value) -> list[Step]:
    """The witness order of one cell, modifier by modifier, with the rules that place and justify each."""
    steps, st = [], cs.before
    by_id = {m.id: m for m in cs.cell.mods}
    for mid in cs.order:
        m = by_id[mid]
        ns = apply(m, st, strike, snr)
        rules = list(cs.cell.rules)
        extra = ""
        if m.op == "set" and snr:
            rules.append("classic:520.5" if "classic:520.2" in rules else "classic-2012:422.4")
            if ns.values == st.values and any(v < m.value for v in st.values):
                extra = " (never raises a value)"
            if m.value in base_value and "classic:520.2" in rules:
                rules.append("classic:520.7.2")
                extra += f" (legal to declare: the unmodified value is {m.value})"
        if m.op == "strength" and m.to == st.tier and "classic:520.2" in rules:
            rules.append("classic:520.7.1")
            extra = f" (legal to declare: the attack is already {m.to})"
        before = f"{st.tier} " if st.tier else ""
        after = f"{ns.tier} " if ns.tier else ""
        steps.append(Step(tuple(dict.fromkeys(rules)),
                          f"{m.label()}: {before}{fmt_values(st.values)} → {after}{fmt_values(ns.values)}{extra}"))
        st = ns
    if cs.cell.mode == ONE:
        others = [m.id for m in cs.cell.mods if m.id not in cs.order]
        if others:
            steps.append(Step(cs.cell.rules, f"{', '.join(others)}: not applied (one set-to-value modifier is "
                                             f"chosen, the others do not apply)"))
    return steps


def _per_target(state, spec: AttackSpec, edition: str, target, use_z3: bool, budget: Budget):
    """[(tier, value, wounds, healed, fires, unknown, witness, steps)] and the cell notes for one target."""
    order_rule = citations.order_rule(edition)
    steps0 = []
    if edition == "heroes":
        steps0.append(Step(("heroes:508.4.1",), f"calculation step against the final target {target or '—'}"
                           + (f" (the defender {spec.defender} replaced {spec.target})" if spec.defender else "")))
    if spec.tier == "miss":       # a stated Miss: no strike, as a rolled Miss below (no value modifier applies)
        why = None if citations.topic(edition, "miss") else f"no rule of {edition} says what a Miss is"
        step = Step(citations.topic(edition, "miss"), why or "the strike table gives a Miss: no strike, no wounds; "
                                                             "no value modifier applies to it")
        return [("miss", None, ((target, 0),) if target else (), (), (), why, (), tuple(steps0) + (step,))], []
    mods = []
    for m in spec.modifiers:
        if m.attacks and spec.kind not in m.attacks:
            steps0.append(Step(citations.topic(edition, "attack-calculation"),
                               f"{m.label()}: does not apply to a {spec.kind}"))
            continue
        failed = [v for v in m.vs if not _vs_holds(state, v, target)]
        if failed:
            steps0.append(Step(citations.topic(edition, "attack-calculation"),
                               f"{m.label()}: not applied, the final target {target or '—'} is not {failed[0]}"))
            continue
        mods.append(m)
    derived = derive(state, spec, target, edition)  # the cards' own `modifier:` features (derive.py)
    calc = citations.topic(edition, "attack-calculation")
    steps0 += [Step(tuple(dict.fromkeys(calc + r)), t) for r, t in derived.notes]
    if derived.unknown:
        return [(None, None, (), (), (), derived.unknown, (), tuple(steps0 + [Step(calc, derived.unknown)]))], []
    mods += derived.modifiers
    start, strike, base_text = _base(state, spec, edition)
    if base_text and spec.roll is None:
        steps0.append(Step((), base_text))
    if start.unknown and (spec.roll is None or strike is None):
        return [(None, None, (), (), (), start.unknown, (), tuple(steps0))], []
    ctl = lambda cid: state.card(cid).controller.value  # noqa: E731
    order = ORDERS[order_rule.split(":")[1]](mods, spec.source, target, ctl)
    if order.unknown:
        return [(None, None, (), (), (), order.unknown, (), tuple(steps0 + [Step(order.rules, order.unknown)]))], []
    results, starts, by_start = [], [start], {}
    if spec.roll is not None:                      # the die decides the tier before any value modifier
        starts = []
        for d in resolve_dice(state, spec, edition, target, use_z3, Step, _replay_steps):
            witness = tuple((target, cs) for cs in d.witness)
            if d.unknown or d.tier == "miss":
                wounds = ((target, 0),) if d.tier == "miss" and target else ()
                results.append((d.tier, None, wounds, (), (), d.unknown, witness, tuple(steps0) + d.steps))
                continue
            s0 = State(d.tier, (strike[TIERS.index(d.tier)],))
            if s0.key() not in by_start:
                by_start[s0.key()] = d
                starts.append(s0)
        if not starts:
            return results, []
    if mods:
        deferred = " deferred until both players pass," if "classic:520.7" in order.rules else ""
        steps0.append(Step(order.rules, f"{len(mods)} modifier(s){deferred} applied in the order of {order_rule}"))
    finals, notes = reach(order, starts, strike, use_z3, budget)
    for st, cell_steps in finals:
        first = cell_steps[0].before if cell_steps else st
        die = by_start.get(first.key())
        steps = []
        if die is not None:                        # the roll and its modifiers come before any value modifier
            steps += list(die.steps) + [Step((), f"{first.tier} strike of {spec.source}: {fmt_values(first.values)} "
                                                 f"(strike {fmt_values(strike)})")]
        steps += steps0
        snr = order.set_never_raises
        steps += [Deferred(lambda cs=cs, v=first.values: _replay_steps(cs, strike, snr, v)) for cs in cell_steps]
        witness = ((tuple((target, cs) for cs in die.witness)) if die else ()) + tuple((target, cs) for cs in cell_steps)
        results += _finish(state, spec, edition, target, st, witness, steps)
    return results, notes


def _finish(state, spec, edition, target, st: State, witness, steps):
    """Clamp, zero effects, effect modification, application and the features that fire, for one final state."""
    if st.unknown:
        return [(st.tier, None, (), (), (), st.unknown, witness, tuple(steps))]
    if any(isinstance(v, Fraction) for v in st.values):
        rr = citations.topic(edition, "rounding")
        why = (f"the value {fmt_values(st.values)} is a fraction and no modifier says how to round: "
               + (f"{', '.join(rr)} leaves rounding to the card text" if rr else
                  f"no rule of {edition} says how to round (heroes 523.1 orders divisions but says nothing of rounding)"))
        return [(st.tier, None, (), (), (), why, witness, tuple(steps + [Step(rr, why)]))]
    clamp = citations.topic(edition, "value-below-zero")
    values = tuple(max(0, v) for v in st.values)
    if values != st.values:
        steps.append(Step(clamp, f"after all modifiers the value {fmt_values(st.values)} is below 0: it counts as "
                                 f"{fmt_values(values)}"))
    value = values if len(values) > 1 else values[0]
    if target is None or len(values) > 1:           # a strike as a property, or no target: the value is the answer
        return [(st.tier, value, (), (), (), None, witness, tuple(steps))]
    zero = citations.zero_effect(edition)
    v = values[0]
    heal = spec.kind == "heal"
    unknown = None
    amount = v
    if v == 0:
        if edition == "heroes" and spec.kind not in ("strike", "shot", "special_strike", "row_strike"):
            if any(t.on in ("wounds", "heal") for t in spec.triggers):
                unknown = ("a value of 0 for a " + spec.kind + ": heroes 512.1.1 rules only on strikes and shots of 0; "
                           "whether features tied to wounds or healing fire is not ruled")
            steps.append(Step(("heroes:512.1",), f"the {spec.kind} has value 0"))
        else:
            what = "heals no wounds" if heal else "deals no wounds"
            steps.append(Step(zero, f"an effect of 0 is not applied: it {what} and the features tied to "
                                    f"{'healing' if heal else 'receiving wounds'} do not fire"
                              + (" (a strike of 0 is not a source of wounds: no «+X wounds» bonus)"
                                 if spec.bonuses and spec.kind in STRIKING else "")))
    elif not heal:
        bonus = sum(b.value for b in spec.bonuses)
        if bonus:
            amount += bonus
            steps.append(Step(("heroes:512.1.1",) if edition == "heroes" else (),
                              f"{', '.join(b.card for b in spec.bonuses)}: «наносит на X ран больше» +{bonus} "
                              f"→ {amount} wounds (the {spec.kind} of {v} is a source of wounds)"))
    kept = decide(state.card(target), amount, edition, ATTACK_ORIGINS.get(spec.kind), spec.source) \
        if not heal and amount > 0 and state.has(target) else None
    if kept is not None and kept[0] is None:          # «получает раны только от …» not decided here
        unknown = unknown or kept[2]
    if kept is not None and kept[0] is False:         # «получает раны только от …»: none of these wounds
        amount_branches = [(0, [Step(kept[1], kept[2])])]
    elif not heal and amount > 0:
        amount_branches = _modification(state, spec, edition, target, amount)
    else:
        amount_branches = [(amount, [])]
    results = []
    for amt, msteps in amount_branches:
        base_fires = []
        for trig in spec.triggers:
            if trig.on == "strike" and spec.kind in STRIKING:
                base_fires.append((trig, [Step(zero if v == 0 else (), f"{trig.name}: fires on the strike"
                                               + (" even though it is 0 (only wound-related features do not)"
                                                  if v == 0 else ""))]))
            elif trig.on in TIERS and trig.on == st.tier:
                base_fires.append((trig, [Step(citations.topic(edition, "strength-features"),
                                               f"{trig.name}: fires, the attack is {st.tier}")]))
            elif trig.on == ("heal" if heal else "wounds") and trig.card == target:
                if amt > 0 and not unknown:
                    base_fires.append((trig, [Step((), f"{trig.name}: fires, {target} "
                                                       f"{'is healed of' if heal else 'receives'} {amt}")]))
                elif not unknown:
                    msteps = msteps + [Step(zero, f"{trig.name}: does not fire ({'heal' if heal else 'wounds'} of 0)")]
        # «может»: an optional feature is a choice of its controller: both branches are outcomes
        options = [[(t, s)] if not t.optional else [(t, s), None] for t, s in base_fires]
        for combo in itertools.product(*options) if options else [()]:
            f_steps, f_names = [], []
            for picked, (t, s) in zip(combo, base_fires):
                if picked is None:
                    f_steps.append(Step((), f"{t.name}: may fire; its controller declines"))
                else:
                    f_names.append(t.name)
                    f_steps += s
            opened = heal and any(t.on == "heal" for t in spec.triggers if t.name in f_names)
            healed = ((target, 0),) if opened else ((target, amt),) if heal else ()
            wounds = () if heal else ((target, amt),)
            if opened:
                text = f"{target}: not healed (the healing is replaced)"
            elif amt == 0:
                text = f"{target}: nothing is applied ({'no wounds healed' if heal else 'no wounds'})"
            else:
                text = f"{target}: {'healed of' if heal else 'receives'} {amt}"
            app = [Step(citations.topic(edition, "effect-application"), text)]
            results.append((st.tier, value, wounds, healed, tuple(f_names), unknown, witness,
                            tuple(steps + msteps + f_steps + app)))
    return results


def _modification(state, spec, edition, target, amount):
    """Replacement effects first, then prevention (heroes 508.4.2; classic 2012 420.5): [(wounds, steps)]."""
    rules = citations.topic(edition, "effect-modification")
    src = state.card(spec.source).card if spec.source else None
    applicable, steps = [], []
    for e in spec.effects:
        if e.card != target:
            continue
        if e.against_element and not (src and e.against_element in src.elements):
            steps.append(Step(rules, f"{e.id}: does not apply (the source is not {e.against_element})"))
            continue
        applicable.append(e)
    reps = [e for e in applicable if e.kind == "replacement"]
    prevs = [e for e in applicable if e.kind == "prevention"]
    out = []
    for rep in reps or [None]:                      # several replacements: one applies, chosen (2012 419.6)
        s, amt = list(steps), amount
        if rep is not None:
            amt = rep.value
            s.append(Step(rules, f"{rep.id}: replacement, applied first: {amount} wounds become {amt}"))
        for p in prevs:
            if amt == 0:
                s.append(Step(rules, f"{p.id}: prevention, not used (nothing left to prevent)"))
                continue
            new = max(0, amt - p.value)
            s.append(Step(rules, f"{p.id}: prevention of {p.value}: {amt} wounds become {new}"))
            amt = new
        out.append((amt, s))
    return out


def resolve(state: GameState, spec: AttackSpec, edition: str, engine: str = "z3") -> OutcomeSet:
    """Every outcome the players' choices can reach, each with a witness order and its steps.

    `engine="z3"` proves cells order-independent with z3 where it can; `engine="fast"` runs the dynamic
    programme on every cell instead. Both give the same outcome set (tests/attack/test_differential.py).
    """
    use_z3 = engine == "z3"
    _check_ids(state, spec)
    targets = _targets(state, spec)
    per, notes = [], []
    budget = Budget()                               # one bound for the whole question, over every target
    for t in targets:
        res, ns = _per_target(state, spec, edition, t, use_z3, budget)
        per.append(res)
        notes += [(t if len(targets) > 1 else "", n) for n in ns]
    if not targets:
        nothing = Step(citations.topic(edition, "effect-application"), "no card matches the non-targeted effect")
        per = [[(None, None, (), (), (), None, (), (nothing,))]]
    outcomes: dict = {}
    if math.prod(len(p) for p in per) > MAX_OUTCOMES:     # never drop outcomes silently
        why = (f"{' × '.join(str(len(p)) for p in per)} combinations of per-target outcomes exceed "
               f"{MAX_OUTCOMES}: the outcome set is not listed")
        per = [[(None, None, (), (), (), why, (), (Step((), why),))]]
        targets = targets[:1]
    for combo in itertools.product(*per):
        o = _merge(combo, targets if len(targets) > 1 else None)
        outcomes.setdefault(o.key(), o)
    ordered = sorted(outcomes.values(), key=lambda o: o.key())
    # a Miss has no value for any text to change (its «при промахе» triggers are the trace's events)
    from ..marker_blocking import marker_notes      # a net on a target: only a trace blocks (216.4)
    nets = tuple(n for t in targets if isinstance(t, str) and state.has(t) for n in marker_notes(state, t))
    return OutcomeSet(edition, tuple(ordered), tuple(notes), citations.order_rule(edition), engine,
                      () if spec.tier == "miss" else unknown_causes(state, attack_dependence(state, spec)) + nets)


def _check_ids(state: GameState, spec: AttackSpec) -> None:
    """API callers get a clear ValueError (scenario files are checked with file and line by parse_attack)."""
    named = [("source", spec.source), ("target", spec.target), ("defender", spec.defender)]
    named += [("targets", t) for t in (spec.targets if isinstance(spec.targets, tuple) else ())]
    named += [(f"modifier {m.id}", m.card) for m in spec.modifiers]
    named += [("bonus", b.card) for b in spec.bonuses] + [(f"effect {e.id}", e.card) for e in spec.effects]
    named += [(f"trigger {t.name}", t.card) for t in spec.triggers]
    for what, cid in named:
        if cid is not None and not state.has(cid):
            raise ValueError(f"{what} names card {cid!r}, which is not in the state")
    for m in spec.modifiers:
        if m.op == "div" and m.value == 0:
            raise ValueError(f"modifier {m.id}: division by 0")
        if m.value < 0:
            raise ValueError(f"modifier {m.id}: X must not be negative")


def _merge(combo, targets) -> Outcome:
    tiers = {c[0] for c in combo}
    values = {repr(c[1]) for c in combo}
    fires = tuple(dict.fromkeys(f for c in combo for f in c[4]))
    unknown = next((c[5] for c in combo if c[5]), None)
    steps = []
    for i, c in enumerate(combo):
        if targets:
            steps.append(Deferred(lambda items=c[7], t=targets[i]: [Step(x.rules, f"[{t}] {x.text}")
                                                                    for x in _flatten(items)]))
        else:
            steps += c[7]
    return Outcome(next(iter(tiers)) if len(tiers) == 1 else None,
                   combo[0][1] if len(values) == 1 else None,
                   tuple(w for c in combo for w in c[2]), tuple(h for c in combo for h in c[3]), fires, unknown,
                   tuple(w for c in combo for w in c[6]), tuple(steps))
