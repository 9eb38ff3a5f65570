"""Features of one shape, and findings counted by shape rather than listed card by card.

Two features have one shape when everything the scan asks or prints about them, apart from which card
carries them, is the same (`App.shape`): copies of a card, or one sentence printed on many cards. A finding
is then a group: the same shapes on many card pairs (or triples), with the z3 question asked once, its
count worked out from how many features of each shape each card has, and its first few instances as
examples. Which cards two features sit on still matters (one card or two), so that is part of a group.
Groups of the same sentences (`App.sentence`: one text on cards of different types) that z3 finds meeting
are printed as one finding, their counts added (`merged`).

The counts are exact: over cards k, with n_S(k) the features of shape S on card k, the pairs of shapes X
and Y on one card are sum_k n_X(k)·n_Y(k), on two cards |X|·|Y| less those; a third feature of shape R on
neither pair card, on one, or on the other is counted the same way (`triple_counts`)."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import islice

from .pool import App

EXAMPLES = 3   # instances shown with a group besides its count


@dataclass(frozen=True)
class Shapes:
    """The pool's features by shape. Shapes are numbered in order of their first feature."""
    apps: tuple                 # uid → App
    of: tuple                   # uid → shape number
    members: tuple              # shape → its uids, in order
    card: tuple                 # uid → card number (features of one card share it)
    cards_of: tuple             # shape → {card: features of that shape on it}, in card order
    on_card: tuple              # card → its uids
    sentence: tuple             # shape → its sentence number (`App.sentence`), in order of first feature

    def rep(self, s: int) -> App:
        return self.apps[self.members[s][0]]

    def size(self, s: int) -> int:
        return len(self.members[s])

    def n(self, s: int, card: int) -> int:
        return self.cards_of[s].get(card, 0)

    def on(self, s: int, card: int):
        return (u for u in self.on_card[card] if self.of[u] == s)


def shapes(apps) -> Shapes:
    ids: dict[tuple, int] = {}
    cards: dict[tuple, int] = {}
    sentences: dict[tuple, int] = {}
    sentence = []
    of, members, card, cards_of, on_card = [], [], [], [], []
    for a in apps:
        s = ids.setdefault(a.shape, len(ids))
        if s == len(members):
            members.append([])
            cards_of.append({})
            sentence.append(sentences.setdefault(a.sentence, len(sentences)))
        k = cards.setdefault(a.card_key, len(cards))
        if k == len(on_card):
            on_card.append([])
        on_card[k].append(a.uid)
        of.append(s)
        card.append(k)
        members[s].append(a.uid)
        cards_of[s][k] = cards_of[s].get(k, 0) + 1
    return Shapes(tuple(apps), tuple(of), tuple(tuple(m) for m in members), tuple(card), tuple(cards_of),
                  tuple(tuple(u) for u in on_card), tuple(sentence))


@dataclass(frozen=True)
class PairGroup:
    x: int            # shape of the `a` side
    y: int            # shape of the `b` side
    touched: str
    same: bool        # both features on one card
    count: int        # feature pairs in the group


def same_card_pairs(sh: Shapes, x: int, y: int) -> int:
    small, big = (x, y) if len(sh.cards_of[x]) <= len(sh.cards_of[y]) else (y, x)
    return sum(n * sh.n(big, k) for k, n in sh.cards_of[small].items())


def pair_groups(sh: Shapes, x: int, y: int, touched: str, cross_ok: bool) -> list[PairGroup]:
    """The group on one card and the group on two cards of a contradicting pair of shapes (those with a
    count). `cross_ok`: the two can apply to one card from two cards (not two different cards each being
    "the" card)."""
    same = same_card_pairs(sh, x, y)
    cross = sh.size(x) * sh.size(y) - same if cross_ok else 0
    return [PairGroup(x, y, touched, s, n) for s, n in ((True, same), (False, cross)) if n]


