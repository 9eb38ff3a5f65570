"""The pre-filter: an index of features by what they touch (action and its end, property, ability), by
effect kind and by who they can apply to, so that only candidate pairs reach z3."""
from __future__ import annotations

from dataclasses import dataclass

from .pool import App


@dataclass(frozen=True)
class Candidates:
    pairs: tuple[tuple[int, int, str], ...]   # (uid, uid, touched) in a deterministic order
    indexed: int                              # pairs the index put side by side (contradicting kinds)
    all_pairs: int                            # every pair of features within one game


def _key_pairs(apps: list[App]):
    """Contradicting pairs by index bucket: (first uid, second uid, what both touch)."""
    buckets: dict[tuple, list[App]] = {}
    for a in apps:
        if a.kind == "deontic":
            for kind, end in a.ends:
                buckets.setdefault((a.game, "action", f"{kind}@{end}"), []).append(a)
        elif a.kind == "property":
            buckets.setdefault((a.game, "property", a.prop), []).append(a)
        else:
            buckets.setdefault((a.game, "ability", a.ability), []).append(a)
    for key in sorted(buckets, key=str):
        game, what, name = key
        group = buckets[key]
        if what == "action":
            forbids = [a for a in group if a.modality == "forbid"]
            others = [a for a in group if a.modality != "forbid"]
            for p in others:
                for f in forbids:
                    yield p.uid, f.uid, f"{name}"
        elif what == "property":
            for i, a in enumerate(group):
                for b in group[i + 1:]:
                    if a.value != b.value:
                        yield a.uid, b.uid, f"{name}"
        else:
            grants = [a for a in group if a.value]
            removes = [a for a in group if not a.value] + (
                buckets.get((game, "ability", "all"), []) if name != "all" else [])
            for g in grants:
                for r in removes:
                    yield g.uid, r.uid, f"ability «{name}»"


def who_compatible(a: App, b: App) -> bool:
    """A cheap necessary condition: the two can apply to one card (its type, and not two different cards
    each being that card)."""
    if not set(a.subject_types) & set(b.subject_types):
        return False
    return not (a.who == b.who == "self" and a.card_key != b.card_key)


def candidates(apps: list[App]) -> Candidates:
    by_uid = {a.uid: a for a in apps}
    seen, out, indexed = set(), [], 0
    for x, y, touched in _key_pairs(apps):
        key = (min(x, y), max(x, y), touched)
        if x == y or key in seen:
            continue
        seen.add(key)
        indexed += 1
        if who_compatible(by_uid[x], by_uid[y]):
            out.append((x, y, touched))
    games = {}
    for a in apps:
        games[a.game] = games.get(a.game, 0) + 1
    total = sum(n * (n - 1) // 2 for n in games.values())
    return Candidates(tuple(out), indexed, total)
