"""Модификаторы величины (атаки): classic 520.1-520.8 (seed 000), the «сила атаки» paragraph
of classic-b (seed 003), classic 2012 104.1, 104.2, 422.4.

These rules are procedures, not prohibitions: their encoding is the attack resolution in `legality/attack/`
(classic_order.py, outcomes.py, resolve.py), reached through the `attack` question kind.
"""
from ..registry import rule

ENC = "encoded in legality/attack/"

rule(
    "classic:520.1", "Модификаторы величины (атаки)",
    """Во время выполнения атак, а также некоторых заклинаний и воздействий, на Шаге расчёта (п. 512.6.3) игроки
получают возможность использовать интерактивные особенности, накладывающие модификаторы на силу и величину
этой атаки, заклинания или воздействия. Такие модификаторы называются модификаторами величины, а в случае атаки
– также и модификаторами атаки. После паса игроков эти модификаторы применяются для вычисления окончательной
величины атаки (заклинания, воздействия).""",
    "Value modifiers declared at the calculation step are applied after both players pass, to compute the "
    "final value of the attack, spell or effect.",
    topic="value-modifier-order",
    note=ENC + "; «Шаг расчёта (п. 512.6.3)» is missing here: heroes 508.4.1 and classic 2012 216.8 stand in",
)

rule(
    "classic:520.2", "Порядок модификаторов величины по видам",
    """Модификаторы величины накладываются по очереди в следующем порядке (на примере атаки):
a. модификаторы, изменяющие силу атаки (сведение к слабой/средней/сильной атаке, применимо только в случае атаки);
b. модификаторы, умножающие/делящие величину атаки, например, “удвоить”;
c. модификаторы вида “+X к атаке”, “-X к атаке”;
d. модификаторы, сводящие численные значения атаки к определённой величине.""",
    "Modifiers apply by kind: a. strength changes (weak/medium/strong); b. multiply/divide; c. +X/-X; "
    "d. set to a value.",
    topic="value-modifier-order", note=ENC + "classic_order.py",
)

rule(
    "classic:520.3", "Порядок модификаторов величины по группам",
    """В каждой группе модификаторов, описанной в п. 520.2, наложение модификаторов проходит по очереди в
следующем порядке (на примере атаки):
a. модификаторы, полученные от карт из отряда игрока, контролирующего источник атаки, кроме самого источника
этой атаки и цели этой атаки;
b. модификаторы, полученные от источника атаки;
c. модификаторы, полученные от карт отряда противника (игрока, не контролирующего источник атаки), кроме цели
этой атаки;
d. модификаторы, полученные от цели атаки.""",
    "Within a kind, by group: a. the attacker's squad except source and target; b. the source; c. the "
    "opponent's squad except the target; d. the target.",
    topic="value-modifier-order", note=ENC + "classic_order.py",
)

rule(
    "classic:520.4", "Порядок внутри группы выбирает контролирующий игрок",
    """Для каждой группы модификаторов, описанной в п. 520.3, порядок их наложения внутри группы определяет
игрок, контролирующий эту группу карт.""",
    "Within a group, the player controlling that group of cards chooses the order.",
    topic="value-modifier-order", note=ENC + "outcomes.py (every reachable outcome, each with a witness order)",
)

rule(
    "classic:520.5", "Сведение к величине не повышает",
    """Модификаторы, сводящие численное значение атаки к определённой величине, не могут сводить атаку к
большей величине (например, атаку величиной 2 можно свести к 1, а атаку величиной 0 нельзя свести к 1).""",
    "A set-to-value modifier never raises the value (2 can be set to 1; 0 cannot be set to 1).",
    topic="value-set", note=ENC + "modifiers.py",
)

rule(
    "classic:520.6", "Особенности силы атаки срабатывают как обычно",
    """Если атака была сведена к определённой силе (слабой/средней/сильной), то особенности, сопутствующие этой
силе атаки, срабатывают как обычно.""",
    "After a strength change, the features that go with the new strength fire as usual.",
    topic="strength-features", note=ENC + "resolve.py (triggers on: weak|medium|strong)",
)

rule(
    "classic:520.7", "Модификаторы откладываются",
    """Все особенности, которые были заявлены игроками в ходе выполнения п. 512.6.3, связанные с наложением
модификаторов атаки (величины), не применяются мгновенно, а добавляют соответствующие модификаторы к этой атаке
(заклинанию, воздействию) (См. 120. Отложенная особенность.). Эти модификаторы считаются принадлежащими тем или
иным картам в соответствии с текстом особенности; порядок наложения этих модификаторов полностью определяется
п.п. 520.2, 520.3.""",
    "Modifiers declared at the calculation step are deferred; each belongs to a card per its text; their order "
    "is decided entirely by 520.2 and 520.3.",
    topic="value-modifier-order", note=ENC + "classic_order.py (a modifier's group follows the card it belongs to)",
)

