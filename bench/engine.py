"""Bench: one engine run with cards acting — a 200-event `sequence` trace, 20 cards on the board, value modifiers
and triggers from the cards (issue 10: at most 0.5 s with the direct evaluator, 2 s with z3).

Ten attackers (first player, lines 2-3) and ten defenders (second player, lines 4-5) stand on the field; the
front rows strike across (each at the card facing it or diagonal to it). Every attacker's text has a
value modifier («+1 к особому удару», classic 520 order) and a trigger («При ударе получает фишку»); every
defender's text has «-1 от особых ударов» and «При получении ран лечится на 1». 100 special strikes are declared and
resolved one by one (200 events): each is valued with the cards' modifiers at its calculation step, fires both
triggers through the chain builder, and is checked for legality as the stack goes. The scenario is parsed and ruled
through the same path as `legality check`. Prints the medians of both engines side by side, and their ratio.
Run: python bench/engine.py [--strikes N] [--runs N]
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

TARGETS = {"fast": 0.5, "z3": 2.0}
SIDE = 10


def _attacker(i: int) -> dict:
    return {"id": f"a{i}", "controller": "first", "cell": [1 + i % 5, 3 - i // 5], "inline": {
        "name": f"Боец {i}", "type": "creature", "cost": 4, "lives": 50, "strike": [1, 2, 3],
        "text": "+1 к особому удару. При ударе получает фишку.",
        "features": [
            {"id": "plus", "text": "+1 к особому удару.", "kind": "permanent",
             "modifier": {"op": "add", "value": 1, "side": "dealt", "attacks": ["special_strike"]}},
            {"id": "tally", "text": "При ударе получает фишку.", "kind": "triggered",
             "params": {"chain": {"event": "strike", "source": "self", "target": "any",
                                  "effect": {"kind": "gain", "source": "self", "target": "self",
                                             "gain": {"counter": "token", "amount": 1}}}}}]}}


def _defender(i: int) -> dict:
    return {"id": f"d{i}", "controller": "second", "cell": [1 + i % 5, 4 + i // 5], "inline": {
        "name": f"Страж {i}", "type": "creature", "cost": 4, "lives": 1000, "strike": [1, 1, 1],
        "text": "-1 от особых ударов. При получении ран лечится на 1.",
        "features": [
            {"id": "minus", "text": "-1 от особых ударов.", "kind": "permanent",
             "modifier": {"op": "sub", "value": 1, "side": "received", "attacks": ["special_strike"]}},
            {"id": "mend", "text": "При получении ран лечится на 1.", "kind": "triggered",
             "params": {"chain": {"event": "wound", "source": "any", "target": "self",
                                  "effect": {"kind": "heal", "source": "self", "target": "self", "set": {"value": 1}}}}}]}}


def scenario_doc(strikes: int) -> dict:
    events = []
    for n in range(strikes):   # the front rows strike: each attacker the defender facing it or diagonal to it
        col = n % 5
        target = min(4, max(0, col + (n // 5) % 3 - 1))
        events.append({"declare": f"s{n}", "action": {"kind": "special_strike", "source": f"a{col}",
                                                       "target": f"d{target}", "param": 2}})
        events.append({"resolve": f"s{n}"})
    return {"title": f"{2 * strikes} events, {2 * SIDE} cards", "edition": "classic",
            "cards": [_attacker(i) for i in range(SIDE)] + [_defender(i) for i in range(SIDE)],
            "state": {"active": "first"}, "question": {"kind": "sequence", "events": events}}


def run_once(doc, engine: str):
    if engine == "z3":
        z3_engine().forget_verdicts()          # each run checks its own questions (solvers stay warm)
    evaluator.forget_verdicts()                # the direct evaluator keeps verdicts too
    t0 = time.perf_counter()
    answer = rule_scenario(parse_scenario("<bench>", doc), engine=engine)[0].answer
    return time.perf_counter() - t0, answer


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--strikes", type=int, default=100)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    doc = scenario_doc(args.strikes)
    run_once(scenario_doc(2), "z3")                 # warm the solver and the rule registry
    times = {"fast": [], "z3": []}
    answer = None
    for _ in range(args.runs):                       # interleaved: a noisy machine slows both alike
        for engine in times:
            t, answer = run_once(doc, engine)
            times[engine].append(t)
    fired = len(answer.fired())
    print(f"{2 * args.strikes} events, {2 * SIDE} cards: verdict {answer.verdict}, {fired} triggers fired, "
          f"{answer.questions} legality questions ({answer.distinct} distinct)")
    for engine, xs in times.items():
        m = statistics.median(xs)
        print(f"{engine:>4}: median {m:.3f} s over {args.runs} runs (min {min(xs):.3f}, max {max(xs):.3f}) = "
              f"{m / TARGETS[engine]:.2f} x the {TARGETS[engine]} s target")
    print(f"ratio z3 / fast: {statistics.median(times['z3']) / statistics.median(times['fast']):.2f}")


if __name__ == "__main__":
    main()
