"""A cell: the modifiers an edition's order puts together, and how the order inside it is decided."""
from __future__ import annotations

from dataclasses import dataclass

from .modifiers import Modifier

CHOOSE = "choose"   # the chooser puts them in any order (classic 520.4, 422.4.a; heroes «в любом порядке»)
FIXED = "fixed"     # the order is given (heroes: set-to-value in order of appearance)
ONE = "one"         # the chooser picks one; the others do not apply (classic 2012 422.4.c)


@dataclass(frozen=True)
class Cell:
    label: str                  # e.g. "520.2.c +X/-X · 520.3.a attacker's squad"
    rules: tuple[str, ...]      # the rules that put these modifiers here and say who orders them
    mods: tuple[Modifier, ...]
    mode: str = CHOOSE
    chooser: str | None = None  # the player who decides (None: the rules name nobody, e.g. heroes «в любом порядке»)


@dataclass(frozen=True)
class Order:
    """An edition's order for a set of modifiers: cells in sequence, or why the edition cannot order them."""
    cells: tuple[Cell, ...]
    set_never_raises: bool
    unknown: str | None = None
    rules: tuple[str, ...] = ()
