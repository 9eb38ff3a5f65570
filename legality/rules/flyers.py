"""Летающие существа (flying creatures): classic-2012 211 (the 2012 rules; the seeds are silent on flyers).

Read by legality/chain_rules.py when an effect must reach a flyer: the rule cited when a ground creature's
strike cannot.
"""
from ..registry import rule

rule(
    "classic-2012:211.8", "Flying creatures: ground creatures cannot strike them",
    """211.8 Non-flying creatures cannot attack flying creatures with a simple strike except as described in
211.9.""",
    "A non-flying creature cannot attack a flyer with a simple strike (except by closing to strike a flyer, "
    "211.9).",
    topic="flyer-reach",
)
