"""A card's token maximum in a trace: a triggered gain of tokens stops at it (classic 2012 218.6-218.8, read by
legality/rules/tokens.py for the `legal` question). Mixed into the Tracer."""
from __future__ import annotations

from ..registry import topic_rule


class TokenMaximum:
    """Mixed into the Tracer (`cards`, `state`, `note`, `edition`)."""

    def token_gain(self, cid, amount, label, entry=None) -> int:
        """The tokens `cid` gains of `amount`: none above its maximum («Не может иметь более 3 {counter}»)."""
        from ..rules.tokens import token_max
        top = token_max(self.state(), cid)
        if top is None or self.cards[cid].tokens + amount <= top:
            return amount
        got = max(0, top - self.cards[cid].tokens)
        r = topic_rule(self.edition, "token-maximum")
        self.note("effect", f"{cid} has {self.cards[cid].tokens} token(s), its maximum is {top}: of the {amount} "
                            f"of {label} it gains {got}", entry, card=cid, rules=(r.id,) if r else ())
        return got
