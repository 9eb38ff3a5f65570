"""YAML reading that remembers where every mapping key and list item stands, for one-line errors.

Every file is read the same way, whatever it is (a regular file, a pipe, /dev/zero, a FIFO nobody writes to): at most
MAX_BYTES, and never waiting more than READ_IDLE_SECONDS for the next byte. Before anything is built from the YAML,
its event stream is scanned for the hostile shapes that would crash or hang the constructor (nesting depth, alias
bombs, recursive aliases, numbers that are out of range); each is refused with one line naming file, line and field.
The limits are documented in docs/scenarios.md ("Limits").
"""
from __future__ import annotations

import math
import os
import select
import stat
import sys

import yaml

from .errors import InputError

MAX_BYTES = 1_000_000      # a scenario or card file larger than this is refused, not parsed
MAX_CARD_FILE_BYTES = 4_000_000   # a card file may hold a whole compiled base (the relaunch base: 1.3 MB)
MAX_DEPTH = 64             # nested mappings and lists (the built-in files use at most 9)
MAX_ALIASES = 1_000        # `*alias` uses in one file
MAX_NODES = 1_000_000      # values in one file once every alias is expanded (a 1 MB file holds fewer)
MAX_INT = 1_000_000        # integers are game quantities: |n| ≤ this
READ_IDLE_SECONDS = 10.0   # a pipe or device that sends nothing for this long is given up on
_CHUNK = 1 << 16


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


def as_nodes(value):
    """Plain mappings and lists (a scenario built in Python, JSON) as the loader's Node and Seq: hashable by
    value, so a card's params built in code can be part of a hashed game state as a file's are."""
    if isinstance(value, dict) and not isinstance(value, Node):
        out = Node((k, as_nodes(v)) for k, v in value.items())
        out.key_lines = {}
        return out
    if isinstance(value, list) and not isinstance(value, Seq):
        seq = Seq(as_nodes(v) for v in value)
        seq.item_lines = [0] * len(seq)
        return seq
    if isinstance(value, (Node, Seq)):
        for k, v in (value.items() if isinstance(value, Node) else enumerate(value)):
            value[k] = as_nodes(v)
    return value


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


def load(path: str, text: str | None = None, max_bytes: int = MAX_BYTES):
    """Parse a YAML file into Node/Seq trees; any problem becomes an InputError naming file and line."""
    if text is None:
        data = read_bounded(path, max_bytes)
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as e:
            raise InputError(path, None, "file", f"not UTF-8 text (byte {e.start})") from None
    try:
        tree = _scan(path, text)
        return yaml.load(text, Loader=_Loader) if tree is _FALLBACK else tree
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = mark.line + 1 if mark else None
        problem = (e.problem or e.context or "malformed YAML").strip()
        raise InputError(path, line, "yaml", f"malformed YAML: {problem}") from None
    except yaml.reader.ReaderError as e:   # a character YAML does not allow (NUL, ESC …), at a text position
        line = text.count("\n", 0, e.position) + 1 if isinstance(e.position, int) else None
        code = ord(e.character) if isinstance(e.character, str) else e.character
        what = f" (U+{code:04X})" if isinstance(code, int) else ""
        raise InputError(path, line, "yaml", f"malformed YAML: {e.reason}{what}") from None
    except yaml.YAMLError as e:
        raise InputError(path, None, "yaml", f"malformed YAML: {e}") from None


# --- reading: bounded in size and in waiting, whatever the file is ---------------------------------------------

def read_bounded(path: str, limit: int = MAX_BYTES) -> bytes:
    """At most `limit` bytes of `path` (`-` is standard input); a file, pipe or device that has more is refused."""
    try:
        fd = os.dup(sys.stdin.fileno()) if path == "-" else os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except (OSError, ValueError) as e:
        raise InputError(path, None, "file", f"cannot read: {getattr(e, 'strerror', None) or e}") from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise InputError(path, None, "file", "cannot read: it is a directory")
        if stat.S_ISREG(mode):
            size = os.fstat(fd).st_size
            if size > limit:
                raise InputError(path, None, "file", f"file is {size:,} bytes; the limit is {limit:,}")
            os.set_blocking(fd, True)
            data = _read_regular(fd, limit)
        else:   # a pipe, FIFO, socket or device: it may never end (/dev/zero) or never start (a FIFO with no writer)
            os.set_blocking(fd, False)
            data = _read_stream(path, fd, limit)
    except OSError as e:
        raise InputError(path, None, "file", f"cannot read: {e.strerror or e}") from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise InputError(path, None, "file", f"more than {limit:,} bytes; the limit is {limit:,}")
    return data


