"""Effects lasting «пока не погибнут N … существ» (duration `until_deaths`), and deaths at once counted one by one.

A lasting feature with `duration: until_deaths` names what it counts in `params.deaths: {count: N, types:
[creature]}` («пока не погибнут 2 наземных существа»: a ground creature is a creature that is not a flyer, 2012
208.2/211; `types` takes creature and flyer). The trace counts each such card that dies from the moment the effect is
laid, whoever's it is, and ends the effect at the Nth. Cards destroyed at once (both fighters of one battle, every
card left without lives by one effect: one pass of the deaths check) are as many deaths as cards: the judges'
classic:ruling-dev-183 (Ужас Исхара regains his features when the first two die at once; so the 2012 glossary's
Soulcatcher, a trigger for each of creatures that die simultaneously). Under an edition without that ruling, a
count that deaths at once would cross is `unknown`.
"""
from __future__ import annotations

from dataclasses import replace

from model import CardType

from ..registry import topic_rule

KINDS = {"creature": CardType.CREATURE, "flyer": CardType.FLYER}


def death_spec(feature) -> tuple[int, tuple] | None:
    """(N, card types) of a feature's `params.deaths`, or None when it does not say it plainly."""
    spec = feature.param("deaths") if feature is not None else None
    if not isinstance(spec, dict):
        return None
    n, types = spec.get("count"), spec.get("types", ["creature"])
    if not isinstance(n, int) or isinstance(n, bool) or n < 1 or not isinstance(types, list) \
            or any(t not in KINDS for t in types):
        return None
    return n, tuple(KINDS[t] for t in types)


class DeathCounts:
    """Mixed into the Tracer (with LastingEffects)."""

    # «не имеет особенностей, пока …»: while such an effect (`effect: {remove: all}`) lasts on its own card, the
    # card has none of its printed features but that one — every question the trace asks reads it so (what it
    # acquires stays: its effects); they are back when the effect ends
    def featureless_laid(self, le) -> None:
        if le.duration != "until_deaths" or le.carrier != le.effect.source:
            return
        c = self.cards[le.carrier]
        feat = c.card.feature(le.effect.feature)
        eff = feat.param("card_effect") if feat is not None else None
        if eff is None or eff.op != "remove" or (eff.ability or "").casefold() != "all":
            return
        self.printed_aside[id(le)] = c.card.features
        self.set_card(le.carrier, card=replace(c.card, features=(feat,)))
        self.note("lasting", f"{le.carrier} has none of its features now but «{feat.text}»", le.entry,
                  card=le.carrier)

    def featureless_ended(self, le) -> None:
        features = self.printed_aside.pop(id(le), None)
        if features is not None:
            c = self.cards[le.carrier]
            self.set_card(le.carrier, card=replace(c.card, features=features))
            self.note("lasting", f"{le.carrier} has its features again", le.entry, card=le.carrier)

    def deaths_at_once(self, dying: list[str]) -> None:
        """The cards one deaths check is about to destroy together (`Tracer._deaths`)."""
        self.together = tuple(dying)

    def death_counted(self, cid: str, entry=None) -> None:
        """`cid` has died: each effect lasting until N such deaths counts it."""
        kind = self.cards[cid].card.type
        for le in [le for le in self.lasting if le.duration == "until_deaths"]:
            spec = death_spec(self.cards[le.effect.source].card.feature(le.effect.feature))
            if spec is None:
                why = f"{le.label}: which deaths it counts is not read (`params.deaths`)"
                if why not in self.unknown:
                    self.unknown.append(why)
                    self.note("unknown", why, entry, card=le.carrier)
                continue
            n, types = spec
            if kind not in types:
                continue
            r = topic_rule(self.edition, "deaths-counted")
            done = self.death_tally.get(id(le), 0)
            if len(self.together) > 1 and cid in self.together and r is None and done + len(self.together) >= n:
                why = (f"{le.label}: {', '.join(self.together)} die at once; no rule of {self.edition} here says "
                       "whether they are one death or several")
                if why not in self.unknown:
                    self.unknown.append(why)
                    self.note("unknown", why, entry, card=le.carrier)
                continue
            self.death_tally[id(le)] = done + 1
            rules = self._r(r) if len(self.together) > 1 and cid in self.together else ()
            self.note("lasting", f"{le.label}: {cid} has died, death {done + 1} of {n}", entry, card=le.carrier,
                      rules=rules)
            if done + 1 >= n:
                self._end_lasting([le], f"{n} such deaths", rules, entry)
