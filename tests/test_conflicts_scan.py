"""`legality conflicts` on the built-in pool and on small pools; local processes and a local Dask cluster
run the same code path and give the same findings; `legality diff`; bad card files."""
from __future__ import annotations

import glob
import json
import os
import re
import subprocess
import sys

import pytest

from legality.cli.main import main
from legality.conflicts.executors import DaskExecutor, LocalExecutor
from legality.conflicts.pool import apps_of, load_pool, pool_paths
from legality.conflicts.scan import scan_pool
from legality.errors import InputError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BAD = sorted(glob.glob(os.path.join(ROOT, "tests", "bad-input", "conflicts", "*.yaml")))
BAD_SCENARIOS = sorted(glob.glob(os.path.join(ROOT, "tests", "bad-input", "conflicts", "scenarios", "*.yaml")))


def run_json(capsys, *argv):
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


@pytest.fixture(scope="module")
def builtin_doc():
    from legality.cli.cmd_conflicts import to_json
    files = pool_paths([])
    cards = load_pool(files)
    with LocalExecutor(1) as executor:
        return to_json(scan_pool(files, cards, apps_of(cards), executor))


def _pair(doc, a, b):
    return next(p for p in doc["pairs"] if {p["a"]["card"], p["b"]["card"]} == {a, b})


def test_kanor_and_blade_contradict_on_element_and_the_later_wins(builtin_doc):
    p = _pair(builtin_doc, "Канор-Вэйн", "Клинок Падших")
    assert p["kind"] == "element: neutral vs dark" and p["witness"]["subject.type"] == "hero"
    assert p["witness"]["b.carries"] is True
    by = {r["edition"]: r for r in p["rulings"]}
    assert by["classic"]["winner"] == "the later applied" and by["classic"]["rules"] == ["classic:525.1"]
    assert by["classic-b"]["rules"] == ["classic-b:консервативность.1"]
    assert by["classic-2012"]["winner"] == "undecided"


def test_joker_beats_archmage_by_the_prohibition_rule_unless_kazagir_removes_it(builtin_doc):
    p = _pair(builtin_doc, "Архимаг", "Джокер")
    assert p["witness"]["b.is_subject"] is True and p["witness"]["a.ally"] is False
    assert {r["edition"]: r["rules"] for r in p["rulings"]} == {
        "classic": ["classic:525.2"], "classic-b": ["classic-b:консервативность.2"],
        "classic-2012": ["classic-2012:103.2"]}
    assert all(r["winner"] == "Джокер/no-tokens" for r in p["rulings"])
    t = next(t for t in builtin_doc["triples"] if [x["card"] for x in t["pair"]] == ["Архимаг", "Джокер"])
    assert t["third"]["card"] == "Казагир" and t["witness"]["subject.element"] == "neutral"
    assert t["removes"]["card"] == "Джокер" and t["winner"]["card"] == "Архимаг"


def test_grant_and_remove_go_to_111_3(builtin_doc):
    p = _pair(builtin_doc, "Свирепый резак", "Путы")
    assert p["rulings"] == [{"edition": "heroes", "winner": "the later applied", "rules": ["heroes:111.3"],
                             "by_order": p["rulings"][0]["by_order"]}]


def test_shadowed_and_never_applying(builtin_doc):
    shadowed = [(s["feature"]["card"], s["by"]["card"]) for s in builtin_doc["shadowed"]]
    assert ("Архимаг", "Безмолвный страж") in shadowed
    # Джокер does not shadow Архимаг: the permission reaches every enemy creature, not only Джокер
    assert ("Архимаг", "Джокер") not in shadowed
    assert "Боевое знамя" in [n["card"] for n in builtin_doc["never_applies"]]
    assert builtin_doc["stats"]["z3_pairs"] < builtin_doc["stats"]["all_pairs"]


def test_cli_text_ends_with_a_one_line_summary_and_exits_0(capsys):
    assert main(["conflicts", "--workers", "1"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert re.match(r"\d+ cards, \d+ features that act on cards: \d+ contradicting pairs", out[-1])


def test_local_dask_cluster_gives_the_same_findings(builtin_doc):
    from distributed import Client, LocalCluster
    files = pool_paths([])
    cards = load_pool(files)
    with LocalCluster(n_workers=1, processes=False, threads_per_worker=1, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        report = scan_pool(files, cards, apps_of(cards), DaskExecutor(client=client))
    from legality.cli.cmd_conflicts import to_json
    doc = to_json(report)
    for key in ("pairs", "shadowed", "never_applies", "triples"):
        assert doc[key] == builtin_doc[key]


def test_duplicate_card_name_across_files_names_the_second_file(tmp_path):
    for name in ("a.yaml", "b.yaml"):
        (tmp_path / name).write_text("cards:\n  - name: Двойник\n    type: creature\n", encoding="utf-8")
    with pytest.raises(InputError) as e:
        load_pool(pool_paths([str(tmp_path)]))
    assert e.value.file.endswith("b.yaml") and e.value.line == 2 and e.value.field == "cards[0].name"


def _one_line_exit_2(command: str, path: str) -> str:
    r = subprocess.run([sys.executable, "-m", "legality", command, path], cwd=ROOT, capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in r.stderr and r.stdout == ""
    assert lines[0].startswith(path + ":")
    return lines[0]


@pytest.mark.parametrize("path", BAD, ids=os.path.basename)
def test_bad_card_file_gets_one_line_and_exit_2(path):
    assert ": cards[" in _one_line_exit_2("conflicts", path)


@pytest.mark.parametrize("path", BAD_SCENARIOS, ids=os.path.basename)
def test_bad_property_scenario_gets_one_line_and_exit_2(path):
    line = _one_line_exit_2("check", path)
    assert ": question." in line or ": expect." in line


def test_diff_lists_changed_rulings_with_their_rules(capsys):
    doc = run_json(capsys, "diff", "--from", "classic-b", "--to", "heroes", "--json")
    by = {c["scenario"]: c for c in doc["changes"]}
    assert by["open-open-card"]["from"]["ruling"] == "illegal" and by["open-open-card"]["to"]["ruling"] == "legal"
    assert "heroes:514.3" in by["open-open-card"]["responsible"]
    assert by["dash-granted-then-removed"]["to"]["cites"] == ["heroes:111.3"]
    doc = run_json(capsys, "diff", "--from", "classic", "--to", "classic-b", "--json")
    rite = next(c for c in doc["changes"] if c["scenario"] == "rite-blade-removed-acquired")
    assert (rite["from"]["ruling"], rite["to"]["ruling"]) == ("decided: steppe", "decided: neutral")


def test_cli_runs_on_a_dask_scheduler_address(capsys, builtin_doc):
    from distributed import LocalCluster
    with LocalCluster(n_workers=1, processes=False, threads_per_worker=1, dashboard_address=None) as cluster:
        doc = run_json(capsys, "conflicts", "--json", "--timings", "--scheduler", cluster.scheduler_address)
    assert doc["run"]["where"].startswith("Dask cluster at")
    assert doc["pairs"] == builtin_doc["pairs"] and doc["triples"] == builtin_doc["triples"]


def test_an_obligation_meets_a_prohibition(builtin_doc):
    p = _pair(builtin_doc, "Одержимый", "Оцепенение")
    assert p["kind"] == "oblige vs forbid" and p["rulings"][0]["rules"] == ["heroes:513.2"]
