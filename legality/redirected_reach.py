"""A redirected attack past its declaration: its new target's reach is not checked again (the judges'
classic:ruling-dev-270). Read in `legality.api.rule_action`, so the `legal` question (an attack with
`redirected: true` at a later step) and the `sequence` tracer's re-checks after it follows a redirection
(legality/stack/redirects.py) give one answer. Under an edition without the ruling such an attack, illegal only
by its reach, is `unknown`: the 2012 text reads range at the selection of targets and says nothing of a target
a redirection gave."""
from __future__ import annotations

from dataclasses import replace

from model import ATTACKS, Step

from .registry import topic_rule
from .verdict import Reason

# the codes of the range and adjacency clauses (legality/rules/board_positions.py)
REACH_CODES = ("out-of-range", "ranged-at-adjacent", "range-flyer")


def waive(verdict, action, edition: str):
    if verdict.verdict != "illegal" or not action.redirected or action.kind not in ATTACKS \
            or action.step is Step.DECLARATION or not all(r.code in REACH_CODES for r in verdict.reasons):
        return verdict
    r = topic_rule(edition, "redirect-reach")
    if r is None:
        return replace(verdict, verdict="unknown", reasons=(), consequence=None, consequence_rules=(),
                       unknown=verdict.unknown + (
                           f"the attack was redirected and only its new target's reach forbids it "
                           f"({'; '.join(x.message for x in verdict.reasons)}): no rule of {edition} here says "
                           "whether a redirected attack's reach is checked again",))
    why = Reason(code="redirected-reach", rule=r.id, rules=(r.id,),
                 message="a redirected attack: its new target's range and attack kind are not checked again")
    return replace(verdict, verdict="legal", reasons=(), decided_by=(why,), overridden=verdict.reasons,
                   consequence=None, consequence_rules=())
