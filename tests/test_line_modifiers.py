"""Value modifiers on the Battlefield's columns and halves (`when.geometry` same_column / other_on_own_half,
legality/attack/derive.py `_lines`), compiled from the relaunch base: Гном-лучник «+1 к выстрелу по существам,
стоящим в том же столбце, что и Гном-лучник» (207.2), Авиал «-2 к {strike} по картам на вашей половине поля боя»
(207.3.a). Read off the cells, alike in the `attack` question and the trace; a flyer stands on no cell (211.2);
a cell not given is unknown."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from legality.api import rule_scenario
from legality.cardtext.resolve import shared_cards_dir
from legality.scenario import parse_scenario
from tests.variants import by_doc



def _rule(tmp_path, cards, question):
    doc = {"title": "t", "edition": "classic", "card_base": "classic-relaunch-cards.json", "cards": cards,
           "question": question}
    p = tmp_path / "s.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def _archer(tmp_path, target_at, target_card="Кочевник"):
    target = {"id": "t", "card": target_card, "controller": "second"}
    if target_at:
        target["at"] = target_at
    cards = [{"id": "archer", "card": "Гном-лучник", "controller": "first", "at": "C1"}, target]
    return _rule(tmp_path, cards, {"kind": "attack",
                                   "attack": {"kind": "shot", "source": "archer", "target": "t", "value": 1}})


def _values(answer):
    return sorted(o["value"] for o in answer.to_json()["outcomes"])


def test_a_shot_at_a_creature_in_his_column_gets_the_bonus(tmp_path):
    assert _values(_archer(tmp_path, "C3'")) == [2]


def test_a_shot_at_a_creature_in_another_column_does_not(tmp_path):
    assert _values(_archer(tmp_path, "D3'")) == [1]


def test_a_flyer_stands_in_no_column(tmp_path):
    a = _archer(tmp_path, None, target_card="Авиал")
    assert a.verdict != "unknown" and _values(a) == [1], a.to_json()


def test_a_target_whose_cell_is_not_given_is_unknown(tmp_path):
    assert _archer(tmp_path, None).verdict == "unknown"


def _avial(tmp_path, target_at):
    cards = [{"id": "avial", "card": "Авиал", "controller": "first"},
             {"id": "t", "card": "Кочевник", "controller": "second", "at": target_at}]
    q = {"kind": "attack", "attack": {"kind": "strike", "source": "avial", "target": "t", "value": 4}}
    return _rule(tmp_path, cards, q)


def test_a_strike_at_a_card_on_his_controllers_half_is_two_less(tmp_path):
    assert _values(_avial(tmp_path, "C3")) == [2]        # C3: a cell of the first player's half (207.3.a)


def test_a_strike_at_a_card_on_the_opponents_half_is_not(tmp_path):
    assert _values(_avial(tmp_path, "C3'")) == [4]


def test_the_trace_strikes_as_the_attack_question_says(tmp_path):
    cards = [{"id": "archer", "card": "Гном-лучник", "controller": "first", "at": "C1"},
             {"id": "t", "card": "Кочевник", "controller": "second", "at": "C3'"}]
    t = _rule(tmp_path, cards, {"kind": "sequence", "events": [
        {"declare": "shot", "action": {"kind": "shot", "source": "archer", "target": "t", "ability": "f1", "param": 1},
         "closes": True},
        {"resolve": "shot"}]})
    assert t.verdict == "traced" and t.to_json()["final"]["t"]["wounds"] == 2, t.to_json()


def _elemental(tmp_path, striker, tier, controller="first"):
    """Глемсель «Ваши элементали имеют +1 к сильному {strike}»: on the attacks of every card of his controller's
    of the class Элементаль (`holders.classes`), wherever it stands."""
    cards = [{"id": "glemsel", "card": "Глемсель", "controller": "first", "at": "A3"},
             {"id": "s", "card": striker, "controller": controller, "at": "C2" if controller == "first" else "C2'"},
             {"id": "t", "card": "Кочевник", "controller": "second" if controller == "first" else "first",
              "at": "C1'" if controller == "first" else "C1"}]
    q = {"kind": "attack", "attack": {"kind": "strike", "source": "s", "target": "t", "value": 3, "tier": tier}}
    return _rule(tmp_path, cards, q)


def test_his_elementals_strong_strike_is_one_more(tmp_path):
    assert _values(_elemental(tmp_path, "Элементаль цветов", "strong")) == [4]


def test_a_medium_strike_is_not(tmp_path):
    assert _values(_elemental(tmp_path, "Элементаль цветов", "medium")) == [3]


def test_a_creature_of_another_class_is_not_one_of_them(tmp_path):
    assert _values(_elemental(tmp_path, "Кочевник", "strong")) == [3]


def test_the_opponents_elementals_are_not_his(tmp_path):
    assert _values(_elemental(tmp_path, "Элементаль цветов", "strong", controller="second")) == [3]


PALADIN = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings" / "dev-381-paladin-range-to-spell.yaml"


def test_the_paladins_column_bonus_is_compiled(tmp_path):
    """«Ваши существа с выстрелом, метанием или разрядом в одном столбце с Паладином Алламора получают +1 к
    дальности» compiled (range_bonus, of: any): Иринди's spell of range 3 reaches 4 cells in his column (dev-381),
    not from another column."""
    assert "readings" not in PALADIN.read_text(encoding="utf-8").split("card: Паладин Алламора")[1].split("- id:")[0]
    assert by_doc(tmp_path, PALADIN, lambda d: None).verdict == "legal"

    def other_column(doc):
        doc["cards"][1]["cell"] = [3, 2]          # Иринди one column over, the target still 4 cells away
        doc["cards"][2]["cell"] = [3, 6]
    assert by_doc(tmp_path, PALADIN, other_column).verdict == "illegal"


def test_a_paladins_holder_must_be_a_creature(tmp_path):
    from legality.cards_io import parse_card
    from legality.cardtext.pool import compile_base
    import os
    cb = compile_base(os.path.join(shared_cards_dir(), "classic-relaunch-cards.json"))
    doc = next(d for d in cb.docs if d["name"] == "Паладин Алламора")
    rb = next(f for f in parse_card("base", doc, "paladin").features if f.param("range_bonus")).param("range_bonus")
    assert dict(rb.holders)["types"] == ("creature", "flyer") and dict(rb.holders)["same_column"] is True
