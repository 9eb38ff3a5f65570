"""The life markers of a card in a trace: heals, additional and negative life, vampirism and poisoning
(legality/rules/heals.py, legality/rules/poison.py). Mixed into the Tracer beside Firing and LastingEffects.

Where these rules do not decide (no rule under the edition, a card without a life maximum gaining additional
life, whether a vampire's counterstrike is a simple strike), the trace is `unknown` and says why.
"""
from __future__ import annotations

from model import CardType

from ..registry import topic_rule

CREATURES = (CardType.CREATURE, CardType.FLYER)
MAXIMUM = "Максимум здоровья"       # the compiled keyword of «Максимум N {health}»


def life_maximum(card) -> int | None:
    """The card's life maximum, printed as «Максимум N {health}» (classic 2012 204.3.a: no default)."""
    for f in card.features:
        if f.keyword == MAXIMUM and isinstance(f.param("value"), int):
            return f.param("value")
    return None


class Life:
    """Mixed into the Tracer (`cards`, `set_card`, `note`, `unknown`, `fire`, `edition` are its own)."""

    def _rule(self, topic, entry, cid):
        r = topic_rule(self.edition, topic)
        if r is None:
            why = f"{cid}: no rule of {self.edition} here says how {topic.replace('-', ' ')} works"
            self.unknown.append(why)
            self.note("unknown", why, entry, card=cid)
        return r

    def _heal(self, cid, n, entry=None):
        """Healing removes at most n wounds and never adds lives (2012 Healing for X, 416.2)."""
        r = topic_rule(self.edition, "healing")
        healed = min(n, self.cards[cid].wounds)
        self.set_card(cid, wounds=self.cards[cid].wounds - healed)
        self.note("effect", f"{cid} heals {healed}: {self.cards[cid].lives_left} lives left", entry, card=cid,
                  rules=(r.id,) if r is not None and healed < n else ())
        if healed:                       # only wounds actually removed are a heal (judges' ruling dev-053)
            self.healed_this_turn[cid] = self.healed_this_turn.get(cid, 0) + healed
            self.fire("heal", None, cid, (("value", healed),), entry)
        elif n:                          # no heal, but «когда должен излечиться … вместо этого» could replace it
            self.unread_replacements("heal", cid, entry)
        return healed

    def gain_lives(self, cid, n, entry=None, why="", replaceable=True):
        """Additional life up to the card's life maximum (2012 204.2, 204.3); returns what it gained, None when
        not known. A replacement of the gain (heals.py) takes the X the card should gain, before its maximum."""
        r, mx = self._rule("additional-life", entry, cid), self._rule("life-maximum", entry, cid)
        if r is None or mx is None or not n:
            return None if (r is None or mx is None) else 0
        if replaceable and self.gain_replaced(cid, n, entry):
            return 0
        if replaceable:                  # «когда … должен получить X дополнительных {health}, … вместо него» as text
            self.unread_replacements("additional_lives", cid, entry)
        c = self.cards[cid]
        top = life_maximum(c.card)
        if top is None or c.card.lives is None:
            msg = (f"{cid} would gain {n} additional {'life' if n == 1 else 'lives'}{why}, but it has no life "
                   "maximum: how many it gains is not known")
            self.unknown.append(msg)
            self.note("unknown", msg, entry, card=cid, rules=(mx.id,))
            return None
        got = max(0, min(n, top - c.card.lives - c.extra_lives))
        self.set_card(cid, extra_lives=c.extra_lives + got)
        capped = f" (its maximum {top} allows {got})" if got < n else ""
        self.note("effect", f"{cid} gains {got} additional {'life' if got == 1 else 'lives'}{why}{capped}: "
                            f"{self.cards[cid].lives_left} lives left", entry, card=cid, rules=(r.id, mx.id))
        return got

    def lose_lives(self, cid, n, entry=None):
        """Negative life: lives taken, not wounds (2012 204.5, 204.6); a card left with none dies."""
        r = self._rule("negative-life", entry, cid)
        if r is None:
            return
        c = self.cards[cid]
        self.set_card(cid, negative_lives=c.negative_lives + n)
        self.note("effect", f"{cid} loses {n} {'life' if n == 1 else 'lives'} (negative life, not wounds): "
                            f"{self.cards[cid].lives_left} lives left", entry, card=cid, rules=(r.id,))
        self._deaths()

    def poison_card(self, cid, n, entry=None):
        """Poisoning for X; a poisoned creature is not poisoned again (judges' rulings dev-303, dev-307)."""
        r = self._rule("poisoning", entry, cid)
        if r is None:
            return False
        c = self.cards[cid]
        if c.poison:
            again = self._rule("poison-again", entry, cid)
            if again is None:
                return False
            self.note("effect", f"{cid} is already poisoned ({c.poison}): the poisoning for {n} is not laid, "
                                "nothing happens", entry, card=cid, rules=(again.id,))
            return False
        if not n:
            self.note("effect", f"{cid}: a poisoning for 0 is no poisoning", entry, card=cid)
            return False
        self.set_card(cid, poison=n)
        self.note("effect", f"{cid} is poisoned for {n}", entry, card=cid, rules=(r.id,))
        return True

    def vampirism(self, src, tgt, dealt, entry=None, counter=False):
        """Вампиризм of `src` after its simple strike dealt `dealt` wounds to `tgt` (2012 glossary, Vampirism)."""
        from ..world import has_ability
        if not dealt or src not in self.cards or not self.in_play(src):
            return
        has, _rules = has_ability(self.state(), src, "Вампиризм", self.edition)
        if has is False:
            return
        r = self._rule("vampirism", entry, src)
        if r is None:
            return
        from ..reach import conditional_keyword
        if has is None or any(conditional_keyword(f) and (f.keyword or "").casefold() == "вампиризм"
                              for f in self.cards[src].card.features):
            why = (f"whether {src} has Вампиризм now is left undecided (by the rules, or a condition on it the trace "
                   "does not read): its vampirism is not applied")
        elif counter:
            why = (f"{src} has Вампиризм and dealt {dealt} wounds with a counterstrike: whether a counterstrike "
                   "is a simple strike for Вампиризм is not ruled here")
        elif self.cards[tgt].card.type not in CREATURES:
            self.note("effect", f"{tgt} is not a creature: {src}'s Вампиризм does not apply", entry, card=src,
                      rules=(r.id,))
            return
        else:
            corp, _ = has_ability(self.state(), tgt, "Бестелесный", self.edition)
            why = None if corp is False else f"whether {tgt} is corporeal (Бестелесный) is undecided"
            if corp is True:
                self.note("effect", f"{tgt} is incorporeal: {src}'s Вампиризм does not apply", entry, card=src,
                          rules=(r.id,))
                return
        if why:
            self.unknown.append(why)
            self.note("unknown", why, entry, card=src, rules=(r.id,))
            return
        self.note("trigger", f"{src}'s Вампиризм: its simple strike dealt {dealt} wounds to {tgt}", entry, card=src,
                  rules=(r.id,))
        before = (self.cards[src].wounds, self.cards[src].extra_lives)
        self._vampirism_heal(src, dealt, entry, r)
        # «при вампиризме …» triggers fire on it (source: the vampire, target: the creature struck); that it took
        # place when its heal changed nothing is the judges' ruling (dev-449)
        if before == (self.cards[src].wounds, self.cards[src].extra_lives) and "vampirism" in self._listened():
            r449 = topic_rule(self.edition, "vampirism-without-heal")
            if r449 is None:
                self._say_unknown(f"{src}'s Вампиризм changed nothing: whether «при вампиризме» triggers fire on it "
                                  f"is not ruled under {self.edition}", entry, src, rules=(r.id,))
                return
            self.note("trigger", f"{src}'s Вампиризм took place, though its heal changed nothing", entry, card=src,
                      rules=(r449.id,))
        self.fire("vampirism", src, tgt, (("value", dealt),), entry)

    def _vampirism_heal(self, src, dealt, entry, r) -> None:
        """Вампиризм's own effect: heal the vampire on X, the rest of X as additional lives (2012 glossary)."""
        wounds = self.cards[src].wounds
        done = self.heal_step((src,), dealt, entry, what=f"{src}'s Вампиризм heal").get(src)
        if done is None:                 # blocked, replaced or of 0: no heal, no additional life from it
            return
        rest = done - wounds         # «if it has fewer than X wounds, it gains X minus its wound count»
        if rest > 0 and done != dealt:
            self._say_unknown(f"{src}'s Вампиризм: its heal of {dealt} became a heal of {done}, more than its "
                              f"{wounds} wounds: which X gives the additional life is not ruled", entry, src,
                              rules=(r.id,))
        elif rest > 0:
            self.gain_lives(src, rest, entry, why=" (Вампиризм)")

    def resists(self, tgt, src, what, feature_text, entry=None) -> bool | None:
        """Стойкость of `tgt` against a `what` (wound | destroy) of the opposing card `src`'s triggered effect:
        True when it keeps the card from it, None when not known, False otherwise (2012 Resilience; judges'
        ruling dev-441)."""
        from ..world import has_ability
        c, s = self.cards.get(tgt), self.cards.get(src)
        if c is None or s is None or c.controller is s.controller:
            return False
        has, _ = has_ability(self.state(), tgt, "Стойкость", self.edition)
        if has is False:
            return False
        topic = "resilience" if what == "wound" else "resilience-destroy"
        r = topic_rule(self.edition, topic)
        if has is None or r is None:
            why = (f"whether {tgt} has Стойкость now is undecided" if has is None
                   else f"{tgt} has Стойкость: no rule of {self.edition} here says what it does against a {what}")
            self.unknown.append(why)
            self.note("unknown", why, entry, card=tgt)
            return None
        if what == "wound" and "воздейств" not in feature_text.casefold():
            why = (f"{tgt} has Стойкость (no wounds from an opposing influence): whether the effect of «{feature_text}» "
                   "is an influence is not read")
            self.unknown.append(why)
            self.note("unknown", why, entry, card=tgt, rules=(r.id,))
            return None
        self.note("effect", f"{tgt} has Стойкость: the {what} by {src}'s effect does not happen (the effect is spent)",
                  entry, card=tgt, rules=(r.id,))
        return True

