"""`legality check [SCENARIO …] [--json]`: rule on scenarios (all built-in ones when none is given)."""
from __future__ import annotations

import sys

from ..api import ENGINES, rule_scenario
from ..i18n import _
from ..registry import EDITIONS
from ..scenario import builtin_paths, parse_scenario
from .output import display_path, dumps, ruling_json, verdict_lines


def register(subs) -> None:
    p = subs.add_parser("check", help="rule on scenario files (default: every built-in scenario)")
    p.add_argument("paths", nargs="*", metavar="SCENARIO", help="scenario YAML files")
    p.add_argument("--json", action="store_true", help="print JSON (documented in docs/scenarios.md)")
    p.add_argument("--edition", choices=EDITIONS, help="rule only under this edition")
    p.add_argument("--engine", choices=ENGINES, default="z3",
                   help="z3 (reasons as minimal unsatisfiable subsets; default) or fast (direct evaluator)")
    p.add_argument("--cards", metavar="BASE", help="a real card base (JSON) in which scenario card names "
                                                   "resolve after the built-in cards (also: LEGALITY_CARDS)")
    p.set_defaults(func=run)


def run(args) -> int:
    if getattr(args, "cards", None):
        from ..cardtext.resolve import set_command_line_base
        set_command_line_base(args.cards)
    paths = args.paths or builtin_paths()
    scenarios = [parse_scenario(p) for p in paths]   # every file is validated before any is ruled on
    rulings = []
    for sc in scenarios:
        editions = [args.edition] if args.edition else None
        rulings.extend(rule_scenario(sc, editions, args.engine))
    mismatched = [r for r in rulings if r.matches is False]
    if args.json:
        print(dumps({"rulings": [ruling_json(r) for r in rulings],
                     "summary": summary(rulings)}))
    else:
        for r in rulings:
            print_text(r)
        s = summary(rulings)
        print(_("{rulings} rulings on {scenarios} scenarios: {match} match the expected ruling, {differ} differ, "
                "{unchecked} have no expected ruling").format(scenarios=len(scenarios), **s))
    return 1 if mismatched else 0


def summary(rulings) -> dict:
    return {"rulings": len(rulings), "match": sum(r.matches is True for r in rulings),
            "differ": sum(r.matches is False for r in rulings), "unchecked": sum(r.matches is None for r in rulings)}


def print_text(r) -> None:
    sc = r.scenario
    mark = {True: _("MATCHES the expected ruling"), False: _("DIFFERS from the expected ruling"),
            None: _("no expected ruling")}[r.matches]
    print(f"{display_path(sc.path)} [{r.edition}] {sc.title}")
    q = getattr(sc.question, "text", "")
    if q:
        print(f"  question: {q}")
    lines = r.answer.lines() if hasattr(r.answer, "lines") else verdict_lines(r.answer)
    for line in lines:
        print(line)
    print(f"  {mark}" + ("" if not r.problems else ": " + "; ".join(r.problems)))
    print()
