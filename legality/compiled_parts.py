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

import re

from model import Action, ActionKind, FeatureKind, Modality

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
    if f.kind is FeatureKind.ACTIVATED and dep.generated and dep.ability is None and cs.id in dep.sources \
            and part_clause_target(cs, _parts_of(f)) \
            and any(_part_fits(state, dep, cs, a, reached=_sole(cs, f, dep)) for a in _parts_of(f)):
        # an effect the ability makes, unnamed («при этом может ранить на 1 каждую карту противника, которая стоит
        # напротив существ в строю с Дрорном», «Уничтожить Военный обоз; открыть до двух ваших стоящих рядом с ним
        # существ»): a part whose clause the board reads (part_clauses)
        return True
    spell = _spell_part(f)
    if spell is not None and dep.what == "spell" and dep.ability is None and cs.id in dep.sources \
            and len(dep.targets) == 1 and that_condition(cs, spell["target"].get("that")) \
            and _target_fits(state, cs, spell["target"], dep.targets[0], dep, reached=_sole(cs, f, dep)):
        # «{tap}: Заклинание оковы льда закрыть существо, которое не передвигалось в этот ход»: a spell its card
        # declares is this ability's, at the target its one part describes (part_clauses forbids an excluded one)
        return True
    trig = f.param("trigger")
    if f.kind is FeatureKind.TRIGGERED and isinstance(trig, dict) and dep.generated and cs.id in dep.sources:
        if not set(f.param("touches") or ()) & dep.topics:
            return None
        sole = _sole(cs, f, dep)
        if any(_part_fits(state, dep, cs, a, reached=sole) for a in trig.get("actions") or ()):
            # the condition may be the trigger's, its ability's, or its event's («При {strike}, если в этот ход
            # ваши существа совершили два или более прыжка – …»: `event.if`)
            event = trig.get("event") if isinstance(trig.get("event"), dict) else {}
            held = next((c for k in _CONDITIONS for c in (trig.get(k), f.param(k), event.get(k)) if c), None)
            if held is not None and condition_value(state, cs, f, held) is False:
                # the state shows the condition fails: the trigger makes no such action now (where it is the
                # card's sole maker, part_clauses forbids the action)
                return True
            if held is not None and condition_value(state, cs, f, held) is not True \
                    and not (sole and not any(_part_fits(state, dep, cs, a) for a in trig.get("actions") or ())):
                # (a target or a cell its part's clause excludes is forbidden by part_clauses whether the condition
                # holds or not: where it does not, the card makes no such action at all)
                # «В конце вашего хода может получить {counter}, если не перемещался в этот ход»: the action is its
                # effect only where its condition, kept verbatim, holds
                return (f"card text not modelled: {cs.card.name} ({cs.id}) «{f.text}» — the question's {dep.what} "
                        f"may be this trigger's own effect, which it has only where «{held}», which is not read")
            return True
        if _other_kinds(trig, dep.what):
            return True                   # every effect it has is of another kind: the action is not this trigger's
        return (f"card text not modelled: {cs.card.name} ({cs.id}) «{f.text}» — the question's {dep.what} may be "
                f"this trigger's own effect, and none of its read parts is this {dep.what}")
    if f.kind is FeatureKind.PERMANENT and _frenzy(f) and dep.generated and cs.id in dep.sources:
        # «Бешенство N: ранить …»: a frenzy's effect (legality/frenzy.py) is what its parts make
        parts = f.param("actions") or ()
        sole = _sole(cs, f, dep)
        if any(_part_fits(state, dep, cs, a, reached=sole) for a in parts) or _other_kinds({"actions": parts}, dep.what):
            return True
        why = _undecided(state, dep, cs, parts)
        return (f"card text not modelled: {cs.card.name} ({cs.id}) «{f.text}» — the question's {dep.what} may be "
                f"this frenzy's own effect, and none of its read parts is this {dep.what} at this target"
                + (f" ({why})" if why else ""))
    return None


