"""Трупоедство's effect in a trace (2012 glossary «Corpse-Eating»: «heal it completely and remove its Poisoning»,
legality/stack/firing.py): the keyword's trigger (legality/triggers.py KEYWORD_TRIGGERS) fires on an adjacent enemy
creature it destroys, and the trace applies it instead of answering `unknown`."""
from __future__ import annotations

from legality.api import rule_scenario
from legality.scenario import parse_scenario

BODY = """title: t
edition: EDITION
card_base: classic-relaunch-cards.json
cards:
  - {id: hyena, card: Гиена Хаоса, controller: first, cell: [3, 2]STATE}
  - {id: goblin, controller: second, cell: [2, 2], open: false, inline: {name: Гоблин, type: creature, cost: 2, lives: LIVES, strike: [1, 1, 1]}}
state: {active: first}
question:
  kind: sequence
  events:
    - declare: hit
      action: {kind: simple_strike, source: hyena, target: goblin}
      strength: weak
    - resolve: hit
"""


def _trace(tmp_path, state="", lives=2, edition="classic"):
    p = tmp_path / "s.yaml"
    p.write_text(BODY.replace("STATE", state).replace("LIVES", str(lives)).replace("EDITION", edition),
                 encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


def test_it_heals_completely_and_removes_the_poisoning(tmp_path):
    t = _trace(tmp_path, ", wounds: 5, poison: 2")
    assert "f1: hyena → hyena" in t.fired() and "unknown" != t.verdict, t.unknown
    assert t.final["hyena"]["wounds"] == 0 and t.final["hyena"]["poison"] == 0
    assert "classic-2012:трупоедство" in t.cites()


def test_a_creature_that_survives_feeds_nothing(tmp_path):
    t = _trace(tmp_path, ", wounds: 5, poison: 2", lives=9)
    assert "f1: hyena → hyena" not in t.fired() and t.final["hyena"]["wounds"] == 5
    assert t.final["hyena"]["poison"] == 2


def test_it_fires_and_heals_under_each_classic_edition_that_has_the_glossary(tmp_path):
    t = _trace(tmp_path, ", wounds: 5", edition="classic-2012")
    assert "f1: hyena → hyena" in t.fired() and t.final["hyena"]["wounds"] == 0
