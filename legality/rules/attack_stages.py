"""Основной этап атаки: heroes 508.4.1-508.4.3 (seed 002); classic 2012 420.5 (prevention after modifiers).

Encoded by the attack resolution in `legality/attack/resolve.py`: the calculation step (target-dependent
modifiers), the effect-modification step (replacement, then prevention), the application step (every
matching card for a non-targeted effect).
"""
from ..registry import rule

ENC = "encoded in legality/attack/resolve.py"

rule(
    "heroes:508.4.1", "Шаг расчёта",
    """Шаг расчёта. На этом шаге применяются способности, которые зависят от цели, если они накладывают
модификаторы к силе атаки или численному значению способностей.
ПРИМЕР. Абордажник получает +2 к удару по герою противника. Если назначен защитник, то его удар по
существу-защитнику будет равен 3.
ПРИМЕР. Амулет послушника увеличивает силу урона заклинаний на 1.""",
    "Calculation step: target-dependent modifiers to attack strength or numeric values apply, against the "
    "final target.",
    topic="attack-calculation", note=ENC,
)

rule(
    "heroes:508.4.2", "Шаг изменения эффекта",
    """Шаг изменения эффекта. На этом шаге применяются способности, генерирующие эффекты замещения и эффекты
предотвращения:
применяются эффекты замещения;
применяются эффекты предотвращения.
ПРИМЕР. Броня Х – это эффект предотвращения, который уменьшает наносимый карте урон.
ПРИМЕР. Защита от атак степных карт – это эффект замещения, который не позволяет получать урон от атак
степных карт.""",
    "Effect-modification step: replacement effects apply first, then prevention effects (Броня X).",
    topic="effect-modification", note=ENC,
)

rule(
    "heroes:508.4.3", "Шаг нанесения эффекта",
    """Шаг нанесения эффекта. На этом шаге на цель наносятся маркеры в виде ран, эффектов или приобретённых
особенностей. Если способность не целевая, то раны и\\или эффекты наносятся всем картам, подходящим под
условия применения способности.
ПРИМЕР. У вас есть Амулет послушника и вы разыграли Цепную молнию. Все существа противника получат по 4 раны.""",
    "Application step: wounds and effects are put on the target; a non-targeted ability puts them on every "
    "card that matches its conditions.",
    topic="effect-application", note=ENC,
)

rule(
    "classic-2012:420.5", "Prevention effects: after all modifiers",
    """Apply prevention effects after all modifiers to the number of wounds dealt.""",
    "Prevention effects apply after all modifiers to the number of wounds dealt (replacement effects before "
    "prevention: judges' ruling in the rule texts' README).",
    topic="effect-modification", note=ENC,
)