# A trigger's condition the state shows to hold: «в этот ход ваши существа совершили два или более прыжка» holds
# where that many creatures of the card's controller jumped this turn (a card's `moved` says how it relocated, not
# how often: one card counts one jump, so fewer such cards leave the condition unread, never false)
# «В начале хода противника, если рядом стоят две или более его карты»: «его» is the opponent's, so the condition
# holds where that many of the opponent's cards stand next to the card (2012 207.7; legality/board.py adjacency)
_JUMPS = re.compile(r"^в этот ход ваши существа совершили (?P<n>два|три) или более прыжк(а|ов)$")
_ENEMIES_NEXT = re.compile(r"^рядом стоят (?P<n>две|три) или более его карты$")
_NUMBERS = {"два": 2, "две": 2, "три": 3}


# «если не перемещался в этот ход»: the card relocated this turn in no way, neither by itself nor moved by another
# card (the judges, dev-285: Камнедрев moved by an enemy's ability gets no counter); its `moved` says how it did
_NOT_MOVED = re.compile(r"^не перемещал(ся|ась|ось) в этот ход$")


def condition_value(state, cs, f, held) -> bool | None:
    """Whether the state shows the trigger's condition `held` (its words) holds: True, False, or None (not read)."""
    words = " ".join(str(held).casefold().replace("ё", "е").split())
    if _NOT_MOVED.match(words) and _parts_of(f) and all(a.get("target") == "self" for a in _parts_of(f)):
        # (its subject unnamed, the card every part acts on: «может получить {counter}, если не перемещался»)
        return not cs.moved
    return True if _condition_holds(state, cs, f, held) else None


def _condition_holds(state, cs, f, held) -> bool:
    """The state shows the trigger's condition `held` (its words) holds (False: not read, or not shown)."""
    from .board import adjacency
    words = " ".join(str(held).casefold().replace("ё", "е").split())
    m = _JUMPS.match(words)
    if m is not None:
        jumped = [c for c in state.cards if c.controller == cs.controller and "jump" in c.moved
                  and c.card.type.value in _CREATURES]
        return len(jumped) >= _NUMBERS[m.group("n")]
    m = _ENEMIES_NEXT.match(words)
    if m is not None and re.search(r"хода противника, если рядом", f.text or ""):
        near = [c for c in state.cards if c.controller != cs.controller and adjacency(state, cs.id, c.id) is True]
        return len(near) >= _NUMBERS[m.group("n")]
    return False


def _undecided(state, dep, cs, parts) -> str | None:
    """Why a part's relative clause cannot be read here (a cell or the action's `about` not given), if it cannot."""
    for a in parts or ():
        target = a.get("target") if isinstance(a, dict) else None
        cond = board_condition(cs, target)
        if cond and len(dep.targets) == 1:
            got = _reached(state, dep, cs, cond, dep.targets[0])
            if isinstance(got, str) and len(got) > 1:
                return got[1:]
    return None


def part_clause_target(cs, parts) -> bool:
    """Some part's target is restricted by a clause the board reads (a relative clause of _THAT, «рядом с ним»)."""
    return any(isinstance(a, dict) and board_condition(cs, a.get("target")) for a in parts or ())


def board_condition(cs, target) -> tuple | None:
    """(the board condition, the value admitting the target) of a part's target clause the board reads: a `that`
    clause of _THAT, or «стоящих рядом с ним» where «ним» is the ability's own card (`_parts_of`: next_to_card)."""
    if not isinstance(target, dict):
        return None
    if _NEXT_TO_CARD in (target.get("is") or ()):
        return "target_next_to_self", True
    return that_condition(cs, target.get("that"))


# «открыть до двух ваших стоящих рядом с ним существ» after «Уничтожить Военный обоз»: «ним» is the card itself (the
# part before targets it), so its target stands next to the card (where it stood, if it left play: the judges, dev-001)
_NEXT_TO_CARD = "next_to_card"


_SPELL = re.compile(r":\s*заклинание(?![а-я])")


def _spell_part(f) -> dict | None:
    """The one targeted part of an activated ability that is a spell («…: Заклинание <name> <part>»), else None."""
    if f.kind is not FeatureKind.ACTIVATED or not _SPELL.search(f.text.casefold()):
        return None
    parts = [a for a in _parts_of(f) if isinstance(a.get("target"), dict)]
    return parts[0] if len(parts) == 1 and len(_parts_of(f)) == 1 else None


