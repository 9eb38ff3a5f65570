"""Вальхалла: an ability that works from its card's graveyard (the relaunch cards' «Вальхалла: …»).

The 2012 rules have no entry on it; the classic judges' rulings decide, registered here as rules of the classic
edition with the ruling as their source. The trigger language reads them (`valhalla: true` in a card's
`params.chain`, legality/triggers.py; legality/chain_rules.py): a Вальхалла fires at the start of its
player's turn while its card is in the graveyard (dev-427), never from play; the card its effect goes to
«становится целью вальхаллы» whatever the effect then does to it (dev-419: a heal of a healthy creature), and
whoever's the Вальхалла (dev-420). Under an edition without these rules a Вальхалла does not fire and the
answer is `unknown`, naming it.
"""
from ..registry import rule

VALHALLA_AT_TURN_START = rule(
    "classic:ruling-dev-427", "Вальхалла срабатывает в начале хода",
    """Судейское решение dev-427 (Торбьерн, «Вальхалла: ваш йордлинг сражается {strike} со стоящей рядом картой
противника (не закрываясь)»): вальхалла Торбьёрна срабатывает в начале хода, а не объявляется в любой момент
хода.""",
    "A Вальхалла ability fires at the start of its player's turn, from its card in the graveyard; it is not "
    "declared at another moment.",
    topic="valhalla",
    note="A judges' ruling (shared/data/rulings dev-427); the 2012 rules have no entry on Вальхалла. That it works "
         "from the graveyard is the relaunch cards' own wording (Скальд: «объявить особенность вальхаллы вашего "
         "существа на кладбище»; Лучница Снорганга fires when «ваше существо с вальхаллой попадает на кладбище»).",
)

VALHALLA_TARGET = rule(
    "classic:ruling-dev-419", "Цель вальхаллы",
    """Судейское решение dev-419 (Раннан, «Когда становится целью вальхаллы метание гром-топора на 1-2-2, дальность
3»): если Раннан лечится от вальхаллы Оборотня при полном здоровье, он метает. dev-420: если стал целью вальхаллы
вражеского Торбьёрна, метание тоже будет.""",
    "A card becomes the target of a Вальхалла when the Вальхалла's effect is aimed at it, whatever that effect "
    "then changes and whoever's the Вальхалла is.",
    topic="valhalla-target",
    note="A judges' ruling (dev-419, dev-420). The event a Вальхалла's effect produces carries `valhalla: true`, "
         "so «когда становится целью вальхаллы» is `where: {valhalla: true}` on it.",
)
