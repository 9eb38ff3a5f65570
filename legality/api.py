"""The Python API: the same typed verdicts the command prints.

    from legality import load_scenario, rule_scenario, rule_action
    scenario = load_scenario("my-case.yaml")
    for ruling in rule_scenario(scenario):
        print(ruling.edition, ruling.answer.verdict, sorted(ruling.answer.cites()))
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from model import Action, GameState, Step

from . import evaluator
from .registry import topic_rule
from .scenario import Scenario, builtin_paths, parse_scenario
from .situation import build
from .verdict import Verdict

ENGINES = ("z3", "fast")
UNDECIDED = ("unknown", "undecided")   # answers that decide nothing, whatever the question kind
_Z3 = None


def z3_engine():
    """One warm z3 solver per process: reused with assumptions, never rebuilt per question."""
    global _Z3
    if _Z3 is None:
        from .z3_engine import Z3Engine
        _Z3 = Z3Engine()
    return _Z3


def rule_action(state: GameState, action: Action, edition: str, engine: str = "z3") -> Verdict:
    sit = build(state, action, edition)
    run = z3_engine().rule if engine == "z3" else evaluator.rule
    verdict = run(sit)
    if sit.board_open and verdict.verdict != "illegal":
        # the board rules only forbid: illegal with the open positions read permissively is illegal anyway;
        # anything else could turn on where the cards stand
        verdict = run(replace(sit, unknown=sit.unknown + sit.board_open))
    from .redirected_reach import waive           # a redirected attack's reach (classic:ruling-dev-270)
    verdict = waive(verdict, action, edition)
    if verdict.verdict == "illegal" and action.step is not Step.DECLARATION:
        r = _blocking_rule(verdict) or topic_rule(edition, "removal")
        if r is not None:
            verdict = replace(verdict, consequence=r.consequence, consequence_rules=(r.id,))
    return verdict


def _blocking_rule(verdict: Verdict):
    """A verdict whose every reason is a protection (blocking, not illegality) takes that rule's consequence:
    a blocked ability is still paid for (classic-2012 410.1), an illegal one is not (423.1)."""
    from .registry import get_rule
    from .rules.protections import BLOCKING_TOPICS
    rules = [get_rule(r.rule) for r in verdict.reasons]
    if rules and all(r.topic in BLOCKING_TOPICS for r in rules):
        return rules[0]
    return None


@dataclass(frozen=True)
class Ruling:
    scenario: Scenario
    edition: str
    answer: object                 # the question kind's answer (a Verdict for `legal`)
    expected: object | None        # the Expectation, if the scenario gives one
    problems: tuple[str, ...]      # how the answer differs from the expectation

    @property
    def not_reached(self) -> bool:
        """A judges' ruling the checker does not reach yet: the scenario restates a ruling (`source.ruling`),
        the checker answers `unknown` (or `undecided`) where the judges decided. Counted as `unknown`, never
        as a match and never as a differ: the checker said it does not know, which is not wrong."""
        return (bool(self.problems) and bool(self.scenario.source_ruling)
                and getattr(self.answer, "verdict", None) in UNDECIDED
                and self.expected.verdict not in UNDECIDED)

    @property
    def matches(self) -> bool | None:
        """True: as expected; False: differs; None: no expectation, or a judges' ruling not reached."""
        if self.expected is None or self.not_reached:
            return None
        return not self.problems

    @property
    def outcome(self) -> str:
        """match | differ | unknown (a judges' ruling not reached) | unchecked (no expectation)."""
        if self.not_reached:
            return "unknown"
        return {True: "match", False: "differ", None: "unchecked"}[self.matches]


def load_scenario(path: str) -> Scenario:
    return parse_scenario(path)


def rule_scenario(scenario: Scenario, editions=None, engine: str = "z3") -> list[Ruling]:
    from .questions import QUESTION_KINDS
    handler = QUESTION_KINDS[scenario.kind]
    out = []
    for ed in editions or scenario.editions:
        answer = handler.answer(scenario, ed, engine)
        exp = scenario.expectation(ed)
        problems = tuple(handler.matches(answer, exp)) if exp is not None else ()
        out.append(Ruling(scenario, ed, answer, exp, problems))
    return out


def builtin_scenarios() -> list[Scenario]:
    return [parse_scenario(p) for p in builtin_paths()]
