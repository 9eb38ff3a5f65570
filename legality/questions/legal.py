"""`legal`: may this action be declared (or does it stay on the stack at this step)?"""
from __future__ import annotations

from dataclasses import dataclass

from model import Action, GameState

from ..action_io import describe, parse_action
from ..fields import Fields
from ..verdict import Verdict
from . import register
from .expect import verdict_and_cites


@dataclass(frozen=True)
class LegalQuestion:
    text: str
    action: Action


class LegalKind:
    name = "legal"
    verdicts = ("legal", "illegal", "unknown")
    unused_card_fields: dict = {}     # cells decide adjacency and range (legality/board.py)

    def parse(self, q: Fields, state: GameState) -> LegalQuestion:
        text = q.opt("text", str, "")
        action = parse_action(q, state)
        return LegalQuestion(text or describe(action), action)

    def parse_expect(self, ef: Fields) -> dict:
        codes = [c for _, c in ef.texts("codes")]
        return {"codes": tuple(codes)} if codes else {}

    def answer(self, scenario, edition: str, engine: str = "z3") -> Verdict:
        from ..api import rule_action
        return rule_action(scenario.state, scenario.question.action, edition, engine)

    def matches(self, verdict: Verdict, exp) -> list[str]:
        problems = verdict_and_cites(verdict.verdict, verdict.cites(), exp)
        codes = {r.code for r in verdict.reasons}
        for c in exp.extra.get("codes", ()):
            if c not in codes:
                problems.append(f"no reason with code {c}")
        return problems


register(LegalKind())
