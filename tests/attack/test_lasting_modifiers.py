"""A lasting card modifier («+1 к {strike} до конца хода», `duration`) is in force only where it is laid, and
there it is its carrier's (was: applied to its own card always, laid or not)."""
import pytest

from legality.api import rule_scenario
from legality.scenario import parse_scenario

SCENARIO = """title: t
edition: classic
cards:
  - id: a
    inline:
      name: Временный (пример)
      type: creature
      cost: 3
      lives: 8
      strike: [1, 2, 3]
      features:
        - {{id: plus, text: "+1 к {{strike}} до конца хода", kind: permanent, duration: turn,
           modifier: {{op: add, value: 1, side: dealt, attacks: [strike]}}}}
    effects: [{a_effects}]
  - {{id: c, card: Кочевник, effects: [{c_effects}]}}
  - {{id: b, card: Страж леса, controller: second}}
question:
  kind: attack
  attack: {{kind: strike, source: {source}, target: b, tier: weak}}
"""
LAID = "{source: a, feature: plus}"


@pytest.mark.parametrize("a_effects,c_effects,source,value", [
    ("", "", "a", 1),          # not laid: not in force
    (LAID, "", "a", 2),        # laid on its own card
    ("", LAID, "a", 1),        # laid on another card: not the source's
    ("", LAID, "c", 2)])       # … but its carrier's
def test_a_lasting_modifier_is_its_carriers_where_laid(tmp_path, a_effects, c_effects, source, value):
    p = tmp_path / "s.yaml"
    p.write_text(SCENARIO.format(a_effects=a_effects, c_effects=c_effects, source=source), encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    assert [o.value for o in r.answer.result.outcomes] == [value]
