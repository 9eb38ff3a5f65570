"""The turn's history as facts the triggers read, and what the rules make happen when a turn begins.

The tracer logs every event it fires this turn (kind, source, target), the start-of-turn openings included;
`where: {nth_this_turn: N}` in the trigger language («когда … открывается во второй раз за ход», «при первом за
ход …») counts them (legality/chain_rules.py). When a turn begins the active player's closed cards open (classic
2012 311.1, legality/rules/turn_start.py) before the «в начале хода» triggers fire (311.4).

Whether the log is the whole turn: it is once a `turn` event has begun a turn inside the trace, or when the
scenario states it (`state.from_turn_start: true`: nothing happened this turn before its first event beyond what
the cards' per-turn facts say — `acted_this_turn`, `defended_this_turn`, `moved`, `path`, `modifier_uses`,
`armour_prevented`). Otherwise the turn began before the trace, and a reading the earlier part could change is
`unknown` (`turn_unstated`): a count that has not passed its number yet («во второй раз за ход»), «не получал
ран в этот ход» with no wound logged, a «N раз за ход» limit not yet spent, a first heal this turn, «излечено на N
… в этот ход» below N, a «подряд» sequence longer than the log. What the log already decides stays decided: the
earlier part can only add events.
"""
from __future__ import annotations

from model import Action, ActionKind, Step

from ..effect_conditions import turn_unstated
from ..registry import topic_rule


class TurnLog(tuple):
    """This turn's events (kind, source, target), in order; `complete`: they are the whole turn (else events before
    the trace's first may be missing: an unknown part that can only add to them)."""
    complete = True


class TurnHistory:
    """Mixed into the Tracer: `self.history` is the list of this turn's events (reset when a turn begins);
    `self.turn_known`: it is the whole turn (a `turn` event began it, or the scenario states `from_turn_start`)."""

    def saw(self, kind: str, source: str | None, target: str | None) -> None:
        self.history.append((kind, source, target))

    def history_of(self) -> TurnLog:
        log = TurnLog(self.history)
        log.complete = self.turn_known
        return log

    def turn_unknown(self, what: str, entry=None, card=None) -> None:
        """`what` reads the turn's history and the part before the trace could change it: the trace is unknown."""
        why = turn_unstated(what)
        if why not in self.unknown:
            self.unknown.append(why)
            self.note("unknown", why, entry, card=card)

    def open_at_turn_start(self) -> None:
        """311.1: the active player's closed cards open; each opening fires «когда … открывается»."""
        from ..world import card_verdict
        r = topic_rule(self.edition, "turn-start-opening")
        if r is None:
            why = f"no rule of {self.edition} here says which cards open as turn {self.turn} begins"
            self.unknown.append(why)
            self.note("unknown", why)
            return
        for cid in list(self.cards):
            cs = self.cards[cid]
            if not self.in_play(cid) or cs.open or cs.controller is not self.active:
                continue
            # «не открывается …», printed or laid on it: the same card-text verdict a declared opening gets
            v = card_verdict(self.state(), Action(ActionKind.OPEN, cid, (cid,), step=Step.EXECUTION), self.edition)
            if v.verdict == "illegal":
                text = "; ".join(x.message for x in v.reasons)
                self.note("effect", f"{cid} stays closed as turn {self.turn} begins: it is unable to open ({text})",
                          card=cid, rules=(r.id,) + tuple(x for y in v.reasons for x in y.rules))
                continue
            if v.verdict == "unknown":
                why = (f"{cid} is closed when turn {self.turn} begins: whether it opens (311.1) is not decided: "
                       f"{'; '.join(v.unknown)}")
                self.unknown.append(why)
                self.note("unknown", why, card=cid, rules=(r.id,))
                continue
            self.set_card(cid, open=True)
            self.note("effect", f"{cid} opens: the active player's closed cards open as the turn begins", card=cid,
                      rules=(r.id,))
            self.fire("open", None, cid)
