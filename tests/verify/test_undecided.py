"""An undecided conflict through the user's code path: under the defect registry (tests/verify/conftest.py) heroes
has no «запрет сильнее разрешения», so a card's «Может лечить закрытые карты» meets heroes:T.1 («Нельзя лечить
закрытую карту») with no precedence rule in force deciding between them. `legality check` must answer `unknown`
naming both clauses, with either engine, never `illegal` on the prohibition alone."""
import json

import pytest

from legality.cli.main import main

SCENARIO = """\
title: a card permission meets a rule prohibition, nothing decides
edition: heroes
cards:
- id: healer
  inline:
    name: Лекарь
    edition: heroes
    type: creature
    cost: 1
    lives: 2
    features:
    - {id: may-heal, text: Может лечить закрытые карты, kind: permanent, modality: permit, actions: [heal], role: source}
  controller: first
- id: hurt
  inline: {name: Раненый, edition: heroes, type: creature, cost: 1, lives: 3}
  controller: first
  open: {open}
question:
  kind: legal
  action: {kind: heal, source: healer, target: hurt}
expect:
  verdict: {verdict}
"""


def check(tmp_path, capsys, engine, target_open: bool, verdict: str):
    """Write the scenario with the target open or closed, run `legality check` on it: (its path, the text output)."""
    p = tmp_path / f"{verdict}.yaml"
    p.write_text(SCENARIO.replace("{open}", str(target_open).lower()).replace("{verdict}", verdict), encoding="utf-8")
    capsys.readouterr()
    assert main(["check", str(p), "--engine", engine]) == 0
    return p, capsys.readouterr().out


@pytest.mark.parametrize("engine", ["z3", "fast"])
def test_check_answers_unknown_with_both_clauses(defects, tmp_path, capsys, engine):
    p, out = check(tmp_path, capsys, engine, False, "unknown")
    assert "verdict: unknown" in out and "0 differ" in out, out
    undecided = [ln for ln in out.splitlines() if ln.strip().startswith("undecided")]
    assert len(undecided) == 1 and "heroes:T.1/no-heal" in undecided[0] and "card:healer/may-heal" in undecided[0]
    assert "no precedence rule of heroes in force (none)" in undecided[0], undecided
    assert main(["check", str(p), "--engine", engine, "--json"]) == 0
    (ruling,) = json.loads(capsys.readouterr().out)["rulings"]
    ans = ruling["answer"]
    assert ans["verdict"] == "unknown" and not ans["reasons"]
    assert [u["clauses"] for u in ans["undecided"]] == [["card:healer/may-heal", "heroes:T.1/no-heal"]]
    assert "heroes:T.1" in ans["cites"] and ans["unknown"] == ["undecided conflict: " + ans["undecided"][0]["message"]]


@pytest.mark.parametrize("engine", ["z3", "fast"])
def test_where_the_prohibition_does_not_apply_the_permission_leaves_it_legal(defects, tmp_path, capsys, engine):
    _p, out = check(tmp_path, capsys, engine, True, "legal")
    assert "verdict: legal" in out and "undecided" not in out and "0 differ" in out, out
