"""Every worked example of the value-modifier rules is a built-in scenario ruled through `legality check`."""
import glob
import json
import os
import subprocess
import sys

import pytest

from legality import load_scenario, rule_scenario
from legality.attack import AttackSpec, Modifier, resolve
from legality.registry import load_rules

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCENARIOS = sorted(glob.glob(os.path.join(ROOT, "legality", "scenarios", "attack", "*.yaml")))


@pytest.mark.parametrize("path", SCENARIOS, ids=[os.path.basename(p) for p in SCENARIOS])
@pytest.mark.parametrize("engine", ["z3", "fast"])
def test_scenario_matches_expected_ruling(path, engine):
    rulings = rule_scenario(load_scenario(path), engine=engine)
    assert rulings and all(r.expected is not None for r in rulings)
    for r in rulings:
        assert r.matches, (r.edition, r.problems)


def test_every_example_of_520_is_a_scenario():
    sources = [load_scenario(p).source_example for p in SCENARIOS]
    for n in range(1, 6):
        assert any(s.startswith(f"ПРИМЕР {n}:") and "Ост" in s or (n == 1 and "Гном-Басаарг" in s)
                   for s in sources), n


def test_example_4_reports_both_outcomes_with_witness_orders():
    sc = load_scenario(os.path.join(ROOT, "legality/scenarios/attack/520-example-4-vail-own-ost.yaml"))
    (r,) = rule_scenario(sc)
    outs = r.answer.to_json()["outcomes"]
    assert sorted(o["tier"] for o in outs) == ["strong", "weak"]
    for o in outs:
        (w,) = o["witness"]
        assert w["chooser"] == "second" and len(w["order"]) == 2
        last = w["order"][-1]
        assert last == ("ost/gift-of-strength" if o["tier"] == "strong" else "morok/neighbours-weak")


def test_one_scenario_rules_differently_under_classic_and_heroes():
    sc = load_scenario(os.path.join(ROOT, "legality/scenarios/attack/editions-differ-multiply-add.yaml"))
    values = {r.edition: [o.value for o in r.answer.result.outcomes] for r in rule_scenario(sc)}
    assert values["classic"] == [7] and values["heroes"] == [8]


def test_check_json_gives_the_outcome_set():
    path = os.path.join(ROOT, "legality/scenarios/attack/520-example-4-vail-own-ost.yaml")
    p = subprocess.run([sys.executable, "-m", "legality", "check", "--json", path], cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stderr
    doc = json.loads(p.stdout)
    (ruling,) = doc["rulings"]
    ans = ruling["answer"]
    assert ans["verdict"] == "choice" and ruling["matches"] is True
    assert {o["value"] for o in ans["outcomes"]} == {2, 4}
    assert all(o["steps"] and all("rules" in s for s in o["steps"]) for o in ans["outcomes"])
    assert "classic:520.4" in ans["cites"]


def test_check_text_shows_the_steps():
    path = os.path.join(ROOT, "legality/scenarios/attack/520-example-1-gnome-basaarg.yaml")
    p = subprocess.run([sys.executable, "-m", "legality", "check", path], cwd=ROOT, capture_output=True,
                       text=True, timeout=600)
    assert p.returncode == 0
    assert "[classic:520.2, classic:520.3, classic:520.4, classic:520.5] closed/attacks-to-one (set to 1" in p.stdout
    assert "medium 6 → medium 1" in p.stdout


def test_api_resolve_on_a_loaded_state():
    sc = load_scenario(os.path.join(ROOT, "legality/scenarios/attack/520-example-4-vail-own-ost.yaml"))
    spec = AttackSpec(kind="strike", source="attacker", target="vail", tier="medium",
                      modifiers=(Modifier("ost", "strength", card="ost", to="strong"),
                                 Modifier("morok", "strength", card="morok", to="weak")))
    res = resolve(sc.state, spec, "classic")
    assert res.verdict == "choice" and sorted(o.tier for o in res.outcomes) == ["strong", "weak"]
    assert resolve(sc.state, spec, "heroes").verdict == "unknown"      # heroes strikes have no tiers


def test_rules_have_russian_text_and_are_not_registered_twice():
    rules = load_rules()
    for rid in ("classic:520.2", "classic:520.3", "classic:520.4", "classic:520.5", "classic:520.8",
                "classic:523.1", "classic:523.3", "classic-b:сила-атаки", "heroes:523.1", "heroes:523.2",
                "heroes:508.4.1", "heroes:508.4.2", "heroes:508.4.3", "heroes:512.1", "heroes:512.1.1",
                "classic-2012:104.1", "classic-2012:104.2", "classic-2012:422.4"):
        assert rules[rid].text_ru, rid
    assert "численное значение которого равно нулю" in rules["classic-b:522.2"].text_ru   # cited, not re-registered


def test_api_rejects_a_modifier_naming_a_missing_card():
    sc = load_scenario(os.path.join(ROOT, "legality/scenarios/attack/520-example-4-vail-own-ost.yaml"))
    spec = AttackSpec(kind="strike", source="attacker", target="vail", tier="medium",
                      modifiers=(Modifier("x", "add", card="nobody", value=1),))
    with pytest.raises(ValueError, match="nobody"):
        resolve(sc.state, spec, "classic")


def test_a_wrong_expectation_is_reported(tmp_path):
    src = os.path.join(ROOT, "legality/scenarios/attack/520-example-1-gnome-basaarg.yaml")
    text = open(src, encoding="utf-8").read().replace("value: 1, wounds: {closed: 1}", "value: 2")
    bad = tmp_path / "wrong.yaml"
    bad.write_text(text.replace("verdict: fixed", "verdict: choice"), encoding="utf-8")
    (r,) = rule_scenario(load_scenario(str(bad)))
    assert r.matches is False
    assert "verdict fixed, expected choice" in r.problems
    assert "no reachable outcome matches {tier: medium, value: 2}" in r.problems
