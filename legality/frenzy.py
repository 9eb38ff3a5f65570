"""Бешенство N, the relaunch cards' keyword, as the `roll` question reads it (rule module
legality/rules/frenzy.py): «Бешенство 3: X» is «если бросок кубика, когда атакует в свой ход, равен 3 или менее
— X» (the reminder printed on Цепной пёс). Read off the card language:

- the ability: a feature whose `params.when` is «Бешенство N» (the compiler's reading) or whose text begins
  «Бешенство N:»; N may be X (not decided here: `unknown`);
- its modifiers: a feature «[Строй:] +N / −N к бешенству» (kept as text by the compiler) changes N; with
  «Строй:» only while the card is in formation (legality/formation.py, read off the cells);
- what the trigger sets: `params.next_roll` — `result` («следующий бросок … равен этому броску»: the value this
  roll came to) or a number — reported by the `roll` question as the value the next roll equals;
- what it does to values (`frenzy_effect`): the compiler's `params.actions` of one `do: modify` on the attacked
  card or on itself («атакованный получает -1 к {strike} до конца хода противника») — a lasting card modifier
  the `fight` question lays before the calculation (classic:ruling-dev-011, legality/stack/fight.py).

`firing_frenzies` is the one reading of when a roll can fire them (the `roll` question, the `fight` question).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from model import FeatureKind, GameState

from .card_modifiers import ATTACK_KINDS, CLASSES, CardModifier
from .formation import in_formation
from .registry import topic_rule
from .reach import infer_topics, needs_reading

_WHEN = re.compile(r"^\s*бешенство\s+(\d+|x|х)\s*:?\s*$", re.I)
_TEXT = re.compile(r"^\s*бешенство\s+(\d+|x|х)\s*:", re.I)
_MOD = re.compile(r"^\s*(строй\s*:\s*)?([+−–-])\s*(\d+)\s+к\s+бешенству\s*\.?\s*$", re.I)
ATTACKS = ("strike", "shot", "throw", "discharge")      # the roll's purposes that are attacks it initiates


def frenzy_value(feature) -> int | str | None:
    """N of a «Бешенство N» ability ("X" when the card says X), else None."""
    when = feature.param("when")
    m = _WHEN.match(str(when)) if isinstance(when, str) else None
    m = m or _TEXT.match(feature.text or "")
    if m is None:
        return None
    v = m.group(1)
    return int(v) if v.isdigit() else "X"


def frenzy_modifier(feature) -> tuple[int, bool] | None:
    """(delta, only in formation) of a «[Строй:] ±N к бешенству» feature, else None."""
    m = _MOD.match(feature.text or "")
    if m is None:
        return None
    sign = 1 if m.group(2) == "+" else -1
    return sign * int(m.group(3)), bool(m.group(1))


@dataclass(frozen=True)
class Frenzy:
    card: str
    feature: str
    threshold: int | None             # N with its modifiers; None when not decided (see `unknown`)
    read: frozenset                   # (card id, feature id) of the ability and its modifiers
    notes: tuple[str, ...]
    unknown: tuple[str, ...]
    next_roll: int | str | None       # `result` or a number: what the next roll equals once it fires


def frenzies(state: GameState, card_id: str) -> list[Frenzy]:
    """Every «Бешенство N» of the card, N with the card's «±N к бешенству» applied."""
    cs = state.card(card_id)
    mods, read, notes, unknown = 0, set(), [], []
    laid = {(e.source, e.feature) for e in cs.effects}
    for f in cs.card.features:
        m = frenzy_modifier(f)
        if m is None:
            continue
        if f.param("duration") and (card_id, f.id) not in laid:
            read.add((card_id, f.id))     # a lasting «+N к бешенству» counts only while laid on the card
            continue
        delta, formation = m
        read.add((card_id, f.id))
        if formation:
            where = in_formation(state, cs)
            if isinstance(where, str):
                unknown.append(where[1:] + f" («{f.text}»)")
                continue
            if not where:
                notes.append(f"«{f.text}»: {card_id} is not in formation, it does not apply")
                continue
        mods += delta
        notes.append(f"«{f.text}»: {'+' if delta >= 0 else ''}{delta} to Бешенство")
    out = []
    for f in cs.card.features:
        n = frenzy_value(f)
        if n is None:
            continue
        unk = list(unknown)
        if n == "X":
            unk.append(f"{cs.card.name} ({card_id}) «{f.text}»: Бешенство X, X is not read here")
        nxt = f.param("next_roll")
        if nxt is None and needs_reading(f) and "dice" in infer_topics(_TEXT.sub("", f.text or "", 1)):
            # kept as text: what it does once it fires is not read, and its words name a roll (the next one?)
            unk.append(f"{cs.card.name} ({card_id}) «{f.text}»: what it does once it fires is not read, and it "
                       "names a die roll")
        out.append(Frenzy(card_id, f.id, None if unk else n + mods, frozenset(read | {(card_id, f.id)}),
                          tuple(notes), tuple(unk), nxt))
    return out


