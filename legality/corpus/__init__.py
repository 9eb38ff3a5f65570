"""The judges' corpus: the triage of every real ruling (shared/data/rulings) and its score.

Each `triage-*.yaml` beside this file is a list with one entry per ruling id (docs/rulings.md):

    - {id: dev-001, mechanic: movement, status: out-of-scope, needs: "what the checker would need"}
    - {id: dev-002, mechanic: triggers, status: encoded}
    - {id: dev-003, mechanic: defenders, status: ambiguous, why: "depends on …"}

A ruling is `encoded` exactly when a built-in scenario cites it (`source: {ruling: dev-NNN}`): the scenarios
are the truth, and `disagreements` names every entry that says otherwise.
"""
from __future__ import annotations

import glob
import json
import os
from dataclasses import dataclass

from ..errors import InputError
from ..fields import Fields
from ..scenario import RULING_ID
from ..yamlfile import load

MECHANICS = ("modifiers", "battles", "defenders", "counterstrikes", "triggers", "activated", "use-limits",
             "durations", "targeting", "protection", "armour", "regeneration", "poison", "heals", "wounds",
             "destruction", "incarnation", "movement", "summoning", "tokens", "open-close", "equipment",
             "deontic", "magic", "stack", "formation", "other")
STATUSES = ("encoded", "out-of-scope", "ambiguous")
RULINGS_FILE = "classic-rulings-dev.json"     # in shared/data/rulings (its README)
TRIAGE_DIR = os.path.dirname(os.path.abspath(__file__))


@dataclass(frozen=True)
class TriageEntry:
    id: str
    mechanic: str
    status: str
    needs: str          # out-of-scope: the capability the checker would need
    why: str            # ambiguous: what the answer depends on, or which ruling it contradicts
    path: str
    line: int


def triage_paths() -> list[str]:
    return sorted(glob.glob(os.path.join(TRIAGE_DIR, "triage-*.yaml")))


def load_triage(paths: list[str] | None = None) -> list[TriageEntry]:
    """Every entry of the triage files; a bad entry or an id triaged twice is one-line bad input."""
    out: list[TriageEntry] = []
    first: dict[str, TriageEntry] = {}
    for path in triage_paths() if paths is None else paths:
        doc = load(path)
        if doc is None:
            continue
        if not isinstance(doc, list):
            raise InputError(path, getattr(doc, "line", None), "document", "expected a list of triage entries")
        lines = getattr(doc, "item_lines", None) or [0] * len(doc)
        for i, (line, node) in enumerate(zip(lines, doc)):
            e = _entry(path, line, i, node)
            if e.id in first:
                f = first[e.id]
                raise InputError(path, e.line, f"[{i}].id",
                                 f"{e.id} is triaged twice (first at {os.path.basename(f.path)}:{f.line})")
            first[e.id] = e
            out.append(e)
    return out


def _entry(path: str, line: int, i: int, node) -> TriageEntry:
    f = Fields(path, node, f"[{i}]", line)
    rid = f.req("id", str)
    if not RULING_ID.fullmatch(rid):
        raise f.error("id", f"a ruling id is dev-NNN (three digits), got {rid!r}")
    mechanic = f.enum("mechanic", MECHANICS, required=True)
    status = f.enum("status", STATUSES, required=True)
    needs = f.opt("needs", str, "")
    why = f.opt("why", str, "")
    f.done()
    wanted = {"out-of-scope": "needs", "ambiguous": "why"}.get(status)
    for key, value in (("needs", needs), ("why", why)):
        if key == wanted and not value.strip():
            raise InputError(path, f.line(), f.name(key), f"a {status} entry says {key}: required field is missing")
        if key != wanted and value:
            raise f.error(key, f"only {'an out-of-scope' if key == 'needs' else 'an ambiguous'} entry has {key} "
                               f"(this one is {status})")
    return TriageEntry(rid, mechanic, status, needs.strip(), why.strip(), path, f.line() or line)


def cited_rulings(scenarios) -> dict[str, list]:
    """Ruling id → the scenarios that cite it."""
    out: dict[str, list] = {}
    for sc in scenarios:
        if sc.source_ruling:
            out.setdefault(sc.source_ruling, []).append(sc)
    return out


def disagreements(entries: list[TriageEntry], scenarios) -> list[InputError]:
    """Triage entries that contradict the built-in scenarios (which are the truth), one error each."""
    cited = cited_rulings(scenarios)
    out = []
    for e in entries:
        if e.status == "encoded" and e.id not in cited:
            out.append(InputError(e.path, e.line, "status",
                                  f"{e.id} says encoded, but no built-in scenario cites it (source: ruling)"))
        elif e.status != "encoded" and e.id in cited:
            names = ", ".join(os.path.basename(sc.path) for sc in cited[e.id])
            out.append(InputError(e.path, e.line, "status",
                                  f"{e.id} is cited by {names}: its status is encoded, not {e.status}"))
    return out


def rulings_path() -> str | None:
    """The judges' rulings file, found the way the card base is (shared/data/rulings above the repository)."""
    from ..cardtext.resolve import shared_data_dir
    d = shared_data_dir("rulings")
    path = os.path.join(d, RULINGS_FILE) if d else None
    return path if path and os.path.exists(path) else None


def ruling_ids(path: str) -> list[str]:
    """The ids of the rulings file, in its order; a file that is not the rulings list is bad input."""
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError) as e:
        raise InputError(path, None, "file", f"cannot read the rulings: {e}") from None
    if not isinstance(data, list) or not all(isinstance(r, dict) and isinstance(r.get("id"), str) for r in data):
        raise InputError(path, None, "file", "expected a list of rulings, each with an id")
    return [r["id"] for r in data]
