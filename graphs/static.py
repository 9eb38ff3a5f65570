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

from dataclasses import dataclass

import networkx as nx

from .chain import Event


def produced_event(trig) -> Event:
    eff = trig.effect
    return Event(eff.kind, None, None, eff.attrs, (trig.card, trig.feature))


def can_trigger(a, b, classes_of_a: tuple[str, ...]) -> bool:
    """Can the event `a` produces set off `b`? (a, b: triggers; classes_of_a: the classes of a's event.)"""
    if not set(b.on) & set(classes_of_a):
        return False
    attrs = dict(a.effect.attrs)
    if any(attrs.get(k) != v for k, v in b.where):
        return False
    if b.by_card is not None and b.by_card != a.card:
        return False
    if b.by_feature is not None and b.by_feature != a.feature:
        return False
    # b's card must be the event's source/target: a's effect names its own card there, so b is on it
    for rel, end in ((b.source, a.effect.source), (b.target, a.effect.target)):
        if rel == "self" and end == "self" and b.card != a.card:
            return False
    return True


@dataclass(frozen=True)
class Cycle:
    features: tuple[tuple[str, str], ...]      # the component's features, sorted
    witness: tuple[tuple[str, str], ...]       # one shortest cycle, starting at its least feature

    @property
    def cards(self) -> tuple[str, ...]:
        return tuple(sorted({c for c, _ in self.features}))


def build(triggers, classes) -> tuple[nx.DiGraph, dict]:
    """`triggers`: iterable of Trigger (in a declared order). Returns the graph and the rules that decided
    event classes (note → rules)."""
    g = nx.DiGraph()
    trigs = list(triggers)
    by_class: dict[str, list[int]] = {}
    for i, t in enumerate(trigs):
        g.add_node((t.card, t.feature), label=f"{t.card}: {t.feature}", first=i, kind=t.nature)
        for cls in t.on:
            by_class.setdefault(cls, []).append(i)
    decided: dict[str, tuple[str, ...]] = {}
    for a in trigs:
        cls, rules = classes(produced_event(a))
        if rules:
            decided.setdefault(f"the event of {a.card}: {a.feature} is {', '.join(c for c in cls if c != 'any')}",
                               rules)
        cands = sorted({j for c in cls for j in by_class.get(c, ())})
        for j in cands:
            b = trigs[j]
            if can_trigger(a, b, cls):
                g.add_edge((a.card, a.feature), (b.card, b.feature), status="can")
    return g, decided


def cycles(g: nx.DiGraph) -> list[Cycle]:
    first = {n: g.nodes[n].get("first", 0) for n in g.nodes}
    out = []
    for comp in nx.strongly_connected_components(g):
        if len(comp) == 1:
            (n,) = comp
            if not g.has_edge(n, n):
                continue
        start = min(comp, key=lambda n: first[n])
        out.append(Cycle(tuple(sorted(comp, key=lambda n: first[n])), _shortest_cycle(g, start, comp, first)))
    return sorted(out, key=lambda c: first[c.features[0]])


def _shortest_cycle(g, start, comp, first) -> tuple:
    """Breadth-first from `start` inside its component back to `start` (neighbours in declared order)."""
    if g.has_edge(start, start):
        return (start,)
    parent = {start: None}
    frontier = [start]
    while frontier:
        nxt = []
        for u in frontier:
            for v in sorted(g.successors(u), key=lambda n: first[n]):
                if v == start:
                    path = [u]
                    while parent[path[-1]] is not None:
                        path.append(parent[path[-1]])
                    return tuple(reversed(path))
                if v in comp and v not in parent:
                    parent[v] = u
                    nxt.append(v)
        frontier = nxt
    return (start,)
