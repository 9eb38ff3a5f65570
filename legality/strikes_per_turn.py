"""«Может нападать ударом два раза за ход, …, после первого удара не закрывается» (the compiler's bounded reading:
`params: {strikes_per_turn: N, stays_open: true, strikes: strikes|attacks, in_a_row_different_targets: true}`).

What the engine reads of it: the card stays open after each of its first N-1 strikes this turn (the `sequence`
tracer's payment, with classic:ruling-dev-100: whether or not a further strike follows); a further strike is
legal while the card has made fewer than N card actions this turn (2012 «Act X times per turn»: the card-action
clause's bound, `action.more_acts`, legality/rules/opening_again.py); its condition «только подряд и по
разным картам» is not read — such a strike is `unknown`, never refused (legality/situation.py).
"""
from __future__ import annotations

from model import ActionKind

SIMPLE = (ActionKind.SIMPLE_STRIKE,)
STRIKES = (ActionKind.SIMPLE_STRIKE, ActionKind.SPECIAL_STRIKE, ActionKind.MAGIC_STRIKE)


def strikes_feature(card, kind: ActionKind):
    """(feature, N) of the card's «может нападать … N раз за ход» counting strikes of `kind`, or None."""
    for f in card.features:
        n = f.param("strikes_per_turn")
        if not isinstance(n, int) or isinstance(n, bool) or n < 2:
            continue
        what = f.param("strikes")
        counted = STRIKES if what == "strikes" else None if what == "attacks" else SIMPLE
        if counted is None or kind in counted:      # «атаки»: every attack kind
            return f, n
    return None


def unread_conditions(feature) -> set[str]:
    """The compiler's condition flags on the permission («только подряд», «по разным картам», «за ваш ход»):
    none is read yet."""
    return {k for k, v in feature.params if v is True and k != "stays_open"}


def read_in_full(feature) -> bool:
    """The compiler's bounded reading whose every part the engine reads (a condition it does not read, such as
    «только подряд и по разным картам», makes the further strike unknown here, not the whole feature): nothing
    «за ваш ход» (`own_turn`), which no one reads yet."""
    n = feature.param("strikes_per_turn")
    return isinstance(n, int) and not isinstance(n, bool) and not feature.param("own_turn") \
        and feature.param("strikes", "simple") in ("simple", "strikes", "attacks")


def further_strikes(state, action) -> tuple[str, ...]:
    """An unknown for a further strike of a card that has acted, when its text permits N strikes a turn."""
    if action.source is None or not state.has(action.source):
        return ()
    c = state.card(action.source)
    got = strikes_feature(c.card, action.kind)
    if got is None or c.acted_this_turn >= got[1]:
        return ()
    f, n = got
    if not unread_conditions(f):
        return ()                # decided: the card-action clause's bound is N
    return (f"{action.source} has acted this turn; its «{f.text}» permits {n} strikes a turn: whether this one is "
            "legal (in a row, at different cards) is not read here",)
