"""The pre-filter: an index of feature shapes by what they touch (action and its end, property, ability), by
effect kind and by who they can apply to, so that only shapes that can meet and contradict reach z3. The
index works on shapes (`groups.Shapes`), so its cost follows the distinct shapes of a pool, not its pairs."""
from __future__ import annotations

from dataclasses import dataclass

from .groups import PairGroup, Shapes, pair_groups, pair_instances, sentence_key, shapes
from .pool import App


def _buckets(sh: Shapes) -> dict[tuple, list[int]]:
    buckets: dict[tuple, list[int]] = {}
    for s in range(len(sh.members)):
        a = sh.rep(s)
        if a.kind == "deontic":
            for kind, end in dict.fromkeys(a.ends):
                buckets.setdefault((a.game, "action", f"{kind}@{end}"), []).append(s)
        elif a.kind == "property":
            buckets.setdefault((a.game, "property", a.prop), []).append(s)
        else:
            buckets.setdefault((a.game, "ability", a.ability), []).append(s)
    return buckets


def shape_pairs(sh: Shapes):
    """Contradicting pairs of shapes by index bucket: (a-side shape, b-side shape, what both touch), in a
    deterministic order, each once."""
    buckets = _buckets(sh)
    seen = set()
    for key in sorted(buckets, key=str):
        game, what, name = key
        group = buckets[key]
        rep = sh.rep
        if what == "action":
            out = [(p, f, name) for p in group if rep(p).modality != "forbid"
                   for f in group if rep(f).modality == "forbid"]
        elif what == "property":
            # either may be `a`: the one whose sentence came first, so one finding's groups agree
            out = [(x, y, name) if sh.sentence[x] <= sh.sentence[y] else (y, x, name)
                   for i, x in enumerate(group) for y in group[i + 1:] if rep(x).value != rep(y).value]
        else:
            removes = [s for s in group if not rep(s).value] + (
                buckets.get((game, "ability", "all"), []) if name != "all" else [])
            out = [(g, r, f"ability «{name}»") for g in group if rep(g).value for r in removes]
        for x, y, touched in out:
            k = (min(x, y), max(x, y), touched)
            if x != y and k not in seen:
                seen.add(k)
                yield x, y, touched


def who_compatible(a: App, b: App, same_card: bool = False) -> bool:
    """A cheap necessary condition: the two can apply to one card (its type, and not two different cards
    each being that card)."""
    if not set(a.subject_types) & set(b.subject_types):
        return False
    return same_card or not (a.who == b.who == "self" and a.card_key != b.card_key)


@dataclass(frozen=True)
class Candidates:
    shapes: Shapes
    groups: tuple[PairGroup, ...]   # what reaches z3: one question per group, those of one finding together
    indexed: int                    # feature pairs the index put side by side (contradicting kinds)
    pairs_total: int                # feature pairs in the groups: those that can meet on one card
    all_pairs: int                  # every pair of features within one game

    @property
    def pairs(self):
        """Every candidate feature pair (uid, uid, touched), group by group: for small pools and tests."""
        return tuple((u, v, g.touched) for g in self.groups for u, v in pair_instances(self.shapes, g))


def candidates(apps: list[App]) -> Candidates:
    sh = shapes(apps)
    groups, indexed = [], 0
    for x, y, touched in shape_pairs(sh):
        indexed += sh.size(x) * sh.size(y)
        a, b = sh.rep(x), sh.rep(y)
        if set(a.subject_types) & set(b.subject_types):
            groups += pair_groups(sh, x, y, touched, cross_ok=not (a.who == b.who == "self"))
    # the groups of one finding (one pair of sentences) next to each other, in order of the first of them
    first: dict[tuple, int] = {}
    groups.sort(key=lambda g: first.setdefault(sentence_key(sh, g), len(first)))
    games: dict[str, int] = {}
    for a in apps:
        games[a.game] = games.get(a.game, 0) + 1
    total = sum(n * (n - 1) // 2 for n in games.values())
    return Candidates(sh, tuple(groups), indexed, sum(g.count for g in groups), total)
