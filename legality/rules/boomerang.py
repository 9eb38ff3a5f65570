"""Правило бумеранга: classic 527.1-527.2 (seed 000).

Read by legality/chain_rules.py when a chain effect must reach its target (`reach: melee`): out of range or
a ground creature striking a flyer is blocked unless one of these rules lifts the limit.
"""
from ..registry import rule

rule(
    "classic:527.1", "Правило бумеранга",
    """Срабатывающие/условные играемые особенности карт, явно указывающие целью источник/цель игродействия, на
которое эта особенность срабатывает, могут быть заявлены независимо от ограничений дальности, если не сказано
иного.
ПРИМЕР: Пеший Латник при ближнем ударе по себе наносит особый удар на 2 в атаковавшего. Если Пешего Латника
атаковал Страж Чертогов в строю своим простым ударом с дальностью 2, то Латник сможет ударить Стража Чертогов
независимо от дальности.""",
    "Triggered features that explicitly target the source or target of the action they trigger on ignore "
    "range unless their text says otherwise.",
    topic="boomerang",
)

rule(
    "classic:527.2", "Ответный удар независимо от дальности",
    """Ответный удар при сражении простым ударом наносится независимо от ограничений дальности, если сражение
состоялось.
ПРИМЕР: Летающие существа могут атаковать любую цель в зоне битвы, но существа на поле боя, как правило, не могут
просто так атаковать летающих простым ударом. Тем не менее, если летающее существо сражалось с существом на поле
боя и получило ответный удар, этот удар будет нанесён.""",
    "The counterstrike in a battle by simple strike ignores range (a flyer still takes it).",
    topic="counterstrike-range",
)
