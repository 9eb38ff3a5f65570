"""`legality conflicts [POOL …] [--json] [--workers N | --scheduler ADDRESS]`: contradicting card texts in a
pool (the built-in pool by default), each with a witness situation and the winner by edition."""
from __future__ import annotations

from ..cards_io import BUILTIN_DIR
from ..conflicts.executors import DaskExecutor, LocalExecutor
from ..conflicts.pool import apps_of, load_pool, pool_paths
from ..conflicts.scan import scan_pool
from .output import display_path, dumps


def register(subs) -> None:
    p = subs.add_parser("conflicts", help="find contradicting card features in a card pool (default: built-in)")
    p.add_argument("pool", nargs="*", metavar="POOL", help="card files or directories of *.yaml card files")
    p.add_argument("--json", action="store_true", help="print JSON (documented in docs/conflicts.md)")
    p.add_argument("--workers", type=int, default=None, help="local worker processes (default: one per core)")
    p.add_argument("--scheduler", metavar="ADDRESS", help="run on the Dask cluster at ADDRESS (tcp://host:port)")
    p.add_argument("--cards", metavar="BASE.json", help="add every card of a real card base (compiled, cached); "
                                                        "without POOL, the base alone is scanned")
    p.set_defaults(func=run)


def show_path(path: str) -> str:
    return display_path(path, BUILTIN_DIR, "builtin:cards/")


def run(args) -> int:
    files = pool_paths(args.pool) if args.pool or not getattr(args, "cards", None) else []
    cards = load_pool(files)                       # every file is validated before the scan starts
    if getattr(args, "cards", None):
        from ..cardtext.pool import base_pool_entries
        cards += base_pool_entries(args.cards, cards)
        files = files + [args.cards]
    apps = apps_of(cards)
    executor = DaskExecutor(args.scheduler) if args.scheduler else LocalExecutor(args.workers)
    try:
        report = scan_pool(files, cards, apps, executor)
    finally:
        executor.close()
    doc = to_json(report)
    if args.json:
        print(dumps(doc))
        return 0
    for line in table(doc) + [doc["summary"]]:
        print(line)
    return 0


def to_json(report) -> dict:
    """Stable JSON: file paths shown as in text output, timings only under `stats`."""
    fixed: dict[int, dict] = {}   # one shown reference per feature reference (the scan shares them)

    def _fix(ref: dict) -> dict:
        if id(ref) not in fixed:
            fixed[id(ref)] = {**ref, "file": show_path(ref["file"])}
        return fixed[id(ref)]

    pairs = [{**p, "a": _fix(p["a"]), "b": _fix(p["b"])} for p in report.pairs]
    shadowed = [{**s, "feature": _fix(s["feature"]), "by": _fix(s["by"])} for s in report.shadowed]
    triples = [{**t, "pair": [_fix(x) for x in t["pair"]], "third": _fix(t["third"])} for t in report.triples]
    s = report.stats
    undecided = sum(1 for p in report.pairs for r in p["rulings"] if r["winner"].startswith("undecided"))
    summary = (f"{s['cards']} cards, {s['features']} features that act on cards: {len(pairs)} contradicting pairs "
               f"({undecided} edition rulings undecided), {len(shadowed)} shadowed, {len(report.never)} never "
               f"apply, {len(triples)} triples; {s['z3_pairs']} of {s['all_pairs']} feature pairs reached z3 "
               f"({s['seconds']} s on {s['where']})")
    return {"files": [show_path(f) for f in report.files], "pairs": pairs, "shadowed": shadowed,
            "never_applies": [_fix(r) for r in report.never], "triples": triples, "stats": s, "summary": summary}


def _name(ref: dict) -> str:
    return f"{ref['card']}/{ref['feature']}"


def _winner(rulings: list[dict]) -> str:
    return "; ".join(f"{r['edition']}: {r['winner']}" + (f" [{', '.join(r['rules'])}]" if r["rules"] else "")
                     for r in rulings)


def table(doc: dict) -> list[str]:
    out = [f"CONTRADICTING PAIRS ({len(doc['pairs'])})"]
    for i, p in enumerate(doc["pairs"], 1):
        out.append(f"{i:>3}. {p['kind']:<24} {_name(p['a'])}  ×  {_name(p['b'])}")
        out.append(f"     «{p['a']['text']}» ({p['a']['file']}:{p['a']['line']})")
        out.append(f"     «{p['b']['text']}» ({p['b']['file']}:{p['b']['line']})")
        out.append(f"     witness: {p['situation']}")
        out.append(f"     winner: {_winner(p['rulings'])}")
    out.append(f"SHADOWED ({len(doc['shadowed'])}): a permission some prohibition beats wherever it applies")
    for s in doc["shadowed"]:
        out.append(f"     {_name(s['feature'])} «{s['feature']['text']}» by {_name(s['by'])} «{s['by']['text']}»"
                   f" — {_winner(s['rulings'])}")
    out.append(f"NEVER APPLY ({len(doc['never_applies'])})")
    for r in doc["never_applies"]:
        out.append(f"     {_name(r)} «{r['text']}» ({r['file']}:{r['line']})")
    out.append(f"TRIPLES ({len(doc['triples'])}): a third card changes a pair's winner")
    for t in doc["triples"]:
        out.append(f"     {_name(t['pair'][0])} × {_name(t['pair'][1])} + {_name(t['third'])}: {t['change']}")
    return out