def _frenzy(f) -> bool:
    from .frenzy import frenzy_value
    return frenzy_value(f) is not None


# A part's target restricted by a relative clause the board reads, as the compiler keeps its words (`that`) -> the
# board condition the target meets (legality/board.py); «с Дрорном»: the part's own card, by its name's stem
# and whether the clause admits the target where the condition holds (True) or where it does not (False)
_THAT = ((re.compile(r"^стоящ(ую|ее|ая) рядом с атакованным$"), "target_next_to_about", True),
         (re.compile(r"^котор(ая|ое|ый) стоит напротив существ в строю с (?P<name>\w+)$"), "target_in_front_of_formation_mate",
          True),
         # «не передвигалось в этот ход»: moved by no movement, jump or teleportation of its own (the judges, dev-269)
         (re.compile(r"^котор(ое|ая|ый) не передвигал(ось|ась|ся) в этот ход$"), "target_moved_itself", False))


def that_condition(cs, that) -> tuple | None:
    """(the board condition, the value admitting the target) of a part's `that` clause, where it is one of _THAT
    (else None: not read)."""
    text = " ".join(str(that or "").casefold().replace("ё", "е").split())
    for rx, key, want in _THAT:
        m = rx.match(text)
        if m and ("name" not in rx.groupindex or _names_self(cs, m.group("name"))):
            return key, want
    return None


def _names_self(cs, word: str) -> bool:
    name = cs.card.name.casefold().replace("ё", "е")
    return " " not in name and word.startswith(name[:max(3, len(name) - 1)])


def _reached(state, dep, cs, cond: tuple, target: str) -> bool | str:
    """Whether the part's clause admits `target` for the question's action: True / False / '?…' (a cell or the
    action's `about` not given)."""
    from .board import _condition
    kind = dep.what if dep.what in ActionKind.values() else None
    if kind is None:
        return "?"
    key, want = cond
    if key == "target_next_to_self":
        from .board import last_standing
        me = last_standing(state, cs.id)
        if me[0] == "unknown":
            return f"?{me[1]}"            # a card that left play stood where its `at` says: not given, not known
    act = Action(ActionKind(kind), source=cs.id, targets=(target,), about=dep.about, generated=dep.generated)
    got = _condition(state, act, cs, key)
    return got if isinstance(got, str) else got == want


# a part's `do` as the kind of what it does, where that is surely no other action (a value modifier makes no move)
_PART_DOES = {**_KINDS, "move": "move", "teleport": "move", "jump": "move", "modify": "modify",
              "gain_lives": "gain_lives", "lose_counter": "lose_token", "gain_marker": "gain_marker"}


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


def _part_fits(state, dep, cs, part: dict, reached: bool = False) -> bool:
    """The action is this part: its kind, its source, its target as described. `reached`: a target the part's
    relative clause (`that`, _THAT) excludes still counts — the part is read, and part_clauses forbids it."""
    do = part.get("do")
    if do in ("jump", "teleport"):
        via, rng = (dep.relocation or (None, None))[:2]
        return (dep.what == "move" and via == do and cs.id in dep.sources and part.get("target") == "self"
                and rng is not None and isinstance(part.get("range"), int) and rng <= part["range"]
                and part.get("source") in (None, "self"))
    if do == "move":
        return _move_fits(state, dep, cs, part, reached)
    if _KINDS.get(do) != dep.what or cs.id not in dep.sources or part.get("source") not in (None, "self"):
        return False
    if not _value_fits(dep, part):
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
    elif not _target_fits(state, cs, target, dep.targets[0], dep, reached):
        return False
    if part.get("only") is not None and not _target_fits(state, cs, part["only"], dep.targets[0]):
        return False              # «…, только по разным картам»
    return _range_fits(state, dep, cs, part) and _count_fits(dep, part)


# attacks whose part may name no target, and the words of such a part read here
_ATTACKS = ("shot", "throw", "discharge", "magic_strike")
_ATTACK_KEYS = {"do", "value", "range", "called", "count", "up_to", "only", "source"}


