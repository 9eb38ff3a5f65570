"""An ability that makes several attacks «по разным существам» (Аколит Дзара's «Три или менее разряда на 1 по
разным существам»): each of its attacks goes at a card none of its earlier ones was declared at. The cards are the
declared targets, not the ones a redirection gave the attacks (the judges, dev-273; legality/rules/
different_targets.py). A `legal` question names them in the action's `earlier`; a `sequence` fills `earlier` from
the entries of the same source and ability declared this turn (legality/stack/ability_attacks.py)."""
from __future__ import annotations

from model import GameState


def different_targets(state: GameState, action) -> bool:
    """The action's ability (`ability:`, a feature of its source) makes attacks each at a different card: a
    compiled part whose target reads «по разным …» (`quantity: different`), or a reading saying so
    (`params.different_targets: true`)."""
    if not action.ability or not action.source or not state.has(action.source):
        return False
    f = state.card(action.source).card.feature(action.ability)
    if f is None:
        return False
    if f.param("different_targets") is True:
        return True
    parts = f.param("actions") or ()
    return any(isinstance(p, dict) and isinstance(p.get(k), dict) and p[k].get("quantity") == "different"
               for p in parts for k in ("target", "only"))      # «…, только по разным картам»: its `only`


def different_target_facts(state: GameState, action) -> dict:
    return {"ability.different_targets": different_targets(state, action),
            "action.target_attacked_before": bool(action.target) and action.target in action.earlier}
