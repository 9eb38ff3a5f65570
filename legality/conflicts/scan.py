"""The pool scan: index → candidate pairs → z3 witnesses (on an executor) → winners by the precedence data.

Phase 1 asks, for every candidate pair, whether both features can apply to one card at one time (a witness
situation) and, for every feature, whether it can apply at all. Phase 2 asks, for the contradicting pairs
found, whether a prohibition shadows a permission everywhere and whether a third card's removal effect can
take one side's feature away so that the other stands (a triple). Each distinct z3 question is asked once
(`Questions`). Winners are decided in the main process (`winners.rulings`).
"""
from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field

from ..card_effects import show
from ..cards_io import family
from . import witness as W
from .index import candidates, who_compatible
from .pool import App
from .replay import shown, state_plan
from .winners import rulings

CHUNK = 200


# -- work done in the workers (module-level functions: they pickle) -----------------------------------------
def run_chunk(chunk: list[tuple], shared) -> list:
    token, apps = shared
    W.use_pool(token)
    out = []
    for job in chunk:
        what = job[0]
        if what == "pair":
            out.append(W.pair_witness(apps[job[1]], apps[job[2]]))
        elif what == "never":
            out.append(W.never_applies(apps[job[1]]))
        elif what == "shadow":
            out.append(W.always_with(apps[job[1]], apps[job[2]]))
        else:
            out.append(W.triple_witness(apps[job[1]], apps[job[2]], apps[job[3]], job[4]))
    return out


