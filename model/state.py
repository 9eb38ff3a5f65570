"""The situation a question is asked in: cards in zones with their state, effects with timestamps."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from .caching import cached_hash, state_without_caches, shared
from .cards import Card
from .enums import Origin, Player, Zone


@dataclass(frozen=True)
class Effect:
    """An effect laid on a card. `timestamp` orders permanent effects (the last applied wins)."""
    __deepcopy__ = __copy__ = shared     # immutable: a copy is itself (model/caching.py)
    source: str                 # id of the card whose feature produced it
    feature: str                # id of that feature
    origin: Origin = Origin.ACQUIRED
    timestamp: int = 0
    # values fixed when it was laid («той же стихии, что и атаковавший»: the attacker's element then), as
    # (name, value) pairs a laid modifier's `same_as_laid` condition reads (legality/laid_values.py)
    bound: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class CardState:
    __deepcopy__ = __copy__ = shared     # immutable: a copy is itself (model/caching.py)
    __hash__ = cached_hash         # a trace keys its verdicts by the game state (model/caching.py)
    __getstate__ = state_without_caches
    id: str
    card: Card
    controller: Player = Player.FIRST
    zone: Zone = Zone.PLAY
    cell: tuple[int, int] | None = None   # (column 1-5, line 1-6) on the classic board: legality/board.py
    open: bool = True
    revealed: bool = True
    wounds: int = 0
    tokens: int = 0
    defended_this_turn: int = 0
    acted_this_turn: int = 0              # card actions made this turn (2012 glossary «Card action»)
    is_defender: bool = False
    entered: int = 0                      # timestamp of entering play: the timestamp of its own features
    effects: tuple[Effect, ...] = ()
    protections: tuple[str, ...] = ()     # «Защита от …»: spells, shots, magic, …
    host: str | None = None               # the card a symbiote, parasite or equipment stands on (classic 210, 214)
    extra_lives: int = 0                  # дополнительные жизни: markers above the life allowance (2012 204.2)
    armour_prevented: int = 0             # wounds its own Броня prevented this turn («оставшиеся единицы {armor}»)
    # (feature id, n): the attacks this turn its value modifiers limited to the first ones («первая за ваш ход
    # атака …») have met (legality/attack/derive.py)
    modifier_uses: tuple[tuple[str, int], ...] = ()
    negative_lives: int = 0               # lives taken from the allowance, not wounds (2012 204.5)
    poison: int = 0                       # отравление X (0: not poisoned)
    ignores: tuple[str, ...] = ()         # protections it ignores now («Игнорирует {zor}»): as protections
    moved: tuple[str, ...] = ()           # how it relocated this turn: movement | jump | teleport | effect
    path: tuple[tuple[int, int], ...] = ()  # the cells it stood on this turn before its present one, in order
    states: tuple[str, ...] = ()          # named states that modify die rolls: blessing, curse
    line: int = 0

    @property
    def lives_left(self) -> int | None:
        """Current life: the allowance plus additional life, minus wounds and negative life (2012 204.6)."""
        if self.card.lives is None:
            return None
        return self.card.lives + self.extra_lives - self.wounds - self.negative_lives


@dataclass(frozen=True)
class CellMarker:
    """A marker on a Battlefield cell («клетка получает маркер омута»): it stays on the cell whatever stands there;
    `source` is the card whose effect laid it (its controller owns the marker: the judges, dev-368, dev-436)."""
    __deepcopy__ = __copy__ = shared     # immutable: a copy is itself (model/caching.py)
    cell: tuple[int, int]
    name: str
    source: str
    line: int = 0


@dataclass(frozen=True)
class GameState:
    __deepcopy__ = __copy__ = shared     # immutable: a copy is itself (model/caching.py)
    __hash__ = cached_hash
    __getstate__ = state_without_caches
    cards: tuple[CardState, ...]
    active: Player = Player.FIRST
    turn: int = 1
    being_played: tuple[str, ...] = ()    # ids of cards being played right now
    cell_markers: tuple[CellMarker, ...] = ()   # markers on cells (legality/cell_markers.py)
    from_turn_start: bool = False         # the scenario states the whole turn so far: nothing happened in it before
                                          #   the question beyond what the cards' per-turn facts say (history.py)
    # (player, zone) pairs whose cards the scenario states in full (`state.zones_in_full`): a summon reads them
    zones_in_full: tuple[tuple[str, str], ...] = ()

    @cached_property            # a frozen dataclass: cached_property writes the instance's __dict__ directly
    def _by_id(self) -> dict[str, CardState]:
        index: dict[str, CardState] = {}
        for c in self.cards:
            index.setdefault(c.id, c)      # the first card of an id, as a scan would find it
        return index

    def card(self, card_id: str) -> CardState:
        try:
            return self._by_id[card_id]
        except (KeyError, TypeError):
            raise KeyError(card_id) from None

    def has(self, card_id: str) -> bool:
        try:
            return card_id in self._by_id
        except TypeError:                  # an unhashable id names no card
            return False
