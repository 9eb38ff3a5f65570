"""Запреты: «Не [текст]» / «Не может [текст]» and «[карта] теряет [текст]».

classic-b 525.2-525.3 (seed 003), heroes 514.2, classic 2012 419.1.b. These rules give a card's
«не может» feature its force: the card clause forbids, the rule is cited beside it.
"""
from ..registry import rule
from ..ruledsl import forbid, kind, not_

rule(
    "classic-b:525.2", "Особенность «Не [текст]» / «Не может [текст]»",
    """Особенность вида " Не [текст]" или " Не может [текст]" - это постоянная особенность, которая запрещает
карте использовать какое-либо игродействие, либо ограничивает её в выборе целей и получении эффектов
(включая численные значения эффектов).""",
    "«Не [текст]» / «Не может [текст]» is a permanent feature forbidding the card an action, or restricting "
    "its targets and the effects it receives.",
    topic="cannot-text",
)

rule(
    "heroes:514.2", "Способность «Не [текст]» / «Не может [текст]»",
    """Способность вида «Не [текст]» или «Не может [текст]» - это постоянная особенность, которая запрещает
карте использовать какую-либо способность, либо ограничивает её в выборе целей и получении эффектов
(включая численные значения эффектов).""",
    "«Не [текст]» / «Не может [текст]» is a permanent ability forbidding the card an ability, or restricting "
    "its targets and the effects it receives.",
    topic="cannot-text",
)

rule(
    "classic-2012:419.1.b", "Replacement effects: «Do not» and «Cannot»",
    """Effects using “Do not [text]” are replacement effects. “Cannot [text]” instead makes [text] illegal.""",
    "«Cannot [text]» makes [text] illegal.",
    topic="cannot-text",
)

rule(
    "classic-b:525.3", "Особенность «[карта] теряет [текст]»",
    """Особенность вида " [карта] теряет [текст]" нелегально объявлять против карты, которая не имеет
[текст].""",
    "«[card] loses [text]» cannot be declared against a card that does not have [text].",
    topic="lose-feature",
    clauses=[
        forbid("missing-feature", kind("lose_feature") & not_("action.feature_on_target"),
               "target-lacks-feature", "the target does not have the feature it would lose",
               ["choose a card that has the feature"]),
    ],
)
