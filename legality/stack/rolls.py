"""An attack's die rolls on the stack: the strengths the rolls give (classic 2012 205.4 when only the attacker
rolls, 205.6 — the strike table, both columns — when two open creatures fight) and the «Бешенство N» the
attacker's result fires, whose effect comes before the calculation (classic:ruling-dev-011).

One code path: the `fight` question (legality/stack/fight.py) passes each roll it tries to the tracer as a
`sequence` scenario passes the rolls it states (`roll:`, `counter_roll:` on a declared attack); the tracer reads
them here, at the calculation step. When a Бешенство fires is legality/frenzy.py's `firing_frenzies`, the
`roll` question's reading; what it does is the compiler's `do: modify` (legality/frenzy.py `frenzy_effect`),
laid as a lasting value modifier on its carrier before the strikes are calculated, and the tracer fires a
`frenzy` event (trigger language: «когда бешенство … срабатывает»).
"""
from __future__ import annotations

from dataclasses import replace

from model import ATTACKS, ActionKind, Step

from ..attack.dice import tier_of
from ..attack.die_cards import die_card_modifiers, purpose_of, total
from ..frenzy import firing_frenzies, frenzy_effect, reading_state
from ..registry import topic_rule

# classic 2012 205.6, the responding creature's column, by the difference favouring the initiating creature
# (positive) or the responding one (negative); 5 or more as 5
RESPONDING = {1: "miss", 2: "weak", 3: "miss", 4: "weak", 5: "miss",
              -1: "miss", -2: "miss", -3: "weak", -4: "medium", -5: "medium"}


def responding_tier(own: int, other: int) -> str:
    """The responding creature's strike when the initiating one rolled `own` and it rolled `other` (205.6)."""
    d = own - other
    if d == 0:
        return "miss" if own <= 4 else "weak"
    return RESPONDING[max(-5, min(5, d))]


def die_mods(state, action, edition: str, battle: bool, notes: list, unknown: list) -> tuple[int, int]:
    """The sums of the attacker's and the responding creature's own die modifiers (legality/attack/die_cards.py,
    the reading the `attack` and `roll` questions apply): the attacker's for the attack it initiates, the
    target's for its response to a melee strike. Notes ((text, rules)) and unknown causes are appended."""
    out = []
    for card, purpose in ((action.source, purpose_of(action.kind.value)),
                          (action.target, "counterstrike" if action.kind is ActionKind.SIMPLE_STRIKE else "other")):
        if card is None or not state.has(card) or (card == action.target and not battle):
            out.append(0)
            continue
        dc = die_card_modifiers(state, card, purpose, edition)
        notes.extend((t, rules) for rules, t in dc.notes if rules)
        unknown.extend(u for u in dc.unknown if u not in unknown)
        out.append(total(dc.modifiers))
    return out[0], out[1]


def result_of(roll: int, delta: int, battle: bool) -> int:
    """A die result: 422.4.b brings it to 1-6 except in a fight of two open creatures."""
    return roll + delta if battle else min(6, max(1, roll + delta))


def strengths(roll: int, counter_roll: int | None, d1: int, d2: int) -> tuple[str, str | None]:
    """The attacker's strength and the responding creature's (None: it does not roll) from the natural rolls."""
    battle = counter_roll is not None
    f1 = result_of(roll, d1, battle)
    if not battle:
        return tier_of(f1, None), None
    f2 = counter_roll + d2
    return tier_of(f1, f2), responding_tier(f1, f2)


def frenzy_plan(state, action, edition: str, notes: list, unknown: list):
    """The attacker's «Бешенство N» its roll can fire, each as (Frenzy, FrenzyEffect or the text saying why its
    effect is not read); and the state in which their effects are read (legality/frenzy.py `reading_state`).
    A Бешенство on «атакованный» when a defender takes the attack is not read (whom it names is not ruled)."""
    if action.source is None or not state.has(action.source):
        return [], state
    steps: list = []
    found, read_ids = firing_frenzies(state, action.source, purpose_of(action.kind.value), edition, steps, unknown)
    notes.extend((t, rules) for rules, t in steps if rules)
    before = topic_rule(edition, "die-frenzy-before-calculation")
    plan, read = [], {}
    for rg in found:
        fe = frenzy_effect(state.card(rg.card).card.feature(rg.feature))
        if not isinstance(fe, str) and before is None:
            fe = f"no rule of {edition} says when Бешенство's effect applies"
        if not isinstance(fe, str):
            read[rg.feature] = fe
        plan.append((rg, fe))
    # every other Бешенство is read too: it fires on its own card's rolls only (each declared with its roll is
    # read there; one declared with its strengths stated is `unknown`: Rolls.rolled)
    unread = {rg.feature for rg, fe in plan if isinstance(fe, str)}
    for cid in dict.fromkeys(c for c, _f in read_ids):
        ids = {f for c, f in read_ids if c == cid} - (unread if cid == action.source else set())
        state = reading_state(state, cid, read if cid == action.source else {}, ids)
    return plan, state


