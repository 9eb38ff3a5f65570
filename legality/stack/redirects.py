"""A redirection followed by the trace (classic 2012 412.5; the judges' classic:ruling-dev-270).

A `redirect` entry, executing, gives the one attack waiting below it on the stack its new target (412.5: the
initial target is replaced; one already redirected, by a defender or a redirection, is not redirected again).
The attack keeps the card it was declared at (`Entry.attacked`, read by «нападает на …» triggers). From then
on the new target's reach — the ability's range, a ranged attack at an adjacent card, a flyer out of a non-ranged
attack's reach — is not checked again (classic:ruling-dev-270: «ограничения дальности игнорируются, ограничения
вида атаки — тоже»); every other rule still is. Under an edition without that ruling, or when the stack holds
no single attack the redirection could be aimed at, the redirection is `unknown`, as before.
"""
from __future__ import annotations

from dataclasses import replace

from model import ATTACKS

from ..registry import topic_rule

class Redirects:
    """Mixed into the Tracer."""

    def follow_redirect(self, e) -> None:
        reach = topic_rule(self.edition, "redirect-reach")
        new = e.action.target
        waiting = [x for x in self.stack if x is not e and x.action.kind in ATTACKS and not x.executing]
        if reach is None or len(waiting) != 1 or not new:
            why = (f"{e.id}: a redirection executes; " + (
                f"no rule of {self.edition} here says whether the new target's reach is checked again"
                if reach is None else
                f"{'no attack' if not waiting else 'more than one attack'} waits on {self.zone} for it: the trace "
                "does not follow which attack it redirects"))
            self.unknown.append(why)
            self.note("unknown", why, e.id)
            return
        attack = waiting[0]
        if new == attack.action.source:
            why = (f"{e.id}: a redirection of {attack.id} into its own source {new}: the judges forbid it "
                   "(dev-270), which is not read here")
            self.unknown.append(why)
            self.note("unknown", why, e.id)
            return
        once = topic_rule(self.edition, "defender-final-target")
        old = attack.action.target
        if attack.defenders or attack.action.redirected:
            self.note("effect", f"{e.id}: {attack.id} already has a target other than its initial one: it is not "
                                "redirected again", e.id, rules=self._r(once))
            return
        attack.attacked = attack.attacked or old
        attack.action = replace(attack.action, targets=(new,), redirected=True)
        self.note("effect", f"{e.id}: {attack.id} now targets {new} instead of {old}; its new target's range and "
                            "attack kind are not checked again", e.id, card=new, rules=self._r(once, reach))
