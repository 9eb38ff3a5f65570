"""Formation (строй), read from the board: classic 2012 glossary «Строй» — a creature with Строй is in formation
while another friendly creature with Строй occupies an orthogonally adjacent cell; only then does it have its
«Строй: …» abilities. Read by card modifiers (attack/derive.py) and by the reach analysis (a «Строй: …» keyword
of a creature that is decided not in formation is not an ability it has)."""
from __future__ import annotations

from model import CardState, CardType, GameState, Zone

FORMATION = "classic-2012:строй"


def has_formation(card) -> bool:
    """The card has Строй: the keyword, a «Строй: …» ability, or a card modifier that needs formation."""
    for f in card.features:
        cm = f.param("card_modifier")
        if (f.keyword or "").casefold() == "строй" or f.param("while") == "в строю" \
                or f.text.lstrip().casefold().startswith("строй") or (cm and dict(cm.self_).get("in_formation")):
            return True
    return False


WITH_HOST = "в строю с хозяином"   # a symbiote's «считается стоящим в строю с хозяином, если у него есть строй»


def _with_host(card) -> bool:
    return any((f.keyword or "").casefold() == WITH_HOST for f in card.features)


def formation_mates(state: GameState, cs: CardState):
    """The friendly creatures in formation with `cs` (a list of ids), or '?missing fact'. Orthogonal neighbours
    with Строй (a flyer has no cell, 211.2; a symbiote stands in its host's cell, 210.2 — the judges read
    Карликовый гном's Строй by the general rule, dev-019), and a symbiote whose text puts it in formation with its
    host that has Строй («считается стоящим в строю с хозяином», dev-027)."""
    from .board import orthogonal, standing
    if not has_formation(cs.card):
        return []
    mates = [o for o in state.cards if o.id != cs.id and o.zone is Zone.PLAY and o.controller == cs.controller
             and o.card.type in (CardType.CREATURE, CardType.FLYER, CardType.SYMBIOTE) and has_formation(o.card)]
    if not mates:
        return []
    out, missing = [], None
    me = standing(state, cs.id)
    for o in mates:
        if (o.host == cs.id and _with_host(o.card)) or (cs.host == o.id and _with_host(cs.card)):
            out.append(o.id)
            continue
        there = standing(state, o.id)
        if me[0] == "unknown" or there[0] == "unknown":
            missing = missing or (f"?whether {cs.id} stands in formation: its cell is not given" if me[0] == "unknown"
                                  else f"?whether {cs.id} stands in formation: the cell of {o.id} (which has Строй) "
                                       "is not given")
        elif me[0] == "cell" and there[0] == "cell" and orthogonal(me[1], there[1]):
            out.append(o.id)
    return out if out or missing is None else missing


def in_formation(state: GameState, cs: CardState):
    """True / False / '?missing fact' (a cell the scenario does not give)."""
    mates = formation_mates(state, cs)
    return mates if isinstance(mates, str) else bool(mates)


def inert_formation_keywords(state: GameState, cards) -> frozenset:
    """(card id, feature id) of the «Строй: <keyword>» abilities of the given cards that are decided not in
    formation: the creature lacks them (glossary «Строй»), so they cannot bear on a question."""
    out = set()
    for cid in cards:
        if not state.has(cid):
            continue
        cs = state.card(cid)
        feats = [f for f in cs.card.features if f.param("while") == "в строю"]
        if feats and in_formation(state, cs) is False:
            out.update((cid, f.id) for f in feats)
    return frozenset(out)
