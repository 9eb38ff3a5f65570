"""Правило бесконечных цепочек: classic 522.1-522.3 (seed 000), classic 2012 103.4, heroes 525.1-525.2.

Each edition's wording is encoded as what it counts as a repetition (REPEAT_KEY below, read by
legality/chain_rules.py):
  node  the same effect (feature, source, target) again, whatever caused it (classic 522.1 «независимо от
        причины срабатывания»; heroes 525.1 «перед первым повторением эффекта»);
  edge  the same effect caused by the same effect again: classic 2012 103.4 blocks the effect that EXACTLY
        repeats an earlier one (its cause counts: the opponent's Cursed Mage gains its second token because
        the cause differs); heroes 525.2 cuts before the first repetition of the CYCLE of effects, i.e. before
        a cause → effect step of the cycle is taken a second time (Башар's Найм runs twice).
On the examples the two `edge` wordings coincide; the `node` wordings cut one step earlier.
"""
from ..registry import rule

# rule id → what a repetition is (None: the same as the edition's rule for triggered features)
REPEAT_KEY = {
    "classic:522.1": "node",
    "classic:522.3": None,
    "classic-2012:103.4": "edge",
    "heroes:525.1": "node",
    "heroes:525.2": "edge",
}

rule(
    "classic:522.1", "Правило бесконечных цепочек: цепочка и повторение",
    """Последовательность (цепочка) срабатывающих особенностей возникает, когда новая срабатывающая особенность
объявляется в результате выполнения другой срабатывающей особенности. Повторением эффекта от срабатывающей
особенности считается повторное срабатывание этой особенности с совпадением её целей и источников (независимо от
причины срабатывания).""",
    "A chain arises when a triggered feature is declared as a result of executing another; a repetition is the "
    "same feature triggering again with the same source and target, whatever caused it.",
    topic="chain-repetition",
)

rule(
    "classic:522.2", "Правило бесконечных цепочек: обрыв перед первым повторением",
    """Если какой-либо эффект последовательности (цепочки) срабатывающих особенностей повторяется, то выполнение
этой последовательности прекращается перед первым повторением этого эффекта из этой последовательности (цепочки).
ПРИМЕР: Пеший латник имеет особенность “При ближнем ударе по Пешему латнику — особый удар на 2 по атаковавшему”.
Пеший латник Первого игрока напал простым ударом на Пешего латника Второго игрока и нанёс простой удар. Пеший
Латник Второго игрока в ответ на это заявляет и наносит особый удар в Пешего Латника Первого игрока, за этот удар
Пеший Латник Первого игрока заявляет и наносит особый удар в Пешего Латника Второго игрока. Далее цепочка
обрывается, поскольку эффект от особенности Пешего Латника Второго игрока должен полностью повториться
(особенность с таким источником и целью уже была выполнена в цепочке). Этот удар Пешего латника не будет заявлен.
В итоге будет нанесен один простой удар и по одному особому удару с каждой стороны.
При проверке цепочки на бесконечность не учитывается, что Пеший латник Второго игрока в первый раз атаковал
особым ударом в ответ на простой удар, а вторым – в ответ на особый удар.""",
    "When an effect of a chain would repeat, the chain stops before its first repetition.",
    topic="chain-cut",
)

rule(
    "classic:522.3", "Правило бесконечных цепочек для эффектов правил игры",
    """Правило бесконечных цепочек также применимо для эффектов правил игры (см. 503.4.).""",
    "The infinite-chain rule applies to effects of the game rules too.",
    topic="chain-rule-effects",
    note="503.4 is not in the sources; the rule effects modelled are the counterstrike and replacement effects.",
)

rule(
    "classic-2012:103.4", "Golden rules: infinite chains",
    """If resolving abilities or effects creates an infinite chain, block the first effect that exactly repeats an
earlier effect in that chain, and block every later effect in that chain. *Example:* A player's Charon gains a
token. The opponent's Cursed Mage gains a token because of Charon. The player's Cursed Mage gains a token because
of the opponent's Cursed Mage. The opponent's Cursed Mage would gain another token because of the player's Cursed
Mage. Its earlier token was gained because of Charon, so the chain continues. The player's Cursed Mage would then
gain another token because of the opponent's Cursed Mage. That exact effect has already occurred, so the chain
stops. Charon and the player's Cursed Mage gain one token each; the opponent's Cursed Mage gains two.""",
    "The first effect that exactly repeats an earlier one, its cause included, is blocked with all later effects.",
    topic="chain-repetition",
    note="English translation of the 2012 rules (the Russian original is not in the sources).",
)

rule(
    "heroes:525.1", "Правило бесконечных цепочек: эффекты правил игры",
    """Если применение нескольких эффектов правил игры вызывает циклическую последовательность, то эта
последовательность прерывается перед первым повторением эффекта
ПРИМЕР. У _Галливеспина_ есть особенность «Если вы должны получить жетон молитвы, вместо этого получить на 1
жетон молитвы больше. Если в отряде есть два _Галливеспина_, и вы должны получить 1 молитву, то сначала первый
_Галливеспин_ увеличивает на 1 молитву, затем второй, но первый уже не может ещё раз увеличить, поскольку
порождается циклическая цепочка эффектов замещения.""",
    "A cycle of game-rule effects (replacement effects) is cut before the first repetition of an effect.",
    topic="chain-rule-effects",
)

rule(
    "heroes:525.2", "Правило бесконечных цепочек: срабатывающие способности",
    """Если применение нескольких срабатывающих способностей вызывает циклическую последовательность, то эта
последовательность прерывается перед первым повторением цикла эффектов
ПРИМЕР. У _Башара_ есть особенность «Найм: Следующий Найм сработает ещё раз (вы можете выбирать новые цели).»
Если после розыгрыша Башара следующим существом с Наймом разыграть другого _Башара_, то по правилу бесконечных
цепочек, у следующего существа, разыгранного после второго _Башара_, найм сработает 3 раза.""",
    "A cycle of triggered abilities is cut before the first repetition of the cycle: before a cause → effect "
    "step of the cycle is taken a second time.",
    topic="chain-repetition",
)
