"""«Вместо гибели …» in a trace: a card about to be destroyed whose death a card in play replaces (its own feature,
or its symbiote's «вместо гибели хозяина») stays in play and the replacing steps happen instead (classic 2012
419.1 and 419.4 with the judges' dev-149, dev-196, dev-197; card language: legality/death_replacements.py).
Mixed into the Tracer."""
from __future__ import annotations

from model import CardType, Zone

from ..board import half, row_of
from ..registry import topic_rule

CREATURES = (CardType.CREATURE, CardType.FLYER)


class DeathReplacements:
    """Mixed into the Tracer (`cards`, `note`, `unknown`, `_wound`, `heal_step`, `_die`, `used_up`, `count_use` …)."""

    def _death_replacements(self, cid):
        for hid, h in self.cards.items():
            if h.zone is not Zone.PLAY:
                continue
            for f in h.card.features:
                rep = f.param("instead_of_death")
                if rep is None:
                    continue
                if (rep.of == "self" and hid == cid) or (rep.of == "host" and h.host == cid and hid != cid):
                    yield hid, f, rep

    def death_replaced(self, cid, entry=None) -> bool:
        """True when `cid`'s death is replaced (or not followed: the trace is then unknown and it stays)."""
        busy = self.__dict__.setdefault("_replacing", set())  # 419.5: not again within its own steps
        reps = [r for r in self._death_replacements(cid) if not self.used_up(r[0], r[1].id)
                and (cid, r[0], r[1].id) not in busy]
        if not reps:
            return False
        r, r419 = topic_rule(self.edition, "death-replacement"), topic_rule(self.edition, "replacement")
        if r is None or r419 is None or len(reps) > 1:
            why = (f"{cid}'s death: " + ("several «вместо гибели» apply; which one is the owner's choice (419.6), "
                                         "not traced" if len(reps) > 1 else
                                         f"no rule of {self.edition} here says how «вместо гибели» replaces it"))
            self.unknown.append(why)
            self.note("unknown", why, entry, card=cid)
            return False
        hid, f, rep = reps[0]
        rules = (r419.id, r.id)
        if rep.at:
            held = self._death_at(cid, hid, rep.at, entry)
            if held is None:
                return False
            if not held:
                self.note("effect", f"{hid}'s «{f.text}»: {cid} does not stand {' or '.join(rep.at)}: no replacement",
                          entry, card=hid, rules=rules)
                return False
        label = f"{hid}/{f.id} replaces {cid}'s death"
        self.note("effect", f"{hid}'s «{f.text}» replaces {cid}'s death: it does not die, and instead …", entry,
                  card=cid, rules=rules)
        if rep.optional:
            self._optional(label, f"{cid} dies", entry, rules)
        lim = f.param("limit")
        if lim is not None:
            self.count_use(hid, f.id, lim, entry, how="the replacement applied")
        busy.add((cid, hid, f.id))
        try:
            self._replacement_steps(cid, hid, rep, label, rules, entry)
            c = self.cards[cid]
            if c.zone is Zone.PLAY and c.lives_left is not None and c.lives_left <= 0:
                why = (f"{cid} still has no lives left after {label}: whether a replacement applies again to its "
                       "next death is not traced")
                self.unknown.append(why)
                self.note("unknown", why, entry, card=cid)
            self._deaths()
        finally:
            busy.discard((cid, hid, f.id))
        return True

    def _replacement_steps(self, cid, hid, rep, label, rules, entry):
        dealt = 0
        for st in rep.steps:
            if st.do == "wound":
                for t in self._own_each(hid, st, cid):
                    self.hit_by[t] = hid
                    dealt += self._wound(t, st.value, entry, origin="effect", by=hid)
            elif st.do == "gain_lives":
                n = dealt if st.x == "wounds_dealt" else st.value
                self._replacement_gain(hid, n, entry)
            elif st.do == "heal":
                who = cid if st.target == "dying" else hid
                n = st.value if st.x is None else (self.cards[hid].lives_left or 0)
                self.note("effect", f"{hid}'s replacement heals {who} for {n}", entry, card=who, rules=rules)
                self.heal_step((who,), n, entry, what=f"the heal of {label}")
            elif st.do == "destroy":
                who = cid if st.target == "dying" else hid
                self._die(who, f"{label}, then destroys {who}", entry, rules=rules)

    def _death_at(self, cid, hid, places, entry) -> bool | None:
        cell, mine = self.cards[cid].cell, self.cards[hid].controller
        if cell is None:
            why = f"{cid}'s death: whether it stands {' or '.join(places)} is not known (no cell given)"
            self.unknown.append(why)
            self.note("unknown", why, entry, card=cid)
            return None
        return any((p == "first_row" and row_of(cell, mine) == 1) or (p == "enemy_half" and half(cell) is not mine)
                   for p in places)

    def _own_each(self, hid, st, dying):
        from ..world import has_ability
        out = []
        for t, c in self.cards.items():
            if (t == dying or c.zone is not Zone.PLAY or c.controller is not self.cards[hid].controller
                    or c.card.type not in CREATURES):
                continue
            if st.elite is not None and bool(c.card.elite) != st.elite:
                continue
            skip = False
            for a in st.not_has:
                has, _ = has_ability(self.state(), t, a, self.edition)
                if has is None:
                    why = f"whether {t} has {a} is not decided here; the replacement's wounds are not followed"
                    self.unknown.append(why)
                    self.note("unknown", why, card=t)
                    skip = True
                skip = skip or bool(has)
            if not skip:
                out.append(t)
        return out

    def _replacement_gain(self, hid, n, entry):
        from .life import life_maximum
        if life_maximum(self.cards[hid].card) is not None:
            self.gain_lives(hid, n, entry, why=" (its death replacement)")
            return
        g = topic_rule(self.edition, "death-replacement-gain")
        if g is None:
            why = f"{hid} would gain {n} additional lives with no life maximum: no rule of {self.edition} says how many"
            self.unknown.append(why)
            self.note("unknown", why, entry, card=hid)
            return
        c = self.cards[hid]
        self.set_card(hid, extra_lives=c.extra_lives + n)
        self.note("effect", f"{hid} gains {n} additional {'life' if n == 1 else 'lives'} (its death replacement): "
                            f"{self.cards[hid].lives_left} lives left", entry, card=hid, rules=(g.id,))
