"""classic-2012 411.1 / 411.4 (taken by the classic editions by fallback): a protected card's part of an ability
is blocked before execution, the declaration stays legal, the blocked ability is still paid for (410.1); a
protection printed on a real card, which the protection facts do not read, makes the answer unknown. The cards
stand apart for a ranged attack (never declared at an adjacent card: classic:ruling-dev-298), side by side for a
melee one."""
import pytest

from legality.api import rule_scenario
from legality.board import MELEE
from legality.scenario import parse_scenario

SCENARIO = """title: t
edition: {edition}
card_base: classic-relaunch-cards.json
cards:
  - {{id: mage, card: Кочевник, cell: [3, 3]}}
  - {{id: target, card: {target}, controller: second, cell: {cell}{protections}}}
question:
  kind: legal
  step: {step}
  action: {{kind: {kind}, source: mage, target: target, targeted: true}}
"""


def ruling(tmp_path, edition="classic", target="Кочевник", protections="", step="execution", kind="spell"):
    p = tmp_path / "s.yaml"
    cell = "[3, 4]" if kind in MELEE else "[3, 6]"      # a melee attack next to its target, a ranged one apart
    p.write_text(SCENARIO.format(edition=edition, target=target, step=step, kind=kind, cell=cell,
                                 protections=f", protections: [{protections}]" if protections else ""),
                 encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


@pytest.mark.parametrize("edition", ["classic", "classic-b", "classic-2012"])
@pytest.mark.parametrize("kind,protection,rule", [("spell", "spells", "classic-2012:411.1"),
                                                  ("spell", "magic", "classic-2012:411.4"),
                                                  ("discharge", "discharges", "classic-2012:411.1"),
                                                  ("discharge", "magic", "classic-2012:411.4"),
                                                  ("magic_strike", "magic", "classic-2012:411.4"),
                                                  ("shot", "shots", "classic-2012:411.1")])
def test_blocked_before_execution_and_still_paid(tmp_path, edition, kind, protection, rule):
    v = ruling(tmp_path, edition, protections=protection, kind=kind)
    assert v.verdict == "illegal" and rule in v.cites()
    assert "still paid for" in v.consequence and v.consequence_rules == (rule,)
    assert ruling(tmp_path, edition, protections=protection, kind=kind, step="declaration").verdict == "legal"


@pytest.mark.parametrize("kind,protection", [("shot", "magic"), ("spell", "shots"), ("discharge", "spells")])
def test_a_protection_blocks_only_what_it_names(tmp_path, kind, protection):
    assert ruling(tmp_path, protections=protection, kind=kind).verdict == "legal"


def test_a_printed_conditional_protection_is_unknown_not_ignored(tmp_path):
    v = ruling(tmp_path, target="Кулхан")            # «Строй: {zom}»: protection from magic in formation
    assert v.verdict == "unknown"
    assert any("printed protection" in u for u in v.unknown)



def test_the_stack_trace_says_unknown_on_a_blocked_entry(tmp_path):
    """Blocking keeps the payment (410.1), unlike removal: the tracer does not follow it yet and says so."""
    p = tmp_path / "seq.yaml"
    p.write_text("""title: t
edition: classic-2012
cards:
  - id: mage
    cell: [3, 2]
    inline:
      name: Разрядник
      type: creature
      cost: 3
      lives: 6
      strike: [1, 1, 2]
      features:
        - {id: discharge, text: "{tap}: Разряд на 2.", kind: activated,
           params: {cost: закрыться, ability: Разряд, value: 2, action: discharge}}
  - {id: guard, card: Страж леса, controller: second, cell: [4, 2], protections: [magic]}
question:
  kind: sequence
  events:
    - declare: zap
      action: {kind: discharge, source: mage, target: guard, param: 2}
    - resolve: zap
""", encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    assert r.answer.verdict == "unknown"
    assert any("blocked on guard by a protection" in u for u in r.answer.unknown)
