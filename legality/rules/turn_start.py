"""The start of a turn as stack points (classic 2012 310-311): what happens there, in what order.

311.1 opens the active player's closed cards before the «в начале хода» abilities unrelated to opening trigger
(311.4): each such opening is an opening like any other, so «когда … открывается (во второй раз за ход)» counts it
(judges' ruling dev-460). 311.5: an ability granted during this step that triggers «в начале хода» first triggers
at the next Turn Start Step — the start it was granted in has already triggered its abilities. Applied by the
`sequence` tracer (legality/stack/history.py) when a turn begins; the chain reads the turn's history the tracer
keeps (legality/chain_rules.py, `where: {nth_this_turn: N}`).
"""
from ..registry import rule

TURN_START_OPENING = rule(
    "classic-2012:311.1", "Opening at the start of the turn",
    """311.1 Open all closed cards of the active player except those unable or chosen not to open. (The Russian
original is not in the sources: English translation of the 2012 expanded rules.)""",
    "When a turn begins, every closed card of the active player opens, except a card unable or chosen not to "
    "open; each is an opening that «когда … открывается» abilities see.",
    topic="turn-start-opening",
    note="The tracer opens them before the «в начале хода» triggers fire (311.4). A closed card whose kept text "
         "may keep it closed («не открывается в начале …») is not opened: its opening is `unknown`.",
)

TURN_START_GRANTED = rule(
    "classic-2012:311.5", "Start-of-turn abilities granted during the turn start",
    """311.5 If an ability declared during this phase grants a triggered "at the start of the turn" ability,
including a delayed one, it triggers at the next Turn Start Step. (English translation of the 2012 expanded
rules.)""",
    "An «в начале хода» ability granted during the start of a turn first triggers at the next turn's start.",
    topic="turn-start-granted",
    note="The chain collects the triggers of the start of a turn once, before any effect of it resolves: a "
         "feature laid by one of them does not fire at that same start (legality/chain_rules.py `triggers`).",
)
