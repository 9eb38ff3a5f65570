"""Бешенство N, the relaunch cards' keyword, as the `roll` question reads it (rule module
legality/rules/frenzy.py): «Бешенство 3: X» is «если бросок кубика, когда атакует в свой ход, равен 3 или менее
— X» (the reminder printed on Цепной пёс). Read off the card language:

- the ability: a feature whose `params.when` is «Бешенство N» (the compiler's reading) or whose text begins
  «Бешенство N:»; N may be X (not decided here: `unknown`);
- its modifiers: a feature «[Строй:] +N / −N к бешенству» (kept as text by the compiler) changes N; with
  «Строй:» only while the card is in formation (legality/formation.py, read off the cells);
- what the trigger sets: `params.next_roll` — `result` («следующий бросок … равен этому броску»: the value this
  roll came to) or a number — reported by the `roll` question as the value the next roll equals.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from model import GameState

from .formation import in_formation
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
    for f in cs.card.features:
        m = frenzy_modifier(f)
        if m is None:
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
