"""The command line: exit codes, stable JSON, the rules listing, and docs/rules.md kept in step."""
import json
import os

from legality.cli.main import main
from legality.rules_table import markdown

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_check_all_builtin_scenarios_exits_0(capsys):
    assert main(["check"]) == 0
    out = capsys.readouterr().out
    assert "0 differ" in out.splitlines()[-1]


def test_json_is_stable_and_complete(capsys):
    path = os.path.join(ROOT, "legality", "scenarios", "core", "joker-archmage-accumulate.yaml")
    assert main(["check", path, "--json"]) == 0
    first = capsys.readouterr().out
    assert main(["check", path, "--json"]) == 0
    assert capsys.readouterr().out == first        # byte-identical
    doc = json.loads(first)
    r = doc["rulings"][0]
    assert r["file"] == "builtin:core/joker-archmage-accumulate.yaml"
    assert r["answer"]["verdict"] == "illegal"
    reason = r["answer"]["reasons"][0]
    assert set(reason) >= {"code", "rule", "rules", "message", "fixes", "clauses", "card", "feature", "text"}
    assert r["matches"] is True and doc["summary"]["differ"] == 0


def test_mismatch_exits_1(tmp_path, capsys):
    src = os.path.join(ROOT, "legality", "scenarios", "core", "open-open-card.yaml")
    text = open(src, encoding="utf-8").read().replace("verdict: illegal\n  cites: [classic-b:нелегальность]",
                                                      "verdict: legal\n  cites: [classic-b:нелегальность]")
    p = tmp_path / "wrong.yaml"
    p.write_text(text, encoding="utf-8")
    assert main(["check", str(p)]) == 1
    assert "DIFFERS" in capsys.readouterr().out


def test_rules_listing_by_edition(capsys):
    assert main(["rules", "--edition", "heroes"]) == 0
    out = capsys.readouterr().out
    assert "heroes:512.2" in out and "classic:523.2" not in out
    assert any(l.strip().startswith("scenarios:") and "poison-zero" in l for l in out.splitlines())


def test_docs_rules_md_is_generated_from_the_registry():
    with open(os.path.join(ROOT, "docs", "rules.md"), encoding="utf-8") as fh:
        assert fh.read() == markdown(), "docs/rules.md is stale: run `legality rules --format md > docs/rules.md`"


def test_check_in_several_processes_prints_what_one_process_prints(tmp_path, capsys):
    """`--jobs 2` reads and rules in forked children; the order, the text, the JSON and the exit code are those of `--jobs 1`,
    a differing scenario among them included."""
    import glob
    paths = sorted(glob.glob(os.path.join(ROOT, "legality", "scenarios", "**", "*.yaml"), recursive=True))[:40]
    src = os.path.join(ROOT, "legality", "scenarios", "core", "open-open-card.yaml")
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(open(src, encoding="utf-8").read().replace(
        "verdict: illegal\n  cites: [classic-b:нелегальность]", "verdict: legal\n  cites: [classic-b:нелегальность]"),
        encoding="utf-8")
    paths = paths[:20] + [str(wrong)] + paths[20:]
    for extra in ([], ["--json"]):
        assert main(["check", "--jobs", "1", *extra, *paths]) == 1
        one = capsys.readouterr().out
        assert main(["check", "--jobs", "2", *extra, *paths]) == 1
        assert capsys.readouterr().out == one
    assert "DIFFERS" in one or '"differ"' in one


def test_check_in_several_processes_reports_the_first_bad_file_before_any_ruling(tmp_path, capsys):
    """Children read the files: two bad ones among forty give the first in the given order, as one process does,
    and no ruling is printed."""
    import glob
    paths = sorted(glob.glob(os.path.join(ROOT, "legality", "scenarios", "**", "*.yaml"), recursive=True))[:40]
    first, second = tmp_path / "b1.yaml", tmp_path / "b2.yaml"
    first.write_text("title: x\nedition: classic\nquestion: {kind: nosuchkind}\n", encoding="utf-8")
    second.write_text("title: [unclosed\n", encoding="utf-8")
    paths = paths[:10] + [str(second)] + paths[10:30] + [str(first)] + paths[30:]
    outs = []
    for jobs in ("1", "2"):
        assert main(["check", "--jobs", jobs, *paths]) == 2
        out, err = capsys.readouterr()
        assert out == "" and len(err.strip().splitlines()) == 1 and "b2.yaml:2: yaml" in err
        outs.append(err)
    assert outs[0] == outs[1]


def test_check_jobs_below_one_is_bad_input(capsys):
    assert main(["check", "--jobs", "0"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--jobs" in err[0]


def test_input_errors_survive_a_process_boundary():
    import pickle
    from legality.errors import InputError
    e = InputError("a.yaml", 3, "question.kind", "unknown kind")
    back = pickle.loads(pickle.dumps(e))
    assert type(back) is InputError and back.one_line() == e.one_line() == "a.yaml:3: question.kind: unknown kind"
