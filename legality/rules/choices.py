"""Who makes a choice: classic 2012 207.6.a, 400.1.a, 312.2, and the judges' rulings on choices an effect leaves
open. Encoded by the `chooser` question (legality/questions/chooser.py).

The 2012 rules name the chooser case by case: the ability's controller chooses a line (207.6.a), the summoning
ability's controller the card summoned (glossary «Summoning»), the source card's controller a redistribution's
wounds (glossary «Redistribution»); the active player declares their actions in the Main Phase (312.2). The classic
judges apply the first pattern to every choice an ability's effect leaves open: Шаман-душегрыз's controller
chooses the target of the strike his «гипноз» makes an enemy creature strike (dev-316), Искуситель's controller
chooses +2 or -2 (dev-072), and the player who controlled Мастер смерча when he created a «смерч» chooses where it
moves a card (dev-024: an action's source never changes, 400.1.a). A card brought into a squad goes to the cell the
player of that squad chooses (dev-074: the opponent under whose control a card incarnates). Who orders several
attacks obligations force: the player who must declare them (dev-182; 312.2).
"""
from ..registry import rule

ENC = "Encoded in legality/questions/chooser.py."

rule(
    "classic-2012:207.6.a", "The ability's controller chooses",
    """207.6.a A line includes a vertical, horizontal, or diagonal. A rule or ability referring to a line refers to
all three. When one must be chosen, the ability's controller chooses.""",
    "Where an ability needs a line chosen, its controller chooses.",
    topic="ability-controller-chooses",
    note="English translation (the Russian original is not in the sources). " + ENC,
)

rule(
    "classic-2012:400.1.a", "An action's source never changes",
    """400.1 The source of a game action is the card that granted, performed, or declared it. 400.1.a Once
established, a game action's source never changes, regardless of later game actions.""",
    "An effect keeps the source it was created by, and so the player who controlled that source then.",
    topic="source-fixed",
    note="English translation (the Russian original is not in the sources). " + ENC,
)

rule(
    "classic-2012:312.2", "The active player declares in the Main Phase",
    """312.2 During the Main Phase, with an empty stack, the active player may declare any of their actions,
playable abilities, or properties, except those restricted by rules or card abilities to a particular time in
the turn. Such game actions must be declared at that time.""",
    "In the Main Phase the active player declares their actions, in the order they choose.",
    topic="main-phase-declarations",
    note="English translation (the Russian original is not in the sources). " + ENC,
)

rule(
    "classic-2012:полёт", "Flight: a flyer that loses it or becomes an artifact lands where its controller chooses",
    """Flight. A creature property that no other card type can gain. (…) A flying creature changing type or subtype
loses Flight; a creature losing Flight changes its type or subtype. Unless stated otherwise, a flying creature that
loses Flight or its flying subtype becomes an ordinary creature, gains Movement Allowance 1, and enters a free
Battlefield cell chosen by its controller. It dies if none is free. Unless stated otherwise, one that changes type
to Artifact enters a free Battlefield cell chosen by its controller and dies if none is free. One that changes
type to Terrain remains in the Additional Zone. One that changes type to Equipment or subtype to Symbiote or
Parasite dies.""",
    "A flyer that loses Flight, or becomes an artifact, enters a free cell of the Battlefield its controller "
    "chooses (it dies if none is free).",
    topic="flight-landing",
    note="English translation of the 2012 glossary (the Russian original is not in the sources); the judges, "
         "dev-063 (Снирк: a creature he lifted that becomes an artifact is put on any free cell by its "
         "controller). " + ENC,
)

rule(
    "classic:ruling-dev-316", "The ability's controller makes the choices its effect leaves open",
    """Судьи (dev-316, Шаман-душегрыз: «Заклинание гипноз открытое существо противника наносит по стоящей рядом
карте {strike} и закрывается»): кто выбирает цель для удара существа противника? — Игрок, контролирующий
Шамана-душегрыза. Также dev-072 (Искуситель: «+2 или -2 существо получает по выбору Искусителя») и dev-024
(Мастер смерча: клетку, на которую смерч перемещает карту, выбирает игрок, контролировавший Мастера смерча, когда
тот создавал этот смерч).""",
    "A choice an ability's effect leaves open (a target, one of two options, a cell) is made by the player who "
    "controlled the ability's card when the ability was declared or the effect created, whoever's card it "
    "acts on.",
    topic="effect-choice",
    note="A judges' ruling (shared/data/rulings dev-316, dev-072, dev-024), 207.6.a's pattern made general. " + ENC,
)

rule(
    "classic:ruling-dev-074", "The player of the squad a card enters chooses its cell",
    """Судьи (dev-074, Жрец смерти: «существо противника … получает «Инкарнация 3. Инкарнирует в третьем ряду
противника под его контролем»»): клетку инкарнации выбирает противник, под контролем которого инкарнирует
существо.""",
    "A card brought into a squad (incarnated, summoned, resurrected) goes to the cell the player of that squad "
    "chooses, though the ability belongs to a card of the other player.",
    topic="entering-cell-choice",
    note="A judges' ruling (shared/data/rulings dev-074); the 2012 glossary's Incarnation X brings the card «into "
         "your squad … in any unoccupied cell of your third row». " + ENC,
)
