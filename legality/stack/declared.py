"""A declared ability's compound effect (legality/declared_parts.py), applied at the action's execution, and the
targets of a compound effect's parts — the ends of the first part, or cards chosen or taken among those in play.

Mixed into the Tracer with Firing: the parts run through Firing's own `_do_link` and `_next_parts`, so a declared
ability's parts and a trigger's parts follow the same rules (classic:ruling-dev-097 for «при этом» / «;»,
classic:ruling-dev-497 for «затем», classic 2012 423.3 for a part with no legal target).
"""
from __future__ import annotations

from dataclasses import replace

from model import Zone

from graphs.chain import INITIAL, Link


class Declared:

    def declared_effect(self, e) -> None:
        """The action `e` names an ability with a compound effect: apply its parts instead of the kind's own."""
        from ..triggers import Trigger
        a, spec = e.action, e.event.parts
        owner = a.source
        link = Link(0, a.ability, a.source, a.target, INITIAL, "executed", owner=owner)
        trig = Trigger(self.cards[owner].card.name, a.ability, (), effect=spec)
        self.note("effect", f"{e.id}: {owner}/{a.ability} executes its compound effect, part by part", e.id,
                  card=owner)
        self._first_targets = tuple(a.targets)
        try:
            done = self.do_part(link, trig, spec, e.id)
            if spec.then is not None:
                self._next_parts(link, trig, spec.then, None if done is None else (done and self._full), e.id)
        finally:
            self._first_targets = None

    def do_part(self, l, t, part, entry) -> bool | None:
        """Apply one part to each of its targets: True when it executed (fully, if `self._full` stays True),
        False when it could not (its target gone, no legal target: 423.3 disregards it), None when not known."""
        pairs = self.part_ends(l, part, entry)
        self._full = True
        if pairs is None:
            self._full = None
            return None
        done = bool(pairs)
        for src, tgt in pairs:
            full = self._full
            ok = self._do_link(replace(l, source=src, target=tgt), replace(t, effect=part), entry)
            done = done and ok
            self._full = None if None in (full, self._full) else (full and self._full)
        return done

    def part_ends(self, l, part, entry) -> list[tuple[str, str]] | None:
        """(source, target) of each application of the part; [] when it has no legal target, None when unknown."""
        ends = {"self": l.owner, "first.source": l.source, "first.target": l.target}
        if "event." in part.source + part.target + "".join(str(v) for _k, v in part.choose):
            # a trigger's event («ту карту», «существо на той клетке»); a declared ability has none
            ev = getattr(self, "_event_ends", None) if getattr(self, "_first_targets", None) is None else None
            if ev is None:
                why = f"{l.label}, its part ({part.kind}): it names the event that fired it, and there is none here"
                self.unknown.append(why)
                self.note("unknown", why, entry, card=l.owner)
                return None
            ends.update({"event.source": ev[0], "event.target": ev[1]})
        src = ends.get(part.source, l.owner)
        if part.target not in ("chosen", "all"):
            return [(src, ends[part.target])]
        fits = self._fitting(l, dict(part.choose), ends, entry)
        if fits is None:
            return None
        label = f"{l.label}, its part ({part.kind})"
        if part.target == "chosen" and len(fits) > 1:
            why = f"{label}: its player chooses among {', '.join(fits)}, and the choice is not stated"
            self.unknown.append(why)
            self.note("unknown", why, entry, card=l.owner)
            return None
        if not fits:
            r = self.m.partial
            if r is None:
                why = f"{label}: it has no legal target, and no rule of {self.edition} here says the rest resolves"
                self.unknown.append(why)
                self.note("unknown", why, entry, card=l.owner)
                return None
            self.note("effect", f"{label} has no legal target: it is disregarded", entry, card=l.owner,
                      rules=self._r(r))
        return [(src, c) for c in fits]

    def _same_weak_strike(self, l, c, other: str, entry) -> bool | None:
        """«с таким же значением слабого {strike}»: the printed weak strikes compared (the judges, dev-336:
        classic:ruling-dev-346); an edition without that reading, or a strike not printed, is unknown."""
        from ..registry import topic_rule
        r = topic_rule(self.edition, "computed-printed-value")
        o = self.cards.get(other)
        mine, theirs = c.card.strike, o.card.strike if o is not None else None
        if r is None or mine is None or theirs is None:
            why = (f"{l.label}: whether {c.id}'s weak strike is the same as {other}'s is not read: "
                   + ("a strike is not printed" if mine is None or theirs is None
                      else f"no rule of {self.edition} says printed or current"))
            self.unknown.append(why)
            self.note("unknown", why, entry, card=c.id)
            return None
        same = mine.weak == theirs.weak
        self.note("effect", f"{l.label}: {c.id}'s printed weak strike {mine.weak} "
                            f"{'is' if same else 'is not'} {other}'s {theirs.weak} (modifiers aside)", entry,
                  card=c.id, rules=(r.id,))
        return same

    def _healed_enough(self, cid, n, l, entry) -> bool:
        """«излечено на N или более в этот ход»: the wounds the card's heals removed this turn, from the trace's
        history (the scenario's state is the turn's start); a heal of more than its wounds counts only the wounds
        removed, a healthy card's heal nothing (classic:ruling-dev-053)."""
        from ..registry import topic_rule
        got = self.healed_this_turn.get(cid, 0)
        r = topic_rule(self.edition, "healed-this-turn")
        if r is None:
            why = f"{l.label}: how much {cid} was healed this turn: no rule of {self.edition} here says what counts"
            self.unknown.append(why)
            self.note("unknown", why, entry, card=cid)
            return False
        if got < n and not self.turn_known:   # heals before the trace could make up the rest (history.py)
            self.turn_unknown(f"{l.label}: how much {cid} was healed this turn ({got} counted, {n} wanted)", entry,
                              card=cid)
            return False
        self.note("effect", f"{cid} was healed for {got} this turn (wounds removed){'' if got >= n else f', not {n}'}",
                  entry, card=cid, rules=(r.id,))
        return got >= n

    def _fitting(self, l, want: dict, ends: dict, entry) -> list[str] | None:
        from ..board import adjacency, standing
        from ..chain_rules import _type_fits
        owner = self.cards[l.owner]
        out = []
        for cid, c in self.cards.items():
            if c.zone is not Zone.PLAY:
                continue
            rel = "self" if cid == l.owner else ("ally" if c.controller is owner.controller else "enemy")
            wanted = want["relation"]
            if not (wanted == "any" or rel == wanted or (wanted == "own" and rel in ("self", "ally"))):
                continue
            if "types" in want and not _type_fits(c.card, want["types"]):
                continue
            if "classes" in want and not set(want["classes"]) & set(c.card.classes):
                continue
            if "other_than" in want and cid == ends[want["other_than"]]:
                continue
            if "among" in want and cid not in (getattr(self, "_first_targets", None) or (l.target,)):
                continue
            if "elements" in want and not set(want["elements"]) & set(c.card.elements):
                continue
            if want.get("poisoned") and not c.poison:
                continue
            if "states" in want and not set(want["states"]) & set(c.states):
                continue
            if "same_weak_strike_as" in want:
                same = self._same_weak_strike(l, c, ends[want["same_weak_strike_as"]], entry)
                if same is None:
                    return None
                if not same:
                    continue
            if "healed_this_turn" in want and not self._healed_enough(cid, want["healed_this_turn"], l, entry):
                continue
            if "on_cell_of" in want:
                other = ends[want["on_cell_of"]]
                if cid == other:
                    continue
                here, there = standing(self.state(), cid), standing(self.state(), other)
                if "unknown" in (here[0], there[0]):
                    why = f"{l.label}: whether {cid} stands on {other}'s cell: a cell is not given"
                    self.unknown.append(why)
                    self.note("unknown", why, entry, card=cid)
                    return None
                if here[0] != "cell" or here != there:
                    continue
            if "next_to" in want:
                near = adjacency(self.state(), cid, ends[want["next_to"]])
                if isinstance(near, str):
                    why = f"{l.label}: whether {cid} stands next to {ends[want['next_to']]}: {near.lstrip('?')}"
                    self.unknown.append(why)
                    self.note("unknown", why, entry, card=cid)
                    return None
                if not near:
                    continue
            out.append(cid)
        return out
