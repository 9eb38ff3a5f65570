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


def in_formation(state: GameState, cs: CardState):
    """True / False / '?missing fact' (a cell the scenario does not give)."""
    if not has_formation(cs.card):
        return False
    mates = [o for o in state.cards if o.id != cs.id and o.zone is Zone.PLAY and o.controller == cs.controller
             and o.card.type in (CardType.CREATURE, CardType.FLYER) and has_formation(o.card)]
    if not mates:
        return False
    if cs.cell is None:
        return f"?whether {cs.id} stands in formation: its cell is not given"
    if any(o.cell is None for o in mates):
        o = next(o for o in mates if o.cell is None)
        return f"?whether {cs.id} stands in formation: the cell of {o.id} (which has Строй) is not given"
    return any(abs(o.cell[0] - cs.cell[0]) + abs(o.cell[1] - cs.cell[1]) == 1 for o in mates)


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
