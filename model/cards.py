"""Cards and their features as plain immutable data. No solver imports here."""
from __future__ import annotations

from dataclasses import dataclass, field

from .caching import cached_hash, state_without_caches, shared
from .enums import ActionKind, CardType, FeatureKind, Modality


@dataclass(frozen=True)
class Cost:
    """A card or ability cost. `x` marks a variable cost such as «Х монет» or «X фишек»."""
    __deepcopy__ = __copy__ = shared     # immutable: a copy is itself (model/caching.py)
    value: int = 0
    x: bool = False

    def __str__(self) -> str:
        return "X" if self.x and self.value == 0 else (f"{self.value}+X" if self.x else str(self.value))


@dataclass(frozen=True)
class Strike:
    """Classic strikes are weak/medium/strong; heroes strikes are one value (stored in all three)."""
    __deepcopy__ = __copy__ = shared     # immutable: a copy is itself (model/caching.py)
    weak: int
    medium: int
    strong: int

    @classmethod
    def single(cls, value: int) -> "Strike":
        return cls(value, value, value)

    def as_list(self) -> list[int]:
        return [self.weak, self.medium, self.strong]


@dataclass(frozen=True)
class Feature:
    """One feature (особенность) of a card, as structured data beside the Russian text it came from.

    `modality` with `actions` makes the feature a deontic clause: it forbids, permits or obliges those
    action kinds for the cards in `scope`, the card acting in `role` (source of the action, or its target).
    `overrides` names rule topics this text explicitly contradicts (the axe rule decides for it).
    """
    __deepcopy__ = __copy__ = shared     # immutable: a copy is itself (model/caching.py)
    id: str
    text: str
    kind: FeatureKind = FeatureKind.TEXT
    modality: Modality | None = None
    actions: tuple[ActionKind, ...] = ()
    role: str = "source"            # source | target: which end of the action the governed card is on
    scope: str = "self"             # self | enemy_creatures | own_creatures | all_creatures
    overrides: tuple[str, ...] = () # rule topics overridden by explicit card text (axe rule)
    keyword: str | None = None      # for KEYWORD features: the named ability
    params: tuple[tuple[str, object], ...] = ()
    line: int = 0                   # line in the card file, for messages

    @property
    def understood(self) -> bool:
        return self.kind is not FeatureKind.TEXT

    def param(self, key: str, default=None):
        d = self.__dict__.get("_params")      # read on every question: the dict is built once
        if d is None:
            d = dict(self.params)
            object.__setattr__(self, "_params", d)
        return d.get(key, default)

    __hash__ = cached_hash
    __getstate__ = state_without_caches


@dataclass(frozen=True)
class Card:
    __deepcopy__ = __copy__ = shared     # immutable: a copy is itself (model/caching.py)
    name: str
    type: CardType
    cost: Cost = field(default_factory=Cost)
    lives: int | None = None
    strike: Strike | None = None
    move: int | None = None
    elements: tuple[str, ...] = ()
    classes: tuple[str, ...] = ()
    features: tuple[Feature, ...] = ()
    text: str = ""
    edition: str = "classic"
    source: str = ""                # where the card text comes from (a ПРИМЕР, a card base)
    elite: bool | None = None       # elite (gold crystal) or regular (silver), classic 2012 202.2; None: not stated

    __hash__ = cached_hash
    __getstate__ = state_without_caches

    def feature(self, feature_id: str) -> Feature | None:
        return next((f for f in self.features if f.id == feature_id), None)
