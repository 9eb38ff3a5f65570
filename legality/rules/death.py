"""Death and entering the graveyard (classic 2012 glossary «Death», «On death», «On death of [text]»).

A death is a card put into the graveyard by resolving a destruction effect; a card may enter the graveyard
without one (put there by an effect, from play or from the deck). The chain's event classes read this
(`legality/chain_rules.py` event_classes): a `destroy` event is also a `graveyard` event (the destroyed card
enters the graveyard), a `graveyard` event (the tracer's `discard`) is never a `destroy`. So «При гибели …»
(`event: destroy`) fires on deaths only, «Когда … попадает на кладбище» (`event: graveyard`) on both. «On death
of [text]»: the ability's own card fitting [text] triggers it too (`relation: own` in the trigger language).
"""
from ..registry import rule

DEATH = rule(
    "classic-2012:гибель", "Death",
    """Death: Putting a card into a Graveyard by resolving a destruction effect. A card may enter a Graveyard
without a destruction effect. (Гибель — попадание карты на кладбище в результате эффекта уничтожения. Карта может
попасть на кладбище и без эффекта уничтожения.)""",
    "A death is entering the graveyard by a destruction effect; entering it otherwise is not a death.",
    topic="death",
)

ON_DEATH_OF = rule(
    "classic-2012:при-гибели", "On death of [text]",
    """On death of [text]: A key phrase and trigger point: the ability triggers when [text] or a card with [text]
enters a Graveyard. If this ability's own card fits [text], its entry also triggers the ability. (При гибели
[текст]: срабатывает, когда [текст] или карта с [текстом] попадает на кладбище; если карта самой способности
подходит под [текст], её попадание на кладбище тоже вызывает срабатывание.)""",
    "«При гибели X» fires when X (or a card with X) enters the graveyard, the ability's own card included.",
    topic="on-death",
)
