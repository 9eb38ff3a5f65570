"""The stack tracer (`sequence` scenarios): every built-in worked example rules as expected, through the
same code path as `legality check`, under both engines; plus properties of the order and the CLI."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from legality.api import builtin_scenarios, rule_scenario
from legality.registry import get_rule
from legality.scenario import parse_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STACK = [s for s in builtin_scenarios() if s.kind == "sequence"]
SCEN = os.path.join(ROOT, "legality", "scenarios", "stack")


def test_there_are_stack_scenarios():
    assert len(STACK) >= 15


@pytest.mark.parametrize("engine", ["z3", "fast"])
@pytest.mark.parametrize("scenario", STACK, ids=lambda s: s.id)
def test_builtin_sequence_scenarios_match(scenario, engine):
    for ruling in rule_scenario(scenario, engine=engine):
        # a judges' ruling the checker does not reach yet may be `unknown` (as in tests/test_scenarios.py)
        assert ruling.matches or (ruling.outcome == "unknown" and scenario.source_ruling), \
            (ruling.edition, ruling.problems)


JUSTIFICATION = ("order_cannot_matter", "pairs_proved", "refutation")


def _engine_free(t: dict) -> dict:
    """The trace without how each engine justifies a modifier order (z3: a proof or a refuting example; fast:
    the enumeration): as in the attack question, everything else — outcome sets included — must be equal."""
    t = json.loads(json.dumps(t))
    for s in t["steps"]:
        for n in s["notes"]:
            if n["what"] == "attack" and ": order: " in n["text"]:
                n["text"] = n["text"].split(" (z3: ")[0]
    for c in t["choices"]:
        c["outcomes"].pop("engine")
        for cell in c["outcomes"]["cells"]:
            for k in JUSTIFICATION:
                cell.pop(k)
    return t


@pytest.mark.parametrize("scenario", STACK, ids=lambda s: s.id)
def test_engines_give_the_same_trace(scenario):
    for ed in scenario.editions:
        a = rule_scenario(scenario, [ed], "z3")[0].answer.to_json()
        b = rule_scenario(scenario, [ed], "fast")[0].answer.to_json()
        assert _engine_free(a) == _engine_free(b)


def _answer(name, edition=None):
    sc = parse_scenario(os.path.join(SCEN, name))
    return rule_scenario(sc, [edition or sc.edition])[0].answer


def test_finishing_blow_removed_without_payment():
    t = _answer("interruption-finishing-blow.yaml")
    assert t.outcome["removed"] == ("blow",) and t.outcome["not_paid"] == ("blow",)
    assert "blow" not in t.outcome["paid"]
    last = t.steps[-1]
    removed = [n for n in last.notes if n.what == "removed"]
    assert removed and "classic-b:526.1" in removed[0].rules and "classic-2012:добивание" in removed[0].rules
    assert t.final["finisher"]["open"] is True          # the {tap} cost was never paid
    assert t.final["troll"]["lives_left"] == 3


def test_executing_action_cannot_be_interrupted():
    t = _answer("interruption-executing.yaml")
    refused = [n for s in t.steps for n in s.notes if n.what == "refused"]
    assert refused and refused[0].entry == "blow"
    assert t.final["troll"]["zone"] == "graveyard"


def test_flying_arrow_locks_only_after_calculation():
    survived = _answer("flying-arrow-source-survives.yaml")
    destroyed = _answer("flying-arrow-source-destroyed.yaml")
    assert survived.final["guard"]["wounds"] == 2 and survived.final["archer"]["zone"] == "graveyard"
    assert destroyed.final["guard"]["wounds"] == 0 and destroyed.outcome["removed"] == ("shot",)


def test_lokken_does_not_close_through_the_axe_rule():
    t = _answer("defender-lokken.yaml")
    closes = [n for s in t.steps for n in s.notes if n.what == "closes" and n.card == "lokken"]
    assert closes and all(set(n.rules) == {"heroes:509.5", "heroes:511.1"} for n in closes)
    assert t.final["lokken"]["open"] is True


def test_battle_both_strike_and_no_battle_against_closed_or_hero():
    assert _answer("battle-open-enemy.yaml").final["merc"]["wounds"] == 2
    assert _answer("battle-closed-creature.yaml").final["merc"]["wounds"] == 0
    assert _answer("battle-hero.yaml").final["merc"]["wounds"] == 0


def test_rules_this_issue_encodes_are_marked_encoded():
    for rid in ("classic-2012:423.3", "heroes:509.5", "classic-b:526.1", "classic:526.1", "classic:524.1",
                "classic-b:занятые-клетки", "heroes:510.1", "heroes:510.2", "heroes:510.3"):
        assert get_rule(rid).encoded, rid


# -- properties of the order, on generated sequences ---------------------------------------------------
def _sequence_doc(kinds, edition):
    events = []
    for i, k in enumerate(kinds):
        events.append({"declare": f"e{i}", "action": {"kind": k, "source": "a", "target": "b", "param": 1}})
    for _ in kinds:
        events += [{"pass": "first"}, {"pass": "second"}]
    cards = [{"id": "a", "card": "Наёмник" if edition == "heroes" else "Страж леса", "controller": "first"},
             {"id": "b", "card": "Горный страж" if edition == "heroes" else "Кочевник", "controller": "second",
              "wounds": 2}]
    return {"title": "generated", "edition": edition, "cards": cards,
            "question": {"kind": "sequence", "events": events}}


@settings(max_examples=25, deadline=None)
@given(kinds=st.lists(st.sampled_from(["heal", "wound", "open", "close"]), min_size=1, max_size=8),
       edition=st.sampled_from(["classic-b", "classic-2012", "heroes"]))
def test_every_entry_ends_resolved_or_removed_in_stack_order(kinds, edition):
    sc = parse_scenario("<generated>", _sequence_doc(kinds, edition))
    t = rule_scenario(sc, engine="fast")[0].answer
    ids = [i for i in (f"e{i}" for i in range(len(kinds))) if i not in t.outcome["not_entered"]]
    assert list(t.outcome["entered"]) == ids
    done = list(t.outcome["resolved"]) + list(t.outcome["removed"])
    assert sorted(done) == sorted(ids) and not t.steps[-1].stack
    order = [n.entry for s in t.steps for n in s.notes if n.what in ("resolved", "removed")]
    assert order == (ids if edition == "heroes" else ids[::-1])
    # wounds never go negative, and a removed entry is never paid (classic pays after execution)
    assert t.final["b"]["wounds"] >= 0
    if edition != "heroes":
        assert not set(t.outcome["removed"]) & set(t.outcome["paid"])


# -- the command line ----------------------------------------------------------------------------------
def _cli(*args):
    return subprocess.run([sys.executable, "-m", "legality", *args], cwd=ROOT, capture_output=True, text=True)


def test_trace_json_is_the_trace_and_deterministic():
    path = os.path.join(SCEN, "interruption-finishing-blow.yaml")
    a, b = _cli("trace", path, "--json"), _cli("trace", path, "--json")
    assert a.returncode == 0 and a.stdout == b.stdout
    answer = json.loads(a.stdout)["rulings"][0]["answer"]
    assert [s["stack"] for s in answer["steps"]] == [["blow"], ["blow", "heal"], ["blow"], []]
    assert answer["removed"] == ["blow"] and answer["not_paid"] == ["blow"]


def test_trace_text_names_the_removal_rule():
    out = _cli("trace", os.path.join(SCEN, "interruption-finishing-blow.yaml")).stdout
    assert "removed: blow is removed from the stack" in out and "classic-b:526.1" in out
