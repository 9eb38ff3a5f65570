"""Паук-пересмешник's net: an attack on a card carrying a marker its card blocks attacks on is blocked as its
target is determined and the marker goes (classic-2012:410.1, classic:ruling-dev-278); an effect «на свой
следующий ход» waits for its carrier's turn (classic:ruling-dev-279). The trace decides; the `attack` and `legal`
questions, which have no Target object, read the same markers (legality/marker_blocking.py) and say `unknown`."""
from __future__ import annotations

from pathlib import Path

from legality.api import rule_scenario
from legality.scenario import parse_scenario
from variants import by_doc, by_text, trace_cites

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
OWN = RULINGS / "dev-277-spider-net-own-attack-frees.yaml"
PROTECTED = RULINGS / "dev-278-spider-net-goes-on-protected-discharge.yaml"
SAME_TURN = RULINGS / "dev-279-spider-net-not-yet-in-own-turn.yaml"


def test_an_attack_on_ones_own_netted_creature_is_blocked_and_frees_it(tmp_path):
    t = by_text(tmp_path, OWN, "title:", "title:")
    assert t.verdict == "traced", t.unknown
    assert "own-hit" in t.outcome["removed"] and "own-hit" in t.outcome["paid"]
    assert t.final["victim"]["wounds"] == 1 and t.final["victim"]["effects"] == []   # 1: the freed strike's reply
    assert t.final["friend"]["open"] is False                                        # 410.1: still paid for
    assert {"classic-2012:410.1", "classic:ruling-dev-278"} <= trace_cites(t)


def test_the_net_meets_the_attack_before_the_protection(tmp_path):
    t = by_text(tmp_path, PROTECTED, "title:", "title:")
    assert t.verdict == "traced", t.unknown
    assert t.outcome["removed"] == ("zap",) and t.final["victim"]["effects"] == []
    # without the net the same discharge reaches the Protection object: blocked there, which the trace does not
    # follow yet (unknown), never a wound dealt
    t = by_text(tmp_path, PROTECTED, "      f3:\n        - {id: blocks, kind: permanent, params: {blocks_attacks: "
                "{marker: сеть, ends: true}}}\n", "")
    assert t.verdict == "unknown" and t.final["victim"]["wounds"] == 0


def test_a_net_laid_in_the_spiders_turn_is_not_there_yet(tmp_path):
    t = by_text(tmp_path, SAME_TURN, "title:", "title:")
    assert t.verdict == "traced", t.unknown
    assert "hit" in t.outcome["resolved"] and t.final["victim"]["wounds"] == 1
    assert t.final["victim"]["effects"] == ["spider/net"]          # in force from its carrier's turn
    assert "back" in t.outcome["not_entered"]
    assert "classic:ruling-dev-279" in trace_cites(t)


def _under_2012(path):
    return next(r.answer for r in rule_scenario(parse_scenario(str(path))) if r.edition == "classic-2012")


def test_without_the_rulings_the_net_is_unknown():
    for path in (OWN, PROTECTED, SAME_TURN):
        t = _under_2012(path)
        assert t.verdict == "unknown"
        assert any("next turn" in u for u in t.unknown)
    t = _under_2012(OWN)
    assert any("when such a blocking meets the attack" in u for u in t.unknown)
    assert "own-hit" not in t.outcome["removed"]


def test_a_net_whose_spider_has_left_play_is_unknown(tmp_path):
    t = by_text(tmp_path, OWN, "    - turn: second\n", "    - turn: second\n    - destroy: spider\n")
    assert t.verdict == "unknown"
    assert any("spider is not in play" in u for u in t.unknown)
    assert "own-hit" not in t.outcome["removed"]


def _netted(doc):
    """The net already on the victim in its own turn (the scenario's `effects`), the spider's throw dropped."""
    doc["state"] = {"active": "second"}
    victim = next(c for c in doc["cards"] if c["id"] == "victim")
    victim["effects"] = [{"source": "spider", "feature": "net", "origin": "acquired", "timestamp": 1}]


def test_one_reading_for_the_trace_and_the_attack_question(tmp_path):
    def strike(doc):
        _netted(doc)
        doc["question"]["events"] = doc["question"]["events"][3:5]     # the friend's strike, resolved

    t = by_doc(tmp_path, OWN, strike)
    assert t.verdict == "traced", t.unknown
    assert t.outcome["removed"] == ("own-hit",) and t.final["victim"]["effects"] == []

    def attack(doc):
        _netted(doc)
        doc["question"] = {"kind": "attack", "attack": {"kind": "strike", "source": "friend", "target": "victim",
                                                        "tier": "weak"}}

    a = by_doc(tmp_path, OWN, attack)
    assert a.verdict == "unknown"
    assert any("«сеть»" in u and "Target object" in u for u in a.result.unknown)

    def legal(doc, step):
        _netted(doc)
        doc["question"] = {"kind": "legal", "step": step,
                           "action": {"kind": "simple_strike", "source": "friend", "target": "victim"}}

    assert by_doc(tmp_path, OWN, lambda d: legal(d, "declaration")).verdict == "legal"
    v = by_doc(tmp_path, OWN, lambda d: legal(d, "execution"))
    assert v.verdict == "unknown" and any("«сеть»" in u for u in v.unknown)
