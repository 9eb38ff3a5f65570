"""The attacks an ability made this turn (legality/different_targets.py): a declaration naming its source's
ability (`ability:`) carries, as `earlier`, the cards the attacks of that ability declared before it this turn
were declared at — the card each was declared at (`Entry.attacked` once a redirection or a defender moved it),
not its final target (the judges' dev-273)."""
from __future__ import annotations

from dataclasses import replace

from model import ATTACKS


class AbilityAttacks:
    def with_earlier(self, action):
        """`action` with the cards its ability's earlier attacks this turn were declared at."""
        if action.kind not in ATTACKS or not action.source or not action.ability:
            return action
        made = getattr(self, "ability_attacks", {}).get((action.source, action.ability), [])
        earlier = tuple(dict.fromkeys(action.earlier + tuple(e.attacked or e.action.target for e in made
                                                             if (e.attacked or e.action.target))))
        return replace(action, earlier=earlier) if earlier != action.earlier else action

    def record_attack(self, entry) -> None:
        a = entry.action
        if a.kind in ATTACKS and a.source and a.ability:
            if not hasattr(self, "ability_attacks"):
                self.ability_attacks = {}
            self.ability_attacks.setdefault((a.source, a.ability), []).append(entry)

    def attacks_turn_ends(self) -> None:
        self.ability_attacks = {}
