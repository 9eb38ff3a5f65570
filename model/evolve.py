"""`evolve`: dataclasses.replace for this package's frozen dataclasses, without calling `__init__`.

The stack tracer copies a card or an action with one field changed thousands of times per trace; `replace`
re-runs the generated `__init__` over every field. These classes have no `__post_init__` and no `init=False`
field, so copying the fields' values is the same object `replace` would build. Values a `cached_property`
keeps in the instance's `__dict__` are not fields and are not copied (they would be stale)."""
from __future__ import annotations

_FIELDS: dict[type, frozenset[str]] = {}


def evolve(obj, **changes):
    cls = type(obj)
    names = _FIELDS.get(cls)
    if names is None:
        assert not hasattr(cls, "__post_init__"), cls      # `replace` would run it; evolve does not
        names = _FIELDS[cls] = frozenset(cls.__dataclass_fields__)
    unknown = changes.keys() - names
    if unknown:
        raise TypeError(f"{cls.__name__} has no field {sorted(unknown)[0]!r}")
    new = object.__new__(cls)
    state = {k: v for k, v in obj.__dict__.items() if k in names}
    state.update(changes)
    new.__dict__.update(state)
    return new
