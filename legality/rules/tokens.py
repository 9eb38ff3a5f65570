"""Tokens (фишки): who may accumulate them, and the token maximum. classic 2012 218.3-218.8; the classic
editions (seed 000, seed 003) are silent on these and take them by fallback.

Read by the `legal` question through two facts (legality/facts.py): `source.may_accumulate` and
`target.over_token_max`, computed here from the cards.
"""
from __future__ import annotations

import re

from model import Action, ActionKind, GameState, Modality, Zone

from ..registry import rule
from ..ruledsl import forbid, is_, kind, not_

# a cost paid with tokens at the head of an ability: «{counter}{tap}: …», «2 {counter}: …», «X фишек: …»,
# «[:cnt][:tap]: …» (the «Онлайн» base); or an ability that accumulates («{tap}: Накопить фишку»)
_TOKEN_COST = re.compile(r"^[^:.]{0,40}(\{counter\}|\[:cnt\]|фишк|фишек)[^:.]{0,40}:", re.IGNORECASE)
_ACCUMULATE = re.compile(r"накопит[ьа-я]*\s+фишк", re.IGNORECASE)


def token_ability(feature) -> bool:
    """The feature is an ability of the form [Token]:, [Token][Close]: or [Close]: Accumulate a Token (218.4)."""
    cost = str(feature.param("cost") or "").casefold()     # the compiler's «1 фишка + закрыться»; «X tokens»
    if any(w in cost for w in ("фишк", "фишек", "token")) or feature.param("action") == "accumulate_token":
        return True
    return bool(_TOKEN_COST.match(feature.text) or _ACCUMULATE.search(feature.text.split(":")[-1]
                                                                      if ":" in feature.text else ""))


def may_accumulate(state: GameState, card_id: str | None) -> bool:
    """218.4: the card has a token ability (printed, or laid on it by an effect); or some card in play permits
    accumulating tokens («… получают способность накапливать фишки»): then the cards' own clauses decide."""
    if card_id is None or not state.has(card_id):
        return False
    cs = state.card(card_id)
    if any(token_ability(f) for f in cs.card.features):
        return True
    for e in cs.effects:
        f = state.card(e.source).card.feature(e.feature) if state.has(e.source) else None
        if f is not None and token_ability(f):
            return True
    return any(f.modality is Modality.PERMIT and ActionKind.ACCUMULATE_TOKEN in f.actions
               for c in state.cards if c.zone is Zone.PLAY for f in c.card.features)


def token_max(state: GameState, card_id: str) -> int | None:
    """The lowest token maximum printed on the card («Максимум 1 {counter}», «Не может иметь более 3 {counter}»)."""
    vals = [f.param("max_tokens") for f in state.card(card_id).card.features
            if isinstance(f.param("max_tokens"), int) and not f.param("while")]
    return min(vals) if vals else None


def over_token_max(state: GameState, action: Action) -> bool:
    """218.6-218.8: the tokens the action gives its target (one for accumulating, 218.3) take it above its maximum."""
    # read for any action (the clause keeps to accumulating and receiving): the gain is one token, or its parameter
    card = action.target or action.source
    if card is None or not state.has(card):
        return False
    m = token_max(state, card)
    gain = 1 if action.kind is ActionKind.ACCUMULATE_TOKEN else (action.param or 1)   # 218.3: accumulating gives one
    return m is not None and state.card(card).tokens + gain > m


def max_token_features(state: GameState, card_id: str | None) -> frozenset:
    """(card, feature) of the maxima these rules read: the question reads them, so they are not unknown."""
    if card_id is None or not state.has(card_id):
        return frozenset()
    return frozenset((card_id, f.id) for f in state.card(card_id).card.features
                     if isinstance(f.param("max_tokens"), int) and not f.param("while"))


rule(
    "classic-2012:218.4", "Who may accumulate tokens",
    """218.4 Any card may gain tokens, but only cards with abilities of the form [Token]:, [Token][Close]:, or
[Close]: Accumulate a Token may accumulate them. 218.3 Accumulating a token is a playable ability paid for by
closing the card. It gives that card one token. 218.5 Accumulating a token is gaining a token; gaining a token is
not necessarily accumulating one.""",
    "Only a card with an ability paid with a token (or «накопить фишку») may accumulate tokens; any card may gain "
    "them (the judges' ruling dev-371 reads it so: a card that gains tokens by its triggers may not accumulate).",
    topic="token-accumulation",
    clauses=[
        forbid("no-token-ability", kind("accumulate_token") & not_("source.may_accumulate"),
               "cannot-accumulate",
               "only a card with an ability paid with a token ([Token]:, [Token][Close]:) or «накопить фишку» may "
               "accumulate tokens"),
    ],
)

rule(
    "classic-2012:218.6", "Token maximum",
    """218.6 A token maximum is the limit above which a card cannot gain tokens. 218.7 A card has no default token
maximum, but some abilities, including named abilities, set one. 218.8 The token maximum applies to all tokens a
card gains except incarnation tokens.""",
    "A card cannot gain tokens above its token maximum («Максимум 1 {counter}»); there is none by default.",
    topic="token-maximum",
    clauses=[
        forbid("over-token-max", kind("accumulate_token", "receive_token") & is_("target.over_token_max"),
               "token-maximum", "the card would have more tokens than its token maximum"),
    ],
)