def fires(rg, result: int) -> bool:
    """Бешенство N fires on a result of N or less (classic:бешенство)."""
    return result <= rg.threshold


class Rolls:
    """Mixed into the Tracer: an attack declared with its rolls (`Event.roll`, `Event.counter_roll`)."""

    def rolled(self, e, fights: bool | None = None) -> tuple[str | None, str | None]:
        """The attack's strengths: the stated ones, or those its rolls give (205.4 / 205.6), with its
        Бешенство fired at the calculation step. Called once, at the calculation step."""
        ev = e.event
        if ev.roll is None:
            self._unrolled_frenzy(e)
            return ev.strength, ev.counter_strength
        a = e.action
        notes, unknown = [], []
        battle = ev.counter_roll is not None
        d1, d2 = die_mods(self.state(), a, self.edition, battle, notes, unknown)
        s, c = strengths(ev.roll, ev.counter_roll, d1, d2)
        rule = "classic-2012:205.6" if battle else "classic-2012:205.4"
        result = result_of(ev.roll, d1, battle)
        if ev.strength is None:
            self.note("step", f"calculation: {a.source} rolled {ev.roll} (result {result})"
                              + (f", {a.target} rolled {ev.counter_roll} (result {ev.counter_roll + d2})" if battle
                                 else "") + f": strike {s}" + (f", counterstrike {c}" if battle else ""), e.id,
                      rules=(rule,))
        for text, rules in notes:
            self.note("step", text, e.id, rules=rules)
        for u in unknown:
            self._unknown(e, u)
        self._frenzy(e, result)
        s, c = ev.strength or s, ev.counter_strength or c
        # the strengths the rolls give stand as the declaration's from here on (the execution's `strike` / `miss`
        # events read them: rules/misses.py); `rolled_only` marks that nobody stated them
        e.event = replace(ev, strength=s, counter_strength=c if battle else ev.counter_strength)
        e.rolled_only = ev.strength is None
        return s, c

    def read_frenzies(self, action) -> None:
        """An attack declared with its roll: the attacker's Бешенство whose effect is read is the tracer's to
        apply (legality/frenzy.py `reading_state`), so the card text no longer stands unread in the checks."""
        _plan, read_state = frenzy_plan(self.state(), action, self.edition, [], [])
        for c in read_state.cards:
            if c.id in self.cards and self.cards[c.id].card is not c.card:
                self.set_card(c.id, card=c.card)

    def _unrolled_frenzy(self, e) -> None:
        """An attack declared with its strengths, not its rolls, by a card with a Бешенство that could fire: the
        trace does not know whether it fired."""
        a = e.action
        if a.source not in self.cards or not self.in_play(a.source):
            return
        steps, unknown = [], []
        found, _read = firing_frenzies(self.state(), a.source, purpose_of(a.kind.value), self.edition, steps, unknown)
        for u in unknown:
            self._unknown(e, u)
        for rg in found:
            self._unknown(e, f"{self.cards[a.source].card.name} ({rg.card}/{rg.feature}): the attack is declared "
                             "with its strengths, not its rolls (`roll`), so whether its Бешенство fires is not known")

    def _unknown(self, e, why: str) -> None:
        why = f"{e.id}: {why}"
        if why not in self.unknown:
            self.unknown.append(why)
            self.note("unknown", why, e.id)

    def _frenzy(self, e, result: int) -> None:
        a = e.action
        notes, unknown = [], []
        plan, _read_state = frenzy_plan(self.state(), a, self.edition, notes, unknown)
        for text, rules in notes:
            self.note("step", text, e.id, rules=rules)
        for u in unknown:
            self._unknown(e, u)
        before = topic_rule(self.edition, "die-frenzy-before-calculation")
        for rg, fe in plan:
            label = f"{self.cards[rg.card].card.name} ({rg.card}/{rg.feature})"
            if not fires(rg, result):
                self.note("step", f"{label} does not fire: the result {result} is over {rg.threshold}", e.id,
                          rules=("classic:бешенство",))
                continue
            if isinstance(fe, str):
                self._unknown(e, f"{label} fires on the result {result}: {fe}")
                continue
            carrier = a.target if fe.carrier == "attacked" else rg.card
            if fe.carrier == "attacked" and e.defenders:
                self._unknown(e, f"{label} fires: whether «атакованный» is the defender or the creature it stands "
                                 "for is not ruled here")
                continue
            if fe.wound is not None:
                self._frenzy_wound(e, rg, fe, carrier, label, result, before)
            else:
                self.note("step", f"{label} fires on the result {result} (≤ {rg.threshold}); before the calculation "
                                  f"{carrier} gets {fe.modifier.describe()}", e.id,
                          rules=("classic:бешенство", before.id))
                self.lay(carrier, rg.card, rg.feature, fe.duration, e.id, by=f"{label}'s Бешенство")
            self.fire("frenzy", rg.card, carrier, (), e.id)

    def _frenzy_wound(self, e, rg, fe, carrier, label, result, before) -> None:
        """«ранить атакованного на N / на Х, где Х - его слабый {strike}»: X is the printed strike
        (classic:ruling-dev-013), dealt before the calculation."""
        rules = ("classic:бешенство", before.id)
        n = fe.wound
        if isinstance(n, str):
            printed = topic_rule(self.edition, "frenzy-printed-strike")
            strike = self.cards[carrier].card.strike if carrier in self.cards else None
            if printed is None or strike is None:
                self._unknown(e, f"{label}: X, {carrier}'s {n} strike: " + (
                    f"no rule of {self.edition} says whether its modifiers count" if strike is not None
                    else f"{carrier} has no strike"))
                return
            n = getattr(strike, n)
            rules += (printed.id,)
        self.note("step", f"{label} fires on the result {result} (≤ {rg.threshold}); before the calculation it "
                          f"wounds {carrier} by {n}", e.id, rules=rules)
        kept = self.resists(carrier, rg.card, "wound", self.cards[rg.card].card.feature(rg.feature).text, e.id)
        if kept is False:
            self._wound(carrier, n, e.id, origin="effect", by=rg.card)
        elif kept is None:
            self._unknown(e, f"{label}: whether {carrier} takes its wound is not decided")


