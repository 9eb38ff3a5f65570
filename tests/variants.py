"""A built-in scenario varied for a test, written to tmp_path and ruled through the user's path (parse, rule)."""
from __future__ import annotations

import os

import yaml

from legality.api import rule_scenario
from legality.scenario import parse_scenario


def by_text(tmp_path, path, old: str, new: str, edition: str | None = None):
    """The scenario's first ruling's answer with `old` replaced by `new` in its text (`old` must be there: a
    replacement that matches nothing would vary nothing), optionally under another edition."""
    text = open(path, encoding="utf-8").read()
    assert old in text, old
    text = text.replace(old, new)
    if edition:
        text = text.replace("edition: classic\n", f"edition: {edition}\n", 1)
    p = tmp_path / os.path.basename(str(path))
    p.write_text(text, encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def by_doc(tmp_path, path, edit, edition: str = "classic", engine: str | None = None):
    """The answer under `edition` (and `engine`, else the default) of the scenario as `edit(doc)` leaves it, its
    ruling and expectation dropped."""
    doc = yaml.safe_load(open(path, encoding="utf-8"))
    doc.pop("source", None)
    doc.pop("expect", None)
    edit(doc)
    p = tmp_path / "variant.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    kw = {"engine": engine} if engine else {}
    return rule_scenario(parse_scenario(str(p)), [edition], **kw)[0].answer


def trace_cites(trace) -> set[str]:
    """Every rule a trace's notes cite."""
    return {r for s in trace.steps for n in s.notes for r in n.rules}
