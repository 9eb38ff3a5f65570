"""`legality verify [--edition E] [--pool POOL.yaml] [--json]`: proofs over the whole fact space that each
edition's rules are consistent (docs/verify.md). Exit 0 when every proof holds, 1 when one is refuted or
left open (a solver gave up), 2 for bad input."""
from __future__ import annotations

from ..errors import InputError
from ..registry import EDITIONS
from .output import dumps


def register(subs) -> None:
    p = subs.add_parser("verify", help="proofs that each edition's rules are consistent, with witnesses")
    p.add_argument("--edition", choices=EDITIONS, help="one edition (default: all four)")
    p.add_argument("--pool", metavar="POOL.yaml", help="a card file: also bound the trigger chains over its pool")
    p.add_argument("--json", action="store_true", help="print JSON (documented in docs/verify.md)")
    p.set_defaults(func=run)


def run(args) -> int:
    from ..verify import verify
    import os
    if args.pool:
        if not os.path.isfile(args.pool):
            raise InputError("command line", None, "--pool", f"{args.pool!r}: no such file")
        from ..triggers import load_pool
        load_pool(args.pool)        # a bad card file is refused before any proof runs
    results = verify([args.edition] if args.edition else EDITIONS, args.pool)
    refuted = [r for r in results if r.status != "proved"]
    summary = f"{len(results) - len(refuted)} of {len(results)} proofs hold, {len(refuted)} refuted or open"
    if args.json:
        print(dumps({"results": [r.to_json() for r in results], "summary": summary}))
        return 1 if refuted else 0
    for r in results:
        size = ", ".join(f"{k} {v}" for k, v in r.covered.items())
        print(f"[{r.edition}] {r.status.upper():<8} {r.title}  ({size})")
        for f in r.findings:
            print(f"    {'REFUTED BY' if f.refutes else 'note'} {f.kind}: {f.message}")
            if f.rules:
                print(f"        rules: {', '.join(f.rules)}")
            if f.witness:
                print("        witness (legality check accepts it):")
                print("\n".join("          " + line for line in f.witness.rstrip().splitlines()))
        if r.witnesses:
            print(f"    ({len(r.witnesses)} witnesses of what holds: --json lists them)")
        for g in r.gave_up:
            print(f"    open (solver gave up): {g}")
    print(summary)
    return 1 if refuted else 0