class Cancels:
    """Mixed into the Tracer: an interruption by a card's «отменить действие …» (`params.cancels`, docs/cards.md)
    comes only before the action's die rolls (classic:ruling-dev-500)."""

    def cancel_refused(self, e, ev) -> bool:
        """True when the cancel does not take the entry off (said in the trace, or `unknown`)."""
        feat = self.cards[ev.by].card.feature(ev.feature)
        spec = feat.param("cancels")
        if spec is None:
            return False
        label = f"{ev.by}/{ev.feature} «{feat.text}»"
        src = self.cards.get(e.action.source)
        want = tuple(spec.get("states", ())) if isinstance(spec, dict) else ()
        if want and (src is None or not set(want) <= set(src.states)):
            self.note("refused", f"{label}: {e.action.source} is not {', '.join(want)}: the action is not one it "
                                 "cancels", e.id)
            return True
        if e.action.kind not in ATTACKS or topic_rule(self.edition, "die-strength") is None:
            return False                # no die decides it: the cancel is an interruption as any other
        rule = topic_rule(self.edition, "cancel-before-rolls")
        step = self.m.steps[e.at] if e.at < len(self.m.steps) else None
        started = e.at > 0 or e.paused
        if not started:
            if rule is not None:
                self.note("step", f"{label}: {e.id} has not rolled its dice yet: it may be cancelled", e.id,
                          rules=(rule.id,))
            return False
        if rule is None:
            self._unknown(e, f"{label} cancels {e.id} after it began to resolve: no rule of {self.edition} here "
                             "says whether an action is cancelled after its die rolls")
            return True
        if step is Step.CALCULATION and e.paused:
            self._unknown(e, f"{label}: {e.id} waits inside its calculation step; whether its dice are rolled at "
                             "this window is not modelled (the Roll object precedes the Calculation, 2012 216.5)")
            return True
        self.note("refused", f"{label}: {e.id} has rolled its dice (its calculation is done): an action is cancelled "
                             "only before its die rolls", e.id, rules=(rule.id,))
        return True
