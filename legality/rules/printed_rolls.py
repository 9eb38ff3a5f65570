"""A card that says what a roll comes to («Ваш первый за ход бросок кубика равен 6»): the judges' reading of it.

Read by legality/attack/printed_rolls.py where an attack's roll is stated: a stated roll equal to the printed
value is that roll, modified as every roll is; any other stated roll may not be the one the card names (unknown).
"""
from ..registry import rule

rule(
    "classic:ruling-dev-400", "A printed roll value is the roll, modified as usual",
    """Судьи (dev-400, Ясновидящая «Ваш первый за ход бросок кубика равен 6»): это не сведение броска к 6, а
значение, которое выпало на кубике; оно считается выпавшей шестёркой, и модификаторы броска (удача Ловца удачи
-1) применяются к нему как обычно.""",
    "«Ваш первый за ход бросок кубика равен N»: that roll's natural result is N (not a set-to-value modifier applied "
    "last, 422.4.c); the roll's die modifiers apply to it as to any roll.",
    topic="die-roll-printed-value",
    note="encoded in legality/attack/printed_rolls.py: an attack whose stated roll is N reads the card's sentence",
)
