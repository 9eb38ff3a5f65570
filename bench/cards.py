"""Bench: the card-text compiler on the real card bases (issue 11).

Prints, measured in one run:
- coverage per form, share of sentences and of cards with text compiled in full (relaunch and «Онлайн»);
- precision on the gold samples (tests/cards/gold.yaml: seeded random compiled sentences, checked by hand);
- cold compile time of the whole relaunch base in a fresh process on one core (pymorphy3 and the grammar
  loaded inside the timing; lark's analysis of the grammar kept from a previous run, as after a first use;
  with nothing cached, as on a fresh machine, where the grammar tables shipped with the project are read; and
  with the grammars analysed anew), and the time to load it from the cache (file hash included), medians;
- the conflict scan over the compiled relaunch base (findings per kind) on 2 local processes, and a pool ten
  times larger (variants of the real cards: the same feature mix under other names) on 2 local processes and
  on a local Dask cluster of 2 workers (--dask).

    python bench/cards.py [--repeat 3] [--dask]
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from legality.cardtext.resolve import shared_cards_dir  # noqa: E402

CHILD_COMPILE = """
import os, sys, time
sys.path.insert(0, {root!r})
t = time.perf_counter()
from legality.cardtext.pool import compile_base
cb = compile_base({path!r}); cards = cb.cards()
print(time.perf_counter() - t)
"""
CHILD_LOAD = """
import os, sys, time
sys.path.insert(0, {root!r})
from legality.cardtext import cache
import legality.cardtext.pool
t = time.perf_counter()
cards = cache.load_cards({path!r})
print(time.perf_counter() - t)
"""


def child(code: str, env: dict) -> float:
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True,
                         preexec_fn=lambda: os.sched_setaffinity(0, {min(os.sched_getaffinity(0))}))
    return float(out.stdout.strip().splitlines()[-1])


def coverage_lines(path: str) -> list[str]:
    from legality.cardtext.pool import compile_base, coverage
    c = coverage(compile_base(path), top=10)
    out = [f"{os.path.basename(path)}: {c['sentences']} sentences on {c['cards_with_text']} cards with text",
           f"  sentences compiled in full {c['sentences_compiled']}/{c['sentences']} = {100 * c['sentence_share']:.1f} %;"
           f" cards compiled in full {c['cards_compiled_in_full']}/{c['cards_with_text']} = {100 * c['card_share']:.1f} %;"
           f" every sentence compiled or kept as text: {sum(c['forms'].values())} = {c['sentences']}",
           "  per form: " + ", ".join(f"{k} {v}" for k, v in c["forms"].items())]
    out += [f"  not understood: {s['count']:>3}  {s['shape']}" for s in c["not_understood"][:5]]
    return out


def gold_lines() -> list[str]:
    sys.path.insert(0, os.path.join(ROOT, "tests", "cards"))
    from gold_check import check_extra, check_gold      # the same comparisons the tests make
    out = []
    for base, (right, total, wrong) in [*check_gold().items(), *check_extra().items()]:
        if total:
            out.append(f"gold sample {base}: {right}/{total} read right = {100 * right / total:.1f} %"
                       + (f"; wrong: {wrong[:3]}" if wrong else ""))
    return out


def scan(cards, workers=2, dask_client=None):
    from legality.conflicts.executors import DaskExecutor, LocalExecutor
    from legality.conflicts.pool import apps_of
    from legality.conflicts.scan import scan_pool
    entries = [("base", i, c) for i, c in enumerate(cards)]
    ex = DaskExecutor(client=dask_client) if dask_client else LocalExecutor(workers)
    t = time.perf_counter()
    try:
        rep = scan_pool(["base"], entries, apps_of(entries), ex)
    finally:
        ex.close()
    secs = time.perf_counter() - t
    kinds = {"pairs": len(rep.pairs), "shadowed": len(rep.shadowed), "never_apply": len(rep.never),
             "triples": len(rep.triples)}
    return secs, kinds, rep.stats.get("features")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--dask", action="store_true", help="also scan the 10x pool on a local Dask cluster of 2 workers")
    args = ap.parse_args()
    shared = shared_cards_dir()
    if shared is None:
        print("shared/data/cards not found beside the repository", file=sys.stderr)
        return 2
    relaunch = os.path.join(shared, "classic-relaunch-cards.json")
    online = os.path.join(shared, "classic-online-2019-cards.json")
    for line in coverage_lines(relaunch) + coverage_lines(online) + gold_lines():
        print(line)

    first, analysed = [], []
    for _ in range(args.repeat):
        with tempfile.TemporaryDirectory() as tmp:      # nothing cached: a fresh machine (the shipped tables)
            first.append(child(CHILD_COMPILE.format(root=ROOT, path=relaunch), {**os.environ, "XDG_CACHE_HOME": tmp}))
        with tempfile.TemporaryDirectory() as tmp:      # nor shipped: lark analyses the grammars too
            analysed.append(child(CHILD_COMPILE.format(root=ROOT, path=relaunch),
                                  {**os.environ, "XDG_CACHE_HOME": tmp, "LEGALITY_NO_SHIPPED_TABLES": "1"}))
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "XDG_CACHE_HOME": tmp}
        child(CHILD_COMPILE.format(root=ROOT, path=relaunch), env)           # lark keeps its grammar tables
        cold = [child(CHILD_COMPILE.format(root=ROOT, path=relaunch), env) for _ in range(args.repeat)]
        child(CHILD_LOAD.format(root=ROOT, path=relaunch), env)              # fills the cache
        warm = [child(CHILD_LOAD.format(root=ROOT, path=relaunch), env) for _ in range(args.repeat)]
    fm, am = statistics.median(first), statistics.median(analysed)
    cm, wm = statistics.median(cold), statistics.median(warm)
    runs = lambda xs, f=".2f": ", ".join(format(x, f) for x in xs)
    print(f"relaunch base, fresh process on one core: cold compile median {cm:.2f} s (runs {runs(cold)}; the "
          f"grammar's LALR tables cached by lark, the base compiled anew), {fm:.2f} s with nothing cached (runs "
          f"{runs(first)}; the grammar tables shipped with the project), {am:.2f} s with the grammars analysed "
          f"anew (runs {runs(analysed)}); cache load median {wm:.3f} s (runs {runs(warm, '.3f')}); "
          f"cold/cached = {cm / wm:.0f}x; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")

    from legality.cardtext.pool import compile_base
    cards = compile_base(relaunch).cards()
    secs, kinds, feats = scan(cards)
    print(f"conflict scan, compiled relaunch base ({len(cards)} cards, {feats} features that act on cards), "
          f"2 local processes: {secs:.2f} s; findings {json.dumps(kinds)}")
    big = [dataclasses.replace(c, name=f"{c.name} ~{k}") for k in range(10) for c in cards]
    secs10, kinds10, feats10 = scan(big)
    print(f"10x pool ({len(big)} cards, {feats10} features), 2 local processes: {secs10:.2f} s "
          f"({secs10 / secs:.1f}x the real pool); findings {json.dumps(kinds10)}")
    if args.dask:
        from distributed import Client, LocalCluster
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0") as cl, \
                Client(cl) as client:
            secsd, kindsd, _ = scan(big, dask_client=client)
        print(f"10x pool on a local Dask cluster of 2 workers: {secsd:.2f} s ({secsd / secs:.1f}x the real pool "
              f"on local processes); findings {json.dumps(kindsd)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