def _read_regular(fd: int, limit: int) -> bytes:
    chunks, got = [], 0
    while got <= limit:
        chunk = os.read(fd, _CHUNK)
        if not chunk:
            break
        chunks.append(chunk)
        got += len(chunk)
    return b"".join(chunks)


def _read_stream(path: str, fd: int, limit: int) -> bytes:
    poller = select.poll()
    poller.register(fd, select.POLLIN)
    chunks, got = [], 0
    while got <= limit:
        if not poller.poll(int(READ_IDLE_SECONDS * 1000)):
            raise InputError(path, None, "file", f"no data for {READ_IDLE_SECONDS:g} s (a pipe or FIFO that "
                                                 f"nobody writes to?); after {got:,} bytes")
        try:
            chunk = os.read(fd, _CHUNK)
        except BlockingIOError:
            continue
        if not chunk:
            break
        chunks.append(chunk)
        got += len(chunk)
    return b"".join(chunks)


# --- the scan: refuse hostile shapes before the constructor builds (or recurses into) anything ----------------

_NUMBER_START = frozenset("+-.0123456789")   # YAML 1.1 ints and floats start so; other scalars skip resolve
_INT_TAG = "tag:yaml.org,2002:int"
_FLOAT_TAG = "tag:yaml.org,2002:float"


class _Frame:
    __slots__ = ("is_map", "size", "anchor", "key", "at_key", "index", "obj", "mark", "key_value", "key_mark")

    def __init__(self, is_map: bool, anchor, obj=None, mark=None):
        self.is_map, self.size, self.anchor = is_map, 1, anchor
        self.key, self.at_key, self.index = "?", True, 0
        self.obj, self.mark, self.key_value, self.key_mark = obj, mark, None, None

    def done_child(self, key_text: str | None) -> None:
        """A child node ended: a mapping alternates key and value, a list counts items."""
        if not self.is_map:
            self.index += 1
        elif self.at_key:
            self.key, self.at_key = (key_text if key_text is not None else "?"), False
        else:
            self.at_key = True


def _field(stack: list[_Frame]) -> str:
    """The dotted field path of the value being read (as Fields names it), shortened when deep."""
    parts = []
    for fr in stack:
        if fr.is_map:
            parts.append(("." if parts else "") + (fr.key if not fr.at_key else "?"))
        else:
            parts.append(f"[{fr.index}]")
    if len(parts) > 8:
        parts = parts[:4] + ["…"] + parts[-3:]
    return "".join(parts) or "document"


_FALLBACK = object()     # the scan met what only the full constructor builds (an alias, a tag, a merge key …)
_PLAIN_SCALARS = {"tag:yaml.org,2002:str", _INT_TAG, _FLOAT_TAG, "tag:yaml.org,2002:bool",
                  "tag:yaml.org,2002:null"}


