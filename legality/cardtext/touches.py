"""The action kinds a sentence the compiler did not understand could bear on, from its words (lemmas).

This only widens: a word that names an action kind adds it; it never narrows a reading, and a text feature
stays `unknown` for every question about its card (legality/situation.py).
"""
from __future__ import annotations

ATTACKS = ["simple_strike", "special_strike", "shot", "throw", "discharge", "magic_strike"]

WORDS: dict[str, tuple[str, ...]] = {
    "удар": ("simple_strike", "special_strike"),
    "ударить": ("simple_strike",),
    "выстрел": ("shot",), "стрелять": ("shot",), "стрельба": ("shot",),
    "метание": ("throw",),
    "разряд": ("discharge",),
    "магический": ("magic_strike",),
    "атака": tuple(ATTACKS), "атаковать": tuple(ATTACKS), "нападать": tuple(ATTACKS),
    "нападение": tuple(ATTACKS), "напасть": tuple(ATTACKS), "атаковавший": tuple(ATTACKS),
    "заклинание": ("spell",),
    "воздействие": ("effect",),
    "двигаться": ("move",), "передвигаться": ("move",), "перемещаться": ("move",), "переместить": ("move",),
    "переместиться": ("move",), "движение": ("move",), "перемещение": ("move",), "передвижение": ("move",),
    "прыжок": ("move",), "телепортация": ("move",),
    "открыть": ("open",), "открываться": ("open",), "открыться": ("open",),
    "@закрыть": ("close",), "закрыть": ("close",), "закрываться": ("close",), "закрыться": ("close",),
    "вскрыть": ("reveal",), "скрыть": ("hide",),
    "защитник": ("assign_defender",),
    "фишка": ("accumulate_token", "receive_token"), "накопить": ("accumulate_token",),
    "вызвать": ("summon",), "разыграть": ("play_card",),
    "уничтожить": ("destroy",), "гибель": ("destroy",), "погибнуть": ("destroy",),
    "ранить": ("wound",), "рана": ("wound",), "раниться": ("wound",),
    "излечить": ("heal",), "излечиться": ("heal",), "излечиваться": ("heal",),
    "отравление": ("poison",), "отравить": ("poison",),
    "терять": ("lose_feature",), "потерять": ("lose_feature",),
    "добивание": ("finishing_blow",),
    "возродиться": ("resurrect",), "воскресить": ("resurrect",),
    # participles stay participles (words.lemma): «уничтоженный», «атакованный»
    "уничтоженный": ("destroy",), "погибший": ("destroy",), "атакованный": tuple(ATTACKS),
    "атакующий": tuple(ATTACKS), "отравленный": ("poison",), "раненный": ("wound",), "излеченный": ("heal",),
    "вызванный": ("summon",), "перемещенный": ("move",),
}


def infer(lemmas: list[str]) -> list[str]:
    out: dict[str, None] = {}
    for w in lemmas:
        for k in WORDS.get(w, ()):
            out[k] = None
    return list(out)
