"""Conservativeness for property values and abilities: the built-in scenarios, and the direct and z3
evaluators of `legality.effect_order` kept equal on generated plans."""
from __future__ import annotations

import glob
import os

import pytest
from hypothesis import given, settings, strategies as st

from legality.api import rule_scenario
from legality.clauses import ActiveClause
from legality.effect_order import Laid, Plan, resolve_direct, resolve_z3
from legality.expr import TRUE
from legality.precedence import ORDER, decision, pair_decision
from legality.scenario import BUILTIN_DIR, parse_scenario

SCENARIOS = sorted(glob.glob(os.path.join(BUILTIN_DIR, "conflicts", "*.yaml")))


@pytest.mark.parametrize("path", SCENARIOS, ids=os.path.basename)
@pytest.mark.parametrize("engine", ["z3", "fast"])
def test_builtin_conflict_scenarios(path, engine):
    for ruling in rule_scenario(parse_scenario(path), engine=engine):
        assert ruling.matches, (ruling.edition, ruling.problems)


def test_kanor_then_blade_is_dark_and_neutral_again_after_removal():
    sc = parse_scenario(os.path.join(BUILTIN_DIR, "conflicts", "kanor-blade-dark.yaml"))
    (r,) = rule_scenario(sc, editions=["heroes"])
    assert r.answer.value == "dark" and r.answer.cites() == {"heroes:513.1"}
    sc = parse_scenario(os.path.join(BUILTIN_DIR, "conflicts", "kanor-blade-removed.yaml"))
    assert [x.answer.value for x in rule_scenario(sc, editions=["classic-b", "heroes", "classic"])] == \
        ["neutral"] * 3


def test_525_1_removes_an_acquired_loser_but_seed_003_only_ignores_it():
    sc = parse_scenario(os.path.join(BUILTIN_DIR, "conflicts", "rite-blade-removed-acquired.yaml"))
    by = {r.edition: r.answer.value for r in rule_scenario(sc, editions=["classic", "classic-b"])}
    assert by == {"classic": "steppe", "classic-b": "neutral"}


def _clause(key, permanent, timestamp):
    return ActiveClause(key=key, modality=None, when=TRUE, origin="card", rule=None, code="", message="",
                        permanent=permanent, timestamp=timestamp)


def test_ability_pairs_are_decided_by_111_3_before_the_generic_rule():
    assert ORDER.index("ability-last-applied") < ORDER.index("last-applied")
    later, earlier = _clause("a", False, 2), _clause("b", False, 1)
    assert pair_decision("ability", later, earlier, {"ability-last-applied", "last-applied"}) == \
        ("x", "ability-last-applied")
    # the classic editions only have the permanent-effects rule: two non-permanent effects stay undecided
    assert pair_decision("ability", later, earlier, {"last-applied", "prohibition"}) == (None, None)
    # prohibition speaks on deontic pairs only
    assert pair_decision("property", later, earlier, {"prohibition"}) == (None, None)


EDITIONS = ["classic", "classic-b", "classic-2012", "heroes"]


@st.composite
def plans(draw):
    n = draw(st.integers(1, 4))
    effects = []
    for i in range(n):
        effects.append(Laid(f"e{i}", f"s{draw(st.integers(0, 2))}", draw(st.sampled_from(["dark", "neutral", "forest"])),
                            draw(st.integers(0, 3)), draw(st.booleans()), draw(st.booleans())))
    effects.sort(key=lambda e: (e.timestamp, e.key))
    removals = tuple(draw(st.lists(st.sampled_from(["s0", "s1", "s2"]), max_size=2, unique=True)))
    return Plan(draw(st.sampled_from(["property", "ability"])), "steppe", tuple(effects), removals,
                draw(st.sampled_from(EDITIONS)))


@settings(max_examples=120, deadline=None)
@given(plans())
def test_direct_and_z3_reach_the_same_values(plan):
    direct = {repr(o.value) for o in resolve_direct(plan)}
    outcomes, rules = resolve_z3(plan)
    assert direct == {repr(o.value) for o in outcomes}
    decided = resolve_direct(plan)
    if len(decided) == 1 and not decided[0].choices:
        # one path, every pair decided: both cite the rules of the decisions taken on it
        assert set(rules) == set(decided[0].rules)


@settings(max_examples=60, deadline=None)
@given(st.booleans(), st.booleans(), st.integers(0, 3), st.integers(0, 3),
       st.sampled_from(["card", "rule"]), st.sampled_from([(), ("t",)]))
def test_pair_decision_agrees_with_the_deontic_decision(pp, fp, pt, ft, forigin, overrides):
    from model import Modality
    p = ActiveClause("p", Modality.PERMIT, TRUE, "card", None, "", "", overrides=overrides, permanent=pp,
                     timestamp=pt)
    f = ActiveClause("f", Modality.FORBID, TRUE, forigin, None, "", "", topic="t", permanent=fp, timestamp=ft)
    force = {"axe", "prohibition", "last-applied"}
    permit_wins = any(not hs for _m, hs in decision(p, f).permit_wins_via)
    assert (pair_decision("deontic", p, f, force)[0] == "x") == permit_wins
