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
from .groups import (EXAMPLES, OFF, ON_A, ON_B, ON_BOTH, examples, merged, pair_instances, sentence_key, triple_counts,
                     triple_instances)
from .index import candidates
from .pool import App
from .replay import shown, state_plan
from .winners import rulings

CHUNK = 200
BATCH = 20000     # jobs sent to the executor at a time: findings stream out batch by batch


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


class Asker:
    """Asks the z3 question of each job on the executor, each distinct question once for the whole scan:
    features whose z3 answers cannot differ share a question (their interned `App.z3_key`); features of one
    card together are asked as themselves. Answers are kept by question (a few thousand at most: they
    follow the pool's distinct features, not its pairs). Without sharing, every job is its own question."""

    def __init__(self, executor, apps: tuple, members: tuple, share: bool = True):
        self.executor, self.members = executor, members
        self.shared = (uuid.uuid4().hex, apps)
        self.keys = question_keys(apps) if share else None
        cards: dict[tuple, int] = {}
        self.card = tuple(cards.setdefault(a.card_key, len(cards)) for a in apps)
        self.answers: dict = {}
        self.jobs = self.sent = 0

    def question(self, job: tuple, uids: tuple, extra: tuple = ()):
        if self.keys is None:
            return None
        if len({self.card[u] for u in uids}) < len(uids):
            return (job[0], *uids, *extra)
        return (job[0], *[-1 - self.keys[u] for u in uids], *extra)

    def shape_question(self, what: str, shapes: tuple, extra: tuple = ()):
        """The question of any instance whose features are all on different cards, named by shapes."""
        if self.keys is None:
            return None
        return (what, *[-1 - self.keys[self.members[s][0]] for s in shapes], *extra)

    def ask(self, jobs: list, questions: list):
        """Yield every job's answer, in order, as the chunks come back (a None question is asked anew). A
        job may be given as a function that makes it: it is called only if its question is asked."""
        self.jobs += len(jobs)
        todo, first = [], {}
        for i, q in enumerate(questions):
            if q is None or (q not in self.answers and q not in first):
                first[q if q is not None else ("job", i)] = i
                todo.append(i)
        self.sent += len(todo)
        results = (r for chunk in self.executor.map(run_chunk, _chunks([_made(jobs[i]) for i in todo],
                                                                       self.executor.workers), self.shared)
                   for r in chunk)
        for i, q in enumerate(questions):
            if q is None:
                yield next(results)
                continue
            if first.get(q) == i:
                self.answers[q] = next(results)
            yield self.answers[q]


