"""Stack points: the triggers that several events of one execution set off are declared together, at one point
(classic 2012 215.2: abilities enter the stack when declared; 215.4: simultaneous chains — the active player's
first, then the inactive player's, each player ordering their own). Mixed into the Tracer.

An attack's execution is such a point: its wounds, the deaths they cause, the strike (or shot, throw …) itself,
the counterstrike — the triggers on all of them are declared once the execution is over, on the state of that
point (a card destroyed by it fires its own «при гибели» from its last known state). The judges rule so: dev-083
(Хозяин склепа's «при гибели … получает {counter}» and «при метании теряет все {counter}» are declared at one
point; declared in that order the loss resolves first and he keeps the token he gains).

The tracer defers the chains of the point's events (`Firing.fire` asks `deferred`), then resolves them here:
  - fewer than two of them are listened to by a trigger the model reads: in the order they happened, as before;
  - otherwise every order of the listened events is run on a copy of the trace; an order is one the players can
    reach when each event's chain fires the triggers of one player only and the inactive player's chains resolve
    before the active player's (placed last, on top: 215.4, 215.8). The trace follows the first reachable order
    (the events' own order when reachable); each other distinct outcome is reported (verdict `choice`).
`unknown`, naming it: an event whose chain fires triggers of both players (how its links interleave with the
other chains' is not decided here), or more than MAX_EVENTS listened events at one point.
"""
from __future__ import annotations

from itertools import permutations

from ..registry import topic_rule

MAX_EVENTS = 4           # 4! orders, each a copy of the trace


class StackPoints:
    """Mixed into the Tracer (`fire`, `note`, `unknown`, `branches`, `_copy`, `_signature` of turn_start.py …)."""

    _point: list | None = None
    _point_owners: list | None = None     # per resolved chain: the players whose triggers it executed

    def point_begin(self) -> bool:
        """Open a stack point at the top level of the trace (not inside a chain's own effects); True if opened."""
        if self._point is not None or self.depth or topic_rule(self.edition, "stack-simultaneous") is None:
            return False
        self._point = []
        return True

    def deferred(self, kind, source, target, attrs, entry, state, moment) -> bool:
        """Called by `fire`: an event at an open point waits for the point's declaration. True when deferred."""
        if self._point is None or self.depth or moment == "after":
            return False
        self._point.append((kind, source, target, tuple(attrs), entry, state, moment))
        return True

    def chain_fired(self, chain) -> None:
        """Called by `fire` once a chain's links are known: whose triggers it executes."""
        if self._point_owners is not None and not self.depth:
            self._point_owners.append({self.cards[l.owner].controller for l in chain.executed
                                       if l.nature == "triggered" and l.owner in self.cards})

    def point_end(self) -> None:
        pending, self._point = self._point or [], None
        heard = [p for p in pending if self._heard(p[0], p[3])]
        if len(heard) < 2:
            self._run_point(pending)
            return
        quiet = [p for p in pending if p not in heard]
        what = ", ".join(_event_text(p) for p in heard)
        if len(heard) > MAX_EVENTS:
            self._run_point(pending)
            self._say_unknown(f"{len(heard)} events at one stack point ({what}): the orders of their triggers' "
                              f"chains (215.4) are not enumerated beyond {MAX_EVENTS}", pending[0][4])
            return
        runs = []
        for order in permutations(heard):
            other = self._copy()
            other._point_owners = []
            other._run_point(quiet + list(order))
            owners = other._point_owners[-len(order):] if other._point_owners else []
            new = [u for u in other.unknown if u not in self.unknown]
            runs.append((order, owners, other._signature(), new))
        mixed = [o for o, ow, _s, _n in runs for p, w in zip(o, ow) if len(w) > 1]
        reach = [r for r in runs if self._reachable(r[1])]
        entry = pending[0][4]
        if mixed or not reach:
            self._run_point(pending)
            self._say_unknown(f"the triggers on {what} are declared at one stack point (2012 215.2, 215.4); an "
                              "event's chain fires triggers of both players, and how they interleave with the "
                              "other chains is not decided here", entry)
            return
        main = reach[0]
        r = topic_rule(self.edition, "stack-simultaneous")
        d = topic_rule(self.edition, "stack-declared")
        rules = tuple(x.id for x in (d, r) if x is not None)
        self.note("step", f"the triggers on {what} are declared at one stack point: the inactive player's chains "
                          "resolve first, each player orders their own; the trace resolves them as "
                          + " → ".join(_event_text(p) for p in main[0]), entry, rules=rules)
        self._run_point(quiet + list(main[0]))
        unknown = [r for r in reach if r[3]]
        if unknown:
            self._say_unknown(f"at the stack point of {what}, in the order "
                              f"{' → '.join(_event_text(p) for p in unknown[0][0])}, the outcome is not known "
                              f"({'; '.join(unknown[0][3])})", entry)
            return
        distinct = list(dict.fromkeys((sig, order) for order, _ow, sig, _n in reach[:1] + reach[1:]))
        sigs: dict = {}
        for sig, order in distinct:
            sigs.setdefault(sig, order)
        differ = {s[0] for sig in sigs for s in sig} if len(sigs) > 1 else set()
        differ = {c for c in differ if len({s for sig in sigs for s in sig if s[0] == c}) > 1}
        outs = [{"executed": [_event_text(p) for p in order], "cut": None, "choices": 1,
                 "witness": ["the chains of " + " → ".join(_event_text(p) for p in order)],
                 "final": {s[0]: {"zone": s[1], "wounds": s[2], "tokens": s[5]} for s in sig if s[0] in differ}}
                for sig, order in sigs.items()]
        if len(outs) > 1:
            for n, o in enumerate(outs, 1):
                self.note("choice", f"stack point of {what}: outcome {n}: the chains resolve as {' → '.join(o['executed'])}",
                          entry, rules=rules)
            self.branches.append({"event": f"the stack point of {what}", "entry": entry, "outcomes": outs})

    def _run_point(self, events) -> None:
        for kind, source, target, attrs, entry, state, moment in events:
            self.fire(kind, source, target, attrs, entry, state, moment)

    def _reachable(self, owners) -> bool:
        """215.4: the inactive player's chains are placed last and resolve first; the active player's after."""
        seen_active = False
        for w in owners:
            if self.active in w:
                seen_active = True
            elif w and seen_active:
                return False
        return True

    def _heard(self, kind, attrs) -> bool:
        if not self.triggers:
            return False
        from graphs.chain import Event as ChainEvent
        from ..chain_rules import event_classes
        classes, _r = event_classes(ChainEvent(kind, None, None, tuple(sorted(attrs))), self.edition)
        return bool(self._listened() & set(classes))


def _event_text(p) -> str:
    kind, source, target = p[0], p[1], p[2]
    return f"{kind} {source}→{target}" if source else f"{kind} of {target}"
