"""A trigger chain: expanded from an initial event, cut before its first repetition, kept as a DiGraph.

A link is one triggered effect, identified by (feature, source, target) (DESIGN principle 7), the feature
being one card's: two cards' like-named features are two effects (classic 522.1 «этой особенности»). Executing
it produces an event, which may trigger further features. Expansion is breadth-first in a declared order
(the order the `Rules` object gives the triggers of one event): never dict or set order.

What counts as a repetition, which triggers an event sets off and whether an effect can reach its target
are the edition's business: the caller passes a `Rules` object (see legality/chain_rules.py). This module
only expands, records and builds the graph: nodes are effect identities, edges are "caused" (one edge per
cause → effect step, with the steps it was taken at); a repeated identity is the same node, so a repeating
chain shows as a cycle. The cut step is an edge marked `cut`.
"""
from __future__ import annotations

import gc
from collections import deque
from contextlib import contextmanager
from itertools import permutations
from dataclasses import dataclass, field, replace


INITIAL = -1


@dataclass(slots=True)
class Event:                                  # treated as immutable (not frozen: creation cost counts here)
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


@dataclass(slots=True)
class Link:                                   # treated as immutable
    index: int
    feature: str
    source: str | None
    target: str | None
    cause: int                    # index of the causing link; INITIAL for the initial event
    status: str                   # executed | cut | blocked | declined («может», not used)
    nature: str = "triggered"     # triggered | replacement | rule
    rules: tuple[str, ...] = ()   # the rules that decided this link (reach, counterstrike, the chain rule)
    repeats: int | None = None    # for a cut link: the earlier link it repeats
    note: str = ""
    owner: str | None = None      # the card whose feature it is: like-named features of two cards are two effects
    option: int | None = None     # an effect with alternatives («+1 к {move} или +1 к {strike}»): the one chosen

    @property
    def identity(self) -> tuple:
        return (self.feature, self.owner, self.source, self.target)

    @property
    def label(self) -> str:
        """`feature: source → target`, naming the owner when it is neither (it is part of the identity)."""
        own = f"@{self.owner}" if self.owner is not None and self.owner not in (self.source, self.target) else ""
        return f"{self.feature}{own}: {self.source} → {self.target}"


@dataclass
class Chain:
    initial: Event
    links: list[Link] = field(default_factory=list)
    tally: dict[str, dict[str, int]] = field(default_factory=dict)   # card id → counter → amount
    stop: str = "ended"           # ended | cut | limit
    cut: Link | None = None
    zero_initial: tuple | None = None   # (rules, note) when the initial event is an effect of 0

    @property
    def executed(self) -> list[Link]:
        return [l for l in self.links if l.status == "executed"]

    def cause_identity(self, link: Link) -> tuple:
        return self.initial.identity if link.cause == INITIAL else self.links[link.cause].identity

    def graph(self) -> nx.DiGraph:
        """Nodes: the initial event and each effect identity; edges: "caused", with the steps taken."""
        with gc_paused():
            return self._graph()

    def _graph(self) -> nx.DiGraph:
        root = self.initial.identity
        nodes = {root: {"label": f"{self.initial.kind}: {self.initial.source} → {self.initial.target}",
                        "kind": "event", "first": INITIAL}}
        edges: dict[tuple, dict] = {}
        links = self.links
        for l in links:
            node = l.identity
            d = nodes.get(node)
            if d is None:
                nodes[node] = {"label": l.label, "kind": l.nature,
                               "first": l.index, "status": l.status}
            elif l.status == "executed":
                d["status"] = "executed"
            src = root if l.cause == INITIAL else links[l.cause].identity
            e = edges.get((src, node))
            if e is None:
                e = edges[src, node] = {"steps": [l.index], "status": l.status}
            else:
                e["steps"].append(l.index)
            if l.status != "executed":
                e.update(status=l.status, stopped_at=l.index, rules=", ".join(l.rules))
        import networkx as nx     # imported when a chain is drawn or analysed, not by every command
        g = nx.DiGraph()
        g.add_nodes_from(nodes.items())
        g.add_edges_from((u, v, d) for (u, v), d in edges.items())
        return g


