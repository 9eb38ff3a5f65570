"""The turn's history as facts the triggers read, and what the rules make happen when a turn begins.

The tracer logs every event it fires this turn (kind, source, target), the start-of-turn openings included;
`where: {nth_this_turn: N}` in the trigger language («когда … открывается во второй раз за ход», «при первом за
ход …») counts them (legality/chain_rules.py). When a turn begins the active player's closed cards open (classic
2012 311.1, legality/rules/turn_start.py) before the «в начале хода» triggers fire (311.4).
"""
from __future__ import annotations

from model import Action, ActionKind, Step

from ..registry import topic_rule


class TurnHistory:
    """Mixed into the Tracer: `self.history` is the list of this turn's events (reset when a turn begins)."""

    def saw(self, kind: str, source: str | None, target: str | None) -> None:
        self.history.append((kind, source, target))

    def history_of(self) -> list:
        return self.history

    def open_at_turn_start(self) -> None:
        """311.1: the active player's closed cards open; each opening fires «когда … открывается»."""
        from ..world import card_verdict
        r = topic_rule(self.edition, "turn-start-opening")
        if r is None:
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
