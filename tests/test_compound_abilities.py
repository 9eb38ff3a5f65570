"""Compound trigger effects (legality/rules/compound_abilities.py; `then:` in the trigger language): a part linked
`while` («при этом», «;») only after the part before executed fully, one linked `then` («затем») whatever it did.
The `sequence` tracer follows them; a `chain` question cannot know what the first part did: unknown."""
from __future__ import annotations

import os

import pytest
import yaml

from graphs.chain import Event
from legality.api import load_scenario, rule_scenario
from legality.errors import InputError
from legality.questions.chain import ChainQuestion, rule_chain, scenario_triggers
from legality.scenario import parse_scenario
from tests.variants import feature

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULINGS = os.path.join(ROOT, "legality", "scenarios", "rulings")
KEPT = os.path.join(RULINGS, "dev-097-a-spirit-hunter-resilient-keeps-incorporeal.yaml")


def _variant(tmp_path, edit, edition="classic"):
    doc = yaml.safe_load(open(KEPT, encoding="utf-8"))
    doc.pop("source", None)
    edit(doc)
    p = tmp_path / "variant.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)), [edition])[0].answer


def _then(doc):
    return feature(doc, 0, "f1")["params"]["chain"]["effect"]["then"]


def test_a_part_linked_then_executes_whatever_the_first_did(tmp_path):
    def then(doc):
        _then(doc)["link"] = "then"
    ans = _variant(tmp_path, then)
    assert list(ans.asked) == ["ghost Бестелесный: no"]          # the wound was kept off, the loss happens all the same


def test_the_chain_question_does_not_follow_later_parts():
    sc = load_scenario(KEPT)
    q = ChainQuestion("", Event("strike", "hunter", "ghost", (("mode", "simple"),)), scenario_triggers(KEPT, sc.state))
    chain = rule_chain(sc.state, q, "classic")
    assert chain.executed() == ["f1: hunter → ghost"]
    assert chain.verdict == "unknown" and any("compound" in u for u in chain.unknown)


def test_an_edition_without_the_rulings_leaves_the_later_part_unknown(tmp_path):
    def plain(doc):
        doc["edition"] = "classic-2012"
    ans = _variant(tmp_path, plain, "classic-2012")
    assert ans.verdict == "unknown" and any("next part" in u for u in ans.unknown)


def test_a_part_needs_its_link(tmp_path):
    def no_link(doc):
        _then(doc).pop("link")
    with pytest.raises(InputError, match="link"):
        _variant(tmp_path, no_link)


def test_a_part_names_the_event_ends_but_not_the_defended_card(tmp_path):
    """A trigger's later part may name the event that fired it («ту карту», tests/test_event_part_ends.py);
    `event.defended` stays the first part's end only."""
    def event_end(doc):
        _then(doc)["target"] = "event.source"
    assert _variant(tmp_path, event_end).verdict in ("traced", "choice", "unknown")

    def defended(doc):
        _then(doc)["target"] = "event.defended"
    with pytest.raises(InputError, match="first.target"):
        _variant(tmp_path, defended)


def test_a_chosen_target_must_have_the_ability(tmp_path):
    """«бестелесное существо»: without Бестелесный the ghost is no choice; nothing else fits: blocked."""
    def corporeal(doc):
        doc["cards"][1]["inline"]["features"] = doc["cards"][1]["inline"]["features"][1:]
        doc["question"]["events"] = doc["question"]["events"][:2]
        doc["expect"] = {"verdict": "traced"}
    ans = _variant(tmp_path, corporeal)
    assert list(ans.fired()) == [] and ans.final["ghost"]["wounds"] == 2