@contextmanager
def gc_paused():
    """Expansion and graph building allocate many objects and no reference cycles: generational collection
    passes over the growing heap would only make them superlinear, so the collector waits."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


class Chooser:
    """The players' choices during one expansion: at the k-th choice point (several effects triggered at once,
    or several replacements that could apply) take alternative `taken[k]` (0: the declared order).
    `sizes` records how many alternatives each point had, `points` what was chosen, for the witness."""

    def __init__(self, prefix: tuple[int, ...] = ()):
        self.prefix = prefix
        self.taken: list[int] = []
        self.sizes: list[int] = []
        self.points: list[str] = []
        self.rotations_only: list[int] = []    # points where only rotations were offered (6+ effects at once)

    def order(self, options: list, describe) -> list:
        """`options` (owner, trigger) pairs triggered together: the order they are declared in."""
        perms = list(permutations(range(len(options)))) if len(options) <= 5 else \
            [tuple(range(i, len(options))) + tuple(range(i)) for i in range(len(options))]   # rotations only
        if len(options) > 5:
            self.rotations_only.append(len(options))
        k = len(self.taken)
        pick = self.prefix[k] if k < len(self.prefix) else 0
        self.taken.append(pick)
        self.sizes.append(len(perms))
        chosen = [options[i] for i in perms[pick]]
        self.points.append(describe(chosen))
        return chosen

    def pick(self, alternatives: list[str]) -> int:
        """A choice among named alternatives (an optional trigger: used or declined): the index taken."""
        k = len(self.taken)
        pick = self.prefix[k] if k < len(self.prefix) else 0
        self.taken.append(pick)
        self.sizes.append(len(alternatives))
        self.points.append(alternatives[pick])
        return pick


def expand(initial: Event, rules, limit: int = 1_000_000, chooser: Chooser | None = None) -> Chain:
    with gc_paused():
        return _expand(initial, rules, limit, chooser)


def enumerate_choices(initial: Event, rules, limit: int = 1_000_000, cap: int = 64):
    """Every reachable chain, one per vector of choices (depth-first over the choice points), at most `cap`.
    Returns ([(chooser, chain)], complete): not complete when the cap stopped it or a choice point offered only
    rotations (see `Chooser.rotations_only`)."""
    runs, stack = [], [()]
    while stack and len(runs) < cap:
        prefix = stack.pop()
        ch = Chooser(prefix)
        chain = expand(initial, rules, limit, ch)
        runs.append((ch, chain))
        for i in range(len(ch.sizes) - 1, len(prefix) - 1, -1):
            for alt in range(ch.sizes[i] - 1, 0, -1):
                stack.append(tuple(ch.taken[:i]) + (alt,))
    return runs, not stack and not any(ch.rotations_only for ch, _c in runs)


class _Stop(Exception):
    pass


def _expand(initial: Event, rules, limit: int, chooser: Chooser | None = None) -> Chain:
    """Expand the chain from `initial` under `rules`:
      rules.triggers(event) -> [(owner card id, trigger)]       in the declared order
      rules.simultaneous(found) -> [[(owner, trigger)]]         groups in execution order; within a group the
                                                                 players choose (the chooser enumerates)
      rules.discipline() -> "queue" | "stack"                   triggered effects wait in a queue (executed
                                                                 first in, first out) or on a stack (the last
                                                                 declared resolves first)
      rules.reach(trigger, source, target) -> (ok, rules, note)
      rules.zero_effect(event, effect) -> (rules, note) or None   optional: an effect of 0 is not applied
      rules.repeat_key(nature) -> "node" | "edge"               what a repetition is for this effect
      rules.chain_rules(nature, key) -> tuple of rule ids       cited when the chain is cut
      rules.uses_before(owner, trigger) -> int                  optional: uses of a limited feature already
                                                                 spent this turn / game (legality/lasting.py)
      rules.uses_unstated(owner, trigger, spent) -> None        optional: told of a limited trigger about to
                                                                 apply with uses left (the turn before may not)
      rules.optional_rules() -> tuple of rule ids               optional: the rule letting «может» be declined
    An optional trigger («может») is a choice point: used (the declared default) or declined.
    Effect ends resolve as: self → the trigger's owner, event.source / event.target → the event's, chosen →
    one of rules.choices(owner, trigger, event) (a choice point; none: the effect is blocked).
    A replacement effect does not wait: it applies at once, and the event it replaces does not happen.
    """
    chain = Chain(initial)
    _gain(chain.tally, initial.target, initial.get("gain_counter"), initial.get("gain_amount", 0))
    seen = {"node": {}, "edge": {}}        # node: identity → first link; edge: (cause, identity) → first link
    modes: dict[str, str] = {}
    links = chain.links
    stack = rules.discipline() == "stack"
    pending: deque = deque()               # (owner, trigger, event, cause) waiting to execute
    used: dict = {}                        # (owner, feature) -> uses of a limited feature in this chain
    uses_before = getattr(rules, "uses_before", None)

    def key_of(owner, trig, event, cause):
        eff = trig.effect
        ident = (_fid(trig), owner, _end(eff.source, owner, event), _end(eff.target, owner, event))
        mode = modes.get(trig.nature) or modes.setdefault(trig.nature, rules.repeat_key(trig.nature))
        cause_id = initial.identity if cause == INITIAL else links[cause].identity
        return mode, ident, cause_id

    def schedule(event: Event, cause: int) -> None:
        found = rules.triggers(event)
        if not found:
            return
        if any(t.optional for _o, t in found):
            found = [ft for ft in found if not ft[1].optional or not decline(*ft, event, cause)]
            if not found:
                return
        declared = getattr(rules, "declared", None)      # effects a card makes declared again (Рагнар)
        if (len(found) == 1 and found[0][1].nature != "replacement"     # the common case: nothing to order
                and (declared is None or len(declared(found)) == 1)):
            pending.append((found[0][0], found[0][1], event, cause))
            return
        replacing = [ft for ft in found if ft[1].nature == "replacement"]
        if replacing:
            # one replacement applies, the first that does not repeat an effect of the chain (if every one
            # would, the first, and the chain is cut before it)
            fresh = [ft for ft in replacing if _seen(seen, *key_of(*ft, event, cause)) is None]
            if chooser is not None and len(fresh) > 1:
                fresh = chooser.order(fresh, lambda o: f"on {_event_text(event)}: {_who(o[0])} applies first")
            execute(*(fresh or replacing)[0], event, cause)
            return
        order = []
        for group in (rules.simultaneous(found) if len(found) > 1 else [found]):
            if chooser is not None and len(group) > 1:
                group = chooser.order(group, lambda o: f"on {_event_text(event)}: " + ", then ".join(map(_who, o)))
            order.extend(group)
        if declared is not None:
            order = declared(order)
        items = [(owner, trig, event, cause) for owner, trig in order]
        pending.extend(reversed(items) if stack else items)

    def decline(owner, trig, event: Event, cause: int) -> bool:
        """«может»: the player chooses; every choice is enumerated (the declared default: used)."""
        if chooser is None:
            return False
        who = f"{trig.feature}@{owner} on {_event_text(event)}"
        if chooser.pick([f"{who}: used", f"{who}: declined"]) == 0:
            return False
        _m, (_f, _o, src, tgt), _c = key_of(owner, trig, event, cause)
        links.append(Link(len(links), trig.feature, src, tgt, cause, "declined", trig.nature,
                          tuple(getattr(rules, "optional_rules", lambda: ())()), note="«может»: declined",
                          owner=owner))
        return True

    def execute(owner, trig, event: Event, cause: int) -> None:
        option = None
        if trig.effect.kind == "choice":            # «A или B»: its player chooses one (the declared default: A)
            opts = trig.effect.options
            option = 0
            if chooser is not None:
                option = chooser.pick([f"{trig.feature}@{owner} on {_event_text(event)}: option {i + 1} "
                                       f"({o.kind}{' ' + o.grant if o.grant else ''})" for i, o in enumerate(opts)])
            trig = replace(trig, effect=opts[option])
        mode, ident, cause_id = key_of(owner, trig, event, cause)
        _feat, _owner, src, tgt = ident
        idx = len(links)
        if trig.effect.source == "chosen":          # «ваш йордлинг сражается …»: who acts is chosen too
            srcs = rules.choices(owner, trig, event, which="source")
            if not srcs:
                links.append(Link(idx, trig.feature, None, tgt, cause, "blocked", trig.nature, (),
                                  note="no card to choose as the effect's source", owner=owner))
                return
            pick = 0
            if chooser is not None and len(srcs) > 1:
                pick = chooser.pick([f"{trig.feature}@{owner} on {_event_text(event)}: {c} acts" for c in srcs])
            src = srcs[pick]
            ident = (_fid(trig), owner, src, tgt)
        if trig.effect.target == "chosen":          # the player chooses among the cards that fit
            cands = rules.choices(owner, trig, event, source=src)
            summon = dict(trig.effect.choose).get("zone") == "deck"     # a summon from the Deck
            if not cands:
                links.append(Link(idx, trig.feature, src, None, cause, "blocked", trig.nature, (),
                                  note="no card to summon" if summon else "no card to choose", owner=owner))
                return
            pick = 0
            if summon:                              # summoning no card is its player's choice (2012 glossary
                if chooser is not None:             # «Summoning»): a choice point after the cards that fit
                    pick = chooser.pick([f"{trig.feature}@{owner} on {_event_text(event)}: summons {c}" for c in cands]
                                        + [f"{trig.feature}@{owner} on {_event_text(event)}: summons no card"])
                if pick == len(cands):
                    links.append(Link(idx, trig.feature, src, None, cause, "blocked", trig.nature, (),
                                      note="summons no card (its player's choice)", owner=owner))
                    return
            elif chooser is not None and len(cands) > 1:
                pick = chooser.pick([f"{trig.feature}@{owner} on {_event_text(event)}: chooses {c}" for c in cands])
            tgt = cands[pick]
            ident = (_fid(trig), owner, src, tgt)
        if trig.effect.target == "all":             # «существа, которые стояли с ним в строю»: each that fits
            cands = rules.choices(owner, trig, event, source=src)
            if not cands:
                links.append(Link(idx, trig.feature, src, None, cause, "blocked", trig.nature, (),
                                  note="no card fits", owner=owner))
            for i, c in enumerate(cands):           # one effect on each, in the scenario's order; one use
                apply(owner, trig, event, cause, mode, (_fid(trig), owner, src, c), cause_id, src, c, first=i == 0)
                if i == 0 and links[-1].status == "blocked" and links[-1].note.startswith("used up"):
                    return
            return
        apply(owner, trig, event, cause, mode, ident, cause_id, src, tgt, option=option)

    def apply(owner, trig, event: Event, cause: int, mode, ident, cause_id, src, tgt, first=True,
              option=None) -> None:
        idx = len(links)
        if trig.limit is not None and first:
            n, per = trig.limit
            outside = rules.outside_period(owner, trig) if hasattr(rules, "outside_period") else None
            if outside is not None:          # «N раз за ход» before any turn: not used (rules say why)
                links.append(Link(idx, trig.feature, src, tgt, cause, "blocked", trig.nature, outside[0],
                                  note=outside[1], owner=owner))
                return
            spent = used.get((owner, trig.feature), 0) + (uses_before(owner, trig) if uses_before else 0)
            if spent >= n:
                links.append(Link(idx, trig.feature, src, tgt, cause, "blocked", trig.nature, (),
                                  note=f"used up: {n} per {per} ({trig.card})", owner=owner))
                return
            if hasattr(rules, "uses_unstated"):     # uses spent before the question, where it cannot say
                rules.uses_unstated(owner, trig, spent)
        earlier = _seen(seen, mode, ident, cause_id)
        if earlier is not None:
            link = Link(idx, trig.feature, src, tgt, cause, "cut", trig.nature,
                        rules.chain_rules(trig.nature, mode), earlier, owner=owner)
            links.append(link)
            chain.stop, chain.cut = "cut", link
            raise _Stop
        eff = trig.effect
        ok, reach_rules, note = rules.reach(trig, src, tgt)
        if not ok:
            links.append(Link(idx, trig.feature, src, tgt, cause, "blocked", trig.nature, reach_rules, note=note,
                              owner=owner))
            return
        produced = Event(eff.kind, src, tgt, eff.attrs, (trig.card, trig.feature))
        zero = rules.zero_effect(produced, eff) if hasattr(rules, "zero_effect") else None
        if zero is not None:                 # an effect of 0 is not applied: nothing happens, nothing fires
            links.append(Link(idx, trig.feature, src, tgt, cause, "blocked", trig.nature, zero[0], note=zero[1],
                              owner=owner))
            return
        links.append(Link(idx, trig.feature, src, tgt, cause, "executed", trig.nature, reach_rules, None, note,
                          owner, option))
        if trig.limit is not None and first:
            used[(owner, trig.feature)] = used.get((owner, trig.feature), 0) + 1
        seen["node"].setdefault(ident, idx)
        seen["edge"].setdefault((cause_id, ident), idx)
        if eff.gain_counter:
            _gain(chain.tally, tgt, eff.gain_counter, gain_amount(eff, event))
        if eff.kind == "grant" and hasattr(rules, "granted"):
            rules.granted(owner, trig, tgt)      # a triggered feature laid now fires on what follows
        if idx + 1 >= limit:
            chain.stop = "limit"
            raise _Stop
        schedule(produced, idx)

    if hasattr(rules, "begin"):
        rules.begin()
    try:
        zero = rules.zero_effect(initial) if hasattr(rules, "zero_effect") else None
        if zero is None:
            schedule(initial, INITIAL)
        else:
            chain.zero_initial = zero         # an initial effect of 0 is not applied: nothing fires on it
        take = pending.pop if stack else pending.popleft
        while pending:
            execute(*take())
    except _Stop:
        pass
    return chain


def _seen(seen: dict, mode: str, ident: tuple, cause_id: tuple) -> int | None:
    """The first executed link this effect would repeat, under the wording `mode`."""
    return seen["node"].get(ident) if mode == "node" else seen["edge"].get((cause_id, ident))


def _who(owner_trig) -> str:
    owner, trig = owner_trig
    return f"{trig.feature}@{owner}"


def _event_text(e: Event) -> str:
    return f"{e.kind} {e.source or ''} → {e.target}".replace("  ", " ")


def _end(end: str, owner: str, event: Event) -> str | None:
    if end == "self":
        return owner
    if end == "event.source":
        return event.source
    if end == "event.target":
        return event.target
    return event.get(end[6:]) if end.startswith("event.") else None     # event.defended: a card the event names


def gain_amount(eff, event: Event) -> int:
    """The amount an effect gains: its number, or the value of the event that triggered it (`event.value`)."""
    if eff.gain_amount == "event.value":
        v = event.get("value")
        return v if isinstance(v, int) else 0
    return eff.gain_amount


def _gain(tally: dict, card: str | None, counter: str | None, amount: int) -> None:
    if card is None or not counter or not amount:
        return
    per = tally.setdefault(card, {})
    per[counter] = per.get(counter, 0) + amount


def _fid(trig) -> str:
    """The feature as part of an effect's identity: a second like marker on one card (`instance` > 1, laid twice)
    is an effect of its own, not a repetition of the first (classic:ruling-dev-227, legality/triggers.py)."""
    n = getattr(trig, "instance", 0)
    return f"{trig.feature}#{n}" if n > 1 else trig.feature
