"""The card language's durations and use limits: how long an effect lasts, how often a feature may be used.

A feature (or a trigger's `grant` effect) may carry
    duration: turn | opponent_turn | your_turn | your_turn_start | game | next_strike | while_source_in_play | until_fired
              | its_next_turn | until_deaths | while_hosting_source
    limit: {count: N, per: turn | game}          # «N раз за ход», «N раз за бой», «один раз за игру»
Both are read here with file/line errors and kept in the feature's `params` (the core keeps params free);
the tracer (legality/stack/) applies them. «Бой» is the whole game: classic 2012's glossary «Until the end of
battle: until this game ends», heroes' glossary «Бой, до конца боя, один раз за бой. То же самое, что и игра».
"""
from __future__ import annotations

import re

from .fields import Fields

DURATIONS = {
    "turn": "до конца хода",
    "opponent_turn": "до конца хода противника",
    "your_turn": "до конца вашего хода",
    "your_turn_start": "до начала вашего хода",
    "game": "до конца боя",
    "next_strike": "на следующий удар",
    "while_source_in_play": "пока источник в игре",
    "until_fired": "до первого срабатывания",
    "its_next_turn": "на свой следующий ход",      # the carrier's next turn only (classic:ruling-dev-279)
    "until_deaths": "пока не погибнут N существ",  # params.deaths (legality/stack/death_counts.py)
    "while_hosting_source": "пока источник — его симбиот или паразит",   # «пока Дха его паразит» (stack/hosts.py)
    # «пока не совершат промах или удар по другой карте» (Орки-губители): a strike of its carrier that misses, in
    # its attack or in defence (the judges, dev-461), or a strike at another card than the one it was laid against
    "until_miss_or_other_target": "пока не совершит промах или удар по другой карте",
}
PERIODS = {"turn": "за ход", "game": "за бой"}


def parse_duration(f: Fields, key: str = "duration") -> str | None:
    return f.enum(key, tuple(DURATIONS)) if f.has(key) else None


def parse_limit(f: Fields, key: str = "limit") -> tuple[int, str] | None:
    """`limit: {count: N, per: turn|game}` → (N, per)."""
    sub = f.sub(key)
    if sub is None:
        return None
    count = sub.nonneg("count", None)
    if count is None or count < 1:
        raise sub.error("count", "a use limit needs count: N ≥ 1 («N раз за ход»)")
    per = sub.enum("per", tuple(PERIODS), required=True)
    sub.done()
    return count, per


_WORDED = re.compile(r"^\s*(\d+)\s+раза?\s+за\s+(ваш\s+ход|ход|бой|игру)\s*$")


def feature_limit(feature) -> tuple[int, str] | None:
    """The feature's use limit: the card language's `limit` field, or the compiler's worded `params.limit`
    («2 раза за ход»; «за ваш ход» counts per turn). A worded limit this cannot read gives None."""
    v = feature.param("limit") if feature is not None else None
    if not v:
        return None
    if isinstance(v, str):
        m = _WORDED.match(v)
        if m is None:
            return None
        return int(m.group(1)), "turn" if "ход" in m.group(2) else "game"
    if isinstance(v, dict):     # the compiler's {count: N, per: turn|game|own_turn} («за ваш ход»: per turn)
        n, per = v.get("count"), v.get("per")
        if not isinstance(n, int) or isinstance(n, bool) or per not in ("turn", "game", "own_turn"):
            return None
        return n, "game" if per == "game" else "turn"
    return tuple(v)


def limit_text(limit: tuple[int, str]) -> str:
    n, per = limit
    return f"{n} раз {PERIODS[per]}"
