"""The stack (classic 2012 215-216) and the Очередь (heroes 401-403, 508.3, 113.9): in which order entries
resolve, which steps an entry passes through, and what happens to one that has become illegal.

The tracer (`legality/stack/`) reads the order and the steps from `legality/stack/editions.py`, keyed by
these rules' ids; the rules here carry the text and the citation.
"""
from ..registry import rule

rule(
    "heroes:401.1", "Очередь",
    """401.1. Очередь состоит из последовательности объявленных способностей (активируемых, срабатывающих,
способностей заклинаний). Она необходима для упорядочивания способностей, действующих в одно время""",
    "The Очередь is the sequence of declared abilities (activated, triggered, spell abilities).",
    topic="stack",
)

rule(
    "heroes:401.3", "Очередь: первым зашёл – первым вышел",
    """401.3. Срабатывающая способность после объявления заносится в очередь. Очередь организована по принципу
«первым зашёл - первым вышел»""",
    "A declared ability enters the Очередь; the first in is the first out.",
    topic="stack-order",
)

rule(
    "heroes:401.7", "Пас и выполнение первой способности",
    """401.7. Если игрок не имеет возможности или желания (для необязательных способностей) заявить срабатывающую
способность, то он пасует. Если оба игрока пасуют, то из очереди изымается самая первая способность и
начинает выполняться. Если игрок пасует на заявление не обязательной срабатывающей способности, то он
утрачивает право заявлять её, пока ещё раз не выполнится условие срабатывания""",
    "When both players pass, the first ability is taken out of the Очередь and starts executing.",
    topic="stack-resolve",
)

rule(
    "heroes:402.1", "Одновременное срабатывание особенностей",
    """402.1. Если в течение игры одновременно должны войти в очередь несколько срабатывающих способностей, они
все заносятся в очередь. Причём сначала в очередь заносятся способности от карт неактивного игрока в
выбранном этим игроком порядке, затем способности от карт активного игрока в выбранном этим игроком
порядке.""",
    "Simultaneous triggers all enter the Очередь: the inactive player's first, then the active player's, each in "
    "the order its player chooses.",
    topic="stack-simultaneous",
    note="A `together` event: the tracer puts the inactive player's entries first; within a player's group the "
         "order listed in the scenario is that player's choice (the witness).",
)

rule(
    "heroes:403.1", "Последняя известная информация",
    """403.1. Активированная или срабатывающая способность, занесенная в очередь, существует в очереди независимо
от её источника. Уничтожение источника после этого момента на неё не повлияет. Некоторые способности вместо
того, чтобы делать что-либо непосредственно, заставляют что-либо делать свой источник (например Кавалерия
ордена). В этом случае любая активируемая или срабатывающая способность, запрашивающая информацию об источнике
для выполнения своего эффекта, проверяет эту информацию во время помещения в очередь. Остальные способности
производят проверку информации на разрешении. В обоих случаях, если источник более не находится в зоне, где
способность ожидает его обнаружить, используется последняя известная информация о нём. Источник может
выполнить указанное действие даже если больше не существует.""",
    "An ability in the Очередь exists independently of its source: destroying the source does not affect it; "
    "last known information about the source is used.",
    topic="source-left",
)

rule(
    "heroes:508.3", "Предварительный этап",
    """508.3. Предварительный этап
На этом шаге игроки назначают цель способности или атаки. Последовательность шагов:
- оплата способности, если необходима оплата;
- если способность нецелевая, то определяются все карты, к которым применится эта способность;
- источник атаки становится атакующей картой;
- назначается первоначальная цель;
- если эта атака ударом, то идёт назначение защитника, в ином случае если есть карты, меняющие или назначающие
цели, или саму способность, то идёт изменение цели способности или самой способности. Защитник или
назначенная цель становятся окончательной целью; после этого ничто не может изменить цель способности;
Этап заканчивается.""",
    "The preliminary stage: payment first, then targets; for a strike the defender is assigned here and becomes "
    "the final target.",
    topic="entry-steps",
    note="Its two ПРИМЕРs (Горец, Ветвич) are about changing targets and abilities, not modelled by the tracer.",
)

rule(
    "heroes:113.9", "Способность, ставшая нелегальной к выполнению",
    """113.9. Если выполнилось условие срабатывающей способности, но к моменту выполнения способность стала
нелегальной, ограничение «1 раз за ход» не применится""",
    "An ability that has become illegal by the time it would execute does not execute (and its «1 раз за ход» "
    "limit is not spent).",
    topic="removal",
    consequence="not executed when it leaves the Очередь; the payment made at the preliminary stage (508.3) "
                "stays made",
)

rule(
    "classic-2012:215.8", "Both players pass",
    """215.8. When both players pass, the top stack object resolves and leaves the stack. If the stack is then
empty and both players pass again, the current step or phase ends and the next begins. (Когда оба игрока
пасуют, верхний объект стека разрешается и покидает стек.)""",
    "When both players pass, the top stack object resolves: the last declared resolves first.",
    topic="stack-order",
)

rule(
    "classic-2012:215.4", "Simultaneous chains",
    """215.4. If several chains must enter the stack simultaneously, place all the active player's chains first,
then all the inactive player's chains. Each player chooses the order of their own chains. (Если несколько
цепочек должны войти в стек одновременно, сначала кладутся все цепочки активного игрока, затем неактивного;
порядок своих цепочек выбирает каждый игрок.)""",
    "Simultaneous chains: the active player's go on the stack first (so resolve last), then the inactive "
    "player's; each player orders their own.",
    topic="stack-simultaneous",
    note="A `together` event; within a player's group the listed order is that player's choice (the witness).",
)

rule(
    "classic-2012:216.1", "Stack objects and their chains",
    """216.1. A chain consists of these stack objects, listed in their order of resolution: Declaration object,
Target object, Roll object, Result object, Calculation object, Protection object, Wound object, Payment
object, Ending object. (Цепочка: объявление, цель, бросок, результат, расчёт, защита, раны, оплата,
окончание.)""",
    "An entry resolves as declaration, target, roll, result, calculation, protection, wounds, payment, ending: "
    "payment comes after execution.",
    topic="entry-steps",
)
