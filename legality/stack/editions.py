"""How each edition's stack works, read off the rules in force (by topic), never off the edition's name.

The order (`stack-order`): classic 2012 215.8 resolves the top (last declared) first; heroes 401.3 takes the
first in. The steps (`entry-steps`): classic 2012 216.1 pays after execution, so a removed entry is never
paid; heroes 508.3 pays first, at the preliminary stage. Legality is re-checked before calculation and
before execution (classic-b «Нелегальность», classic 2012 423.1, heroes 113.9).
"""
from __future__ import annotations

from dataclasses import dataclass

from model import Step

from ..registry import Rule, topic_rule

ORDER = {"classic-2012:215.8": "lifo", "heroes:401.3": "fifo"}
STEPS = {
    "classic-2012:216.1": (Step.CALCULATION, Step.MODIFICATION, Step.EXECUTION, Step.PAYMENT),
    "heroes:508.3": (Step.PAYMENT, Step.CALCULATION, Step.MODIFICATION, Step.APPLICATION),
}
# Simultaneous entries: whose go in first.
FIRST_IN = {"classic-2012:215.4": "active", "heroes:402.1": "inactive"}
EXECUTING = (Step.EXECUTION, Step.APPLICATION)     # from here on the entry has left the stack
CHECKED = (Step.CALCULATION, Step.EXECUTION, Step.APPLICATION)


@dataclass(frozen=True)
class StackModel:
    edition: str
    order: str                 # lifo | fifo
    order_rule: Rule
    steps: tuple[Step, ...]    # after declaration, in order
    steps_rule: Rule
    removal: Rule | None       # what happens to an entry found illegal (topic `removal`)
    interruption: Rule | None
    partial: Rule | None       # 423.3
    flying_arrow: Rule | None
    source_left: Rule | None   # heroes 403.1
    occupied: Rule | None
    axe: Rule | None
    defender_closes: Rule | None
    battle: Rule | None
    counterstrike: Rule | None
    no_battle: Rule | None
    unanswered: Rule | None    # the target of an unanswered strike does not fight back
    simultaneous: Rule | None

    @property
    def execution_step(self) -> Step:
        return next(s for s in self.steps if s in EXECUTING)


_MODELS: dict[str, StackModel] = {}


def stack_model(edition: str) -> StackModel:
    if edition not in _MODELS:
        t = lambda topic: topic_rule(edition, topic)
        order, steps = t("stack-order"), t("entry-steps")
        _MODELS[edition] = StackModel(
            edition, ORDER[order.id], order, STEPS[steps.id], steps, t("removal"), t("interruption"),
            t("partial-illegality"), t("flying-arrow"), t("source-left"), t("occupied-cells"), t("axe-rule"),
            t("defender-closes"), t("battle"), t("counterstrike"), t("no-battle"), t("unanswered-strike"),
            t("stack-simultaneous"))
    return _MODELS[edition]
