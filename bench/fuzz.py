"""A longer run of the mutation fuzzer of tests/test_fuzz_input.py (same mutations, same in-process CLI path).

    python bench/fuzz.py [--cases N] [--seed S] [--save DIR]
    python bench/fuzz.py --sweep [--save DIR]     # every value of every file replaced by each hostile value

Prints the cases run, the exit codes, the median and slowest case, and every distinct finding (an uncaught
exception, a traceback, an exit code other than 0/1/2, more than one error line, a case over 5 s) with the file
and mutations that made it. With --save, each finding's case is written to DIR to be replayed with
`legality check FILE` (or `legality chain --pool FILE` for a card file).
"""
from __future__ import annotations

import argparse
import collections
import os
import random
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tests"))

import mutations  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=int, default=20_000, help="cases to run (with --sweep: a sample of the sweep)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--save", metavar="DIR", help="write each finding's case here")
    ap.add_argument("--sweep", action="store_true", help="the systematic one-value sweep instead of random cases")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    files = len(mutations.SCENARIOS) + len(mutations.CARD_FILES)
    codes, found, first = collections.Counter(), collections.Counter(), {}
    seconds, slowest = [], (0.0, None)
    start = time.perf_counter()
    cpu = time.process_time()
    with tempfile.TemporaryDirectory() as work:
        if args.sweep:   # the sweep in a fixed random order, so that a bounded run samples every file
            sweep = list(mutations.sweep_cases())
            rng.shuffle(sweep)
            cases = iter(sweep[:args.cases])
        else:
            cases = (mutations.make_case(rng.getrandbits(32), rng.randrange(files), rng.randint(1, 3))
                     for _ in range(args.cases))
        for i, case in enumerate(cases):
            out = mutations.run_case(case, work)
            codes[out.code] += 1
            seconds.append(out.seconds)
            if out.seconds > slowest[0]:
                slowest = (out.seconds, case)
            if out.problem:
                key = out.problem.splitlines()[0][:160]
                found[key] += 1
                if key not in first:
                    first[key] = (case, out)
                    print(f"  finding: {key} ({case.source} after {list(case.steps)})", flush=True)
            if (i + 1) % 1000 == 0:
                print(f"  {i + 1:,} cases, {sum(found.values())} findings, {time.perf_counter() - start:.0f} s",
                      file=sys.stderr)
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    what = "the one-value sweep" if args.sweep else f"seed {args.seed}"
    print(f"{len(seconds):,} cases ({what}) in {wall:.1f} s wall, {cpu:.1f} s CPU")
    print("exit codes: " + ", ".join(f"{c}: {n:,}" for c, n in sorted(codes.items(), key=lambda x: str(x[0]))))
    print(f"per case: median {statistics.median(seconds) * 1000:.1f} ms, slowest {slowest[0]:.2f} s "
          f"({slowest[1].source if slowest[1] else '-'})")
    print(f"findings: {sum(found.values())} in {len(found)} kinds")
    for n, (key, count) in enumerate(found.most_common(), 1):
        case, out = first[key]
        print(f"  {count:>5} × {key}")
        print(f"        first from {case.source} after {list(case.steps)}")
        if args.save:
            os.makedirs(args.save, exist_ok=True)
            path = os.path.join(args.save, f"finding-{n}-{case.kind}.yaml")
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(case.text)
            print(f"        saved: {path}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
