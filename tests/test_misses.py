"""A miss of the strike table is no strike (classic-2012:205.6.miss): the `fight` question fires the cards'
triggers in each roll's run — «при промахе» on a miss only, «при ударе» on a strike only — and the same
situation gives the same answer in `fight`, `sequence` and `chain` (Трактирный забияка, dev-138)."""
from __future__ import annotations

import os

import pytest

from legality.errors import InputError
from tests.variants import by_doc, feature

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BRAWLER = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-138-tavern-brawler-hit-closes.yaml")


def _rolls(own, other):
    def edit(doc):
        doc["question"]["roll"], doc["question"]["counter_roll"] = own, other
    return edit


def _without_swap(doc):
    """Only «не закрывается»: a trigger whose whole effect the trace applies."""
    f2 = feature(doc, 0, "f2")            # the reading of the kept sentence: its swap left out
    f2["params"]["chain"]["effect"] = {"kind": "stay_open", "target": "self"}


def _both(*edits):
    def edit(doc):
        for e in edits:
            e(doc)
    return edit


def _outcomes(ans):
    return [(dict(o.wounds), o.closed) for o in ans.result.outcomes]


def test_a_hit_fires_no_miss_trigger_and_closes(tmp_path):
    ans = by_doc(tmp_path, BRAWLER, _rolls(4, 2))
    assert ans.verdict == "fixed"
    assert _outcomes(ans) == [({"nomad": 4, "brawler": 1}, ("brawler",))]


def test_a_miss_fires_it_and_keeps_him_open(tmp_path):
    ans = by_doc(tmp_path, BRAWLER, _both(_rolls(2, 4), _without_swap))     # difference 2 against: Miss / Miss
    assert ans.verdict == "fixed"
    assert _outcomes(ans) == [({}, ())]
    t = ans.result.outcomes[0].trace
    notes = [n.text for s in t.steps for n in s.notes]
    assert any("fires on the miss" in n for n in notes)
    assert any("does not close" in n for n in notes)


def test_the_swap_the_trace_does_not_apply_is_unknown(tmp_path):
    ans = by_doc(tmp_path, BRAWLER, _rolls(2, 4))
    assert ans.verdict == "unknown"
    assert any("swap" in u for u in ans.result.unknown)


def test_every_roll_hit_or_miss(tmp_path):
    """All 36 rolls: each outcome where he closed is a strike, each where he stayed open a miss."""
    def any_roll(doc):
        _without_swap(doc)
        del doc["question"]["roll"], doc["question"]["counter_roll"]
    ans = by_doc(tmp_path, BRAWLER, any_roll)
    assert ans.verdict == "outcomes" and ans.result.rolled == 36
    for o in ans.result.outcomes:
        for strength, _c, _rolls_, _frenzies in o.witnesses:
            assert ("brawler" in o.closed) == (strength != "miss")


def _on(event):
    """The trigger on another event, keeping him open."""
    def edit(doc):
        f2 = feature(doc, 0, "f2")
        f2["params"]["chain"]["event"] = event
        f2["params"]["chain"]["effect"] = {"kind": "stay_open", "target": "self"}
    return edit


def test_on_strike_does_not_fire_on_a_miss(tmp_path):
    on_strike = _on("strike")
    hit = by_doc(tmp_path, BRAWLER, _both(_rolls(4, 2), on_strike))
    miss = by_doc(tmp_path, BRAWLER, _both(_rolls(2, 4), on_strike))
    assert _outcomes(hit) == [({"nomad": 4, "brawler": 1}, ())]           # «при ударе» kept him open
    assert miss.verdict == "fixed" and _outcomes(miss) == [({}, ("brawler",))]


def test_on_attack_is_unknown_on_a_miss(tmp_path):
    ans = by_doc(tmp_path, BRAWLER, _both(_rolls(2, 4), _on("attack")))
    assert ans.verdict == "unknown"
    assert any("fires on a miss is not ruled" in u for u in ans.result.unknown)


