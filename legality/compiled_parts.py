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
          "open": "open", "close": "close", "poison": "poison", "gain_counter": "receive_token"}
# a compiled trigger's effect in the trigger language (`params.trigger.effect.kind`) as the action it is: an effect of
# another kind (a loss of tokens) is not the question's action
_EFFECT_KINDS = {"lose": "lose_token", "gain": "receive_token", "wound": "wound", "heal": "heal", "open": "open",
                 "close": "close", "destroy": "destroy", "poison": "poison", "prevent": "prevent"}
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
        if dep.what == "effect" and cs.id in dep.sources and len(dep.targets) == 1 \
                and compiled_effect(cs.card, f) is not None and _target_fits(state, cs, parts[0]["target"],
                                                                             dep.targets[0]):
            return True           # the declared influence is the whole ability, its parts all read: the trace applies them
        return (f"card text not modelled: {cs.card.name} ({cs.id}) «{f.text}» — the ability this {dep.what} is "
                f"made by: none of its read parts is this {dep.what} at this target")
    if f.kind is FeatureKind.ACTIVATED and dep.ability and dep.ability[0] != cs.id and dep.ability[1] != f.id:
        # the action is made by another card's ability: an activated ability acts only where it is declared, and
        # this one is not (an ability laid on the acting card keeps its id, so a feature of that id is not passed)
        return True
    if f.kind is FeatureKind.ACTIVATED and dep.declares and dep.ability is None and _declared_kind(dep.what) \
            and _other_kinds({"actions": f.param("actions") or ()}, dep.what) \
            and not (dep.what == "accumulate_token" and _gains_counter(f.param("actions"))):
        # an action of another kind that names no ability is not this one: an activated ability acts only where
        # it is declared, and every part it is read into is of another kind (Лепрекон's «{counter}{tap}: …
        # ранить существо на 2» is no accumulation of a token, dev-435)
        return True
    trig = f.param("trigger")
    if f.kind is FeatureKind.TRIGGERED and isinstance(trig, dict) and dep.generated and cs.id in dep.sources:
        if not set(f.param("touches") or ()) & dep.topics:
            return None
        if any(_part_fits(state, dep, cs, a) for a in trig.get("actions") or ()):
            held = next((trig.get(k) or f.param(k) for k in _CONDITIONS if trig.get(k) or f.param(k)), None)
            if held is not None:
                # «В конце вашего хода может получить {counter}, если не перемещался в этот ход»: the action is its
                # effect only where its condition, kept verbatim, holds
                return (f"card text not modelled: {cs.card.name} ({cs.id}) «{f.text}» — the question's {dep.what} "
                        f"may be this trigger's own effect, which it has only where «{held}», which is not read")
            return True
        if _other_kinds(trig, dep.what):
            return True                   # every effect it has is of another kind: the action is not this trigger's
        return (f"card text not modelled: {cs.card.name} ({cs.id}) «{f.text}» — the question's {dep.what} may be "
                f"this trigger's own effect, and none of its read parts is this {dep.what}")
    return None


# a part's `do` as the kind of what it does, where that is surely no other action (a value modifier makes no move)
_PART_DOES = {**_KINDS, "move": "move", "teleport": "move", "jump": "move", "modify": "modify",
              "gain_lives": "gain_lives", "lose_counter": "lose_token"}


def _declared_kind(what: str) -> bool:
    """A declaration's action kind (the `legal` question's `what`), not a generic ability, influence or spell
    («Заклинание дверь измерений переместить …» is a spell whose part is a move)."""
    from model.enums import ActionKind
    return what in ActionKind.values() and what not in ("ability", "effect", "spell")


def _gains_counter(parts) -> bool:
    """«получить {counter}»: an ability gaining a token may be how its card accumulates one."""
    return any(isinstance(a, dict) and a.get("do") == "gain_counter" for a in parts or ())