def _value_fits(dep, part: dict) -> bool:
    """A generated wound, heal or poisoning that states its value (`param`) is this part only where the part prints
    that value («ранить … на 1», «1-2-2»: one of them); a computed X («на X, где …») is not checked here, so it is
    not this part (the question stays open) — found: Кобольд's «излечиться на X» (X 1) taken for a heal of 3."""
    if dep.param is None or not dep.generated or part.get("do") not in ("wound", "heal", "poison"):
        return True
    v = str(part.get("value", "")).strip()
    if re.fullmatch(r"\d+(-\d+)*", v):
        return dep.param in {int(n) for n in v.split("-")}
    return False


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


def _target_fits(state, cs, target, card_id: str, dep=None, reached: bool = False) -> bool:
    """The card fits the part's target as far as the description is read; any other word: it does not. A `that`
    clause of _THAT is read on the board (decided either way where `reached`; it must hold otherwise)."""
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
            for v in value:
                if v == _NEXT_TO_CARD:
                    got = _reached(state, dep, cs, board_condition(cs, target), card_id) if dep is not None else "?"
                    if isinstance(got, str) or not (got or reached):
                        return False
                elif v != "unwounded" or other.wounds:
                    return False
        elif key == "quantity":
            # «по разным существам»: a relation between the ability's attacks, read by legality/different_targets.py;
            # «каждую карту …»: every card that fits, this one among them
            if value not in ("different", "each"):
                return False
        elif key == "that":
            cond = that_condition(cs, value)
            got = _reached(state, dep, cs, cond, card_id) if cond and dep is not None else "?"
            if isinstance(got, str) or not (got or reached):
                return False
        elif key != "up_to":
            return False
    return True


def _move_fits(state, dep, cs, part: dict, reached: bool = False) -> bool:
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
    # `reached`: a destination the part excludes still counts as its move (part_clauses forbids it)
    return where[0] == "cell" and (reached or (neighbouring(where[1], to) and where[1] != to))


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


def sole_maker(cs, what: str, declared_spell: bool = False) -> tuple | None:
    """(feature, part): the one compiled part of the card that can make an action of kind `what` (a spell its card
    declares: its one spell ability's part; a move an effect makes: a part `move`), where every other feature of
    the card surely makes none and no feature laid on it by another card may (else None)."""
    if cs.effects:
        return None
    feats = cs.card.features
    if declared_spell:
        makers = [(f, _spell_part(f)) for f in feats if _spell_part(f) is not None]
    else:
        makers = [(f, a) for f in feats for a in _parts_of(f)
                  if _KINDS.get(a.get("do")) == what or (what == "move" and a.get("do") == "move")]
    if len(makers) != 1 or not all(_cannot_make(g, what) for g in feats if g.id != makers[0][0].id):
        return None
    return makers[0]


def _sole(cs, f, dep) -> bool:
    """This feature is its card's sole maker of the question's action (part_clauses may forbid it)."""
    made = sole_maker(cs, dep.what, dep.what == "spell" and not dep.generated)
    return made is not None and made[0].id == f.id


def part_clauses(state, action, edition: str) -> list:
    """A generated action of its card (or a spell it declares) at a target a compiled part's relative clause
    excludes («каждую карту противника, стоящую рядом с атакованным», «… которая стоит напротив существ в строю с
    Дрорном», «существо, которое не передвигалось в этот ход»), or a move an effect makes to a cell its part
    excludes («переместить атакованного на соседнюю с ним клетку»): forbidden, as the card's text forbids (code
    card-forbid) — only where that part is the one feature of the card that can make it (sole_maker)."""
    from .reach import legal_dependence
    if action is None or not action.source or not state.has(action.source) or len(action.targets) != 1:
        return []
    cs, what = state.card(action.source), action.kind.value
    spell = what == "spell" and not action.ability and not action.generated
    if not (action.generated or spell or (what == "move" and action.via == "effect")):
        return []
    made = sole_maker(cs, what, spell)
    if made is None:
        return []
    f, part = made
    dep = legal_dependence(action)
    held = _trigger_condition(f)
    if action.generated and held is not None and condition_value(state, cs, f, held) is False:
        # «В конце вашего хода может получить {counter}, если не перемещался в этот ход», and it moved: its one
        # maker of the action makes none now
        return [_forbid(cs, f, what, edition, action.target, f"если {held}", how="makes it only")]
    if what == "move":
        if part.get("source") not in (None, "self") or not _move_fits(state, dep, cs, part, reached=True) \
                or _move_fits(state, dep, cs, part):
            return []
        return [_forbid(cs, f, what, edition, f"{action.target} to {list(action.to)}", "соседнюю с ним клетку")]
    target = part.get("target")
    if part.get("source") not in (None, "self") or not isinstance(target, dict):
        return []
    cond = board_condition(cs, target)
    if cond is None or not _target_fits(state, cs, target, action.target, dep, reached=True):
        return []
    if _reached(state, dep, cs, cond, action.target) is not False:
        return []
    return [_forbid(cs, f, what, edition, action.target, target.get("that") or "рядом с ним")]


