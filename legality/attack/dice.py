"""Die rolls that decide a classic strike's strength: the roll, its modifiers, then the strength.

classic 519.8.1 (reducing a die to its natural value is legal), 519.9 (no action while a roll is being
modified); where seed 000 is silent, classic 2012: 216.6 (die modifiers apply at the Result object), 422.4
(their order; 422.4.b the game rule's 1-6 clamp, not in a fight of two open creatures; 104.2.a), 205.4 (one
roll: 3 or less weak, 4-5 medium, 6 strong), 205.6 (two open creatures: the strike table by the difference).
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass

from . import citations
from .classic_order import order_422
from .die_cards import DieCards, die_card_modifiers, purpose_of
from .modifiers import State
from .outcomes import CellStep, reach
from .spec import DieModifier

# 205.6: the initiating creature's strike by (its roll - the responding creature's roll)
FIGHT_TABLE = {1: "weak", 2: "medium", 3: "medium", 4: "strong", -1: "weak", -2: "miss", -3: "miss", -4: "weak"}


@dataclass(frozen=True)
class DieResult:
    tier: str | None                  # weak | medium | strong | miss; None with `unknown`
    steps: tuple                      # of resolve.Step
    witness: tuple[CellStep, ...]
    unknown: str | None = None


def tier_of(own: int, other: int | None) -> str:
    if other is None:
        return "weak" if own <= 3 else "medium" if own <= 5 else "strong"
    d = own - other
    if d == 0:                        # equal rolls are both 4 or less, or both 5 or more
        return "weak" if own <= 4 else "miss"
    if d >= 5:
        return "strong"
    if d <= -5:
        return "miss"
    return FIGHT_TABLE[d]


def card_die_modifiers(state, spec, edition: str, whose: str, roller, typed):
    """The roller's own die abilities (die_cards.py) on this roll: the source's for the attack it initiates, the
    responding creature's for its response to a melee strike. Hand-typed die modifiers of that card replace them."""
    if roller is None or not state.has(roller) or any(m.modifier.card == roller for m in typed):
        return DieCards((), (), frozenset())
    purpose = purpose_of(spec.kind) if whose == "source" else ("counterstrike" if spec.kind == "strike" else "other")
    return die_card_modifiers(state, roller, purpose, edition)


def resolve_dice(state, spec, edition: str, target, use_z3: bool, step_cls, replay) -> list[DieResult]:
    """Every strength the die rolls can reach, each with the die modifiers' witness order."""
    if edition == "heroes":
        why = "heroes ed. 15 decides no strike's strength by a die roll"
        return [DieResult(None, (step_cls((), why),), (), why)]
    fight = spec.target_roll is not None
    die_rules = citations.topic(edition, "die-modifiers")
    rule_order = ("classic-2012:216.6", "classic-2012:422.4")
    ctl = lambda cid: state.card(cid).controller.value  # noqa: E731
    per_roll = []
    for whose, natural in (("source", spec.roll), ("target", spec.target_roll)):
        if natural is None:
            continue
        mods = [m for m in spec.die_modifiers if m.roll == whose]
        roller = spec.source if whose == "source" else target
        own = card_die_modifiers(state, spec, edition, whose, roller, mods)
        if own.unknown:
            why = "; ".join(own.unknown)
            return [DieResult(None, (step_cls(own.rules, why),), (), why)]
        mods += [DieModifier(m, whose) for m in own.modifiers]
        order = order_422([m.modifier for m in mods], spec.source, target, ctl)
        finals, _notes = reach(order, State(None, (natural,)), None, use_z3)
        outs = []
        for st, cells in finals:
            if st.unknown:                     # beyond the search bound (outcomes.MAX_STEPS): the cause
                return [DieResult(None, (step_cls(rule_order, st.unknown),), (), st.unknown)]
            steps = [step_cls(rule_order, f"{whose} rolls {natural}" + (f"; {len(mods)} die modifier(s) apply at "
                                                                       f"the Result object" if mods else ""))]
            steps += [step_cls(rules, text) for rules, text in own.notes]
            for cs in cells:
                steps += replay(cs, None, True, (natural,))
                for mid in cs.order:
                    m = next(x for x in mods if x.modifier.id == mid).modifier
                    if m.op == "set" and m.value == natural and die_rules:
                        steps.append(step_cls(("classic:519.8.1",), f"{m.id}: reducing the die to its natural "
                                                                     f"value {natural} is legal to declare"))
            r = st.values[0]
            if not fight and not 1 <= r <= 6:
                c = min(6, max(1, r))
                steps.append(step_cls(("classic-2012:104.2.a", "classic-2012:422.4"),
                                      f"the game rule brings the {whose}'s result {r} to {c} (not a fight)"))
                r = c
            outs.append((r, tuple(steps), tuple(cells)))
        per_roll.append(outs)
    out, seen = [], set()
    for combo in itertools.product(*per_roll):
        own = combo[0][0]
        other = combo[1][0] if fight else None
        tier = tier_of(own, other)
        steps = [s for c in combo for s in c[1]]
        if die_rules:
            steps.append(step_cls(die_rules[-1:], "the die results are final: no action could be declared while "
                                                  "they were being modified (the roll now leaves the stack)"))
        rule = "classic-2012:205.6" if fight else "classic-2012:205.4"
        how = (f"difference {own} - {other} = {own - other}" if fight else f"result {own}")
        steps.append(step_cls((rule,), f"{how}: " + ("no strike (miss)" if tier == "miss" else f"a {tier} strike")))
        if tier in seen:
            continue
        seen.add(tier)
        out.append(DieResult(tier, tuple(steps), tuple(cs for c in combo for cs in c[2])))
    return out
