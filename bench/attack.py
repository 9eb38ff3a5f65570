"""Attack-resolution figures: medians, measured side by side in one run, with their ratio to the targets.

    python bench/attack.py [--runs N]

Targets (issue 3): 10 modifiers in one group (10! = 3,628,800 orders): all distinct outcomes in <= 50 ms
without enumerating orders; a typical attack with 4 modifiers: <= 1 ms. Limits (issue 9): every legal but
too large input (16 and 20 modifiers in one group, 128 and 500 effects on one card, a condition nested 200 and
5,000 deep) answered in <= 5 s, exactly or `unknown` with its cause; each through `rule_scenario` on a
scenario file (parsing included), medians of --limit-runs runs. Each case is timed through
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


def limit_cases(tmp: str) -> dict:
    """name -> scenario path, written from the generators of the limit tests."""
    import importlib.util
    from pathlib import Path

    def load(rel):
        path = Path(__file__).resolve().parent.parent / "tests" / rel
        spec = importlib.util.spec_from_file_location(path.stem, path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return mod
    attack_file = load("attack/test_attack_limits.py").attack_file
    lim = load("test_limits.py")
    condition_file, effects_file, nested = lim.condition_file, lim.effects_file, lim.nested
    d = Path(tmp)
    out = {}

    def sub(name):
        p = d / name
        p.mkdir()
        return p
    out["16 ±X in one group (exact: z3 proves they commute)"] = attack_file(
        sub("a16"), [("add" if i % 2 else "sub", i + 1, None) for i in range(16)], "classic")
    out["20 ±X in one group (exact)"] = attack_file(
        sub("a20"), [("add" if i % 2 else "sub", i + 1, None) for i in range(20)], "classic")
    out["16: 8 × +1, 8 × ×2 in one 422.4 group (exact: 1,272 outcomes)"] = attack_file(
        sub("i16"), [("add", 1, None)] * 8 + [("mul", 2, None)] * 8, "classic-2012", value=3)
    out["20: 3 × +1, 17 × ×2 in one 422.4 group (exact)"] = attack_file(
        sub("i20"), [("add", 1, None)] * 3 + [("mul", 2, None)] * 17, "classic-2012", value=3)
    for n in (16, 20):
        out[f"{n} distinct ×/÷ (rounded) in one group (unknown: bound)"] = attack_file(
            sub(f"m{n}"), [("mul", i + 2, None) if i % 2 else ("div", i + 2, "down") for i in range(n)], "classic")
    for n in (128, 500):
        out[f"{n} permanent effects on one card (exact)"] = effects_file(sub(f"e{n}"), n, "heroes")
    out["128 undecided effects on one card (exact: 6 values)"] = effects_file(sub("u128"), 128, "classic-b",
                                                                             permanent=False)
    out["500 undecided effects on one card (unknown: bound)"] = effects_file(sub("u500"), 500, "classic-b",
                                                                            permanent=False)
    for depth in (200, 5000):
        out[f"condition nested {depth} deep (one-line error)"] = condition_file(sub(f"c{depth}"),
                                                                               nested(depth, "paren"))
    return out


def limits(runs: int) -> float:
    """Median seconds of each limit case and the worst ratio to the 5 s target."""
    import tempfile

    from legality.api import rule_scenario
    from legality.errors import InputError
    from legality.scenario import parse_scenario

    def rule(path):
        try:
            (r,) = rule_scenario(parse_scenario(path))
        except InputError:
            return "error (exit 2)"
        a = r.answer
        return getattr(a, "result", a).verdict

    worst = 0.0
    print(f"\n{'limit case (issue 9)':58} {'answer':>14} {'median':>10} {'target':>8} {'ratio':>6}")
    with tempfile.TemporaryDirectory() as tmp:
        for name, path in limit_cases(tmp).items():
            verdict = rule(path)
            _c, med = timed(lambda: rule(path), runs)
            worst = max(worst, med / 5.0)
            print(f"{name:58} {verdict:>14} {med:>9.2f}s {5:>7}s {med / 5.0:>6.2f}")
    return worst


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=21)
    ap.add_argument("--limit-runs", type=int, default=3)
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
    worst = max(worst, limits(args.limit_runs))
    print(f"worst ratio to target: {worst:.2f} ({'within' if worst <= 1 else 'OVER'} every target)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
