"""The pool scan: index → groups of candidate pairs → z3 witnesses (on an executor) → winners by the
precedence data, streamed.

Features of one shape on many cards are one group (`groups`): a finding is a group with its count and a few
examples, so neither the work nor the output grows with the square of the pool when the pool repeats
itself. Phase 1 asks, for every group of candidate pairs, whether both features can apply to one card at one
time (a witness situation) and, for every shape, whether it can apply at all. Phase 2 asks, for the
contradicting groups found, whether a prohibition shadows a permission everywhere and whether a third card's
removal effect can take one side's feature away so that the other stands (a triple). Each distinct z3
question is asked once (`Questions`). Winners are decided in the main process (`winners.rulings`).
`scan` yields the findings as they are found; `scan_pool` collects them.
"""
from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field

from ..card_effects import show
from ..cards_io import family
from . import witness as W
from .groups import ON_A, ON_B, ON_BOTH, examples, pair_instances, triple_counts, triple_instances
from .index import candidates
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


def run_jobs(executor, jobs: list, questions: list, shared: tuple):
    """Run each distinct question once and yield every job's answer, in order, as the chunks come back (a
    None question is asked on its own)."""
    first: dict = {}
    for i, q in enumerate(questions):
        first.setdefault(q if q is not None else ("job", i), i)
    distinct = sorted(first.values())
    results = (r for chunk in executor.map(run_chunk, _chunks([jobs[i] for i in distinct], executor.workers),
                                           shared) for r in chunk)
    answer: dict = {}
    for i, q in enumerate(questions):
        q = q if q is not None else ("job", i)
        if first[q] == i:
            answer[q] = next(results)
        yield answer[q]


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


SECTIONS = {"pair": "pairs", "shadowed": "shadowed", "never": "never", "triple": "triples"}


def ref(a: App) -> dict:
    return {"card": a.card, "feature": a.feature, "text": a.text, "file": a.file, "line": a.line,
            "kind": a.kind, "permanent": a.permanent}


def scan_pool(files: list[str], cards: list, apps: list[App], executor, share: bool = True) -> Report:
    """Scan a pool and keep every finding (the findings are groups: their number follows the pool's distinct
    feature shapes). `cards` as `pool.load_pool` gives them, `apps` their features (`pool.apps_of`)."""
    report = Report(files, len(cards), apps)
    for what, item in scan(cards, apps, executor, share):
        if what == "stats":
            report.stats = item
        else:
            getattr(report, SECTIONS[what]).append(item)
    return report


