"""Write the grammars' LALR tables shipped with the project (legality/cardtext/tables.py) after a grammar changes:
one compressed file per grammar, named by a hash of the grammar, the parser's options and the versions of lark
and Python; tables no current grammar uses are removed.

    python scripts/grammar_tables.py [--check]

`--check`: write nothing; exit 1 when a shipped table is missing or stale (a stale table costs a fresh machine
the grammar analysis, several seconds, on its first compile; it never changes a parse).
"""
from __future__ import annotations

import argparse
import os
import sys

from lark import Lark

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
GRAMMARS = ("grammar.lark", "actions.lark")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    from legality.cardtext.compiler import _PARSER_OPTIONS, grammar_key, grammar_text
    from legality.cardtext.tables import SHIPPED, shipped_path, write_shipped
    wanted = {g: grammar_key(grammar_text(g)) for g in GRAMMARS}
    present = set(os.listdir(SHIPPED)) if os.path.isdir(SHIPPED) else set()
    if args.check:
        missing = [g for g, key in wanted.items() if os.path.basename(shipped_path(key)) not in present]
        for g in missing:
            print(f"{g}: no shipped table for the current grammar (run python scripts/grammar_tables.py)",
                  file=sys.stderr)
        return 1 if missing else 0
    for name in present - {os.path.basename(shipped_path(k)) for k in wanted.values()}:
        os.remove(os.path.join(SHIPPED, name))
    for g, key in wanted.items():
        path = write_shipped(Lark(grammar_text(g), **_PARSER_OPTIONS), key)     # analysed anew, no cache
        print(f"{g}: {os.path.relpath(path, ROOT)} ({os.path.getsize(path):,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
