"""Attack resolution: value modifiers in each edition's order, and every outcome a player's choice can reach.

    from legality.attack import AttackSpec, Modifier, resolve
    spec = AttackSpec(kind="strike", source="vail_attacker", target="vail", tier="medium",
                      modifiers=(Modifier("ost", "strength", card="ost", to="strong"),
                                 Modifier("morok", "strength", card="morok", to="weak")))
    result = resolve(state, spec, "classic")          # an OutcomeSet
    result.verdict                                    # fixed | choice | unknown
    [o.to_json() for o in result.outcomes]            # value, tier, wounds, fires, witness order, steps

See docs/attack.md.
"""
from .modifiers import Modifier, State
from .resolve import Outcome, OutcomeSet, resolve
from .spec import AttackSpec, Bonus, ModEffect, Trigger, parse_attack, parse_modifiers

__all__ = ["AttackSpec", "Bonus", "ModEffect", "Modifier", "Outcome", "OutcomeSet", "State", "Trigger",
           "parse_attack", "parse_modifiers", "resolve"]
