"""«Вместо гибели …» (a replacement of a card's death, classic 2012 419.1 read with the judges' dev-149, dev-196,
dev-197). Applied by the `sequence` tracer (legality/stack/deaths.py; card language: legality/death_replacements.py).
"""
from ..registry import rule

ANY_DEATH = rule(
    "classic:ruling-dev-149", "«Вместо гибели» replaces every death",
    """Спасает от любой гибели, включая добивание, уничтожение Марой или гибель из-за особенности Линнет.
(Судейское разъяснение dev-149, Ящерка; dev-196, Инкуб: «Да. Инкубу не важна причина своей гибели».)""",
    "«Вместо гибели …» is a replacement effect (2012 419.1) of the card's death whatever destroys it — lethal "
    "wounds, a finishing blow, an effect destroying it: the death never happens, the replacing steps happen "
    "instead and the card stays in play.",
    topic="death-replacement",
    note="Judges' rulings dev-149, dev-196, with classic-2012:419.1. Encoded in legality/stack/deaths.py. Two "
         "replacements of one death (the owner's choice, 419.6) are unknown.",
)

GAIN = rule(
    "classic:ruling-dev-197", "The lives a death replacement gives",
    """8. 7 родных и 1 дополнительная жизнь. (Судейское разъяснение dev-197: полностью здоровый Инкуб должен быть
уничтожен добиванием на 7, но вместо этого он ранит одно существо.)""",
    "The additional lives «Вместо гибели …, при этом получает Х дополнительных {health}» gives are gained whole "
    "(the card prints no life maximum), and a destruction replaced changes none of its wounds.",
    topic="death-replacement-gain",
    note="Judges' ruling dev-197 (Инкуб prints no «Максимум»; 2012 204.3.a gives no default). Encoded in "
         "legality/stack/deaths.py for the gain of a death replacement only.",
)
