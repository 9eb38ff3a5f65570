"""The grammars' LALR tables, shipped with the project so that a first run on a fresh machine does not analyse
the grammars (lark's analysis of grammar.lark and actions.lark takes several seconds, longer than compiling the
whole relaunch base). As pycparser ships its parse tables: one file per grammar (lark's own `save` format,
compressed), named by a hash of the grammar, the parser's options and the versions of lark and Python, so a
table is used only for the very grammar and parser it was made for; `python scripts/grammar_tables.py` writes
them after a grammar changes. A missing or stale table costs the analysis, never a wrong parse."""
from __future__ import annotations

import hashlib
import lzma
import os
import pickle
import sys

import lark

SHIPPED = os.path.join(os.path.dirname(__file__), "lalr")


def table_key(grammar: str, options: str) -> str:
    s = "\n".join((grammar, options, lark.__version__, ".".join(map(str, sys.version_info[:2]))))
    return hashlib.sha256(s.encode()).hexdigest()[:16]


def shipped_path(key: str) -> str:
    return os.path.join(SHIPPED, f"grammar-{key}.lark.xz")


def load_shipped(key: str):
    """The parser saved for this key, or None (none shipped, or unreadable: analysed anew)."""
    path = shipped_path(key)
    if not os.path.exists(path) or os.environ.get("LEGALITY_NO_SHIPPED_TABLES"):   # the bench times both ways
        return None
    try:
        with lzma.open(path, "rb") as fh:
            return lark.Lark.load(fh)
    except (OSError, lzma.LZMAError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, KeyError):
        return None


def write_shipped(parser, key: str) -> str:
    path = shipped_path(key)
    os.makedirs(SHIPPED, exist_ok=True)
    with lzma.open(path, "wb", preset=9) as out:
        parser.save(out)
    return path
