"""Triggers wherever the tracer makes something happen: the cards' triggered features fire on the event, run
through the `chain` question's own builder (legality/questions/chain.py `rule_chain`: graphs/chain.py under the
edition's ChainRules — one code path), and what the chain executed is applied to the trace's state.

Events the tracer fires (the trigger language's event classes, docs/chains.md):
  strike (mode simple | special | counter; range melee; assault on a declared simple strike), shot, throw,
  discharge, magic_strike (also of class `attack`), wound (value: the wounds dealt; source: who dealt them),
  heal (value: the wounds actually removed), move, open, close, defend (source: the defender, target: the
  attacker), battle (source: the attacker), destroy (target: the card destroyed; its own triggers fire),
  turn_start, turn_end (`where: {turn: own|enemy}`: whose turn).
The chain orders what fires at once as the edition's stack / Очередь does, cuts it by the chain rule
(classic 522, 2012 103.4, heroes 525), enumerates the players' orders and optional («может») triggers; the
trace follows the declared order (every trigger used) and reports every other outcome.
"""
from __future__ import annotations

from model import Action, ActionKind, CardType, Step, Zone

from graphs.chain import INITIAL, Event as ChainEvent

from ..wound_sources import ATTACK_ORIGINS

ATTACK_EVENTS = {ActionKind.SHOT: "shot", ActionKind.THROW: "throw", ActionKind.DISCHARGE: "discharge",
                 ActionKind.MAGIC_STRIKE: "magic_strike"}
STRIKE_EFFECTS = {"strike": ActionKind.SPECIAL_STRIKE, "magic_strike": ActionKind.MAGIC_STRIKE,
                  "shot": ActionKind.SHOT, "throw": ActionKind.THROW, "discharge": ActionKind.DISCHARGE}
MAX_DEPTH = 8      # a death fired by a triggered effect fires again; deeper nesting is reported, not followed


