"""Durations, optional triggers and use limits («до конца хода», «может», «1 раз за ход»).

The tracer (legality/stack/) ends a lasting effect when its duration runs out and counts the uses of a
limited feature; the chain builder (graphs/chain.py) enumerates an optional trigger as used or declined.
Read by topic: `duration-turn`, `duration-turn-start`, `duration-game`, `trigger-optional` (registered in obligations.py), `use-limit`,
`use-limit-reset`, `use-limit-illegal`.
"""
from ..registry import rule

# -- durations ---------------------------------------------------------------------------------------
rule(
    "classic-2012:313.2", "Effects until the end of the turn expire",
    """313.2. Once both players pass with an empty stack in this phase, "until the end of the turn" effects
expire. The active player then becomes inactive, and the inactive player becomes active, simultaneously.
(Когда оба игрока пасуют при пустом стеке в этой фазе, эффекты «до конца хода» заканчиваются.)""",
    "Effects «до конца хода» end in the final phase of the turn, before the next turn begins.",
    topic="duration-turn",
)

rule(
    "heroes:310.2", "Шаг изъятия: конец эффектов «до конца хода»",
    """310.2. Шаг изъятия. Если Очередь пуста, заканчивают действовать все способности с текстом «до конца
хода», действовавшие до конца этого хода""",
    "Abilities «до конца хода» stop at the end of the turn.",
    topic="duration-turn",
)

rule(
    "heroes:303.1", "Конец эффектов «до начала хода»",
    """303.1. Заканчивают действовать все способности с текстом «до начала хода», действовавшие до начала этого
хода""",
    "Abilities «до начала хода» stop when the turn begins.",
    topic="duration-turn-start",
)

rule(
    "classic-2012:до-конца-боя", "Until the end of battle",
    """Until the end of battle: Until this game ends. (До конца боя: до конца игры.)""",
    "«До конца боя» (and «за бой») means until the game ends.",
    topic="duration-game",
)

rule(
    "heroes:бой", "Бой, до конца боя, один раз за бой",
    """Бой, до конца боя, один раз за бой. То же самое, что и игра, до конца игры, один раз за игру.""",
    "«Бой» is the whole game: «до конца боя» lasts until the game ends, «1 раз за бой» is once per game.",
    topic="duration-game",
)

# -- optional triggers -------------------------------------------------------------------------------
# «может» in a triggered ability (classic-2012:405.3, heroes:113.4) is registered with the obligations
# (legality/rules/obligations.py, topic trigger-optional): one rule, read by the engine and by `oblige`.

# -- use limits --------------------------------------------------------------------------------------
rule(
    "classic-2012:216.12", "Payment",
    """216.12. Resolving the Payment object makes the card pay for the ability or property it declared. If
required, the card closes, loses tokens or movement units, or loses abilities marked "once per turn/battle."
Then put abilities with "after" on the stack. (При разрешении оплаты карта теряет особенности с пометкой
«1 раз за ход/бой».)""",
    "A use of a «N раз за ход / за бой» ability is spent at its payment step: an action removed before payment "
    "(illegal, interrupted, its target gone) has not spent it.",
    topic="use-limit",
)

rule(
    "heroes:114.4", "Маркер использования активируемой способности",
    """114.4. При заявке активируемой способности на карту накладывается маркер использования способности
«1 раз за ход» и, пока этот маркер находится на карте, данную способность нельзя повторно заявить. Аналогичным
образом работает маркер «Х раз за бой (игру)»""",
    "Declaring a limited activated ability lays its use marker at once; while it is there the ability cannot be "
    "declared again.",
    topic="use-limit",
)

rule(
    "heroes:113.5", "Маркер использования срабатывающей способности",
    """113.5. При заявке срабатывающей способности на карту накладывается маркер использования способности
«1 раз за ход» и, пока этот маркер находится на карте, данную способность нельзя повторно заявить. Кроме
способностей, содержащих фразу «Каждый раз, когда», которые можно заявлять любое число раз за ход при
наступлении условий срабатывания. Аналогичным образом работает маркер «Х раз за бой (игру)»""",
    "Declaring a limited triggered ability lays its use marker; «Каждый раз, когда» abilities have no limit.",
    topic="use-limit-trigger",
)

rule(
    "heroes:303.3", "Маркеры «1 раз за ход» снимаются",
    """303.3. Карты теряют маркеры использования способностей 1 (X) раз за ход""",
    "At the start of a turn cards lose their «1 (X) раз за ход» use markers.",
    topic="use-limit-reset",
)
