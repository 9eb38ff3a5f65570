"""The value modifier a compiled trigger lays on its own card, as a feature of that card the trigger grants.

«В начале вашего хода может ранить себя на 1, при этом получает +1 к бешенству»: the compiler reads the effect as
`do: modify` with one modifier on `self` (legality/cardtext/actions.py). The trigger language lays only a feature
written on its card (`kind: grant, feature: F`, legality/triggers.py), so the card gets a companion feature
`<of>-plus` («+N к …»; `-minus` for «-N к …») with the effect's duration (none stated: until the end of the
battle, classic 2012 418.2 / 407.2) — the one a hand reading writes. An attack kind's modifier is a card modifier
the attack value reads where it is laid (legality/attack/derive.py), «к бешенству» the frenzy reads where it is
laid (legality/frenzy.py); any other ({move}) keeps the trigger's topics, so a question it may bear on stays unknown where it is laid (legality/reach.py). Anything else: no companion, the trigger unbridged.
"""
from __future__ import annotations

from dataclasses import replace

from model import ActionKind, Feature, FeatureKind, Modality

from .card_modifiers import ATTACK_KINDS, CardModifier

# the compiler's durations → legality/lasting.py's
DURATIONS = {None: "game", "turn": "turn", "own_turn": "your_turn", "game": "game"}
# the compiler's `while:` of a modify → legality/lasting.py's durations (Орки-губители)
WHILE_DURATIONS = {"не совершат промах или удар по другой карте": "until_miss_or_other_target",
                   "не совершит промах или удар по другой карте": "until_miss_or_other_target"}
_WORDS = {"rage": "бешенству", "move": "{move}", "shot": "выстрелу", "strike": "{strike}", "strikes": "ударам"}


def laid_duration(action: dict) -> str:
    """The duration of the companion a modify lays: its `while` (legality/lasting.py), else its `duration`."""
    return WHILE_DURATIONS[action["while"]] if action.get("while") else DURATIONS[action.get("duration")]


def modifier_of(action, on_other: bool = False) -> dict | None:
    """The one modifier a `do: modify` action lays on its own card (`on_other`: or on another card, a headed
    ability's «ваше существо получает +1 к {move}»), or None when it is not that shape."""
    if not isinstance(action, dict) or action.get("do") != "modify" \
            or (action.get("target") != "self" and not on_other):
        return None
    if set(action) - {"do", "modifiers", "target", "duration", "with_previous", "while"} \
            or action.get("duration") not in DURATIONS \
            or (action.get("while") is not None and (action["while"] not in WHILE_DURATIONS or "duration" in action)):
        return None
    mods = action.get("modifiers")
    if not isinstance(mods, list) or len(mods) != 1 or not isinstance(mods[0], dict):
        return None
    m = mods[0]
    v = m.get("value")
    if set(m) - {"op", "value", "of", "side", "against"} or m.get("op") not in ("add", "sub") \
            or not isinstance(v, int) or isinstance(v, bool) or v < 1 or m.get("side", "dealt") != "dealt" \
            or m.get("of") not in _WORDS or m.get("against", "attacked") != "attacked":
        return None
    if m.get("against") and m.get("of") not in ATTACK_KINDS + ("strikes",):
        return None                   # «по атакованному»: only an attack's modifier compares its target
    return m


HEADS = ("Концентрация", "Вальхалла")     # compiled headed abilities that are triggers (compiled_triggers.py)
KEEPS_CLOSED = "keeps-closed"     # «не открывается …»: the prohibition of its opening an effect lays
GRANTED_ABILITY = "granted-ability"     # «получает {tap}: Магический удар на 2 до конца вашего хода»: the ability laid


def granted_ability(action) -> dict | None:
    """A compiled `grant_activated` the card lays on itself («Концентрация: получает {tap}: Магический удар на 2 до
    конца вашего хода»): its companion is that activated ability, in force only where laid; None for any other."""
    if not isinstance(action, dict) or action.get("do") != "grant_activated" or action.get("target") != "self" \
            or set(action) - {"do", "cost", "actions", "duration", "target"} \
            or action.get("duration") not in DURATIONS or action.get("duration") is None \
            or not isinstance(action.get("actions"), list) or not action["actions"] \
            or not all(isinstance(x, dict) for x in action["actions"]):
        return None
    return action


def keeps_closed(action) -> str | None:
    """The duration of the «не открывается …» a compiled action lays, or None when it lays none (or one whose
    duration no lasting effect states): «закрывается и не открывается в свой следующий ход» (`do: close,
    stay_closed: next_turn`: through its carrier's next turn, its opening at that turn's start included,
    `its_next_turn`); «не открывается в начале вашего следующего хода» on itself (`do: stay_closed, when:
    next_turn_start, target: self`: until its own player's next turn begins, after that turn's opening, 311.1
    before 311.3: `your_turn_start`). «… в начале своего следующего хода» on another card has no such duration."""
    if not isinstance(action, dict):
        return None
    if action.get("do") == "close" and action.get("stay_closed") == "next_turn":
        return "its_next_turn"
    if action.get("do") == "stay_closed" and action.get("when") == "next_turn_start" and action.get("target") == "self":
        return "your_turn_start"
    return None