def firing_frenzies(state: GameState, card: str, purpose: str, edition: str, steps: list, unknown: list):
    """The «Бешенство N» of `card` that its roll for `purpose` (legality/attack/die_cards.py PURPOSES) can fire,
    each with its threshold; and every (card, feature) read for them. Steps ((rules), text) and unknown causes
    are appended to the given lists. The `roll` and `fight` questions both read it."""
    # another card's «Бешенство N» and «±N к бешенству» bear only on that card's own rolls: read, not this roll's
    read: set = {(o.id, f.id) for o in state.cards if o.id != card for f in o.card.features
                 if frenzy_value(f) is not None or frenzy_modifier(f) is not None}
    out = []
    cs = state.card(card)
    found = frenzies(state, card)
    if not found:
        return out, frozenset(read)
    rule, modified = topic_rule(edition, "die-frenzy"), topic_rule(edition, "die-frenzy-modified")
    for rg in found:
        read |= rg.read
        label = f"{cs.card.name} ({rg.card}/{rg.feature}) «{cs.card.feature(rg.feature).text}»"
        if rule is None or modified is None:
            unknown.append(f"{label}: no rule of {edition} says when Бешенство fires")
            continue
        if purpose not in ATTACKS and purpose != "counterstrike":
            steps.append(((rule.id,), f"{label}: the roll is not for an attack {card} makes, it does not fire"))
            continue
        if cs.controller != state.active:
            steps.append(((rule.id,), f"{label}: not its controller's turn, it does not fire"))
            continue
        if purpose == "counterstrike":
            unknown.append(f"{label}: whether a counterstrike in its own turn is «атакует» is not ruled here")
            continue
        if rg.unknown:
            unknown.extend(u for u in rg.unknown if u not in unknown)
            continue
        for n in rg.notes:
            steps.append(((modified.id,), n))
        steps.append(((rule.id, modified.id), f"{label}: fires on a result of {rg.threshold} or less (the result "
                                              "after every die modifier)"))
        if rg.next_roll is not None:
            eq = topic_rule(edition, "die-roll-equals-result")
            steps.append(((eq.id,) if eq else (), f"{label}: once it fires, the next roll equals "
                                                  f"{'this roll’s result' if rg.next_roll == 'result' else rg.next_roll}"))
            if eq is None:
                unknown.append(f"{label}: no rule of {edition} says what value «равен этому броску» takes")
                continue
        out.append(rg)
    return out, frozenset(read)


# the compiler's durations (docs/cards.md «Actions») as the trace's (legality/lasting.py DURATIONS)
_DURATIONS = {"turn": "turn", "opponent_turn": "opponent_turn", "own_turn": "your_turn", "game": "game"}


@dataclass(frozen=True)
class FrenzyEffect:
    carrier: str                  # `attacked` (the attack's target) or `self`
    modifier: CardModifier | None  # a value modifier of the carrier's attacks (dealt) or of attacks on it (received)
    duration: str = "game"        # legality/lasting.py DURATIONS
    wound: int | str | None = None  # a wound instead: N, or a strength of the carrier's printed strike («его слабый»)


