"""Bench: the built-in scenarios of the `oblige`, `fight` and `triggers` questions (and the rulings that ask
them), each ruled through the same path as `legality check`, both engines side by side in one run.

`fight` runs the stack tracer once per pair of strengths the dice can reach (up to 9 for two open classic
creatures): its time against the `sequence` of the same attack with stated strengths is the cost of the roll
enumeration. Run: python bench/questions.py [--repeat N]. Prints medians (ms) per scenario and engine, the z3 /
fast ratio, and the fight / sequence ratio.
"""
from __future__ import annotations

import argparse
import glob
import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from legality.api import rule_scenario  # noqa: E402
from legality.scenario import parse_scenario  # noqa: E402

KINDS = ("oblige", "fight", "triggers")
SEQUENCE = {"title": "one battle", "edition": "classic",
            "cards": [{"id": "nomad", "card": "Кочевник", "controller": "first"},
                      {"id": "guard", "card": "Страж леса", "controller": "second"}],
            "question": {"kind": "sequence", "events": [
                {"declare": "attack", "action": {"kind": "simple_strike", "source": "nomad", "target": "guard"},
                 "strength": "medium", "counter_strength": "weak"}, {"resolve": "attack"}]}}
FIGHT = dict(SEQUENCE, question={"kind": "fight",
                                 "action": {"kind": "simple_strike", "source": "nomad", "target": "guard"}})


def timed(sc, engine: str, repeat: int) -> float:
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        rule_scenario(sc, engine=engine)
        out.append(time.perf_counter() - t0)
    return statistics.median(out) * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    paths = sorted(p for p in glob.glob(os.path.join(ROOT, "legality", "scenarios", "**", "*.yaml"), recursive=True))
    rows = []
    for p in paths:
        sc = parse_scenario(p)
        if sc.kind in KINDS:
            rows.append((os.path.relpath(p, os.path.join(ROOT, "legality", "scenarios")), sc))
    print(f"{'scenario':60} {'kind':8} {'z3 ms':>8} {'fast ms':>8} {'z3/fast':>8}")
    totals = {"z3": 0.0, "fast": 0.0}
    for name, sc in rows:
        z, f = timed(sc, "z3", args.repeat), timed(sc, "fast", args.repeat)
        totals["z3"] += z
        totals["fast"] += f
        print(f"{name[:60]:60} {sc.kind:8} {z:8.1f} {f:8.1f} {z / f:8.2f}")
    print(f"{'all ' + str(len(rows)) + ' scenarios (sum of medians)':69} {totals['z3']:8.1f} {totals['fast']:8.1f}")
    seq, fight = parse_scenario("<bench>", SEQUENCE), parse_scenario("<bench>", FIGHT)
    for engine in ("z3", "fast"):
        s, f = timed(seq, engine, args.repeat), timed(fight, engine, args.repeat)
        print(f"one battle, {engine}: sequence {s:.1f} ms, fight over 36 rolls {f:.1f} ms, ratio {f / s:.1f}")


if __name__ == "__main__":
    main()
