"""When «… которое действует» fires: after the card action's payment, the closing that pays for it included
(judges' ruling dev-477, Ловчий's trap). Applied by the `sequence` tracer (legality/stack/tracer.py `_do_step`,
the `act` event)."""
from ..registry import rule

rule(
    "classic:ruling-dev-477", "«Следующее существо, которое действует»: after the action, once it has paid",
    """Ловушка срабатывает после действия существа, когда оно оплатило действие (закрылось). (Судейские
разъяснения dev-477: Ловчий, «{tap}: Воздействие ловушка следующее существо противника, которое действует,
ранится на 3».)""",
    "An effect on a card «that acts» takes place after that card's action has executed and been paid for — the "
    "closing that pays for it included: a creature the trap destroys has made its strike, and it is closed when "
    "the trap's wounds reach it.",
    topic="act-after-payment",
    note="Judges' ruling dev-477 (and dev-476). Encoded in legality/stack/tracer.py: the `act` event fires after "
         "`_pay` and the attacker's closing.",
)
