"""Translations of the program's own fixed messages (gettext catalogs, English as the fallback).

Catalogs are `.po` files shipped in this package and read by a small pure-Python loader, so nothing
needs compiling at build time and `pip install .` is enough. Only the command line's and the page's fixed
words are translated; rule texts are Russian as written, and reason messages stay as the engine words them.
"""
from __future__ import annotations

import ast
import gettext
import os
from functools import lru_cache

HERE = os.path.dirname(__file__)
LANGUAGES = ("en", "ru")


class Catalog(gettext.NullTranslations):
    """A .po file's translations; a message without one is returned as it is (English)."""

    def __init__(self, messages: dict[str, str]):
        super().__init__()
        self._messages = messages

    def gettext(self, message: str) -> str:
        return self._messages.get(message) or message


def parse_po(text: str) -> dict[str, str]:
    """msgid/msgstr pairs of a .po file (continued string lines joined; fuzzy and empty entries skipped)."""
    out: dict[str, str] = {}
    msgid = msgstr = None
    target = None
    fuzzy = False

    def flush():
        if msgid and msgstr and not fuzzy:
            out[msgid] = msgstr

    for raw in text.splitlines() + [""]:
        line = raw.strip()
        if not line:
            flush()
            msgid = msgstr = target = None
            fuzzy = False
        elif line.startswith("#,") and "fuzzy" in line:
            fuzzy = True
        elif line.startswith("#"):
            continue
        elif line.startswith("msgid "):
            msgid, target = ast.literal_eval(line[6:]), "id"
        elif line.startswith("msgstr "):
            msgstr, target = ast.literal_eval(line[7:]), "str"
        elif line.startswith('"'):
            if target == "id":
                msgid += ast.literal_eval(line)
            elif target == "str":
                msgstr += ast.literal_eval(line)
    return out


@lru_cache(maxsize=None)
def translator(lang: str) -> gettext.NullTranslations:
    path = os.path.join(HERE, f"{lang}.po")
    if lang == "en" or not os.path.exists(path):
        return gettext.NullTranslations()
    with open(path, encoding="utf-8") as fh:
        return Catalog(parse_po(fh.read()))


def language(requested: str | None = None, environ=os.environ) -> str:
    """`--lang` if given, else the locale gettext would read (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."""
    if requested:
        return requested
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(var)
        if value:
            first = value.split(":")[0].split(".")[0].split("_")[0].lower()
            return first if first in LANGUAGES else "en"
    return "en"


_current = gettext.NullTranslations()


def use(lang: str) -> None:
    """Set the language of the command line's messages for this process."""
    global _current
    _current = translator(lang)


def _(message: str) -> str:
    return _current.gettext(message)
