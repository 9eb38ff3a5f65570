"""`legal`: may this action be declared (or does it stay on the stack at this step)?"""
from __future__ import annotations

from dataclasses import dataclass

from model import Action, GameState, Step

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
        action = scenario.question.action
        return limit_unstated(scenario.state, action, rule_action(scenario.state, action, edition, engine))

    def matches(self, verdict: Verdict, exp) -> list[str]:
        problems = verdict_and_cites(verdict.verdict, verdict.cites(), exp)
        codes = {r.code for r in verdict.reasons}
        for c in exp.extra.get("codes", ()):
            if c not in codes:
                problems.append(f"no reason with code {c}")
        return problems


def limit_unstated(state: GameState, action: Action, verdict: Verdict) -> Verdict:
    """A declaration naming an ability limited «N раз за ход» (`ability:`): its uses this turn are the turn's
    history, which the state does not hold; unless the scenario states the turn so far (`state.from_turn_start`:
    none were spent) a use before the question could make it illegal, as the trace finds of a use it logged
    (legality/stack/lasting.py `used_up`). An illegal verdict stays: uses can only add to it."""
    from dataclasses import replace
    from ..effect_conditions import turn_unstated
    from ..lasting import feature_limit, limit_text
    if (verdict.verdict == "illegal" or state.from_turn_start or state.turn == 0 or action.ability is None
            or action.step is not Step.DECLARATION or not state.has(action.source)):
        return verdict
    feat = state.card(action.source).card.feature(action.ability)
    lim = feature_limit(feat)
    if lim is None or lim[1] != "turn":
        return verdict
    why = turn_unstated(f"{action.source}'s «{feat.text}» ({limit_text(lim)}: whether it is used up)")
    return replace(verdict, verdict="unknown", unknown=verdict.unknown + (why,))


register(LegalKind())
