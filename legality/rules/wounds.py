"""Wounds moved from one card to another (classic 2012 glossary, Redistribution), read with the judges'
rulings: the wounds dealt are the wounds actually healed (dev-226, dev-344), and lethal wounds cannot be moved —
the card has left play before anything can heal it (dev-377, dev-041; the tracer's deaths-first order, as in
dev-150). Applied by the `sequence` tracer (legality/stack/heals.py `redistribute`).
"""
from ..registry import rule

REDISTRIBUTION = rule(
    "classic-2012:перераспределение", "Redistribution (for X) (Перераспределение ран)",
    """Redistribution (for X). May be triggered or playable. Cards write it “Redistribute (X wounds).” If X is
omitted, the ability's text describes its numerical value. Redistribution heals one creature of X wounds and
deals a total of X wounds to creatures. Its source card's controller decides which creatures receive wounds and
how many each receives. Legal wound targets are always listed on the card. It is legal to deal a creature more
wounds than it has current life.""",
    "Redistribution heals one creature of X wounds and deals X wounds to the creatures its card names, even more "
    "than a creature's current life.",
    topic="redistribution",
    note="English translation (the Russian original is not in the sources); glossary entry of the 2012 rules "
         "(section 5, no number). Encoded in legality/stack/heals.py: the heal goes through the heal step.",
)

HEALED_ONLY = rule(
    "classic:ruling-dev-226", "Redistribution wounds as much as it actually healed",
    """Волхв может заявить лечение только такого существа, на котором действительно есть хотя бы две раны. Затем
Дворянка удвоит это лечение, поэтому выполнится уже лечение на 4. Поранить при этом получится на столько, на
сколько фактически удалось излечить (максимум на 4). (Судейские разъяснения dev-226, dev-344; Отшельница,
dev-377: перераспределение лечит урон и наносит его в другую цель, летальный урон не отлечить.)""",
    "A redistribution's heal is a heal (the heal step doubles or blocks it); it then deals as many wounds as it "
    "actually removed — none when the first creature has left play (lethal wounds are not redistributed).",
    topic="redistribution-healed",
    note="Judges' rulings dev-226, dev-344, dev-377. Encoded in legality/stack/heals.py. Whether the declaration "
         "is legal (the creature must have the X wounds) is not checked by the trace's event.",
)
