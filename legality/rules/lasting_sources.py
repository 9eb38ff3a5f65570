"""Effects and their sources: a lasting effect lasts its stated duration after its source has left play, and a
condition of the effect naming its source reads the source where it is now (judges' rulings dev-096, dev-044;
legality/stack/lasting.py, legality/effect_conditions.py)."""
from ..registry import rule

OUTLIVES = rule(
    "classic:ruling-dev-096", "A lasting effect outlives its source",
    """Если Вольный Пират погиб до конца хода противника но после применения своей особенности - цель будет
ранена если не нападет ПУ. (Судейское разъяснение dev-096; так же dev-159: эффект Говорящей с птицами
действует после её гибели.)""",
    "An effect laid on a card lasts its stated duration («в свой следующий ход», «следующая атака») when the card "
    "whose feature laid it leaves play; only «пока … в игре» ends with its source.",
    topic="effect-outlives-source",
    note="Judges' rulings dev-096, dev-159. Encoded in legality/stack/lasting.py (`left_play` says which effects "
         "stay).",
)

SOURCE_GONE = rule(
    "classic:ruling-dev-044", "A condition naming a gone source fails",
    """Если Рысь погибла после ПУ - атакованный не ранится в конце своего хода. (Судейское разъяснение dev-044:
«в конце следующего хода противника, если атакованный стоит рядом с Рысью - ранить его на 2».)""",
    "A lasting effect's condition on its source («если атакованный стоит рядом с Рысью») reads the source as it "
    "is when the effect would apply: a source that has left play stands next to nothing, so the condition fails.",
    topic="effect-source-gone",
    note="Judges' ruling dev-044; with classic-2012:207.7 (a card out of play is next to nothing). Encoded in "
         "legality/effect_conditions.py.",
)
