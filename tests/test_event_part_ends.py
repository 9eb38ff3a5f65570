"""A trigger's later part may name the event that fired it («ранить ту карту»: `event.source` / `event.target`),
and «в ход противника» (`where: {turn: enemy}`) reads whose turn it is on any event, in `sequence` and `chain`
alike (Гхор Прародитель, dev-205)."""
from __future__ import annotations

import os

from tests.variants import by_doc, feature

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GHOR = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-205-ghor-no-wound-after-lethal.yaml")


def _notes(ans):
    return [n.text for s in ans.steps for n in s.notes]


def test_a_dead_slua_stops_the_wound_part(tmp_path):
    ans = by_doc(tmp_path, GHOR, lambda doc: None)
    assert ans.final["nomad"]["wounds"] == 0 and ans.verdict == "choice"
    assert any("its next part (wound) does not happen" in n for n in _notes(ans))


def test_a_living_slua_is_unknown_the_lives_taken_are_not_traced(tmp_path):
    def alive(doc):
        doc["cards"][1]["wounds"] = 0
    ans = by_doc(tmp_path, GHOR, alive)
    assert ans.verdict == "unknown"
    assert any("lose_additional_lives" in u for u in ans.unknown)


def test_the_wound_part_reaches_the_card_that_dealt_them(tmp_path):
    def plain_first_part(doc):
        doc["cards"][1]["wounds"] = 0
        eff = feature(doc, 0, "f4")["params"]["chain"]["effect"]
        eff["kind"], eff["set"] = "mark", {"what": "taken"}
        eff["then"]["set"] = {"value": 2}
    ans = by_doc(tmp_path, GHOR, plain_first_part)
    assert ans.final["nomad"]["wounds"] == 2


def test_in_its_own_turn_it_does_not_fire_in_sequence_or_chain(tmp_path):
    def own_turn(doc):
        doc["state"]["active"] = "first"
    seq = by_doc(tmp_path, GHOR, own_turn)
    assert list(seq.fired()) == [] and seq.verdict == "traced"
    assert "hit" in seq.outcome["resolved"] and "vurdalak" in seq.outcome["died"]

    def own_turn_chain(doc):
        own_turn(doc)
        doc["question"] = {"kind": "chain", "text": "the wound",
                           "initial": {"kind": "wound", "source": "nomad", "target": "vurdalak"}}
    assert by_doc(tmp_path, GHOR, own_turn_chain).executed() == []

    def enemy_turn_chain(doc):
        doc["question"] = {"kind": "chain", "text": "the wound",
                           "initial": {"kind": "wound", "source": "nomad", "target": "vurdalak"}}
    assert by_doc(tmp_path, GHOR, enemy_turn_chain).executed() == ["f4: ghor → vurdalak"]
