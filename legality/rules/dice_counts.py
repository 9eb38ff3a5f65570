"""How many dice an ability rolls. Classic 2012 216.1 gives each declared ability or property one chain, with one
Roll object when it involves a die (216.1.b); the classic judges rule how that reads for an ability with several
attacks and for one effect on several cards. Read by the `dice` question (legality/questions/dice.py)."""
from ..registry import rule

PER_ATTACK = rule(
    "classic:ruling-dev-230", "Несколько атак одной способности: кубик за каждую атаку",
    """Судейское решение dev-230 (Аколит Дзара, «{tap}: Три или менее разряда на 1 по разным существам»): для
определения силы разряда кубик бросается один раз для всех целей или по разу для каждой цели? Для разряда по каждой
цели надо бросать кубик отдельно.""",
    "Each attack of an ability that makes several («три разряда», «два выстрела») is an attack of its own and "
    "rolls its own die for its strength.",
    topic="dice-per-attack",
    note="A judges' ruling (dev-230); the same reading of several attacks as several in dev-193 and dev-452.",
)

PER_ABILITY = rule(
    "classic:ruling-dev-432", "Одно воздействие на несколько карт: один кубик",
    """Судейские решения dev-432 (Рукан, «{tap}: Воздействие захват Рукана поменять местами двух стоящих рядом с
Руканом существ … при этом ранить каждое из них на 2-3-3»: сколько раз кидает кубик на воздействие? Один раз) и
dev-438 (Пастух Кронга, «… при этом излечить каждое лесное из них на 1-2-2»: один раз).""",
    "An ability that is not an attack rolls one die for its value (X-Y-Z), however many cards its effect wounds "
    "or heals: its chain has one Roll object (2012 216.1).",
    topic="dice-per-ability",
    note="A judges' ruling (dev-432, dev-438), as classic 2012 216.1 reads: one chain, one Roll object.",
)
