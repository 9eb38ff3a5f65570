"""Lasting effects and use limits in a trace (the card language's `duration` and `limit`, legality/lasting.py).

A lasting effect is an `Effect` record laid on a card (the core reads it as it reads a scenario's `effects`),
with its duration; the tracer takes it off when the duration runs out and says so, citing the rule:
  turn             at the end of the turn (classic 2012 313.2; heroes 310.2)
  opponent_turn    at the end of the next turn of the opponent of the effect's controller
  your_turn        at the end of the next turn of the effect's controller (that very turn, laid in it)
  your_turn_start  when a turn of the effect's controller begins (heroes 303.1)
  game             never within a trace: «до конца боя» is until the game ends (2012 glossary, heroes «бой»)
  next_strike      after the carrier's next strike has executed
  while_source_in_play  when the effect's source leaves play
  until_fired           once the laid trigger has fired («следующее существо …, которое …»)
  its_next_turn         in force only in its carrier's next turn, ending with it (legality/stack/blocking.py)
  until_miss_or_other_target  once its carrier misses (attacking or defending: classic:ruling-dev-461) or strikes
                        another card than the one it was laid against
  until_deaths          once N cards of its `params.deaths` have died (legality/stack/death_counts.py)
Use limits («N раз за ход / за бой») count per (card, feature). When a use is spent is the edition's rule
(topic `use-limit`): classic 2012 216.12 at the payment step (an action removed unpaid has not spent it);
heroes 114.4 at the declaration (the marker stays when the action is removed); a heroes trigger that has
become illegal by its execution does not spend it (113.9). Per-turn uses reset when a turn begins (heroes
303.3; classic: «за ход» itself).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from model import Effect, Player

from ..lasting import DURATIONS, feature_limit, limit_text
from ..registry import topic_rule


@dataclass
class Lasting:
    carrier: str
    effect: Effect
    duration: str
    controller: Player
    turn: int                    # the turn it was laid in
    by: str = ""
    entry: str | None = None     # the entry it was laid during (its own strike is not «the next»)
    waiting: bool = False        # `its_next_turn` laid, not yet in force (legality/stack/blocking.py)

    @property
    def label(self) -> str:
        return f"{self.effect.source}/{self.effect.feature} on {self.carrier} ({DURATIONS[self.duration]})"


class LastingEffects:
    """Mixed into the Tracer."""

    # -- durations -----------------------------------------------------------------------------------
    def lay(self, carrier: str, source: str, feature: str, duration: str | None, entry=None, by="",
            bound=()) -> None:
        feat = self.cards[source].card.feature(feature)
        duration = duration or (feat.param("duration") if feat is not None else None)
        self.clock += 1
        eff = Effect(source, feature, timestamp=self.clock, bound=tuple(bound))
        rules = ()
        if duration is None:
            # 2012 418.2 / 407.2: no stated duration lasts until the end of the battle (the game)
            duration = "game"
        if duration == "game":
            rules = self._r(topic_rule(self.edition, "duration-game"))
        le = Lasting(carrier, eff, duration, self.cards[source].controller, self.turn, by, entry)
        self.lasting.append(le)
        if not (duration == "its_next_turn" and self.waits_for_next_turn(le)):
            c = self.cards[carrier]
            self.set_card(carrier, effects=c.effects + (eff,))
        self.featureless_laid(le)        # «не имеет особенностей, пока …» (death_counts.py)
        text = f"«{feat.text}»" if feat is not None else feature
        self.note("lasting", f"{carrier} gets {source}'s {text} {DURATIONS[duration]}" + (f" ({by})" if by else ""),
                  entry, card=carrier, rules=rules)

    # durations a scenario's stated effect can end by in a trace without knowing when it was laid
    ADOPTED = ("turn", "opponent_turn", "your_turn", "your_turn_start", "next_strike", "while_source_in_play",
               "until_fired", "until_miss_or_other_target")

    def adopt_stated(self) -> None:
        """A laid effect the scenario states (`effects:`) whose feature lasts for a time ends as one the trace
        lays does («пока не совершат промах …» at the carrier's miss); laid in an earlier turn or entry."""
        for cid, c in self.cards.items():
            for eff in c.effects:
                src = self.cards.get(eff.source)
                feat = src.card.feature(eff.feature) if src is not None else None
                duration = feat.param("duration") if feat is not None else None
                if duration in self.ADOPTED and not any(le.effect is eff for le in self.lasting):
                    self.lasting.append(Lasting(cid, eff, duration, src.controller, self.turn - 1, "stated"))

    def bind_values(self, l, eff, entry):
        """The values a grant fixes as it lays its feature (`bind`, legality/laid_values.py), read off the cards
        now: the event's («что и атаковавший») or the first part's target; None (noted unknown) when not known."""
        from ..laid_values import bound_value, describe
        spec = dict(eff.bind)
        ev = getattr(self, "_event_ends", None) or (None, None)
        ends = {"self": l.owner, "event.source": ev[0], "event.target": ev[1],
                "first.target": getattr(self, "_first_target", None)}
        rules, out = (), []
        if spec.pop("unnamed", False):
            r = topic_rule(self.edition, "same-as-first-part")
            if r is None:
                why = (f"{l.label}: its text names no card whose {', '.join(spec)} it compares with, and no rule of "
                       f"{self.edition} here says which (classic:ruling-dev-189: the card its first part acted on)")
                self.unknown.append(why)
                self.note("unknown", why + "; its feature is not laid", entry, card=l.owner)
                return None
            rules = (r.id,)
        for key, end in spec.items():
            cid = ends.get(end)
            if cid is None or cid not in self.cards:
                why = f"{l.label}: the {key} it fixes is that of {end}, and there is none here"
                self.unknown.append(why)
                self.note("unknown", why + "; its feature is not laid", entry, card=l.owner)
                return None
            value, why = bound_value(self.cards[cid], key)
            if why is not None:
                why = f"{l.label}: the {key} it fixes: {why}"
                self.unknown.append(why)
                self.note("unknown", why + "; its feature is not laid", entry, card=l.owner)
                return None
            out.append((key, value))
            self.note("effect", f"{l.label}: it fixes the {key} of {cid}: {describe(key, value)}", entry,
                      card=l.owner, rules=rules)
        return tuple(sorted(out))

    def _end_lasting(self, which, why: str, rules=(), entry=None) -> None:
        for le in which:
            self.lasting.remove(le)
            c = self.cards[le.carrier]
            self.set_card(le.carrier, effects=tuple(e for e in c.effects if e is not le.effect))
            self.note("lasting-ends", f"{le.label} ends: {why}", entry, card=le.carrier, rules=rules)
            self.featureless_ended(le)

    def end_of_turn(self) -> None:
        ending = [le for le in self.lasting if le.duration == "turn"
                  or (le.duration == "opponent_turn" and self.active is not le.controller)
                  or (le.duration == "your_turn" and self.active is le.controller)] + self.next_turn_ends()
        self._end_lasting(ending, f"turn {self.turn} ends", self._r(topic_rule(self.edition, "duration-turn")))

    def start_of_turn(self) -> None:
        ending = [le for le in self.lasting if le.duration == "your_turn_start" and self.active is le.controller]
        self._end_lasting(ending, f"turn {self.turn} of {self.active.value} begins",
                          self._r(topic_rule(self.edition, "duration-turn-start")))
        self.next_turn_begins()
        for cid, c in self.cards.items():      # a Броня prevents its X again each turn (its units left: all)
            if c.armour_prevented or c.modifier_uses:      # and «первая за ход атака …» counts anew
                self.set_card(cid, armour_prevented=0, modifier_uses=())
        if any(per == "turn" for (_c, _f, per) in self.uses):
            self.uses = {k: v for k, v in self.uses.items() if k[2] != "turn"}
            self.note("step", "uses «N раз за ход» start again", rules=self._r(topic_rule(self.edition,
                                                                                          "use-limit-reset")))

    def struck(self, source: str, entry=None) -> None:
        ending = [le for le in self.lasting if le.duration == "next_strike" and le.carrier == source
                  and le.entry != entry]
        self._end_lasting(ending, f"{source}'s strike has executed", entry=entry)

    def struck_at(self, striker: str, target: str, missed: bool, entry=None, defending=False) -> None:
        """A strike of `striker` at `target` has executed (its own attack's or, `defending`, its counterstrike):
        «пока не совершат промах или удар по другой карте» ends on a miss, or on a strike at another card than
        the one the effect was laid against (its `bound` card). A miss in defence ends it by the judges' reading
        (classic:ruling-dev-461); an edition without it: unknown."""
        ending = [le for le in self.lasting if le.duration == "until_miss_or_other_target" and le.carrier == striker
                  and (missed or dict(le.effect.bound).get("card") != target)]
        if not ending:
            return
        rules = ()
        if missed and defending:
            r = topic_rule(self.edition, "miss-in-defence")
            if r is None:
                why = (f"{striker} missed in defence: whether that ends «{DURATIONS[ending[0].duration]}» no rule of "
                       f"{self.edition} here says (classic:ruling-dev-461: it does)")
                self.unknown.append(why)
                self.note("unknown", why, entry, card=striker)
                return
            rules = (r.id,)
        self._end_lasting(ending, f"{striker} missed{' in defence' if defending else ''}" if missed
                          else f"{striker} struck another card, {target}", rules, entry=entry)

    def limited_modifiers_met(self, action, entry=None) -> None:
        """An attack executed: each value modifier limited to the first N attacks a turn that it is one of counts
        it (the card's `modifier_uses`, which the attack value reads: legality/attack/derive.py)."""
        from ..attack.derive import limited_met
        from .strike import ATTACK_KINDS
        kind = ATTACK_KINDS.get(action.kind)
        if kind is None or action.source not in self.cards:
            return
        for cid, fid, why in limited_met(self.state(), action.source, kind):
            if why is not None:
                text = self.cards[cid].card.feature(fid).text
                why = f"whether {action.source}'s attack is one «{text}» counts: {why}"
                self.unknown.append(why)
                self.note("unknown", why, entry, card=cid)
                continue
            uses = dict(self.cards[cid].modifier_uses)
            uses[fid] = uses.get(fid, 0) + 1
            self.set_card(cid, modifier_uses=tuple(sorted(uses.items())))
            self.note("use", f"{cid}/{fid}: {action.source}'s attack is attack {uses[fid]} this turn it speaks of",
                      entry, card=cid)

    def fired_once(self, carrier: str, feature: str, entry=None) -> None:
        """«следующее …, которое …»: a laid trigger lasting `until_fired` ends once its effect has happened (or
        was kept from its target, dev-476: spent all the same)."""
        ending = [le for le in self.lasting if le.duration == "until_fired" and le.carrier == carrier
                  and le.effect.feature == feature]
        self._end_lasting(ending, "it has fired once", entry=entry)

    def left_play(self, cid: str, entry=None) -> None:
        ending = [le for le in self.lasting if le.duration == "while_source_in_play" and le.effect.source == cid]
        self._end_lasting(ending, f"its source {cid} has left play", entry=entry)
        # an effect its source performs («она сводит», «Варг может изгнать»: params.source_acts) needs it in play
        acting = [le for le in self.lasting if le.effect.source == cid and le.carrier != cid
                  and _source_acts(self.cards[cid], le.effect.feature)]
        if acting:
            r = topic_rule(self.edition, "effect-performed-by-source")
            if r is None:
                for le in acting:
                    why = (f"{le.label}: its source {cid}, which performs it, has left play; no rule of "
                           f"{self.edition} here says whether it goes on")
                    self.unknown.append(why)
                    self.note("unknown", why, entry, card=le.carrier)
            else:
                self._end_lasting(acting, f"its source {cid}, which performs it, has left play", (r.id,), entry)
        staying = [le for le in self.lasting if le.effect.source == cid and le.carrier != cid and le not in ending
                   and le not in acting]
        if staying:                      # judges' dev-096, dev-159: only «пока … в игре» ends with its source
            r = topic_rule(self.edition, "effect-outlives-source")
            for le in staying:
                if r is None:
                    why = f"{le.label}: its source {cid} has left play; no rule of {self.edition} here says it lasts"
                    self.unknown.append(why)
                    self.note("unknown", why, entry, card=le.carrier)
                else:
                    self.note("lasting", f"{le.label} stays: its source {cid} has left "
                                         "play, its duration does not depend on it", entry, card=le.carrier,
                              rules=(r.id,))
        gone = [le for le in self.lasting if le.carrier == cid]
        self._end_lasting(gone, f"its carrier {cid} has left play", entry=entry)

    # -- use limits ----------------------------------------------------------------------------------
    def uses_of(self, owner: str, trig) -> int:
        n, per = trig.limit
        return self.uses.get((owner, trig.feature, per), 0)

    def limit_of(self, cid: str | None, ability: str | None):
        if cid is None or ability is None or cid not in self.cards:
            return None, None
        feat = self.cards[cid].card.feature(ability)
        return feature_limit(feat), feat

    def used_up(self, cid: str, ability: str) -> str | None:
        """Why a further use of the card's limited feature is illegal, or None."""
        lim, feat = self.limit_of(cid, ability)
        if lim is None:
            return None
        n, per = lim
        spent = self.uses.get((cid, ability, per), 0)
        if spent < n:
            return None
        return (f"{cid}'s «{feat.text}» may be used {limit_text(lim)} and has been used {spent} "
                f"time{'s' if spent != 1 else ''}")

    def count_use(self, cid: str, ability: str, lim, entry=None, how="") -> None:
        n, per = lim
        key = (cid, ability, per)
        self.uses[key] = self.uses.get(key, 0) + 1
        self.note("use", f"{cid}/{ability}: use {self.uses[key]} of {limit_text(lim)}" + (f" ({how})" if how else ""),
                  entry, card=cid, rules=self._r(topic_rule(self.edition, "use-limit")))


def _source_acts(source, feature: str) -> bool:
    """The laid feature says its source performs the effect (`params.source_acts`, docs/cards.md)."""
    f = source.card.feature(feature)
    return bool(f is not None and f.param("source_acts"))
