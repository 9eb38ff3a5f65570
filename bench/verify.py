"""`legality verify` and `legality diff --symbolic` figures, measured side by side in one run (medians of
repeated runs, wall and CPU time: the machine may be shared; each run is single-threaded, i.e. one core).

  1. The six proofs per edition and for all four editions, with the size of what each covered (clauses,
     pairs, fact variables, solver checks). Target: all four editions in at most 30 s on one core.
  2. The symbolic diff of every pair of editions (regions by kind, checks), beside the scenario diff of the same pair
     (every built-in scenario ruled under both), and their ratio. Target: at most 30 s per pair.
  3. `legality verify` cold, in a fresh process (imports, card base, every witness checked): wall and CPU.

Run: python bench/verify.py [--repeat N]
"""
from __future__ import annotations

import argparse
import itertools
import os
import resource
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from legality import api  # noqa: E402
from legality.api import builtin_scenarios  # noqa: E402
from legality.cli.cmd_diff import changes  # noqa: E402
from legality.registry import EDITIONS  # noqa: E402
from legality.verify import verify_edition  # noqa: E402
from legality.verify.space import Space  # noqa: E402
from legality.verify.symdiff import symbolic_diff  # noqa: E402


def median_time(fn, repeat: int):
    """Median wall and CPU seconds, and the last result; the z3 engine's warm caches are dropped first."""
    wall, cpu, out = [], [], None
    for _ in range(repeat):
        api._Z3 = None
        t0, c0 = time.perf_counter(), time.process_time()
        out = fn()
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    return statistics.median(wall), statistics.median(cpu), out


def bench_verify(repeat: int) -> None:
    print("1. legality verify, per edition (target: all four in at most 30 s on one core)")
    print("   edition        wall s   cpu s  share | checks  status per proof; sizes")
    total_w = total_c = 0.0
    rows = []
    for ed in EDITIONS:
        def run():
            space = Space()
            return verify_edition(ed, space=space), space.checks
        w, c, (results, checks) = median_time(run, repeat)
        total_w, total_c = total_w + w, total_c + c
        rows.append((ed, w, c, checks, results))
    for ed, w, c, checks, results in rows:
        statuses = " ".join(f"{r.proof}={r.status}" for r in results)
        print(f"   {ed:<13} {w:7.2f} {c:7.2f} {c / total_c:6.0%} | {checks:6d}  {statuses}")
        for r in results:
            print(f"   {'':<13} {r.proof:<15} " + ", ".join(f"{k} {v}" for k, v in r.covered.items()))
    print(f"   all four      {total_w:7.2f} {total_c:7.2f}   100% | target 30 s: "
          f"{'met' if total_c <= 30 else 'MISSED'} (cpu)")


KINDS = ("legal", "cost", "property", "ability", "attack", "sequence", "chain")


def bench_diff(repeat: int) -> None:
    print("2. legality diff --symbolic, every pair, beside the scenario diff of the same pair (target: 30 s a pair)")
    print("   from -> to                   symbolic wall  cpu  regions checks | scenario wall  cpu  changes | "
          "symbolic/scenario cpu")
    scenarios = builtin_scenarios()
    worst = 0.0
    for old, new in itertools.combinations(EDITIONS, 2):
        ws, cs, (regions, size) = median_time(lambda: symbolic_diff(old, new), repeat)
        wd, cd, found = median_time(lambda: changes(scenarios, old, new), repeat)
        worst = max(worst, cs)
        print(f"   {old + ' -> ' + new:<28} {ws:8.2f} {cs:6.2f} {len(regions):6d} {size['checks']:6d} | "
              f"{wd:8.2f} {cd:6.2f} {len(found):6d} | {cs / cd:6.2f}x")
        kinds = {k: sum(r.kind == k for r in regions) for k in KINDS}
        print(f"   {'':<28} regions by kind: " + ", ".join(f"{k} {n}" for k, n in kinds.items()) +
              f"; attack: {size['attack']['symbolic problems']} symbolic problems of "
              f"{size['attack']['configurations']} configurations; sequence: "
              f"{size['sequence']['topics whose rules differ']} stack topics differ")
    print(f"   slowest pair: {worst:.2f} s cpu; target 30 s: {'met' if worst <= 30 else 'MISSED'}")


def bench_cold() -> None:
    print("3. `legality verify` cold, in a fresh process")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run([sys.executable, "-m", "legality", "verify", "--json"], cwd=ROOT, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    print(f"   wall {wall:.2f} s, cpu {cpu:.2f} s, exit {p.returncode} (1: a proof is refuted, see docs/verify.md)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    bench_verify(args.repeat)
    bench_diff(args.repeat)
    bench_cold()


if __name__ == "__main__":
    main()
