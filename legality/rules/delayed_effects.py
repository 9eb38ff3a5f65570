"""Lasting and delayed effects whose source performs them: the classic judges answer per card whether the card
that laid an effect must stay in play for it to go on (dev-035, dev-259: yes; dev-297, and dev-096, dev-159 of
legality/rules/lasting_sources.py: no). The difference is in the texts: where the card is the subject of the
effect's verb («она сводит каждую атаку», «Варг может изгнать его»), the card performs it, and it does so only
while in play; where the effect is an order with no subject («ранить X существ») or the carrier is the subject
(«оно ранится»), the effect is the ability's and outlives its source. Encoded in legality/stack/lasting.py
(`left_play`), read off a laid feature's `params.source_acts`."""
from ..registry import rule

rule(
    "classic:ruling-dev-259", "An effect its source performs ends when the source leaves play",
    """Судьи (dev-259, Призывающая бурю «…; до конца хода противника сводит каждую атаку рядового существа
противника к 1, пока оно стоит в выбранном ряду»): да, она должна оставаться в отряде, чтобы её заклинание
работало — согласно тексту особенности, она «сводит» атаки. (dev-035, Варг «… может изгнать его в конце хода
противника»: нет, Варг должен быть в зоне битвы, чтобы изгнать йордлинга. dev-297, Тергала «в начале вашего
следующего хода ранить X существ противника»: нахождение Тергалы в этот момент на поле боя не обязательно.)""",
    "A lasting or delayed effect whose text makes the card that laid it the subject of its verb (the card "
    "«сводит», «может изгнать») is that card's doing: it ends when the card leaves play. An effect stated as an "
    "order with no subject, or with its carrier as the subject, lasts its stated time without its source "
    "(classic:ruling-dev-096).",
    topic="effect-performed-by-source",
    note="Judges' rulings dev-259, dev-035 (and dev-297 on the other side). Encoded in legality/stack/lasting.py: "
         "a laid feature with `params.source_acts: true` ends when its source leaves play.",
)
