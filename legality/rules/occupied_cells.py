"""Правило занятых клеток: classic 524.1 (seed 000) and classic-b (seed 003, symbiotes and equipment excepted).

Not a declaration check: the stack tracer (`legality/stack/board.py`) records which card arrived last on a
shared cell, and at its controller's next choice subphase requires a move of it, or the card dies; another
obliging feature declared in that subphase carries the obligation over to the next one.
"""
from ..registry import rule

OCCUPIED_CLASSIC = rule(
    "classic:524.1", "Правило занятых клеток",
    """524. Правило занятых клеток.
524.1. Если две карты каким-то образом оказались на одной клетке, то игрок, контролирующий карту, оказавшуюся
на этой клетке последней, в ближайшую подфазу Выбора своего хода обязан объявить движение этой карты, в
противном случае эта карта погибает. Если в подфазу Выбора игрок объявляет другую обязывающую особенность, то
обязанность убрать эту карту с занятой клетки сохраняется до следующего наступления подфазы Выбора этого
игрока.""",
    "The controller of the card that arrived last on an occupied cell must declare its move at their next choice "
    "subphase, or it dies; declaring another obliging feature there carries the obligation to the next one.",
    topic="occupied-cells",
)

OCCUPIED_CLASSIC_B = rule(
    "classic-b:занятые-клетки", "Правило занятых клеток",
    """Правило занятых клеток.
Если две карты (не являющиеся симбиотами и экипировками) каким-то образом оказались на одной клетке, то игрок,
контролирующий карту, оказавшуюся на этой клетке последней, в ближайшую подфазу Выбора своего хода обязан
объявить движение этой карты, в противном случае эта карта погибает. Если в подфазу Выбора игрок объявляет
другую обязывающую особенность, то обязанность убрать эту карту с занятой клетки сохраняется до следующего
наступления подфазы Выбора этого игрока.""",
    "As classic 524.1, but symbiotes and equipment sharing a cell create no obligation.",
    topic="occupied-cells",
    note="Unnumbered in seed 003; the id names the section.",
)

# Card types that may share a cell without obliging anyone, per edition's text.
EXEMPT_TYPES = {"classic-b": ("symbiote", "equipment")}
