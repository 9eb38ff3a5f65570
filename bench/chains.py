"""Trigger-chain figures, measured side by side in one run (medians of repeated runs, and their ratios).

  1. Expanding a chain of n links (n = 1k, 10k, 100k), then building its DiGraph (shown apart): a ring of n cards where card i's
     feature answers event k{i} with event k{i+1}; the last answers with k0, so the chain is cut at link n+1
     (classic 522). Target: 100k links in at most 1 s, growing linearly.
  2. The static "can trigger" graph of a generated 1,000-card pool and its cycles. Target: at most 5 s.

Run: python bench/chains.py [--repeat N]
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from model import Card, CardState, CardType, GameState  # noqa: E402

from graphs.chain import Event, expand  # noqa: E402
from graphs.static import build, cycles  # noqa: E402
from legality.chain_rules import COUNTERSTRIKE, ChainRules, event_classes  # noqa: E402
from legality.triggers import EffectSpec, Trigger, load_pool  # noqa: E402


def ring(n: int):
    cards, trig = [], {}
    for i in range(n):
        cid = f"c{i}"
        cards.append(CardState(cid, Card(f"Звено {i}", CardType.CREATURE)))
        trig[cid] = (Trigger(f"Звено {i}", "relay", (f"k{i}",), effect=EffectSpec(f"k{(i + 1) % n}")),)
    return GameState(tuple(cards)), trig


def median_time(fn, repeat: int) -> tuple[float, object, float]:
    """Median wall time, the result, and median CPU time of the process (the machine may be shared)."""
    times, cpu, out = [], [], None
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), time.process_time()
        out = fn()
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    return statistics.median(times), out, statistics.median(cpu)


def bench_chain(repeat: int) -> None:
    print("1. chain expansion, classic 522 (target: 100,000 links in at most 1 s)")
    print("   links     expand wall  µs/link  ratio to 1k |  expand cpu  µs/link  ratio |  DiGraph wall  µs/link  ratio")
    base = gbase = cbase = None
    for n in (1_000, 10_000, 100_000):
        state, trig = ring(n)
        rules = ChainRules(state, "classic", trig)
        t, ch, c = median_time(lambda: expand(Event("k0", None, None), rules, limit=n + 10), repeat)
        assert ch.stop == "cut" and len(ch.executed) == n and ch.cut.repeats == 0
        tg, g, _ = median_time(ch.graph, repeat)
        assert g.number_of_nodes() == n + 1
        per, gper, cper = t / n * 1e6, tg / n * 1e6, c / n * 1e6
        base, gbase, cbase = base or per, gbase or gper, cbase or cper
        print(f"   {n:>7,}  {t * 1000:9.1f} ms  {per:7.2f}  {per / base:11.2f} | {c * 1000:8.1f} ms  {cper:7.2f}"
              f"  {cper / cbase:5.2f} | {tg * 1000:9.1f} ms  {gper:7.2f}  {gper / gbase:5.2f}")


POOL_KINDS = ["strike", "gain", "enter", "wound", "heal", "move", "open", "close", "die", "naim"] + \
             [f"k{i}" for i in range(20)]
RELS = ["self", "ally", "enemy", "other", "any"]


def pool_yaml(n: int, seed: int = 7) -> str:
    rnd = random.Random(seed)
    out = ["cards:"]
    for i in range(n):
        out += [f"  - name: Карта {i}", "    type: creature", "    features:"]
        for j in range(rnd.randint(1, 3)):
            on = rnd.choice(POOL_KINDS)
            kind = rnd.choice(POOL_KINDS)
            out += [f"      - id: f{j}", f"        text: особенность {j}", "        kind: triggered",
                    "        params:", "          chain:", f"            event: {on}",
                    f"            target: {rnd.choice(RELS)}",
                    f"            effect: {{kind: {kind}, target: {rnd.choice(['self', 'event.source', 'event.target'])}}}"]
    return "\n".join(out) + "\n"


def bench_pool(repeat: int) -> None:
    print("2. static 'can trigger' graph of a generated 1,000-card pool")
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "pool.yaml")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(pool_yaml(1000))
        t_parse, (cards, trigs), _ = median_time(lambda: load_pool(path), repeat)
    order = [trigs[(c.name, f.id)] for c in cards for f in c.features if (c.name, f.id) in trigs]

    def run():
        g, _ = build(order + [COUNTERSTRIKE], lambda e: event_classes(e, "classic"))
        return g, cycles(g)
    t, (g, found), c = median_time(run, repeat)
    biggest = max((len(c.features) for c in found), default=0)
    print(f"   {len(cards):,} cards, {g.number_of_nodes():,} features, {g.number_of_edges():,} edges, "
          f"{len(found)} cyclic components (largest {biggest} features)")
    print(f"   graph + cycles: median {t * 1000:8.1f} ms wall, {c * 1000:8.1f} ms cpu   "
          f"(target 5,000 ms: {t / 5:.1%} of it)")
    print(f"   reading and validating the pool file (not part of the target): median {t_parse * 1000:8.1f} ms")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    bench_chain(args.repeat)
    bench_pool(args.repeat)


if __name__ == "__main__":
    main()