class Firing:
    """Mixed into the Tracer: `self.triggers` (card id -> triggers) is set by it."""

    def _listened(self) -> set:
        if self._classes is None:
            self._classes = {cls for cid, ts in self.triggers.items() for t in ts for cls in t.on}
            if any(t.valhalla for ts in self.triggers.values() for t in ts):
                self._classes.add("declare_valhalla")       # a Вальхалла fires on Скальд's «сага» too
        return self._classes

    # -- the turn's history: the abilities each player's cards performed, in order («подряд») -------
    def performed(self, cid: str, kind: str) -> None:
        self.abilities.setdefault(self.cards[cid].controller, []).append((cid, kind))

    def log_of(self, player) -> list:
        return self.abilities.get(player, [])

    def _moment(self, kind, source, target, attrs, entry) -> str | None:
        """An event of an entry executing, under an edition that pays after execution (classic 2012 216.12):
        the «после …» triggers wait for the payment (`after_payment`); None when nothing distinguishes them."""
        entry = entry or self._executing          # a death the execution causes is one of its events
        if entry is None or entry != self._executing or self.depth or not self._has_after:
            return None
        if self.m.steps[-1] is not Step.PAYMENT:
            return None
        self._after.setdefault(entry, []).append((kind, source, target, tuple(attrs)))
        return "execution"

    def after_payment(self, entry) -> None:
        """The entry has been paid for: the «после …» triggers on its events fire now (classic 2012 216.12)."""
        from ..registry import get_rule
        events = self._after.pop(entry, [])
        if events:
            r = get_rule("classic-2012:216.12")
            self.note("step", f"{entry} is paid for: «после …» triggers on its events fire now", entry,
                      rules=(r.id,) if r else ())
        for kind, source, target, attrs in events:
            self.fire(kind, source, target, attrs, entry, moment="after")

    def fire(self, kind: str, source: str | None, target: str | None, attrs=(), entry=None, state=None,
             moment=None) -> None:
        """`kind` happened: run the chain of triggers it sets off and apply what it executed."""
        if self.deferred(kind, source, target, attrs, entry, state, moment):
            return                       # declared with the other events of its stack point (stack_points.py)
        if moment != "after":            # the same event again, for its «после …» triggers: logged once
            self.saw(kind, source, target)
            if ("assault", True) in attrs:   # a simple strike declared («нападает {strike}»): effect_conditions.py
                self.saw("generated_assault" if ("generated", True) in attrs else "assault", source, target)
        if not self.triggers or self.depth >= MAX_DEPTH:
            if self.triggers and self.depth >= MAX_DEPTH:
                why = f"{kind} on {target}: triggers nested more than {MAX_DEPTH} deep are not followed"
                self.unknown.append(why)
                self.note("unknown", why, entry)
            else:
                self._unread_triggers(kind, source, target, attrs, entry, state)
            return
        from ..chain_rules import event_classes
        initial = ChainEvent(kind, source, target, tuple(sorted(attrs)))
        classes, _r = event_classes(initial, self.edition)
        heard = set(classes) | ({"attack", "assault"} if kind == "miss" else set())   # a miss: chain_rules.py
        if not self._listened() & heard:
            self._unread_triggers(kind, source, target, attrs, entry, state)
            return
        from ..questions.chain import ChainQuestion, event_text, rule_chain
        moment = moment or self._moment(kind, source, target, attrs, entry)
        q = ChainQuestion("", initial, self.triggers)
        ans = rule_chain(state or self.state(), q, self.edition, self.engine, uses=self.uses_of, moment=moment,
                         log=self.log_of, history=self.history_of)
        chain = ans.chain
        self.chain_fired(chain)          # whose triggers it executes, at a stack point (stack_points.py)
        what = event_text(initial)
        if not any(l.status != "executed" or l.nature == "triggered" for l in chain.links):
            for note, rules in ans.decisions.items():     # why a card's trigger did not fire, when a rule says
                if rules:
                    self.note("trigger", note, entry, rules=rules)
            for u in ans.unknown:         # a trigger whose condition could not be read did not fire: not known
                if f"triggers on {what}: {u}" not in self.unknown:
                    self.unknown.append(f"triggers on {what}: {u}")
                    self.note("unknown", f"triggers on {what}: {u}", entry)
            return                      # only the rules' own effects (a counterstrike the tracer deals itself)
        for note, rules in ans.decisions.items():
            self.note("trigger", note, entry, rules=rules)
        for l in chain.links:
            cause = f"the {kind}" if l.cause == INITIAL else f"link {l.cause + 1} ({chain.links[l.cause].label})"
            if l.status == "executed":
                self.note("trigger", f"{l.label} fires on {cause} [{what}]", entry, card=l.owner, rules=l.rules)
            elif l.status == "cut":
                self.note("chain-cut", f"the chain from {what} stops before {l.label}: it repeats link "
                                       f"{l.repeats + 1}", entry, card=l.owner, rules=l.rules)
            elif l.status == "declined":
                self.note("trigger", f"{l.label} is declined («может») on {cause}", entry, card=l.owner,
                          rules=l.rules)
            else:
                self.note("trigger", f"{l.label} is not applied ({l.note})", entry, card=l.owner, rules=l.rules)
        self.unknown.extend(f"triggers on {what}: {u}" for u in ans.unknown if u not in self.unknown)
        if len(ans.outcomes) > 1:
            outs = []
            for i, (_sig, ch, c, n) in enumerate(ans.outcomes, 1):
                ran = "; ".join(l.label for l in c.executed) or "nothing"
                self.note("choice", f"triggers on {what}: outcome {i} ({n} choice{'s' if n != 1 else ''}): "
                                    f"{ran}" + (f", cut before {c.cut.label}" if c.cut else "")
                          + "; witness: " + "; ".join(ch.points), entry)
                outs.append({"executed": [l.label for l in c.executed], "cut": c.cut.label if c.cut else None,
                             "witness": list(ch.points), "choices": n})
            self.branches.append({"event": what, "entry": entry, "outcomes": outs})
            may = tuple(dict.fromkeys(r for _s, _ch, c, _n in ans.outcomes for l in c.links
                                      if l.status == "declined" for r in l.rules))
            self.note("choice", f"triggers on {what}: the trace follows the declared order with every «может» "
                                "used and a choice's first option (outcome 1)", entry, rules=may)
        from ..triggers import in_force
        forced = in_force(state or self.state(), self.triggers)     # the triggers the chain read
        if moment is None and entry is not None and self._has_after and self.m.steps[-1] is not Step.PAYMENT:
            late = [l.label for l in chain.executed if any(t.after and t.feature == l.feature
                                                             for t in forced.get(l.owner, ()))]
            if late:
                why = (f"{', '.join(late)}: a «после …» trigger on {what}; when it fires under {self.edition}, "
                       "which pays before executing, is not modelled")
                self.unknown.append(why)
                self.note("unknown", why, entry)
        self.depth += 1
        try:
            for l in chain.executed:
                # the ends of the event that fired it («ту карту»: a later part's `event.source`)
                cause = initial if l.cause == INITIAL else chain.links[l.cause]
                self._event_ends, self._link_chain = (cause.source, cause.target), id(chain)
                self._apply_link(l, forced, entry, initial)
            self._deaths()
        finally:
            self.depth -= 1

    def text_listens(self, kind: str) -> bool:
        """Whether a trigger kept as text could fire on an event of `kind` (the rules' reading of the event, such
        as «a death with tokens is no loss of tokens», is then worth saying)."""
        from ..reach import event_dependence, unknown_causes
        st = self.state()
        return bool(unknown_causes(st, event_dependence(st, kind)))

    def _unread_triggers(self, kind, source, target, attrs, entry, state, pending=False) -> None:
        """No trigger the model reads listens to the event, so no chain is run: a trigger kept as text that could
        fire on it still makes the trace `unknown` (what it would do is not read), as the chain's own reach does."""
        from ..questions.chain import event_text
        from ..reach import event_dependence, unknown_causes
        st = state or self.state()
        what = event_text(ChainEvent(kind, source, target, tuple(sorted(attrs))))
        for u in unknown_causes(st, event_dependence(st, kind, pending, source, target)):
            why = f"{'would replace' if pending else 'triggers on'} {what}: {u}"
            if why not in self.unknown:
                self.unknown.append(why)
                self.note("unknown", why, entry)

    def unread_replacements(self, kind, target, entry=None) -> None:
        """An event about to happen on `target` (or one that came to nothing: a heal of 0): a replacement kept as
        text («вместо …», «когда должен …») could take its place; what it does is not read."""
        self._unread_triggers(kind, None, target, (), entry, None, pending=True)

    # -- what an executed link does to the state ----------------------------------------------------
    def _may(self, l, kind, src, tgt, entry) -> bool:
        """A triggered attack is still its source's attack: the cards' texts that forbid it (printed or laid on,
        «не может совершать выстрелы») stop it — the verdict `legal` and `chain` read (legality/world.py)."""
        from ..world import card_verdict
        v = card_verdict(self.state(), Action(kind, src, (tgt,), step=Step.EXECUTION), self.edition)
        if v.verdict == "illegal":
            text = "; ".join(r.message for r in v.reasons)
            self.note("trigger", f"{l.label} is not applied: {src} may not make this {kind.value} ({text})", entry,
                      card=src, rules=tuple(r for x in v.reasons for r in x.rules))
            return False
        if v.verdict == "unknown":
            why = f"{l.label}: whether {src} may make this {kind.value}: {'; '.join(v.unknown)}"
            self.unknown.append(why)
            self.note("unknown", why, entry, card=src)
            return False
        return True

    def _text_of(self, owner, feature) -> str:
        f = self.cards[owner].card.feature(feature) if owner in self.cards else None
        return f.text if f is not None else ""

    def _apply_link(self, l, forced, entry, initial=None) -> None:
        if l.nature != "triggered":
            return                       # the rules' effects (a counterstrike) are dealt by the tracer itself
        t = next((t for t in forced.get(l.owner, ()) if t.feature == l.feature), None)
        if t is None:                    # laid by an earlier link of this chain
            from ..triggers import in_force
            t = next((t for t in in_force(self.state(), self.triggers).get(l.owner, ()) if t.feature == l.feature),
                     None)
        if t is None:                    # a cell marker's own trigger (legality/chain_rules.py `_marker_triggers`)
            t = next((t for t in self.triggers.get(l.owner, ()) if t.feature == l.feature and t.on_marker), None)
        if t is None:
            return
        if t.effect.kind == "choice":    # «A или B»: the option the chain's player chose (graphs/chain.py)
            from dataclasses import replace as _replace
            t = _replace(t, effect=t.effect.options[l.option or 0])
        if dict(t.where).get("wounded_this_turn") is False and self._wounded_since(l.owner):
            from ..registry import topic_rule
            r = topic_rule(self.edition, "concentration")
            self.note("effect", f"{l.label}: {l.owner} received wounds after it triggered, before it resolved: "
                                "it does nothing", entry, card=l.owner, rules=(r.id,) if r else ())
            return
        if dict(t.where).get("unwounded_after") is True and l.owner in self.cards and self.cards[l.owner].wounds:
            from ..registry import topic_rule
            r = topic_rule(self.edition, "unwounded-after")
            if r is None:
                why = f"{l.label}: no rule of {self.edition} here says when «если после этого … нет ран» is read"
                self.unknown.append(why)
                self.note("unknown", why, entry, card=l.owner)
                return
            self.note("effect", f"{l.label}: {l.owner} has {self.cards[l.owner].wounds} wound(s) as it resolves: it "
                                "does nothing", entry, card=l.owner, rules=(r.id,))
            return
        if t.valhalla:                   # the turn's Вальхаллы declared so far (Рагнар's «первая за ход»)
            self.saw("valhalla", l.owner, None)
        self._full = True
        event_ends, link_chain = getattr(self, "_event_ends", None), getattr(self, "_link_chain", None)
        done = self._do_link(l, t, entry, initial if l.cause == INITIAL else None)
        if t.effect.then is not None:
            self._event_ends = event_ends        # its effect may have fired events of its own meanwhile
            self._next_parts(l, t, t.effect.then, done and self._full, entry)
        if done and l.owner in self.cards:       # a trigger's effect is an ability its player's card performed
            self.performed(l.owner, t.effect.kind)
        if done:
            self.fired_once(l.owner, l.feature, entry)
        if done and t.limit is not None and t.effect.target == "all":    # one use for all its targets
            key = (l.owner, l.feature, l.cause, link_chain)
            if key in self._uses_counted:
                return
            self._uses_counted.add(key)
        if done and t.limit is not None:
            # a trigger that had no legal target or was forbidden did not execute: its use is not spent (heroes
            # 113.9; classic 2012 216.12 spends it at the payment of an action that executed)
            self.count_use(l.owner, l.feature, t.limit, entry, how="its trigger executed")

    def _wounded_since(self, cid) -> bool:
        """«если эта карта не получала ран в этот ход»: rechecked as the effect resolves (2012 glossary
        «Концентрация»: wounds between its triggering and its resolution cancel it)."""
        return any(k == "wounded" and t == cid for k, _s, t in self.history_of())

    def _do_link(self, l, t, entry, cause_event=None) -> bool:
        """Apply the effect; False when it could not execute (its target gone, its attack forbidden).
        `cause_event`: the event that triggered it when that is the chain's initial event (else None)."""
        eff, src, tgt = t.effect, l.source, l.target
        if eff.gain_counter:
            amount = eff.gain_amount
            if amount == "event.value":           # X of the event that triggered it
                if cause_event is None or not isinstance(cause_event.get("value"), int):
                    why = f"{l.label}: X, the value of the event that triggered it, is not known here"
                    self.unknown.append(why)
                    self.note("unknown", why, entry, card=tgt)
                    return True
                amount = cause_event.get("value")
            if eff.gain_counter == "token" and tgt in self.cards:
                amount = self.token_gain(tgt, amount, l.label, entry)     # its token maximum (token_max.py)
                self.set_card(tgt, tokens=self.cards[tgt].tokens + amount)
                self.note("effect", f"{tgt} gets {amount} token{'s' if amount != 1 else ''} "
                                    f"({l.label})", entry, card=tgt)
            else:
                self.note("effect", f"{tgt} gets {amount} {eff.gain_counter} ({l.label}): counted in "
                                    "the chain's tally only", entry, card=tgt)
            return True
        if eff.kind == "summon" and dict(eff.choose).get("zone") == "deck":   # «вызвать …»: a Deck's card enters
            return self._summon(l, tgt, entry)
        attrs = dict(eff.attrs)
        value = attrs.get("value")
        # a prevention is a pool of its source's controller, kept while the source stays in its zone (2012 420.7),
        # not an effect on its target: a dying card's «При гибели - предотвращает …» lays it from the graveyard
        if not self.in_play(tgt) and eff.kind not in ("grant", "prevent"):
            self.note("effect", f"{l.label}: {tgt} is not in play: no effect", entry, card=tgt)
            return False
        if eff.x:                        # «на X, где X …»: computed as it resolves (legality/computed_values.py)
            from ..computed_values import effect_x
            other = getattr(self, "_first_target", None) if dict(eff.x).get("of") == "first" else tgt
            value, rules = effect_x(self.state(), eff.x, l.owner, other, self.edition)
            if isinstance(value, str):
                why = f"{l.label}: its X: {value[1:]}"
                self.unknown.append(why)
                self.note("unknown", why + "; its effect is not applied", entry, card=tgt)
                return True
            self.note("effect", f"{l.label}: X = {value}", entry, card=tgt, rules=rules)
        if eff.kind in STRIKE_EFFECTS and isinstance(value, int):
            from .strike import strike_value
            kind = ActionKind.SIMPLE_STRIKE if attrs.get("mode") == "simple" else STRIKE_EFFECTS[eff.kind]
            if not self._may(l, kind, src, tgt, entry):
                return False
            armour = self.armour_effects(tgt, kind)          # its target's Броня (armour.py)
            sv = strike_value(self.state(), src, tgt, None, self.edition, self.engine,
                              Action(kind, src, (tgt,), param=value, step=Step.EXECUTION), (), effects=armour or ())
            if sv.wounds is None:
                why = f"{l.label}: its value: {sv.why}"
                self._full = None
                self.unknown.append(why)
                self.note("unknown", why + "; its wounds are not applied", entry, card=tgt)
                return True
            for st in sv.outcome.steps:
                self.note("attack", f"{l.label}: {st.text}", entry, rules=st.rules)
            self.hit_by[tgt] = src
            if armour:
                self.armour_spend(tgt, sv.outcome.value, sv.wounds, entry)
            self._wound(tgt, sv.wounds, entry, by=src, origin=ATTACK_ORIGINS.get(kind.value), attack=kind.value)
            self.limited_modifiers_met(Action(kind, src, (tgt,)), entry)   # an attack «первая за ход атака» counts
            if kind in (ActionKind.SIMPLE_STRIKE, ActionKind.SPECIAL_STRIKE, ActionKind.MAGIC_STRIKE):
                self.struck_at(src, tgt, False, entry)       # «пока не совершат … удар по другой карте»
        elif eff.kind == "wound" and isinstance(value, int):
            kept = self.resists(tgt, src, "wound", self._text_of(l.owner, t.feature), entry)
            if kept is not False:
                self._full = None if kept is None else False
                return True              # kept from it (or not known): the effect is spent all the same (dev-476)
            self.hit_by[tgt] = src
            self._wound(tgt, value, entry, origin="effect", by=src)
        elif eff.kind == "heal" and isinstance(value, int):
            self.heal_step((tgt,), value, entry, what=f"the heal of {l.label}")
        elif eff.kind == "prevent" and isinstance(value, int):
            # «… предотвращает следующие N ран от немагических атак по вашим картам до конца хода противника»
            self.add_prevention(l.owner, value, entry, duration=eff.duration)
        elif eff.kind == "poison" and isinstance(value, int):
            return self.poison_card(tgt, value, entry) or True
        elif eff.kind == "lose_token" and isinstance(value, int):    # «потерять {counter}»: at most those it has
            lost = min(value, self.cards[tgt].tokens)
            self.set_card(tgt, tokens=self.cards[tgt].tokens - lost)
            self.note("effect", f"{tgt} loses {lost} token{'s' if lost != 1 else ''} ({l.label})", entry, card=tgt)
            if lost < value:              # not executed fully: a part «при этом» after it does not happen (dev-097)
                self._full = False
            if lost:
                self.tokens_lost(tgt, lost, entry, how=l.label)
        elif eff.kind in ("open", "close"):
            want = eff.kind == "open"
            if self.cards[tgt].open != want:
                self.set_card(tgt, open=want)
                if want:
                    self.opened(tgt, entry)
            self.note("effect", f"{tgt} {'opens' if want else 'closes'} ({l.label})", entry, card=tgt)
        elif eff.kind == "stay_open":     # «не закрывается» (после этой атаки): its payment does not close it
            self.kept_open.add((entry, tgt))
            self.note("effect", f"{tgt} does not close after this attack ({l.label})", entry, card=tgt)
        elif eff.kind == "destroy":
            kept = self.resists(tgt, src, "destroy", self._text_of(l.owner, t.feature), entry)
            if kept is not False:
                self._full = None if kept is None else False
                return True
            self._die(tgt, f"{l.label} destroys {tgt}", entry, by_attack=False)
        elif eff.kind == "grant":
            bound = self.bind_values(l, eff, entry) if eff.bind else ()
            if bound is None:            # a value it fixes is not known: noted unknown, not laid
                self._full = None
                return True
            self.lay(tgt, l.owner, eff.grant, eff.duration, entry, by=l.label, bound=bound)
        elif eff.kind == "banish":       # «изгнать»: out of the game (2012 glossary «Exile»), as it is now
            was = self.cards[tgt].zone
            self.set_card(tgt, zone=Zone.EXILE, cell=None)
            self.note("effect", f"{tgt} is banished from {was.value} ({l.label})", entry, card=tgt)
            if was is Zone.PLAY:
                self.left_play(tgt, entry)
        elif eff.kind == "state":        # «получает проклятие / благословление» (2012 glossary Curse, Blessing)
            st = dict(eff.attrs)["state"]
            if st in self.cards[tgt].states and self.state_replaced(tgt, st, l.label, entry):
                return True
            if st not in self.cards[tgt].states:
                self.set_card(tgt, states=self.cards[tgt].states + (st,))
            self.note("effect", f"{tgt} is {'blessed' if st == 'blessing' else 'cursed'} ({l.label})", entry, card=tgt)
        elif eff.kind == "scavenge":     # Трупоедство (2012 glossary): «heal it completely and remove its Poisoning»
            from ..registry import topic_rule
            r = topic_rule(self.edition, "corpse-eating")
            if r is None:
                self._full = None
                why = f"{l.label}: no rule of {self.edition} here says what Трупоедство does"
                self.unknown.append(why)
                self.note("unknown", why, entry, card=tgt)
                return True
            c = self.cards[tgt]
            if c.wounds:
                self.heal_step((tgt,), c.wounds, entry, what=f"the heal of {l.label} (Трупоедство: completely)")
            if self.cards[tgt].poison:
                self.set_card(tgt, poison=0)
                self.note("effect", f"{tgt} loses its poisoning ({l.label})", entry, card=tgt, rules=(r.id,))
            if not c.wounds and not c.poison:
                self.note("effect", f"{l.label}: {tgt} has no wounds and no poisoning: Трупоедство changes nothing",
                          entry, card=tgt, rules=(r.id,))
        elif eff.kind == "mark":         # a marker or a revelation: nothing the trace's state holds changes
            self.note("effect", f"{l.label}: {tgt} is marked ({', '.join(f'{k}={v}' for k, v in eff.attrs) or 'a mark'})",
                      entry, card=tgt)
        else:                            # what it changes is not in the state: the state after it is not known
            self._full = None
            why = f"{l.label}: the trace does not apply a {eff.kind} effect; the state after it is not known"
            self.unknown.append(why)
            self.note("unknown", why, entry, card=tgt)
        return True

    def _summon(self, l, tgt, entry) -> bool:
        """The card the summon's player chose (legality/chain_rules.py `summon_choices`) leaves the Deck and enters
        the summoning player's squad, open (2012 glossary «Summoning», classic-2012:вызов); a flying creature goes
        to the Additional Zone (211.2.a). A creature brought «adjacent to the source» goes to a cell its player
        chooses, which the trace does not model: `unknown`. A card entering play whose own trigger could answer
        its entry is not followed: `unknown`."""
        from ..registry import topic_rule
        r, fly = topic_rule(self.edition, "summoning"), topic_rule(self.edition, "flying-zone")
        c = self.cards.get(tgt)
        if c is None or c.zone is not Zone.DECK:
            self.note("effect", f"{l.label}: {tgt} is no longer in the Deck: no effect", entry, card=tgt)
            return False
        if c.card.type is not CardType.FLYER or r is None or fly is None:
            self._full = None
            why = (f"{l.label}: {tgt} is summoned " + ("to a cell next to its source, which its player chooses: the "
                   "trace does not model that cell" if r is not None and fly is not None
                   else f"and no rule of {self.edition} here says where it goes") + "; the state after it is not known")
            self.unknown.append(why)
            self.note("unknown", why, entry, card=tgt)
            return True
        whose = self.cards[l.owner].controller if l.owner in self.cards else c.controller
        self.set_card(tgt, zone=Zone.PLAY, cell=None, open=True, controller=whose)
        self.note("effect", f"{tgt} is summoned from the Deck ({l.label}): it enters the squad open, a flying "
                            "creature in the Additional Zone", entry, card=tgt, rules=(r.id, fly.id))
        answers = [t.feature for t in self.triggers.get(tgt, ()) if set(t.on) & {"summon", "enter", "any"}]
        if answers:
            why = f"{l.label}: {tgt}'s own {', '.join(answers)} could answer its entering play: not followed"
            self.unknown.append(why)
            self.note("unknown", why, entry, card=tgt)
        self._unread_triggers("summon", l.owner, tgt, (), entry, None)   # a text kept that could answer it
        return True

    # -- compound abilities («…, при этом …», «…; …», «…, затем …») ------------------------------------
    def state_replaced(self, tgt, st, label, entry) -> bool:
        """«Если существо с проклятием должно получить проклятие вместо этого ранить его на 1 (3 раза за ход)»
        (Ренниах; a feature's `params: {instead_of_state: {state: curse, wound: 1}}`): a replacement (classic 2012
        419.1) of any creature's second curse, its controller's own too (the judges, dev-192),
        while its use limit lasts. True when a replacement applied."""
        from ..lasting import feature_limit
        from ..registry import topic_rule
        for cid, cs in self.cards.items():
            if cs.zone is not Zone.PLAY:
                continue
            for f in cs.card.features:
                rep = f.param("instead_of_state")
                if not isinstance(rep, dict) or rep.get("state") != st:
                    continue
                lim = feature_limit(f)
                if lim is not None and self.used_up(cid, f.id):    # unknown where the turn before could spend it
                    self.note("effect", f"{cid}/{f.id} has been used {lim[0]} times: {tgt}'s {st} is not replaced",
                              entry, card=cid)
                    continue
                r = topic_rule(self.edition, "replacement")
                self.note("effect", f"{tgt} already has a {st}: {cid}/{f.id} replaces the {st} of {label} with a "
                                    f"wound of {rep.get('wound', 0)}", entry, card=tgt, rules=(r.id,) if r else ())
                if lim is not None:
                    self.count_use(cid, f.id, lim, entry)
                if rep.get("wound"):
                    self.hit_by[tgt] = cid
                    self._wound(tgt, int(rep["wound"]), entry, origin="effect", by=cid)
                return True
        return False

    def _next_parts(self, l, t, part, full, entry) -> None:
        """The later parts of a compound effect, in their printed order: a part linked `while` («при этом», «;»)
        only when the part before executed fully (classic:ruling-dev-097), a part linked `then` («затем»)
        whatever it did (classic:ruling-dev-497). Its ends are the ability's card or the first part's."""
        from ..registry import topic_rule
        while part is not None:
            r = topic_rule(self.edition, f"compound-{part.link}")
            label = f"{l.label}, its next part ({part.kind})"
            if r is None:
                why = f"{label}: no rule of {self.edition} says when the part linked «{part.link}» executes"
                self.unknown.append(why)
                self.note("unknown", why, entry, card=l.owner)
                return
            if part.link == "while" and full is not True:
                if full is None:
                    why = f"{label}: whether the part before executed fully is not known, so neither is this part"
                    self.unknown.append(why)
                    self.note("unknown", why, entry, card=l.owner, rules=(r.id,))
                    return
                self.note("effect", f"{label} does not happen: the part before it did not execute fully", entry,
                          card=l.owner, rules=(r.id,))
                return
            self.note("effect", f"{label} executes ({'the part before executed fully' if part.link == 'while' else 'whatever the part before did'})",
                      entry, card=l.owner, rules=(r.id,))
            if part.kind in self._listened():
                why = (f"{label}: a trigger listens to {part.kind} events, and the events of a compound ability's "
                       "later parts are not fired")
                self.unknown.append(why)
                self.note("unknown", why, entry, card=l.owner)
            self._first_target = l.target              # what a later part's X `of: first` reads
            try:
                done = self.do_part(l, t, part, entry)  # its targets: legality/stack/declared.py
            finally:
                self._first_target = None
            full = None if done is None else (done and self._full)
            part = part.then

    # -- an ability declaring a Вальхалла (legality/rules/valhalla_declared.py) -------------------------------
    def declares_valhalla(self, a, entry) -> bool:
        """`a` uses a feature declaring the Вальхалла of a creature in the graveyard («сага» of Скальд:
        `declares_valhalla: true`): its Вальхалла fires now, then the card is exiled («при этом изгнать его»).
        False when the action's feature is not one."""
        from model import Zone
        src = self.cards.get(a.source) if a.source else None
        f = src.card.feature(a.ability) if src is not None and a.ability else None
        if f is None or f.param("declares_valhalla") is not True:
            return False
        for t in a.targets:
            c = self.cards.get(t)
            if c is None or c.zone is not Zone.GRAVEYARD or c.controller is not src.controller:
                self.note("effect", f"{entry}: {t} is not a creature of {a.source}'s player in the graveyard: no "
                                    "Вальхалла to declare", entry, card=t)
                continue
            self.fire("declare_valhalla", a.source, t, (), entry)
            self.set_card(t, zone=Zone.EXILE)
            self.note("effect", f"{t} is exiled («при этом изгнать его»)", entry, card=t)
        return True
