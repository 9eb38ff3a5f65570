"""Occupied cells (classic 524.1, classic-b «Правило занятых клеток»): who must move, and when a card dies.

The card that arrived last on a shared cell is obliged: at its controller's next choice subphase they must
declare its move, or it dies; declaring another obliging feature in that subphase carries the obligation
over to their next choice subphase. Arrival order is explicit: a counter, starting with the scenario's
`entered` timestamps and listing order.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from model import CardState, Player, Zone

from ..rules.occupied_cells import EXEMPT_TYPES


@dataclass
class Obligation:
    card: str
    player: Player
    cell: tuple[int, int]
    created: int            # number of choice subphases begun when it arose: it falls due at a later one


@dataclass
class Board:
    rule: object | None                       # the occupied-cells rule in force, or None
    arrival: dict = field(default_factory=dict)
    clock: int = 0
    obligations: dict = field(default_factory=dict)   # card id -> Obligation
    choices: int = 0                          # choice subphases begun
    choice: Player | None = None
    moved: set = field(default_factory=set)  # cards whose move was declared in the current subphase
    obliging: bool = False                    # another obliging feature declared in the current subphase

    def exempt(self, cs: CardState) -> bool:
        return self.rule is not None and cs.card.type.value in EXEMPT_TYPES.get(self.rule.edition, ())

    def sharing(self, cid: str, cards: dict) -> list[str]:
        cs = cards[cid]
        if cs.zone is not Zone.PLAY or cs.cell is None:
            return []
        return [o for o, c in cards.items() if o != cid and c.zone is Zone.PLAY and c.cell == cs.cell]

    def start(self, cards: dict) -> list[tuple[str, str]]:
        order = sorted((c.entered, i, cid) for i, (cid, c) in enumerate(cards.items()) if c.cell is not None)
        out = []
        for _, _, cid in order:
            self.clock += 1
            self.arrival[cid] = self.clock
        for _, _, cid in order:
            others = self.sharing(cid, cards)
            if others and all(self.arrival[o] < self.arrival[cid] for o in others):
                out += self._oblige(cid, others, cards)
        return out

    def arrived(self, cid: str, cards: dict) -> list[tuple[str, str]]:
        """`cid` has just ended up on its cell: (card, message) for every obligation that arises."""
        self.clock += 1
        self.arrival[cid] = self.clock
        self.obligations.pop(cid, None)
        others = self.sharing(cid, cards)
        return self._oblige(cid, others, cards) if others else []

    def _oblige(self, cid, others, cards):
        if self.rule is None:
            return []
        cs = cards[cid]
        if self.exempt(cs) or any(self.exempt(cards[o]) for o in others):
            return [(cid, f"{cid} shares cell {list(cs.cell)} with {', '.join(others)}, but symbiotes and "
                          "equipment create no obligation")]
        self.obligations[cid] = Obligation(cid, cs.controller, cs.cell, self.choices)
        return [(cid, f"{cid} arrived last on cell {list(cs.cell)}, occupied by {', '.join(others)}: "
                      f"{cs.controller.value} must declare its move at their next choice subphase, or it dies")]

    def begin_choice(self, player: Player) -> None:
        self.choices += 1
        self.choice, self.moved, self.obliging = player, set(), False

    def declared(self, move_of: str | None, obliging: bool) -> None:
        if self.choice is None:
            return
        if move_of is not None:
            self.moved.add(move_of)
        self.obliging = self.obliging or obliging

    def end_choice(self, player: Player, cards: dict) -> list[tuple[str, str, str]]:
        """(card, outcome, message) for each obligation due in this subphase: moved | carried | dies | moot."""
        out = []
        due = sorted((o for o in self.obligations.values() if o.player is player and o.created < self.choices),
                     key=lambda o: self.arrival.get(o.card, 0))
        for o in due:
            if not self.sharing(o.card, cards):
                out.append((o.card, "moot", f"{o.card} no longer shares a cell: the obligation lapses"))
                del self.obligations[o.card]
            elif o.card in self.moved:
                out.append((o.card, "moved", f"{player.value} declared the move of {o.card}: obligation met"))
                del self.obligations[o.card]
            elif self.obliging:
                o.created = self.choices
                out.append((o.card, "carried", f"{player.value} declared another obliging feature: the "
                                                f"obligation to move {o.card} carries over to their next "
                                                "choice subphase"))
            else:
                out.append((o.card, "dies", f"{player.value} did not declare the move of {o.card}: it dies"))
                del self.obligations[o.card]
        self.choice = None
        return out
