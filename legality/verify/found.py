"""Turning a satisfiable check into a finding's witness: the canonical point, the scenario at it, and the
engine's own ruling of that scenario checked against what the proof claims (a disagreement is a defect of
the verifier and is raised, never printed as a finding)."""
from __future__ import annotations

import z3

from ..api import rule_action
from .deontic import Deontic
from .space import Space
from .witness import checked, legal_scenario


def legal_witness(space: Space, d: Deontic, assumptions: list, title: str, cites=()) -> tuple[str, str]:
    """(scenario YAML, the verdict it gets) for a point satisfying `assumptions` with every clause in force."""
    point, model = space.canonical(d.on + list(assumptions))
    holds = lambda t: z3.is_true(model.eval(t, model_completion=True))
    verdict = "legal" if holds(d.legal) else "illegal" if not holds(d.clear) else "unknown"
    expect = {"verdict": verdict}
    if cites:
        expect["cites"] = list(dict.fromkeys(cites))
    text, sc = checked(legal_scenario(point, d.edition, d.steps[0].value, title, expect), point)
    got = rule_action(sc.state, sc.question.action, d.edition)
    if got.verdict != verdict or not set(expect.get("cites", ())) <= got.cites():
        raise AssertionError(f"the engine rules the witness {got.verdict} citing {sorted(got.cites())}; "
                             f"the proof claims {verdict} citing {expect.get('cites')}")
    return text, verdict
