"""The abilities that act by themselves as a turn begins (classic 2012 311.4) and Регенерация X (the glossary).
Applied by the `sequence` tracer (legality/stack/turn_start.py): at the start of its controller's turn each open
creature's Регенерация heals it and its poisoning (legality/rules/poison.py) wounds it; where the order the active
player chooses for them (215.4) can change the outcome, every order's outcome is reported.
"""
from ..registry import rule

TURN_START_ABILITIES = rule(
    "classic-2012:311.4", "Start-of-turn abilities trigger",
    """311.4 Trigger all "at the start of the turn" abilities unrelated to opening cards, as well as Regeneration,
Poisoning, and Fading. The active player gains priority. (English translation of the 2012 expanded rules; the
Russian original is not in the sources.)""",
    "After the opening (311.1), the «в начале хода» abilities trigger together with Регенерация, the poisoning "
    "and Угасание; they enter the stack as simultaneous chains (215.4): the active player's first, in the order "
    "the active player chooses, then the inactive player's, which therefore resolve first.",
    topic="turn-start-abilities",
    note="Регенерация and the poisoning are applied by legality/stack/turn_start.py; Угасание is not (reach.py). "
         "An order that changes the outcome is reported as the player's choice (verdict `choice`).",
)

REGENERATION = rule(
    "classic-2012:регенерация", "Regeneration X (Регенерация X)",
    """Regeneration X. A triggered creature ability that no other card type can gain. Full text: "At the start of
your turn, if this creature opened this turn or was open when the turn began, heal it for X." (Glossary of the
2012 expanded rules, English translation; the Russian original is not in the sources.)""",
    "At the start of its controller's turn an open creature with Регенерация X heals itself for X: a heal like "
    "any other (its blocking, doubling and zero rules apply; an unwounded creature heals 0).",
    topic="regeneration",
    note="The judges read its heal as an ordinary heal: Мрачная дворянка blocks the regeneration of a healthy "
         "creature as the first heal of the turn (dev-345).",
)
