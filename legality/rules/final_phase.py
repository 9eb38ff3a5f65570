"""The Final Phase (classic 2012 313): «в конце хода» abilities trigger first; the players then keep priority for
instant actions until both pass with an empty stack, and only then do «до конца хода» effects end and the turn
pass (a `sequence`'s `end_turn` event, legality/stack/tracer.py). The judges' dev-136: Никзар declares his instant
at the end of the opponent's turn after his Концентрация has given him a token."""
from ..registry import rule

rule(
    "classic-2012:313.1", "The Final Phase",
    """313.1 Trigger all “at the end of the turn” abilities. 313.1.a If an ability declared during this phase
grants an “at the end of the turn” triggered ability, including a delayed one, it triggers in the next Final
Phase. 313.2 Once both players pass with an empty stack in this phase, “until the end of the turn” effects
expire. The active player then becomes inactive, and the inactive player becomes active, simultaneously. (215.9:
the active player gains priority at the beginning and end of each phase or step.)""",
    "At the end of a turn its «в конце хода» abilities trigger and resolve; the players may then declare instant "
    "actions, seeing what those abilities did, before the turn ends.",
    topic="final-phase",
    note="The judges' dev-136 read it so: Никзар may declare his instant after his Концентрация has given him a token "
         "at the end of the opponent's turn.",
)
