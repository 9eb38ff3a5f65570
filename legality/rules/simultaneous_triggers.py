"""In what order triggered effects wait and execute: classic 2012 215 (the stack), heroes 401-402 (the Очередь).

Read by legality/chain_rules.py:
  ORDER          rule id → "stack" (the last declared resolves first) | "queue" (first in, first out);
  ENTERS_FIRST   rule id → whose effects, triggered at once, enter first: "active" | "inactive".
Either way the inactive player's effects execute first (2012: placed last on the stack; heroes: queued
first); each player orders their own, and the chain question enumerates those orders.
"""
from ..registry import rule

ORDER = {"classic-2012:215.8": "stack", "heroes:401.3": "queue"}
ENTERS_FIRST = {"classic-2012:215.4": "active", "heroes:402.1": "inactive"}

rule(
    "classic-2012:215.8", "The stack: the top object resolves",
    """When both players pass, the top stack object resolves and leaves the stack. If the stack is then empty and
both players pass again, the current step or phase ends and the next begins.""",
    "The top of the stack resolves first: what was declared last resolves first (215.3.d: a new object is on top).",
    topic="chain-order",
    note="English translation of the 2012 rules; stands in for the classic stack sections missing from seed 000.",
)

rule(
    "classic-2012:215.4", "Simultaneous chains",
    """If several chains must enter the stack simultaneously, place all the active player's chains first, then all
the inactive player's chains. Each player chooses the order of their own chains.""",
    "Chains entering the stack at once: the active player's first (so they resolve last), each player orders "
    "their own.",
    topic="simultaneous-triggers",
    note="English translation of the 2012 rules.",
)

rule(
    "heroes:401.3", "Очередь: первым зашёл — первым вышел",
    """Срабатывающая способность после объявления заносится в очередь. Очередь организована по принципу «первым
зашёл - первым вышел»""",
    "A triggered ability enters the queue when declared; the queue is first in, first out.",
    topic="chain-order",
)

rule(
    "heroes:402.1", "Одновременное срабатывание особенностей",
    """Если в течение игры одновременно должны войти в очередь несколько срабатывающих способностей, они все
заносятся в очередь. Причём сначала в очередь заносятся способности от карт неактивного игрока в выбранном этим
игроком порядке, затем способности от карт активного игрока в выбранном этим игроком порядке.""",
    "Abilities triggering at once all enter the queue: the inactive player's first, in that player's order, "
    "then the active player's.",
    topic="simultaneous-triggers",
)