# «ранить атакованного на Х, где Х - его слабый {strike}» (the compiler keeps X's definition as the value's text)
_ITS_STRIKE = re.compile(r"^\s*[xх]\s*,\s*где\s+[xх]\s*[-–—]\s*его\s+(слабый|средний|сильный)\s+\{strike\}\s*$", re.I)
_TIERS = {"слабый": "weak", "средний": "medium", "сильный": "strong"}


def frenzy_effect(feature) -> FrenzyEffect | str:
    """What a «Бешенство N» does to values, read off the compiler's `params.actions`: one `do: modify` on the
    attacked card or on itself, each modifier an add/sub of a number to an attack kind or class. Anything else:
    the text saying what is not read."""
    acts = feature.param("actions")
    if not acts:
        return f"«{feature.text}»: what it does is not read (no compiled action)"
    act = acts[0] if len(acts) == 1 and isinstance(acts[0], dict) else {}
    if act.get("do") == "wound" and act.get("target") == "attacked":
        return _wound_effect(feature, act)
    if act.get("do") != "modify":
        return f"«{feature.text}»: only a value modifier («получает ±N к …») or a wound of the attacked is applied"
    target = act.get("target", "self")
    if target not in ("attacked", "self") or act.get("optional") or act.get("with_previous"):
        return f"«{feature.text}»: its modifier on {target!r} is not applied"
    duration = act.get("duration")
    if duration is not None and duration not in _DURATIONS:
        return f"«{feature.text}»: its duration {duration!r} is not read"
    mods = act.get("modifiers") or ()
    if len(mods) != 1:
        return f"«{feature.text}»: {len(mods)} modifiers in one effect are not applied"
    m = mods[0]
    of, op, value, side = m.get("of"), m.get("op"), m.get("value"), m.get("side", "dealt")
    if (set(m) - {"of", "op", "value", "side"} or op not in ("add", "sub") or not isinstance(value, int)
            or side not in ("dealt", "received") or (of not in ATTACK_KINDS and of not in CLASSES)):
        return f"«{feature.text}»: the modifier {dict(m)} is not applied"
    return FrenzyEffect("attacked" if target == "attacked" else "self",
                        CardModifier(op, side, value, attacks=(of,)),
                        _DURATIONS[duration] if duration is not None else "game")


def _wound_effect(feature, act) -> FrenzyEffect | str:
    """«ранить атакованного на N» or «… на Х, где Х - его слабый {strike}» (classic:ruling-dev-013: the printed
    strike, without its modifiers)."""
    v = act.get("value")
    if set(act) - {"do", "target", "value"}:
        return f"«{feature.text}»: the wound {dict(act)} is not applied"
    if isinstance(v, int) or (isinstance(v, str) and v.strip().isdigit()):
        return FrenzyEffect("attacked", None, wound=int(v))
    m = _ITS_STRIKE.match(str(v))
    if m is None:
        return f"«{feature.text}»: the wound's value {v!r} is not read"
    return FrenzyEffect("attacked", None, wound=_TIERS[m.group(1).lower()])


def reading_state(state: GameState, card_id: str, effects: dict, read=frozenset()) -> GameState:
    """The state with the card's «Бешенство» features read: each of `effects` (feature id -> FrenzyEffect)
    carries its modifier as a lasting card modifier (in force only where it is laid: legality/attack/derive.py),
    with its duration; those and the other features in `read` (ids: a Бешенство that cannot fire on this roll,
    its «±N к бешенству») no longer declare the topics they touch (they are read)."""
    if not effects and not read:
        return state
    cs = state.card(card_id)
    feats = []
    for f in cs.card.features:
        fe = effects.get(f.id)
        if fe is not None and fe.modifier is not None:
            params = tuple((k, v) for k, v in f.params if k not in ("touches", "card_modifier", "duration"))
            f = replace(f, params=params + (("card_modifier", fe.modifier), ("duration", fe.duration)))
        elif (f.id in read or fe is not None) and f.param("touches") and f.kind is not FeatureKind.TEXT:
            f = replace(f, params=tuple((k, v) for k, v in f.params if k != "touches"))
        feats.append(f)
    new = replace(cs, card=replace(cs.card, features=tuple(feats)))
    return replace(state, cards=tuple(new if c.id == card_id else c for c in state.cards))