def pair_instances(sh: Shapes, g: PairGroup):
    """The group's feature pairs (uid, uid), in order; lazily, so a few can be taken from a large group."""
    if g.same:
        for k in sh.cards_of[g.x]:
            if sh.n(g.y, k):
                for u in sh.on(g.x, k):
                    for v in sh.on(g.y, k):
                        yield u, v
    else:
        for u in sh.members[g.x]:
            for v in sh.members[g.y]:
                if sh.card[u] != sh.card[v]:
                    yield u, v


def examples(instances, n: int = EXAMPLES) -> list:
    return list(islice(instances, n))


def merged(items):
    """Items (key, count, examples, payload) whose keys come together, merged per key into (first
    payload, total count, first examples): the exact groups of one sentence pair as one finding."""
    cur = None
    for key, count, ex, payload in items:
        if cur is not None and cur[0] == key:
            cur[2] += count
            cur[3].extend(ex[:EXAMPLES - len(cur[3])])
            continue
        if cur is not None:
            yield cur[1], cur[2], cur[3]
        cur = [key, payload, count, list(ex[:EXAMPLES])]
    if cur is not None:
        yield cur[1], cur[2], cur[3]


def sentence_key(sh: Shapes, g: PairGroup) -> tuple:
    """A pair group's finding: the two sentences, what they touch, on one card or two."""
    return sh.sentence[g.x], sh.sentence[g.y], g.touched, g.same


# -- triples ---------------------------------------------------------------------------------------------
# where the third feature sits, relative to the pair's cards
ON_BOTH, OFF, ON_A, ON_B = "on the pair's card", "on a third card", "on a's card", "on b's card"


def triple_counts(sh: Shapes, g: PairGroup, r: int) -> dict[str, int]:
    """How many (pair of g, feature of shape r) there are, by where the third feature sits; the third is
    never one of the pair's own features (shapes are disjoint, so only r == x or r == y needs care)."""
    size = sh.size(r)
    own = (r == g.x) + (r == g.y)
    if g.same:
        on = off = 0
        for k, nx in sh.cards_of[g.x].items():
            m = nx * sh.n(g.y, k)
            if m:
                on += m * (sh.n(r, k) - own)
                off += m * (size - sh.n(r, k))
        return {ON_BOTH: on, OFF: off}
    # over the pairs (u, v) on two cards, the sum of n_r(card u) is sum_k n_r(k)·n_x(k)·(|y| - n_y(k)): a
    # sum over the cards with an r (usually few), and the same for n_r(card v)
    nx, ny, sx, sy = sh.cards_of[g.x], sh.cards_of[g.y], sh.size(g.x), sh.size(g.y)
    at_a = at_b = 0
    for k, m in sh.cards_of[r].items():
        a, b = nx.get(k, 0), ny.get(k, 0)
        at_a += m * a * (sy - b)
        at_b += m * b * (sx - a)
    return {OFF: size * g.count - at_a - at_b, ON_A: at_a - g.count * (r == g.x),
            ON_B: at_b - g.count * (r == g.y)}


def triple_instances(sh: Shapes, g: PairGroup, r: int, where: str):
    """The (uid, uid, uid) triples of `triple_counts`'s `where`, in order, lazily (each loop skips what
    cannot give one, so the first few are found without walking the group)."""
    if g.same:
        for u, v in pair_instances(sh, g):
            k = sh.card[u]
            if where == ON_BOTH:
                yield from ((u, v, w) for w in sh.on(r, k) if w not in (u, v))
            else:
                yield from ((u, v, w) for w in sh.members[r] if sh.card[w] != k)
        return
    for u in sh.members[g.x]:
        ku = sh.card[u]
        if where == ON_A and sh.n(r, ku) - (r == g.x) <= 0:
            continue
        for v in sh.members[g.y]:
            kv = sh.card[v]
            if kv == ku:
                continue
            if where == ON_A:
                yield from ((u, v, w) for w in sh.on(r, ku) if w != u)
            elif where == ON_B:
                if sh.n(r, kv) - (r == g.y) > 0:
                    yield from ((u, v, w) for w in sh.on(r, kv) if w != v)
            else:
                yield from ((u, v, w) for w in sh.members[r] if sh.card[w] not in (ku, kv))
