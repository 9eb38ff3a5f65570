"""The abilities that act by themselves as a turn begins (classic 2012 311.4: Регенерация, Отравление, Угасание
trigger then), on each creature of the active player open at that point — opened this turn or open before it (the
glossary texts' condition, read once 311.1 has opened the cards). Mixed into the Tracer.

311.4 triggers them with the «в начале хода» abilities; 215.4 puts the active player's chains on the stack first,
in the order that player chooses, then the inactive player's, which therefore resolve first. So:
  1. the inactive player's «в начале хода противника» triggers fire and resolve first (the tracer's `turn_start`
     chain, when no trigger of the active player listens to it);
  2. then each Регенерация X heals its creature (the heal step: blocking, doubling, the zero rules) and each
     poisoning wounds its creature (a destruction check after each);
  3. where their order can change the outcome (a creature both regenerating and poisoned; a heal another card
     blocks or doubles as «первое за ход»; a trigger on a heal, a wound or a death), every order the active player
     may choose is run on a copy of the trace and each distinct outcome reported (verdict `choice`); the trace
     follows 311.4's listed order (Регенерация, then the poisoning; cards in their listed order).
`unknown`, naming it, where something stays undecided: a trigger of the active player's own at the same start
(its order against them is that player's choice, not interleaved here), a Регенерация under a condition or granted
without its X, a poisoned creature with Защита от отравления, more than MAX_ORDERED abilities whose order matters.
Угасание is read as not applied by legality/reach.py's table of keywords.
"""
from __future__ import annotations

import copy
from itertools import permutations

from model import CardType, FeatureKind, Zone

from ..registry import topic_rule
from ..world import has_ability, keyword_name

CREATURES = (CardType.CREATURE, CardType.FLYER)
MAX_ORDERED = 4          # 4! = 24 orders, each a copy of the trace; beyond that the order is reported unknown
TOUCHED = ("heal", "wound", "destroy", "death")    # events whose triggers make one creature's order bear on another