def _scan(path: str, text: str):
    """Refuse hostile shapes, and build the Node/Seq tree in the same pass over libyaml's events (reading the
    file once instead of twice). A document with anchors, aliases, explicit tags, merge keys, non-scalar keys or
    scalars other than strings, numbers, booleans and nulls (none in the built-in files) gives _FALLBACK: the
    caller then builds it with the full constructor, after the same checks."""
    loader = _Loader(text)
    anchors: dict[str, int] = {}     # anchor -> number of values it stands for
    stack: list[_Frame] = []
    nodes = aliases = 0
    build, root, documents = True, None, 0

    def fail(ev, message: str):
        raise InputError(path, ev.start_mark.line + 1, _field(stack), message)

    def put(value, mark) -> None:
        """A built value (starting at `mark`) ends: the document's root, a list item, a mapping's key or value."""
        nonlocal root
        if not stack:
            root = value
            return
        fr = stack[-1]
        if not fr.is_map:
            fr.obj.append(value)
            fr.obj.item_lines.append(mark.line + 1)
        elif fr.at_key:
            fr.key_value, fr.key_mark = value, mark
        else:
            key = fr.key_value
            if not isinstance(key, (str, int, float, bool)) or key is None:
                raise yaml.constructor.ConstructorError(None, None, "a mapping key must be a plain value",
                                                        fr.key_mark)
            if key in fr.obj:
                raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r}", fr.key_mark)
            fr.obj[key] = value
            fr.obj.key_lines[key] = fr.key_mark.line + 1

    try:
        while True:
            ev = loader.get_event()
            if isinstance(ev, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                if len(stack) >= MAX_DEPTH:
                    fail(ev, f"nested deeper than {MAX_DEPTH} levels; the limit is {MAX_DEPTH}")
                nodes += 1
                is_map = isinstance(ev, yaml.MappingStartEvent)
                obj = None
                if build and (ev.anchor is not None or not ev.implicit or (stack and stack[-1].is_map
                                                                           and stack[-1].at_key)):
                    build = False
                if build:
                    obj = Node() if is_map else Seq()
                    obj.line = ev.start_mark.line + 1
                    if is_map:
                        obj.key_lines = {}
                    else:
                        obj.item_lines = []
                stack.append(_Frame(is_map, ev.anchor, obj, ev.start_mark))
                continue
            if isinstance(ev, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                fr = stack.pop()
                if fr.anchor is not None:
                    anchors[fr.anchor] = fr.size
                size, key_text = fr.size, None
                if build:
                    put(fr.obj, fr.mark)
            elif isinstance(ev, yaml.ScalarEvent):
                _check_scalar(loader, ev, fail)
                nodes += 1
                size, key_text = 1, ev.value
                if ev.anchor is not None:
                    anchors[ev.anchor] = 1
                    build = False
                if build:
                    value = _plain_scalar(loader, ev)
                    if value is _FALLBACK:
                        build = False
                    else:
                        put(value, ev.start_mark)
            elif isinstance(ev, yaml.AliasEvent):
                build = False
                aliases += 1
                if aliases > MAX_ALIASES:
                    fail(ev, f"more than {MAX_ALIASES:,} aliases; the limit is {MAX_ALIASES:,}")
                if any(fr.anchor == ev.anchor for fr in stack):
                    fail(ev, f"alias *{ev.anchor} refers to a value that contains it")
                size, key_text = anchors.get(ev.anchor, 1), None
                nodes += size
            elif isinstance(ev, yaml.StreamEndEvent):
                return root if build else _FALLBACK
            else:
                if isinstance(ev, yaml.DocumentStartEvent):
                    documents += 1
                    if documents > 1:     # yaml.load refuses a second document: let it say so
                        build = False
                continue
            if nodes > MAX_NODES:
                fail(ev, f"more than {MAX_NODES:,} values once aliases are expanded; the limit is {MAX_NODES:,}")
            if stack:
                stack[-1].size += size
                stack[-1].done_child(key_text)
    finally:
        loader.dispose()


# A plain scalar's tag is a function of its text (and of how it was written), and the value built for a str, int,
# float, bool or null tag is a function of tag and text, immutable: both kept per text, as the same words
# (`edition`, `legal`, `true`, `0`, card ids) come back in every file
_RESOLVED: dict = {}
_BUILT: dict = {}
_MEMO_TEXT = 64             # longer texts are not kept
_MEMO_MAX = 1 << 15


def _resolve(loader, ev) -> str:
    key = (ev.value, ev.implicit)
    tag = _RESOLVED.get(key)
    if tag is None:
        tag = loader.resolve(yaml.ScalarNode, ev.value, ev.implicit)
        if len(ev.value) <= _MEMO_TEXT:
            if len(_RESOLVED) >= _MEMO_MAX:
                _RESOLVED.clear()
            _RESOLVED[key] = tag
    return tag


def _plain_scalar(loader, ev):
    """A scalar as the safe constructor builds it, or _FALLBACK for a tag only it knows (timestamps, binary …)."""
    if ev.tag is not None and ev.tag != "!":
        return _FALLBACK
    if not ev.implicit[0]:          # quoted (or `!`-tagged): a string
        return ev.value
    tag = _resolve(loader, ev)
    if tag not in _PLAIN_SCALARS:
        return _FALLBACK
    key = (tag, ev.value)
    hit = _BUILT.get(key, _BUILT)
    if hit is not _BUILT:
        return hit
    value = loader.construct_object(yaml.ScalarNode(tag, ev.value, ev.start_mark, ev.end_mark))
    if len(ev.value) <= _MEMO_TEXT:
        if len(_BUILT) >= _MEMO_MAX:
            _BUILT.clear()
        _BUILT[key] = value
    return value


def _check_scalar(loader, ev, fail) -> None:
    """Numbers the constructor would choke on (4,301 digits), or that no field can mean (inf, nan, 10**9)."""
    if ev.tag is not None or not ev.implicit[0] or not ev.value or ev.value[0] not in _NUMBER_START:
        return
    tag = _resolve(loader, ev)
    if tag == _INT_TAG:
        # written longer than any in-range integer can be: refused before int() is asked (4,301 digits raise)
        if len(ev.value) > 40 or abs(loader.construct_yaml_int(yaml.ScalarNode(tag, ev.value))) > MAX_INT:
            fail(ev, f"the integer {_short(ev.value)} is out of range: at most {MAX_INT:,} either way")
    elif tag == _FLOAT_TAG:
        value = loader.construct_yaml_float(yaml.ScalarNode(tag, ev.value))
        if not math.isfinite(value):
            fail(ev, f"{_short(ev.value)} is not a finite number")


def _short(s: str) -> str:
    return s if len(s) <= 24 else f"{s[:12]}…{s[-4:]} ({len(s):,} characters)"
