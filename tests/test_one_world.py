"""One world: the same fact about a card has the same answer in every question kind that can express it
(issue "never a confident wrong answer", part 2). The facts come from legality/world.py."""
from __future__ import annotations

import os

import pytest

from legality import rule_scenario
from legality.scenario import BUILTIN_DIR, parse_scenario

WORLD = os.path.join(BUILTIN_DIR, "world")

GIVER = """
  - id: giver
    controller: second
    inline:
      name: Даритель Рывка (пример)
      type: creature
      features:
        - id: grant
          text: "Получает Рывок"
          kind: activated
          effect: {grant: Рывок, targets: {controller: own, types: [creature]}}
  - id: taker
    controller: first
    inline:
      name: Похититель (пример)
      type: creature
      features:
        - id: take
          text: "Выбранное существо теряет Рывок"
          kind: activated
          effect: {remove: Рывок, targets: {controller: any, types: [creature]}}
"""
RUNNER = """
  - id: runner
    controller: second
    inline:
      name: Бегун (пример)
      type: creature
      features: [{id: dash, text: "Рывок", kind: keyword, keyword: Рывок}]
    effects: %s
"""
PRINTED_FREE = """
  - id: runner
    controller: second
    inline: {name: Бегун (пример), type: creature}
    effects: %s
"""


def _write(tmp_path, name, body):
    p = tmp_path / name
    p.write_text(body, encoding="utf-8")
    return parse_scenario(str(p))


@pytest.mark.parametrize("printed", [True, False])
@pytest.mark.parametrize("effects", [
    "[]",
    "[{source: giver, feature: grant, timestamp: 1}]",
    "[{source: taker, feature: take, timestamp: 1}]",
    "[{source: giver, feature: grant, timestamp: 1}, {source: taker, feature: take, timestamp: 2}]",
    "[{source: taker, feature: take, timestamp: 1}, {source: giver, feature: grant, timestamp: 2}]",
])
@pytest.mark.parametrize("edition", ["classic-b", "heroes"])
def test_has_ability_is_one_fact_for_property_and_for_lose(tmp_path, printed, effects, edition):
    """«Теряет Рывок» is legal exactly when the property question says the card has Рывок (classic-b 525.3);
    under heroes, which has no such prohibition, the property answer is still the fact both read."""
    cards = "cards:" + ("\n  - {id: mage, card: Маг-провокатор}" if edition != "heroes" else "") + GIVER \
        + (RUNNER if printed else PRINTED_FREE) % effects
    head = f"title: t\nedition: {edition}\n"
    prop = _write(tmp_path, "p.yaml", head + cards + "\nquestion: {kind: property, card: runner, property: ability, "
                                                      "ability: Рывок}\n")
    [p] = rule_scenario(prop, engine="fast")
    [pz] = rule_scenario(prop, engine="z3")
    assert p.answer.verdict == pz.answer.verdict and p.answer.value == pz.answer.value
    if edition != "classic-b":
        return
    legal = _write(tmp_path, "l.yaml", head + cards + "\nquestion:\n  kind: legal\n  action: {kind: lose_feature, "
                                                      "source: mage, target: runner, feature: Рывок}\n")
    for engine in ("fast", "z3"):
        [lv] = rule_scenario(legal, engine=engine)
        if p.answer.verdict == "decided":
            assert lv.answer.verdict == ("legal" if p.answer.value else "illegal"), (effects, printed, engine)
        else:
            assert lv.answer.verdict == "unknown"


def test_granted_ability_scenarios_agree():
    prop = parse_scenario(os.path.join(WORLD, "has-granted-ability-property.yaml"))
    lose = parse_scenario(os.path.join(WORLD, "lose-granted-ability-classic-b.yaml"))
    [p] = rule_scenario(prop)
    [l] = rule_scenario(lose)
    assert p.answer.value is True and l.answer.verdict == "legal"


SEQUENCE = """title: t
edition: {edition}
cards:
  - id: attacker
    controller: first
    inline: {{name: Нападающий (пример), type: creature, lives: 5, strike: {strike}{game}}}
  - id: warden
    controller: first
    inline:
      name: Усмиритель (пример)
      type: creature{game_line}
      features:
        - {{id: calm, text: "Существа противника не могут атаковать", kind: permanent, modality: forbid,
           actions: [simple_strike, special_strike], scope: enemy_creatures}}
  - id: victim
    controller: second
    inline: {{name: Жертва (пример), type: creature, lives: 4, strike: {weak}{game}}}
question:
  kind: sequence
  events:
    - declare: attack
      action: {{kind: simple_strike, source: attacker, target: victim}}
    - resolve: attack
"""


@pytest.mark.parametrize("edition", ["classic", "heroes"])
def test_cannot_attack_laid_by_another_card_is_one_fact_for_legal_chain_and_sequence(tmp_path, edition):
    """A prohibition laid by another card: `legal` forbids the strike; `chain` and `sequence` deal no
    counterstrike in classic (a counterstrike is an attack) and deal it in heroes (510.4: not an attack)."""
    legal = parse_scenario(os.path.join(WORLD, "counterstrike-cannot-attack-laid-legal.yaml"))
    chain = parse_scenario(os.path.join(WORLD, "counterstrike-cannot-attack-laid.yaml"))
    [lv] = rule_scenario(legal, [edition])
    assert lv.answer.verdict == "illegal"
    [cv] = rule_scenario(chain, [edition])
    counter_dealt = bool(cv.answer.chain.executed)
    heroes = edition == "heroes"
    seq = _write(tmp_path, "s.yaml", SEQUENCE.format(
        edition=edition, strike="2" if heroes else "[2, 2, 2]", weak="1" if heroes else "[1, 1, 1]",
        game=", edition: heroes" if heroes else "", game_line="\n      edition: heroes" if heroes else ""))
    [sv] = rule_scenario(seq)
    assert sv.answer.verdict != "unknown", sv.answer.unknown
    attacker_wounded = sv.answer.final["attacker"]["wounds"] > 0
    assert counter_dealt == attacker_wounded == (edition == "heroes")
