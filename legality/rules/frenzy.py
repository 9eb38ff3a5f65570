"""Бешенство N and rolls made equal to a value: the relaunch cards' keyword (its reminder printed on Цепной пёс)
and the classic judges' rulings on how a roll reads them. No rule text here defines Бешенство (the 2012 glossary's
«Rage X» is another ability: a token at the end of the turn), so the card base's own reminder is the rule.

Encoded by legality/frenzy.py (the reading of the card language) and legality/questions/roll.py (the `roll`
question: which Бешенство fires on a result, and what a roll made equal to a value comes to).
"""
from ..registry import rule

ENC = ("encoded in legality/frenzy.py, read by the `roll` question (legality/questions/roll.py) and by the tracer "
       "for the `fight` and `sequence` kinds (legality/stack/rolls.py)")

rule(
    "classic:бешенство", "Бешенство N",
    """Напоминание на карте базы (Цепной пёс, 40005): «Бешенство 3: ранить существо напротив на 1 (если бросок
кубика, когда атакует в свой ход, равен 3 или менее ранить существо напротив на 1)».""",
    "Бешенство N: X — when the card's die roll, as it attacks in its controller's turn, is N or less, X happens. "
    "Only the card's own roll for an attack it initiates (a simple strike, shot, throw or discharge) counts.",
    topic="die-frenzy", note=ENC,
)

rule(
    "classic:ruling-dev-210", "Бешенство reads the modified roll and its own modifiers",
    """Судьи (dev-210, Данав): бешенство работает с учётом модификаторов, поэтому сработает, если в строю у Данава
на кубике будет 1 (1 - 1 = 0). Судьи (dev-011): бешенство выполняется до этапа расчёта удара.""",
    "Бешенство compares the die-roll result after every die modifier (Неповоротливость included; in a fight of two "
    "open creatures a result below 1 stays as it is, 2012 104.2) with N after the card's «±N к бешенству»; it is "
    "a trigger on the Result object, before the attack's calculation (2012 216.6).",
    topic="die-frenzy-modified", note=ENC,
)

rule(
    "classic:ruling-dev-005", "A roll made equal to another roll takes its result",
    """Судьи (dev-005, Кровавый шаман): если благословлённый шаман выкинул 1, следующий бросок равен двум.
Судьи (dev-130, Кос-Заг): на выбранные кубы влияют модификаторы, например благословение Кос-Зага (но не Опыт в
атаке: это не броски в сражении).""",
    "«Следующий бросок … равен этому броску» (or «равны этим значениям»): the value is the die-roll result of the "
    "roll that sets it, with the modifiers that roll takes (for what that roll is made: an ability's roll takes "
    "Blessing, not Attack Experience).",
    topic="die-roll-equals-result", note=ENC + ": a feature's `next_roll: result` reports that value",
)

rule(
    "classic:ruling-dev-401", "A roll made equal to N is still a roll",
    """Судьи (dev-401, Ясновидящая): первый за ход бросок, равный 6, может перебросить Ловец удачи.""",
    "A die roll an effect makes equal to N («ваш первый за ход бросок кубика равен 6») is the card's die roll: a "
    "playable reroll replaces it (the new roll stands) and the die modifiers apply to it as to any roll.",
    topic="die-roll-equals", note=ENC + ": the `roll` question's `modifiers:` op `equals`",
)

rule(
    "classic:ruling-dev-361", "Two «next roll equals N» make one roll",
    """Судьи (dev-361, Повелитель бездны): если особенность «следующий бросок кубика равен 6» сработала дважды,
6 будет равен один следующий бросок.""",
    "Effects «следующий бросок кубика … равен N» on one card all apply to its next roll and end with it: two of "
    "them do not reach a second roll.",
    topic="die-next-roll", note=ENC + ": several `equals` of one value apply to the one roll asked about",
)

rule(
    "classic:ruling-dev-016", "Two dice, one kept: modifiers on the kept one, Бешенство on each",
    """Судьи (dev-016, Орк-воевода: «бросьте кубик дважды, выберите один из результатов бросков (бешенство
активируется каждым из бросков)»): модификаторы кубика для бешенства учитываются для выбранного броска и не
учитываются для не выбранного. (dev-407: для сравнения значений используется значение не выбранного кубика без
модификаторов и выбранного — с учётом модификаторов.)""",
    "A card that rolls twice and keeps one result: the die modifiers apply to the kept die only; Бешенство is "
    "activated by each die — the kept one's result with its modifiers, the other one's roll without them.",
    topic="die-two-dice", note=ENC + ": a feature's `two_dice`, the `roll` question's `dice` and `chosen`",
)
