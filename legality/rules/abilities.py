"""Особенности, способности: effects grant and remove abilities (heroes 111.3).

A meta-rule: `legality.precedence` ("ability-last-applied") decides a pair of effects of which one grants
an ability and the other removes it. Unlike 513.1 it is not limited to permanent effects.
"""
from ..registry import rule

rule(
    "heroes:111.3", "Эффекты: наделение способностями и их удаление",
    """Эффекты – это результат выполнения способностей. Они изменяют состояние карт в игре, могут наделять
карты новыми способностями, могут удалять способности. Обычно эффект принадлежит той карте, на которую
применён. Эффект, удаляющий способность, удаляет все экземпляры этой способности. Если два или более эффекта
дают или удаляют способность, то выигрывает эффект, наложенный последним""",
    "Effects grant and remove abilities; an effect removing an ability removes every instance of it; of "
    "effects that grant or remove an ability, the last applied wins.",
    topic="ability-last-applied", meta="ability-last-applied",
)
