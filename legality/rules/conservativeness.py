"""Правила консервативности: prohibition beats permission; the last applied permanent effect wins.

classic 525.1-525.2 (seed 000), classic-b «Правила консервативности» (seed 003, unnumbered),
heroes 513.1-513.2 and 111.3, classic 2012 103.2. These are meta-rules: `legality.precedence` says
how they decide between clauses and in which order.
"""
from ..registry import rule

rule(
    "classic:525.1", "Правила консервативности: последний наложенный эффект",
    """Если текст двух постоянных эффектов, наложенных на одну и ту же карту, входит в прямое противоречие
друг с другом, то преимущество имеет тот эффект, который был наложен на карту последним. Другой эффект при
этом: подавляется, если является собственным (или наложенным от постоянной особенности другой карты);
удаляется с карты, если является приобретенным.""",
    "Of two directly contradicting permanent effects on one card, the last applied wins; the other is "
    "suppressed if own (or from another card's permanent feature) and removed if acquired.",
    topic="last-applied", meta="last-applied",
)

rule(
    "classic:525.2", "Правила консервативности: запрет сильнее разрешения",
    """Если одновременно применяются два эффекта, один из которых разрешает карте (или обязывает карту)
объявить какое-либо игродействие, а другой запрещает, то предпочтение отдаётся запрещающему эффекту.""",
    "When one effect permits (or obliges) an action and another forbids it, the prohibition wins.",
    topic="prohibition-over-permission", meta="prohibition",
)

rule(
    "classic-b:консервативность.1", "Правила консервативности: последний наложенный эффект",
    """Если текст двух постоянных эффектов, наложенных на одну и ту же карту, входит в прямое противоречие
друг с другом, то преимущество имеет тот эффект, который был наложен на карту последним (а другой эффект не
учитывается, как будто отсутствует на карте, до тех пор, пока не будет снят тот эффект). ПРИМЕР 1:
Канор-Вэйн сделал всех героев нейтральными, а затем на героя был помещён Клинок Падших, который делает героя
тёмным. Поскольку карта не может одновременно быть нейтральной и тёмной, то преимущество получает эффект,
которым был наложен последним (т.е. этот герой считается тёмным).""",
    "Of two contradicting permanent effects on one card the last applied wins; the other is ignored as if "
    "absent until the winner is removed.",
    topic="last-applied", meta="last-applied",
)

rule(
    "classic-b:консервативность.2", "Правила консервативности: запрет сильнее разрешения",
    """Если одновременно применяются два эффекта, один из которых разрешает карте (или обязывает карту)
объявить какое-либо игродействие, а другой запрещает, то предпочтение отдаётся запрещающему эффекту.
Например, у Архимага: " Существа противника получают способность накапливать фишки", у Джокера: " Не может
накапливать или получать фишки". Предпочтение отдаётся тексту Джокера.""",
    "When one effect permits (or obliges) an action and another forbids it, the prohibition wins "
    "(Архимаг against Джокер: Джокер's text wins).",
    topic="prohibition-over-permission", meta="prohibition",
)

rule(
    "heroes:513.1", "Правила консервативности: последний наложенный эффект",
    """Если текст двух постоянных способностей, применяемых на одну и ту же карту, входит в прямое
противоречие друг с другом, то преимущество имеет тот эффект, который был наложен на карту последним (а
другой эффект не учитывается, как будто отсутствует на карте, до тех пор, пока не будет снят тот эффект).""",
    "Of two contradicting permanent abilities applied to one card, the effect applied last wins; the other is "
    "ignored until it is removed.",
    topic="last-applied", meta="last-applied",
)

rule(
    "heroes:513.2", "Правила консервативности: запрет сильнее разрешения",
    """Если одновременно применяются два эффекта, один из которых разрешает карте (или обязывает карту)
чего-либо, а другой запрещает, то выигрывает запрещающий эффект.""",
    "When one effect permits (or obliges) and another forbids, the forbidding effect wins.",
    topic="prohibition-over-permission", meta="prohibition",
)

rule(
    "classic-2012:103.2", "Golden rules: prohibitions",
    """Prohibiting abilities and effects take precedence over corresponding permissions. Example: Jilla's text
lets opposing creatures accumulate tokens. An opposing Joker whose text says it cannot accumulate tokens
still cannot do so.""",
    "Prohibiting abilities and effects take precedence over permissions.",
    topic="prohibition-over-permission", meta="prohibition",
)
