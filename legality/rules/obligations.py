"""Obligations: when a triggered ability must be declared (classic 2012 405.2, 405.3; heroes 113.3, 113.4), and
the judges' readings of the relaunch cards. How an obligation meets a prohibition is conservativeness.py's
(classic 525.2, heroes 513.2). Encoded by the `oblige` question (legality/questions/oblige.py).
"""
from ..registry import rule

ENC = "encoded in legality/questions/oblige.py"

rule(
    "classic-2012:405.2", "A triggered ability must be declared",
    """405.2 Once triggered, the ability must be declared by its player as soon as they gain priority.""",
    "A triggered ability whose condition is met must be declared by its player at their first priority.",
    topic="trigger-mandatory",
    note="English translation (the Russian original is not in the sources). " + ENC,
)

rule(
    "classic-2012:405.3", "«May» in a triggered ability",
    """405.3 “May” in a triggered ability permits its player to decline to declare it even when its triggering
condition is met.""",
    "A triggered ability worded «может» may be declined.",
    topic="trigger-optional",
    note="English translation (the Russian original is not in the sources). " + ENC,
)

rule(
    "heroes:113.3", "Обязательная срабатывающая способность",
    """113.3. Если все необходимые условия для срабатывающей способности выполнены и в тексте способности нет
записи «может... /вы можете...», игрок обязан объявить эту срабатывающую способность при первом же получении
приоритета""",
    "A triggered ability without «может» must be declared at the first priority once its conditions are met.",
    topic="trigger-mandatory", note=ENC,
)

rule(
    "heroes:113.4", "Необязательная срабатывающая способность",
    """113.4. Если все необходимые условия для срабатывающей способности выполнены, но в тексте способности есть
запись «может... /вы можете...», игрок может не объявлять эту способность. Если игрок не сделает это при первом
же получении приоритета, то он не сможет уже объявить её на это срабатывание""",
    "A triggered ability worded «может» may be declined; declined at the first priority, it is lost for that "
    "triggering.",
    topic="trigger-optional", note=ENC,
)

rule(
    "classic:ruling-dev-229", "Обязательная особенность: цель в своём отряде",
    """Судейское решение dev-229 (Степной волколак, «При гибели особый удар на 2»): у него в тексте нет слова
«может», поэтому обязан объявить особый удар по своей карте, если рядом нет карт противника. То же: dev-040
(Антар), dev-046 (Бер), dev-234 (Килсус), dev-453 (Тёмный эльф), dev-486 (Пантера).""",
    "An obligatory triggered ability (no «может») must be declared on a legal target even when the only legal "
    "target is the player's own card.",
    topic="trigger-own-target",
    note="A judges' ruling on the relaunch cards (shared/data/rulings): the rule text (2012 405.2) says the "
         "ability must be declared; the ruling adds that a card of one's own squad is no excuse. " + ENC,
)
