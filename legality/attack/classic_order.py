"""Classic orders: seed 000 520.2 (kind a-d) × 520.3 (group a-d) with 520.4 (the group's controller orders it),
and classic 2012 422.4 (by squad group, set-to-value last, one chosen) for the editions that fall back on it.
"""
from __future__ import annotations

from .cells import CHOOSE, ONE, Cell, Order
from .modifiers import CLASSIC_KIND, KIND_NAMES, Modifier

GROUP_NAMES = {"a": "attacker's squad except source and target", "b": "the source",
               "c": "the opponent's squad except the target", "d": "the target"}


def group_520(m: Modifier, source: str | None, target: str | None, controller) -> str:
    """520.3: which group a modifier belongs to, from the card it belongs to (520.7)."""
    if target is not None and m.card == target:
        return "d"
    if source is not None and m.card == source:
        return "b"
    if source is not None and controller(m.card) == controller(source):
        return "a"
    return "c"


def _chooser(group: str, source: str | None, target: str | None, controller) -> str | None:
    """520.4: the player controlling that group of cards."""
    if group in ("a", "b"):
        return controller(source) if source else None
    if group == "d" and target:
        return controller(target)
    if source:
        return "second" if controller(source) == "first" else "first"
    return None


def order_520(mods, source, target, controller) -> Order:
    cells = []
    for kind in "abcd":
        for group in "abcd":
            ms = tuple(m for m in mods if CLASSIC_KIND[m.op] == kind
                       and group_520(m, source, target, controller) == group)
            if ms:
                cells.append(Cell(f"520.2.{kind} {KIND_NAMES[kind]} · 520.3.{group} {GROUP_NAMES[group]}",
                                  ("classic:520.2", "classic:520.3", "classic:520.4"), ms, CHOOSE,
                                  _chooser(group, source, target, controller)))
    return Order(tuple(cells), set_never_raises=True, rules=("classic:520.1", "classic:520.7", "classic:520.2", "classic:520.3"))


def order_422(mods, source, target, controller) -> Order:
    """Classic 2012 422.4: groups 1-4 by squad (the group's controller orders it), 6: set-to-value last."""
    rules = ("classic-2012:422.4",)
    if any(m.op == "strength" for m in mods):
        return Order((), True, "classic 2012 reduces an attack to a kind at the Protection object (216.9), after the "
                               "numeric modifiers of the Calculation object (216.8); no rule says how a changed "
                               "strength meets modifiers already applied", rules)
    names = {1: "source's squad except the source", 2: "the source", 3: "the target's squad except the target",
             4: "the target"}
    cells = []
    for g in (1, 2, 3, 4):
        # 422.4 groups 1-4 are 520.3's a-d with the target's squad in place of the opponent's
        letter = "abcd"[g - 1]
        ms = tuple(m for m in mods if m.op != "set" and group_520(m, source, target, controller) == letter)
        if ms:
            cells.append(Cell(f"422.4 group {g}: {names[g]}", rules, ms, CHOOSE,
                              _chooser(letter, source, target, controller)))
    sets = tuple(m for m in mods if m.op == "set")
    if sets:
        cells.append(Cell("422.4 group 6 / 422.4.c: set to a value, one chosen", rules, sets, ONE,
                          controller(target) if target else None))
    return Order(tuple(cells), set_never_raises=True, rules=rules)
