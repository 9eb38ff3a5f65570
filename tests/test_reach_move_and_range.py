"""A modifier of the move alone («{first}: +1 к {move}», «+1 к {move}, пока не имеет ран») touches the card's move
points: no strike's value (an attack question stays decided) and no move an effect makes (a card an effect moves
spends no movement); a move its card declares still reads it (h-gram-j; dev-004, dev-106, dev-148, dev-283).
«Дальность N» is a range, not a ranged attack (dev-044)."""
from __future__ import annotations

import pytest

from legality.cardtext.compiler import read_sentence
from legality.cards_io import parse_card
from legality.reach import Dependence, legal_dependence, read_sentences, sentences
from model import Action, ActionKind

MOVE_ONLY = ["{first}: +1 к {move} .", "{second}: +1 к {move}.", "+1 к {move}, пока не имеет ран.",
             "+1 к {move} , пока в вашем отряде есть город."]


def _feature(text):
    r = read_sentence(text, "relaunch")
    doc = {"name": "Испытуемый", "type": "creature", "features": [{"id": "f1", "text": text, **f} for f in r.features]}
    return parse_card("test", doc, "[0]").features[0]


@pytest.mark.parametrize("text", MOVE_ONLY)
def test_a_move_modifier_touches_the_move_points_only(text):
    (words,) = read_sentences(text)
    assert words.topics == {"move_points"}
    (x,) = sentences(_feature(text))        # the compiled reading declares no more than the words
    assert x.topics == {"move_points"}
    declared = legal_dependence(Action(ActionKind.MOVE, source="a", targets=("a",)))
    by_effect = legal_dependence(Action(ActionKind.MOVE, source="b", targets=("a",), via="effect"))
    strike = Dependence(frozenset({"strike_value", "wounds", "lives", "simple_strike"}), ("a",))
    assert x.meets(declared, "a") and not x.meets(by_effect, "a") and not x.meets(strike, "a")


@pytest.mark.parametrize("text", ["+1 к {move} и {strike}.", "+1 к {strike}, пока не имеет ран.",
                                  "+1 к {move}; ранить соседнее существо на 1."])
def test_a_modifier_of_more_than_the_move_keeps_the_strike_value(text):
    assert "strike_value" in read_sentences(text)[0].topics or "*" in read_sentences(text)[0].topics


@pytest.mark.parametrize("text, topics", [
    # «дальность» is a range: a jump's range is no shot's («Прыжок, дальность 3» bears on moves and ranges only)
    ("Прыжок, дальность 3.", {"move", "move_points", "range"}),
    # a ranged attack is still named by its own words
    ("Дальние атаки (кроме {uchr}) стоящих рядом карт имеют дальность 2.", {"shot", "range", "strike_value"}),
    ("{tap}: Выстрел на 2, дальность 4.", {"shot", "range", "strike_value"}),
])
def test_a_range_names_no_ranged_attack(text, topics):
    got = read_sentences(text)[0].topics
    assert topics <= got
    if "shot" not in topics:
        assert not got & {"shot", "strike_value", "wounds"}


@pytest.mark.parametrize("text, events", [
    # an effect printed with no comma after the trigger's head begins with its infinitive or its attack
    ("При гибели метание лавки на 2, дальность 2.", {"death", "destroy", "resurrect"}),
    ("Когда Бьерн становится защитником излечить на 2 существо, которому он выступает защитником.",
     {"assign_defender", "defender"}),
])
def test_a_trigger_listens_to_its_head_not_to_its_effect(text, events):
    (x,) = read_sentences(text)
    assert x.form == "trigger" and x.events - {"trigger"} == events


@pytest.mark.parametrize("text", ["Когда ваш линунг должен получить 1 или более {counter} , вместо этого …",
                                  "Когда хозяин должен получить Х ран от немагической атаки, вместо этого …"])
def test_an_infinitive_after_must_is_the_event_itself(text):
    (x, *_) = read_sentences(text)
    assert "*" in x.events or {"tokens", "wounds"} & x.events


def test_the_compiled_cache_is_keyed_by_the_words_reach_too():
    """The compiled touches and listens cover the words' reading (reach.py): a change there recompiles."""
    import inspect

    from legality.cardtext import cache
    assert '"reach.py"' in inspect.getsource(cache._compiler_key)


def test_a_miss_is_an_attack_that_kills_nobody_and_staying_open_is_no_event():
    """A miss (205.6.miss) is heard by triggers on attacks, not by «При гибели»; «не закрывается» makes no event."""
    from legality.reach import event_topics
    assert {"simple_strike", "battle", "counterstrike"} <= set(event_topics("miss"))
    assert not {"death", "destroy", "wounds", "*"} & set(event_topics("miss"))
    assert event_topics("stay_open") == ()
