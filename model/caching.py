"""Caches kept on immutable values (cards, features, clauses), which are dictionary keys on hot paths: a stack
trace keys its verdicts by the whole game state, whose hash would otherwise walk every card's features."""
from __future__ import annotations

_CACHES = ("_hash", "_params", "_fn", "_inert")


def cached_hash(self) -> int:
    """A frozen dataclass's hash over its fields, computed once (assign as `__hash__` in the class body, where
    @dataclass keeps it)."""
    h = self.__dict__.get("_hash")
    if h is None:
        h = hash(tuple(getattr(self, f) for f in self.__dataclass_fields__))
        object.__setattr__(self, "_hash", h)
    return h


def state_without_caches(self) -> dict:
    """The pickled state without the caches: another process (a `check --jobs` worker, a later run reading the
    compiled card cache) salts string hashes differently, so a kept hash would be wrong there."""
    return {k: v for k, v in self.__dict__.items() if k not in _CACHES}


def shared(self, memo=None):
    """`copy.deepcopy` of an immutable value is the value itself: a trace copied to run another order of a stack
    point (legality/stack/stack_points.py) shares its cards, features, actions and past steps instead of rebuilding
    them (a deep copy of every card's features per copy made a 200-event trace ten times slower). Assign as
    `__deepcopy__` (and `__copy__`) in the class body of a frozen dataclass whose fields hold only such values."""
    return self
