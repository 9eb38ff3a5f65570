"""«… по разным существам» (legality/different_targets.py, rules/different_targets.py, stack/ability_attacks.py):
a later attack of such an ability is not declared at a card an earlier one was declared at — the declared target,
not the one a redirection gave it (the judges, dev-273). The same declaration is answered alike by `legal` (the
action's `earlier`) and by the `sequence` tracer (which fills `earlier` itself); an edition without the ruling is
`unknown`, naming it."""
from __future__ import annotations

import os

import pytest

from legality.api import load_scenario, rule_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCENARIO = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-273-a-acolyte-not-again-at-declared-target.yaml")

CARDS = """title: t
edition: classic
card_base: classic-relaunch-cards.json
cards:
  - {id: giant, card: Горный великан, from: base, controller: second, at: "B1'"}
  - {id: nomad, card: Кочевник, from: base, controller: second, at: "D2'"}
  - {id: acolyte, card: Аколит Дзара, from: base, controller: first, at: C3}
state: {active: first}
"""


def _legal(tmp_path, target, earlier, edition=None):
    p = tmp_path / "s.yaml"
    p.write_text(CARDS + f"""question:
  kind: legal
  action: {{kind: discharge, source: acolyte, target: {target}, ability: f1, param: 1, generated: true, earlier: {earlier}}}
""", encoding="utf-8")
    return rule_scenario(load_scenario(str(p)), [edition] if edition else None)[0].answer


@pytest.mark.parametrize("target,verdict", [("nomad", "illegal"), ("giant", "legal")])
def test_legal_and_sequence_agree(tmp_path, target, verdict):
    """In the trace, the first discharge was declared at the nomad and redirected to the giant: the second is
    refused at the nomad and enters at the giant. `legal`, told the earlier declared target, answers alike."""
    trace = rule_scenario(load_scenario(SCENARIO))[0]
    assert trace.matches
    entered = {"nomad": "z2", "giant": "z3"}[target]
    assert (entered in trace.answer.outcome["not_entered"]) == (verdict == "illegal")
    ans = _legal(tmp_path, target, "[nomad]")
    assert ans.verdict == verdict
    if verdict == "illegal":
        assert [r.code for r in ans.reasons] == ["target-attacked-before"]


def test_first_attack_is_free(tmp_path):
    assert _legal(tmp_path, "nomad", "[]").verdict == "legal"


def test_edition_without_the_ruling_is_unknown(tmp_path):
    ans = _legal(tmp_path, "nomad", "[nomad]", edition="classic-2012")
    assert ans.verdict == "unknown"
    assert any("classic:ruling-dev-273" in u for u in ans.unknown)


def test_unknown_card_in_earlier_is_bad_input(tmp_path):
    from legality.errors import InputError
    p = tmp_path / "s.yaml"
    p.write_text(CARDS + """question:
  kind: legal
  action: {kind: discharge, source: acolyte, target: nomad, ability: f1, param: 1, earlier: [ghost]}
""", encoding="utf-8")
    with pytest.raises(InputError, match="earlier"):
        load_scenario(str(p))
