"""«При вампиризме …» (legality/stack/life.py fires a `vampirism` event; legality/rules/vampirism_triggers.py):
Малефик's «жертва слуа» fires when a healthy vampire at its maximum strikes its carrier (judges' ruling
dev-449), in a trace and in a `chain` question from the same event; without the ruling: unknown."""
from __future__ import annotations

import os

from graphs.chain import Event
from legality.api import load_scenario, rule_scenario
from legality.questions.chain import ChainQuestion, rule_chain, scenario_triggers

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MALEFIC = os.path.join(ROOT, "legality", "scenarios", "rulings",
                       "dev-449-malefic-victim-marker-full-health-vampire.yaml")


def test_the_marker_fires_on_a_vampirism_that_healed_nothing_in_a_trace_and_in_a_chain():
    sc = load_scenario(MALEFIC)
    trace = rule_scenario(sc, ["classic"])[0].answer
    assert list(trace.fired()) == ["victim: orc → orc"]
    assert "classic:ruling-dev-449" in trace.cites()
    assert trace.final["orc"]["wounds"] == 4 and trace.final["ghoul"]["extra_lives"] == 0
    # the same event as a `chain` question, with the marker laid on the orc: the same trigger, the same wound
    from dataclasses import replace
    from model import Effect
    state = sc.state
    orc = next(c for c in state.cards if c.id == "orc")
    laid = replace(orc, effects=(Effect(source="malefic", feature="victim"),))
    state = replace(state, cards=tuple(laid if c.id == "orc" else c for c in state.cards))
    q = ChainQuestion("", Event("vampirism", "ghoul", "orc", (("value", 3),)), scenario_triggers(MALEFIC, state))
    chain = rule_chain(state, q, "classic")
    assert chain.executed() == ["victim: orc → orc"]


def test_without_the_ruling_a_vampirism_that_healed_nothing_is_unknown():
    trace = rule_scenario(load_scenario(MALEFIC), ["classic-2012"])[0].answer
    assert trace.verdict == "unknown"
    assert any("whether «при вампиризме» triggers fire" in u for u in trace.unknown)
    assert trace.final["orc"]["wounds"] == 3            # the marker's wound is not applied on a guess