rule(
    "classic:520.7.1", "Сведение к текущей силе легально",
    """Если по результатам расчёта силы атаки она соответствует слабой (средней/сильной), легально заявить
сведение силы этой атаки к слабой (средней/сильной).""",
    "Declaring a reduction of an attack to the strength it already has is legal.",
    topic="reduce-to-current", note=ENC + "resolve.py (cited when such a modifier is applied)",
)

rule(
    "classic:520.7.2", "Сведение к немодифицированной величине легально",
    """Если величина атаки (заклинания, воздействия) без учёта модификаторов равна X, легально заявить сведение
величины этой атаки (заклинания, воздействия) к X.""",
    "Declaring a reduction of a value to its unmodified value X is legal.",
    topic="reduce-to-current", note=ENC + "resolve.py (cited when such a modifier is applied)",
)

rule(
    "classic:520.8", "Отрицательная конечная величина становится 0",
    """Если после наложения всех модификаторов конечная величина атаки (заклинания, воздействия) стала
отрицательной, величина этой атаки становится равной 0 (см. 523. Правила нуля.).""",
    "A negative final value (after all modifiers) becomes 0.",
    topic="value-below-zero", note=ENC + "resolve.py",
)

rule(
    "classic-b:сила-атаки", "Сила атаки меньше 0",
    """Если сила атаки с учётом всех модификаторов стала меньше 0, то она принимается равной 0.

ПРИМЕР: Хранитель Древа излечивает Монаха Тарга, уменьшая его простой удар на 2. Монах Тарга, у которого
изначально был удар 1-1-1, теперь имеет удар 0-0-0. Однако если Ингри даст ему +2 к удару, удар Монаха Тарга
станет 1-1-1.""",
    "An attack strength below 0 after all modifiers counts as 0; the clamp comes after all modifiers "
    "(1-1-1 with -2 is 0-0-0; with a further +2 it is 1-1-1).",
    topic="value-below-zero", note=ENC + "resolve.py; the paragraph has no number in seed 003",
)

rule(
    "classic-2012:104.1", "Numbers: integers only, rounding by card text",
    """The Berserk CCG uses only integers. If an ability or effect would produce a fraction, the text of the
card that is its source specifies whether to round up or down.""",
    "Only integers; a fraction is rounded as the source card's text says (no default rounding).",
    topic="rounding", note=ENC + "modifiers.py (a division without `round` that leaves a fraction is unknown)",
)

rule(
    "classic-2012:104.2", "Numbers: values below zero",
    """The Berserk CCG uses only positive numbers and zero unless stated otherwise. If an effect, ability, or
property lowers a value below zero, treat it as zero for all references to that value except references that
modify it, and except when calculating the difference between two creatures' die rolls in combat. Example:
Tree Keeper's healing effect gives Umpi −2 to its strike. Umpi's printed strike is 1–1–1. If Umpi strikes, its
strength is zero; nevertheless, Ingri's ability granting +2 to strike treats Umpi's simple strike as
(−1)–(−1)–(−1). Example: A Cursed Stone Golem attacking the opponent's Zendar rolls 1. After modifiers the roll
result is −1; that is the value compared with Zendar's roll.""",
    "A value below 0 counts as 0 except for references that modify it (and die differences in combat).",
    topic="value-below-zero", note=ENC + "resolve.py",
)

rule(
    "classic-2012:422.4", "Modifiers: order",
    """If several modifiers apply to one ability, apply them in this order:
1. From cards in the ability source's squad, other than the source itself.
2. From the ability source.
3. From cards in the ability target's squad.
4. From the ability target.
5. From a game rule.
6. Modifiers reducing the ability's numerical value to a specified number.
422.4.a Within one group in 422.4, the player controlling the modifier sources chooses their order.
422.4.b The game-rule modifier reduces a die-roll result above 6 to 6 or raises one below 1 to 1. It always
applies except to rolls in combat between two open creatures.
422.4.c Apply modifiers setting an ability's or property's numerical value to a specified number last,
regardless of the granting card's squad. If several exist, the controller of the ability's target card
chooses one; the others do not apply.""",
    "Modifiers apply by squad group (source's squad, source, target's squad, target, game rule), the group's "
    "controller choosing the order; set-to-value last, the target's controller choosing one.",
    topic="value-modifier-order",
    note=ENC + "classic_order.py; strength changes (216.9) are not ordered against numeric modifiers: unknown",
)
