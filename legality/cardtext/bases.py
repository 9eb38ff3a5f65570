"""Readers for the two real card bases (see ../shared/data/cards/README.md): the classic relaunch base
(text with `{placeholders}`) and the «Берсерк Онлайн» base (text with `[:tags]`, names declined in six cases).

Both become `RawCard`s: the printed numbers in the card language's spelling, and the ability text with every
placeholder spelled out in Russian (`glossary`). Bad input is one line naming the file, the card and the
field, exit 2: not JSON, not a list of cards, a card without a name, an unknown placeholder, a file too large.
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field

from ..errors import InputError
from . import glossary

MAX_BYTES = 16 * 1024 * 1024       # the real bases are 0.7 and 1.2 MB; a larger file is not a card base
RELAUNCH_PH = re.compile(r"\{([^{}]*)\}")
ONLINE_TAG = re.compile(r"\[:([^\]]*)\]")


@dataclass(frozen=True)
class RawCard:
    base: str                        # relaunch | online
    index: int                       # position in the file's list
    line: int                        # line of the card's opening brace
    id: str
    name: str
    type: str
    cost: int | None
    lives: int | None
    strike: tuple[int, int, int] | None
    move: int | None
    elements: tuple[str, ...]
    classes: tuple[str, ...]
    printed: str                     # the ability text as in the file
    text: str                        # the same with placeholders spelled out (⟨…⟩ marks icon words)
    unknown_placeholders: tuple[str, ...] = ()   # known placeholders whose meaning is not established
    cases: dict = field(default_factory=dict, hash=False, compare=False)   # online: nom/gen/dat/acc/ins/abl
    icons: tuple[tuple[str, int], ...] = ()      # relaunch: abilities printed as icons (glossary.ICON_ABILITIES)
    elite: bool | None = None                    # relaunch: the gold crystal (2012 202.2); None: not given
    uniq: bool = False                           # relaunch: the card is marked unique (`uniq`): Уникальность

    @property
    def where(self) -> str:
        return f"[{self.index}] ({self.name})"


def check_size(path: str) -> None:
    """A file that cannot be read or is too large for a card base is refused before it is read."""
    try:
        size = os.path.getsize(path)
    except OSError as e:
        raise InputError(path, None, "file", f"cannot read: {e.strerror}") from None
    if size > MAX_BYTES:
        raise InputError(path, None, "file", f"{size / 1e6:.0f} MB is too large for a card base "
                                             f"(at most {MAX_BYTES // (1024 * 1024)} MB)")


def read_base(path: str) -> list[RawCard]:
    """The cards of a base file, in file order. Which base it is follows from the fields of its cards."""
    check_size(path)
    try:
        with open(path, encoding="utf-8") as fh:
            raw = fh.read()
    except UnicodeDecodeError as e:
        raise InputError(path, None, "file", f"not UTF-8 text (byte {e.start})") from None
    items = _items_with_lines(path, raw)
    cards = []
    for i, (line, item) in enumerate(items):
        if not isinstance(item, dict):
            raise InputError(path, line, f"[{i}]", f"expected a card (a JSON object), got {type(item).__name__}")
        if "desc" in item and "crystalCount" in item:
            cards.append(_online(path, i, line, item))
        elif "text" in item and "hit" in item:
            cards.append(_relaunch(path, i, line, item))
        else:
            raise InputError(path, line, _where(i, item), "neither a relaunch card (text, hit) nor an "
                                                          "«Онлайн» card (desc, crystalCount)")
    return cards


def _items_with_lines(path: str, raw: str) -> list[tuple[int, object]]:
    """The top-level list's items, each with the line it starts on (for one-line messages)."""
    dec = json.JSONDecoder()
    pos = _skip(raw, 0)
    if pos >= len(raw) or raw[pos] != "[":
        try:
            json.loads(raw)
        except json.JSONDecodeError as e:
            raise InputError(path, e.lineno, "document", f"not JSON: {e.msg} (column {e.colno})") from None
        raise InputError(path, 1, "document", "expected a JSON list of cards")
    out, pos = [], _skip(raw, pos + 1)
    line, counted = 1, 0                  # lines counted incrementally: the files are long
    while pos < len(raw) and raw[pos] != "]":
        line, counted = line + raw.count("\n", counted, pos), pos
        try:
            item, pos = dec.raw_decode(raw, pos)
        except json.JSONDecodeError as e:
            raise InputError(path, e.lineno, f"[{len(out)}]", f"not JSON: {e.msg} (column {e.colno})") from None
        out.append((line, item))
        pos = _skip(raw, pos)
        if pos < len(raw) and raw[pos] == ",":
            pos = _skip(raw, pos + 1)
        elif pos < len(raw) and raw[pos] != "]":
            line = raw.count("\n", 0, pos) + 1
            raise InputError(path, line, f"[{len(out)}]", "not JSON: expected ',' or ']' between cards")
    if pos >= len(raw):
        raise InputError(path, raw.count("\n") + 1, "document", "not JSON: the list of cards is not closed")
    if _skip(raw, pos + 1) < len(raw):
        raise InputError(path, raw.count("\n", 0, pos) + 1, "document", "not JSON: extra data after the list")
    return out


def _skip(raw: str, pos: int) -> int:
    while pos < len(raw) and raw[pos] in " \t\r\n":
        pos += 1
    return pos


