"""Bench: the pool scan of `legality conflicts` on a generated pool of 2,000 cards.

The pool is generated from the real card base (../shared/data/cards/classic-relaunch-cards.json): each card's
sentences are read for the feature shapes the card language models («не может …», «может …», «получает …»,
«теряет …», «становится тёмным …», conditions such as «раненое», «стоимостью N или менее»), and the base is
topped up to the wanted size with variants of its cards (the same shapes on other cards). Prints medians of
repeated runs with 1 and 2 local worker processes, measured side by side (interleaved) in one run.

    python bench/conflicts.py [--cards 2000] [--repeat 3] [--dense]

--dense stresses the scan beyond a realistic mix: every card gets one acting feature, a shape drawn (seeded)
from those parsed out of the whole base.
"""
from __future__ import annotations

import argparse
import gc
import hashlib
import json
import os
import random
import re
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from model import ActionKind, Card, CardType, Cost, Feature, FeatureKind, Modality, Strike  # noqa: E402
from legality.card_effects import Effect, Targets, parse_condition  # noqa: E402
from legality.conflicts.executors import LocalExecutor  # noqa: E402
from legality.conflicts.pool import apps_of  # noqa: E402
from legality.conflicts.scan import scan_pool  # noqa: E402
from legality.expr import TRUE  # noqa: E402

# the shared data sits beside the checkout (../shared), or two levels up for a git worktree (wt/NAME)
DATA = next((p for p in (os.path.join(ROOT, *up, "shared", "data", "cards", "classic-relaunch-cards.json")
                         for up in (("..",), ("..", ".."))) if os.path.exists(p)),
            os.path.join(ROOT, "..", "shared", "data", "cards", "classic-relaunch-cards.json"))
TYPES = {0: "creature", 1: "flyer", 2: "artifact", 3: "spell", 4: "support", 5: "terrain"}
COLORS = {1: "steppe", 2: "mountain", 4: "forest", 8: "swamp", 16: "dark", 32: "neutral"}
ACTIONS = [("атак", "simple_strike"), ("защитник", "assign_defender"), ("двига", "move"), ("перемещ", "move"),
           ("накаплив", "accumulate_token"), ("получать {counter}", "receive_token"), ("{counter}", "receive_token"),
           ("стрел", "shot"), ("выстрел", "shot"), ("открыва", "open"), ("закрыва", "close"),
           ("заклинани", "spell"), ("лечи", "heal"), ("излеч", "heal"), ("ран", "wound"), ("метан", "throw")]
ELEMENT_WORDS = {"темн": "dark", "нейтральн": "neutral", "степн": "steppe", "горн": "mountain", "лесн": "forest",
                 "болотн": "swamp"}


def _targets(s: str) -> Targets:
    low = s.casefold()
    ctl = "enemy" if "противник" in low else ("own" if re.search(r"\bваш", low) else "any")
    if re.search(r"существ|дит|геро|карт", low) or ctl != "any":
        return Targets("cards", ctl, ("hero",) if "геро" in low else ("creature", "flyer"))
    return Targets("self")


def _condition(s: str, path: str):
    low, parts = s.casefold(), []
    if "ранен" in low:
        parts.append("subject.wounds >= 1")
    m = re.search(r"стоимост\w* (\d+) или мен", low)
    if m:
        parts.append(f"subject.cost <= {m.group(1)}")
    for word, el in ELEMENT_WORDS.items():
        if re.search(word + r"\w* (существ|карт|геро)", low):
            parts.append(f"subject.element == {el}")
            break
    if "закрыт" in low:
        parts.append("subject.open == false")
    text = " and ".join(parts)
    return (parse_condition(text, path, 0, "condition"), text) if text else (TRUE, "")


def _kind(s: str) -> FeatureKind:
    if ":" in s or "{tap}" in s:
        return FeatureKind.ACTIVATED
    if re.match(r"\s*(При|Когда|В начале|В конце|После)", s):
        return FeatureKind.TRIGGERED
    return FeatureKind.PERMANENT


def _acts(phrase: str) -> tuple:
    """Action kinds named by the words right after «может» / «не может»."""
    head = " ".join(phrase.split()[:3])
    return tuple(dict.fromkeys(ActionKind(a) for w, a in ACTIONS if w in head))[:2]


def features_of(text: str) -> list[Feature]:
    out = []
    for i, s in enumerate(x.strip() for x in re.split(r"\.\s*", text) if x.strip()):
        low, fid, kind = s.casefold(), f"f{i}", _kind(s)
        forbid = re.search(r"\bне мож(?:ет|ут) (.*)", low)
        permit = re.match(r"\s*мож(?:ет|ут) (.*)", low)
        if forbid and _acts(forbid.group(1)):
            t = _targets(s)
            scope = {"self": "self", "enemy": "enemy_creatures", "own": "own_creatures"}.get(
                t.who if t.who == "self" else t.controller, "all_creatures")
            out.append(Feature(fid, s, FeatureKind.PERMANENT, Modality.FORBID, _acts(forbid.group(1)), "subject",
                               scope))
        elif permit and _acts(permit.group(1)):
            out.append(Feature(fid, s, kind, Modality.PERMIT, _acts(permit.group(1)), "subject", "self"))
        elif m := re.search(r"теря\w+ (все )?(особенност|оссобенност|[А-ЯЁ]\w+)", s):
            ability = "all" if m.group(2).startswith(("особенност", "оссобенност")) else m.group(2).casefold()
            cond, ctext = _condition(s, "bench")
            out.append(_effect(fid, s, kind, Effect("remove", _targets(s), cond, ctext, ability=ability)))
        elif m := re.search(r"станов\w+ (темн|нейтральн|степн|горн|лесн|болотн)", low):
            cond, ctext = _condition(s, "bench")
            el = ELEMENT_WORDS[m.group(1)]
            out.append(_effect(fid, s, kind, Effect("set", _targets(s), cond, ctext, "element", el)))
        elif m := re.search(r"{strike}[^.]*станов\w+ (\d)-(\d)-(\d)", s):
            out.append(_effect(fid, s, kind, Effect("set", _targets(s), TRUE, "", "strike",
                                                    tuple(int(v) for v in m.groups()))))
        elif m := re.search(r"получа\w+ (\{(?:ova|ovz|ovs|armor|regen|direct|zom|zor|stamina)\}|[А-ЯЁ][а-яё]+|полет|"
                            r"защиту от \w+)", s):
            cond, ctext = _condition(s, "bench")
            out.append(_effect(fid, s, kind, Effect("grant", _targets(s), cond, ctext, ability=m.group(1).casefold())))
    return out


