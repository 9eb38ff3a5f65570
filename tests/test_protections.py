"""classic-2012:411.1: a protection blocks effects, not the choice of a target (judges' ruling dev-319)."""
from dataclasses import replace

import pytest

from legality.api import builtin_scenarios, rule_action

SC = {s.id: s for s in builtin_scenarios()}
HEROES = SC["spell-at-protected-creature"]          # heroes 514.1: the same spell is illegal there


def _rules(v):
    return {rid for d in v.decided_by for rid in (d.rules or (d.rule,))}


@pytest.mark.parametrize("engine", ["z3", "fast"])
@pytest.mark.parametrize("edition", ["classic", "classic-b", "classic-2012"])
def test_classic_editions_let_a_spell_name_a_creature_protected_from_spells(edition, engine):
    v = rule_action(HEROES.state, HEROES.question.action, edition, engine)
    assert v.verdict == "legal"
    assert "classic-2012:411.1" in _rules(v)


@pytest.mark.parametrize("engine", ["z3", "fast"])
def test_heroes_still_forbids_it(engine):
    v = rule_action(HEROES.state, HEROES.question.action, "heroes", engine)
    assert v.verdict == "illegal"
    assert [r.rule for r in v.reasons] == ["heroes:514.1"]


def test_no_protection_no_citation():
    state = replace(HEROES.state, cards=tuple(replace(c, protections=()) for c in HEROES.state.cards))
    v = rule_action(state, HEROES.question.action, "classic")
    assert v.verdict == "legal"
    assert "classic-2012:411.1" not in _rules(v)


def test_a_strike_at_a_protected_creature_is_not_what_the_rule_speaks_of():
    action = replace(HEROES.question.action, kind=type(HEROES.question.action.kind)("simple_strike"))
    v = rule_action(HEROES.state, action, "classic")
    assert "classic-2012:411.1" not in _rules(v)
