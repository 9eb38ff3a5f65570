"""A triggered ranged attack with no target printed («При ударе … выстрел на 2», «разряд на 2, дальность 3»):
its player chooses any other card the attack may be declared at (`choose: {ranged_attack: true, range: N}`,
legality/chain_rules.py), by the board rules the `legal` question applies to a declared one — never a card next to
its source (classic:ruling-dev-298), within its printed range (glossary «Дальность X»); a cell not given: unknown.
The compiled cards' triggers are bridged to it (legality/compiled_triggers.py)."""
from __future__ import annotations

from legality.api import rule_scenario
from legality.errors import InputError
from legality.scenario import parse_scenario

import pytest

ELF = """title: t
edition: EDITION
card_base: classic-relaunch-cards.json
cards:
  - {id: elf, controller: first, cell: [3, 2], card: Эльфийский воин}
  - {id: foe, controller: second, cell: [2, 2], open: false, inline: {name: Противник, type: creature, cost: 4, lives: 12, strike: [1, 1, 1]}}
ARCHERS
state: {active: first}
question:
  kind: sequence
  events:
    - declare: hit
      action: {kind: simple_strike, source: elf, target: foe}
      strength: weak
    - resolve: hit
"""


def _trace(tmp_path, archers: str, edition: str = "classic", body: str = ELF):
    p = tmp_path / "s.yaml"
    p.write_text(body.replace("ARCHERS", archers).replace("EDITION", edition), encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


def _archer(cid: str, cell: str | None) -> str:
    at = f", cell: {cell}" if cell else ""
    return (f"  - {{id: {cid}, controller: second{at}, inline: {{name: Лучник {cid}, type: creature, cost: 3, "
            f"lives: 6, strike: [1, 1, 1]}}}}")


def test_the_shot_goes_at_a_card_not_next_to_its_source(tmp_path):
    t = _trace(tmp_path, _archer("far", "[1, 6]"))
    assert t.verdict == "traced" and list(t.fired()) == ["f2: elf → far"]
    assert t.final["far"]["wounds"] == 2 and t.final["foe"]["wounds"] == 2     # the strike 2, the shot 2
    assert "classic:ruling-dev-298" in t.cites()                                 # the foe next to it is no target


def test_with_every_other_card_next_to_it_the_shot_has_no_target(tmp_path):
    t = _trace(tmp_path, _archer("near", "[2, 3]"))
    assert t.verdict == "traced" and list(t.fired()) == [] and t.final["near"]["wounds"] == 0


def test_two_cards_it_may_aim_at_are_a_choice(tmp_path):
    t = _trace(tmp_path, _archer("far", "[1, 6]") + "\n" + _archer("other", "[5, 6]"))
    assert t.verdict == "choice" and list(t.fired()) == ["f2: elf → far"]       # the trace follows the first


def test_a_card_whose_cell_is_not_given_leaves_the_shot_unknown(tmp_path):
    t = _trace(tmp_path, _archer("somewhere", None))
    assert t.verdict == "unknown" and any("whether it may aim at somewhere" in u for u in t.unknown), t.unknown


def test_without_the_judges_rule_an_adjacent_card_is_a_target(tmp_path):
    # classic-2012 has no classic:ruling-dev-298: the card next to the elf is a target as a declared shot's is there
    t = _trace(tmp_path, _archer("near", "[2, 3]"), edition="classic-2012")
    assert list(t.fired())[:1] == ["f2: elf → foe"] and t.verdict == "choice"


VALIER = """title: t
edition: classic
card_base: classic-relaunch-cards.json
cards:
  - {id: valier, controller: first, cell: [5, 1], card: Валиер Аластар}
  - {id: foe, controller: second, cell: [5, 2], open: false, inline: {name: Противник, type: creature, cost: 4, lives: 12, strike: [1, 1, 1]}}
ARCHERS
state: {active: first}
question:
  kind: sequence
  events:
    - declare: hit
      action: {kind: simple_strike, source: valier, target: foe}
      strength: weak
    - resolve: hit
"""


def test_a_printed_range_bounds_the_choice(tmp_path):
    # «При {strike} выстрел на 1, дальность 3»: from [5, 1], [2, 4] is 3 cells away, [1, 6] is 5
    t = _trace(tmp_path, _archer("beyond", "[1, 6]") + "\n" + _archer("within", "[2, 4]"), body=VALIER)
    assert t.verdict == "traced" and list(t.fired()) == ["f2: valier → within"], t.fired()
    assert t.final["within"]["wounds"] == 1 and t.final["beyond"]["wounds"] == 0
    assert "classic-2012:дальность" in t.cites()
    t = _trace(tmp_path, _archer("beyond", "[1, 6]"), body=VALIER)
    assert list(t.fired()) == [] and t.final["beyond"]["wounds"] == 0


def test_ranged_attack_is_for_the_target_of_a_ranged_attack_only(tmp_path):
    p = tmp_path / "c.yaml"
    p.write_text("""title: t
edition: classic
cards:
  - id: a
    controller: first
    inline:
      name: Самодельный
      type: creature
      features:
        - id: f1
          text: При ударе ранить
          kind: triggered
          params:
            chain:
              event: strikes
              source: self
              effect: {kind: wound, target: chosen, choose: {relation: other, ranged_attack: true}, set: {value: 1}}
question:
  kind: chain
  initial: {kind: strike, source: a, target: a}
""", encoding="utf-8")
    with pytest.raises(InputError) as e:
        parse_scenario(str(p))
    assert "ranged_attack" in str(e.value) and "only the target of a ranged attack" in str(e.value)
