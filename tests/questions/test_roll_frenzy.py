"""Бешенство N (legality/frenzy.py, rules/frenzy.py) and rolls made equal to a value in the `roll` question:
the threshold with «±N к бешенству» and formation read off the cells, whose turn and what the roll is for, the
value a fired Бешенство sets for the next roll, `equals` with rerolls and modifiers, repeated playable uses, and
every path where the checker does not decide (unknown, naming why)."""
import pytest

from legality.api import rule_scenario
from legality.errors import InputError
from legality.scenario import parse_scenario

ORC = """
name: Орк
type: creature
cost: 4
lives: 9
strike: [3, 3, 3]
text: "Бешенство {n}: ранить вашу стоящую рядом карту на 2. Строй: −2 к бешенству."
features:
  - {{id: f1, text: "Бешенство {n}: ранить вашу стоящую рядом карту на 2.", kind: permanent, params: {{when: Бешенство {n}{extra}}}}}
  - {{id: f2, text: "Строй: −2 к бешенству."}}
"""
LUCK = """
name: Удачник
type: creature
cost: 3
lives: 5
strike: [1, 1, 1]
text: "{tap}: +1 к броску кубика (1 раз за ход). {instant}: +1 к броску кубика."
features:
  - {id: f1, text: "{tap}: +1 к броску кубика."}
  - {id: f2, text: "{instant}: +1 к броску кубика (1 раз за ход).", params: {limit: 1 раз за ход}}
  - {id: f3, text: "{instant}: +1 к броску кубика."}
"""


def _indent(text, n):
    return "\n".join(" " * n + line for line in text.strip().splitlines())


