"""Heroes 523.1: additions (any order), multiplications, subtractions (any order), divisions (any order), then
set-to-value in the order of appearance; 523.2 (the clamp) comes after, in resolve.py."""
from __future__ import annotations

from .cells import CHOOSE, FIXED, Cell, Order

STAGES = (("add", "additions, in any order"), ("mul", "multiplications"), ("sub", "subtractions, in any order"),
          ("div", "divisions, in any order"))


def order_523(mods, source, target, controller) -> Order:
    rules = ("heroes:523.1",)
    if any(m.op == "strength" for m in mods):
        return Order((), False, "heroes strikes have one value: no rule of heroes ed. 15 changes an attack to "
                                "weak, medium or strong", rules)
    cells = []
    for op, name in STAGES:
        ms = tuple(m for m in mods if m.op == op)
        if ms:
            cells.append(Cell(f"523.1 {name}", rules, ms, CHOOSE, None))
    sets = tuple(sorted((m for m in mods if m.op == "set"), key=lambda m: (m.timestamp or 0, m.id)))
    if sets:
        cells.append(Cell("523.1 set to a value, in order of appearance", rules, sets, FIXED, None))
    return Order(tuple(cells), set_never_raises=False, rules=rules)
