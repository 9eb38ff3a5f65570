"""What survives a destruction or a wound from an opponent's card: Стойкость (classic 2012 glossary,
Resilience), read with the judges' rulings that it also keeps a card from being destroyed by an opposing card's
effect (dev-441, dev-402) and that the effect is spent all the same (dev-476). Applied where the `sequence`
tracer applies a triggered effect (legality/stack/firing.py, legality/stack/life.py `resists`).
"""
from ..registry import rule

RESILIENCE = rule(
    "classic-2012:стойкость", "Resilience (Стойкость)",
    """Resilience. A permanent ability. Full text: “This card receives no wounds from influences if an opposing card
deals those wounds.”
Wound self. A keyword meaning that a card deals wounds to itself. Resilience does not protect against wounds from
abilities using this keyword.""",
    "Стойкость: a card receives no wounds from an opposing card's influence (воздействие).",
    topic="resilience",
    note="English translation (the Russian original is not in the sources); glossary entry of the 2012 rules "
         "(section 5, no number). Encoded in legality/stack/life.py for triggered effects whose text names an "
         "influence («воздействие»); a wound of a triggered effect whose text names none is unknown.",
)

NOT_DESTROYED = rule(
    "classic:ruling-dev-441", "Стойкость keeps a card from an opposing effect's destruction",
    """Единорог при гибели не уничтожает карту противника со стойкостью. (Судейское разъяснение; Раптор, dev-402:
существо со стойкостью не погибнет от «затаптывания»; Ловчий, dev-476: если первым подействует существо со
стойкостью, ловушка не нанесёт ран и потратится.)""",
    "A card with Стойкость is not destroyed by an effect of an opposing card's ability (a trigger «уничтожить …», "
    "an influence); the effect is spent without result.",
    topic="resilience-destroy",
    note="Judges' rulings dev-441, dev-402, dev-476: beyond the 2012 glossary's text (wounds only). Encoded in "
         "legality/stack/life.py for the destroy effects of triggered abilities.",
)
