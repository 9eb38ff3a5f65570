"""A witness as a concrete game state: the cards of the pair placed as the witness says, and (for a pair of
deontic features) the action they disagree on, ready for the legality core's `rule_action`. This is how the
scan's reading of scope and role is checked against the core's: the same situation, ruled by the core."""
from __future__ import annotations

from dataclasses import replace

from model import Action, ActionKind, Card, CardState, CardType, Cost, Effect, GameState, Player

from .pool import App


def witness_state(apps: list[App], cards: dict, witness: dict, touched: str | None = None):
    """(GameState, Action | None, description): `cards` maps an App's card_key to its Card."""
    subject_side = next((s for s, a in zip("abc", apps) if witness.get(f"{s}.is_subject")), None)
    states, ids = [], {}
    if subject_side is None:
        generic = Card("Существо-свидетель", CardType(witness.get("subject.type", "creature")), Cost(
            witness.get("subject.cost", 0)), lives=5, elements=(witness.get("subject.element", "neutral"),))
        states.append(_state("subject", generic, Player.FIRST, witness))
    for side, app in zip("abc", apps):
        if app.card_key in ids:
            continue
        cid = "subject" if side == subject_side else side
        ids[app.card_key] = cid
        if cid == "subject":
            states.insert(0, _state("subject", cards[app.card_key], Player.FIRST, witness))
            continue
        ally = witness.get(f"{side}.ally", True) or witness.get(f"{side}.carries", False)
        states.append(CardState(cid, cards[app.card_key], Player.FIRST if ally else Player.SECOND, entered=1))
    # a feature that reaches the subject by being attached to it is laid on it as an effect record
    subject = states[0]
    laid = tuple(Effect(ids[a.card_key], a.feature, timestamp=1) for s, a in zip("abc", apps)
                 if witness.get(f"{s}.carries"))
    states[0] = replace(subject, effects=subject.effects + laid)
    state = GameState(tuple(states), active=Player.FIRST)
    action = None
    if touched and "@" in touched:
        kind, end = touched.split("@")
        other = next((c.id for c in states if c.id != "subject"), "subject")
        src, tgt = ("subject", other) if end == "source" else (other, "subject")
        action = Action(ActionKind(kind), source=src, targets=(tgt,))
    return state, action


def _state(cid: str, card: Card, controller: Player, w: dict) -> CardState:
    return CardState(cid, card, controller, open=w.get("subject.open", True), wounds=w.get("subject.wounds", 0),
                     tokens=w.get("subject.tokens", 0), is_defender=w.get("subject.is_defender", False),
                     entered=1)


def describe_state(state: GameState, action: Action | None) -> dict:
    out = {"cards": [{"id": c.id, "card": c.card.name, "type": c.card.type.value, "controller": c.controller.value,
                      **({"effects": [f"{e.source}/{e.feature}" for e in c.effects]} if c.effects else {})}
                     for c in state.cards]}
    if action is not None:
        out["action"] = {"kind": action.kind.value, "source": action.source, "target": action.target}
    return out
