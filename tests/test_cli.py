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
