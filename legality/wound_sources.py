"""Which wounds a card takes: «Получает раны только от {strike}», «… получает раны только от хозяина».

The card language (hand-written; the compiler keeps these sentences as text):

    - {id: f1, text: "Получает раны только от {strike} .", kind: permanent, wounds_only_from: strike}
    - {id: f2, text: "Карлик Унд получает раны только от хозяина.", kind: permanent, wounds_only_from: host}

Read by the `sequence` tracer (`Tracer._wound`) with the rules of legality/rules/wound_sources.py: the 2012
glossary's «Receives no wounds from [text]» read for everything but the named source. A wound's `origin` is what
deals it: `strike` (a simple strike or its counterstrike, with the dealing card), `redistribution`, `effect` (an
ability's or a triggered effect's wound, with its card), or None when the tracer does not say.
"""
from __future__ import annotations

import re

from model import FeatureKind

ONLY_FROM = ("strike", "host")
# kept text that restricts the wounds a card takes: a wound on such a card is not followed (unknown)
_KEPT = re.compile(r"получает раны только|не получает ран", re.IGNORECASE)


def parse_wounds_only(ff) -> str:
    """A feature's `wounds_only_from: strike|host`."""
    return ff.enum("wounds_only_from", ONLY_FROM, required=True)


def restriction(card):
    """(feature, what) of the card's «получает раны только от …», or (feature, None) for such a sentence kept as
    text, or None."""
    for f in card.features:
        what = f.param("wounds_only_from")
        if what is not None:
            return f, what
    for f in card.features:
        if f.kind is FeatureKind.TEXT and _KEPT.search(f.text or ""):
            return f, None
    return None


# an attack's kind as a wound's origin: a simple strike is «{strike}»; ranged attacks are none; whether a special,
# magic or row strike counts as «{strike}» is not read here (unknown)
ATTACK_ORIGINS = {"strike": "strike", "simple_strike": "strike", "shot": "ranged", "throw": "ranged",
                  "discharge": "ranged"}


def takes_wounds(what: str, origin: str | None, by: str | None, host: str | None) -> bool | None:
    """Whether a card that takes wounds only from `what` takes these: True, False, or None (not decided here)."""
    if origin == "redistribution":
        return False                          # neither a strike nor its host: the redistribution deals them
    if what == "host":
        if by is None:
            return None
        return host is not None and by == host
    if what == "strike":
        if origin == "strike":
            return True
        if origin in ("effect", "ranged"):
            return False                      # an ability's or a trigger's wound, a shot, a throw: no strike
        return None                           # another attack kind: whether «{strike}» covers it is not read
    return None


def decide(card_state, n: int, edition: str, origin: str | None, by: str | None):
    """What «получает раны только от …» does to n wounds on the card: None when the card has no such sentence,
    else (takes: True | False | None, rules, text) — None when not decided here (the reason is `text`)."""
    from .registry import topic_rule
    res = restriction(card_state.card)
    if res is None:
        return None
    f, what = res
    rules = tuple(r.id for r in (topic_rule(edition, "no-wounds-from"), topic_rule(edition, "wounds-only-from"))
                  if r is not None)
    takes = takes_wounds(what, origin, by, card_state.host) if what and len(rules) == 2 else None
    cid = card_state.id
    if takes is None:
        return None, rules, (f"{cid}'s «{f.text}»: whether it takes {n} wound(s) "
                             + (f"from {by}" if by else "dealt here") + (f" ({origin})" if origin else "")
                             + (" is not read (the sentence is kept as text)" if what is None else
                                f": no rule of {edition} here reads it" if len(rules) < 2 else " is not decided here"))
    if takes:
        return True, rules, ""
    return False, rules, (f"{cid}'s «{f.text}»: it takes none of the {n} wound(s) "
                          + ("of the redistribution" if origin == "redistribution" else f"dealt by {by}"))