def options_of(action) -> list | None:
    """«получить +1 к {move} или +1 к {strike} до конца вашего хода» (`do: choose`): each option as an action of
    its own, with the choice's target and duration; None when the action is not a choice."""
    if not isinstance(action, dict) or action.get("do") != "choose" or not isinstance(action.get("options"), list):
        return None
    extra = {k: action[k] for k in ("target", "duration") if k in action}
    return [dict(o, **extra) if isinstance(o, dict) else o for o in action["options"]]


def _each_action(acts):
    for a in acts if isinstance(acts, list) else ():
        yield from options_of(a) or (a,)


def _acts_of(f) -> list | None:
    """The compiled actions of a trigger or a headed ability («Концентрация: …»), else None."""
    if f.kind is FeatureKind.PERMANENT and f.param("when") in HEADS:
        return f.param("actions")
    trig = f.param("trigger") if f.kind is FeatureKind.TRIGGERED else None
    return trig.get("actions") if isinstance(trig, dict) else None


def companion_id(m: dict) -> str:
    return f"{m['of']}-{'plus' if m['op'] == 'add' else 'minus'}"


def with_companions(features: list) -> list:
    """`features` with the companion features of their compiled triggers added, each trigger noting the ids it
    lays (`lays`, which the bridge requires: an id a card already has is not laid, and its trigger not bridged)."""
    out, extra, ids = [], [], {f.id for f in features}
    # one granted ability a card's triggers lay, else none (each trigger's grant names its own companion only so)
    grants = sum(1 for f in features for a in _each_action(_acts_of(f)) if granted_ability(a) is not None)
    if grants > 1:
        ids.add(GRANTED_ABILITY)
    for f in features:
        trig = f.param("trigger") if f.kind is FeatureKind.TRIGGERED else None
        acts = trig.get("actions") if isinstance(trig, dict) else None
        head = f.kind is FeatureKind.PERMANENT and f.param("when") in HEADS   # «Концентрация: …», «Вальхалла: …»
        if head:
            acts = f.param("actions")
        lays = []
        for a in _each_action(acts):
            if granted_ability(a) is not None:
                if GRANTED_ABILITY not in ids:
                    ids.add(GRANTED_ABILITY)
                    lays.append(GRANTED_ABILITY)
                    params = [("actions", a["actions"]), ("duration", laid_duration(a)), ("laid_by", f.id)]
                    if a.get("cost") is not None:
                        params.append(("cost", a["cost"]))
                    if f.param("touches"):
                        params.append(("touches", f.param("touches")))
                    extra.append(Feature(GRANTED_ABILITY, f.text, FeatureKind.ACTIVATED,
                                         params=tuple(sorted(params, key=lambda kv: kv[0])), line=f.line))
                continue
            closed = keeps_closed(a)
            if closed is not None and KEEPS_CLOSED not in ids:
                ids.add(KEEPS_CLOSED)
                lays.append(KEEPS_CLOSED)
                extra.append(Feature(KEEPS_CLOSED, "не открывается", FeatureKind.PERMANENT, Modality.FORBID,
                                     (ActionKind.OPEN,), role="target",
                                     params=(("duration", closed), ("laid_by", f.id)), line=f.line))
                continue
            m = modifier_of(a, on_other=head)
            if m is None or companion_id(m) in ids:
                continue
            ids.add(companion_id(m))
            lays.append(companion_id(m))
            params = [("duration", laid_duration(a)), ("laid_by", f.id)]
            if m["of"] in ATTACK_KINDS + ("strikes",):
                # «по атакованному»: against the card it was laid against (the grant binds it, laid_values.py);
                # «(максимум +3)» of a one-action trigger: what its instances on the card add up to
                cap = trig.get("max") if isinstance(trig, dict) and len(acts) == 1 \
                    and isinstance(trig.get("max"), int) else None
                other = (("same_as_laid", ("card",)),) if m.get("against") else ()
                params.append(("card_modifier", CardModifier(m["op"], "dealt", m["value"], attacks=(m["of"],),
                                                             other=other, cap=cap)))
            elif m["of"] != "rage" and f.param("touches"):     # «±N к бешенству»: legality/frenzy.py reads it
                params.append(("touches", f.param("touches")))
            sign = "+" if m["op"] == "add" else "-"
            extra.append(Feature(companion_id(m), f"{sign}{m['value']} к {_WORDS[m['of']]}", FeatureKind.PERMANENT,
                                 params=tuple(sorted(params, key=lambda kv: kv[0])), line=f.line))
        out.append(replace(f, params=f.params + (("lays", tuple(lays)),)) if lays else f)
    return out + extra
