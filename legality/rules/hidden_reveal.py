"""When a hidden card is revealed: classic 2012 415.2 (the classic editions take it by fallback). A hidden card is
revealed as soon as it becomes a target, declares a sudden ability, has a triggered ability trigger, or has a
permanent ability begin affecting play; the reveal is a base effect (no stack). Read by the `oblige` question: a
`reveal` of the hidden card whose triggered feature (`trigger:`) has triggered is obliged (the judges, dev-450:
Проклятый маг reveals and gains his token). The classic judges set 415.2.a's permanent-ability part aside
(classic:ruling-dev-081, legality/rules/hidden_cards.py); its trigger part stands.
"""
from ..registry import rule

rule(
    "classic-2012:415.2", "A hidden card is revealed when its triggered ability triggers",
    """415.2 Reveal a hidden card as soon as it becomes a property's or ability's target; declares a sudden ability,
including a sudden action; has a triggered ability trigger; or has a permanent ability begin affecting play. This
reveal is a base effect and does not use the stack.""",
    "A hidden card whose triggered ability triggers is revealed at once (a base effect, made by no player's "
    "choice: not a reveal at will).",
    topic="oblige-hidden-reveal",
    note="English translation (the Russian original is not in the sources). Encoded in legality/questions/oblige.py "
         "(a `reveal` with `trigger:`); the target and sudden-ability parts are legality/hidden.py's (216.4).",
)
