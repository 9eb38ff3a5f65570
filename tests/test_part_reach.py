"""A compiled part's target restricted by a relative clause the board reads (legality/compiled_parts.py): Дрорн's
«… ранить на 1 каждую карту противника, которая стоит напротив существ в строю с Дрорном» and Орк-сокрушитель's
«Бешенство 2: ранить на 1 каждую карту противника, стоящую рядом с атакованным». A generated wound of the card at
a target the clause admits is the part's (legal by the rules); at one it excludes, the card's text forbids it —
but only where that part is the one feature of the card that can make a wound (dev-012, dev-019, dev-027)."""
from __future__ import annotations

import os

from legality.api import rule_scenario
from legality.scenario import parse_scenario
from tests.variants import by_doc, inline_copy

RULINGS = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings")


def _path(name):
    return os.path.join(RULINGS, name)


def _answer(name):
    return rule_scenario(parse_scenario(_path(name)))[0].answer


def test_the_excluded_target_is_forbidden_by_the_compiled_part():
    a = _answer("dev-027-a-drorn-not-in-front-of-himself.yaml")
    assert a.verdict == "illegal"
    assert any(r.code == "card-forbid" and "reaches only" in r.message for r in a.reasons)
    assert _answer("dev-012-b-orc-crusher-rage-not-far-card.yaml").verdict == "illegal"


def test_an_admitted_target_is_legal():
    assert _answer("dev-027-b-drorn-with-dwarf-gnome.yaml").verdict == "legal"
    assert _answer("dev-012-a-orc-crusher-rage-wounds-companion.yaml").verdict == "legal"


def _with_extra(tmp_path, name, feature):
    """The scenario's answer with its first card written inline and one more feature added to it."""
    path = _path(name)

    def edit(doc):
        inline_copy(doc, 0, path)["features"].append({"id": "extra", **feature})
    return by_doc(tmp_path, path, edit)


def test_another_sentence_that_may_wound_leaves_it_open(tmp_path):
    """A second feature of the card that may make a wound (here a sentence kept as text): the wound may be that
    one's, whose reach is not read — no prohibition, the answer is unknown."""
    a = _with_extra(tmp_path, "dev-027-a-drorn-not-in-front-of-himself.yaml",
                    {"text": "При {strike} может ранить любую карту на 1.", "kind": "text"})
    assert a.verdict == "unknown"


def test_a_second_wounding_part_leaves_it_open(tmp_path):
    a = _with_extra(tmp_path, "dev-012-b-orc-crusher-rage-not-far-card.yaml",
                    {"text": "{tap}: ранить любую карту на 1.", "kind": "activated",
                     "params": {"cost": "закрыться", "actions": [{"do": "wound", "target": {"noun": "карта"},
                                                                   "value": "1"}]}})
    assert a.verdict != "illegal"


def test_a_declared_spell_is_its_one_spell_ability_at_the_target_its_part_admits():
    """Ледовый страж «{instant}{tap}: Заклинание оковы льда закрыть существо, которое не передвигалось в этот
    ход» (dev-269): a creature that jumped is excluded (card-forbid), one another card moved is not."""
    a = _answer("dev-269-a-ice-guard-no-jumped-creature.yaml")
    assert a.verdict == "illegal" and {r.code for r in a.reasons} == {"card-forbid"}
    assert _answer("dev-269-b-ice-guard-creature-moved-by-another.yaml").verdict == "legal"


def test_a_second_spell_sentence_leaves_the_spell_open(tmp_path):
    a = _with_extra(tmp_path, "dev-269-a-ice-guard-no-jumped-creature.yaml",
                    {"text": "{tap}: Заклинание стужа: ранить существо на 1.", "kind": "text"})
    assert a.verdict == "unknown"