def _chunks(jobs: list, workers: int) -> list[list]:
    size = max(20, min(CHUNK, len(jobs) // (workers * 4) + 1))
    return [jobs[i:i + size] for i in range(0, len(jobs), size)]


class Questions:
    """The z3 question each job asks. Features whose z3 answers cannot differ share a question (their
    interned `App.z3_key`); features of one card together are asked as themselves. Without sharing, every
    job is its own question."""

    def __init__(self, apps: tuple, share: bool = True):
        self.keys = question_keys(apps) if share else None
        cards: dict[tuple, int] = {}
        self.card = tuple(cards.setdefault(a.card_key, len(cards)) for a in apps)
        self.asked: set = set()

    def of(self, job: tuple, uids: tuple, extra: tuple = ()):
        if self.keys is None:
            return None
        if len({self.card[u] for u in uids}) < len(uids):
            q = (job[0], *uids, *extra)
        else:
            q = (job[0], *[-1 - self.keys[u] for u in uids], *extra)
        self.asked.add(q)
        return q


def run_jobs(executor, jobs: list, questions: list, shared: tuple) -> list:
    """Run each distinct question once and give every job its answer, in order (a None question is asked
    on its own)."""
    first: dict = {}
    for i, q in enumerate(questions):
        first.setdefault(q if q is not None else ("job", i), i)
    distinct = sorted(first.values())
    results = executor.map(run_chunk, _chunks([jobs[i] for i in distinct], executor.workers), shared)
    answer = dict(zip(distinct, (r for chunk in results for r in chunk)))
    return [answer[first[q if q is not None else ("job", i)]] for i, q in enumerate(questions)]


def question_keys(apps) -> tuple[int, ...]:
    """Each feature's `z3_key`, interned: features whose z3 answers cannot differ share a number."""
    seen: dict[tuple, int] = {}
    return tuple(seen.setdefault(a.z3_key, len(seen)) for a in apps)


# -- the scan ----------------------------------------------------------------------------------------------
@dataclass
class Report:
    files: list[str]
    cards: int
    apps: list[App]
    pairs: list[dict] = field(default_factory=list)
    shadowed: list[dict] = field(default_factory=list)
    never: list[dict] = field(default_factory=list)
    triples: list[dict] = field(default_factory=list)
    stats: dict = field(default_factory=dict)


def ref(a: App) -> dict:
    return {"card": a.card, "feature": a.feature, "text": a.text, "file": a.file, "line": a.line,
            "kind": a.kind, "permanent": a.permanent}


def scan_pool(files: list[str], cards: list, apps: list[App], executor, share: bool = True) -> Report:
    """Scan a pool: `cards` as `pool.load_pool` gives them, `apps` their features (`pool.apps_of`)."""
    t0 = time.perf_counter()
    report = Report(files, len(cards), apps)
    games: dict[str, int] = {}
    for _path, _i, card in cards:
        games[family(card.edition)] = games.get(family(card.edition), 0) + 1
    card_pairs = sum(n * (n - 1) // 2 for n in games.values())
    cand = candidates(apps)
    by_uid = tuple(apps)
    refs = [ref(a) for a in by_uid]
    shared = (uuid.uuid4().hex, by_uid)
    qs = Questions(by_uid, share)
    jobs = [("pair", x, y) for x, y, _ in cand.pairs] + [("never", a.uid) for a in apps]
    results = run_jobs(executor, jobs, [qs.of(j, j[1:]) for j in jobs], shared)
    pair_results, never_results = results[:len(cand.pairs)], results[len(cand.pairs):]
    found = []
    for (x, y, touched), wit in zip(cand.pairs, pair_results):
        if wit is None:
            continue
        a, b = by_uid[x], by_uid[y]
        found.append((a, b))
        if "unknown" in wit:
            situation, state = f"unknown: the solver gave up ({wit['unknown']})", None
        else:
            situation = describe(wit, a, b, touched)
            state = shown(state_plan([a, b], wit, touched))
        report.pairs.append({"kind": _contradiction(a, b), "touches": touched, "a": refs[x], "b": refs[y],
                             "witness": wit, "situation": situation, "state": state,
                             "rulings": rulings(a, b, a.kind)})
    report.never = [refs[a.uid] for a, never in zip(apps, never_results) if never]
    # phase 2: shadowing (deontic pairs) and triples: a third card's effect removes one side's feature from
    # the card both apply to (its own card), so the other side stands whoever would have won
    removers = [r for r in apps if r.kind == "ability" and not r.value]
    can_remove: dict[int, list[App]] = {}
    jobs2, qs2, meta2 = [], [], []
    for a, b in found:
        if a.kind == "deontic":
            jobs2.append(("shadow", a.uid, b.uid))
            qs2.append(qs.of(jobs2[-1], (a.uid, b.uid)))
            meta2.append(("shadow", a, b, None, None))
        # removing a permission only ends the conflict; removing the prohibition changes its winner
        sides = (("b", b, a),) if a.kind == "deontic" else (("a", a, b), ("b", b, a))
        for side, gone, stays in sides:
            # a remover taking away the granting side only repeats what the removing side does
            if gone.who != "self" or (stays.kind == "ability" and not stays.value):
                continue
            if gone.uid not in can_remove:
                can_remove[gone.uid] = [r for r in removers if r.game == gone.game and who_compatible(r, gone)
                                        and (r.ability == "all" or r.ability in gone.names)]
            for r in can_remove[gone.uid]:
                if r.uid not in (a.uid, b.uid):
                    jobs2.append(("triple", a.uid, b.uid, r.uid, side))
                    qs2.append(qs.of(jobs2[-1], (a.uid, b.uid, r.uid), (side,)))
                    meta2.append(("triple", a, b, r, (gone, stays)))
    for (what, a, b, r, sides), res in zip(meta2, run_jobs(executor, jobs2, qs2, shared)):
        if what == "shadow" and res:
            report.shadowed.append({"feature": refs[a.uid], "by": refs[b.uid], "rulings": rulings(a, b, "deontic")})
        elif what == "triple" and res:
            gone, stays = sides
            report.triples.append({"pair": [refs[a.uid], refs[b.uid]], "third": refs[r.uid],
                                   "removes": refs[gone.uid], "winner": refs[stays.uid], "witness": res,
                                   "change": f"{r.card} removes «{gone.text}» from {gone.card}: "
                                             f"{stays.card}'s «{stays.text}» stands, in any order"})
    elapsed = time.perf_counter() - t0
    z3_jobs = len(jobs) + len(jobs2)
    report.stats = {"cards": len(cards), "features": len(apps), "card_pairs": card_pairs,
                    "z3_questions": len(qs.asked) if share else len(jobs) + len(jobs2),
                    "all_pairs": cand.all_pairs, "indexed_pairs": cand.indexed, "z3_pairs": len(cand.pairs),
                    "z3_share": round(len(cand.pairs) / cand.all_pairs, 6) if cand.all_pairs else 0.0,
                    "z3_jobs": z3_jobs, "conflicts": len(report.pairs), "seconds": round(elapsed, 3),
                    "card_pairs_per_second": round(card_pairs / elapsed, 1) if elapsed else 0.0,
                    "workers": executor.workers, "where": executor.where}
    return report


def _contradiction(a: App, b: App) -> str:
    if a.kind == "deontic":
        return f"{a.modality} vs forbid"
    if a.kind == "property":
        return f"{a.prop}: {show(a.value)} vs {show(b.value)}"
    return "grant vs remove"


def describe(w: dict, a: App, b: App, touched: str) -> str:
    """The witness situation in words (facts no feature mentions are left out: any value will do)."""
    said = [f"{k.split('.', 1)[1]} {v}" for k, v in w.items() if k.startswith("subject.") and k != "subject.type"]
    subj = f"a {w.get('subject.type', 'card')}" + (f" ({', '.join(said)})" if said else "")
    parts = [f"subject: {subj}"]
    for side, app in (("a", a), ("b", b)):
        if w.get(f"{side}.is_subject"):
            rel = "is the subject"
        elif w.get(f"{side}.carries"):
            rel = "is attached to the subject"
        elif f"{side}.ally" in w:
            rel = "is on the subject's side" if w[f"{side}.ally"] else "is on the opposing side"
        else:
            rel = "is in play"
        parts.append(f"{app.card} {rel}")
    if a.kind == "deontic":
        kind, end = touched.split("@")
        parts.append(f"action: {kind} with the subject as its {end}")
    return "; ".join(parts)
