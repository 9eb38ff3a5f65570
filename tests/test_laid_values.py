"""Values fixed when an effect is laid (legality/laid_values.py): a trigger's grant binds the attacker's element
(Снаг, the judges' dev-052) or the first part's target's cost (Ценитель крови, dev-189), and the laid modifier
compares with them — in a `sequence` and in the `attack` question alike (a scenario's `effects[].bound`)."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from legality.api import rule_scenario
from legality.errors import InputError
from legality.scenario import parse_scenario
from tests.variants import by_doc, feature

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
SNAG_A = RULINGS / "dev-052-a-snag-neutral-attacker-no-minus.yaml"
SNAG_B = RULINGS / "dev-052-b-snag-forest-attacker-minus.yaml"
CONN_A = RULINGS / "dev-189-a-blood-connoisseur-same-cost-as-wounded.yaml"
CONN_B = RULINGS / "dev-189-b-blood-connoisseur-other-cost-no-bonus.yaml"


def test_a_neutral_attacker_fixes_no_element():
    t = by_doc_path(SNAG_A)
    assert t.verdict == "traced" and t.final["snag"]["wounds"] == 4
    assert "classic-2012:202.9" in t.cites()


def test_a_forest_attacker_fixes_forest_and_only_forest_attacks_lose_one():
    t = by_doc_path(SNAG_B)
    assert t.verdict == "traced" and t.final["snag"]["wounds"] == 3     # 1 + (2 - 1) + 1


def test_the_element_is_the_first_attackers_not_the_later_ones(tmp_path):
    # the forest card strikes after the neutral one: the minus laid then is «neutral», so no minus to the forest
    def edit(doc):
        doc["cards"][1]["card"] = "Дочь Сварога"          # merc, the first attacker, becomes forest (1 wound)
        doc["cards"][2]["card"] = "Страж Гипербореи"      # digger, the second, forest (weak 2): minus 1
    assert by_doc(tmp_path, SNAG_A, edit).final["snag"]["wounds"] == 2
    def edit2(doc):
        doc["cards"][2]["card"] = "Страж Гипербореи"      # after a neutral attacker: no minus (2)
    assert by_doc(tmp_path, SNAG_A, edit2).final["snag"]["wounds"] == 5


def _attack_doc(bound):
    doc = yaml.safe_load(open(SNAG_A, encoding="utf-8"))
    doc.pop("source"), doc.pop("expect")
    doc["cards"] = [doc["cards"][0], {"id": "guard", "card": "Страж Гипербореи", "controller": "first",
                                      "cell": [3, 2]}]
    eff = {"source": "snag", "feature": "minus-same-element"}
    if bound is not None:
        eff["bound"] = bound
    doc["cards"][0]["effects"] = [eff]
    doc["question"] = {"kind": "attack", "attack": {"kind": "strike", "source": "guard", "target": "snag",
                                                    "tier": "weak"}}
    return doc


def _rule(tmp_path, doc, edition="classic"):
    p = tmp_path / "v.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)), [edition])[0].answer


@pytest.mark.parametrize("bound,value", [({"element": ["forest"]}, 1), ({"element": ["swamp"]}, 2),
                                         ({"element": []}, 2)])
def test_the_attack_question_reads_the_bound_element(tmp_path, bound, value):
    a = _rule(tmp_path, _attack_doc(bound))
    assert a.verdict == "fixed" and {o.value for o in a.result.outcomes} == {value}, a.lines()


def test_a_laid_effect_stated_without_its_value_is_unknown(tmp_path):
    a = _rule(tmp_path, _attack_doc(None))
    assert a.verdict == "unknown" and "effects[].bound" in " ".join(a.lines()), a.lines()


def test_the_cost_is_the_wounded_creatures():
    assert by_doc_path(CONN_A).final["archer"]["wounds"] == 4
    assert by_doc_path(CONN_B).final["daughter"]["wounds"] == 2


def test_the_same_number_with_another_elite_status_is_another_cost(tmp_path):
    def edit(doc):
        doc["cards"][2]["card"] = "Страж Гипербореи"      # 5, elite: against a regular 5 wounded, no bonus
        doc["cards"][1]["card"] = "Дочь Сварога"          # the wounded: 5, regular
    t = by_doc(tmp_path, CONN_A, edit)
    assert t.final["archer"]["wounds"] == 2 and "classic-2012:202.3.a" in t.cites()


def test_a_text_naming_no_card_needs_the_judges_reading(tmp_path):
    def edit(doc):
        feature(doc, 0, "f2")["params"]["chain"]["effect"]["bind"]["unnamed"] = True
    t = by_doc(tmp_path, SNAG_A, edit, edition="classic-b")
    assert t.verdict == "unknown" and any("classic:ruling-dev-189" in u for u in t.unknown), t.unknown
    assert by_doc(tmp_path, SNAG_A, lambda d: None, edition="classic-b").verdict == "traced"


@pytest.mark.parametrize("where,bad,field", [
    ("effect", {"kind": "wound", "set": {"value": 1}, "bind": {"element": "event.source"}}, "effect.bind"),
    ("effect", {"bind": {"element": "first.target"}}, "bind.element"),
    ("bound", {"element": ["neutral"]}, "bound.element"),
])
def test_bad_values_are_refused_with_their_field(tmp_path, where, bad, field):
    doc = yaml.safe_load(open(SNAG_A, encoding="utf-8"))
    if where == "effect":
        chain = feature(doc, 0, "f2")["params"]["chain"]
        chain["effect"] = bad if "kind" in bad else {**chain["effect"], **bad}
    else:
        doc["cards"][0]["effects"] = [{"source": "snag", "feature": "minus-same-element", "bound": bad}]
    p = tmp_path / "bad.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    with pytest.raises(InputError) as e:
        rule_scenario(parse_scenario(str(p)))
    assert field in str(e.value), str(e.value)


def by_doc_path(path):
    return rule_scenario(parse_scenario(str(path)))[0].answer


GLUTTON = RULINGS / "dev-324-isharan-glutton-max-three-over-all-prophecies.yaml"


def _glutton(tmp_path, xs, edition="classic"):
    def edit(doc):
        doc["cards"][0]["effects"] = [{"source": "glutton", "feature": "plus-x", "bound": {"x": x},
                                       "timestamp": i + 1} for i, x in enumerate(xs)]
    return by_doc(tmp_path, GLUTTON, edit, edition=edition)


@pytest.mark.parametrize("xs,value", [([2, 2], 4), ([2], 3), ([1, 1, 1], 4), ([1, 1, 1, 1], 4), ([5], 4), ([], 1)])
def test_the_maximum_bounds_every_prophecy_together(tmp_path, xs, value):
    a = _glutton(tmp_path, xs)
    assert a.verdict == "fixed" and {o.value for o in a.result.outcomes} == {value}, a.lines()


def test_without_the_judges_reading_a_maximum_over_two_instances_is_unknown(tmp_path):
    assert _glutton(tmp_path, [2, 2], edition="classic-b").verdict == "unknown"
    a = _glutton(tmp_path, [5], edition="classic-b")      # one instance: each reading cuts it alike
    assert a.verdict == "fixed" and {o.value for o in a.result.outcomes} == {4}, a.lines()


def test_a_sequence_lays_the_same_values_and_strikes_the_same(tmp_path):
    # the same situation as a trace: the two prophecies laid with their X, then the strike (the attack's value)
    def edit(doc):
        doc["cards"][0].pop("effects")
        doc["question"] = {"kind": "sequence", "events": [
            {"lay": "glutton", "feature": "plus-x", "carrier": "glutton", "bound": {"x": 2}},
            {"lay": "glutton", "feature": "plus-x", "carrier": "glutton", "bound": {"x": 2}},
            {"declare": "s1", "action": {"kind": "simple_strike", "source": "glutton", "target": "nomad"},
             "strength": "weak"},
            {"resolve": "s1"}]}
    t = by_doc(tmp_path, GLUTTON, edit)
    assert t.verdict == "traced" and t.final["nomad"]["wounds"] == 4, t.unknown
    assert t.final["glutton"]["effects"] == []            # «следующий удар»: both end after it


def test_a_laid_x_not_given_is_unknown(tmp_path):
    def edit(doc):
        doc["cards"][0]["effects"] = [{"source": "glutton", "feature": "plus-x"}]
    assert by_doc(tmp_path, GLUTTON, edit).verdict == "unknown"


ORCS = RULINGS / "dev-461-a-orc-destroyers-miss-in-defence-ends-bonus.yaml"


def _orcs(doc, counter="miss"):
    doc["question"]["events"][3]["counter_strength"] = counter


def test_a_miss_in_defence_ends_the_bonus():
    t = by_doc_path(ORCS)
    assert t.verdict == "traced" and t.final["nomad"]["wounds"] == 2 and "classic:ruling-dev-461" in t.cites()


def test_a_counterstrike_at_the_same_card_keeps_and_adds_to_it(tmp_path):
    # the counterstrike hits the card the bonus is against: +1 (2), and, a strike, lays a second +1: s3 is 1 + 2
    t = by_doc(tmp_path, ORCS, lambda d: _orcs(d, "weak"))
    assert t.verdict == "traced" and t.final["nomad"]["wounds"] == 1 + 2 + 3, t.unknown


def test_a_strike_at_another_card_ends_it(tmp_path):
    def edit(doc, at_other=True):
        doc["cards"].append({"id": "other", "card": "Кочевник", "controller": "second", "cell": [2, 3],
                             "open": False})
        ev = doc["question"]["events"]
        s0 = [{"declare": "s0", "action": {"kind": "simple_strike", "source": "orcs",
                                           "target": "other" if at_other else "nomad"}, "strength": "weak"},
              {"resolve": "s0"}]
        s3 = dict(ev[-2], counter_strength="miss")       # the nomad, open again, fights back and misses
        ev[2:] = s0 + [{"turn": "second", "opening": True}, {"turn": "first", "opening": True}, s3, ev[-1]]
    # s1 at nomad: 1, +1 against nomad laid; s0 at other ends it; s3 at nomad: 1 again
    t = by_doc(tmp_path, ORCS, edit)
    assert t.verdict == "traced" and t.final["nomad"]["wounds"] == 2 and t.final["other"]["wounds"] == 1, t.unknown
    # s0 at nomad instead: 1 + 1, a second +1; s3 at nomad: 1 + 2
    t = by_doc(tmp_path, ORCS, lambda d: edit(d, at_other=False))
    assert t.verdict == "traced" and t.final["nomad"]["wounds"] == 1 + 2 + 3, t.unknown


def test_a_stated_bonus_ends_as_a_laid_one(tmp_path):
    # the bonus laid before the trace (a scenario's effects, bound to nomad): the miss in defence ends it too
    def edit(doc):
        doc["cards"][0]["effects"] = [{"source": "orcs", "feature": "strikes-plus", "bound": {"card": "nomad"}}]
        doc["question"]["events"] = doc["question"]["events"][2:]
    t = by_doc(tmp_path, ORCS, edit)
    assert t.verdict == "traced" and t.final["nomad"]["wounds"] == 1 and t.final["orcs"]["effects"] == \
        ["orcs/strikes-plus"], (t.unknown, t.final)
    def keep(doc):
        edit(doc)
        doc["question"]["events"][1]["counter_strength"] = "weak"
    t = by_doc(tmp_path, ORCS, keep)      # the counterstrike hits nomad: +1 (2); s3: 1 + 2
    assert t.verdict == "traced" and t.final["nomad"]["wounds"] == 2 + 3, (t.unknown, t.final)


def test_without_the_judges_reading_a_miss_in_defence_is_unknown(tmp_path):
    def edit(doc):
        doc["cards"][0]["effects"] = [{"source": "orcs", "feature": "strikes-plus", "bound": {"card": "nomad"}}]
        doc["question"]["events"] = doc["question"]["events"][2:5]
    t = by_doc(tmp_path, ORCS, edit, edition="classic-b")
    assert t.verdict == "unknown" and any("classic:ruling-dev-461" in u for u in t.unknown), t.unknown


def test_the_attack_question_reads_the_card_a_bonus_was_laid_against(tmp_path):
    # the same bonus stated on the orcs (laid against nomad) in the `attack` question: +1 at nomad, none at another
    def doc_for(bound_card):
        doc = yaml.safe_load(open(ORCS, encoding="utf-8"))
        doc.pop("source"), doc.pop("expect")
        doc["cards"].append({"id": "other", "card": "Кочевник", "controller": "second", "cell": [2, 3],
                             "open": False})
        doc["cards"][0]["effects"] = [{"source": "orcs", "feature": "strikes-plus", "bound": {"card": bound_card}}]
        doc["question"] = {"kind": "attack", "attack": {"kind": "strike", "source": "orcs", "target": "nomad",
                                                        "tier": "weak"}}
        return doc
    assert {o.value for o in _rule(tmp_path, doc_for("nomad")).result.outcomes} == {2}
    assert {o.value for o in _rule(tmp_path, doc_for("other")).result.outcomes} == {1}
