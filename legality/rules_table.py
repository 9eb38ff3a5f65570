"""The rule coverage table, generated from the registry and the built-in scenarios (docs/rules.md)."""
from __future__ import annotations

from .registry import EDITIONS, FALLBACK, SOURCES, all_rules


def scenario_index() -> dict[str, list[str]]:
    """Which built-in scenarios exercise each rule: those that cite it in an expected ruling, or come from it."""
    from .api import builtin_scenarios
    out: dict[str, set[str]] = {}
    for sc in builtin_scenarios():
        ids = set(c for e in sc.expectations for c in e.cites)
        if sc.source_rule:
            ids.add(sc.source_rule)
        for rid in ids:
            out.setdefault(rid, set()).add(sc.id)
    return {k: sorted(v) for k, v in out.items()}


def excerpt(text: str, n: int = 110) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= n else flat[: n - 1] + "…"


def coverage(edition: str | None = None) -> list[dict]:
    index = scenario_index()
    rows = []
    for r in all_rules():
        if edition and r.edition != edition:
            continue
        rows.append({"id": r.id, "title": r.title, "excerpt": excerpt(r.text_ru), "summary": r.summary,
                     "encoded": r.encoded, "topic": r.topic, "clauses": len(r.clauses), "meta": r.meta,
                     "module": r.module, "note": r.note, "scenarios": index.get(r.id, [])})
    return rows


def markdown() -> str:
    rows = coverage()
    lines = ["# Rule coverage", "",
             "Generated from the rule registry by `legality rules --format md`; do not edit by hand "
             "(a test fails when this file is stale).", "",
             "Editions and their sources:", ""]
    for ed in EDITIONS:
        chain = " → ".join(FALLBACK[ed])
        lines.append(f"- `{ed}`: {SOURCES[ed]}; where it is silent: {chain}")
    lines += ["", f"{len(rows)} rules, {sum(r['encoded'] for r in rows)} encoded, "
              f"{sum(1 for r in rows if r['scenarios'])} exercised by built-in scenarios.", ""]
    for ed in EDITIONS:
        eds = [r for r in rows if r["id"].startswith(ed + ":")]
        if not eds:
            continue
        lines += [f"## {ed}", "", "| rule | title | encoded | how | scenarios |", "| --- | --- | --- | --- | --- |"]
        for r in eds:
            how = f"meta-rule `{r['meta']}`" if r["meta"] else (f"{r['clauses']} clause(s)" if r["clauses"] else "—")
            if r["note"]:
                how += f"; {r['note']}"
            enc = "yes" if r["encoded"] else "no"
            scs = ", ".join(f"`{s}`" for s in r["scenarios"]) or "—"
            lines.append(f"| `{r['id']}` | {r['title']} | {enc} | {how} | {scs} |")
        lines.append("")
        for r in eds:
            lines += [f"### `{r['id']}` {r['title']}", "", f"> {r['excerpt']}", "", r["summary"], ""]
    return "\n".join(lines)