def _other_kinds(trig: dict, what: str) -> bool:
    """Whether every effect of a compiled trigger is read as a kind of its own, none of them the question's action:
    its `actions` parts (a `do` of _PART_DOES) or its one trigger-language `effect` (no `then`)."""
    if what in ("ability", "effect"):
        return False                      # a generic ability or influence may be any trigger's effect
    parts, eff = trig.get("actions") or (), trig.get("effect")
    if parts:
        kinds = [_PART_DOES.get(a.get("do")) if isinstance(a, dict) else None for a in parts]
        return all(k is not None and k != what for k in kinds)
    return (isinstance(eff, dict) and not eff.get("then") and eff.get("kind") in _EFFECT_KINDS
            and _EFFECT_KINDS[eff["kind"]] != what)


def _part_fits(state, dep, cs, part: dict) -> bool:
    do = part.get("do")
    if do in ("jump", "teleport"):
        via, rng = (dep.relocation or (None, None))[:2]
        return (dep.what == "move" and via == do and cs.id in dep.sources and part.get("target") == "self"
                and rng is not None and isinstance(part.get("range"), int) and rng <= part["range"]
                and part.get("source") in (None, "self"))
    if do == "move":
        return _move_fits(state, dep, cs, part)
    if _KINDS.get(do) != dep.what or cs.id not in dep.sources or part.get("source") not in (None, "self"):
        return False
    target = part.get("target")
    most = target.get("up_to") if isinstance(target, dict) else None
    if not dep.targets or len(dep.targets) > (most if isinstance(most, int) and most > 1 else 1):
        return False              # one target, or as many as «до трех …» allows
    if len(dep.targets) > 1:
        return all(_target_fits(state, cs, target, t) for t in dep.targets) and "range" not in part \
            and "count" not in part and "only" not in part
    if target is None and do in _ATTACKS:
        # «Магический удар на X», «Метание грома на 2, дальность 4»: an attack whose part names no target; the
        # rules of its kind decide what it reaches (a melee attack its neighbour, 2012 207.9) — where every word
        # of the part is one read here
        if set(part) - _ATTACK_KEYS:
            return False
    elif not _target_fits(state, cs, target, dep.targets[0]):
        return False
    if part.get("only") is not None and not _target_fits(state, cs, part["only"], dep.targets[0]):
        return False              # «…, только по разным картам»
    return _range_fits(state, dep, cs, part) and _count_fits(dep, part)


# attacks whose part may name no target, and the words of such a part read here
_ATTACKS = ("shot", "throw", "discharge", "magic_strike")
_ATTACK_KEYS = {"do", "value", "range", "called", "count", "up_to", "only", "source"}


def _range_fits(state, dep, cs, part: dict) -> bool:
    """«…, дальность N»: the action declares that range (the board rules then read it, with its bonuses:
    legality/board.py), or its target stands at most N cells away (a bonus only widens it); a distance not
    known, or a target farther away (a bonus might reach it), does not fit."""
    rng = part.get("range")
    if rng is None:
        return True
    if not isinstance(rng, int):
        return False
    if dep.range == rng:
        return True
    from .board import separation
    sep = separation(state, cs.id, dep.targets[0])
    return isinstance(sep, int) and sep <= rng


def _count_fits(dep, part: dict) -> bool:
    """«Три или менее разряда», «Два выстрела»: the ability's earlier attacks this turn (the action's `earlier`,
    legality/stack/ability_attacks.py) are fewer than its count."""
    n = part.get("count")
    return n is None or (isinstance(n, int) and len(dep.earlier) < n)


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
        elif key == "element":
            # «ваших лесных существ»: its printed element is one of them
            if not isinstance(value, list) or not set(value) & set(other.card.elements):
                return False
        elif key == "controller":
            same = other.controller == cs.controller
            if value not in ("own", "enemy") or same != (value == "own"):
                return False
        elif key == "is":
            if any(v != "unwounded" for v in value) or other.wounds:
                return False
        elif key == "quantity":
            # «по разным существам»: a relation between the ability's attacks, read by legality/different_targets.py
            if value != "different":
                return False
        elif key != "up_to":
            return False
    return True