def _made(job):
    return job() if callable(job) else job


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
    and ("stats", …) last. A finding is a group: its first instance, `count` and `examples`. Work goes to
    the executor in batches, so what is held at any time is a batch and the groups' compact keys."""
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

    asker = Asker(executor, by_uid, sh.members, share)
    counted = {"pairs": 0, "shadowed": 0, "never": 0, "triples": 0, "undecided": 0}
    found = []                                   # (group, a-side rep, b-side rep) of the contradicting groups

    def pair_answers():
        for batch in _batched(cand.groups):
            ex = [examples(pair_instances(sh, g)) for g in batch]
            jobs = [("pair", *e[0]) for e in ex]
            for g, e, wit in zip(batch, ex, asker.ask(jobs, [asker.question(j, j[1:]) for j in jobs])):
                if wit is not None:
                    found.append((g, *e[0]))
                    yield (sentence_key(sh, g), "unknown" in wit), g.count, e, (g, wit)

    for (g, wit), count, ex in merged(pair_answers()):
        a, b = by_uid[ex[0][0]], by_uid[ex[0][1]]
        if "unknown" in wit:
            situation, state = f"unknown: the solver gave up ({wit['unknown']})", None
        else:
            situation = describe(wit, a, b, g.touched)
            state = shown(state_plan([a, b], wit, g.touched))
        ruled = rulings(a, b, a.kind)
        counted["pairs"] += count
        counted["undecided"] += count * sum(1 for e in ruled if e["winner"].startswith("undecided"))
        yield "pair", {"kind": _contradiction(a, b), "touches": g.touched, "a": r(a.uid), "b": r(b.uid),
                       "count": count, "examples": [[r(u), r(v)] for u, v in ex],
                       "witness": wit, "situation": situation, "state": state, "rulings": ruled}
    jobs = [("never", m[0]) for m in sh.members]
    answers = asker.ask(jobs, [asker.question(j, j[1:]) for j in jobs])
    never = list(merged((sh.sentence[s], sh.size(s), sh.members[s], s)
                        for s, res in zip(range(len(sh.members)), answers) if res))
    # phase 2: shadowing (deontic pairs) and triples: a third card's effect removes one side's feature from
    # the card both apply to (its own card), so the other side stands whoever would have won

    def shadow_answers():
        for batch in _batched([f for f in found if by_uid[f[1]].kind == "deontic"]):
            jobs = [("shadow", u, v) for _, u, v in batch]
            for (g, u, v), res in zip(batch, asker.ask(jobs, [asker.question(j, j[1:]) for j in jobs])):
                if res:
                    yield sentence_key(sh, g), g.count, examples(pair_instances(sh, g)), None

    for _, count, ex in merged(shadow_answers()):
        (u, v) = ex[0]
        counted["shadowed"] += count
        yield "shadowed", {"feature": r(u), "by": r(v), "count": count, "examples": [[r(i), r(j)] for i, j in ex],
                           "rulings": rulings(by_uid[u], by_uid[v], "deontic")}
    for s, count, ex in never:
        counted["never"] += count
        yield "never", {**r(ex[0]), "count": count, "examples": [r(u) for u in ex]}
    # a triple's finding: the pair's sentences, the third's, where it sits and which side it removes; the
    # exact groups of one finding do not come together here, so they are gathered by key (a few per
    # sentence, not per card)
    triples: dict[tuple, list] = {}
    for batch in _batched(_triples(sh, found, asker)):
        jobs = [(lambda t=t: ("triple", *t.instances()[0], t.side)) for t in batch]
        for t, res in zip(batch, asker.ask(jobs, [t.question for t in batch])):
            if not res:
                continue
            have = triples.get(t.key)
            if have is None:
                triples[t.key] = [t.where, t.side, res, t.count, t.instances()]
            else:
                have[3] += t.count
                if len(have[4]) < EXAMPLES:
                    have[4].extend(t.instances()[:EXAMPLES - len(have[4])])
    for where, side, res, n, e in triples.values():
        counted["triples"] += n
        u, v, w = e[0]
        gone, stays = (u, v) if side == "a" else (v, u)
        ga, sa, ra = by_uid[gone], by_uid[stays], by_uid[w]
        yield "triple", {"pair": [r(u), r(v)], "third": r(w), "removes": r(gone), "winner": r(stays),
                         "witness": res, "third_on": where, "count": n,
                         "examples": [[r(i), r(j), r(k)] for i, j, k in e],
                         "change": f"{ra.card} removes «{ga.text}» from {ga.card}: "
                                   f"{sa.card}'s «{sa.text}» stands, in any order"}
    elapsed = time.perf_counter() - t0
    yield "stats", {
        "cards": len(cards), "features": len(apps), "shapes": len(sh.members), "card_pairs": card_pairs,
        "all_pairs": cand.all_pairs, "indexed_pairs": cand.indexed, "candidate_pairs": cand.pairs_total,
        "z3_pairs": len(cand.groups), "z3_jobs": asker.jobs,
        "z3_questions": len(asker.answers) if share else asker.sent,
        "found": counted, "seconds": round(elapsed, 3),
        "card_pairs_per_second": round(card_pairs / elapsed, 1) if elapsed else 0.0,
        "workers": executor.workers, "where": executor.where}


def _batched(items, size: int = BATCH):
    batch = []
    for it in items:
        batch.append(it)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


@dataclass
class _Triple:
    """A group of triples to ask about: a pair group, a remover shape, where the remover sits, which side
    it removes; its instances are found only when needed (a question not yet asked, or examples)."""
    sh: object
    g: object
    rem: int
    where: str
    side: str
    count: int
    key: tuple
    question: tuple | None

    def instances(self) -> list:
        return examples(triple_instances(self.sh, self.g, self.rem, self.where))


def _triples(sh, found: list, asker: "Asker"):
    """The triple groups to ask about, lazily."""
    removers = [s for s in range(len(sh.members)) if sh.rep(s).kind == "ability" and not sh.rep(s).value]
    can_remove: dict[int, list[int]] = {}
    for g, _, _ in found:
        pair_key = sentence_key(sh, g)
        # removing a permission only ends the conflict; removing the prohibition changes its winner
        sides = (("b", g.y, g.x),) if sh.rep(g.x).kind == "deontic" else (("a", g.x, g.y), ("b", g.y, g.x))
        for side, gone, stays in sides:
            # a remover taking away the granting side only repeats what the removing side does
            gone_app, stays_app = sh.rep(gone), sh.rep(stays)
            if gone_app.who != "self" or (stays_app.kind == "ability" and not stays_app.value):
                continue
            if gone not in can_remove:
                can_remove[gone] = _removers(sh, removers, gone_app)
            at_gone = ON_BOTH if g.same else (ON_A if side == "a" else ON_B)
            for rem in can_remove[gone]:
                self_remover = sh.rep(rem).who == "self"
                for where, n in triple_counts(sh, g, rem).items():
                    # a remover about its own card reaches the removed feature only from that card
                    if n <= 0 or (self_remover and where != at_gone):
                        continue
                    t = _Triple(sh, g, rem, where, side, n, (pair_key, sh.sentence[rem], where, side), None)
                    # three cards: the question is the shapes' (no instance needed to name it)
                    t.question = (asker.shape_question("triple", (g.x, g.y, rem), (side,)) if where == OFF
                                  and not g.same else asker.question(("triple",), t.instances()[0], (side,)))
                    yield t


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
