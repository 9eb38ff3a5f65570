"""Whose cell marker a card text naming none means: the classic judges read «клетка с дрожью» in Скелетный червь's
«Инкарнирует только на клетке с дрожью» as a cell with a marker of its own squad (dev-354). Read by
legality/cell_markers.py `text_marker_on` (a deontic feature's board condition `to_cell_marker`)."""
from ..registry import rule

rule(
    "classic:ruling-dev-354", "Маркер, названный текстом без владельца, — маркер своего отряда",
    """Судейское решение dev-354 (Скелетный червь, «Инкарнирует только на клетке с дрожью»): Скелетный червь
может инкарнировать на клетке с дрожью, которую положил другой Скелетный червь? — Да, но только Скелетный червь из
вашего отряда.""",
    "A cell marker a card's text names without saying whose («только на клетке с дрожью») is one laid by a card of "
    "its own controller's squad (whichever card laid it); the opponent's marker of that name does not count.",
    topic="text-cell-marker-own",
    note="A judges' ruling (shared/data/rulings dev-354); a marker belongs to the controller of the card that laid "
         "it (classic:ruling-dev-368). Under an edition without it, a destination carrying only the opponent's "
         "marker is `unknown`.",
)
