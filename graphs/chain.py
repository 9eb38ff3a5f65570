"""A trigger chain: expanded from an initial event, cut before its first repetition, kept as a DiGraph.

A link is one triggered effect, identified by (feature, source, target) (DESIGN principle 7). Executing
it produces an event, which may trigger further features. Expansion is breadth-first in a declared order
(the order the `Rules` object gives the triggers of one event): never dict or set order.

What counts as a repetition, which triggers an event sets off and whether an effect can reach its target
are the edition's business: the caller passes a `Rules` object (see legality/chain_rules.py). This module
only expands, records and builds the graph: nodes are effect identities, edges are "caused" (one edge per
cause → effect step, with the steps it was taken at); a repeated identity is the same node, so a repeating
chain shows as a cycle. The cut step is an edge marked `cut`.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

import networkx as nx

INITIAL = -1


@dataclass(frozen=True)
class Event:
    kind: str
    source: str | None = None
    target: str | None = None
    attrs: tuple[tuple[str, object], ...] = ()
    by: tuple[str, str] | None = None        # (card name, feature id) of the effect that produced it

    def get(self, key, default=None):
        for k, v in self.attrs:
            if k == key:
                return v
        return default

    @property
    def identity(self) -> tuple:
        return ("event", self.kind, self.source, self.target)


@dataclass(frozen=True)
class Link:
    index: int
    feature: str
    source: str | None
    target: str | None
    cause: int                    # index of the causing link; INITIAL for the initial event
    status: str                   # executed | cut | blocked
    nature: str = "triggered"     # triggered | replacement | rule
    rules: tuple[str, ...] = ()   # the rules that decided this link (reach, counterstrike, the chain rule)
    repeats: int | None = None    # for a cut link: the earlier link it repeats
    note: str = ""
    event: Event | None = None    # the event the link produced (executed links)

    @property
    def identity(self) -> tuple:
        return (self.feature, self.source, self.target)


@dataclass
class Chain:
    initial: Event
    links: list[Link] = field(default_factory=list)
    tally: dict[str, dict[str, int]] = field(default_factory=dict)   # card id → counter → amount
    stop: str = "ended"           # ended | cut | limit
    cut: Link | None = None

    @property
    def executed(self) -> list[Link]:
        return [l for l in self.links if l.status == "executed"]

    def cause_identity(self, link: Link) -> tuple:
        return self.initial.identity if link.cause == INITIAL else self.links[link.cause].identity

    def graph(self) -> nx.DiGraph:
        """Nodes: the initial event and each effect identity; edges: "caused", with the steps taken."""
        g = nx.DiGraph()
        root = self.initial.identity
        g.add_node(root, label=f"{self.initial.kind}: {self.initial.source} → {self.initial.target}",
                   kind="event", first=INITIAL)
        for l in self.links:
            node = l.identity
            if node not in g:
                g.add_node(node, label=f"{l.feature}: {l.source} → {l.target}", kind=l.nature,
                           first=l.index, status=l.status)
            elif l.status == "executed" and g.nodes[node].get("status") != "executed":
                g.nodes[node]["status"] = "executed"
            src = self.cause_identity(l)
            if g.has_edge(src, node):
                g.edges[src, node]["steps"].append(l.index)
            else:
                g.add_edge(src, node, steps=[l.index], status=l.status)
            if l.status != "executed":
                g.edges[src, node].update(status=l.status, stopped_at=l.index, rules=", ".join(l.rules))
        return g


def expand(initial: Event, rules, limit: int = 1_000_000) -> Chain:
    """Expand the chain from `initial` under `rules`:
      rules.triggers(event) -> [(owner card id, trigger)]       in the declared order
      rules.resolve(end, owner, event) -> card id | None       self | event.source | event.target
      rules.reach(trigger, source, target) -> (ok, rules, note)
      rules.repeat_key(nature) -> "node" | "edge"               what a repetition is for this effect
      rules.chain_rules(nature, key) -> tuple of rule ids       cited when the chain is cut
    """
    chain = Chain(initial)
    _gain(chain.tally, initial.target, initial.get("gain_counter"), initial.get("gain_amount", 0))
    seen: dict[tuple, int] = {}
    queue: deque[tuple[Event, int]] = deque([(initial, INITIAL)])
    links = chain.links
    while queue:
        event, cause = queue.popleft()
        cause_id = initial.identity if cause == INITIAL else links[cause].identity
        found = rules.triggers(event)
        replacing = [ft for ft in found if ft[1].nature == "replacement"]
        if replacing:
            # a replaced event does not happen: one replacement applies, the first that does not repeat an
            # effect of the chain (if every one would, the first, and the chain is cut before it)
            fresh = [ft for ft in replacing if _key(rules, ft, event, cause_id) not in seen]
            found = (fresh or replacing)[:1]
        for owner, trig in found:
            eff = trig.effect
            src = rules.resolve(eff.source, owner, event)
            tgt = rules.resolve(eff.target, owner, event)
            ident = (trig.feature, src, tgt)
            mode = rules.repeat_key(trig.nature)
            key = _key(rules, (owner, trig), event, cause_id)
            idx = len(links)
            earlier = seen.get(key)
            if earlier is not None:
                link = Link(idx, trig.feature, src, tgt, cause, "cut", trig.nature,
                            rules.chain_rules(trig.nature, mode), earlier)
                links.append(link)
                chain.stop, chain.cut = "cut", link
                return chain
            ok, reach_rules, note = rules.reach(trig, src, tgt)
            if not ok:
                links.append(Link(idx, trig.feature, src, tgt, cause, "blocked", trig.nature, reach_rules,
                                  note=note))
                continue
            produced = Event(eff.kind, src, tgt, eff.attrs, (trig.card, trig.feature))
            links.append(Link(idx, trig.feature, src, tgt, cause, "executed", trig.nature, reach_rules,
                              note=note, event=produced))
            seen.setdefault(("node", ident), idx)
            seen.setdefault(("edge", cause_id, ident), idx)
            _gain(chain.tally, tgt, eff.gain_counter, eff.gain_amount)
            if len(links) >= limit:
                chain.stop = "limit"
                return chain
            queue.append((produced, idx))
    return chain


def _key(rules, owner_trig, event: Event, cause_id: tuple) -> tuple:
    owner, trig = owner_trig
    ident = (trig.feature, rules.resolve(trig.effect.source, owner, event),
             rules.resolve(trig.effect.target, owner, event))
    return ("node", ident) if rules.repeat_key(trig.nature) == "node" else ("edge", cause_id, ident)


def _gain(tally: dict, card: str | None, counter: str | None, amount: int) -> None:
    if card is None or not counter or not amount:
        return
    per = tally.setdefault(card, {})
    per[counter] = per.get(counter, 0) + amount
