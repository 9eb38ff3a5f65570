"""Концентрация (classic 2012 glossary «Concentration»): a card that received no wounds during the opponent's turn
gains a token at its end; wounds between its triggering and its resolution cancel it. Read by the trigger
language's `where: {wounded_this_turn: false}` (legality/effect_conditions.py; rechecked as it resolves by
legality/stack/firing.py), over the trace's history of the turn's wounds."""
from ..registry import rule

rule(
    "classic-2012:концентрация", "Concentration (Концентрация)",
    """Concentration (glossary). A triggered ability. Full text: "At the end of the opponent's turn, if this card
received no wounds during that turn, it gains a token." If the card receives wounds after Concentration triggers
but before it resolves, it gains no token. (English translation of the 2012 expanded rules; the Russian original
is not in the sources.)""",
    "Концентрация fires at the end of the opponent's turn on a card that received no wounds that turn; wounds it "
    "receives after it triggers and before it resolves cancel it (no token).",
    topic="concentration",
    note="The turn's wounds are read off a trace's history (the scenario's state is the turn's start); elsewhere "
         "the condition is `unknown`. The judges' dev-481 (Сугед's nut at the end of its turn does not stop an "
         "enemy's concentration) follows from the order of simultaneous effects (215.4, 215.8): the inactive "
         "player's concentration resolves first.",
)
