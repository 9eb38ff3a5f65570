"""Which wounds a card takes (the 2012 glossary's «Receives no wounds from [text]»), and the judges' reading of
«Получает раны только от X» as receiving none from anything else (dev-445, dev-391, dev-458: Хигарт, Карлик Унд
under a redistribution). Applied by the `sequence` tracer (`Tracer._wound`; card language: legality/wound_sources.py).
"""
from ..registry import rule

NO_WOUNDS_FROM = rule(
    "classic-2012:не-получает-ран-от", "Receives no wounds from [text] (Не получает ран от …)",
    """Receives no wounds from [text]. Abilities or properties of kind [text] do not wound this card, but may
legally target it.""",
    "Abilities of the named kind deal this card no wounds, but may legally target it.",
    topic="no-wounds-from",
    note="English translation (the Russian original is not in the sources); glossary entry of the 2012 rules "
         "(section 5, no number). Encoded in legality/stack/tracer.py `_wound` with legality/wound_sources.py.",
)

ONLY_FROM = rule(
    "classic:ruling-dev-445", "«Получает раны только от X»: no wounds from anything else, a redistribution included",
    """Можно (перераспределить раны Обелиском топей или Отшельницей на Хигарта или Карлика Унда). Первая цель будет
излечена, Хигарт или Карлик Унд ран не получат. (Судейские разъяснения dev-445, dev-391, dev-458.)""",
    "«Получает раны только от X» (a simple strike, its host) is «не получает ран» from every other source: such a "
    "card may be named by a redistribution, whose heal of the first creature happens, and takes none of its wounds.",
    topic="wounds-only-from",
    note="Judges' rulings dev-445, dev-391, dev-458. With classic-2012:не-получает-ран-от (a legal target, no "
         "wounds). Which other attack kinds «{strike}» covers (special, magic strikes) is not ruled here: unknown.",
)
