"""`legal`: may this action be declared (or does it stay on the stack at this step)?"""
from __future__ import annotations

from dataclasses import dataclass

from model import Action, ActionKind, Cost, GameState, Step

from ..errors import InputError
from ..fields import Fields
from ..registry import topic_rule
from ..verdict import Verdict
from . import register
from .expect import verdict_and_cites

X_FROM = ("tokens", "cost", "cards", "declared")


def parse_action(q: Fields, state: GameState) -> Action:
    a = q.sub("action", required=True)
    kind = a.enum("kind", ActionKind, required=True)
    ids = {c.id for c in state.cards}

    def card_ref(key):
        v = a.opt(key, str)
        if v is not None and v not in ids:
            raise a.error(key, f"names card {v!r}, which is not in the scenario's cards "
                               f"({', '.join(sorted(ids))})")
        return v

    source = card_ref("source")
    targets = []
    if a.has("target") and a.has("targets"):
        raise a.error("targets", "give target or targets, not both")
    if a.has("target"):
        targets = [card_ref("target")]
    for line, t in a.items("targets"):
        if not isinstance(t, str) or t not in ids:
            raise InputError(a.path, line, a.name("targets"), f"names card {t!r}, which is not in the scenario")
        targets.append(t)
    x = a.nonneg("x", None)
    x_from = a.enum("x_from", X_FROM)
    if x is not None and x_from is None:
        raise a.error("x_from", "an action with x must say what X counts: " + ", ".join(X_FROM))
    action = Action(
        kind=kind, source=source, targets=tuple(t for t in targets if t), x=x, x_from=x_from,
        tokens_paid=a.nonneg("tokens_paid", None), param=a.nonneg("param", None),
        ability=a.opt("ability", str), feature_named=a.opt("feature", str),
        simple=a.opt("simple", bool, True), directed=a.opt("directed", bool, False),
        targeted=a.opt("targeted", bool, True), playing=a.opt("playing", bool, False),
        free=a.opt("free", bool, False), compound=a.opt("compound", bool, False),
        step=q.enum("step", Step, default=Step.DECLARATION), line=a.line())
    a.done()
    return action


@dataclass(frozen=True)
class LegalQuestion:
    text: str
    action: Action


class LegalKind:
    name = "legal"
    verdicts = ("legal", "illegal", "unknown")

    def parse(self, q: Fields, state: GameState) -> LegalQuestion:
        text = q.opt("text", str, "")
        action = parse_action(q, state)
        return LegalQuestion(text or describe(action), action)

    def parse_expect(self, ef: Fields) -> dict:
        codes = [c for _, c in ef.items("codes")]
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


def describe(a: Action) -> str:
    parts = [a.kind.value]
    if a.source:
        parts.append(f"by {a.source}")
    if a.targets:
        parts.append(f"on {', '.join(a.targets)}")
    if a.x is not None:
        parts.append(f"X={a.x} ({a.x_from})")
    if a.param is not None:
        parts.append(f"param {a.param}")
    if a.step is not Step.DECLARATION:
        parts.append(f"at {a.step.value}")
    return "may " + " ".join(parts) + "?"


register(LegalKind())
