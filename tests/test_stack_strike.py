"""A strike resolving on the stack takes its value from `legality.attack.resolve` (legality/stack/strike.py):
modifiers in the edition's order, the clamp to 0 cited, and a player's choice of order never picked silently."""
from __future__ import annotations

import json
import os
import subprocess
import sys

from legality.api import rule_scenario
from legality.attack import Modifier, resolve
from legality.scenario import parse_scenario
from legality.stack.strike import strike_spec, strike_value

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCEN = os.path.join(ROOT, "legality", "scenarios", "stack")


def _rule(name, edition=None, engine="z3"):
    sc = parse_scenario(os.path.join(SCEN, name))
    return sc, rule_scenario(sc, [edition or sc.edition], engine)[0].answer


def _notes(t, what, prefix=""):
    return [n for s in t.steps for n in s.notes if n.what == what and n.text.startswith(prefix)]


def test_zero_clamp_changes_what_the_battle_deals():
    _sc, t = _rule("battle-zero-clamp-fathi.yaml")
    assert t.verdict == "traced"
    assert t.final["guard"]["wounds"] == 0          # 1 - 2 = -1 counts as 0: no wounds
    assert t.final["vail"]["wounds"] == 2           # the counterstrike is not reduced (Fathi is the guard's ally)
    clamp = [n for n in _notes(t, "attack", "attack (strike)") if "below 0" in n.text]
    assert len(clamp) == 1 and set(clamp[0].rules) == {"heroes:512.1", "heroes:523.2"}


def test_the_trace_shows_the_attack_questions_own_steps():
    """Same code path: the strike's notes are the steps of `resolve` for the same spec, rule for rule."""
    sc, t = _rule("battle-zero-clamp-fathi.yaml")
    spec = strike_spec(sc.state, "vail", "guard", None, modifiers=(Modifier("fathi/minus-two", "sub", "fathi", 2,
                                                                             feature="minus-two"),))
    result = resolve(sc.state, spec, "heroes")
    assert result.verdict == "fixed" and result.outcomes[0].value == 0
    steps = [(f"attack (strike): {s.text}", s.rules) for s in result.outcomes[0].steps]
    traced = [(n.text, n.rules) for n in _notes(t, "attack", "attack (strike): ") if ": order: " not in n.text]
    assert traced == steps
    # the attack question on the same example gives the same value
    q = parse_scenario(os.path.join(ROOT, "legality", "scenarios", "attack", "heroes-512-1-vail-fathi.yaml"))
    assert [o.value for o in rule_scenario(q)[0].answer.result.outcomes] == [0]


def test_a_choice_of_order_is_reported_not_picked():
    _sc, t = _rule("battle-modifier-order-choice.yaml")
    assert t.verdict == "choice"
    assert t.final["guard"]["wounds"] == 0 and t.final["attacker"]["wounds"] == 1   # the counterstrike is fixed
    (c,) = t.choices
    assert c["entry"] == "attack" and c["strike"] == "strike" and c["stated"] is None
    outs = {o["value"]: o["witness"][0]["order"] for o in c["outcomes"]["outcomes"]}
    assert outs == {7: ["ally2/double", "ally1/plus-one"], 8: ["ally1/plus-one", "ally2/double"]}
    listed = _notes(t, "choice", "attack (strike): outcome")
    assert len(listed) == 2 and all("classic-2012:422.4" in n.rules for n in listed)
    assert "choices" in t.to_json() and t.to_json()["verdict"] == "choice"


def test_classic_orders_the_same_modifiers_no_choice():
    _sc, t = _rule("battle-modifier-order-choice.yaml", "classic")
    assert t.verdict == "traced" and not t.choices and t.final["guard"]["wounds"] == 7


def test_a_stated_choice_is_followed_with_its_witness():
    _sc, t = _rule("battle-modifier-order-stated.yaml")
    assert t.verdict == "traced" and t.final["guard"]["wounds"] == 8
    (note,) = _notes(t, "choice")
    assert "ally1/plus-one, ally2/double" in note.text and "classic-2012:422.4" in note.rules
    assert t.choices[0]["stated"] == 8


def test_a_stated_value_the_edition_cannot_reach_is_unknown():
    _sc, t = _rule("battle-modifier-order-stated.yaml", "classic")
    assert t.verdict == "unknown" and t.final["guard"]["wounds"] == 0
    assert any("cannot reach under classic (reachable: 7)" in u for u in t.unknown)


def test_engines_agree_on_the_strike():
    for name in ("battle-zero-clamp-fathi.yaml", "battle-modifier-order-choice.yaml"):
        _sc, a = _rule(name)
        _sc, b = _rule(name, engine="fast")
        assert a.final == b.final and a.verdict == b.verdict
        assert [[o["value"] for o in c["outcomes"]["outcomes"]] for c in a.choices] == \
               [[o["value"] for o in c["outcomes"]["outcomes"]] for c in b.choices]


def _doc(counter_modifiers=(), edition="heroes"):
    return {"title": "counterstrike modifiers", "edition": edition,
            "cards": [{"id": "merc", "card": "Наёмник", "controller": "first"},
                      {"id": "fathi", "card": "Зыбуны Фатхи", "controller": "first"},
                      {"id": "guard", "card": "Горный страж", "controller": "second"}],
            "state": {"active": "first"},
            "question": {"kind": "sequence", "events": [
                {"declare": "attack", "action": {"kind": "simple_strike", "source": "merc", "target": "guard"},
                 "counter_modifiers": list(counter_modifiers)},
                {"resolve": "attack"}]}}


def test_counterstrike_modifiers_and_clamp():
    plain = rule_scenario(parse_scenario("<test>", _doc()))[0].answer
    assert plain.final["merc"]["wounds"] == 2 and plain.final["guard"]["wounds"] == 3
    reduced = rule_scenario(parse_scenario("<test>", _doc([{"card": "fathi", "op": "sub", "value": 3}])))[0].answer
    assert reduced.final["merc"]["wounds"] == 0 and reduced.final["guard"]["wounds"] == 3
    clamp = [n for n in _notes(reduced, "attack", "attack (counterstrike)") if "below 0" in n.text]
    assert clamp and "heroes:523.2" in clamp[0].rules


def test_strike_value_api():
    sc = parse_scenario("<test>", _doc())
    sv = strike_value(sc.state, "merc", "guard", None, "heroes")
    assert sv.wounds == 3 and sv.outcome is not None and not sv.choice and sv.why is None
    add = Modifier("fathi/plus", "add", "fathi", 1)
    mul = Modifier("fathi/double", "mul", "fathi", 2)
    assert strike_value(sc.state, "merc", "guard", None, "heroes", modifiers=(add, mul)).wounds == 8   # 523.1
    pending = strike_value(sc.state, "merc", "guard", None, "classic-2012", modifiers=(add, mul))
    assert pending.pending and pending.wounds is None and pending.choice
    assert strike_value(sc.state, "merc", "guard", None, "classic-2012", modifiers=(add, mul), stated=7).wounds == 7


def test_cli_json_reports_the_choice():
    path = os.path.join(SCEN, "battle-modifier-order-choice.yaml")
    r = subprocess.run([sys.executable, "-m", "legality", "trace", path, "--json"], cwd=ROOT, capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    ans = json.loads(r.stdout)["rulings"][0]["answer"]
    assert ans["verdict"] == "choice" and [o["value"] for o in ans["choices"][0]["outcomes"]["outcomes"]] == [7, 8]
