"""Two like markers on one card (legality/rules/like_markers.py, classic:ruling-dev-227): a feature laid twice fires
twice, each an effect of its own for the chain rules; the wounds an attack dealt carry `attack: true`
(«получает раны от атаки»). The same situation as a `sequence` trace and as a `triggers` question."""
from __future__ import annotations

import os
from dataclasses import replace

from graphs.chain import Event
from legality.api import load_scenario, rule_scenario
from legality.questions.chain import ChainQuestion, rule_chain, scenario_triggers
from model import Effect

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GIRRIT = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-227-girrit-two-hunting-markers.yaml")


def _marked(times: int):
    sc = load_scenario(GIRRIT)
    orc = next(c for c in sc.state.cards if c.id == "orc")
    laid = replace(orc, effects=tuple(Effect(source="girrit", feature="hunt") for _ in range(times)))
    state = replace(sc.state, cards=tuple(laid if c.id == "orc" else c for c in sc.state.cards))
    return state, scenario_triggers(GIRRIT, state)


def _chain(times: int, attrs=(("attack", True), ("value", 1)), edition="classic"):
    state, trig = _marked(times)
    return rule_chain(state, ChainQuestion("", Event("wound", "bird", "orc", attrs), trig), edition)


def test_two_markers_wound_twice_in_a_trace_and_in_a_chain():
    trace = rule_scenario(load_scenario(GIRRIT), ["classic"])[0].answer
    assert list(trace.fired()) == ["hunt: orc → orc", "hunt: orc → orc"]
    assert trace.final["orc"]["wounds"] == 1 + 2 + 2
    chain = _chain(2)
    assert chain.verdict == "ended"
    assert chain.executed() == ["hunt: orc → orc", "hunt: orc → orc"]
    assert "classic:ruling-dev-227" in chain.cites()


def test_one_marker_fires_once_and_not_on_wounds_that_no_attack_dealt():
    assert _chain(1).executed() == ["hunt: orc → orc"]
    assert _chain(2, attrs=(("value", 1),)).executed() == []     # an effect's wounds: not «от атаки»


def test_without_the_ruling_the_second_marker_is_unknown():
    chain = _chain(2, edition="classic-2012")
    assert chain.verdict == "unknown"
    assert any("like markers" in u for u in chain.unknown)
    assert chain.executed() == ["hunt: orc → orc"]
