"""The Final Phase (legality/rules/final_phase.py, a sequence's `end_turn`): «в конце хода» abilities trigger, then
instants may be declared with what they did (the judges, dev-136). The same declaration is answered alike by the
trace and by `legal` on the state it reaches; a class-bound grant («Ваши элементали имеют {zoz}») reaches only
cards of that class (legality/card_effects.py `class_fits`); bad input is one line."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest
import yaml

from legality.api import load_scenario, rule_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCENARIO = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-136-nikzar-instant-after-concentration.yaml")


def _doc():
    return yaml.safe_load(open(SCENARIO, encoding="utf-8"))


def _write(tmp_path, doc, name="s.yaml"):
    p = tmp_path / name
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return str(p)


@pytest.mark.parametrize("tokens,verdict", [(0, "illegal"), (1, "legal")])
def test_legal_agrees_with_the_trace(tmp_path, tokens, verdict):
    """The trace refuses the freeze before Концентрация (0 tokens) and lets it in after (1); `legal`, asked on
    those states, answers alike."""
    trace = rule_scenario(load_scenario(SCENARIO))[0]
    assert trace.matches
    doc = _doc()
    doc["cards"][0]["tokens"] = tokens
    doc["question"] = {"kind": "legal", "action": {"kind": "spell", "source": "nikzar", "target": "merc",
                                                   "ability": "freeze"}}
    del doc["expect"]
    ans = rule_scenario(load_scenario(_write(tmp_path, doc)))[0].answer
    assert ans.verdict == verdict
    assert ("early" in trace.answer.outcome["not_entered"]) and ("freeze" in trace.answer.outcome["resolved"])


def test_turn_after_end_turn_does_not_trigger_again(tmp_path):
    """`turn` after `end_turn` ends the phase without firing «в конце хода» abilities a second time."""
    trace = rule_scenario(load_scenario(SCENARIO))[0].answer
    assert trace.final["nikzar"]["tokens"] == 1


def test_end_turn_of_the_inactive_player_is_bad_input(tmp_path):
    doc = _doc()
    doc["question"]["events"] = [{"end_turn": "second"}]
    path = _write(tmp_path, doc)
    r = subprocess.run([sys.executable, "-m", "legality", "check", path], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and "end_turn" in r.stderr and "not the active player" in r.stderr


def test_class_bound_grant_reaches_only_that_class(tmp_path):
    doc = _doc()
    doc["cards"].append({"id": "elem", "controller": "second", "card": "Элементаль льда"})
    doc["cards"].append({"id": "nomad", "controller": "second", "card": "Кочевник"})
    for c in doc["cards"]:
        c.pop("at", None)               # the property question reads no board
    del doc["expect"]
    doc.get("state", {}).pop("from_turn_start", None)     # a property question reads no turn history
    for card, has in (("elem", "yes"), ("nomad", "no")):
        doc["question"] = {"kind": "property", "card": card, "property": "ability", "ability": "Защита от заклинаний"}
        ans = rule_scenario(load_scenario(_write(tmp_path, doc, f"{card}.yaml")))[0].answer
        assert (ans.value is True) == (has == "yes"), (card, ans)
