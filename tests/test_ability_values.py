"""A shot, throw, discharge or magic strike is worth its ability's printed value, X-Y-Z or X (classic 2012 205.7,
205.7.a), never the creature's strike: the `attack` question and the stack tracer read it by one code path
(legality/attack/ability_value.py); an ability whose value is not read leaves the value unknown."""
from __future__ import annotations

from pathlib import Path

import pytest

from legality.api import rule_scenario
from legality.errors import InputError
from legality.scenario import parse_scenario

# Эльф-задира (strike 1-2-3) compiled from the base: «{tap}: Выстрел на 2, только по карте противника с наибольшим
# {health}.» (f1); the guard has the most lives, so the shot at it is legal
B = (Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
     / "dev-439-b-bully-elf-not-most-printed-lives.yaml").read_text(encoding="utf-8")
HEAD = B[:B.index("question:")]


def _run(tmp_path, question: str, head: str = HEAD):
    p = tmp_path / "s.yaml"
    p.write_text(head + question, encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def _shot(extra: str = "", ability: str = ", ability: f1") -> str:
    return f"""question:
  kind: sequence
  events:
    - declare: good
      action: {{kind: shot, source: elf, target: guard{ability}}}
      closes: true{extra}
    - resolve: good
"""


def test_a_shot_is_its_abilitys_value_in_the_trace_and_in_attack(tmp_path):
    trace = _run(tmp_path, _shot("\n      strength: strong"))
    assert trace.verdict == "traced" and trace.to_json()["final"]["guard"]["wounds"] == 2     # not the strong 3
    att = _run(tmp_path, "question:\n  kind: attack\n  attack: {kind: shot, source: elf, target: guard, "
                         "tier: strong}\n")
    assert att.verdict == "fixed" and [dict(o.wounds) for o in att.result.outcomes] == [{"guard": 2}]


def test_an_x_shot_needs_no_strength(tmp_path):
    """«Выстрел на 2» is 2-2-2: no rolled strength is asked for (the creature's strike 1-2-3 would need one)."""
    trace = _run(tmp_path, _shot())
    assert trace.verdict == "traced" and trace.to_json()["final"]["guard"]["wounds"] == 2


XYZ = HEAD.replace("    card: Эльф-задира\n", """    inline:
      name: Лучник (пример)
      type: creature
      cost: 4
      lives: 7
      strike: [1, 2, 3]
      features:
        - {id: bow, text: "{tap}: Выстрел на 1-2-2.", kind: activated, params: {cost: закрыться, action: shot, value: 1-2-2}}
""")


def test_an_xyz_shot_is_valued_by_its_strength(tmp_path):
    trace = _run(tmp_path, _shot("\n      strength: medium", ", ability: bow"), XYZ)
    assert trace.to_json()["final"]["guard"]["wounds"] == 2
    att = _run(tmp_path, "question:\n  kind: attack\n  attack: {kind: shot, source: elf, target: guard, "
                         "tier: weak}\n", XYZ)
    assert [dict(o.wounds) for o in att.result.outcomes] == [{"guard": 1}]


def test_an_xyz_shot_without_its_strength_is_one_line_of_bad_input(tmp_path):
    with pytest.raises(InputError, match=r"strength: elf's shot is 1-2-2: give the rolled strength"):
        _run(tmp_path, _shot(ability=", ability: bow"), XYZ)


def test_a_shot_no_ability_values_is_unknown_not_the_strike(tmp_path):
    """A creature that has no readable shot: the value is not guessed from its strike, in either kind."""
    no_bow = XYZ.replace("value: 1-2-2}", "value: X}")
    trace = _run(tmp_path, _shot("\n      strength: strong", ", ability: bow"), no_bow)
    assert trace.verdict == "unknown"
    assert any("never the creature's strike" in u for u in trace.to_json()["unknown"])
    att = _run(tmp_path, "question:\n  kind: attack\n  attack: {kind: shot, source: elf, target: guard, "
                         "tier: strong}\n", no_bow)
    assert att.verdict == "unknown" and any("never the creature's strike" in (o.unknown or "")
                                            for o in att.result.outcomes)
