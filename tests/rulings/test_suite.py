"""`legality check --suite rulings`: the score of the judges' corpus, and how a ruling the checker does not reach
is counted (unknown: neither a match nor a failure; a decided answer that differs still fails)."""
import json
import os

from legality.api import rule_scenario
from legality.cli.main import main
from legality.corpus import TriageEntry
from legality.corpus.score import score
from legality.scenario import parse_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RULINGS = os.path.join(ROOT, "legality", "scenarios", "rulings")
UNREACHED = os.path.join(RULINGS, "dev-085-free-temple-not-summoned-with-neutrals.yaml")   # the checker says unknown
REACHED = os.path.join(RULINGS, "dev-241-a-bon-berrow-token-has-discharge.yaml")


def test_rulings_suite_runs_and_nothing_differs(capsys):
    assert main(["check", "--suite", "rulings"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split() == ["mechanic", "triaged", "encoded", "match", "unknown", "differ"]
    total = next(line for line in out if line.startswith("total")).split()
    assert total[-1] == "0"                      # 0 differ
    assert "0 differ" in out[-1]


def test_rulings_suite_json_adds_up(capsys):
    assert main(["check", "--suite", "rulings", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    t = doc["totals"]
    assert t["differ"] == 0 and doc["summary"]["differ"] == 0
    assert t["encoded"] == t["match"] + t["unknown"] + t["differ"] == len(doc["rulings"])
    assert t["encoded"] >= 5 and t["triaged"] >= 254
    assert {r["outcome"] for r in doc["rulings"]} <= {"match", "unknown"}
    assert sum(row["triaged"] for row in doc["mechanics"]) == t["triaged"]
    assert doc["needs"] and all(n["rulings"] >= 1 for n in doc["needs"])
    assert main(["check", "--suite", "rulings", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == doc          # stable


def test_suite_takes_no_scenario_files(capsys):
    assert main(["check", "--suite", "rulings", REACHED]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "--suite" in err


def test_a_ruling_answered_unknown_is_counted_unknown_not_differ(capsys):
    assert main(["check", UNREACHED]) == 0
    out = capsys.readouterr().out
    assert "UNKNOWN: the judges' ruling is not reached yet" in out
    assert out.splitlines()[-1].endswith("0 differ, 0 have no expected ruling; "
                                         "1 judges' rulings answered unknown (not reached yet)")
    [r] = rule_scenario(parse_scenario(UNREACHED))
    assert (r.outcome, r.matches) == ("unknown", None)


def test_the_same_unknown_without_a_ruling_still_differs(tmp_path, capsys):
    text = open(UNREACHED, encoding="utf-8").read().replace("source: {ruling: dev-085}\n", "")
    p = tmp_path / "no-ruling.yaml"
    p.write_text(text, encoding="utf-8")
    assert main(["check", str(p)]) == 1
    assert "DIFFERS" in capsys.readouterr().out


def test_a_decided_answer_against_the_judges_differs(tmp_path, capsys):
    text = open(REACHED, encoding="utf-8").read().replace("value: true", "value: false")
    p = tmp_path / "wrong.yaml"
    p.write_text(text, encoding="utf-8")
    assert main(["check", str(p)]) == 1
    [r] = rule_scenario(parse_scenario(str(p)))
    assert r.outcome == "differ"


def test_score_counts_a_ruling_by_its_worst_scenario(tmp_path):
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(open(REACHED, encoding="utf-8").read().replace("value: true", "value: false"), encoding="utf-8")
    rulings = [r for p in (REACHED, str(wrong), UNREACHED) for r in rule_scenario(parse_scenario(p))]
    entries = [TriageEntry("dev-241", "magic", "encoded", "", "", "t.yaml", 1),
               TriageEntry("dev-085", "summoning", "encoded", "", "", "t.yaml", 2),
               TriageEntry("dev-001", "movement", "out-of-scope", "cells", "", "t.yaml", 3),
               TriageEntry("dev-002", "movement", "out-of-scope", "cells", "", "t.yaml", 4)]
    s = score(entries, rulings)
    rows = {r["mechanic"]: r for r in s["mechanics"]}
    assert rows["magic"] == {"mechanic": "magic", "triaged": 1, "encoded": 1, "match": 0, "unknown": 0, "differ": 1}
    assert rows["summoning"]["unknown"] == 1
    assert rows["movement"]["triaged"] == 2 and rows["movement"]["encoded"] == 0
    assert s["totals"] == {"triaged": 4, "encoded": 2, "match": 0, "unknown": 1, "differ": 1}
    assert s["needs"] == [{"needs": "cells", "rulings": 2}]
