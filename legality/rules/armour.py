"""Броня X as a prevention resource (classic 2012 glossary, Armor X; 420.1, 420.5), read by the `sequence`
tracer (legality/stack/armour.py): the first X wounds from nonmagical attacks against its card each turn are
prevented after all modifiers; a card that loses the ability and regains it has a new one (judges' rulings
dev-244, dev-245).
"""
from ..registry import rule

ARMOUR = rule(
    "classic-2012:броня", "Armor X (Броня X)",
    """Armor X. Full text: “During each player's turn, prevent the first X wounds from nonmagical attacks against
this card.” Armor X is permanent. Each Armor X ability has its own X. If a card loses Armor X and later regains
it, the gained ability is new and may again prevent its X wounds.
420.1 A prevention effect is a kind of replacement effect applying only to inflicted wounds by replacing their
numerical amount.""",
    "Броня X prevents the first X wounds of nonmagical attacks on its card in each turn; lost and regained, it is "
    "new and prevents X again.",
    topic="armour",
    note="English translation (the Russian original is not in the sources); glossary entry of the 2012 rules "
         "(section 5, no number). Encoded in legality/stack/armour.py: a strike or counterstrike on the stack "
         "meets its card's armour as a prevention effect of the attack's effect-modification step (420.5).",
)

KEPT_WHILE_HELD = rule(
    "classic:ruling-dev-245", "Armour kept while the ability is kept",
    """Пеший латник переместился, разорвав строй с одним нашим существом и образовав строй с другим: броня у него
не обновится. (Судейское разъяснение; dev-244: если латник предотвратил рану за броню, потом потерял строй и
снова его получил, броня полностью восстановится, поскольку особенность терялась.)""",
    "Armour spent in a turn stays spent while the card keeps the ability (a move that ends one formation and "
    "begins another in the same step keeps it); only a loss and a regain renews it.",
    topic="armour-renewal",
    note="Judges' rulings dev-245 and dev-244. The tracer checks after each event whether the card still has its "
         "Броня (a «Строй: Броня X» by the board); legality/stack/armour.py.",
)

SOURCE_LEFT = rule(
    "classic-2012:420.7", "Prevention effects: their source",
    """420.6 The ability granting a prevention effect usually states when it applies. If not stated, the effect
remains until used or until the end of the game.
420.7 A prevention effect does not apply if its source card leaves the game zone.""",
    "A prevention effect («предотвращает следующие N ран …») applies only while its source card stays where it "
    "was when the effect arose.",
    topic="prevention-source",
    note="English translation (the Russian original is not in the sources). Encoded in legality/stack/armour.py "
         "(the trace's `prevent` event); its duration («до конца хода противника») is not traced. Judges' rulings "
         "dev-406 (the source dies: the prevention is gone) and dev-002 (a prevention that arose when its source "
         "died works only while the source stays in the graveyard).",
)
