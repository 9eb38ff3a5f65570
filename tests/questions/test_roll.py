"""Die rolls: the cards' die modifiers (legality/attack/die_cards.py) read the same way by `roll`, `attack` and
`fight`; the classic 2012 examples of 104.2 / 104.2.a (a Cursed Stone Golem's roll of 1); roll triggers; the
unknown paths; bad input."""
import os

import pytest

from legality.api import rule_scenario
from legality.errors import InputError
from legality.scenario import parse_scenario

# Каменный голем: Неповоротливость (-1 to a simple strike it initiates, 2012 glossary «Clumsiness»), cursed (-1)
GOLEM = """
name: Каменный голем
type: creature
cost: 5
lives: 10
strike: [2, 3, 4]
text: "Неповоротливость."
features:
  - {id: f1, text: "Неповоротливость.", kind: keyword, keyword: Неповоротливость}
"""
ZENDAR = """
name: Зендар
type: creature
cost: 4
lives: 8
strike: [1, 2, 3]
text: "Опыт в защите 2"
features:
  - {id: f1, text: "Опыт в защите 2", kind: keyword, keyword: Опыт в защите, params: {value: 2}}
"""


def _indent(text, n):
    return "\n".join(" " * n + line for line in text.strip().splitlines())


def _scenario(tmp_path, question, golem_states="[curse]", zendar_open="true", edition="classic", golem=GOLEM):
    text = f"""
title: t
edition: {edition}
cards:
  - id: golem
    controller: first
    states: {golem_states}
    inline:
{_indent(golem, 6)}
  - id: zendar
    controller: second
    open: {zendar_open}
    inline:
{_indent(ZENDAR, 6)}
state: {{active: first}}
question:
{_indent(question, 2)}
"""
    p = tmp_path / "s.yaml"
    p.write_text(text, encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def test_cursed_golem_in_a_fight_is_not_brought_to_1(tmp_path):
    """2012 104.2 example: a Cursed Stone Golem attacking Zendar rolls 1; after modifiers -1, compared as it is."""
    a = _scenario(tmp_path, "kind: roll\ncard: golem\nfor: strike\nfight: true\nnatural: 1")
    assert a.verdict == "fixed" and [o.result for o in a.outcomes] == [-1]
    assert {"classic-2012:неповоротливость", "classic-2012:проклятие"} <= a.cites()


def test_cursed_golem_against_a_closed_card_stays_1(tmp_path):
    """2012 104.2.a example: attacking a closed creature, the result 1 - 2 remains 1 (the game rule)."""
    a = _scenario(tmp_path, "kind: roll\ncard: golem\nfor: strike\nnatural: 1")
    assert [o.result for o in a.outcomes] == [1] and "classic-2012:104.2.a" in a.cites()


def test_experience_counts_only_for_its_roll(tmp_path):
    """Опыт в защите modifies a response to a melee strike, not an ability's roll; Clumsiness not a shot's roll."""
    a = _scenario(tmp_path, "kind: roll\ncard: zendar\nfor: counterstrike\nnatural: 3")
    assert [o.result for o in a.outcomes] == [5]
    b = _scenario(tmp_path, "kind: roll\ncard: zendar\nnatural: 3")
    assert [o.result for o in b.outcomes] == [3]
    c = _scenario(tmp_path, "kind: roll\ncard: golem\nfor: shot\nnatural: 3", golem_states="[]")
    assert [o.result for o in c.outcomes] == [3]


def test_attack_fight_and_roll_read_the_same_modifiers(tmp_path):
    """One reading: the golem (cursed, clumsy) rolls 5 against a closed Зендар: result 3, a weak strike, in
    `roll` (the result), `attack` (the tier) and `fight` (Зендар's wounds: the golem's weak strike, 2)."""
    r = _scenario(tmp_path, "kind: roll\ncard: golem\nfor: strike\nnatural: 5", zendar_open="false")
    assert [o.result for o in r.outcomes] == [3]
    at = _scenario(tmp_path, "kind: attack\nattack: {kind: strike, source: golem, target: zendar, roll: 5}",
                   zendar_open="false")
    assert at.verdict != "unknown" and {o.tier for o in at.result.outcomes} == {"weak"}
    f = _scenario(tmp_path, "kind: fight\naction: {kind: simple_strike, source: golem, target: zendar}\nroll: 5",
                  zendar_open="false")
    assert f.verdict == "fixed" and dict(f.result.outcomes[0].wounds) == {"zendar": 2}


def test_fight_reads_both_sides_die_modifiers(tmp_path):
    """The cursed golem rolls 1 (-1), Зендар rolls 1 (+2 Опыт в защите: 3): difference -4 favouring the
    responding creature: weak strike / medium counterstrike (205.6), not the equal rolls' weak / miss."""
    f = _scenario(tmp_path, "kind: fight\naction: {kind: simple_strike, source: golem, target: zendar}\n"
                            "roll: 1\ncounter_roll: 1")
    assert f.result.battle
    (o,) = f.result.outcomes
    assert [(a, c) for a, c, _r in o.witnesses] == [("weak", "medium")]
    assert dict(o.wounds) == {"zendar": 2, "golem": 2}
    assert any("classic-2012:опыт-в-защите" in rules for _t, rules in f.result.notes)


def test_hand_typed_die_modifier_replaces_the_cards_own(tmp_path):
    a = _scenario(tmp_path, "kind: attack\nattack: {kind: strike, source: golem, target: zendar, roll: 5}\n"
                            "die_modifiers: [{op: add, card: golem, value: 1}]", zendar_open="false")
    assert {o.tier for o in a.result.outcomes} == {"strong"}


def test_conditional_die_ability_is_unknown(tmp_path):
    golem = GOLEM.replace('kind: keyword, keyword: Неповоротливость}',
                          'kind: keyword, keyword: Неповоротливость, params: {while: на поверхности}}')
    a = _scenario(tmp_path, "kind: roll\ncard: golem\nfor: strike\nnatural: 3", golem=golem)
    assert a.verdict == "unknown" and "condition" in a.unknown[0]


def test_a_formation_die_ability_without_a_formation_is_not_had(tmp_path):
    """«Строй: Неповоротливость» on a creature no friendly creature with Строй could stand beside (glossary
    «Строй»): it does not have it, decided, not unknown."""
    golem = GOLEM.replace('kind: keyword, keyword: Неповоротливость}',
                          'kind: keyword, keyword: Неповоротливость, params: {while: в строю}}')
    a = _scenario(tmp_path, "kind: roll\ncard: golem\nfor: strike\nnatural: 3", golem=golem)
    assert a.verdict != "unknown"


def test_heroes_has_no_die_rolls(tmp_path):
    a = _scenario(tmp_path, "kind: roll\ncard: golem\nnatural: 3", golem_states="[]", edition="heroes")
    assert a.verdict == "unknown" and "heroes" in a.unknown[0]


def test_kept_text_about_rolls_is_unknown(tmp_path):
    golem = GOLEM + '  - {id: f2, text: "Ваш первый за ход бросок кубика равен 6."}\n'
    a = _scenario(tmp_path, "kind: roll\ncard: golem\nnatural: 3", golem=golem)
    assert a.verdict == "unknown" and "бросок кубика" in a.unknown[0]


def test_unstated_roll_gives_every_outcome(tmp_path):
    a = _scenario(tmp_path, "kind: roll\ncard: golem\nfor: strike")
    assert a.verdict == "outcomes"
    assert {o.result: o.naturals for o in a.outcomes} == {1: (1, 2, 3), 2: (4,), 3: (5,), 4: (6,)}


def test_set_modifier_applies_last(tmp_path):
    a = _scenario(tmp_path, "kind: roll\ncard: golem\nfor: strike\nnatural: 2\n"
                            "modifiers: [{op: set, card: zendar, value: 6}]")
    assert [o.result for o in a.outcomes] == [6]


@pytest.mark.parametrize("edit,field", [
    ("states: [curse]", "states: [cursed]"),
    ("natural: 3", "natural: 7"),
])
def test_bad_input(tmp_path, edit, field):
    with pytest.raises(InputError) as e:
        _scenario(tmp_path, "kind: roll\ncard: golem\n" + (field if edit.startswith("natural") else "natural: 3"),
                  golem_states="[cursed]" if edit.startswith("states") else "[curse]")
    assert ("states" in str(e.value)) or ("natural" in str(e.value))


def test_on_roll_bad_value(tmp_path):
    golem = GOLEM + ('  - id: f2\n    text: "x"\n    kind: triggered\n'
                     '    on_roll: {whose: self, cmp: eq, value: six}\n')
    with pytest.raises(InputError) as e:
        _scenario(tmp_path, "kind: roll\ncard: golem\nnatural: 3", golem=golem)
    assert "on_roll.value" in str(e.value)
