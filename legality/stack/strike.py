"""The one place a strike's value is computed on the stack: by `legality.attack.resolve`, the code path of the
`attack` question, so each edition's order of value modifiers, its clamp of a negative value to 0 (classic
520.8/523.1, heroes 512.1/523.2) and its zero effects apply to a strike (or counterstrike) resolving on the
stack, and are cited.

With modifiers a strike may reach several outcomes (the order a player chooses). The stack never picks one:
the declaration may state the value the choice leads to (`value:`, `counter_value:`); otherwise the value
stays undetermined and the trace reports the outcome set. A stated value the strike cannot reach under the
edition ruled (another edition's order may reach other values) leaves it unknown, with the reachable values.
"""
from __future__ import annotations

from dataclasses import dataclass

from model import Action, ActionKind, CardState, GameState, Step

from ..attack import AttackSpec, Modifier, Outcome, OutcomeSet, resolve
from ..attack.ability_value import BY_ABILITY, ability_value, special_value

STRENGTHS = ("weak", "medium", "strong")
# the attack kind legality.attack resolves for each attacking action (heroes 512.1.1 names strikes and shots)
# (classic 2012 401.4/401.5); the cards' own value modifiers are derived inside `resolve` (attack/derive.py),
# so a strike on the stack meets the same card modifiers as the `attack` question
ATTACK_KINDS = {ActionKind.SIMPLE_STRIKE: "strike", ActionKind.SPECIAL_STRIKE: "special_strike",
                ActionKind.SHOT: "shot", ActionKind.THROW: "throw", ActionKind.DISCHARGE: "discharge",
                ActionKind.MAGIC_STRIKE: "magic_strike"}


def needs_strength(cs: CardState, action: Action | None = None) -> bool:
    """A classic strike (an ability's X-Y-Z for a shot, throw …) with different weak/medium/strong values needs
    the rolled strength stated; an ability whose value is not read needs none (the trace says it is unknown)."""
    kind = ATTACK_KINDS.get(action.kind) if action is not None else None
    if kind in BY_ABILITY:
        values, _why = ability_value(cs, kind, action.ability)
        return values is not None and len(set(values)) > 1
    own = special_value(cs, action.ability) if kind == "special_strike" else None
    if own is not None:
        return own[0] is not None and len(set(own[0])) > 1
    s = cs.card.strike
    return s is not None and len(set(s.as_list())) > 1


@dataclass(frozen=True)
class StrikeValue:
    result: OutcomeSet
    outcome: Outcome | None       # the outcome that happens: the only one, or the one the stated value reaches
    wounds: int | None            # the wounds it deals to its target; None while undetermined
    why: str | None = None        # undetermined: why
    pending: bool = False         # undetermined because a player's choice is not stated (else: unknown)

    @property
    def choice(self) -> bool:
        """Several outcomes a player's choice can reach (stated or not)."""
        return self.result.verdict == "choice"


def strike_spec(state: GameState, source: str, target: str | None, strength: str | None,
                action: Action | None = None, modifiers: tuple[Modifier, ...] = (), effects=()) -> AttackSpec:
    """The attack question a strike on the stack asks: the card's strike for the rolled strength, or the
    action's own value (a special strike's X)."""
    kind = ATTACK_KINDS.get(action.kind, "strike") if action is not None else "strike"
    value = None
    # a special strike whose ability prints its value («Особый удар «молотом» на 2») is valued by it, as a shot is
    by_ability = (kind == "special_strike" and action.param is None
                  and special_value(state.card(source), action.ability) is not None)
    if strength == "miss":                 # classic 2012 205.6: no strike at all (resolve's Miss, as a rolled one)
        pass
    elif action is not None and action.kind is not ActionKind.SIMPLE_STRIKE and action.param is not None:
        value = action.param
    elif kind in BY_ABILITY or by_ability:  # its ability's printed value (resolve reads it), never the strike
        pass
    else:
        s = state.card(source).card.strike
        if s is None:
            value = 0
        elif target is None and strength is None:
            value = s.weak
    # no action: a counterstrike (tracer.py); an effect's strike is made at its execution step (firing.py)
    origin = "counter" if action is None else (
        "generated" if action.generated or action.step is Step.EXECUTION else "declared")
    return AttackSpec(kind=kind, source=source, target=target, tier=strength if value is None else None,
                      value=value, modifiers=tuple(modifiers), effects=tuple(effects), origin=origin,
                      directed=bool(action is not None and action.directed),
                      ability=action.ability if action is not None and (kind in BY_ABILITY or by_ability) else None)


def strike_value(state: GameState, source: str, target: str | None, strength: str | None, edition: str,
                 engine: str = "z3", action: Action | None = None, modifiers: tuple[Modifier, ...] = (),
                 stated: int | None = None, effects=()) -> StrikeValue:
    """`effects`: prevention effects the trace holds (its target's Броня: legality/stack/armour.py)."""
    result = resolve(state, strike_spec(state, source, target, strength, action, modifiers, effects), edition, engine)
    outs = result.outcomes
    if result.verdict == "unknown":
        why = "; ".join(result.unknown) or next(o.unknown for o in outs if o.unknown)
        return StrikeValue(result, None, None, why)
    if stated is not None:
        hits = [o for o in outs if o.value == stated]
        if not hits or len({_wounds(o, target) for o in hits}) > 1:
            reach = ", ".join(dict.fromkeys(str(o.value) for o in outs))
            return StrikeValue(result, None, None, f"the declaration states value {stated}, which this strike "
                                                   f"cannot reach under {edition} (reachable: {reach})")
        return StrikeValue(result, hits[0], _wounds(hits[0], target))
    if len(outs) == 1:
        return StrikeValue(result, outs[0], _wounds(outs[0], target))
    return StrikeValue(result, None, None, "the value depends on a player's choice of modifier order: "
                       + ", ".join(dict.fromkeys(str(o.value) for o in outs)) + " are reachable", pending=True)


def _wounds(o: Outcome, target: str | None) -> int:
    return dict(o.wounds).get(target, o.value if isinstance(o.value, int) else 0)