def _effect(fid, text, kind, eff) -> Feature:
    return Feature(fid, text, kind, params=(("card_effect", eff),))


def generate(n: int, seed: int = 5) -> list[tuple[str, int, Card]]:
    rng = random.Random(seed)
    with open(DATA, encoding="utf-8") as fh:
        base = json.load(fh)
    cards = []
    for i in range(n):
        origin = base[i % len(base)]
        variant = i // len(base)
        # a variant: the same text on the type, element and cost of another card (names stay unique)
        src = base[rng.randrange(len(base))] if variant else origin
        hit = src.get("hit") or [1, 1, 1]
        card = Card(name=origin["name"] + (f" {variant + 1}" if variant else ""),
                    type=CardType(TYPES.get(src["type"], "creature")), cost=Cost(int(src.get("cost") or 0)),
                    lives=src.get("life"), strike=Strike(*hit[:3]) if len(hit) >= 3 else None,
                    elements=(COLORS.get(src["color"], "neutral"),), features=tuple(features_of(origin["text"])))
        cards.append(("generated", i, card))
    return cards


def densify(cards, seed: int = 3):
    from dataclasses import replace
    rng = random.Random(seed)
    shapes = [f for _, _, c in cards for f in c.features]
    return [(p, i, replace(c, features=(replace(rng.choice(shapes), id="f0"),))) for p, i, c in cards]


def fingerprint(report) -> str:
    """What a scan found, witnesses included, as a digest (the reports themselves are not kept)."""
    rows = [(p["a"]["card"], p["a"]["feature"], p["b"]["card"], p["b"]["feature"], sorted(p["witness"].items()))
            for p in report.pairs]
    rows += [(t["third"]["card"], t["removes"]["card"], t["winner"]["card"]) for t in report.triples]
    return hashlib.sha256(repr(rows).encode()).hexdigest()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cards", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--dense", action="store_true", help="every card one acting feature (a stress test)")
    ap.add_argument("--no-share", action="store_true",
                    help="ask z3 once per candidate pair, not once per distinct question (to see z3 scale)")
    args = ap.parse_args()
    cards = densify(generate(args.cards)) if args.dense else generate(args.cards)
    apps = apps_of(cards)
    kinds = {}
    for a in apps:
        kinds[a.kind] = kinds.get(a.kind, 0) + 1
    print(f"pool: {len(cards)} cards, {sum(len(c.features) for _, _, c in cards)} features parsed from the card "
          f"texts, {len(apps)} act on cards ({', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))})")
    times = {1: [], 2: []}
    prints, stats, found, groups = {}, None, None, None
    for _ in range(args.repeat):
        for w in (1, 2):
            gc.collect()
            t0 = time.perf_counter()
            with LocalExecutor(w) as executor:
                report = scan_pool(["generated"], cards, apps, executor, share=not args.no_share)
            times[w].append(time.perf_counter() - t0)
            prints[w] = fingerprint(report)
            stats, found = report.stats, report.stats["found"]
            groups = (len(report.pairs), len(report.shadowed), len(report.never), len(report.triples))
            del report
    assert prints[1] == prints[2], "1 and 2 workers must find the same"
    s = stats
    m1, m2 = statistics.median(times[1]), statistics.median(times[2])
    print(f"pairs of cards: {s['card_pairs']:,}; pairs of features acting on cards: {s['all_pairs']:,}; put "
          f"side by side by the index: {s['indexed_pairs']:,}; able to meet by type: {s['candidate_pairs']:,} "
          f"(share of feature pairs {s['candidate_pairs'] / s['all_pairs']:.2%}), in {s['z3_pairs']:,} groups of "
          f"one shape pair that reach z3; z3 jobs (pair groups, never-applies, shadowing, triples): "
          f"{s['z3_jobs']:,}, distinct z3 questions among them: {s['z3_questions']:,}")
    print(f"findings: {found['pairs']:,} contradicting pairs, {found['shadowed']:,} shadowed, {found['never']:,} "
          f"never apply, {found['triples']:,} triples; printed as {groups[0]} + {groups[1]} + {groups[2]} + "
          f"{groups[3]} findings (one per pair of sentences)")
    print(f"full scan, median of {args.repeat}: 1 worker {m1:.2f} s, 2 workers {m2:.2f} s "
          f"(limit 60 s on 2 cores: {'met' if m2 <= 60 else 'NOT met'})")
    print(f"card pairs per second (card pairs / scan time): 1 worker {s['card_pairs'] / m1:,.0f}, "
          f"2 workers {s['card_pairs'] / m2:,.0f}; candidate pairs per second: 1 worker "
          f"{s['candidate_pairs'] / m1:,.0f}, 2 workers {s['candidate_pairs'] / m2:,.0f}")
    print(f"speed-up from 1 to 2 workers (ratio of medians): {m1 / m2:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
