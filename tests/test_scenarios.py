"""Every built-in scenario (each worked example of an encoded rule) gets its expected ruling, under every
edition it names, through the same API the command uses — with both evaluators."""
import pytest

from legality.api import builtin_scenarios, rule_scenario
from legality.scenario import builtin_paths

SCENARIOS = builtin_scenarios()


def test_there_are_builtin_scenarios():
    assert len(builtin_paths()) >= 30
    assert all(sc.expectations for sc in SCENARIOS), "every built-in scenario states its expected ruling"


@pytest.mark.parametrize("engine", ["z3", "fast"])
@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s.id for s in SCENARIOS])
def test_builtin_scenario_matches_expected_ruling(scenario, engine):
    for ruling in rule_scenario(scenario, engine=engine):
        assert ruling.expected is not None
        # a judges' ruling the checker does not reach yet is `unknown` (only a scenario citing a ruling can be)
        assert ruling.matches or ruling.outcome == "unknown", \
            f"{scenario.id} [{ruling.edition}]: {'; '.join(ruling.problems)}"


def test_same_scenario_two_editions_two_rulings():
    sc = next(s for s in SCENARIOS if s.id == "open-open-card")
    by_ed = {r.edition: r.answer for r in rule_scenario(sc)}
    assert by_ed["classic-b"].verdict == "illegal"
    assert "classic-b:нелегальность" in by_ed["classic-b"].cites()
    assert by_ed["heroes"].verdict == "legal"
    assert "heroes:514.3" in by_ed["heroes"].cites()
