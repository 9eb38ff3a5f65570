"""A symbiote or parasite put onto a host by an effect, in the trace (the event `attach: SYMBIOTE, host: CARD`;
classic 2012 210: a symbiote stands on its host, 210.2).

Where it had a host before, it changes its host («меняет хозяина»): the event `host_change` fires (source: the
symbiote, target: its new host), and an effect its old host carries «пока [он] его паразит» (duration
`while_hosting_source`, legality/lasting.py) ends — the condition of its duration no longer holds; what the
symbiote itself got stays (the judges, dev-169: Дха's «выпить силу»). A symbiote put onto a host from no host
changes none (the judges, dev-487, dev-492).
"""
from __future__ import annotations

from model import CardType, Zone

from ..registry import topic_rule
from .events import Event


class Hosts:
    """Mixed into the Tracer."""

    def on_attach(self, ev: Event) -> None:
        cid, host = ev.card, ev.by
        c = self.cards[cid]
        if c.card.type is not CardType.SYMBIOTE or c.zone is not Zone.PLAY or self.cards[host].zone is not Zone.PLAY \
                or host == cid:
            why = (f"attach {cid} onto {host}: only a symbiote or parasite in play goes onto another card in play "
                   "(210.2); what else this would be is not read")
            self.unknown.append(why)
            self.note("unknown", why, card=cid)
            return
        old = c.host
        self.set_card(cid, host=host, cell=None)
        if old == host:
            self.note("step", f"{cid} stays on {host}: no change of host", card=cid)
            return
        self.note("step", f"{cid} is put onto {host}" + (f", leaving {old}: it changes its host" if old else
                                                         ": it had no host, it changes none"),
                  card=cid, rules=self._r(topic_rule(self.edition, "symbiote-host")))
        if old is None:
            return
        ending = [le for le in self.lasting if le.duration == "while_hosting_source" and le.effect.source == cid
                  and le.carrier == old]
        self._end_lasting(ending, f"{cid} no longer stands on {old}")
        self.fire("host_change", cid, host, (("from", old),))