def scan(cards: list, apps: list[App], executor, share: bool = True):
    """Yield ("pair" | "shadowed" | "never" | "triple", finding) as they are found, in that order of kinds,
    and ("stats", …) last. A finding is a group: its first instance, `count` and `examples`."""
    t0 = time.perf_counter()
    games: dict[str, int] = {}
    for _path, _i, card in cards:
        games[family(card.edition)] = games.get(family(card.edition), 0) + 1
    card_pairs = sum(n * (n - 1) // 2 for n in games.values())
    cand = candidates(apps)
    sh = cand.shapes
    by_uid = tuple(apps)
    refs: dict[int, dict] = {}

    def r(uid: int) -> dict:
        if uid not in refs:
            refs[uid] = ref(by_uid[uid])
        return refs[uid]

    shared = (uuid.uuid4().hex, by_uid)
    qs = Questions(by_uid, share)
    reps = [next(pair_instances(sh, g)) for g in cand.groups]
    jobs = [("pair", u, v) for u, v in reps] + [("never", m[0]) for m in sh.members]
    answers = run_jobs(executor, jobs, [qs.of(j, j[1:]) for j in jobs], shared)
    found, counted = [], {"pairs": 0, "shadowed": 0, "never": 0, "triples": 0, "undecided": 0}
    for g, (x, y) in zip(cand.groups, reps):
        wit = next(answers)
        if wit is None:
            continue
        a, b = by_uid[x], by_uid[y]
        found.append((g, a, b))
        if "unknown" in wit:
            situation, state = f"unknown: the solver gave up ({wit['unknown']})", None
        else:
            situation = describe(wit, a, b, g.touched)
            state = shown(state_plan([a, b], wit, g.touched))
        ruled = rulings(a, b, a.kind)
        counted["pairs"] += g.count
        counted["undecided"] += g.count * sum(1 for e in ruled if e["winner"].startswith("undecided"))
        yield "pair", {"kind": _contradiction(a, b), "touches": g.touched, "a": r(x), "b": r(y),
                       "count": g.count, "examples": [[r(u), r(v)] for u, v in examples(pair_instances(sh, g))],
                       "witness": wit, "situation": situation, "state": state, "rulings": ruled}
    never = [s for s in range(len(sh.members)) if next(answers)]
    # phase 2: shadowing (deontic pairs) and triples: a third card's effect removes one side's feature from
    # the card both apply to (its own card), so the other side stands whoever would have won
    removers = [s for s in range(len(sh.members)) if sh.rep(s).kind == "ability" and not sh.rep(s).value]
    jobs2, qs2, meta2 = [], [], []
    for g, a, b in found:
        if a.kind == "deontic":
            jobs2.append(("shadow", a.uid, b.uid))
            qs2.append(qs.of(jobs2[-1], (a.uid, b.uid)))
            meta2.append(("shadow", g, a, b, None))
    for g, a, b in found:
        # removing a permission only ends the conflict; removing the prohibition changes its winner
        sides = (("b", g.y, g.x),) if a.kind == "deontic" else (("a", g.x, g.y), ("b", g.y, g.x))
        for side, gone, stays in sides:
            # a remover taking away the granting side only repeats what the removing side does
            gone_app, stays_app = sh.rep(gone), sh.rep(stays)
            if gone_app.who != "self" or (stays_app.kind == "ability" and not stays_app.value):
                continue
            at_gone = ON_BOTH if g.same else (ON_A if side == "a" else ON_B)
            for rem in _removers(sh, removers, gone_app):
                for where, n in triple_counts(sh, g, rem).items():
                    # a remover about its own card reaches the removed feature only from that card
                    if n <= 0 or (sh.rep(rem).who == "self" and where != at_gone):
                        continue
                    u, v, w = next(triple_instances(sh, g, rem, where))
                    jobs2.append(("triple", u, v, w, side))
                    qs2.append(qs.of(jobs2[-1], (u, v, w), (side,)))
                    meta2.append(("triple", g, (u, v, w), (rem, where, n), (side, gone, stays)))
    answers2 = run_jobs(executor, jobs2, qs2, shared)
    n_shadow = sum(1 for m in meta2 if m[0] == "shadow")
    for (_, g, a, b, _), res in zip(meta2[:n_shadow], answers2):
        if res:
            counted["shadowed"] += g.count
            yield "shadowed", {"feature": r(a.uid), "by": r(b.uid), "count": g.count,
                               "examples": [[r(u), r(v)] for u, v in examples(pair_instances(sh, g))],
                               "rulings": rulings(a, b, "deontic")}
    for s in never:
        counted["never"] += sh.size(s)
        yield "never", {**r(sh.members[s][0]), "count": sh.size(s),
                        "examples": [r(u) for u in sh.members[s][:3]]}
    for (_, g, (u, v, w), (rem, where, n), (side, gone, stays)), res in zip(meta2[n_shadow:], answers2):
        if not res:
            continue
        counted["triples"] += n
        gone_uid, stays_uid = (u, v) if side == "a" else (v, u)
        ga, sa, ra = by_uid[gone_uid], by_uid[stays_uid], by_uid[w]
        yield "triple", {"pair": [r(u), r(v)], "third": r(w), "removes": r(gone_uid), "winner": r(stays_uid),
                         "witness": res, "third_on": where, "count": n,
                         "examples": [[r(i), r(j), r(k)] for i, j, k in examples(triple_instances(sh, g, rem, where))],
                         "change": f"{ra.card} removes «{ga.text}» from {ga.card}: "
                                   f"{sa.card}'s «{sa.text}» stands, in any order"}
    elapsed = time.perf_counter() - t0
    yield "stats", {
        "cards": len(cards), "features": len(apps), "shapes": len(sh.members), "card_pairs": card_pairs,
        "all_pairs": cand.all_pairs, "indexed_pairs": cand.indexed, "candidate_pairs": cand.pairs_total,
        "z3_pairs": len(cand.groups), "z3_jobs": len(jobs) + len(jobs2),
        "z3_questions": len(qs.asked) if share else len(jobs) + len(jobs2),
        "found": counted, "seconds": round(elapsed, 3),
        "card_pairs_per_second": round(card_pairs / elapsed, 1) if elapsed else 0.0,
        "workers": executor.workers, "where": executor.where}


def _removers(sh, removers: list[int], gone: App) -> list[int]:
    """Shapes of features that can remove `gone` from the card it is on: of its game, able to apply to
    that card's type, and removing all features or one of the names `gone` goes by."""
    return [s for s in removers if sh.rep(s).game == gone.game
            and set(sh.rep(s).subject_types) & set(gone.subject_types)
            and (sh.rep(s).ability == "all" or sh.rep(s).ability in gone.names)]


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