class TurnStartAbilities:
    """Mixed into the Tracer (`cards`, `active`, `turn`, `note`, `unknown`, `branches`, `fire`, `heal_step` …)."""

    def turn_start_abilities(self) -> None:
        """311.4 at the start of turn `self.turn`: fire the `turn_start` chain and apply Регенерация and poisonings."""
        items = self._turn_start_items()
        if not items:
            self.fire("turn_start", None, None)
            return
        rules = [topic_rule(self.edition, t) for t in ("turn-start-abilities", "stack-simultaneous")]
        missing = [t for t, r in zip(("when they trigger", "how simultaneous chains are ordered"), rules) if r is None]
        missing += [f"how {k} works" for k, r in (("regeneration", topic_rule(self.edition, "regeneration")),
                                                  ("poisoning", topic_rule(self.edition, "poisoning")))
                    if r is None and any(i[1] == k for i in items)]
        own = self._own_turn_start_triggers()
        if missing or own:
            what = ", ".join(_label(i) for i in items)
            if missing:
                why = f"turn {self.turn} begins: {what}: no rule of {self.edition} here says {'; '.join(missing)}"
            else:
                why = (f"turn {self.turn} begins: {what} and {', '.join(own)} trigger together (classic 2012 311.4); "
                       "their order is the active player's choice (215.4), which the trace does not interleave with "
                       "a card's own «в начале хода» trigger")
            self.unknown.append(why)
            self.note("unknown", why)
            self.fire("turn_start", None, None)
            return
        r311, r215 = (r.id for r in rules)
        self.note("step", f"turn {self.turn} begins: {', '.join(_label(i) for i in items)} trigger; the active "
                          "player's chains go on the stack first, the inactive player's resolve before them",
                  rules=(r311, r215))
        self.fire("turn_start", None, None)          # the inactive player's chains: on top of the stack (215.4)
        for group in self._order_groups(items):
            self._apply_in_order(group, r215)

    # -- what triggers --------------------------------------------------------------------------------
    def _turn_start_items(self) -> list[tuple]:
        """(card, regeneration | poisoning, X) for each open creature of the active player; undecidable ones are
        reported unknown here and left out."""
        out = []
        for cid, c in self.cards.items():
            if c.zone is not Zone.PLAY or c.controller is not self.active or not c.open \
                    or c.card.type not in CREATURES:
                continue
            for x in self._regeneration(cid):
                out.append((cid, "regeneration", x))
            if c.poison and self._poison_stays(cid):
                out.append((cid, "poisoning", c.poison))
        return out

    def _regeneration(self, cid) -> list[int]:
        from ..reach import conditional_keyword
        c = self.cards[cid]
        printed = [f for f in c.card.features if f.kind is FeatureKind.KEYWORD and keyword_name(f) == "регенерация"]
        has, _r = has_ability(self.state(), cid, "Регенерация", self.edition)
        if has is False:
            if printed:
                self.note("effect", f"turn {self.turn} begins: {cid} does not have its «{printed[0].text}» now")
            return []
        why = None
        if has is None:
            why = "whether it has Регенерация now is not decided"
        elif not printed:
            why = "it has Регенерация from an effect whose X is not read"
        elif any(conditional_keyword(f) for f in printed):
            why = f"whether the condition of «{next(f.text for f in printed if conditional_keyword(f))}» holds is not read"
        elif any(not isinstance(f.param("value"), int) for f in printed):
            why = "its X is not read"
        if why:
            self._say_unknown(f"turn {self.turn} begins: {cid}'s Регенерация (heals it, classic 2012 311.4): {why}; "
                              "it is not applied", None, card=cid)
            return []
        out = [f.param("value") for f in printed if f.param("value")]
        if len(out) < len(printed):      # 103.7: a non-attack ability of value 0 is not performed
            self.note("effect", f"{cid}'s Регенерация 0 does nothing (103.7)", card=cid)
        return out

    def _poison_stays(self, cid) -> bool:
        has, _r = has_ability(self.state(), cid, "Защита от отравления", self.edition)
        if has is False:
            return True
        self._say_unknown(f"turn {self.turn} begins: {cid} is poisoned and {'has' if has else 'may have'} Защита от "
                          "отравления, which takes the poisoning away (2012 glossary): whether it still wounds it "
                          "is not decided here; it is not applied", None, card=cid)
        return False

    def _own_turn_start_triggers(self) -> list[str]:
        """The active player's triggers the `turn_start` chain reads that may fire at this start of turn."""
        from ..triggers import in_force
        out = []
        for cid, ts in in_force(self.state(), self.triggers).items():
            if self.cards[cid].controller is not self.active:
                continue
            out += [f"{cid}/{t.feature}" for t in ts
                    if "turn_start" in t.on and dict(t.where).get("turn", "own") != "enemy"]
        return out

    # -- in what order ----------------------------------------------------------------------------------
    def _order_groups(self, items) -> list[list]:
        """The items whose relative order the player chooses and which can bear on one another: all of them when a
        card modifies heals or a trigger listens to heals, wounds or deaths; else those of each creature."""
        from .heals import heal_features
        linked = bool(self._listened() & set(TOUCHED)) or any(
            hf.modify for c in self.cards.values() if c.zone is Zone.PLAY for _f, hf in heal_features(c.card))
        if linked:
            return [items]
        groups: dict = {}
        for i in items:
            groups.setdefault(i[0], []).append(i)
        return list(groups.values())

    def _apply_in_order(self, group, r215) -> None:
        if len(group) == 1:
            self._apply_item(group[0])
            return
        if len(group) > MAX_ORDERED:
            why = (f"turn {self.turn} begins: {', '.join(_label(i) for i in group)}: {len(group)} abilities whose "
                   f"order is the active player's choice (215.4); more than {MAX_ORDERED} are not enumerated")
            self._say_unknown(why, None)
            return
        cards = sorted({i[0] for i in group})
        outcomes: dict = {}
        for order in permutations(group):
            if order == tuple(group):
                continue
            other = self._copy()
            for i in order:
                other._apply_item(i)
            new = [u for u in other.unknown if u not in self.unknown]
            key = ("unknown",) if new else other._signature()
            outcomes.setdefault(key, (order, new))
        self.note("step", f"turn {self.turn} begins: {', '.join(_label(i) for i in group)}: the active player orders "
                          "them (215.4); the trace follows 311.4's order", rules=(r215,))
        for i in group:
            self._apply_item(i)
        mine = self._signature()
        others = {k: v for k, v in outcomes.items() if k != mine}
        if not others:
            self.note("step", f"turn {self.turn}: every order of {', '.join(_label(i) for i in group)} ends the same",
                      card=cards[0], rules=(r215,))
            return
        unknown = [v for k, v in others.items() if k == ("unknown",)]
        if unknown:
            order, new = unknown[0]
            self._say_unknown(f"turn {self.turn} begins: in the order {' → '.join(_label(i) for i in order)} "
                              f"the outcome is not known ({'; '.join(new)})", None)
            return
        outs = [_outcome(tuple(group), mine, "the order of 311.4")]
        outs += [_outcome(order, k, "the player's choice (215.4)") for k, (order, _n) in others.items()]
        event = f"turn {self.turn} start ({', '.join(cards)})"
        for n, o in enumerate(outs, 1):
            self.note("choice", f"turn {self.turn} start: outcome {n}: {' → '.join(o['executed'])}: "
                                f"{_state_text(o['final'])}", rules=(r215,))
        self.branches.append({"event": event, "entry": None, "outcomes": outs})

    def _copy(self):
        """The trace so far, to run another order on; the question cache and the triggers are shared."""
        memo = {id(self.verdicts): self.verdicts, id(self.triggers): self.triggers, id(self.m): self.m}
        # the turn's and the trace's logs only grow and hold immutable items: a copy of the list is enough (a deep
        # copy would walk the whole trace so far at every stack point: O(n²) over a long trace, bench/engine.py)
        for log in (self.history, self.steps, self.notes):
            memo[id(log)] = list(log)
        memo[id(self.abilities)] = {p: list(done) for p, done in self.abilities.items()}
        # an entry that has left the trace (resolved, removed, never entered) is read, never changed, from then on
        # (tests/test_stack_points.py checks it over every built-in trace): both traces may share it
        live = {id(e) for e in self.stack} | {id(e) for e in self.running}
        for e in self.entries.values():
            if e.id in self.done and id(e) not in live:
                memo[id(e)] = e
        return copy.deepcopy(self, memo)

    def _signature(self) -> tuple:
        return tuple(sorted((cid, c.zone.value, c.wounds, c.poison, c.extra_lives, c.tokens, c.open)
                            for cid, c in self.cards.items()))

    # -- one ability -----------------------------------------------------------------------------------
    def _apply_item(self, item) -> None:
        cid, kind, x = item
        if kind == "regeneration":
            r = topic_rule(self.edition, "regeneration")
            self.note("effect", f"{cid}'s «Регенерация {x}» heals it for {x}", card=cid, rules=(r.id,))
            self.heal_step((cid,), x, what=f"{cid}'s Регенерация {x}")
            return
        r = topic_rule(self.edition, "poisoning")
        if not self.in_play(cid):
            self.note("effect", f"{cid}'s poisoning for {x}: {cid} is not in play: no effect", card=cid)
            return
        unread = self._unread_wound_text()
        if unread:
            # «… получают на 1 рану больше от отравления», «Отравление не наносит ран …» kept as text: the wound
            # step does not read them, so what the poisoning deals is not known
            self._say_unknown(f"turn {self.turn} begins: {cid}'s poisoning for {x}: card text not modelled could "
                              f"change it: {unread}; it is not applied", None, card=cid)
            return
        self.note("effect", f"{cid}'s poisoning for {x} wounds it", card=cid, rules=(r.id,))
        dealt = self._wound(cid, x, origin="effect", by=cid)
        self._deaths()
        if dealt and self.in_play(cid):
            self.fire("wound", cid, cid, (("value", dealt),))


    def _unread_wound_text(self) -> str:
        """Kept text on a card in play that states how wounds or poisonings are dealt (a static sentence about
        wounding or poison): the poisoning's wound does not read it (a trigger on the wound is the `wound`
        event's, read where it fires)."""
        from ..reach import needs_reading, sentences
        found = []
        for cid, c in self.cards.items():
            if c.zone is not Zone.PLAY:
                continue
            for f in c.card.features:
                if needs_reading(f) and any(x.form == "static" and x.topics & {"wound", "poison"}
                                            for x in sentences(f)):
                    found.append(f"{c.card.name} ({cid}) «{f.text}»")
        return "; ".join(found)


