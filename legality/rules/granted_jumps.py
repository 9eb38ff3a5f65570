"""A jump a card makes by an ability another card grants it (a symbiote's «он может совершить прыжок»): the card
is then a creature «с прыжком» for range bonuses to jumps (legality/range_bonus.py) — the classic judges, dev-462.
"""
from ..registry import rule

rule(
    "classic:ruling-dev-462", "Прыжок, данный симбиотом, — прыжок хозяина",
    """Унд-подстрекатель: «При {strike}, если хозяин стоит 6 или меньше он может совершить прыжок, дальность 3.» —
Даёт ли Аларино бонус к дальности прыжка хозяину Унда-подстрекателя? — Даёт. (dev-462; Аларино: «Ваши стоящие
рядом с Аларино существа с прыжком получают +1 к дальности прыжка».)""",
    "A creature making its own jump by an ability another card grants it (a symbiote letting its host jump) is a "
    "creature «с прыжком»: a bonus to the range of such creatures' jumps applies to that jump.",
    topic="granted-jump",
    note="Read by legality/range_bonus.py (`has: [Прыжок]` of a jump bonus's holders) through the board facts, "
         "so every question kind reading a jump's range applies it. A card moved by another card's ability "
         "still gains nothing (the judges, dev-214): that jump is the other card's.",
)
