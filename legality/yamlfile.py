"""YAML reading that remembers where every mapping key and list item stands, for one-line errors."""
from __future__ import annotations

import os

import yaml

from .errors import InputError

MAX_BYTES = 1_000_000  # a scenario or card file larger than this is refused, not parsed


class Node(dict):
    """A mapping that knows its own line and each key's line (1-based)."""
    line: int = 0
    key_lines: dict

    def line_of(self, key) -> int:
        return self.key_lines.get(key, self.line)

    def __hash__(self):    # by value: a card's params (a Node) are part of hashed game states
        return hash(frozenset(self.items()))


class Seq(list):
    line: int = 0
    item_lines: list

    def __hash__(self):
        return hash(tuple(self))


# libyaml's parser when present (several times faster), the same constructors either way
class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    pass


def _mapping(loader, node):
    loader.flatten_mapping(node)
    out = Node()
    out.line = node.start_mark.line + 1
    out.key_lines = {}
    for knode, vnode in node.value:
        key = loader.construct_object(knode, deep=True)
        if not isinstance(key, (str, int, float, bool)) or key is None:
            raise yaml.constructor.ConstructorError(None, None, "a mapping key must be a plain value",
                                                    knode.start_mark)
        if key in out:
            raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r}", knode.start_mark)
        out[key] = loader.construct_object(vnode, deep=True)
        out.key_lines[key] = knode.start_mark.line + 1
    return out


def _sequence(loader, node):
    out = Seq(loader.construct_object(v, deep=True) for v in node.value)
    out.line = node.start_mark.line + 1
    out.item_lines = [v.start_mark.line + 1 for v in node.value]
    return out


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _sequence)


def load(path: str, text: str | None = None):
    """Parse a YAML file into Node/Seq trees; any problem becomes an InputError naming file and line."""
    if text is None:
        try:
            size = os.path.getsize(path)
        except OSError as e:
            raise InputError(path, None, "file", f"cannot read: {e.strerror}") from None
        if size > MAX_BYTES:
            raise InputError(path, None, "file", f"file is {size:,} bytes; the limit is {MAX_BYTES:,}")
        try:
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
        except UnicodeDecodeError as e:
            raise InputError(path, None, "file", f"not UTF-8 text (byte {e.start})") from None
        except OSError as e:
            raise InputError(path, None, "file", f"cannot read: {e.strerror}") from None
    try:
        return yaml.load(text, Loader=_Loader)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = mark.line + 1 if mark else None
        problem = (e.problem or e.context or "malformed YAML").strip()
        raise InputError(path, line, "yaml", f"malformed YAML: {problem}") from None
    except yaml.YAMLError as e:
        raise InputError(path, None, "yaml", f"malformed YAML: {e}") from None
