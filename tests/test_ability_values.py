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


def test_a_param_the_ability_does_not_print_is_one_line_of_bad_input(tmp_path):
    """The same check in `legal` and in a trace: one parser of actions (legality/action_io.py)."""
    with pytest.raises(InputError, match=r"action.param: elf's ability 'f1' is a shot of 2 as printed: param 3"):
        _run(tmp_path, _shot("\n      strength: strong", ", ability: f1, param: 3"))
    with pytest.raises(InputError, match=r"action.param: elf's ability 'f1' is a shot of 2 as printed: param 3"):
        _run(tmp_path, "question:\n  kind: legal\n  action: {kind: shot, source: elf, target: guard, ability: f1, "
                       "param: 3}\n")
    assert _run(tmp_path, "question:\n  kind: legal\n  action: {kind: shot, source: elf, target: guard, "
                          "ability: f1, param: 2}\n").verdict == "legal"


# A special strike whose ability prints its value is worth it, in the trace and in `attack` alike (classic 2012
# 205.7.a: «удар на X» is X-X-X): Кузнец (strike 1-2-3) with «{tap}: Особый удар «молотом» на 2, при этом …», the
# compiler's compound reading (`params.actions`), as the compiled Дрорн's f2 is; it faces the guard (C1, C1')
HAMMER = HEAD.replace("at: C2\n", "at: C1\n").replace("at: \"D2'\"", "at: \"C1'\"").replace("    card: Эльф-задира\n", """    inline:
      name: Кузнец (пример)
      type: creature
      cost: 4
      lives: 7
      strike: [1, 2, 3]
      features:
        - id: hammer
          text: "{tap}: Особый удар «молотом» на 2, при этом может ранить на 1 стоящую рядом карту."
          kind: activated
          params:
            cost: закрыться
            actions:
              - {do: special_strike, value: '2', called: молотом}
              - {do: wound, value: '1', optional: true, with_previous: true}
""")


def _add_feature(head: str, feature: str) -> str:
    """`head` with one more feature on its first (inline) card."""
    return head.replace("  - {id: troll", feature + "  - {id: troll", 1)


def _special(extra: str = "", ability: str = ", ability: hammer") -> str:
    return _shot(extra, ability).replace("kind: shot", "kind: special_strike")


def test_a_special_strike_is_its_abilitys_printed_value(tmp_path):
    trace = _run(tmp_path, _special("\n      strength: strong"), HAMMER)
    assert trace.verdict == "traced" and trace.to_json()["final"]["guard"]["wounds"] == 2     # not the strong 3
    trace = _run(tmp_path, _special(ability=""), HAMMER)            # no ability named: the card's only one
    assert trace.verdict == "traced" and trace.to_json()["final"]["guard"]["wounds"] == 2


def test_a_special_strike_of_two_printed_values_is_unknown(tmp_path):
    """Two special-strike abilities of different values and none named: the value is not guessed."""
    two = _add_feature(HAMMER, """        - {id: kick, text: "{tap}: Особый удар на 3.", kind: activated, params: {cost: закрыться, action: special_strike, value: 3}}
""")
    trace = _run(tmp_path, _special("\n      strength: strong", ability=""), two)
    assert trace.verdict == "unknown"
    assert any("abilities of different values" in u for u in trace.to_json()["unknown"])
    trace = _run(tmp_path, _special("\n      strength: strong", ability=", ability: kick"), two)
    assert trace.to_json()["final"]["guard"]["wounds"] == 3


def test_a_compound_shot_is_read_beside_a_simple_one(tmp_path):
    """A card with «Выстрел на 1» and «{tap}: Выстрел на 3, при этом …» (a compound reading): a shot naming no
    ability is not taken for the simple one's 1."""
    two = _add_feature(XYZ.replace("value: 1-2-2}}", "value: 1}}"), """        - id: volley
          text: "{tap}: Выстрел на 3, при этом ранить себя на 1."
          kind: activated
          params:
            cost: закрыться
            actions:
              - {do: shot, value: '3'}
              - {do: wound, value: '1', target: self, with_previous: true}
""")
    trace = _run(tmp_path, _shot("\n      strength: strong", ability=""), two)
    assert trace.verdict == "unknown" and any("abilities of different values" in u
                                              for u in trace.to_json()["unknown"])
    trace = _run(tmp_path, _shot("\n      strength: strong", ability=", ability: volley"), two)
    assert trace.to_json()["final"]["guard"]["wounds"] == 3


def test_a_special_strikes_param_the_ability_does_not_print_is_bad_input(tmp_path):
    with pytest.raises(InputError, match=r"action.param: elf's ability 'hammer' is a special_strike of 2 as printed"):
        _run(tmp_path, _special(ability=", ability: hammer, param: 3"), HAMMER)
    assert _run(tmp_path, _special(ability=", ability: hammer, param: 2"), HAMMER).verdict == "traced"
