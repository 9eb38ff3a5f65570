"""Bench: a `sequence` scenario with 1,000 stack entries resolves in at most 1 s (median).

1,000 actions are declared on top of each other (wound, heal, close on one creature; or special strikes, each
valued by legality.attack, with 0 or 2 value modifiers), then both players pass until all resolve, each re-checked before calculation and before execution: 3,000 legality questions. The scenario
is parsed and ruled through the same path as `legality check`. `all-distinct`: no two questions alike (wounds
change every step); `heals-distinct`: heals on a creature with many wounds, whose heal clauses read them. The
z3 evaluator assumes each condition's atoms true or false, so questions whose atoms agree share one check; the
verdicts kept from an earlier run are dropped before each run. Run: python bench/stack.py [--entries N]
Prints the medians of both engines measured side by side in this run, and their ratio to the 1 s target.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from legality import evaluator  # noqa: E402
from legality.api import rule_scenario, z3_engine  # noqa: E402
from legality.scenario import parse_scenario  # noqa: E402

KINDS = ("wound", "heal", "close")   # every close after the first resolved one is removed as illegal
TARGET_S = 1.0


def scenario_doc(n: int, edition: str = "classic-b", distinct: bool = False, strikes: int = -1,
                 kind: str = "wound") -> dict:
    """`distinct`: every entry wounds a creature with many lives, so no two legality questions are alike
    (the tracer asks each distinct question once: the worst case for it). `strikes` >= 0: every entry is a
    special strike with that many value modifiers, valued by legality.attack at its calculation step."""
    events = []
    distinct = distinct or strikes >= 0
    for i in range(n):
        k = kind if distinct else KINDS[i % len(KINDS)]
        ev = {"declare": f"e{i}", "action": {"kind": k, "source": "a", "target": "b", "param": 1}}
        if strikes >= 0:
            ev["action"]["kind"] = "special_strike"
            ev["modifiers"] = [{"card": "a", "op": "add", "value": 1, "id": f"m{j}"} for j in range(strikes)]
        events.append(ev)
    events += [{"pass": p} for _ in range(n) for p in ("first", "second")]   # each pair resolves the top
    return {"title": f"{n} stack entries", "edition": edition,
            "cards": [{"id": "a", "card": "Страж леса", "controller": "first"},
                      {"id": "b", "controller": "second", "wounds": 3,
                       "inline": {"name": "Бессмертный", "type": "creature", "lives": 10 * n + 10, "strike": [1, 1, 1]}}
                      if distinct and kind == "wound" else
                      {"id": "b", "controller": "second", "wounds": 10 * n,
                       "inline": {"name": "Бессмертный", "type": "creature", "lives": 10 * n + 10, "strike": [1, 1, 1]}}
                      if distinct else {"id": "b", "card": "Кочевник", "controller": "second", "wounds": 3}],
            "question": {"kind": "sequence", "events": events}}


def run_once(doc, engine: str) -> tuple[float, object]:
    if engine == "z3":
        z3_engine().forget_verdicts()          # each run checks its own questions (solvers stay warm)
    evaluator.forget_verdicts()                # the direct evaluator keeps verdicts too
    t0 = time.perf_counter()
    sc = parse_scenario("<bench>", doc)
    answer = rule_scenario(sc, engine=engine)[0].answer
    return time.perf_counter() - t0, answer


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--entries", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    run_once(scenario_doc(8), "z3")                     # warm the z3 solver and the rule registry
    variants = (("mixed", {}), ("all-distinct", {"distinct": True}),
                ("heals-distinct", {"distinct": True, "kind": "heal"}), ("strikes", {"strikes": 0}),
                ("strikes+2mods", {"strikes": 2}))
    for variant, kw in variants:
        doc = scenario_doc(args.entries, **kw)
        results = {}
        for engine in ("fast", "z3"):
            times, answer = [], None
            for _ in range(args.runs):
                t, answer = run_once(doc, engine)
                times.append(t)
            o = answer.outcome
            results[engine] = statistics.median(times)
            print(f"{variant:>12} {engine:>4}: {args.entries} entries, {len(o['resolved'])} resolved, "
                  f"{len(o['removed'])} removed; {answer.questions} legality questions ({answer.distinct} distinct); "
                  f"median {results[engine]:.3f} s over {args.runs} runs = {results[engine] / TARGET_S:.2f} x the "
                  f"{TARGET_S:.0f} s target")
        print(f"{variant:>12} ratio z3 / fast: {results['z3'] / results['fast']:.1f}")
        if variant.startswith("strikes"):
            print(f"{variant:>12} ratio to all-distinct wounds (fast): {results['fast'] / wounds_fast:.2f}")
        if variant == "all-distinct":
            wounds_fast = results["fast"]


if __name__ == "__main__":
    main()
