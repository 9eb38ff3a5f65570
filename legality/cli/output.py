"""Printing rulings for people (text) and programs (JSON: stable, byte-identical for the same input)."""
from __future__ import annotations

import json
import os

from ..scenario import BUILTIN_DIR


def display_path(path: str, base: str = BUILTIN_DIR, label: str = "builtin:") -> str:
    """Built-in files are named relative to the package, so output does not depend on the install."""
    ap = os.path.abspath(path)
    if ap.startswith(os.path.abspath(base) + os.sep):
        return label + os.path.relpath(ap, base).replace(os.sep, "/")
    return path


def dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2, sort_keys=False)


def ruling_json(r) -> dict:
    answer = r.answer.to_json()
    exp = r.expected
    return {
        "scenario": r.scenario.id,
        "file": display_path(r.scenario.path),
        "title": r.scenario.title,
        "kind": r.scenario.kind,
        "edition": r.edition,
        "question": getattr(r.scenario.question, "text", ""),
        "answer": answer,
        "expected": None if exp is None else {"verdict": exp.verdict, "cites": list(exp.cites),
                                              **{k: _plain(v) for k, v in exp.extra.items()}},
        "matches": r.matches,
        "problems": list(r.problems),
    }


def _plain(v):
    if isinstance(v, tuple):
        return [_plain(x) for x in v]
    return v


def reason_lines(reasons, label: str) -> list[str]:
    out = []
    for r in reasons:
        rules = ", ".join(r.rules) if r.rules else "—"
        out.append(f"    {label} [{rules}] {r.code}: {r.message}")
        if r.card:
            out.append(f"        card clause: {r.card}/{r.feature} «{r.text}»")
        for fx in r.fixes:
            out.append(f"        fix: {fx}")
    return out


def verdict_lines(v) -> list[str]:
    lines = [f"  verdict: {v.verdict}"]
    lines += reason_lines(v.reasons, "reason")
    lines += reason_lines(v.decided_by, "decided by")
    lines += reason_lines(v.overridden, "overridden")
    for u in v.unknown:
        lines.append(f"    unknown: {u}")
    if v.consequence:
        lines.append(f"    on the stack: {v.consequence} ({', '.join(v.consequence_rules)})")
    return lines
