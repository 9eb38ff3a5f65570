"""Typed field reading from YAML nodes, with one-line errors that name file, line and field."""
from __future__ import annotations

import difflib
from enum import Enum

from .errors import InputError
from .yamlfile import Node, Seq

_TYPE_NAMES = {str: "text", int: "an integer", bool: "true or false", list: "a list", dict: "a mapping"}


class Fields:
    """Reads the fields of one mapping; `done()` rejects any field that was not read."""

    def __init__(self, path: str, node, where: str, line: int = 0):
        self.path, self.where = path, where
        if not isinstance(node, dict):
            raise InputError(path, getattr(node, "line", None) or line or None, where or "document",
                             f"expected a mapping, got {_describe(node)}")
        self.node: Node = node
        self.used: set = set()

    def name(self, key) -> str:
        return f"{self.where}.{key}" if self.where else str(key)

    def line(self, key=None) -> int:
        if key is not None and hasattr(self.node, "line_of"):
            return self.node.line_of(key)
        return getattr(self.node, "line", 0)

    def error(self, key, message: str) -> InputError:
        return InputError(self.path, self.line(key), self.name(key), message)

    def has(self, key) -> bool:
        return key in self.node

    def req(self, key, typ):
        if key not in self.node:
            raise InputError(self.path, self.line(), self.name(key), "required field is missing")
        if self.node[key] is None:   # `edition:` or `edition: null` is not an edition
            raise self.error(key, "required field is empty (null)")
        return self.opt(key, typ)

    def opt(self, key, typ, default=None):
        self.used.add(key)
        value = self.node.get(key)          # absent and null alike: the default
        if value is None:
            return default
        types = typ if isinstance(typ, tuple) else (typ,)
        # one type (nearly every call; a compiled base reads ~90,000 fields): no generator
        ok = _is(value, typ) if types is not typ else any(_is(value, t) for t in types)
        if not ok:
            want = " or ".join(_TYPE_NAMES.get(t, getattr(t, "__name__", str(t))) for t in types)
            raise self.error(key, f"expected {want}, got {_describe(value)}")
        return value

    def enum(self, key, enum_cls: type[Enum] | tuple, default=None, required=False):
        raw = self.req(key, str) if required else self.opt(key, str)
        if raw is None:
            return default
        values = enum_cls.values() if hasattr(enum_cls, "values") else tuple(enum_cls)
        if raw not in values:
            close = difflib.get_close_matches(raw, values, n=1)
            hint = f"did you mean {close[0]!r}? " if close else ""
            raise self.error(key, f"unknown value {raw!r}; {hint}expected one of: {', '.join(values)}")
        return enum_cls(raw) if hasattr(enum_cls, "values") else raw

    def one_of_each(self, key, allowed: tuple, what: str) -> tuple | None:
        """An optional list whose every item is one of `allowed` (`what` names an item in the message)."""
        items = self.opt(key, list)
        if items is None:
            return None
        bad = [x for x in items if x not in allowed]
        if bad:
            raise self.error(key, f"unknown {what} {bad[0]!r}; expected one of: {', '.join(allowed)}")
        return tuple(items)

    def nonneg(self, key, default=0) -> int:
        v = self.opt(key, int, default)
        if v is not None and v < 0:
            raise self.error(key, f"must not be negative, got {v}")
        return v

    def sub(self, key, required=False) -> "Fields | None":
        if key not in self.node:
            if required:
                raise InputError(self.path, self.line(), self.name(key), "required field is missing")
            self.used.add(key)
            return None
        self.used.add(key)
        return Fields(self.path, self.node[key], self.name(key), self.line(key))

    def items(self, key, required=False) -> list[tuple[int, object]]:
        """A list field as (line, item) pairs."""
        value = self.req(key, list) if required else self.opt(key, list, [])
        lines = getattr(value, "item_lines", None) or [self.line(key)] * len(value)
        return list(zip(lines, value))

    def texts(self, key, required=False) -> list[tuple[int, str]]:
        """A list of text items as (line, text) pairs; any other item is refused with its own line."""
        out = []
        for line, item in self.items(key, required):
            if not isinstance(item, str):
                raise InputError(self.path, line, self.name(key), f"expected a list of text, got {_describe(item)}")
            out.append((line, item))
        return out

    def done(self) -> None:
        unknown = [k for k in self.node if k not in self.used]
        if unknown:
            k = unknown[0]
            close = difflib.get_close_matches(str(k), [str(u) for u in self.used], n=1)
            hint = f"; did you mean {close[0]!r}?" if close else f"; known fields: {', '.join(sorted(map(str, self.used)))}"
            raise self.error(k, f"unknown field{hint}")


def _is(value, t) -> bool:
    if t is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if t is list:
        return isinstance(value, list)
    if t is dict:
        return isinstance(value, dict)
    return isinstance(value, t)


def _describe(value) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{str(value).lower()} (true/false)"
    if isinstance(value, int):
        return f"the integer {value}"
    if isinstance(value, float):
        return f"the number {value!r}"
    if isinstance(value, str):
        return f"the text {value[:40]!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__
