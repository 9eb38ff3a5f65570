"""Blocking by a card's text (classic 2012 410) and the judges' rulings on Паук-пересмешник's net (dev-278,
dev-279). Read by the `sequence` tracer (legality/stack/blocking.py) and by `fight` through it; the `attack`
question, which has no Target object, answers `unknown` for an attack such a marker could block."""
from ..registry import rule

rule(
    "classic-2012:410.1", "Blocking",
    """410.1 Blocking removes an ability or property completely from the stack, except its Payment object.
410.2 Only another ability, a blocking ability, can block an ability or property. The latter is the blocked
ability or property. 410.2.a A blocking ability may be playable, triggered, or permanent. 410.4 Source-card text
states the trigger points for triggered blocking abilities. 410.5 Instead of receiving an effect from a blocked
ability, a permanent blocking ability removes it from the stack. This is a replacement effect.""",
    "An attack a card's text blocks leaves the stack without effect, but its payment stays: the attacker still "
    "closes and has acted.",
    topic="blocking",
    note="encoded in legality/stack/blocking.py (`params.blocks_attacks` of a marker's card)",
)

rule(
    "classic:ruling-dev-278", "A net blocks the attack before the target's protection",
    """Паук-пересмешник: «Если существо с сетью атаковано, то эта атака блокируется, а сеть исчезает». Вопрос:
Паук навесил сеть на существо с защитой от магии, а противник в свой ход объявил разряд в это существо. Будет ли
снята сеть? Ответ судей: Да, сеть снимется. (216.4.4: Apply abilities whose text blocks the chain before die
rolls.)""",
    "A marker that blocks every attack on its carrier meets the attack as its target is determined (the Target "
    "object, 2012 216.4.4), before its dice and its Protection object (216.10): an attack the carrier is "
    "protected from takes the marker off all the same, and any attack does, the carrier's own player's too "
    "(dev-277).",
    topic="marker-blocking-point",
    note="the 2012 text does not say whether such a text blocks at the Target or the Protection object",
)

rule(
    "classic:ruling-dev-279", "«На свой следующий ход»: in force only in the carrier's next turn",
    """Паук-пересмешник: «… нелетающее существо противника получает сеть на свой следующий ход не может
передвигаться и действовать». Вопрос: если наброшена сеть, а затем в этот же ход объявлена атака в это же
существо — собьётся ли сеть, заблокируется ли атака? Ответ судей: Нет, сеть не собьётся, и атака не заблокируется:
маркер сети появится только в ход противника.""",
    "An effect a card gets «на свой следующий ход» is not on it before that turn: laid in the other player's "
    "turn, it comes into force when its carrier's controller's next turn begins and ends with that turn.",
    topic="its-next-turn",
    note="encoded in legality/stack/blocking.py (duration `its_next_turn`)",
)
