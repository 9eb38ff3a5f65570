"""Deaths at once, counted one by one: the judges' classic:ruling-dev-183 (Ужас Исхара). Read by the `sequence`
tracer for effects lasting «пока не погибнут N … существ» (legality/stack/death_counts.py)."""
from ..registry import rule

rule(
    "classic:ruling-dev-183", "Deaths at once count one by one",
    """Ужас Исхара: «Может быть набран в отряд за {ordinary}, при этом не имеет особенностей, пока не погибнут 2
наземных существа». Вопрос: вернёт ли особенности, если первые два существа погибнут одновременно? Ответ судей:
Да.""",
    "Creatures that die at once (two fighters killing each other, every card one effect leaves without lives) "
    "are as many deaths as creatures: a count «пока не погибнут N существ» reaches N with them as with N deaths "
    "one after another. (So the 2012 glossary's Soulcatcher: creatures dying simultaneously give a token each.)",
    topic="deaths-counted",
    note="encoded in legality/stack/death_counts.py (duration `until_deaths`)",
)
