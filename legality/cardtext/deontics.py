"""Reading the concentration, deontic and static sentences of grammar.lark that h-gram-f added (mixed into
compiler._Reading; docs/cards.md «Compiled from a card base»).

«Концентрация: получает {counter}» is the 2012 glossary's trigger as the chain engine runs it (legality/triggers.py):
at the end of the opponent's turn, if the card received no wounds that turn, it gains a token. «Концентрация:
получает вампиризм до конца вашего хода» lays a second feature of the card, the grant, for the printed duration: the
ability is the card's only once the trigger has laid it (legality/world.py `printed_has`).
"""
from __future__ import annotations

from lark.exceptions import LarkError

CONCENTRATION_GRANT = "concentration-grant"    # the id of the feature a concentration lays (one per card)
_CONCENTRATION = {"event": "turn_end", "where": {"turn": "enemy", "wounded_this_turn": False}}


class _NotConcentration(LarkError):
    """A «<keyword>: …» head that is not «Концентрация»: the sentence is not read here."""


class DeonticReading:
    """Transformer methods for the rules of this module (mixed into compiler._Reading)."""

    def concentration(self, items):
        head, found = items
        if head != "Концентрация":
            raise _NotConcentration(head)
        return found

    def conc_gain_counter(self, items):
        chain = {**_CONCENTRATION, "effect": {"kind": "gain", "source": "self", "target": "self",
                                              "gain": {"counter": "token", "amount": 1}}}
        # the glossary's «this card» on any card type (a symbiote's own concentration: Сова колдуна, dev-481)
        return [("concentration", {"kind": "triggered", "params": {"chain": chain}})]

    def conc_grant(self, items):
        name, *value, duration = items
        ability = f"{name} {value[0]}" if value else name
        chain = {**_CONCENTRATION, "effect": {"kind": "grant", "source": "self", "target": "self",
                                              "feature": CONCENTRATION_GRANT, "duration": duration}}
        return [("triggered", {"kind": "triggered", "params": {"chain": chain}}),
                ("triggered", {"id": CONCENTRATION_GRANT, "kind": "permanent", "effect": {"grant": ability},
                               "duration": duration})]

    def wounds_only_strike(self, items):
        """«Получает раны только от {strike}» (2012 glossary «Receives no wounds from»): the hand-written cards'
        `wounds_only_from: strike`, which the attack question and the trace read (legality/wound_sources.py)."""
        return [("deontic", {"kind": "permanent", "wounds_only_from": "strike"})]

    def defends_teleporters(self, items):
        """«Может выступать защитником любому вашему существу с телепортацией»: a permission to defend one's own
        creature with teleportation (board `target_teleports`) wherever it stands: `params.defends_beyond_adjacent`
        lifts 205.3.a's adjacency where its board holds (legality/stack/tracer.py). A flyer may defend a ground
        creature against a ground attack only by such text (211.6), which the rules do not forbid yet."""
        return [("deontic", {"kind": "permanent", "modality": "permit", "actions": ["assign_defender"],
                             "role": "source", "board": {"target_enemy": False, "target_teleports": True},
                             "params": {"defends_beyond_adjacent": True}})]

    def with_extra_lives(self, items):
        """«{ova}2 по картам с дополнительными {health}»: whom the keyword works against (kept as `against`)."""
        return "with:с дополнительными жизнями"

    def enemy_row_empty(self, items):
        return [part for part in items]

    def row_empty_modifier(self, items):
        sign, num, kinds = items
        mod = {"op": sign, "value": int(num), "side": "dealt", "attacks": list(kinds),
               "when": {"self": {"enemy_first_row_empty": True}}}
        return ("modifier", {"kind": "permanent", "modifier": mod})

    def row_empty_strikes_flyers(self, items):
        """The judges (dev-247): a simple strike at a flyer, over 211.8 (`overrides: [flyer-reach]`)."""
        return ("deontic", {"kind": "permanent", "modality": "permit", "actions": ["simple_strike"],
                            "overrides": ["flyer-reach"], "board": {"enemy_first_row_empty": True, "target_flyer": True}})

    def cu_your_turn(self, items):
        return "your_turn"

    def cu_turn(self, items):
        return "turn"

    def cu_opponent_turn(self, items):
        return "opponent_turn"
