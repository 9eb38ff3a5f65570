"""Броня X on the stack (legality/rules/armour.py): the armour a strike or counterstrike meets is the card's
Броня X less what it already prevented this turn, passed to `legality.attack.resolve` as a prevention effect of
its effect-modification step (the same code path as the `attack` question's hand-written effects). After each
event the tracer checks whether each armoured card still has its Броня; one that lost it starts anew.
Mixed into the Tracer.
"""
from __future__ import annotations

from model import ActionKind

from ..attack.spec import ModEffect
from ..formation import in_formation
from ..registry import topic_rule

NONMAGIC = (ActionKind.SIMPLE_STRIKE, ActionKind.SPECIAL_STRIKE, ActionKind.SHOT, ActionKind.THROW)


def armour_features(card, laid: bool = False):
    """The card's own Броня (a feature with a `duration` is in force only where it is laid), or with `laid` the
    ones it lays on others."""
    return [f for f in card.features if (f.keyword or "").casefold() == "броня" and isinstance(f.param("value"), int)
            and bool(f.param("duration")) == laid]


class Armour:
    """`armour_spent`: (card, feature) -> (turn, wounds prevented); `pools`: prevention effects of sources."""

    def armour_has(self, cid, f):
        """True / False / None (not known) whether the card has this Броня now."""
        cond = f.param("while")
        if cond is None:
            return True
        if cond == "в строю":
            got = in_formation(self.state(), self.cards[cid])
            return None if isinstance(got, str) else bool(got)
        return None

    def add_prevention(self, source, n, entry=None, duration=None):
        """«… предотвращает следующие N ран от немагических атак по вашим картам»: a pool of the source's
        controller, kept while the source stays in the zone it is in now (2012 420.7), and for its `duration`
        («до конца хода противника»: legality/lasting.py) when one is stated."""
        from ..lasting import DURATIONS
        r = topic_rule(self.edition, "prevention-source")
        c = self.cards[source]
        self.pools.append({"source": source, "owner": c.controller, "zone": c.zone, "left": n,
                           "duration": duration, "turn": self.turn})
        self.note("effect", f"{source}'s prevention: the next {n} wounds of nonmagical attacks on its controller's "
                            f"cards, while {source} stays in {c.zone.value}"
                            + (f", {DURATIONS[duration]}" if duration else ""), entry, card=source,
                  rules=(r.id,) if r else ())

    def pools_end_of_turn(self) -> None:
        """A pool with a duration ends as a lasting effect does (legality/stack/lasting.py `end_of_turn`)."""
        for p in self.pools:
            d = p.get("duration")
            if p["left"] > 0 and (d == "turn" or (d == "opponent_turn" and self.active is not p["owner"])):
                p["left"] = 0
                self.note("lasting-ends", f"{p['source']}'s prevention ends: turn {self.turn} ends", card=p["source"],
                          rules=self._r(topic_rule(self.edition, "duration-turn")))
        if any(p.get("duration") not in (None, "turn", "opponent_turn", "game") and p["left"] > 0
               for p in self.pools):
            why = "a prevention's duration other than the end of a turn is not followed"
            self.unknown.append(why)
            self.note("unknown", why)

    def _pools_for(self, target):
        c = self.cards[target]
        live = []
        for i, p in enumerate(self.pools):
            if p["left"] <= 0 or p["owner"] is not c.controller:
                continue
            if self.cards[p["source"]].zone is not p["zone"]:
                continue                 # its source has left the zone it arose in (420.7)
            live.append((i, p))
        return live

    def armour_effects(self, target, kind):
        """The prevention effects a `kind` attack on `target` meets now; () when none, None when not known."""
        c = self.cards.get(target)
        feats = armour_features(c.card) if c is not None else []
        laid = self._laid_armour(c) if c is not None else []
        if laid:                                  # Броня laid by an effect beside its own (classic 2012 414.4)
            return self._greatest_armour(target, kind, feats + laid)
        pools = self._pools_for(target) if c is not None and self.pools else []
        if pools and kind in NONMAGIC:            # «от немагических атак»: a magic attack meets none of them
            # the same effect of one source laid again (a trigger used twice) is one pool: their order is no choice
            kinds = {(p["source"], p["zone"], p.get("duration"), p.get("turn")) for _i, p in pools}
            if feats or len(kinds) > 1 or topic_rule(self.edition, "prevention-source") is None:
                why = (f"an attack on {target} meets {len(kinds) + len(feats)} prevention effects: the order they "
                       "apply in is its controller's choice (2012 420.3.a), not traced" if feats or len(kinds) > 1
                       else f"no rule of {self.edition} here says how a prevention with a source works")
                self.unknown.append(why)
                self.note("unknown", why + "; its wounds are applied unprevented", card=target)
                return None
            i, _p = pools[0]
            return (ModEffect(f"prevention-{i}", "prevention", target, None, sum(p["left"] for _i, p in pools)),)
        if not feats:
            return ()
        r = topic_rule(self.edition, "armour")
        if r is None or kind not in NONMAGIC:
            return None        # a magic attack is not prevented, but the attack resolution reads Броня only as a
                               # listed effect: left to it, the strike's value stays unknown (not done yet)
        out = []
        for f in feats:
            has = self.armour_has(target, f)
            if has is None:
                return None
            left = f.param("value") - self._spent(target, f.id) if has else 0
            out.append(ModEffect(f"{target}/{f.id}", "prevention", target, f.id, max(0, left)))
        return tuple(out)

    def _laid_armour(self, c):
        """(key, feature) of each Броня laid on the card by an effect in force (its source's feature)."""
        out = []
        for e in c.effects:
            src = self.cards.get(e.source)
            f = src.card.feature(e.feature) if src is not None else None
            if f is not None and f in armour_features(src.card, laid=True):
                out.append((f"{e.source}/{f.id}", f))
        return out

    def _greatest_armour(self, target, kind, feats):
        """classic 2012 414.4: of the card's Броня (its own `feats` and `(key, feature)` laid ones) only the one
        with the greatest X affects play; what it prevented this turn is spent from it. None when not known."""
        r, armour = topic_rule(self.edition, "named-greatest-x"), topic_rule(self.edition, "armour")
        if r is None or armour is None or kind not in NONMAGIC or self.pools:
            return None
        best = None
        for item in feats:
            key, f = item if isinstance(item, tuple) else (item.id, item)
            has = self.armour_has(target, f) if not isinstance(item, tuple) else True
            if has is None:
                return None
            if has and (best is None or f.param("value") > best[1].param("value")):
                best = (key, f)     # a tie: the first, its own (414.5 names the earliest gained)
        if best is None:
            return ()
        key, f = best
        self.note("effect", f"{target} has several Броня: only the greatest, {f.param('value')} ({key}), affects "
                            "play", card=target, rules=(r.id, armour.id))
        # its own others affect nothing now: read, as a prevention of 0
        rest = tuple(ModEffect(f"{target}/{o.id}", "prevention", target, o.id, 0) for o in feats
                     if not isinstance(o, tuple) and o.id != key)
        return (ModEffect(f"{target}/{key}", "prevention", target, key, max(0, f.param("value")
                                                                           - self._spent(target, key))),) + rest

    def _spent(self, cid, fid) -> int:
        turn, n = self.armour_spent.get((cid, fid), (None, 0))
        return n if turn == self.turn else 0

    def armour_spend(self, target, dealt_before, dealt_after, entry=None):
        """The attack's wounds were `dealt_before` its prevention and `dealt_after`: spend the difference on the
        card's armour, in the order of its features."""
        prevented = max(0, (dealt_before or 0) - (dealt_after or 0))
        for _i, p in self._pools_for(target) if self.pools else ():
            take = min(prevented, p["left"])
            p["left"] -= take
            prevented -= take
            r = topic_rule(self.edition, "prevention-source")
            self.note("effect", f"{p['source']}'s prevention prevents {take} wound{'s' if take != 1 else ''} on "
                                f"{target} ({p['left']} left)", entry, card=target, rules=(r.id,) if r else ())
        items = [(f.id, f) for f in armour_features(self.cards[target].card)]
        laid = self._laid_armour(self.cards[target])
        if laid:                                  # only the greatest Броня affects play (classic 2012 414.4)
            items = [max(items + laid, key=lambda kf: kf[1].param("value"))]
        for key, f in items:
            if not prevented:
                break
            take = min(prevented, f.param("value") - self._spent(target, key))
            if take > 0:
                self.armour_spent[(target, key)] = (self.turn, self._spent(target, key) + take)
                prevented -= take
                if self.cards[target].card.feature(key) is f:     # its own Броня: «оставшиеся единицы {armor}»
                    self.set_card(target, armour_prevented=self.cards[target].armour_prevented + take)
                r = topic_rule(self.edition, "armour")
                self.note("effect", f"{target}'s «{f.text}» prevents {take} wound{'s' if take != 1 else ''} "
                                    f"({self._spent(target, key)} of {f.param('value')} this turn)", entry,
                          card=target, rules=(r.id,) if r else ())

    def armour_watch(self):
        """After an event: armour a card no longer has is lost; regained, it is new (dev-244, dev-245)."""
        for (cid, fid) in list(self.armour_spent):
            f = self.cards[cid].card.feature(fid)
            if f is None:                # laid by an effect (`source/feature`): in force while laid
                if self.in_play(cid) and any(f"{e.source}/{e.feature}" == fid for e in self.cards[cid].effects):
                    continue
                del self.armour_spent[(cid, fid)]
                continue
            if self.in_play(cid) and self.armour_has(cid, f) is not False:
                continue
            del self.armour_spent[(cid, fid)]
            if self.cards[cid].armour_prevented:     # regained, all its units are left
                self.set_card(cid, armour_prevented=0)
            r = topic_rule(self.edition, "armour-renewal")
            self.note("effect", f"{cid} no longer has «{f.text}»: regained, it is a new ability that prevents its X "
                                "again", card=cid, rules=(r.id,) if r else ())
