"""The precedence between meta-rules, as data.

When a permission (or obligation) and a prohibition both apply to one action, the meta-rules decide
which wins. Each meta-rule looks at the two clauses' static attributes (origin, overridden topics,
permanence, timestamps) and either names a winner or stays silent. The highest meta-rule that speaks
decides; the precedence relation below is the only place that order is written, and a test proves it
acyclic. Both evaluators read `decisions()`; neither orders meta-rules on its own.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


from .clauses import ActiveClause


@dataclass(frozen=True)
class MetaRule:
    key: str
    topic: str      # the topic whose rule, in the question's edition, is cited for this meta-rule
    summary: str
    decide: Callable[[ActiveClause, ActiveClause], str | None]  # (permit, forbid) -> "permit" | "forbid" | None
    # the kinds of contradicting pairs it speaks on: deontic (permit/oblige vs forbid), property (two values
    # set for one property), ability (one effect grants an ability another removes); for the last two the
    # first clause plays the "permit" side: "permit" means the first wins
    speaks_on: tuple[str, ...] = ("deontic",)


def _axe(p: ActiveClause, f: ActiveClause) -> str | None:
    # Card text that explicitly contradicts a rule beats the rule (classic 521.1, heroes 511.1).
    if p.origin == "card" and f.origin == "rule" and f.topic in p.overrides:
        return "permit"
    return None


def _prohibition(p: ActiveClause, f: ActiveClause) -> str | None:
    # A prohibiting effect beats a permitting or obliging one (classic 525.2, heroes 513.2).
    return "forbid"


def _later(p: ActiveClause, f: ActiveClause) -> str | None:
    # Heroes 111.3: of effects that grant and remove an ability the last applied wins, permanent or not.
    if p.timestamp != f.timestamp:
        return "permit" if p.timestamp > f.timestamp else "forbid"
    return None


def _last_applied(p: ActiveClause, f: ActiveClause) -> str | None:
    # Of two permanent effects on one card that contradict, the one applied last wins (525.1, 513.1).
    if p.origin == "card" and f.origin == "card" and p.permanent and f.permanent and p.timestamp != f.timestamp:
        return "permit" if p.timestamp > f.timestamp else "forbid"
    return None


META_RULES: dict[str, MetaRule] = {m.key: m for m in [
    MetaRule("axe", "axe-rule", "explicit card text beats the rules", _axe),
    MetaRule("prohibition", "prohibition-over-permission", "a prohibition beats a permission or obligation",
             _prohibition),
    MetaRule("last-applied", "last-applied", "of contradicting permanent effects the last applied wins",
             _last_applied, ("deontic", "property", "ability")),
    MetaRule("ability-last-applied", "ability-last-applied",
             "of effects that grant and remove an ability the last applied wins", _later,
             ("ability",)),
]}

# (higher, lower): the higher meta-rule decides wherever both speak.
PRECEDENCE: tuple[tuple[str, str], ...] = (
    ("axe", "prohibition"),          # Лёккен: the card's permission beats the rule's prohibition (521.1)
    ("prohibition", "last-applied"), # Джокер: a later granted permission still loses to «не может» (525.2)
    ("ability-last-applied", "last-applied"),  # heroes 111.3 is the rule written for grant/remove pairs
)


def precedence_graph():
    """The meta-rules and which stands above which, as a networkx DiGraph (verify and the docs read it)."""
    import networkx as nx
    g = nx.DiGraph()
    g.add_nodes_from(sorted(META_RULES))
    g.add_edges_from(PRECEDENCE)
    return g


def _order() -> tuple[str, ...]:
    """The meta-rules, higher first; ties in name order (networkx's lexicographical topological sort, done here:
    networkx costs a quarter of a second to import and every command reads this order)."""
    import heapq
    below = {m: [] for m in META_RULES}
    indegree = dict.fromkeys(META_RULES, 0)
    for hi, lo in PRECEDENCE:
        below[hi].append(lo)
        indegree[lo] += 1
    ready = [m for m, d in indegree.items() if d == 0]
    heapq.heapify(ready)
    out = []
    while ready:
        m = heapq.heappop(ready)
        out.append(m)
        for lo in below[m]:
            indegree[lo] -= 1
            if indegree[lo] == 0:
                heapq.heappush(ready, lo)
    if len(out) != len(META_RULES):
        raise ValueError("the meta-rules' precedence has a cycle")
    return tuple(out)


ORDER = _order()


@dataclass(frozen=True)
class Decision:
    """How the pair (permit, forbid) is decided: for each meta-rule that speaks for the permit, the
    higher meta-rules that speak for the forbid (any of them, in force, blocks that way of winning); and the
    meta-rules that speak for the forbid. When no meta-rule speaks at all the pair is undecided: the
    evaluators answer `unknown` where both apply, never let either clause win without a rule for it."""
    permit_wins_via: tuple[tuple[str, tuple[str, ...]], ...]
    forbid_by: tuple[str, ...] = ()

    @property
    def undecided(self) -> bool:
        return not self.permit_wins_via and not self.forbid_by


def decision(p: ActiveClause, f: ActiveClause) -> Decision:
    said = [(m, META_RULES[m].decide(p, f)) for m in ORDER if "deontic" in META_RULES[m].speaks_on]
    ways = []
    for i, (m, winner) in enumerate(said):
        if winner == "permit":
            higher_forbid = tuple(h for h, w in said[:i] if w == "forbid")
            ways.append((m, higher_forbid))
    return Decision(tuple(ways), tuple(m for m, w in said if w == "forbid"))


def pair_decision(kind: str, x: ActiveClause, y: ActiveClause, in_force) -> tuple[str | None, str | None]:
    """Who wins a contradicting pair of `kind` (deontic: x permits, y forbids; property, ability: x and y
    are two effects): ("x" | "y" | None, the deciding meta-rule). The highest meta-rule in force that speaks
    on this kind of pair decides; for deontic pairs that is exactly what `decision()` gives."""
    for m in ORDER:
        rule = META_RULES[m]
        if m in in_force and kind in rule.speaks_on:
            said = rule.decide(x, y)
            if said is not None:
                return ("x" if said == "permit" else "y"), m
    return None, None
