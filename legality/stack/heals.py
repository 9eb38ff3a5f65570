"""The heal step of a trace: what happens to a heal between its calculation and the wounds it removes
(legality/rules/heals.py; card language: legality/heal_features.py). Mixed into the Tracer.

  1. calculation: «удвоить первое за ход излечение вашей карты» doubles the value of the whole ability
     (judges' rulings dev-275, dev-282);
  2. a value of 0 is no heal: nothing replaces it, nothing fires (classic 523.3);
  3. blocking «первое за ход излечение карты противника» blocks the whole ability, before any replacement,
     of a healthy card too (dev-276, dev-342, dev-345);
  4. per target, a replacement «вместо этого» takes the heal's place, unwounded target or not (2012 419.1,
     419.4; dev-042, dev-168); the same replacement applies once to one heal (419.5), and one produced heal may
     meet another replacement (419.7);
  5. otherwise the heal removes at most X wounds (Healing for X; legality/stack/life.py).
A «может» modifier or replacement is followed as used, and the trace reports the choice (verdict `choice`).
"""
from __future__ import annotations

from model import CardType, Zone

from ..registry import topic_rule

CREATURES = (CardType.CREATURE, CardType.FLYER)


def heal_features(card):
    for f in card.features:
        hf = f.param("heal_feature")
        if hf is not None:
            yield f, hf