def _move_fits(state, dep, cs, part: dict) -> bool:
    """«… переместить атакованного на соседнюю с ним клетку»: an effect's move of the card its event refers to (the
    action's `about`: the attacked card) onto a cell next to that card — read only so far; any other target or
    destination word: it does not fit."""
    from .board import neighbouring, standing
    via, _rng, to, about = (tuple(dep.relocation) + (None,) * 4)[:4]
    if dep.what != "move" or via != "effect" or cs.id not in dep.sources or part.get("source") not in (None, "self"):
        return False
    if part.get("target") != "attacked" or about is None or dep.targets != (about,):
        return False
    dest = part.get("to")
    if dest != {"noun": "клетка", "is": ["adjacent"], "next_to": "it"} or to is None:
        return False
    where = standing(state, about)
    return where[0] == "cell" and neighbouring(where[1], to) and where[1] != to


# -- a compiled ability's parts as the declared ability's compound effect (legality/declared_parts.py) -----------

# a state granted as an ability («существо получает проклятие»): the state the trace keeps (a curse is a state)
_STATES = {"проклятие": "curse", "благословение": "blessing"}
# a compiled part's `has` as the state a chosen card is in («всех существ противника с проклятием»)
_LINK_WORDS = {"затем": "then", "при этом": "while"}


def compiled_effect(card, f):
    """The compound effect (an EffectSpec, as a hand-written `params.effect` gives it) of a compiled activated
    ability whose every part is read here: «существо получает проклятие» (a curse on the declared target), «затем /
    при этом ранить всех существ противника с проклятием на N» (a wound of N on every such creature); the parts'
    links from the text («затем»: then, «при этом»: while). None where any part or link is not one of these —
    then the declaration is matched part by part (`fit`) and the trace applies the action kind's own effect."""
    from .triggers import EffectSpec
    if f is None or f.kind is not FeatureKind.ACTIVATED or f.param("effect") is not None:
        return None
    parts = f.param("actions") or ()
    if not parts or not all(isinstance(p, dict) for p in parts) or not _grants_state(parts[0]):
        return None
    links = _links(f.text or "")
    if links is None or len(links) != len(parts) - 1:
        return None
    specs = [EffectSpec("state", "first.source", "first.target", (("state", _grants_state(parts[0])),))]
    for p, link in zip(parts[1:], links):
        spec = _wound_all(p, link)
        if spec is None:
            return None
        specs.append(spec)
    out = None
    for s in reversed(specs):
        out = s if out is None else _with_then(s, out)
    return out


def _grants_state(p: dict) -> str | None:
    """«существо получает проклятие»: the state granted to the one creature the ability is declared at."""
    ab = p.get("ability")
    if p.get("do") != "grant" or p.get("target") != {"noun": "существо"} or not isinstance(ab, list) or len(ab) != 1:
        return None
    if set(p) - {"do", "ability", "target", "name"}:
        return None
    return _STATES.get(str(ab[0]).casefold())


def _wound_all(p: dict, link: str):
    """«ранить всех существ противника с проклятием на N»: a wound of N by the ability's card on each of them."""
    from .triggers import EffectSpec
    t, v = p.get("target"), p.get("value")
    if p.get("do") != "wound" or set(p) - {"do", "target", "value"} or not isinstance(t, dict):
        return None
    state = _STATES.get(str(t.get("has", "")).casefold())
    if set(t) != {"noun", "controller", "has", "quantity"} or t["noun"] != "существо" or t["quantity"] != "all" \
            or t["controller"] != "enemy" or state is None:
        return None
    if not (isinstance(v, str) and v.isdigit()) and not (isinstance(v, int) and not isinstance(v, bool)):
        return None
    choose = (("relation", "enemy"), ("types", ("creature", "flyer")), ("states", (state,)))
    return EffectSpec("wound", "self", "all", (("value", int(v)),), choose=choose, link=link)


def _links(text: str) -> list | None:
    """The links between a compound ability's parts, in order, from its words; None where another joins them."""
    import re
    body = text.split(":", 1)[-1]
    if re.search(r";|\bи\b|, после чего|, а также", body):
        return None
    return [_LINK_WORDS[m.group(1)] for m in re.finditer(r",\s*(затем|при этом)\s", body)]


def _with_then(spec, then):
    from dataclasses import replace
    return replace(spec, then=then)
