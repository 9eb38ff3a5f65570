"""Values a card text computes (legality/computed_values.py): a printed value of the other card (the judges'
classic:ruling-dev-346), a count of the cards next to it read off the cells (2012 207.7, 211.4)."""
import pathlib

import pytest
import yaml

from legality.api import rule_scenario
from legality.errors import InputError
from legality.scenario import parse_scenario
from tests.variants import inline_copy

RULINGS = pathlib.Path(__file__).parents[2] / "legality/scenarios/rulings"
ORM = RULINGS / "dev-039-orm-no-minus-vs-flyer.yaml"
METAMORPH = RULINGS / "dev-346-metamorph-printed-strike.yaml"


def answer(tmp_path, text):
    p = tmp_path / "s.yaml"
    p.write_text(text, encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


def test_orm_counts_the_enemies_next_to_a_creature_on_a_cell(tmp_path):
    text = ORM.read_text(encoding="utf-8").replace("{id: condor, card: Пустынный кондор, from: builtin, controller: second}",
                                                   "{id: condor, card: Страж леса, controller: second, cell: [1, 2]}")
    a = answer(tmp_path, text.replace("{value: 7, wounds: {condor: 7}}", "{value: 5, wounds: {condor: 5}}"))
    assert [o.value for o in a.result.outcomes] == [5]   # 7 - 2: the enemies on [2, 2] and [2, 3] (diagonal too)


def test_a_count_with_a_cell_not_given_is_unknown(tmp_path):
    text = ORM.read_text(encoding="utf-8").replace("{id: condor, card: Пустынный кондор, from: builtin, controller: second}",
                                                   "{id: condor, card: Страж леса, controller: second, cell: [2, 1]}")
    text = text.replace("{id: e1, card: Кочевник, controller: second, cell: [2, 2]}",
                        "{id: e1, card: Кочевник, controller: second}")
    assert answer(tmp_path, text).verdict == "unknown"


def test_metamorph_reads_the_printed_strike_not_the_formation_bonus(tmp_path):
    text = METAMORPH.read_text(encoding="utf-8").replace(
        "  - {id: orc, card: Орк-задира, from: base, controller: second, cell: [2, 2]}",
        """  - id: orc
    controller: second
    cell: [2, 2]
    inline:
      name: Строевой (пример)
      type: creature
      cost: 3
      lives: 8
      strike: [1, 2, 3]
      features:
        - {id: f1, text: "Строй: +1 к {strike}.", kind: permanent,
           modifier: {op: add, value: 1, side: dealt, attacks: [strike], when: {self: {in_formation: true}}}}
        - {id: f2, text: "Строй.", kind: keyword, keyword: Строй}
  - id: mate
    controller: second
    cell: [2, 3]
    inline:
      name: Второй строевой (пример)
      type: creature
      cost: 3
      lives: 8
      strike: [1, 2, 3]
      features:
        - {id: f2, text: "Строй.", kind: keyword, keyword: Строй}""")
    a = answer(tmp_path, text.replace("{value: 5, wounds: {orc: 5}}", "{value: 2, wounds: {orc: 2}}"))
    assert [o.value for o in a.result.outcomes] == [2]           # printed medium 2, not 2 + 1
    assert "classic:ruling-dev-346" in a.cites()


@pytest.mark.parametrize("value,message", [
    ("{printed: strike, count: enemy_creatures_next_to}", "either"),
    ("{printed: move, tier: weak}", "only a strike"),
    ("{printed: armour}", "printed"),
    ("{count: enemy_creatures_next_to, of: target}", "of")])
def test_a_bad_computed_value_is_refused(tmp_path, value, message):
    # Метаморф is named from the base; his compiled card written inline lets the test spoil its X
    doc = yaml.safe_load(METAMORPH.read_text(encoding="utf-8"))
    card = inline_copy(doc, 0, str(METAMORPH))
    [mod] = [f["modifier"] for f in card["features"] if "modifier" in f]
    assert mod["value"] == {"printed": "strike", "of": "other"}
    mod["value"] = yaml.safe_load(value)
    p = tmp_path / "s.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    with pytest.raises(InputError, match=message):
        parse_scenario(str(p))