def _where(i: int, item: dict) -> str:
    name = item.get("name")
    return f"[{i}] ({str(name).strip()})" if isinstance(name, str) and name.strip() else f"[{i}]"


def _name(path: str, i: int, line: int, item: dict) -> str:
    name = item.get("name")
    if not isinstance(name, str) or not name.strip():
        raise InputError(path, line, f"[{i}].name", "card without a name")
    return " ".join(name.split())


def _int(path, i, line, item, key, name, *, allow_none=True) -> int | None:
    v = item.get(key)
    if v is None or v == "":
        if allow_none:
            return None
        raise InputError(path, line, f"[{i}] ({name}).{key}", "required field is missing")
    if isinstance(v, str) and v.strip().lstrip("-").isdigit():
        v = int(v)
    if isinstance(v, bool) or not isinstance(v, int):
        raise InputError(path, line, f"[{i}] ({name}).{key}", f"expected an integer, got {v!r}")
    return v


def _strike(path, i, line, item, key, name):
    v = item.get(key)
    if v is None:
        return None
    if (not isinstance(v, list) or len(v) != 3
            or not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in v)):
        raise InputError(path, line, f"[{i}] ({name}).{key}", f"expected [weak, medium, strong], got {v!r}")
    return tuple(v)


def _spell_out(path, i, line, name, text, pattern, table, field_name):
    """Replace each placeholder by its words; an unknown one is bad input."""
    unknown = []

    def sub(m):
        key = m.group(1).strip()
        if key not in table:
            raise InputError(path, line, f"[{i}] ({name}).{field_name}", f"unknown placeholder {m.group(0)!r}")
        words = table[key]
        if words is None:
            unknown.append(key)
            return f" ⟨{key}⟩ "
        return f" {words} "
    return pattern.sub(sub, text), tuple(unknown)


def _name_text_type(path, i, line, item, text_key, types) -> tuple[str, str, str]:
    name = _name(path, i, line, item)
    text = item.get(text_key) or ""
    if not isinstance(text, str):
        raise InputError(path, line, f"[{i}] ({name}).{text_key}", "expected text")
    ctype = types.get(item.get("type"))
    if ctype is None:
        raise InputError(path, line, f"[{i}] ({name}).type", f"unknown card type {item.get('type')!r}")
    return name, text, ctype


def _relaunch(path: str, i: int, line: int, item: dict) -> RawCard:
    name, text, ctype = _name_text_type(path, i, line, item, "text", glossary.RELAUNCH_TYPES)
    color = _int(path, i, line, item, "color", name) or 0
    elements = tuple(e for bit, e in glossary.COLOR_BITS if color & bit)
    classes = tuple(c.strip() for c in item.get("class") or () if isinstance(c, str) and c.strip())
    spelled, unknown = _spell_out(path, i, line, name, text, RELAUNCH_PH, glossary.RELAUNCH, "text")
    lives = _int(path, i, line, item, "life", name)
    if ctype == "terrain" and lives == 0:        # the base prints 0 for a terrain's lives it has not: none
        lives = None
    return RawCard("relaunch", i, line, str(item.get("id", i)), name, ctype,
                   _int(path, i, line, item, "cost", name), lives,
                   _strike(path, i, line, item, "hit", name), _int(path, i, line, item, "move", name),
                   elements, classes, text, spelled, unknown, icons=_icons(path, i, line, item, name),
                   elite=item["elite"] if isinstance(item.get("elite"), bool) else None,
                   uniq=item.get("uniq") is True)


def _icons(path, i, line, item, name) -> tuple[tuple[str, int], ...]:
    icons = item.get("icons")
    if icons is None:
        return ()
    if not isinstance(icons, dict):
        raise InputError(path, line, f"[{i}] ({name}).icons", f"expected a mapping of icon codes, got {icons!r}")
    out = []
    for code, value in icons.items():
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise InputError(path, line, f"[{i}] ({name}).icons.{code}", f"expected an integer ≥ 0, got {value!r}")
        if code in glossary.ICON_ABILITIES:
            out.append((code, value))
    return tuple(sorted(out, key=lambda cv: glossary.ICON_ABILITIES.index(cv[0])))


def _online(path: str, i: int, line: int, item: dict) -> RawCard:
    name, text, ctype = _name_text_type(path, i, line, item, "desc", glossary.ONLINE_TYPES)
    if ctype == "creature" and str(item.get("fly", "0")) == "1":
        ctype = "flyer"
    race = item.get("race")
    elements = (glossary.RACES[race],) if race in glossary.RACES else ()
    classes = tuple(glossary.ONLINE_CLASSES.get(c.strip(), c.strip()) for c in item.get("classes") or ()
                    if isinstance(c, str) and c.strip())
    spelled, unknown = _spell_out(path, i, line, name, text, ONLINE_TAG, glossary.ONLINE, "desc")
    cases = item.get("case") if isinstance(item.get("case"), dict) else {}
    return RawCard("online", i, line, str(item.get("proto", i)), name, ctype,
                   _int(path, i, line, item, "crystalCount", name), _int(path, i, line, item, "health", name),
                   _strike(path, i, line, item, "kick", name), _int(path, i, line, item, "steps", name),
                   elements, classes, text, spelled, unknown, cases)
