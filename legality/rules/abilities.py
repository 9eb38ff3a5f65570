"""Особенности, способности: effects grant and remove abilities (heroes 111.3; classic 2012 407.4).

A meta-rule: `legality.precedence` ("ability-last-applied") decides a pair of effects of which one grants
an ability and the other removes it. Unlike 513.1 it is not limited to permanent effects.

classic-2012 407.4: an instruction to remove all abilities leaves the acquired ones (granted by other cards,
407.1). The classic editions take it by fallback; the judges rule the same way on Казагир's «дар Сота»
(«приобретенные особенности и модификаторы не снимаются при потере особенностей», dev-018).
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

rule(
    "classic-2012:407.4", "Removing all abilities leaves the acquired ones",
    """407.1 Cards may grant abilities to, or take them from, one another. Abilities granted by other cards are
acquired abilities. 407.4 An instruction to remove all abilities removes all except acquired abilities.""",
    "«Loses all abilities» removes the card's own abilities only: an ability another card granted it stays.",
    topic="remove-all-keeps-acquired",
    note="Applied where a card's abilities are resolved (legality/questions/property.py plan_for, which "
         "legality/world.py shares): a removal of all abilities is left out of the question when another card "
         "granted the ability asked about.",
)