def test_the_hit_in_sequence_is_the_fights(tmp_path):
    def as_sequence(doc):
        doc["question"] = {"kind": "sequence", "text": "the hit", "events": [
            {"declare": "hit", "action": {"kind": "simple_strike", "source": "brawler", "target": "nomad"},
             "strength": "medium", "counter_strength": "weak"},
            {"resolve": "hit"}]}
    ans = by_doc(tmp_path, BRAWLER, as_sequence)
    assert ans.verdict == "traced"
    assert ans.final["brawler"]["open"] is False and ans.final["nomad"]["open"] is True


def test_the_miss_in_chain_is_the_fights(tmp_path):
    def as_chain(doc):
        _without_swap(doc)
        doc["question"] = {"kind": "chain", "text": "the miss",
                           "initial": {"kind": "miss", "source": "brawler", "target": "nomad",
                                       "set": {"assault": True}}}
    ans = by_doc(tmp_path, BRAWLER, as_chain)
    assert ans.executed() == ["f2: brawler → brawler"]


def test_an_edition_without_the_rule_is_unknown(tmp_path):
    def stated_miss(doc):
        _without_swap(doc)
        del doc["question"]["roll"], doc["question"]["counter_roll"]
        doc["question"]["strength"] = doc["question"]["counter_strength"] = "miss"
    ans = by_doc(tmp_path, BRAWLER, stated_miss, edition="heroes")
    assert ans.verdict == "unknown"
    assert any("says what a miss of the strike table is" in u for u in ans.result.unknown)


def _plus_two(doc):
    """A «+2 к {strike}» of his own: a value modifier, which a Miss leaves without a strike to modify."""
    _without_swap(doc)
    doc["cards"][0]["readings"]["f2"].append(          # a test's feature, read beside his kept sentence
        {"id": "plus", "kind": "permanent", "modifier": {"op": "add", "value": 2, "side": "dealt"}})


def test_no_value_modifier_turns_a_miss_into_wounds(tmp_path):
    """Rolled or stated, a Miss deals nothing, whatever the modifiers (205.6.miss): `fight` with the rolls,
    `fight` with the strengths stated, and `attack` with the same rolls give the same answer."""
    hit = by_doc(tmp_path, BRAWLER, _both(_rolls(4, 2), _plus_two))
    assert _outcomes(hit) == [({"nomad": 6, "brawler": 1}, ("brawler",))]        # the modifier does apply to a hit
    rolled = by_doc(tmp_path, BRAWLER, _both(_rolls(2, 4), _plus_two))
    assert rolled.verdict == "fixed" and _outcomes(rolled) == [({}, ())]

    def stated(doc):
        _plus_two(doc)
        del doc["question"]["roll"], doc["question"]["counter_roll"]
        doc["question"]["strength"] = doc["question"]["counter_strength"] = "miss"
    ans = by_doc(tmp_path, BRAWLER, stated)
    assert ans.verdict == "fixed" and _outcomes(ans) == [({}, ())]
    assert "classic-2012:205.6.miss" in ans.result.outcomes[0].trace.cites()

    def as_attack(doc):
        _plus_two(doc)
        doc["question"] = {"kind": "attack", "text": "the miss", "attack": {
            "kind": "strike", "source": "brawler", "target": "nomad", "roll": 2, "target_roll": 4}}
    att = by_doc(tmp_path, BRAWLER, as_attack)
    assert [dict(o.wounds) for o in att.result.outcomes] == [{"nomad": 0}]

    def as_sequence(doc):
        _plus_two(doc)
        doc["question"] = {"kind": "sequence", "text": "the miss", "events": [
            {"declare": "hit", "action": {"kind": "simple_strike", "source": "brawler", "target": "nomad"},
             "strength": "miss", "counter_strength": "miss"}, {"resolve": "hit"}]}
    seq = by_doc(tmp_path, BRAWLER, as_sequence)
    assert seq.verdict == "traced" and seq.final["nomad"]["wounds"] == 0 and seq.final["brawler"]["wounds"] == 0


def test_only_a_simple_strike_misses(tmp_path):
    def shot(doc):
        doc["question"] = {"kind": "sequence", "text": "x", "events": [
            {"declare": "s", "action": {"kind": "shot", "source": "brawler", "target": "nomad", "param": 1},
             "strength": "miss"}]}
    with pytest.raises(InputError, match="strength: only a simple strike misses"):
        by_doc(tmp_path, BRAWLER, shot)
