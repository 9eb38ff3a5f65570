"""A keyword whose glossary text is a trigger (Трупоедство) triggers as printed: the compiled card's keyword and
the hand-written reading of the same keyword fire on the same events (legality/triggers.py KEYWORD_TRIGGERS)."""
from __future__ import annotations

import os

from legality.cardtext.resolve import find_base_card, shared_cards_dir
from legality.triggers import parse_trigger

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ADJACENT = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-256-b-ghoul-corpse-eating-adjacent.yaml")
THROUGH = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-256-a-ghoul-no-corpse-eating-through-a-row.yaml")


def test_the_compiled_keyword_has_the_glossarys_trigger():
    card = find_base_card(os.path.join(shared_cards_dir(), "classic-relaunch-cards.json"), "Гуль [10039]", "t", 0,
                          "card")
    f1 = card.feature("f1")
    assert f1.keyword == "Трупоедство" and not f1.params
    trig = parse_trigger("t", card, f1)
    assert trig.on == ("destroy",) and dict(trig.where) == {"corpse_eating": True}


def test_it_fires_on_an_adjacent_kill_and_not_through_a_row():
    assert by_doc_answer(ADJACENT).executed() == ["f1: ghoul → ghoul"]
    assert by_doc_answer(THROUGH).executed() == []


def by_doc_answer(path):
    from legality.api import load_scenario, rule_scenario
    return rule_scenario(load_scenario(path))[0].answer
