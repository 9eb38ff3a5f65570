"""Facts about bringing a card into a squad by incarnation (classic 2012 glossary «Incarnation X») and about
Уникальность (glossary «Uniqueness»), read by legality/rules/incarnation.py.

A card in a graveyard carries no tokens but incarnation tokens (2012 glossary: «At the start of your turn, put a
token on this card»), so a graveyard card's `tokens` in a scenario are its incarnation tokens.
"""
from __future__ import annotations

from model import Action, ActionKind, FeatureKind, GameState, Zone

BRINGS = {ActionKind.INCARNATE: "source", ActionKind.SUMMON: "target", ActionKind.RESURRECT: "target"}


def _keyword(card, name: str):
    return next((f for f in card.features if f.kind is FeatureKind.KEYWORD
                 and (f.keyword or "").casefold().replace("ё", "е") == name), None)


def incarnation_x(card) -> int:
    f = _keyword(card, "инкарнация")
    try:
        return int(f.param("value")) if f is not None else 0
    except (TypeError, ValueError):
        return 0


def _norm(name: str) -> str:
    return " ".join(name.split(" [")[0].casefold().replace("ё", "е").split())


def unique_clash(state: GameState, action: Action) -> bool:
    """The card the action brings into a squad has Уникальность and a card of its name is already in play under
    the player who brings it (the source's controller)."""
    end = BRINGS.get(action.kind)
    brought = getattr(action, end) if end else None
    if not brought or not state.has(brought) or not action.source or not state.has(action.source):
        return False
    card = state.card(brought)
    if _keyword(card.card, "уникальность") is None:
        return False
    owner = state.card(action.source).controller
    return any(c.id != brought and c.zone is Zone.PLAY and c.controller is owner and _norm(c.card.name) == _norm(card.card.name)
               for c in state.cards)


def incarnation_facts(state: GameState, action: Action) -> dict:
    src = state.card(action.source).card if action.source and state.has(action.source) else None
    tgt = state.card(action.target).card if action.target and state.has(action.target) else None
    return {"source.incarnation": incarnation_x(src) if src is not None else 0,
            "target.incarnation": incarnation_x(tgt) if tgt is not None else 0,
            "squad.unique_clash": unique_clash(state, action)}
