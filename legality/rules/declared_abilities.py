"""A declared ability is made in full: the judges' ruling on abilities of several attacks (Тёмный эльф's «Два
выстрела … только по разным картам»). The 2012 rules say when a triggered ability must be declared (405.2) but not
whether a declared ability's later parts may be left out; the judges rule they may not, on a legal target of the
player's own squad too (as classic:ruling-dev-229 does for triggers). Encoded by the `oblige` question's
`part_of` (legality/questions/oblige.py).
"""
from ..registry import rule

rule(
    "classic:ruling-dev-453", "A declared ability's every part is made",
    """Судьи (dev-453, Тёмный эльф: «{tap}: Два выстрела на 1-2-2, только по разным картам»): может ли делать
только один выстрел? — Если после первого выстрела есть легальные цели для второго – обязан его сделать, даже в
свою карту.""",
    "Once an ability of several attacks is declared, each of them must be made while it has a legal target, the "
    "player's own cards included.",
    topic="oblige-ability-parts",
    note="A judges' ruling (shared/data/rulings dev-453). Encoded in legality/questions/oblige.py (`part_of`).",
)