def _trigger_condition(f) -> str | None:
    """A compiled trigger's condition, kept verbatim (its `if`/`when`/`while`, its ability's, its event's)."""
    trig = f.param("trigger")
    if f.kind is not FeatureKind.TRIGGERED or not isinstance(trig, dict):
        return None
    event = trig.get("event") if isinstance(trig.get("event"), dict) else {}
    return next((c for k in _CONDITIONS for c in (trig.get(k), f.param(k), event.get(k)) if c), None)


def _forbid(cs, f, what: str, edition: str, at, only, how: str = "reaches only") -> object:
    from .clauses import ActiveClause
    from .expr import Var, all_of
    from .registry import topic_rule
    force = topic_rule(edition, "cannot-text")
    return ActiveClause(
        key=f"card:{cs.id}/{f.id}:reach", modality=Modality.FORBID,
        when=all_of(Var("action.kind").eq(what), Var("action.source").eq(cs.id)), origin="card",
        rule=force.id if force else None, code="card-forbid",
        message=f"{cs.card.name} ({cs.id}) forbids {what} at {at}: «{f.text}» {how} «{only}»", fixes=(),
        topic="card-text", overrides=f.overrides, permanent=True, timestamp=cs.entered, card=cs.id, feature=f.id,
        text=f.text)


def _cannot_make(g, what: str) -> bool:
    """The feature surely makes no action of kind `what`: its compiled parts (or its trigger's one effect) are all
    of other kinds; a feature with no parts (a keyword, a modifier, a hand-written reading) by what its reading
    could touch (legality/reach.py), none of it the kind and nothing unbounded."""
    from .reach import ALL, sentences
    if g.param("laid_by"):
        return True                       # a compiled trigger's companion modifier (laid_modifiers.py): a value
    from .attack.die_cards import ability_of
    if ability_of(g) is not None:
        return True                       # a die ability (Неповоротливость, Опыт в атаке …) changes only die rolls
    parts = _parts_of(g)
    if parts:
        return all(_PART_DOES.get(a.get("do")) not in (None, what) for a in parts) and not g.param("chain")
    trig = g.param("trigger")
    if isinstance(trig, dict):
        return _other_kinds(trig, what)
    if g.param("chain") or g.param("effect"):
        return False
    return all(ALL not in x.topics and what not in x.topics for x in sentences(g))


def _parts_of(f) -> list:
    """The parts a compiled feature makes: an activated ability's or a frenzy's `actions`, a trigger's."""
    trig = f.param("trigger")
    parts = (trig.get("actions") if isinstance(trig, dict) else None) or f.param("actions") or ()
    out = []
    for a in parts:
        if not isinstance(a, dict):
            continue
        target = a.get("target")
        if f.kind is FeatureKind.ACTIVATED and out and out[-1].get("target") == "self" and isinstance(target, dict) \
                and "adjacent_to_it" in (target.get("is") or ()):
            # «Уничтожить Военный обоз; открыть … стоящих рядом с ним»: «ним», the card the part before names (an
            # activated ability's; a trigger's «ним» may be its event's card)
            a = {**a, "target": {**target, "is": [_NEXT_TO_CARD if v == "adjacent_to_it" else v
                                                  for v in target["is"]]}}
        out.append(a)
    return out
