"""Бешенство in a fight: its effect comes before the calculation of the strikes (the classic judges' ruling
dev-011), so what it does to the attacked creature's strike bears on that creature's counterstrike in the same
fight. Encoded by legality/frenzy.py (`firing_frenzies`, `frenzy_effect`) and legality/stack/fight.py (the `fight`
question lays the fired Бешенство's modifier before the attack resolves, per die roll)."""
from ..registry import rule

rule(
    "classic:ruling-dev-011", "Бешенство takes effect before the strikes are calculated",
    """Судьи (dev-011, Орк-старейшина «Бешенство 4: атакованный получает -1 к {strike} до конца хода
противника»): при сражении с открытым существом бешенство повлияет на ответный удар этого существа — бешенство
выполняется до этапа расчёта удара.""",
    "When a creature's Бешенство fires on its roll for an attack, its effect is applied after the rolls and before "
    "the calculation step of the attack (classic 2012 216.6, 216.7): a modifier it gives the attacked creature "
    "applies to that creature's counterstrike in the same fight, one it gives the attacker to this strike.",
    topic="die-frenzy-before-calculation",
    note="encoded in legality/stack/fight.py (the `fight` question), reading legality/frenzy.py as the `roll` "
         "question does",
)

rule(
    "classic:ruling-dev-500", "An action is cancelled only before its die rolls",
    """Судьи (dev-500, Тальгата «{instant}{tap}: Заклинание слово силы отменить действие существа с
проклятием»): действие отменяется только до бросков кубика.""",
    "An effect that cancels an action («отменить действие») takes it off only before its die rolls are made: "
    "once the action has rolled (its calculation done), the cancel does nothing to it.",
    topic="cancel-before-rolls",
    note="encoded in legality/stack/rolls.py (`Cancels`): a sequence's `interrupt` naming the cancelling feature "
         "(`params.cancels`)",
)

rule(
    "classic:ruling-dev-013", "«Его слабый удар» in a Бешенство is the printed strike",
    """Судьи (dev-013, Мастер поединка «Бешенство 2: ранить атакованного на Х, где Х - его слабый {strike}»):
ранит без учёта модификаторов ПУ.""",
    "An X defined as the attacked creature's weak (medium, strong) strike is the value printed on its card: the "
    "modifiers of its simple strike do not count.",
    topic="frenzy-printed-strike",
    note="encoded in legality/stack/rolls.py (the tracer's Бешенство, for the `fight` and `sequence` kinds)",
)
