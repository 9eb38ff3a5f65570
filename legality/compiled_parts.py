"""A declared or generated action read against the compiled reading of the ability that makes it.

The compiler reads an ability into its parts (`params.actions`, or `params.trigger.actions` of a trigger:
docs/cards.md «Actions») and declares what it `touches`; the engine does not carry the parts out. A question
about one action still needs only the part that makes it: «X {counter}{tap}: … ранить существо противника на X,
при этом излечить ваше существо на X» declared as its heal on a creature of its controller (the judges, dev-055),
«… может совершить прыжок, дальность 3, только на свободную клетку» as its jump of range 3 (dev-091). Where the
action is one of the parts — its kind, its target as the part describes it, a jump's range — the feature is read:
the rules decide the rest (the target's cell, the range against the board, the free cell). Where the action is
the feature's own and fits none of its parts, the question is `unknown`, naming it. A question naming one ability
declares no other ability of that card. Used by legality/reach.py (`unknown_causes`).
"""
from __future__ import annotations

from model import FeatureKind

# a part's `do` as the question's action kind
_KINDS = {"wound": "wound", "heal": "heal", "shot": "shot", "discharge": "discharge", "throw": "throw",
          "magic_strike": "magic_strike", "special_strike": "special_strike", "destroy": "destroy",
          "open": "open", "close": "close", "poison": "poison"}
_CREATURES = ("creature", "flyer")
# the params of a compiled ability that make it conditional (docs/cards.md «Actions»): a head's `when`, `while`, `if`
_CONDITIONS = ("when", "while", "if")


def fit(state, dep, cs, f):
    """True: the action is a part of the feature's reading (or, naming another ability of the card, does not
    declare this one); a cause (str) where it is the feature's own and fits none; None: not this case."""
    if f.kind is FeatureKind.ACTIVATED and dep.ability and dep.ability[0] == cs.id:
        if dep.ability[1] != f.id:
            return True                   # the question declares another ability of this card
        if dep.what == "ability":
            return None                   # the whole ability: its reading's reach decides
        held = next((f.param(k) for k in _CONDITIONS if f.param(k)), None)
        if held is not None:
            # «Имеет «{tap}: …», пока …», «Строй: {tap}: …»: the ability is there only while its condition, kept
            # verbatim, holds
            return (f"card text not modelled: {cs.card.name} ({cs.id}) «{f.text}» — the ability this {dep.what} is "
                    f"made by has it only where «{held}», which is not read")
        parts = f.param("actions") or ()
        if any(_part_fits(state, dep, cs, a) for a in parts):
            return True
        return (f"card text not modelled: {cs.card.name} ({cs.id}) «{f.text}» — the ability this {dep.what} is "
                f"made by: none of its read parts is this {dep.what} at this target")
    trig = f.param("trigger")
    if f.kind is FeatureKind.TRIGGERED and isinstance(trig, dict) and dep.generated and cs.id in dep.sources:
        if not set(f.param("touches") or ()) & dep.topics:
            return None
        if any(_part_fits(state, dep, cs, a) for a in trig.get("actions") or ()):
            return True
        return (f"card text not modelled: {cs.card.name} ({cs.id}) «{f.text}» — the question's {dep.what} may be "
                f"this trigger's own effect, and none of its read parts is this {dep.what}")
    return None


def _part_fits(state, dep, cs, part: dict) -> bool:
    do = part.get("do")
    if do in ("jump", "teleport"):
        via, rng = dep.relocation or (None, None)
        return (dep.what == "move" and via == do and cs.id in dep.sources and part.get("target") == "self"
                and rng is not None and isinstance(part.get("range"), int) and rng <= part["range"]
                and part.get("source") in (None, "self"))
    if _KINDS.get(do) != dep.what or cs.id not in dep.sources or part.get("source") not in (None, "self"):
        return False
    return len(dep.targets) == 1 and _target_fits(state, cs, part.get("target"), dep.targets[0])


def _target_fits(state, cs, target, card_id: str) -> bool:
    """The card fits the part's target as far as the description is read; any other word: it does not."""
    if target == "self":
        return card_id == cs.id
    if not isinstance(target, dict) or not state.has(card_id):
        return False
    other = state.card(card_id)
    for key, value in target.items():
        if key == "noun":
            if value == "существо" and other.card.type.value not in _CREATURES:
                return False
            if value not in ("существо", "карта"):
                return False
        elif key == "controller":
            same = other.controller == cs.controller
            if value not in ("own", "enemy") or same != (value == "own"):
                return False
        elif key == "is":
            if any(v != "unwounded" for v in value) or other.wounds:
                return False
        elif key != "up_to":
            return False
    return True
