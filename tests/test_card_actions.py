"""A card action (classic 2012 glossary «Card action», legality/rules/card_actions.py): the tracer counts it at
the payment, and `legal` reads the count — the same rule in both kinds; an action whose cost is not known is
`unknown` for a card that has acted."""
from __future__ import annotations

import os

import yaml

from legality.api import load_scenario, rule_scenario
from legality.scenario import parse_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULINGS = os.path.join(ROOT, "legality", "scenarios", "rulings")


def _run(tmp_path, doc, name="case.yaml"):
    p = tmp_path / name
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)), ["classic"])[0].answer


def _cards():
    return [{"id": "a", "controller": "first", "cell": [3, 2],
             "inline": {"name": "Воин (пример)", "type": "creature", "cost": 3, "lives": 6, "strike": [1, 1, 1],
                        "move": 2, "features": [{"id": "zap", "text": "{tap}: Разряд на 1.", "kind": "permanent"},
                                                {"id": "free", "text": "{counter}: Разряд на 1.", "kind": "permanent"}]}},
            {"id": "b", "controller": "second", "cell": [2, 2], "open": False,
             "inline": {"name": "Гоблин (пример)", "type": "creature", "cost": 2, "lives": 9, "strike": [1, 1, 1]}}]


def test_the_trace_counts_the_strike_and_refuses_the_move_after_it(tmp_path):
    doc = {"title": "t", "edition": "classic", "cards": _cards(), "state": {"active": "first"},
           "question": {"kind": "sequence", "events": [
               {"declare": "hit", "action": {"kind": "simple_strike", "source": "a", "target": "b"}},
               {"resolve": "hit"},
               {"declare": "mv", "action": {"kind": "move", "source": "a"}, "to": [3, 3]}]},
           "expect": {"verdict": "traced"}}
    t = _run(tmp_path, doc)
    assert t.outcome["not_entered"] == ("mv",) and "classic-2012:действие-карты" in t.cites()
    assert t.final["a"]["acted_this_turn"] == 1


def test_legal_reads_the_same_count_and_the_cost_of_the_named_ability(tmp_path):
    def legal(action, acted=1):
        cards = _cards()
        cards[0]["cell"] = [4, 2]                 # not next to its target: a ranged attack may be declared
        cards[0]["acted_this_turn"] = acted
        doc = {"title": "t", "edition": "classic", "cards": cards, "state": {"active": "first"},
               "question": {"kind": "legal", "action": action}, "expect": {"verdict": "legal"}}
        return _run(tmp_path, doc).verdict
    zap = {"kind": "discharge", "source": "a", "target": "b", "param": 1}
    assert legal(dict(zap, ability="zap")) == "illegal"          # «{tap}: …»: a card action
    assert legal(dict(zap, ability="free")) == "legal"           # paid by a token, not by closing
    assert legal(zap) == "unknown"                               # names no ability: its cost is not known
    assert legal(zap, acted=0) == "legal"
    assert legal(dict(zap, generated=True)) == "legal"           # made by an effect: nothing paid, not an action


def test_a_new_turn_clears_the_count(tmp_path):
    doc = {"title": "t", "edition": "classic", "cards": _cards(), "state": {"active": "first"},
           "question": {"kind": "sequence", "events": [
               {"declare": "hit", "action": {"kind": "simple_strike", "source": "a", "target": "b"}},
               {"resolve": "hit"}, {"turn": "second"}, {"turn": "first"}]},
           "expect": {"verdict": "traced"}}
    assert _run(tmp_path, doc).final["a"]["acted_this_turn"] == 0


def test_the_ruling_scenarios_are_ruled_by_the_card_action_rule():
    for name in ("dev-302-kele-open-after-strike-cannot-act.yaml", "dev-386-berserk-cannot-move-after-first-strike.yaml"):
        a = rule_scenario(load_scenario(os.path.join(RULINGS, name)), ["classic"])[0].answer
        assert a.verdict == "illegal" and "classic-2012:действие-карты" in a.cites()
