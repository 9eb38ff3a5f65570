"""`legality trace SCENARIO [--edition E] [--json]`: follow a `sequence` scenario's stack step by step.

The same trace `legality check` prints, without the comparison to the expected ruling; ruled under the
scenario's edition and every edition it has a ruling for, or only `--edition`.
"""
from __future__ import annotations

from ..api import ENGINES, rule_scenario
from ..errors import InputError
from ..registry import EDITIONS
from ..scenario import parse_scenario
from .output import display_path, dumps, ruling_json


def register(subs) -> None:
    p = subs.add_parser("trace", help="follow the stack of a sequence scenario step by step")
    p.add_argument("path", metavar="SCENARIO", help="a scenario YAML file whose question kind is sequence")
    p.add_argument("--edition", choices=EDITIONS, help="trace under this edition (default: the scenario's)")
    p.add_argument("--json", action="store_true", help="print the trace as JSON (docs/stack.md)")
    p.add_argument("--engine", choices=ENGINES, default="z3", help="legality engine for the re-checks")
    p.set_defaults(func=run)


def run(args) -> int:
    sc = parse_scenario(args.path)
    if sc.kind != "sequence":
        raise InputError(args.path, 0, "question.kind", f"is {sc.kind!r}: `legality trace` needs a sequence")
    rulings = rule_scenario(sc, [args.edition or sc.edition], args.engine)
    if args.json:
        print(dumps({"rulings": [ruling_json(r) for r in rulings]}))
        return 0
    for r in rulings:
        print(f"{display_path(sc.path)} [{r.edition}] {sc.title}")
        for line in r.answer.lines():
            print(line)
    return 0