def chain_unknowns(state, initial_kind: str) -> list[str]:
    """The `chain` question from the start of a turn: Регенерация and poisonings trigger there too (311.4), but they
    are not links of its chain (their heals and wounds are the trace's, this module's) — the chain's answer would
    leave them out, so it is `unknown`, naming them; the `sequence` question applies them."""
    if initial_kind != "turn_start":
        return []
    found = []
    for c in state.cards:
        if c.zone is not Zone.PLAY or c.controller is not state.active or not c.open or c.card.type not in CREATURES:
            continue
        found += [f"{c.id}'s «{f.text}»" for f in c.card.features
                  if f.kind is FeatureKind.KEYWORD and keyword_name(f) == "регенерация"]
        if c.poison:
            found.append(f"{c.id}'s poisoning for {c.poison}")
    if not found:
        return []
    return [f"{', '.join(found)} trigger at this start of turn too (classic 2012 311.4): the chain does not run "
            "them; a `sequence` with a `turn` event applies them"]


def _label(item) -> str:
    cid, kind, x = item
    return f"{cid}'s Регенерация {x}" if kind == "regeneration" else f"{cid}'s poisoning for {x}"


def _outcome(order, signature, how) -> dict:
    final = {cid: {"zone": zone, "wounds": wounds} for cid, zone, wounds, *_ in signature
             if any(cid == i[0] for i in order)}
    return {"executed": [_label(i) for i in order], "cut": None, "witness": [how], "choices": 1, "final": final}


def _state_text(final) -> str:
    return "; ".join(f"{cid} {v['zone']}" + (f", {v['wounds']} wounds" if v["zone"] == "play" else "")
                     for cid, v in final.items())
