"""The page's Russian words for the scenario format's values (the values themselves stay as the files write
them; a label is only what the page shows beside or instead of one)."""
from __future__ import annotations

from model import ActionKind, Player, Step, Zone

from ..action_io import X_FROM as ACTION_X_FROM
from ..questions import QUESTION_KINDS

VERDICTS = {
    "legal": "законно", "illegal": "незаконно", "unknown": "неизвестно",
    "fixed": "исход один", "choice": "выбор игрока", "value": "значение",
    "traced": "очередь прослежена", "cut": "цепочка прервана", "ended": "цепочка закончилась",
    "decided": "решено", "undecided": "не решено правилами",
    "obliged": "обязан", "not-obliged": "не обязан", "outcomes": "исход решают кубики", "counted": "подсчитано",
}
KINDS = {
    "legal": "законно ли действие", "cost": "стоимость", "attack": "удар и его значение",
    "sequence": "очередь (стек) шаг за шагом", "chain": "цепочка срабатываний", "property": "какой эффект стоит",
    "oblige": "обязан ли", "fight": "чем кончится сражение", "triggers": "сколько раз сработает",
}
ZONES = {"play": "в игре", "hand": "в руке", "deck": "в колоде", "graveyard": "на кладбище",
         "reserve": "в запасе", "being_played": "разыгрывается"}
PLAYERS = {"first": "первый игрок", "second": "второй игрок"}
STEPS = {"declaration": "объявление", "payment": "оплата", "calculation": "расчёт", "modification": "модификация",
         "application": "применение", "execution": "выполнение"}
ACTIONS = {
    "simple_strike": "простой удар", "special_strike": "особый удар", "shot": "выстрел", "throw": "метание",
    "discharge": "разряд", "magic_strike": "магический удар", "spell": "заклинание", "effect": "воздействие",
    "move": "движение", "open": "открыть", "close": "закрыть", "reveal": "вскрыть", "hide": "скрыть",
    "assign_defender": "назначить защитником", "pay": "оплатить", "accumulate_token": "накопить фишку",
    "receive_token": "получить фишку", "summon": "вызвать", "play_card": "разыграть карту",
    "resurrect": "воскресить", "incarnate": "инкарнировать", "attach": "поместить на хозяина", "destroy": "уничтожить", "wound": "ранить", "heal": "лечить",
    "poison": "отравление", "lose_feature": "потерять свойство", "extract": "добыть", "banish": "изгнать",
    "ability": "способность", "finishing_blow": "добивание", "redirect": "перенаправление",
}
NOTES = {   # what a step of the stack's trace did (legality/stack/trace.py, Note.what)
    "entered": "вошло в очередь", "not-entered": "не вошло", "check": "проверка", "step": "шаг",
    "paused": "пауза", "resolved": "разрешилось", "removed": "убрано", "paid": "оплачено", "not-paid": "не оплачено",
    "effect": "эффект", "battle": "бой", "no-battle": "боя нет", "defender": "защитник", "closes": "закрывается",
    "obligation": "обязанность", "died": "погибло", "refused": "отказано", "unknown": "неизвестно",
    "attack": "атака", "choice": "выбор",
}
ORIGINS = {"acquired": "приобретённый", "own": "свой (напечатан на карте)"}
X_FROM = {"tokens": "фишки", "cost": "стоимость", "cards": "карты", "declared": "объявлено"}


def choices() -> dict:
    """Every value the composer offers, with its label, in the order of the model's enums."""
    def pairs(values, labels):
        return [[v, labels.get(v, v)] for v in values]
    return {
        "zones": pairs(Zone.values(), ZONES), "players": pairs(Player.values(), PLAYERS),
        "steps": pairs(Step.values(), STEPS), "actions": pairs(ActionKind.values(), ACTIONS),
        "kinds": pairs(sorted(QUESTION_KINDS, key=lambda k: list(KINDS).index(k) if k in KINDS else 99), KINDS),
        "origins": pairs(("acquired", "own"), ORIGINS), "x_from": pairs(ACTION_X_FROM, X_FROM),
        # card fields a question kind refuses, with the kind's reason (the composer leaves them out and says why)
        "unused": {k: dict(getattr(h, "unused_card_fields", {})) for k, h in sorted(QUESTION_KINDS.items())},
    }
