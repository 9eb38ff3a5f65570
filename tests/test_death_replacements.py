"""«Вместо гибели …» (legality/death_replacements.py, legality/stack/deaths.py; rules in
legality/rules/death_replacements.py): any death replaced, the same in the `sequence` and `fight` kinds, the use
limit, the place condition — and `unknown` where the rules here do not decide."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import json

import yaml

from legality.api import rule_scenario
from legality.scenario import parse_scenario
from tests.variants import inline_copy

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
INCUBUS = (RULINGS / "dev-196-incubus-replaces-any-destruction.yaml").read_text(encoding="utf-8")
LIZARD = (RULINGS / "dev-149-lizard-saves-host-from-finishing-blow.yaml").read_text(encoding="utf-8")
IMP2 = "  - {id: imp2, controller: second, cell: [2, 5], inline: {name: Бес (пример), type: creature, cost: 2, lives: 4, strike: [1, 1, 1]}}\n"
ORC = "  - {id: orc, controller: first, cell: [3, 3], inline: {name: Орк (пример), type: creature, cost: 3, lives: 6, strike: [2, 2, 2]}}\n"


def _inline_incubus(keep=None) -> str:
    """A fixture: dev-196 with Инкуб written inline as the compiler reads him (his «Вместо гибели …» as the
    scenario reads it), keeping the features `keep` (all when None)."""
    path = RULINGS / "dev-196-incubus-replaces-any-destruction.yaml"
    doc = yaml.safe_load(INCUBUS)
    card = inline_copy(doc, 0, path)
    card["features"] = [f for f in card["features"] if keep is None or f["id"] in keep]
    start = INCUBUS.index("    card: Инкуб\n")
    end = INCUBUS.index("  - {id: imp,")
    return INCUBUS[:start] + "    inline: " + json.dumps(card, ensure_ascii=False) + "\n" + INCUBUS[end:]


def _run(tmp_path, text, name="s.yaml"):
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def _question(text, question):
    head = text[:text.index("question:")]
    return head + question


def test_lethal_wounds_are_replaced_alike_in_a_trace_and_in_a_fight(tmp_path):
    # his compiled keywords («{second}:{direct}», «Телепортация») are not bounded off a strike's value yet: the
    # strike would be unknown; this test is about the replacement, so he keeps only it
    base = _inline_incubus(keep=("f3",)).replace("  - id: incubus\n", "  - id: incubus\n    wounds: 6\n").replace("state:", IMP2 + ORC + "state:", 1)
    t = _run(tmp_path, _question(base, """question:
  kind: sequence
  events:
    - declare: hit
      action: {kind: simple_strike, source: orc, target: incubus}
      strength: weak
      counter_strength: weak
    - resolve: hit
"""))
    assert t.final["incubus"]["zone"] == "play" and t.final["incubus"]["lives_left"] == 1, t.unknown
    assert t.final["imp"]["wounds"] == 1 and t.final["imp2"]["wounds"] == 1
    f = _run(tmp_path, _question(base, """question:
  kind: fight
  action: {kind: simple_strike, source: orc, target: incubus}
"""), "f.yaml")
    outs = f.to_json()["outcomes"]
    # every roll: the orc's strike of 2 leaves him at -1 lives, the replacement wounds both imps: never destroyed
    assert outs and all("incubus" not in o["destroyed"] for o in outs), outs
    assert any(o["wounds"].get("incubus") == 2 and o["wounds"].get("imp") == 1 for o in outs), outs


def test_the_fourth_death_in_a_battle_is_not_replaced(tmp_path):
    t = _run(tmp_path, INCUBUS.replace("    - destroy: incubus\n", "    - destroy: incubus\n" * 4))
    assert t.final["incubus"]["zone"] == "graveyard"
    assert t.final["imp"]["wounds"] == 3


def test_the_lizard_does_not_save_a_host_in_the_third_row(tmp_path):
    t = _run(tmp_path, LIZARD.replace("cell: [3, 3], wounds: 7", "cell: [3, 1], wounds: 7")
             .replace("    cell: [3, 4]\n", "    cell: [3, 2]\n"))
    assert t.final["host"]["zone"] == "graveyard"


def test_a_host_on_no_given_cell_is_unknown(tmp_path):
    t = _run(tmp_path, LIZARD.replace("{id: host, cell: [3, 3], wounds: 7", "{id: host, wounds: 7")
             .replace("    cell: [3, 4]\n", ""))
    assert t.verdict == "unknown"
    assert any("no cell given" in u for u in t.unknown)


def test_an_edition_without_the_rule_is_unknown(tmp_path):
    t = _run(tmp_path, _inline_incubus().replace("edition: classic\n", "edition: heroes\n", 1))
    assert t.verdict == "unknown"
    assert any("«вместо гибели»" in u for u in t.unknown)


def test_a_wrong_step_is_bad_input(tmp_path):
    p = tmp_path / "bad.yaml"
    p.write_text(INCUBUS.replace("{do: gain_lives, x: wounds_dealt}", "{do: explode, x: wounds_dealt}"), encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "legality", "check", str(p)], capture_output=True, text=True)
    assert r.returncode == 2 and "unknown do 'explode'" in r.stderr and "Traceback" not in r.stderr
