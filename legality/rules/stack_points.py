"""Stack points: the moments abilities are declared, and what is fixed then (classic 2012 215). The chain builder
chooses a triggered ability's target on the state of the event that fired it — the point where the ability is
declared — so abilities triggered at one point choose before any of them resolves (legality/chain_rules.py
`choices`, which cites this rule when it chooses for an ability the chain's initial event fired)."""
from ..registry import rule

DECLARED = rule(
    "classic-2012:215.2", "Abilities enter the stack when declared",
    """215.2 Playable and triggered abilities enter the stack when declared. Card properties that can be declared
also enter it when declared. (English translation of the 2012 expanded rules; the Russian original is not in the
sources.)""",
    "A triggered ability enters the stack as it is declared, with its chosen target: abilities triggered at one "
    "point choose on the state of that point, before any of them resolves.",
    topic="stack-declared",
    note="The judges' dev-213 (two Отца-экзекутора choose the least-cost creature as it is at the start of the "
         "turn: never two of different cost) reads it so.",
)
