"""The turn's history and the start of a turn (legality/stack/history.py, legality/rules/turn_start.py): the
tracer logs this turn's events, `where: {nth_this_turn: N}` counts them, and `turn: … opening: true` opens the
active player's closed cards (classic 2012 311.1) before the «в начале хода» triggers."""
from __future__ import annotations

import os

import pytest
import yaml

from graphs.chain import Event
from legality.api import load_scenario, rule_scenario
from legality.errors import InputError
from legality.questions.chain import ChainQuestion, rule_chain, scenario_triggers
from legality.scenario import parse_scenario
from tests.variants import feature, inline_copy

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULINGS = os.path.join(ROOT, "legality", "scenarios", "rulings")
ZARDAGOR = os.path.join(RULINGS, "dev-460-a-zardagor-turn-start-opening-counts.yaml")


def _variant(tmp_path, edit, name=ZARDAGOR):
    doc = yaml.safe_load(open(name, encoding="utf-8"))
    doc.pop("source", None)
    edit(doc)
    p = tmp_path / "variant.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)), ["classic"])[0].answer


def test_the_start_of_turn_opening_is_counted_and_a_chain_cannot_count():
    sc = load_scenario(ZARDAGOR)
    trace = rule_scenario(sc, ["classic"])[0].answer
    assert list(trace.fired()) == ["f1: zardagor → wolf"]
    # the same trigger asked as a `chain` question: no history there, so unknown (never a guess either way)
    q = ChainQuestion("", Event("open", None, "wolf"), scenario_triggers(ZARDAGOR, sc.state))
    chain = rule_chain(sc.state, q, "classic")
    assert chain.verdict == "unknown" and any("history" in u for u in chain.unknown)
    assert chain.executed() == []


def test_without_the_opening_step_the_second_opening_is_the_first(tmp_path):
    def no_opening(doc):
        doc["question"]["events"][0].pop("opening")
    ans = _variant(tmp_path, no_opening)
    assert list(ans.fired()) == []           # the wolf was closed at the turn start and opened only once since


def test_a_third_opening_is_not_the_second(tmp_path):
    def three(doc):
        doc["question"]["events"] += [{"close": "wolf"}, {"open": "wolf"}]
    ans = _variant(tmp_path, three)
    assert list(ans.fired()) == ["f1: zardagor → wolf"]


@pytest.mark.parametrize("duration,stays_closed", [("game", True), ("turn", False)])
def test_a_card_unable_to_open_stays_closed_at_the_turn_start(tmp_path, duration, stays_closed):
    """«не открывается» laid on the card: the start-of-turn opening is an opening the card's texts forbid — while
    it lasts: one «до конца хода» stated in the scenario has ended with the turn before this one begins."""
    def forbidden(doc):
        z = inline_copy(doc, 0, ZARDAGOR)       # a fixture: a feature added to the card
        z["features"].append({"id": "stay", "text": "не открывается", "kind": "permanent", "modality": "forbid",
                              "actions": ["open"], "role": "target", "duration": duration})
        doc["cards"][1]["effects"] = [{"source": "zardagor", "feature": "stay", "timestamp": 9}]
        doc["question"]["events"] = [doc["question"]["events"][0]]
        doc["expect"] = {"verdict": "traced"}
    ans = _variant(tmp_path, forbidden)
    assert ans.final["wolf"]["open"] is not stays_closed and ans.verdict == "traced"


def test_nth_this_turn_counts_from_one(tmp_path):
    def zero(doc):
        feature(doc, 0, "f1")["params"]["chain"]["where"]["nth_this_turn"] = 0
    with pytest.raises(InputError, match="nth_this_turn"):
        _variant(tmp_path, zero)


def test_unknown_element_in_a_condition_is_refused(tmp_path):
    def bad(doc):
        feature(doc, 0, "f1")["params"]["chain"]["where"]["target_elements"] = ["степь"]
    with pytest.raises(InputError, match="unknown element"):
        _variant(tmp_path, bad)
