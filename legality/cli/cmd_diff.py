"""`legality diff --from EDITION --to EDITION [SCENARIO …] [--json]`: rule the built-in scenarios (or the given
ones) under two editions and list those whose ruling changes, with the rules each edition rests on."""
from __future__ import annotations

from ..api import ENGINES, rule_scenario
from ..errors import InputError
from ..registry import EDITIONS
from ..scenario import builtin_paths, parse_scenario
from .output import display_path, dumps


def register(subs) -> None:
    p = subs.add_parser("diff", help="scenarios whose ruling changes between two editions")
    p.add_argument("--from", dest="old", choices=EDITIONS, required=True, metavar="EDITION")
    p.add_argument("--to", dest="new", choices=EDITIONS, required=True, metavar="EDITION")
    p.add_argument("paths", nargs="*", metavar="SCENARIO", help="scenario files (default: every built-in one)")
    p.add_argument("--json", action="store_true", help="print JSON (documented in docs/conflicts.md)")
    p.add_argument("--engine", choices=ENGINES, default="z3")
    p.add_argument("--symbolic", action="store_true",
                   help="every region of the fact space ruled differently, with witnesses (docs/verify.md)")
    p.set_defaults(func=run)


def ruling_key(answer) -> str:
    """What counts as the ruling: the verdict, and for kinds that answer with a value, the value."""
    key = getattr(answer, "ruling_key", None)
    return key() if key else answer.verdict


def changes(scenarios, old: str, new: str, engine: str = "z3", skipped: list | None = None) -> list[dict]:
    """Scenarios whose ruling differs between two editions. A scenario that cannot be ruled under one of
    them (it needs what only its own edition has, e.g. a classic strike's weak/medium/strong) is listed in
    `skipped` with the reason, not counted as a change."""
    out = []
    for sc in scenarios:
        try:
            a, b = rule_scenario(sc, editions=[old, new], engine=engine)
        except InputError as e:
            if skipped is not None:
                skipped.append({"scenario": sc.id, "file": display_path(sc.path), "reason": e.message})
            continue
        ka, kb = ruling_key(a.answer), ruling_key(b.answer)
        if ka != kb:
            ca, cb = a.answer.cites(), b.answer.cites()
            out.append({"scenario": sc.id, "file": display_path(sc.path), "title": sc.title, "kind": sc.kind,
                        "from": {"edition": old, "ruling": ka, "cites": sorted(ca)},
                        "to": {"edition": new, "ruling": kb, "cites": sorted(cb)},
                        "responsible": sorted(ca ^ cb)})
    return out


def run(args) -> int:
    if args.symbolic:
        if args.paths:
            raise InputError("command line", None, "--symbolic", "the symbolic diff covers the whole fact space: "
                                                                  "give no scenario files")
        return run_symbolic(args)
    scenarios = [parse_scenario(p) for p in (args.paths or builtin_paths())]
    skipped: list = []
    found = changes(scenarios, args.old, args.new, args.engine, skipped)
    summary = (f"{len(found)} of {len(scenarios)} scenarios change their ruling from {args.old} to {args.new}"
               f" ({len(skipped)} cannot be ruled under both)")
    if args.json:
        print(dumps({"from": args.old, "to": args.new, "changes": found, "skipped": skipped, "summary": summary}))
        return 0
    for c in found:
        print(f"{c['file']}  {c['title']}")
        for side in ("from", "to"):
            s = c[side]
            print(f"    {s['edition']:<13} {s['ruling']:<22} [{', '.join(s['cites']) or '—'}]")
        print(f"    rules responsible: {', '.join(c['responsible']) or '— (same rules, other verdict)'}")
    for k in skipped:
        print(f"{k['file']}  not ruled under both: {k['reason']}")
    print(summary)
    return 0


def run_symbolic(args) -> int:
    from ..verify.symdiff import symbolic_diff
    regions, size = symbolic_diff(args.old, args.new)
    kinds = ", ".join(f"{k}: {sum(r.kind == k for r in regions)}"
                      for k in ("legal", "cost", "property", "ability", "attack", "sequence", "chain"))
    unclaimed = size["sequence"]["no probe (not claimed)"] + [
        t.split(":")[0] for t in size["sequence"]["probe not ruled under both"]]
    summary = (f"{len(regions)} regions of the fact space are ruled differently from {args.old} to {args.new} "
               f"({kinds}); stack topics whose rules differ with no region claimed: {', '.join(unclaimed) or 'none'}; "
               f"trigger chains: only effects of 0 are diffed")
    if args.json:
        print(dumps({"from": args.old, "to": args.new, "regions": [r.to_json() for r in regions], "covered": size,
                     "summary": summary}))
        return 0
    for i, r in enumerate(regions, 1):
        print(f"{i}. {r.kind}" + (f" at {r.step}" if r.kind == "legal" else f": {r.step}" if r.step else "")
              + (f" (and {len(r.covers) - 1} more configuration(s) alike)" if r.kind == "attack" and len(r.covers) > 1
                 else ""))
        for ed in (args.old, args.new):
            print(f"    {ed:<13} {r.rulings[ed]:<10} decided by: {', '.join(r.deciding[ed]) or '— (nothing forbids)'}"
                  f"  [{', '.join(r.cites[ed]) or '—'}]")
        print(f"    rules responsible: {', '.join(r.responsible) or '— (same rules, other verdict)'}")
        print("    witness:")
        print("\n".join("      " + line for line in r.witness.rstrip().splitlines()))
    print(f"covered: {size}")
    print(summary)
    return 0
