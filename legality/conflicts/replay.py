"""A witness as a concrete game state: the cards of the pair placed as the witness says, and (for a pair of
deontic features) the action they disagree on. `state_plan` gives it as plain data (the scan's JSON);
`witness_state` builds it for the legality core's `rule_action`, which is how the scan's reading of scope and
role is checked against the core's: the same situation, ruled by the core."""
from __future__ import annotations

from model import Action, ActionKind, Card, CardState, CardType, Cost, Effect, GameState, Player

from .pool import App

WITNESS_CARD = "Карта-свидетель"   # the subject when no feature's own card is it (of the witness's type)


def state_plan(apps: list[App], witness: dict, touched: str | None = None) -> dict:
    """{"cards": [{id, card, card_key, controller, effects}], "action": {kind, source, target}}; the subject
    (id "subject") first, controlled by the first player."""
    sides = list(zip("abc", apps))
    subject_side = next((s for s, a in sides if witness.get(f"{s}.is_subject")), None)
    cards, seen = [], {}
    if subject_side is None:
        cards.append({"id": "subject", "card": WITNESS_CARD, "card_key": None, "controller": "first",
                      "type": witness.get("subject.type", "creature")})
    for side, app in sides:
        if app.card_key in seen:
            continue
        cid = seen[app.card_key] = "subject" if side == subject_side else side
        ally = cid == "subject" or witness.get(f"{side}.ally", True) or witness.get(f"{side}.carries", False)
        entry = {"id": cid, "card": app.card, "card_key": app.card_key, "controller": "first" if ally else "second"}
        cards.insert(0, entry) if cid == "subject" else cards.append(entry)
    # a feature that reaches the subject by being attached to it is laid on it as an effect record
    laid = [f"{seen[a.card_key]}/{a.feature}" for s, a in sides if witness.get(f"{s}.carries")]
    if laid:
        cards[0]["effects"] = laid
    out = {"cards": cards}
    if touched and "@" in touched:
        kind, end = touched.split("@")
        other = next((c["id"] for c in cards if c["id"] != "subject"), "subject")
        src, tgt = ("subject", other) if end == "source" else (other, "subject")
        out["action"] = {"kind": kind, "source": src, "target": tgt}
    return out


def shown(plan: dict) -> dict:
    """The plan as the scan's JSON shows it (no internal card keys)."""
    return {**plan, "cards": [{k: v for k, v in c.items() if k != "card_key"} for c in plan["cards"]]}


def witness_state(apps: list[App], cards: dict, witness: dict, touched: str | None = None):
    """(GameState, Action | None) for the core; `cards` maps an App's card_key to its Card."""
    plan = state_plan(apps, witness, touched)
    states = []
    for c in plan["cards"]:
        card = cards[c["card_key"]] if c["card_key"] is not None else Card(
            WITNESS_CARD, CardType(witness.get("subject.type", "creature")), Cost(witness.get("subject.cost", 0)),
            lives=5, elements=(witness.get("subject.element", "neutral"),))
        subject = c["id"] == "subject"
        effects = tuple(Effect(e.split("/")[0], e.split("/", 1)[1], timestamp=1) for e in c.get("effects", ()))
        states.append(CardState(
            c["id"], card, Player(c["controller"]), entered=1, effects=effects,
            open=witness.get("subject.open", True) if subject else True,
            wounds=witness.get("subject.wounds", 0) if subject else 0,
            tokens=witness.get("subject.tokens", 0) if subject else 0,
            is_defender=witness.get("subject.is_defender", False) if subject else False))
    act = plan.get("action")
    action = Action(ActionKind(act["kind"]), source=act["source"], targets=(act["target"],)) if act else None
    return GameState(tuple(states), active=Player.FIRST), action
