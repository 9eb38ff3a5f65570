"""The static "feature A can trigger feature B" graph of a card pool, and its cycles.

Nodes are (card name, feature id); an edge A → B says: the event A's effect produces can set off B's
trigger (its classes meet B's event classes, it carries every attribute B's `where` asks for, it comes from
the card/feature B names, and B's `self` conditions can hold). Which classes an event belongs to is the
edition's business (a counterstrike is an attack in classic, not in heroes): the caller passes
`classes(event) -> (classes, rules)`. The graph over-approximates play: an edge is a possibility, not a
certainty; its cycles are potential infinite chains, a designer's warning before any game is played.

Cycles are found per strongly connected component (Tarjan, linear in the graph): every component with more
than one feature, or a feature that can trigger itself, is listed with one shortest witness cycle.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass

import networkx as nx

from .chain import Event


def alternatives(trig) -> list:
    """The trigger once per effect it may have: a choice of effects (`kind: choice`) is each of its options, so the
    graph over-approximates whichever its player picks."""
    if trig.effect.kind != "choice":
        return [trig]
    from dataclasses import replace
    return [replace(trig, effect=o) for o in trig.effect.options]


def produced_event(trig) -> Event:
    eff = trig.effect
    return Event(eff.kind, None, None, eff.attrs, (trig.card, trig.feature))


def can_trigger(a, b, classes_of_a: tuple[str, ...]) -> bool:
    """Can the event `a` produces set off `b`? (a, b: triggers; classes_of_a: the classes of a's event.)"""
    if not _can_trigger_shapes(a, b, classes_of_a):
        return False
    if b.by_card is not None and b.by_card != a.card:
        return False
    return not (_same_card_only(a, b) and b.card != a.card)


CARD_CONDITIONS = ("target_has", "source_has", "target_types", "source_types", "in_a_row", "in_a_row_element",
                   "target_lives", "source_lives", "target_state", "by_attack_kind")    # conditions on the cards, not the event's attributes


def _can_trigger_shapes(a, b, classes_of_a) -> bool:
    """`can_trigger` without what depends on which cards a and b are on."""
    if not set(b.on) & set(classes_of_a):
        return False
    attrs = dict(a.effect.attrs)
    if any(attrs.get(k) != v for k, v in b.where if k not in CARD_CONDITIONS):
        return False
    return b.by_feature is None or b.by_feature == a.feature


def _same_card_only(a, b) -> bool:
    """b's card must be the event's source/target: a's effect names its own card there, so b is on it."""
    return any(rel == "self" and end == "self" for rel, end in ((b.source, a.effect.source),
                                                                   (b.target, a.effect.target)))


@dataclass(frozen=True)
class Cycle:
    features: tuple[tuple[str, str], ...]      # the component's features, sorted
    witness: tuple[tuple[str, str], ...]       # one shortest cycle, starting at its least feature

    @property
    def cards(self) -> tuple[str, ...]:
        return tuple(sorted({c for c, _ in self.features}))


HUB_FROM = 64   # a shape pair with at least this many edges goes through a hub node instead


def _shape(t) -> tuple:
    """A trigger without its card: triggers of one shape set off, and are set off by, the same triggers."""
    return (t.feature, t.on, t.source, t.target, t.where, t.by_card, t.by_feature, t.nature, t.effect)


def build(triggers, classes) -> tuple[nx.DiGraph, dict]:
    """`triggers`: iterable of Trigger (in a declared order). Returns the graph and the rules that decided
    event classes (note → rules).

    Triggers of one shape (copies of a card, one text on many cards) are compared once. Where every trigger
    of one shape can set off every trigger of another and that makes many edges, the edges go through one
    hub node (`hub=True`): a → hub → b for each a and b, so a pool of n copies has O(n) edges, not O(n²);
    paths, and so cycles, are those of the full graph. `g.graph["features"]` and `g.graph["edges"]` count
    the triggers and the full graph's edges."""
    g = nx.DiGraph()
    trigs = list(triggers)
    shapes: dict[tuple, list[int]] = {}
    for i, t in enumerate(trigs):
        g.add_node((t.card, t.feature), label=f"{t.card}: {t.feature}", first=i, kind=t.nature)
        shapes.setdefault(_shape(t), []).append(i)
    groups = list(shapes.values())
    by_class: dict[str, list[int]] = {}
    for gi, members in enumerate(groups):
        for cls in trigs[members[0]].on:
            by_class.setdefault(cls, []).append(gi)
    decided: dict[str, tuple[str, ...]] = {}
    edges = 0
    for ga, members_a in enumerate(groups):
        for a in alternatives(trigs[members_a[0]]):   # a choice of effects: each option's event
            cls, rules = classes(produced_event(a))
            if rules:
                more = f" (and {len(members_a) - 1} more of its shape)" if len(members_a) > 1 else ""
                decided.setdefault(f"the event of {a.card}: {a.feature} is {', '.join(c for c in cls if c != 'any')}"
                                   + more, rules)
            for gb in sorted({j for c in cls for j in by_class.get(c, ())}):
                members_b = groups[gb]
                b = trigs[members_b[0]]
                if not _can_trigger_shapes(a, b, cls):
                    continue
                src = [i for i in members_a if b.by_card is None or trigs[i].card == b.by_card]
                if _same_card_only(a, b):
                    pairs = [(i, j) for i in src for j in members_b if trigs[j].card == trigs[i].card]
                elif len(src) * len(members_b) >= HUB_FROM:
                    hub = ("hub", ga, gb)
                    g.add_node(hub, label=f"any of {len(members_b)}", first=len(trigs) + len(g.nodes), kind="hub",
                               hub=True)
                    g.add_edges_from(((trigs[i].card, trigs[i].feature), hub) for i in src)
                    g.add_edges_from((hub, (trigs[j].card, trigs[j].feature)) for j in members_b)
                    edges += len(src) * len(members_b)
                    continue
                else:
                    pairs = [(i, j) for i in src for j in members_b]
                g.add_edges_from((((trigs[i].card, trigs[i].feature), (trigs[j].card, trigs[j].feature))
                                  for i, j in pairs), status="can")
                edges += len(pairs)
    g.graph.update(features=len(trigs), edges=edges)
    return g, decided


def cycles(g: nx.DiGraph) -> list[Cycle]:
    first = {n: g.nodes[n].get("first", 0) for n in g.nodes}
    out = []
    for comp in nx.strongly_connected_components(g):
        feats = [n for n in comp if not g.nodes[n].get("hub")]
        if len(comp) == 1:
            (n,) = comp
            if not g.has_edge(n, n):
                continue
        if not feats:
            continue
        start = min(feats, key=lambda n: first[n])
        out.append(Cycle(tuple(sorted(feats, key=lambda n: first[n])), _shortest_cycle(g, start, comp, first)))
    return sorted(out, key=lambda c: first[c.features[0]])


def _shortest_cycle(g, start, comp, first) -> tuple:
    """The fewest triggers from `start` inside its component back to `start` (neighbours in declared
    order): breadth-first, where passing through a hub costs nothing (a → hub → b is one edge a → b)."""
    if g.has_edge(start, start):
        return (start,)
    hub = lambda n: g.nodes[n].get("hub", False)
    dist, parent = {start: 0}, {start: None}
    queue = deque([start])
    best, best_u = None, None
    while queue:
        u = queue.popleft()
        d = dist[u]
        if best is not None and d >= best:
            break
        step = 0 if hub(u) else 1
        reached = []
        for v in sorted(g.successors(u), key=lambda n: first[n]):
            if v == start:
                if best is None or d + step < best:
                    best, best_u = d + step, u
                continue
            if v in comp and (v not in dist or d + step < dist[v]):
                dist[v], parent[v] = d + step, u
                reached.append(v)
        # through a hub: as near as the hub, next in line, in declared order
        queue.extendleft(reversed(reached)) if step == 0 else queue.extend(reached)
    if best_u is None:
        return (start,)
    path = [best_u]
    while parent[path[-1]] is not None:
        path.append(parent[path[-1]])
    return tuple(n for n in reversed(path) if not hub(n))
