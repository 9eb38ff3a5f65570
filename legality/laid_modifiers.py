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

from model import Feature, FeatureKind

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


def modifier_of(action) -> dict | None:
    """The one modifier a `do: modify` action lays on its own card, or None when it is not that shape."""
    if not isinstance(action, dict) or action.get("do") != "modify" or action.get("target") != "self":
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


def companion_id(m: dict) -> str:
    return f"{m['of']}-{'plus' if m['op'] == 'add' else 'minus'}"


def with_companions(features: list) -> list:
    """`features` with the companion features of their compiled triggers added, each trigger noting the ids it
    lays (`lays`, which the bridge requires: an id a card already has is not laid, and its trigger not bridged)."""
    out, extra, ids = [], [], {f.id for f in features}
    for f in features:
        trig = f.param("trigger") if f.kind is FeatureKind.TRIGGERED else None
        acts = trig.get("actions") if isinstance(trig, dict) else None
        lays = []
        for a in acts if isinstance(acts, list) else ():
            m = modifier_of(a)
            if m is None or companion_id(m) in ids:
                continue
            ids.add(companion_id(m))
            lays.append(companion_id(m))
            params = [("duration", laid_duration(a)), ("laid_by", f.id)]
            if m["of"] in ATTACK_KINDS + ("strikes",):
                # «по атакованному»: against the card it was laid against (the grant binds it, laid_values.py);
                # «(максимум +3)» of a one-action trigger: what its instances on the card add up to
                cap = trig.get("max") if len(acts) == 1 and isinstance(trig.get("max"), int) else None
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
