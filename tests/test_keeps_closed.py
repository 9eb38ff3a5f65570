"""«… закрывается и не открывается в свой следующий ход» (Медуза Горгона, compiled): the trigger closes its target
and lays the card's companion «не открывается» (legality/laid_modifiers.py `keeps_closed`) for `its_next_turn`,
in force from that turn's start — the turn-start opening (classic 2012 311.1) included — and ending with it."""
from __future__ import annotations

from legality.api import rule_scenario
from legality.cardtext.resolve import find_base_card, shared_cards_dir
from legality.compiled_triggers import chain_node
from legality.scenario import parse_scenario

import os

BASE = os.path.join(shared_cards_dir(), "classic-relaunch-cards.json")

BODY = """title: t
edition: classic
card_base: classic-relaunch-cards.json
cards:
  - {id: medusa, controller: first, cell: [3, 2], card: Медуза Горгона}
  - {id: victim, controller: second, cell: [2, 2], open: OPEN, inline: {name: Жертва, type: creature, cost: 3, lives: 12, strike: [1, 1, 1]}}
state: {active: first}
question:
  kind: sequence
  events:
    - declare: gaze
      action: {kind: simple_strike, source: medusa, target: victim}
      strength: STRENGTH
    - resolve: gaze
    - turn: second
      opening: true
"""


def _trace(tmp_path, strength="strong", open_="true"):
    p = tmp_path / "s.yaml"
    p.write_text(BODY.replace("STRENGTH", strength).replace("OPEN", open_), encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


def test_the_companion_is_laid_only_by_the_trigger():
    card = find_base_card(BASE, "Медуза Горгона", "test", 0, "card")
    f = card.feature("keeps-closed")
    assert f is not None and f.param("laid_by") == "f4" and f.param("duration") == "its_next_turn"
    node = chain_node(card.feature("f4"))
    assert node["effect"]["kind"] == "close" and node["effect"]["then"]["feature"] == "keeps-closed"


def test_a_strong_strike_closes_it_and_it_does_not_open_as_its_turn_begins(tmp_path):
    t = _trace(tmp_path)                       # an open creature, fought back (a battle), closed by the gaze
    assert t.verdict == "traced" and list(t.fired()) == ["f4: medusa → victim"]
    assert t.final["victim"]["open"] is False                                   # 311.1 did not open it
    assert any("stays closed as turn 2 begins" in n.text for s in t.steps for n in s.notes)


def test_without_the_strong_strike_it_opens_as_its_turn_begins(tmp_path):
    t = _trace(tmp_path, strength="weak", open_="false")
    assert t.verdict == "traced" and list(t.fired()) == [] and t.final["victim"]["open"] is True
