"""Bench: how `legality conflicts` and `legality chain --pool` grow with the pool, 1k to 50k cards.

Two kinds of pool for the conflict scan:
  copies  the built-in cards copied under new names: the worst case, every copy of a card meets every copy
          of the cards it contradicts, so the pairs that can meet grow with the square of the pool;
  real    the feature mix of the real relaunch base (bench/conflicts.py reads its sentences' shapes), topped
          up with variants of its cards.
Each size is scanned through the command's own entry point (`cmd_conflicts.report`, JSON output counted
and thrown away) in a fresh process, so the memory peaks are that run's: the main process and the largest
local worker (resource.getrusage), or each Dask worker. 1k-10k run on 2 local worker processes; 50k on a
local Dask cluster of 2 worker processes on the loopback address, each limited to 4 GB. The static trigger
graph (`cmd_chain.pool_graph`) is built for copies of the built-in chain cards.

    python bench/pool_scale.py [--sizes 1000,2000,5000,10000] [--big 50000] [--repeat 1] [--no-big]

Targets (2 cores): 10k cards at most 30 s and 2 GB; 50k on the Dask cluster at most 5 minutes and 4 GB a
worker; `chain --pool` with 10k cards at most 30 s. Printed: medians of --repeat runs, memory peaks, the
growth from one size to the next and from the first to the last.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from dataclasses import replace
from types import SimpleNamespace

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

MB = 2**20


class Counting:
    """A stdout that counts what is written and keeps none of it."""

    def __init__(self):
        self.bytes = 0

    def write(self, s: str) -> int:
        self.bytes += len(s.encode("utf-8"))
        return len(s)

    def flush(self) -> None:
        pass


def copies_of(base: list, n: int) -> list:
    out = []
    for i in range(n):
        path, idx, card = base[i % len(base)]
        k = i // len(base)
        out.append((f"copy{k}:{path}", idx, replace(card, name=card.name + (f" {k}" if k else ""))))
    return out


def conflict_pool(kind: str, n: int) -> list:
    if kind == "copies":
        from legality.conflicts.pool import load_pool, pool_paths
        return copies_of(load_pool(pool_paths([])), n)
    import importlib.util
    spec = importlib.util.spec_from_file_location("bench_conflicts", os.path.join(ROOT, "bench", "conflicts.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.generate(n)


def _worker_peak() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def one_conflicts(kind: str, n: int, dask: bool) -> dict:
    """One scan in this process: seconds, peaks, output size, findings."""
    from legality.cli.cmd_conflicts import report
    t0 = time.perf_counter()
    cards = conflict_pool(kind, n)
    made = time.perf_counter() - t0
    out = Counting()
    cluster = client = None
    if dask:
        from distributed import Client, LocalCluster
        cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                               protocol="tcp://", dashboard_address=None, memory_limit="4GB")
        client = Client(cluster)
    args = SimpleNamespace(json=True, limit=None, workers=2, timings=False,
                           scheduler=cluster.scheduler_address if dask else None)
    try:
        t0 = time.perf_counter()
        report(["bench"], cards, args, out)
        seconds = time.perf_counter() - t0
        workers = sorted(client.run(_worker_peak).values()) if dask else \
            [resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024]
    finally:
        if client is not None:
            client.close()
            cluster.close()
    return {"seconds": seconds, "pool_seconds": made, "main_peak": _worker_peak(), "worker_peak": max(workers),
            "output": out.bytes, "cards": len(cards)}


def one_chain(n: int) -> dict:
    from legality.cli.cmd_chain import pool_graph
    from legality.cards_io import BUILTIN_DIR
    from legality.triggers import load_pool
    cards, trigs = load_pool(os.path.join(BUILTIN_DIR, "chain-examples.yaml"))
    pool, all_trigs = [], {}
    k = 0
    while len(pool) < n:
        for c in cards[:n - len(pool)]:
            name = f"{c.name} {k}" if k else c.name
            pool.append(replace(c, name=name))
            for f in c.features:
                t = trigs.get((c.name, f.id))
                if t is not None:
                    by = f"{t.by_card} {k}" if (k and t.by_card) else t.by_card
                    all_trigs[(name, f.id)] = replace(t, card=name, by_card=by)
        k += 1
    t0 = time.perf_counter()
    g, _, found = pool_graph(pool, all_trigs, "classic")
    seconds = time.perf_counter() - t0
    return {"seconds": seconds, "main_peak": _worker_peak(), "worker_peak": 0, "cards": len(pool),
            "nodes": g.graph["features"], "edges": g.graph["edges"], "cycles": len(found),
            "biggest": max((len(c.features) for c in found), default=0)}


def measure(what: str, kind: str, n: int, dask: bool = False) -> dict:
    """Run one measurement in a fresh process (its own memory peak), return its figures."""
    cmd = [sys.executable, os.path.abspath(__file__), "--one", what, kind, str(n)] + (["--dask"] if dask else [])
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)
    if r.returncode != 0:
        raise SystemExit(f"{' '.join(cmd[2:])} failed: {r.stderr.strip().splitlines()[-1:]}")
    return json.loads(r.stdout.strip().splitlines()[-1])


def row(label: str, runs: list[dict], prev: dict | None, first: dict | None, limit_s: float,
        limit_mb: float) -> dict:
    med = {k: statistics.median(r[k] for r in runs) for k in ("seconds", "main_peak", "worker_peak")}
    med.update({k: runs[0][k] for k in runs[0] if k not in med})
    growth = ""
    if prev:
        growth = f"  ×{med['seconds'] / prev['seconds']:.2f} time, ×{med['main_peak'] / prev['main_peak']:.2f} " \
                 f"memory vs {prev['cards']:,}"
    peak = max(med["main_peak"], med["worker_peak"]) / MB
    ok = "met" if med["seconds"] <= limit_s and peak <= limit_mb else "NOT met"
    extra = (f", output {med['output'] / MB:.2f} MB" if "output" in med else
             f", {med['nodes']:,} triggers, {med['edges']:,} edges, {med['cycles']} cycles "
             f"(largest {med['biggest']:,} triggers)")
    print(f"  {label:<34} {med['seconds']:8.2f} s  main {med['main_peak'] / MB:7.0f} MB  worker "
          f"{med['worker_peak'] / MB:6.0f} MB{extra}  [≤{limit_s:g} s, ≤{limit_mb / 1024:g} GB: {ok}]{growth}")
    return med


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1000,2000,5000,10000")
    ap.add_argument("--big", type=int, default=50000, help="the size run on a local Dask cluster")
    ap.add_argument("--no-big", action="store_true")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--one", nargs=3, metavar=("WHAT", "KIND", "N"), help=argparse.SUPPRESS)
    ap.add_argument("--dask", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        what, kind, n = args.one
        res = one_chain(int(n)) if what == "chain" else one_conflicts(kind, int(n), args.dask)
        print(json.dumps(res))
        return 0
    sizes = [int(x) for x in args.sizes.split(",")]
    print(f"pool scale on {os.cpu_count()} cores; medians of {args.repeat} run(s) each, every run in a fresh "
          f"process; memory = peak resident set")
    for kind in ("copies", "real"):
        print(f"legality conflicts --json, {kind} pool ({'built-in cards copied' if kind == 'copies' else 'feature mix of the real relaunch base'}):")
        first = prev = None
        for n in sizes:
            med = row(f"{n:,} cards, 2 local workers", [measure("conflicts", kind, n) for _ in range(args.repeat)],
                      prev, first, 30 if n <= 10000 else 300, 2048 if n <= 10000 else 4096)
            first, prev = first or med, med
        if not args.no_big:
            med = row(f"{args.big:,} cards, Dask 2 workers", [measure("conflicts", kind, args.big, dask=True)
                                                            for _ in range(args.repeat)], prev, first, 300, 4096)
            prev = med
        print(f"  growth from {first['cards']:,} to {prev['cards']:,} cards (×{prev['cards'] / first['cards']:g}): "
              f"time ×{prev['seconds'] / first['seconds']:.1f}, main memory ×{prev['main_peak'] / first['main_peak']:.1f}"
              f" (pairs of cards ×{(prev['cards'] / first['cards']) ** 2:,.0f})")
    print("legality chain --pool (the static trigger graph), built-in chain cards copied:")
    first = prev = None
    for n in sizes + ([] if args.no_big else [args.big]):
        med = row(f"{n:,} cards", [measure("chain", "copies", n) for _ in range(args.repeat)], prev, first, 30
                  if n <= 10000 else 300, 2048 if n <= 10000 else 4096)
        first, prev = first or med, med
    print(f"  growth from {first['cards']:,} to {prev['cards']:,} cards: time ×{prev['seconds'] / first['seconds']:.1f}, "
          f"edges ×{prev['edges'] / max(1, first['edges']):.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
