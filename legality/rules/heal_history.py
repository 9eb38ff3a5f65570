"""«Существо, которое было излечено на N или более в этот ход»: what a heal counts in the turn's history (judges'
ruling dev-053, Хранитель дольмена). Read by the `sequence` tracer's declared parts (legality/stack/declared.py,
`choose: {healed_this_turn: N}`), counted in legality/stack/life.py `_heal`."""
from ..registry import rule

rule(
    "classic:ruling-dev-053", "A heal counts the wounds it removed, not its declared value",
    """Учитывается ли избыточное излечение, или излечение полностью здорового существа? — Нет, учитываются лишь
фактическое снятие ран. (Судейские разъяснения dev-053: Хранитель дольмена, «открыть существо, которое было излечено
на 5 или более в этот ход».)""",
    "How much a card «was healed» this turn is the number of wounds its heals removed this turn: a heal beyond its "
    "wounds counts only the wounds removed, and a heal of an unwounded card counts nothing (2012 416.2: a heal "
    "removes at most its value in wounds).",
    topic="healed-this-turn",
    note="Judges' ruling dev-053. The trace counts from the scenario's state, the turn's start (as the other "
         "history conditions do).",
)
