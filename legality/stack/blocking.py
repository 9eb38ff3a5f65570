"""An attack blocked by a marker on its target (Паук-пересмешник's net), and effects laid «на свой следующий ход».

A marker is a lasting feature naming it (`params.marker`, legality/markers.py). A card's permanent blocking
ability reading such markers, `params.blocks_attacks: {marker: сеть, ends: true}` («Если существо с сетью
атаковано, то эта атака блокируется, а сеть исчезает»), blocks every attack on a card carrying a marker of that
name laid by that card: the attack is removed from the stack except its Payment object (classic 2012 410.1: its
source still closes and has acted), and with `ends: true` the marker goes. The judges place it as the attack's
target is determined, before its dice and its Protection object (classic:ruling-dev-278, 2012 216.4.4): a
protected carrier loses the net all the same; an edition without that reading: `unknown`.

`its_next_turn` («получает сеть на свой следующий ход»): laid, the effect waits; it is in force from the start of
its carrier's controller's next turn to that turn's end (classic:ruling-dev-279: the net appears only in the
opponent's turn). An edition without the ruling: the effect is laid as waiting and the trace says `unknown`.
"""
from __future__ import annotations

from model import ATTACKS, Step

from ..marker_blocking import blocking_markers
from ..registry import topic_rule


class MarkerBlocking:
    """Mixed into the Tracer (with LastingEffects)."""

    def marker_blocked(self, e) -> bool:
        """Before an attack's first step (its Target object, 216.4): is it blocked by a marker on its target?
        True when it was (the entry has left the stack, paid for)."""
        a = e.action
        first = 1 if self.m.steps[0] is Step.PAYMENT else 0      # heroes pays at its preliminary stage
        if a.kind not in ATTACKS or e.at != first or e.block_checked or not a.target or a.target not in self.cards:
            return False
        e.block_checked = True
        found = blocking_markers(lambda cid: self.cards.get(cid), a.target)
        if not found:
            return False
        eff, marker, feat, ends = found[0]
        point, blocking = topic_rule(self.edition, "marker-blocking-point"), topic_rule(self.edition, "blocking")
        if not self.in_play(eff.source) or point is None or blocking is None:
            why = (f"{e.id}: {a.target} carries {eff.source}'s «{marker}», whose card blocks attacks on it: "
                   + (f"{eff.source} is not in play and no rule here says whether its blocking still acts"
                      if point is not None and blocking is not None else
                      f"no rule of {self.edition} here says when such a blocking meets the attack"))
            self.unknown.append(why)
            self.note("unknown", why, e.id, card=a.target)
            return False
        rules = (blocking.id, point.id)
        self.note("blocked", f"{e.id} is blocked as its target is determined: {a.target} carries «{marker}» "
                             f"(«{feat.text}»); it is removed from {self.zone} except its payment", e.id,
                  card=a.target, rules=rules)
        if ends:
            for le in [le for le in self.lasting if le.carrier == a.target and le.effect is eff]:
                self._end_lasting([le], f"it blocked {e.id}", rules, e.id)
            if eff in self.cards[a.target].effects:       # laid before the trace (the scenario's `effects`)
                c = self.cards[a.target]
                self.set_card(a.target, effects=tuple(x for x in c.effects if x is not eff))
                self.note("lasting-ends", f"«{marker}» on {a.target} goes: it blocked {e.id}", e.id,
                          card=a.target, rules=rules)
        if Step.PAYMENT in self.m.steps and not e.paid:   # 410.1: the Payment object stays
            self._do_step(e, Step.PAYMENT)
        self.pop(e)
        self.done[e.id] = "removed"
        self.outcome["removed"].append(e.id)
        self.gone[e.id] = (self.n, f"was blocked by «{marker}» on {a.target}", rules, a)
        return True

    # -- «на свой следующий ход» ---------------------------------------------------------------------
    def waits_for_next_turn(self, le) -> bool:
        """A lasting effect `its_next_turn` just laid: kept off its carrier until that turn (True), or laid at
        once and `unknown` under an edition without the reading (False)."""
        r = topic_rule(self.edition, "its-next-turn")
        if r is None:
            why = (f"{le.label}: no rule of {self.edition} here says whether it is in force before its carrier's "
                   "next turn: laid at once")
            self.unknown.append(why)
            self.note("unknown", why, le.entry, card=le.carrier)
            return False
        le.waiting = True
        self.note("lasting", f"{le.label}: not in force before {le.carrier}'s next turn", le.entry,
                  card=le.carrier, rules=(r.id,))
        return True

    def next_turn_begins(self) -> None:
        """A turn begins: effects waiting for their carrier's turn come into force."""
        r = topic_rule(self.edition, "its-next-turn")
        for le in self.lasting:
            if le.waiting and self.cards[le.carrier].controller is self.active and self.turn > le.turn:
                le.waiting = False
                c = self.cards[le.carrier]
                self.set_card(le.carrier, effects=c.effects + (le.effect,))
                self.note("lasting", f"{le.label} is in force now: {le.carrier}'s turn begins", card=le.carrier,
                          rules=self._r(r))

    def next_turn_ends(self) -> list:
        """The effects `its_next_turn` in force whose carrier's turn ends now."""
        return [le for le in self.lasting if le.duration == "its_next_turn" and not le.waiting
                and self.cards[le.carrier].controller is self.active]
