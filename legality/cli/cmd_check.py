"""`legality check [SCENARIO …] [--json]`: rule on scenarios (all built-in ones when none is given).
`legality check --suite rulings [--json]`: the built-in scenarios restating judges' rulings, scored per mechanic
against the triage of the corpus (legality/corpus, docs/rulings.md)."""
from __future__ import annotations

import sys

from ..api import ENGINES
from ..errors import InputError
from ..i18n import _
from ..registry import EDITIONS
from ..scenario import builtin_paths
from .check_jobs import default_jobs, read_and_rule_all
from .output import display_path, dumps


def register(subs) -> None:
    p = subs.add_parser("check", help="rule on scenario files (default: every built-in scenario)")
    p.add_argument("paths", nargs="*", metavar="SCENARIO", help="scenario YAML files")
    p.add_argument("--json", action="store_true", help="print JSON (documented in docs/scenarios.md)")
    p.add_argument("--edition", choices=EDITIONS, help="rule only under this edition")
    p.add_argument("--engine", choices=ENGINES, default="z3",
                   help="z3 (reasons as minimal unsatisfiable subsets; default) or fast (direct evaluator)")
    p.add_argument("--cards", metavar="BASE", help="a real card base (JSON) in which scenario card names "
                                                   "resolve after the built-in cards (also: LEGALITY_CARDS)")
    p.add_argument("--jobs", type=int, default=None, metavar="N",
                   help="rule in N processes (default: one per core, up to 4, when there are enough scenarios)")
    p.add_argument("--suite", choices=("rulings",),
                   help="rulings: every built-in scenario citing a judges' ruling, scored per mechanic (docs/rulings.md)")
    p.set_defaults(func=run)


def run(args) -> int:
    if getattr(args, "cards", None):
        from ..cardtext.resolve import set_command_line_base
        set_command_line_base(args.cards)
    if args.suite and args.paths:
        raise InputError("command line", None, "--suite", "a suite is the built-in scenarios: give no SCENARIO")
    if args.suite:
        from ..corpus import load_triage
        entries = load_triage()                       # a bad triage entry is bad input before any ruling
        paths = builtin_paths()
    else:
        paths = args.paths or builtin_paths()
    if args.jobs is not None and args.jobs < 1:
        raise InputError("command line", None, "--jobs", f"at least 1 process, got {args.jobs}")
    jobs = args.jobs if args.jobs is not None else default_jobs(len(paths))
    editions = [args.edition] if args.edition else None
    keep = _cites_a_ruling if args.suite else _every
    # every file is validated before any ruling is printed
    scenarios, rulings = read_and_rule_all(paths, keep, editions, args.engine, jobs,
                                           with_json=args.json and not args.suite)
    if args.suite:
        return run_rulings_suite(args, entries, scenarios, rulings)
    mismatched = [r for r in rulings if r.matches is False]
    if args.json:
        print(dumps({"rulings": [r.json for r in rulings],
                     "summary": summary(rulings)}))
    else:
        for r in rulings:
            print_text(r)
        print(summary_line(rulings, len(scenarios)))
    return 1 if mismatched else 0


def _every(sc) -> bool:
    return True


def _cites_a_ruling(sc) -> bool:
    return bool(sc.source_ruling)


def run_rulings_suite(args, entries, scenarios, rulings) -> int:
    """The score table; every ruling that differs is printed in full; triage entries the scenarios contradict
    are named on stderr (the scenarios are the truth and are scored as such)."""
    from ..corpus import disagreements
    from ..corpus.score import score, table_lines
    for err in disagreements(entries, scenarios):
        print(err.one_line(), file=sys.stderr)
    s = score(entries, rulings)
    if args.json:
        print(dumps({**s, "summary": summary(rulings)}))
    else:
        for r in rulings:
            if r.outcome == "differ":
                print_text(r)
        for line in table_lines(s):
            print(line)
        print(summary_line(rulings, len(scenarios)))
    return 1 if any(r.matches is False for r in rulings) else 0


def summary(rulings) -> dict:
    out = {"rulings": len(rulings), "match": sum(r.matches is True for r in rulings),
           "differ": sum(r.matches is False for r in rulings),
           "unchecked": sum(r.outcome == "unchecked" for r in rulings)}
    unknown = sum(r.outcome == "unknown" for r in rulings)
    return {**out, "unknown": unknown} if unknown else out     # only where a judges' ruling is not reached


def summary_line(rulings, n_scenarios: int) -> str:
    s = summary(rulings)
    line = _("{rulings} rulings on {scenarios} scenarios: {match} match the expected ruling, {differ} differ, "
             "{unchecked} have no expected ruling").format(scenarios=n_scenarios, **s)
    if s.get("unknown"):
        line += _("; {unknown} judges' rulings answered unknown (not reached yet)").format(unknown=s["unknown"])
    return line


def print_text(r) -> None:
    sc = r.scenario
    mark = {"match": _("MATCHES the expected ruling"), "differ": _("DIFFERS from the expected ruling"),
            "unchecked": _("no expected ruling"),
            "unknown": _("UNKNOWN: the judges' ruling is not reached yet")}[r.outcome]
    print(f"{display_path(sc.path)} [{r.edition}] {sc.title}")
    q = getattr(sc.question, "text", "")
    if q:
        print(f"  question: {q}")
    for line in r.lines:
        print(line)
    print(f"  {mark}" + ("" if not r.problems else ": " + "; ".join(r.problems)))
    print()
