"""Attack-resolution figures: medians, measured side by side in one run, with their ratio to the targets.

    python bench/attack.py [--runs N]

Targets (issue 3): 10 modifiers in one group (10! = 3,628,800 orders): all distinct outcomes in <= 50 ms
without enumerating orders; a typical attack with 4 modifiers: <= 1 ms. Each case is timed through
`legality.attack.resolve` (every outcome with its witness order; the step texts are rendered when read, so the
typical attack is also timed with its full JSON rendered). z3 lemmas are cached per process: the first
(cold) run of a case, which proves its lemmas, is reported apart from the median of the warm runs.
"""
from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from model import Card, CardState, CardType, GameState, Player, Strike  # noqa: E402

from legality.attack import AttackSpec, Modifier, resolve  # noqa: E402
from legality.attack.classic_order import order_520  # noqa: E402
from legality.attack.modifiers import State  # noqa: E402
from legality.attack.outcomes import brute_force, reach  # noqa: E402


def card(cid, ctrl, strike=(2, 3, 4)):
    return CardState(cid, Card(cid, CardType.CREATURE, lives=10, strike=Strike(*strike)), controller=ctrl)


STATE = GameState((card("src", Player.FIRST), card("ally", Player.FIRST), card("tgt", Player.SECOND),
                   card("enemy", Player.SECOND)))


def one_group(ops):
    """Modifiers all from the opponent's squad (520.3.c) and of one 520.2 kind: one group of len(ops)."""
    return tuple(Modifier(f"m{i}", op, "enemy", value=v, to=to, round=r)
                 for i, (op, v, to, r) in enumerate(ops))


CASES = {
    "10 ±X in one group (z3 proves order irrelevant)": AttackSpec(
        source="src", target="tgt", tier="medium",
        modifiers=one_group([("add" if i % 2 else "sub", i + 1, None, None) for i in range(10)])),
    "10 strength changes in one group (3 tiers reachable)": AttackSpec(
        source="src", target="tgt", tier="medium",
        modifiers=one_group([("strength", 0, ("weak", "medium", "strong")[i % 3], None) for i in range(10)])),
    "10 ×/÷ with rounding in one group (order matters: DP)": AttackSpec(
        source="src", target="tgt", kind="effect", value=7,
        modifiers=one_group([(op, v, None, "down" if op == "div" else None) for op, v in
                             [("mul", 2), ("div", 2), ("mul", 3), ("div", 3), ("mul", 5), ("div", 5), ("mul", 7),
                              ("div", 7), ("div", 4), ("mul", 4)]])),
    "10 mixed +,×,−,÷ in one 422.4 group (classic-2012; worst)": AttackSpec(
        source="src", target="tgt", kind="effect", value=7,
        modifiers=one_group([(op, v, None, r) for op, v, r in
                             [("add", 1, None), ("add", 2, None), ("mul", 2, None), ("mul", 3, None),
                              ("sub", 1, None), ("sub", 3, None), ("div", 2, "down"), ("div", 3, "up"),
                              ("add", 5, None), ("mul", 5, None)]])),
    "typical attack, 4 modifiers (520 ПРИМЕР 1 shape)": AttackSpec(
        source="src", target="tgt", tier="medium",
        modifiers=(Modifier("king", "add", "ally", 1), Modifier("own1", "add", "src", 1),
                   Modifier("own2", "add", "src", 1), Modifier("to1", "set", "tgt", 1))),
}
EDITION = {"10 mixed +,×,−,÷ in one 422.4 group (classic-2012; worst)": "classic-2012"}
TARGETS = {"typical attack, 4 modifiers (520 ПРИМЕР 1 shape)": 1e-3}
DEFAULT_TARGET = 50e-3


def timed(fn, runs):
    t0 = time.perf_counter()
    fn()
    cold = time.perf_counter() - t0
    ts = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t0)
    return cold, statistics.median(ts)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=21)
    args = ap.parse_args()
    print(f"{'case':58} {'outcomes':>8} {'cold':>10} {'median':>10} {'target':>8} {'ratio':>6}")
    worst = 0.0
    from legality.registry import ruleset
    ruleset("classic"), ruleset("classic-2012")   # load the rule registry once, so "cold" measures the lemmas, not imports
    for name, spec in CASES.items():
        ed = EDITION.get(name, "classic")
        cold, med = timed(lambda: resolve(STATE, spec, ed), args.runs)
        res = resolve(STATE, spec, ed)
        target = TARGETS.get(name, DEFAULT_TARGET)
        worst = max(worst, med / target)
        print(f"{name:58} {len(res.outcomes):>8} {cold * 1e3:>8.2f}ms {med * 1e3:>8.3f}ms "
              f"{target * 1e3:>6.0f}ms {med / target:>6.2f}")
    typical = CASES["typical attack, 4 modifiers (520 ПРИМЕР 1 shape)"]
    _c, med = timed(lambda: resolve(STATE, typical, "classic").to_json(), args.runs)
    worst = max(worst, med / 1e-3)
    print(f"{'typical attack, 4 modifiers, with steps rendered to JSON':58} {1:>8} {'':>10} {med * 1e3:>8.3f}ms "
          f"{1:>6.0f}ms {med / 1e-3:>6.2f}")
    # the same algorithm against enumerating every order, on a group small enough to enumerate (7! = 5040)
    mods = CASES["10 ×/÷ with rounding in one group (order matters: DP)"].modifiers[:7]
    order = order_520(mods, "src", "tgt", lambda c: STATE.card(c).controller.value)
    start = State(None, (7,))
    _c, dp = timed(lambda: reach(order, start, None, True), args.runs)
    _c, bf = timed(lambda: brute_force(order, start, None), 3)
    assert {s.key() for s, _ in reach(order, start, None, True)[0]} == brute_force(order, start, None)
    print(f"7 ×/÷ in one group: DP {dp * 1e3:.2f} ms vs every order ({math.factorial(7)} orders) "
          f"{bf * 1e3:.1f} ms: {bf / dp:.0f}x; same outcome set")
    print(f"worst ratio to target: {worst:.2f} ({'within' if worst <= 1 else 'OVER'} every target)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
