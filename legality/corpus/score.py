"""The score of the judges' corpus: per mechanic, how many rulings are triaged, encoded, and how the checker's
answers compare with the judges' (match / unknown / differ), plus the capabilities out-of-scope rulings need."""
from __future__ import annotations

from collections import Counter

from . import MECHANICS, TriageEntry

UNTRIAGED = "(untriaged)"
COLUMNS = ("triaged", "encoded", "match", "unknown", "differ")
TOP_NEEDS = 10


def ruling_outcomes(rulings) -> dict[str, str]:
    """Ruling id → its outcome over every scenario (and edition) citing it: one differ makes it differ; else
    one answer that does not reach the judges' ruling (or a scenario without expectation) makes it unknown."""
    out: dict[str, str] = {}
    for r in rulings:
        rid = r.scenario.source_ruling
        o = r.outcome if r.outcome != "unchecked" else "unknown"
        prev = out.get(rid, "match")
        out[rid] = max(prev, o, key=("match", "unknown", "differ").index)
    return out


def score(entries: list[TriageEntry], rulings) -> dict:
    """The table: rows per mechanic (those of the triage, in MECHANICS order), totals, the top needs."""
    mech = {e.id: e.mechanic for e in entries}
    outcomes = ruling_outcomes(rulings)
    rows: dict[str, Counter] = {}
    for e in entries:
        rows.setdefault(e.mechanic, Counter())["triaged"] += 1
    for rid, o in outcomes.items():
        c = rows.setdefault(mech.get(rid, UNTRIAGED), Counter())
        c["encoded"] += 1
        c[o] += 1
    order = [m for m in MECHANICS if m in rows] + ([UNTRIAGED] if UNTRIAGED in rows else [])
    table = [{"mechanic": m, **{k: rows[m][k] for k in COLUMNS}} for m in order]
    totals = {k: sum(row[k] for row in table) for k in COLUMNS}
    needs = Counter(e.needs for e in entries if e.status == "out-of-scope")
    top = [{"needs": n, "rulings": c} for n, c in sorted(needs.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_NEEDS]]
    statuses = Counter(e.status for e in entries)
    return {"mechanics": table, "totals": totals,
            "triage": {s: statuses[s] for s in ("encoded", "out-of-scope", "ambiguous")},
            "needs": top,
            "rulings": [{"id": rid, "mechanic": mech.get(rid, UNTRIAGED), "outcome": outcomes[rid]}
                        for rid in sorted(outcomes)]}


def table_lines(s: dict) -> list[str]:
    width = max([len("mechanic"), len("total")] + [len(r["mechanic"]) for r in s["mechanics"]])
    head = "mechanic".ljust(width) + "".join(f"{k:>9}" for k in COLUMNS)
    lines = [head]
    for r in s["mechanics"] + [{"mechanic": "total", **s["totals"]}]:
        lines.append(r["mechanic"].ljust(width) + "".join(f"{r[k]:>9}" for k in COLUMNS))
    t = s["triage"]
    lines.append(f"triage: {t['encoded']} encoded, {t['out-of-scope']} out of scope, {t['ambiguous']} ambiguous")
    if s["needs"]:
        lines.append("out of scope, most often needed:")
        lines.extend(f"{n['rulings']:>5}  {n['needs']}" for n in s["needs"])
    return lines