def _ask(tmp_path, question, n="2", extra="", mate_cell="[3, 3]", orc_cell="[3, 2]", active="first"):
    orc = ORC.format(n=n, extra=extra)
    mate = "" if mate_cell is None else f"""
  - id: mate
    controller: first
    {'' if mate_cell == 'none' else 'cell: ' + mate_cell}
    inline:
{_indent(ORC.format(n=2, extra=''), 6)}"""
    text = f"""
title: t
edition: classic
state: {{active: {active}}}
cards:
  - id: orc
    controller: first
    {'' if orc_cell is None else 'cell: ' + orc_cell}
    inline:
{_indent(orc, 6)}{mate}
  - id: luck
    controller: second
    inline:
{_indent(LUCK, 6)}
question:
{_indent(question, 2)}
"""
    p = tmp_path / "s.yaml"
    p.write_text(text, encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def _fired(a):
    return {o.result: bool(o.fires) for o in a.outcomes}


def test_threshold_with_formation(tmp_path):
    """In formation: Бешенство 2 − 2 = 0; a roll of 1 is the highest that does not fire against a closed card."""
    a = _ask(tmp_path, "kind: roll\ncard: orc\nfor: strike", n="3")
    assert a.verdict == "outcomes" and _fired(a) == {1: True, 2: False, 3: False, 4: False, 5: False, 6: False}
    assert {"classic:бешенство", "classic:ruling-dev-210"} <= a.cites()


def test_out_of_formation_the_modifier_does_not_apply(tmp_path):
    a = _ask(tmp_path, "kind: roll\ncard: orc\nfor: strike", mate_cell="[1, 1]")
    assert _fired(a) == {1: True, 2: True, 3: False, 4: False, 5: False, 6: False}


def test_formation_cell_not_given_is_unknown(tmp_path):
    a = _ask(tmp_path, "kind: roll\ncard: orc\nfor: strike", mate_cell="none")
    assert a.verdict == "unknown" and any("formation" in u for u in a.unknown)


def test_not_its_turn_or_not_an_attack_does_not_fire(tmp_path):
    a = _ask(tmp_path, "kind: roll\ncard: orc\nfor: strike", active="second", n="6")
    assert a.verdict == "outcomes" and not any(_fired(a).values())
    b = _ask(tmp_path, "kind: roll\ncard: orc", n="6")
    assert not any(_fired(b).values())


def test_counterstrike_in_own_turn_is_unknown(tmp_path):
    a = _ask(tmp_path, "kind: roll\ncard: orc\nfor: counterstrike")
    assert a.verdict == "unknown" and any("counterstrike" in u for u in a.unknown)


def test_frenzy_x_is_unknown(tmp_path):
    a = _ask(tmp_path, "kind: roll\ncard: orc\nfor: strike", n="X")
    assert a.verdict == "unknown" and any("Бешенство X" in u for u in a.unknown)


def test_next_roll_takes_the_result(tmp_path):
    a = _ask(tmp_path, "kind: roll\ncard: orc\nfor: shot\nnatural: 1\nmodifiers:\n"
                       "  - {op: add, card: luck, feature: f3, value: 1}", n="4", extra=", next_roll: result")
    assert [(o.result, o.next_roll) for o in a.outcomes] == [(2, 2)]
    assert "classic:ruling-dev-005" in a.cites()
    b = _ask(tmp_path, "kind: roll\ncard: orc\nfor: shot\nnatural: 5", n="4", extra=", next_roll: 6")
    assert [(o.result, o.next_roll) for o in b.outcomes] == [(5, None)]


def test_equals_then_reroll_then_add(tmp_path):
    a = _ask(tmp_path, "kind: roll\ncard: luck\nmodifiers:\n  - {op: equals, card: orc, feature: f1, value: 6}\n"
                       "  - {op: add, card: luck, feature: f3, value: 1}\n  - {op: reroll, card: orc, value: 2}")
    assert [(o.result, o.naturals) for o in a.outcomes] == [(3, (6,))]
    assert "classic:ruling-dev-401" in a.cites()


def test_two_equals_of_different_values_are_unknown(tmp_path):
    a = _ask(tmp_path, "kind: roll\ncard: luck\nmodifiers:\n  - {op: equals, card: orc, value: 6}\n"
                       "  - {op: equals, card: orc, value: 1}")
    assert a.verdict == "unknown" and any("which stands" in u for u in a.unknown)


def test_equals_replaces_a_stated_die(tmp_path):
    a = _ask(tmp_path, "kind: roll\ncard: luck\nnatural: 3\nmodifiers:\n  - {op: equals, card: orc, value: 6}")
    assert [(o.result, o.naturals) for o in a.outcomes] == [(6, (6,))]


@pytest.mark.parametrize("feature, verdict", [("f1", "unknown"), ("f2", "unknown"), ("f3", "fixed")])
def test_repeated_playable_uses(tmp_path, feature, verdict):
    """Twice on one roll: a {tap} cost or «1 раз за ход» stops the second use; an unlimited ability may repeat."""
    a = _ask(tmp_path, f"kind: roll\ncard: orc\nnatural: 3\nmodifiers:\n"
                       f"  - {{id: a, op: add, card: luck, feature: {feature}, value: 1}}\n"
                       f"  - {{id: b, op: add, card: luck, feature: {feature}, value: 1}}")
    assert a.verdict == verdict
    if verdict == "fixed":
        assert [o.result for o in a.outcomes] == [5]


WARLORD = """
name: Воевода
type: creature
cost: 5
lives: 12
strike: [3, 3, 4]
text: "Когда сражается в ваш ход - бросьте кубик дважды, выберите один. Бешенство 3: что-то."
features:
  - {id: f1, text: "Когда сражается в ваш ход - бросьте кубик дважды, выберите один.", params: {two_dice: {when: fight, own_turn: true}}}
  - {id: f2, text: "Бешенство 3: что-то.", kind: permanent, params: {when: Бешенство 3}}
"""


def _warlord(tmp_path, question, states="[curse]", with_two=True):
    card = WARLORD if with_two else WARLORD.replace(", params: {two_dice: {when: fight, own_turn: true}}", "")
    text = f"""
title: t
edition: classic
state: {{active: first}}
cards:
  - id: w
    controller: first
    states: {states}
    inline:
{_indent(card, 6)}
  - id: luck
    controller: second
    inline:
{_indent(LUCK, 6)}
question:
{_indent(question, 2)}
"""
    p = tmp_path / "w.yaml"
    p.write_text(text, encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def test_two_dice_each_fires_the_other_without_modifiers(tmp_path):
    """dev-016: the kept die with the curse (4 → 3 fires), the other without it (3 fires too; 4 would not)."""
    a = _warlord(tmp_path, "kind: roll\ncard: w\nfor: strike\nfight: true\ndice: [4, 3]\nchosen: 1")
    assert [(o.result, o.fires) for o in a.outcomes] == [(3, ("w/f2", "w/f2"))]
    b = _warlord(tmp_path, "kind: roll\ncard: w\nfor: strike\nfight: true\ndice: [4, 4]\nchosen: 1")
    assert [(o.result, o.fires) for o in b.outcomes] == [(3, ("w/f2",))]
    assert "classic:ruling-dev-016" in b.cites()


def test_two_dice_not_stated_enumerates_every_pair_and_choice(tmp_path):
    a = _warlord(tmp_path, "kind: roll\ncard: w\nfor: strike\nfight: true", states="[]")
    assert a.verdict == "outcomes" and {o.result for o in a.outcomes} == set(range(1, 7))
    assert {len(o.fires) for o in a.outcomes} == {0, 1, 2}


def test_two_dice_with_a_reroll_is_unknown(tmp_path):
    a = _warlord(tmp_path, "kind: roll\ncard: w\nfor: strike\nfight: true\ndice: [4, 3]\nchosen: 1\nmodifiers:\n"
                           "  - {op: reroll, card: luck, feature: f3, value: 2}")
    assert a.verdict == "unknown" and any("dev-382" in u for u in a.unknown)


def test_two_dice_outside_a_fight_is_unknown_and_without_the_text_bad_input(tmp_path):
    a = _warlord(tmp_path, "kind: roll\ncard: w\nfor: strike\ndice: [4, 3]\nchosen: 1")
    assert a.verdict == "unknown" and any("two dice" in u for u in a.unknown)
    with pytest.raises(InputError, match="dice"):
        _warlord(tmp_path, "kind: roll\ncard: w\nfor: strike\nfight: true\ndice: [4, 3]", with_two=False)


@pytest.mark.parametrize("when, states, result", [("initiation", "[]", 2), ("result", "[]", 3),
                                                  ("initiation", "[curse]", 2)])
def test_a_state_gained_during_the_attack(tmp_path, when, states, result):
    """2012 216.4: a curse from a trigger on attack initiation modifies the roll; 216.6: one from a trigger on the
    modified result does not; a cursed card cursed again is cursed once."""
    a = _warlord(tmp_path, f"kind: roll\ncard: w\nfor: shot\nnatural: 3\ngains:\n"
                           f"  - {{card: w, state: curse, when: {when}}}", states=states)
    assert [o.result for o in a.outcomes] == [result]
    want = "classic-2012:проклятие" if states == "[curse]" else (
        "classic-2012:216.4" if when == "initiation" else "classic-2012:216.6")
    assert want in a.cites()


def test_a_state_gained_by_another_card_and_bad_input(tmp_path):
    a = _warlord(tmp_path, "kind: roll\ncard: w\nfor: shot\nnatural: 3\ngains:\n"
                           "  - {card: luck, state: blessing, when: initiation}", states="[]")
    assert [o.result for o in a.outcomes] == [3]
    with pytest.raises(InputError, match="when"):
        _warlord(tmp_path, "kind: roll\ncard: w\nnatural: 3\ngains:\n  - {card: w, state: curse, when: later}")


def test_a_hidden_cards_equals_does_not_act(tmp_path):
    """classic:ruling-dev-081: a hidden card's permanent «бросок равен 6» does not act (dev-399)."""
    import os
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    text = open(os.path.join(root, "legality", "scenarios", "rulings", "dev-399-hidden-seer-no-six.yaml"),
                encoding="utf-8").read()
    p = tmp_path / "h.yaml"
    p.write_text(text.replace("revealed: false", "revealed: true"), encoding="utf-8")
    a = rule_scenario(parse_scenario(str(p)))[0].answer
    assert [o.result for o in a.outcomes] == [6]
    p.write_text(text.replace("edition: classic\n", "edition: classic-2012\n", 1), encoding="utf-8")
    b = rule_scenario(parse_scenario(str(p)))[0].answer
    assert b.verdict == "unknown" and any("hidden" in u for u in b.unknown)


def _elf(tmp_path, question, sum_of=2):
    import os
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    text = open(os.path.join(root, "legality", "scenarios", "rulings", "dev-452-dark-elf-sum-with-modifiers.yaml"),
                encoding="utf-8").read()
    if sum_of is None:
        text = text.replace("sum: true, rolls: 2}", "sum: true}")
    text = text[:text.index("question:")] + "question:\n" + _indent(question, 2) + "\n"
    p = tmp_path / "e.yaml"
    p.write_text(text, encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def test_sum_of_several_rolls(tmp_path):
    a = _elf(tmp_path, "kind: roll\ncard: elf\nfor: shot\nrolls: [1, 3]")
    assert [(o.result, o.fires) for o in a.outcomes] == [(6, ("elf/f2",))]
    b = _elf(tmp_path, "kind: roll\ncard: elf\nfor: shot\nrolls: [6, 6]")
    assert [o.result for o in b.outcomes] == [12]          # each brought to 1-6 alone


def test_a_sum_trigger_on_one_roll_or_a_playable_modifier_on_several_is_unknown(tmp_path):
    # the elf's «этих выстрелов» is the sum of two shots' rolls (`rolls: 2`): one shot made, no sum (dev-454)
    a = _elf(tmp_path, "kind: roll\ncard: elf\nfor: shot\nnatural: 2")
    assert a.verdict == "fixed" and [o.fires for o in a.outcomes] == [()]
    assert "classic:ruling-dev-454" in a.cites()
    a = _elf(tmp_path, "kind: roll\ncard: elf\nfor: shot\nnatural: 2", sum_of=None)   # how many rolls: not said
    assert a.verdict == "unknown" and any("sum" in u for u in a.unknown)
    b = _elf(tmp_path, "kind: roll\ncard: elf\nfor: shot\nrolls: [1, 3]\nmodifiers:\n  - {op: add, card: elf, value: 1}")
    assert b.verdict == "unknown"
    with pytest.raises(InputError, match="rolls"):
        _elf(tmp_path, "kind: roll\ncard: elf\nfor: shot\nrolls: [3]")
