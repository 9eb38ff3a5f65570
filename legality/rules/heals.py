"""Life, heals and vampirism (classic 2012 204.2–204.6, 416.2, the glossary's Healing for X and Vampirism):
the life markers a card carries beside its wounds and how the `sequence` tracer's wound and heal steps read
them (legality/stack/life.py). The classic editions take them by fallback.
"""
from ..registry import rule

NOTE = ("English translation (the Russian original is not in the sources); it stands in for the classic "
        "editions, whose seeds are silent. ")
ENC = "encoded in legality/stack/life.py (the sequence tracer's wound and heal steps)"

ADDITIONAL = rule(
    "classic-2012:204.2", "Additional life",
    """204.2 Additional life consists of life units gained above the life allowance.
204.1.a Life allowance is constant and cannot change.
204.8 Additional life and negative life are markers, just as wounds are.""",
    "Additional lives (дополнительные жизни) are markers above the printed lives, which never change.",
    topic="additional-life", note=NOTE + ENC + ": a card's `extra_lives`.",
)

MAXIMUM = rule(
    "classic-2012:204.3", "Life maximum",
    """204.3 A card cannot gain more additional life than the difference between its life maximum and its life
allowance.
204.3.a Life maximum is a card property. It has no default value. Some abilities set a card's life maximum.""",
    "A card gains additional life only up to its life maximum («Максимум N {health}»); a card with no maximum "
    "has none to read: how much it gains is not known.",
    topic="life-maximum", note=NOTE + ENC + ": the maximum is the card's keyword «Максимум здоровья» (its value), "
    "whether or not the card has Вампиризм (judges' ruling dev-082); a gain on a card without one is unknown.",
)

NEGATIVE = rule(
    "classic-2012:204.5", "Negative life",
    """204.5 Negative life is analogous to additional life but works in the opposite direction: life taken from
the starting allowance. Negative life is not wounds.
204.6 A card's current life is its life allowance plus additional life, minus wound markers and negative
life.""",
    "«−N к {health}» takes lives (negative life), not wounds; current life is lives + additional − wounds − "
    "negative, and a card left with none is destroyed.",
    topic="negative-life", note=NOTE + ENC + ": a card's `negative_lives`; the lasting «до конца хода» of a "
    "lives modifier is not traced (the marker stays).",
)

HEALING = rule(
    "classic-2012:лечение", "Healing (for X) (Излечение на X)",
    """Healing (for X). May be playable or triggered. Full text for Healing for X: “If the corporeal target has X
or fewer wounds, remove all its wounds. If it has more than X, remove X wounds.”
416.2 If an effect must do something impossible, do as much as possible. Example: Healing 2 heals one wound if
the creature has only one.""",
    "A heal removes wounds only: at most X, and never adds lives (an unwounded card healed stays as it was).",
    topic="healing", note=NOTE + ENC + ". Glossary entry of the 2012 rules (section 5, no number).",
)

VAMPIRISM = rule(
    "classic-2012:вампиризм", "Vampirism (Вампиризм)",
    """Vampirism. Text: “When this card deals X wounds with a simple strike to a corporeal creature, it heals X.
If it has fewer than X wounds, it gains additional life equal to X minus its wound count, but no more than its
life maximum.” Vampirism is triggered.""",
    "Вампиризм: wounds dealt by the card's simple strike to a corporeal creature heal it, the rest becomes "
    "additional life up to its maximum; wounds it deals any other way (a feature, a special strike) give none.",
    topic="vampirism", note=NOTE + ENC + " (after the strike's wounds and deaths, before the other triggers on "
    "it). Glossary entry of the 2012 rules (section 5, no number); judges' ruling dev-058: only the simple strike.",
)

# -- the heal step: replacement of a heal, and the abilities that double or block the first heal of a turn ------

REPLACEMENT = rule(
    "classic-2012:419.1", "Replacement effects",
    """419.1 A replacement effect is a continuous effect that waits for a game action and replaces it wholly or
partly before it happens.
419.1.a Effects using “instead” are replacement effects.
419.4 A replaced game action never happened. The modified game action happens instead and may trigger entirely
different abilities and effects, including illegal ones.
419.5 The same replacement effect cannot apply repeatedly to one game action or replace itself.""",
    "«Вместо этого …» replaces the heal before it happens: the heal never happens (nothing fires on it), the "
    "replacing effect happens instead, and the same replacement applies once to one heal.",
    topic="replacement", note=NOTE + "Encoded in legality/stack/heals.py (the heal step).",
)

REPLACE_UNWOUNDED = rule(
    "classic:ruling-dev-042", "A heal of an unwounded card can be replaced",
    """Дольмен Кронга может заместить излечение существа с полным здоровьем, в том числе регенерацию существа с
полным здоровьем. (Судейское разъяснение; то же — Детёныш тролля, dev-168: может излечить хозяина, будучи
полностью здоровым.)""",
    "A heal replacement («когда должен излечиться на X вместо этого …») applies to the heal as calculated, "
    "whether or not the healed card has wounds: the X it replaces is the heal's value, not the wounds it would "
    "remove.",
    topic="heal-replacement-unwounded",
    note="Judges' rulings dev-042 and dev-168. Encoded in legality/stack/heals.py.",
)

FIRST_HEAL = rule(
    "classic:ruling-dev-345", "Blocking and doubling the first heal of a turn",
    """Блокирование происходит после расчёта, но до выполнения излечения. Так что Дворянка заблокирует первое
излечение, которое будет выполняться (не заявляться), даже если это излечение здорового существа. Именно
поэтому Дворянка блокирует излечение здорового Вожака Сатиров и не даёт ему никого поранить. (Судейские
разъяснения dev-345, dev-342: блокирование выполняется до применения эффектов замещения, ход не важен;
dev-282, dev-284: особенность Дворянки следует читать как «Удвоить величину излечения вашей карты (1 раз за
ход)», и происходит это до фактического применения эффекта, так что особенность будет использована.)""",
    "«Первое за ход излечение» is the first heal executed in the turn, of a healthy card too: doubling it is a "
    "modifier of its value at calculation, blocking it comes after calculation and before any replacement, "
    "whoever's turn it is; either is spent on that heal even when a replacement then takes its place.",
    topic="first-heal",
    note="Judges' rulings dev-345, dev-342, dev-343, dev-282, dev-284. Encoded in legality/stack/heals.py.",
)

WHOLE_ABILITY = rule(
    "classic:ruling-dev-275", "Doubling and blocking act on the heal ability, not on one target",
    """Мрачная Дворянка усиливает лечение путём наложения модификатора при расчёте величины способности (а не
путём модификации эффекта, который должно получить конкретное существо), а потому Фея одновременно излечит на
2 все три свои цели. Блокирование Мрачной Дворянкой — это блокирование способности, не эффекта: воздействие,
имеющее три цели, заблокируется полностью, и ни одна из целей не будет излечена (dev-276).""",
    "A heal ability with several targets is one heal: doubled, it heals every target for 2X; blocked, it heals "
    "none.",
    topic="heal-ability-whole",
    note="Judges' rulings dev-275 and dev-276. Encoded in legality/stack/heals.py.",
)
