"""Payments already committed (classic:ruling-dev-375): a card whose closing is spoken for by an entry not yet
paid — its own action that closes it, or its defence, whose closing classic 2012 216.12.a adds to the attack's
payment — may not declare another ability paid by closing. Mixed into the Tracer."""
from __future__ import annotations

from model import ActionKind

from ..registry import topic_rule


class Committed:

    def committed_closing(self, a, ev) -> tuple[str, tuple] | None:
        """(why, rules) when the declaration `ev` would pay with a closing already committed; an edition with no
        rule here makes the trace unknown instead."""
        src = a.source
        if not ev.closes or src is None or a.kind is ActionKind.ASSIGN_DEFENDER:
            return None
        held = None
        for e in self.entries.values():
            if e.paid or self.done.get(e.id):
                continue
            if e.action.source == src and (e.event.closes or e.action.kind is ActionKind.ASSIGN_DEFENDER):
                held = e.id
            elif src in e.defenders:
                held = e.id
            if held:
                break
        if held is None:
            return None
        why = f"{src}'s closing is already declared as the payment of {held}, which is not paid yet"
        r = topic_rule(self.edition, "committed-closing")
        if r is None:
            self.unknown.append(f"{ev.entry}: {why}; no rule of {self.edition} here says whether it may pay again")
            self.note("unknown", f"{ev.entry}: {why}; whether it may pay for another ability is not ruled here",
                      ev.entry, card=src)
            return None
        return f"{why}: it is reserved and cannot pay for another ability", (r.id,)
