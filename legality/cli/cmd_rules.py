"""`legality rules [--edition E] [--format text|md]`: the encoded rules, from the registry."""
from __future__ import annotations

from ..registry import EDITIONS
from ..rules_table import coverage, markdown


def register(subs) -> None:
    p = subs.add_parser("rules", help="list the rules in the registry")
    p.add_argument("--edition", choices=EDITIONS)
    p.add_argument("--format", choices=("text", "md"), default="text",
                   help="md prints docs/rules.md (generated, never written by hand)")
    p.set_defaults(func=run)


def run(args) -> int:
    if args.format == "md":
        print(markdown(), end="")
        return 0
    for row in coverage(args.edition):
        status = "encoded" if row["encoded"] else "not encoded"
        print(f"{row['id']}  {row['title']}  [{status}]")
        print(f"    {row['excerpt']}")
        if row["scenarios"]:
            print(f"    scenarios: {', '.join(row['scenarios'])}")
    return 0
