"""A Вальхалла declared at another moment (Скальд's «сага») and declared twice (Рагнар: «Первая за ход способность
Вальхаллы вашей карты срабатывает дважды»).

Скальд: «{tap}: Воздействие сага объявить особенность вальхаллы вашего существа на кладбище, при этом изгнать его»
— a feature with `params: {declares_valhalla: true}`; the `sequence` tracer, executing an action that uses it
(`ability:`), fires a `declare_valhalla` event at the graveyard card: its Вальхалла fires now (not at the turn
start), then the card is exiled (zone `exile`). Which creature's Вальхалла it may declare is the judges' dev-415:
any of yours in the graveyard, whatever destroyed it. The first Вальхалла so declared in a turn, none declared at
its start, is the one Рагнар doubles (dev-414): the trace logs each Вальхалла declared this turn.

The card's text says the first Вальхалла of the turn works twice; when «first» is counted and where the second
goes is the judges' dev-267: the first *declared* one is at once declared again (the copy may choose another
target), and the pair resolves last among that player's Вальхаллы (they were declared first: the stack, 2012
215.8). The chain builder applies it (legality/chain_rules.py `declared`, a hook of graphs/chain.py) to the
effects a turn start triggers, in the `chain`/`triggers` questions and the `sequence` tracer alike; a feature
doubling them is `params: {valhalla_twice: true}`. Without this rule: `unknown`.
"""
from ..registry import rule

VALHALLA_DECLARED = rule(
    "classic:ruling-dev-415", "Сага Скальда объявляет вальхаллу любого вашего существа на кладбище",
    """Судейское решение dev-415 (Скальд, «{tap}: Воздействие сага объявить особенность вальхаллы вашего существа
на кладбище, при этом изгнать его»): если существо погибло не от атаки противника, скальд может объявить его
Вальхаллу.""",
    "An ability declaring the Вальхалла of a creature of yours in the graveyard (Скальд's «сага») declares it "
    "whatever destroyed that creature; its Вальхалла fires at that moment.",
    topic="valhalla-declared",
    note="A judges' ruling (shared/data/rulings dev-415); the 2012 rules have no entry on Вальхалла. dev-414: a "
         "Вальхалла so declared is the turn's first when none was declared at its start (classic:ruling-dev-267).",
)

VALHALLA_TWICE = rule(
    "classic:ruling-dev-267", "Первая за ход вальхалла срабатывает дважды",
    """Судейское решение dev-267 (Рагнар, «Первая за ход способность Вальхаллы вашей карты срабатывает дважды»):
особенность срабатывает, когда заявляется в определенный момент. Первая заявленная особенность Вальхаллы сразу же
должна быть заявлена ещё раз, при этом можно выбрать другую цель (и эффект, если текст особенности позволяет).
Выполнится эта пара особенностей всегда последней среди заявленных Вальхалл этого игрока.""",
    "The first Вальхалла a player declares in a turn, when a card of theirs doubles it, is declared again at once "
    "(the copy chooses its own target); the pair resolves last among that player's Вальхаллы.",
    topic="valhalla-twice",
    note="A judges' ruling (shared/data/rulings dev-267); the 2012 rules have no entry on Вальхалла.",
)