class HealStep:
    """Mixed into the Tracer (`cards`, `note`, `unknown`, `branches`, `uses`, `_heal`, `gain_lives` …)."""

    def _heals_so_far(self, player) -> int:
        return self.heal_count.get((self.turn, player), 0)

    def _optional(self, label, what, entry, rules):
        self.note("choice", f"{label} «может»: the trace follows it used; declined, {what}", entry, rules=rules)
        self.branches.append({"event": label, "entry": entry, "outcomes": [
            {"executed": [label], "cut": None, "witness": ["used"], "choices": 1},
            {"executed": [], "cut": None, "witness": ["declined"], "choices": 1}]})

    def _say_unknown(self, why, entry, card=None, rules=()):
        self.unknown.append(why)
        self.note("unknown", why, entry, card=card, rules=rules)

    def heal_step(self, targets, value, entry=None, chosen=None, what="the heal"):
        """Heal each of `targets` for `value` through the step; returns {target: value healed with, or None when
        blocked, replaced or of 0}."""
        targets = tuple(t for t in targets if t in self.cards)
        out = {t: None for t in targets}
        live = [t for t in targets if self.in_play(t)]
        for t in targets:
            if t not in live:
                self.note("effect", f"{what}: {t} is not in play: no effect", entry, card=t)
        if not live:
            return out
        unread = self._unread_heal_text(entry, what)
        if unread:
            self._say_unknown(f"{what} on {', '.join(live)}: card text not modelled could change it: {unread}", entry)
            return out
        sides = {self.cards[t].controller for t in live}
        first = topic_rule(self.edition, "first-heal")
        whole = topic_rule(self.edition, "heal-ability-whole")
        mods = [(cid, f, hf) for cid, c in self.cards.items() if c.zone is Zone.PLAY
                for f, hf in heal_features(c.card) if hf.modify]
        if mods and (first is None or whole is None):
            self._say_unknown(f"{what}: no rule of {self.edition} here says when a card's doubling or blocking of "
                              "a heal acts", entry)
            return out
        if mods and len(sides) > 1:
            self._say_unknown(f"{what} heals cards of both players: whose «первое за ход излечение» it is is not "
                              "ruled", entry)
            return out
        side = next(iter(sides))
        is_first = self._heals_so_far(side) == 0
        x = value
        rules = (first.id, whole.id) if mods else ()
        for cid, f, hf in mods:
            if hf.modify != "double" or not self._heal_mod_applies(cid, hf, side, is_first, entry):
                continue
            x *= 2
            label = f"{cid}/{f.id} doubles {what}"
            self.note("effect", f"{cid}'s «{f.text}» doubles {what}: {value} → {x}, for every target at once", entry,
                      card=cid, rules=rules)
            if hf.optional:
                self._optional(label, f"{what} stays {value}", entry, rules)
        zero = topic_rule(self.edition, "zero-effect")
        if x == 0:
            self.note("effect", f"{what} has value 0: no heal, nothing replaces it or fires on it", entry,
                      rules=(zero.id,) if zero else ())
            return out
        self.heal_count[(self.turn, side)] = self._heals_so_far(side) + 1
        for cid, f, hf in mods:
            if hf.modify != "block" or not self._heal_mod_applies(cid, hf, side, is_first, entry):
                continue
            self.note("effect", f"{cid}'s «{f.text}» blocks {what} (the ability, every target), before any "
                                "replacement", entry, card=cid, rules=rules)
            if hf.optional:
                self._optional(f"{cid}/{f.id} blocks {what}", "the heal goes on", entry, rules)
            return out
        for t in live:
            out[t] = self._replace_or_heal(t, x, entry, chosen, what, used=())
        return out

    def _unread_heal_text(self, entry, what) -> str:
        """Kept text on a card in play that could double, block or replace a heal (a static sentence about heals,
        or a trigger on heals): the heal step does not read it, so the heal's outcome is not known."""
        from ..reach import ALL, needs_reading, sentences
        found = []
        for cid, c in self.cards.items():
            if c.zone is not Zone.PLAY:
                continue
            for f in c.card.features:
                if not needs_reading(f):
                    continue
                for x in sentences(f):
                    if "heal" in x.topics and (x.form == "static" or x.form == "trigger"
                                               and (ALL in x.events or "heal" in x.events)):
                        found.append(f"{c.card.name} ({cid}) «{f.text}»")
                        break
        return "; ".join(found)

    def _heal_mod_applies(self, cid, hf, side, is_first, entry) -> bool:
        c = self.cards[cid]
        mine = c.controller is side
        if (hf.whose == "own") != mine:
            return False
        if not is_first:
            return False
        lives = c.lives_left
        if hf.lives_below is not None and not (lives is not None and lives < hf.lives_below):
            return False
        if hf.lives_above is not None and not (lives is not None and lives > hf.lives_above):
            return False
        if not self.turn_known:          # a heal before the trace would have been the first (history.py)
            self.turn_unknown(f"{cid}'s «первое за ход излечение» ({hf.modify}: whether this heal is {side.value}'s "
                              "first this turn)", entry, card=cid)
            return False
        return True

    def _replacements(self, t, used, on="heal"):
        tc = self.cards[t]
        for cid, c in self.cards.items():
            if c.zone is not Zone.PLAY:
                continue
            for f, hf in heal_features(c.card):
                if not hf.is_replacement or hf.on != on or (cid, f.id) in used:
                    continue
                if hf.classes and not set(hf.classes) & set(tc.card.classes):
                    continue
                if hf.replace == "self" and cid != t:
                    continue
                if hf.replace == "ally" and (tc.controller is not c.controller or tc.card.type not in CREATURES):
                    continue
                if hf.unwounded and tc.wounds:
                    continue
                if f.param("limit") is not None and self.used_up(cid, f.id):
                    continue
                yield cid, f, hf

    def _replace_or_heal(self, t, x, entry, chosen, what, used):
        reps = list(self._replacements(t, used))
        if not reps:
            self._heal(t, x, entry)
            return x
        r, unw = topic_rule(self.edition, "replacement"), topic_rule(self.edition, "heal-replacement-unwounded")
        if r is None or unw is None:
            self._say_unknown(f"{what} on {t}: no rule of {self.edition} here says how a heal is replaced", entry, t)
            return None
        if len(reps) > 1:
            names = ", ".join(f"{cid}/{f.id}" for cid, f, _ in reps)
            self._say_unknown(f"{what} on {t}: several replacements apply ({names}); which one is the owner's "
                              "choice, not traced", entry, t, rules=(r.id,))
            return None
        cid, f, hf = reps[0]
        v = x + hf.plus if hf.at_most is None else min(x + hf.plus, hf.at_most)
        rules = (r.id, unw.id)
        label = f"{cid}/{f.id} replaces {what} on {t}"
        if hf.target in ("chosen", "host", "self_and_chosen"):
            dest = chosen
            if dest is None:
                self._say_unknown(f"{label}: its {'chosen card' if hf.target == 'chosen' else 'host'} is not stated "
                                  "(give the event's instead_target)", entry, cid, rules=rules)
                return None
        else:
            dest = t if hf.target == "healed" else cid
        self.note("effect", f"{cid}'s «{f.text}» replaces {what} for {x} on {t} (it has {self.cards[t].wounds} "
                            f"wounds): instead, {hf.instead} {cid + ' and ' if hf.target == 'self_and_chosen' else ''}{dest} for {v}; "
                            "the heal never happens", entry, card=cid,
                  rules=rules)
        if hf.optional:
            self._optional(label, f"{t} heals for {x}", entry, rules)
        lim = f.param("limit")
        if lim is not None:
            self.count_use(cid, f.id, lim, entry, how="the replacement applied")
        if not self.in_play(dest):
            self.note("effect", f"{label}: {dest} is not in play: no effect", entry, card=dest)
        elif hf.instead == "wound":
            hit = (cid, dest) if hf.target == "self_and_chosen" else (dest,)
            dealt = {}
            for d in hit:
                self.hit_by[d] = cid
                dealt[d] = self._wound(d, v, entry, origin="effect", by=cid)
            self._deaths()
            for d in hit:
                if dealt[d] and self.in_play(d):
                    self.fire("wound", cid, d, (("value", v),), entry)
        elif hf.instead == "open":
            was = self.cards[dest].open
            self.set_card(dest, open=True)
            self.note("effect", f"{dest} opens ({label})", entry, card=dest)
            if not was:
                self.opened(dest, entry)
                self.fire("open", cid, dest, (), entry)
        else:                           # heal: a produced heal may meet another replacement (419.7), not this one
            healed = self._replace_or_heal(dest, v, entry, chosen, f"the heal by {cid}/{f.id}", used + ((cid, f.id),))
            return healed if dest == t else None
        return None

    def redistribute(self, source, n, to, entry=None):
        """Redistribution: heal `source` of n wounds through the heal step, then wound `to` by the wounds actually
        removed (2012 glossary; judges' rulings dev-226, dev-377)."""
        r, healed_only = topic_rule(self.edition, "redistribution"), topic_rule(self.edition, "redistribution-healed")
        if r is None or healed_only is None:
            self._say_unknown(f"redistribution from {source}: no rule of {self.edition} here says how it works", entry)
            return
        rules = (r.id, healed_only.id)
        if not self.in_play(source):
            self.note("effect", f"redistribution: {source} has left play (its wounds were lethal): nothing to heal, "
                                f"so no wounds move to {to}", entry, card=source, rules=rules)
            return
        before = self.cards[source].wounds
        self.heal_step((source,), n, entry, what=f"the redistribution's heal of {source}")
        healed = before - self.cards[source].wounds if self.in_play(source) else 0
        if not self.in_play(to):
            self.note("effect", f"redistribution: {to} is not in play: no wounds dealt", entry, card=to, rules=rules)
            return
        self.note("effect", f"redistribution: {source} was healed of {healed}, so {healed} wound(s) go to {to}", entry,
                  card=to, rules=rules)
        if healed:
            self.hit_by[to] = source
            dealt = self._wound(to, healed, entry, origin="redistribution")
            self._deaths()
            if dealt and self.in_play(to):
                self.fire("wound", None, to, (("value", dealt),), entry)

    def gain_replaced(self, cid, n, entry=None) -> bool:
        """A replacement of `cid`'s gain of n additional lives («… может получить Х дополнительных {health} вместо
        него»): the replacing card gains all n (up to its own maximum), `cid` none. True when one applied."""
        reps = list(self._replacements(cid, (), on="gain"))
        if not reps:
            return False
        r = topic_rule(self.edition, "replacement")
        if r is None or len(reps) > 1:
            self._say_unknown(f"{cid}'s gain of {n} additional lives: " + (
                f"no rule of {self.edition} here says how it is replaced" if r is None else
                "several replacements apply; which one is the owner's choice, not traced"), entry, cid)
            return True
        owner, f, hf = reps[0]
        label = f"{owner}/{f.id} takes {cid}'s gain"
        self.note("effect", f"{owner}'s «{f.text}» replaces {cid}'s gain of {n} additional lives (as it should "
                            f"gain them, before {cid}'s maximum): {owner} gains {n} instead, all of them",
                  entry, card=owner, rules=(r.id,))
        if hf.optional:
            self._optional(label, f"{cid} gains them up to its maximum", entry, (r.id,))
        self.gain_lives(owner, n, entry, why=f" (in place of {cid})", replaceable=False)
        return True

