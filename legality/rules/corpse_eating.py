"""Трупоедство (classic 2012 glossary «Corpse-Eating»): what its trigger fires on. Read by the trigger language's
`where: {corpse_eating: true}` (legality/chain_rules.py `_corpse_eating`), in the `chain` question and the tracer
alike."""
from ..registry import rule

CORPSE_EATING = rule(
    "classic-2012:трупоедство", "Corpse-Eating (Трупоедство)",
    """Corpse-Eating (glossary). A triggered creature ability that no other card type can gain. Full text: "If this
creature destroys an adjacent corporeal opposing creature with any of its properties or abilities other than a
ranged attack, heal it completely and remove its Poisoning." A flying creature may use Corpse-Eating on any
opposing creature; any creature may use it on an opposing flying creature. (English translation of the 2012
expanded rules; the Russian original is not in the sources.)""",
    "Трупоедство fires when its creature destroys an adjacent corporeal enemy creature other than by a ranged "
    "attack (a flyer, either one, need not be adjacent).",
    topic="corpse-eating",
    note="The judges' dev-256 (Гуль: not after a strike through a row — the creature was not adjacent) applies it. "
         "Next to a flyer the kind of the destroying attack would decide, which the death event does not carry: "
         "`unknown`.",
)
