"""A value modifier limited to the first attack a turn of the creatures it speaks of («Первая за ваш ход атака
существа в строю с Безбородым сводится к сильной», the judges' dev-034: one attack a turn in all): the trace counts
the attacks it speaks of into the card's `modifier_uses`, the `attack` question reads them from the state."""
from __future__ import annotations

from pathlib import Path

import yaml

from legality.api import rule_scenario
from legality.scenario import parse_scenario
from tests.variants import by_doc

BEARDLESS = (Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
             / "dev-034-a-beardless-first-attack-only.yaml")


def test_only_the_first_attack_of_a_turn_is_strong(tmp_path):
    t = by_doc(tmp_path, BEARDLESS, lambda d: None)
    assert t.final["nomad1"]["wounds"] == 5 and t.final["nomad2"]["wounds"] == 3


def test_alone_the_second_creatures_attack_is_the_first(tmp_path):
    def edit(doc):
        del doc["question"]["events"][:2]
    assert by_doc(tmp_path, BEARDLESS, edit).final["nomad2"]["wounds"] == 4      # Наёмник's strong: 4


def test_an_attack_of_a_creature_out_of_formation_neither_counts_nor_is_strong(tmp_path):
    def edit(doc):
        doc["cards"][1]["cell"] = [1, 1]           # the giant away from him: no formation, nomad1 out of reach
        doc["cards"][3]["cell"] = [1, 2]
    t = by_doc(tmp_path, BEARDLESS, edit)
    assert t.final["nomad1"]["wounds"] == 2 and t.final["nomad2"]["wounds"] == 4, t.unknown


def test_a_new_turn_counts_anew(tmp_path):
    def edit(doc):
        ev = doc["question"]["events"]
        ev[2:2] = [{"turn": "second"}, {"turn": "first"}]
    assert by_doc(tmp_path, BEARDLESS, edit).final["nomad2"]["wounds"] == 4


def _attack(tmp_path, uses, edition="classic", active="first"):
    doc = yaml.safe_load(open(BEARDLESS, encoding="utf-8"))
    doc.pop("source"), doc.pop("expect")
    if uses is not None:
        doc["cards"][0]["modifier_uses"] = {"f3": uses}
    doc["state"]["active"] = active
    doc["question"] = {"kind": "attack", "attack": {"kind": "strike", "source": "merc", "target": "nomad2",
                                                    "tier": "weak"}}
    p = tmp_path / "a.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)), [edition])[0].answer


def test_the_attack_question_reads_the_uses_from_the_state(tmp_path):
    assert {o.value for o in _attack(tmp_path, None).result.outcomes} == {4}
    assert {o.value for o in _attack(tmp_path, 1).result.outcomes} == {3}
    assert {o.value for o in _attack(tmp_path, None, active="second").result.outcomes} == {3}   # not his turn


def test_without_the_judges_reading_a_later_attack_is_unknown(tmp_path):
    a = _attack(tmp_path, 1, edition="classic-b")
    assert a.verdict == "unknown" and "classic:ruling-dev-034" in " ".join(a.lines()), a.lines()
    a = _attack(tmp_path, None, edition="classic-b")      # the first: no reading needed (2012's order aside)
    assert "classic:ruling-dev-034" not in " ".join(a.lines()), a.lines()


def test_uses_of_a_feature_that_counts_none_are_refused(tmp_path):
    import pytest
    from legality.errors import InputError
    doc = yaml.safe_load(open(BEARDLESS, encoding="utf-8"))
    doc["cards"][0]["modifier_uses"] = {"f2": 1}           # «-1 от атак болотных карт»: no limit
    p = tmp_path / "bad.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    with pytest.raises(InputError) as e:
        parse_scenario(str(p))
    assert "modifier_uses.f2" in str(e.value), str(e.value)
