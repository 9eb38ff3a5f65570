"""`cost`: what does this card cost here? (heroes 512.3, 106.1.2-106.1.4: X is 0 outside of playing)."""
from __future__ import annotations

from dataclasses import dataclass

from model import Action, ActionKind, GameState

from ..fields import Fields
from . import register
from .expect import verdict_and_cites


@dataclass(frozen=True)
class CostQuestion:
    text: str
    action: Action     # target = the card asked about; playing/free/x describe the context


class CostKind:
    name = "cost"
    verdicts = ("value", "unknown")
    unused_card_fields = {"cell": "no cost rule depends on the board", "at": "no cost rule depends on the board"}

    def parse(self, q: Fields, state: GameState) -> CostQuestion:
        ids = {c.id for c in state.cards}
        card = q.req("card", str)
        if card not in ids:
            raise q.error("card", f"names card {card!r}, which is not in the scenario's cards ({', '.join(sorted(ids))})")
        action = Action(kind=ActionKind.PLAY_CARD if q.opt("playing", bool, False) else ActionKind.ABILITY,
                        targets=(card,), playing=q.opt("playing", bool, False), free=q.opt("free", bool, False),
                        x=q.nonneg("x", None), x_from="cost" if q.has("x") else None)
        return CostQuestion(q.opt("text", str, "") or f"what does {card} cost here?", action)

    def parse_expect(self, ef: Fields) -> dict:
        v = ef.opt("value", int)
        return {"value": v} if v is not None else {}

    def answer(self, scenario, edition: str, engine: str = "z3"):
        from ..api import z3_engine
        from ..reach import cost_dependence, unknown_causes
        from ..value_rules import ValueAnswer, evaluate_value, z3_value
        a = scenario.question.action
        causes = unknown_causes(scenario.state, cost_dependence(a))
        if causes:
            return ValueAnswer("unknown", edition, "cost", None, (), (), causes, engine)
        if engine == "z3":
            return z3_value(z3_engine(), scenario.state, a, edition, "cost")
        return evaluate_value(scenario.state, a, edition, "cost")

    def matches(self, answer, exp) -> list[str]:
        problems = verdict_and_cites(answer.verdict, answer.cites(), exp)
        if "value" in exp.extra and answer.value != exp.extra["value"]:
            problems.append(f"value {answer.value}, expected {exp.extra['value']}")
        return problems


register(CostKind())
