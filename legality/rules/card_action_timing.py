"""When a trigger fires or reads its condition: «… которое действует» after the card action's payment, its closing
included (judges' ruling dev-477, Ловчий's trap; legality/stack/tracer.py `_do_step`, the `act` event); «если после
этого нет ран» as its effect resolves (dev-301, Келе; legality/stack/firing.py)."""
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

rule(
    "classic:ruling-dev-301", "«Если после этого нет ран»: read as the effect resolves; being unwounded suffices",
    """Если у Келе не было ран, он закроется после простого удара? — Нет, не закроется. Для того, чтобы не
закрыться, лечиться не обязательно — обязательно быть здоровым. (Судейские разъяснения dev-301: Келе, «При {strike}
может излечиться на 2, если после этого у Келе нет ран не закрывается после этой атаки».)""",
    "A condition «если после этого у <карты> нет ран» is read when that effect resolves, after the (optional) heal "
    "before it: the card that has no wounds then does not close, whether it healed or not.",
    topic="unwounded-after",
    note="Judges' ruling dev-301. The trigger language's `where: {unwounded_after: true}` (legality/effect_conditions.py), "
         "checked by legality/stack/firing.py as the effect resolves; a `chain` question cannot read it: unknown.",
)
