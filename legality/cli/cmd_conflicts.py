"""`legality conflicts [POOL …] [--json] [--limit N] [--workers N | --scheduler ADDRESS]`: contradicting card
texts in a pool (the built-in pool by default), each with a witness situation and the winner by edition.

Findings are printed as the scan finds them (text or JSON alike), so nothing but the groups' compact keys
is held; the JSON is the same bytes as `json.dumps(document, indent=2)` would give."""
from __future__ import annotations

import sys

from .output import display_path, dumps

HEADS = {
    "pairs": "CONTRADICTING PAIRS: features that can meet on one card and contradict (one entry per pair of "
             "feature shapes)",
    "shadowed": "SHADOWED: a permission some prohibition beats wherever it applies",
    "never": "NEVER APPLY",
    "triples": "TRIPLES: a third card changes a pair's winner",
}
NOUNS = {"pairs": "pair", "shadowed": "shadowed", "never": "never-apply", "triples": "triple"}
JSON_KEYS = {"pairs": "pairs", "shadowed": "shadowed", "never": "never_applies", "triples": "triples"}


def register(subs) -> None:
    p = subs.add_parser("conflicts", help="find contradicting card features in a card pool (default: built-in)")
    p.add_argument("pool", nargs="*", metavar="POOL", help="card files or directories of *.yaml card files")
    p.add_argument("--json", action="store_true", help="print JSON (documented in docs/conflicts.md)")
    p.add_argument("--limit", type=int, default=None, metavar="N",
                   help="show at most N findings of each kind (the counts still cover all)")
    p.add_argument("--timings", action="store_true",
                   help="also print how long the scan took and where it ran (JSON: `run`); without it the "
                        "output is the same bytes from run to run")
    p.add_argument("--workers", type=int, default=None,
                   help="local worker processes (default and most: one per core, within available memory)")
    p.add_argument("--scheduler", metavar="ADDRESS", help="run on the Dask cluster at ADDRESS (tcp://host:port)")
    p.add_argument("--cards", metavar="BASE.json", help="add every card of a real card base (compiled, cached); "
                                                        "without POOL, the base alone is scanned")
    p.set_defaults(func=run)


def show_path(path: str) -> str:
    from ..cards_io import BUILTIN_DIR
    return display_path(path, BUILTIN_DIR, "builtin:cards/")


def run(args) -> int:
    from ..conflicts.pool import load_pool, pool_paths
    from ..errors import InputError
    if args.limit is not None and args.limit < 0:
        raise InputError("command line", None, "--limit", f"{args.limit}: give 0 or more")
    files = pool_paths(args.pool) if args.pool or not getattr(args, "cards", None) else []
    cards = load_pool(files)                       # every file is validated before the scan starts
    if getattr(args, "cards", None):
        from ..cardtext.pool import base_pool_entries
        cards += base_pool_entries(args.cards, cards)
        files = files + [args.cards]
    return report(files, cards, args)


def report(files: list[str], cards: list, args, out=None) -> int:
    """Scan `cards` (`(file, index, Card)` as `pool.load_pool` gives them) and print the findings: the
    entry point for any way of reading a pool."""
    from ..conflicts.executors import DaskExecutor, LocalExecutor, bound_workers
    from ..conflicts.pool import apps_of
    from ..conflicts.scan import SECTIONS, scan
    out = out or sys.stdout
    if args.scheduler:
        executor = DaskExecutor(args.scheduler)
    else:
        workers, note = bound_workers(args.workers)
        if note:
            print(f"legality conflicts: {note}", file=sys.stderr)
        executor = LocalExecutor(workers)
    write = (JsonWriter if args.json else TextWriter)(out, files, args.limit, getattr(args, "timings", False))
    try:
        for what, item in scan(cards, apps_of(cards), executor):
            if what == "stats":
                write.end(item)
            else:
                write.item(SECTIONS[what], fix(item))
    finally:
        executor.close()
    return 0


def fix(v):
    """File paths shown as in text output (built-in files relative to the package), in a finding."""
    if isinstance(v, list):
        return [fix(x) for x in v]
    if not isinstance(v, dict):
        return v
    d = {k: fix(x) for k, x in v.items()}
    if "card" in d and "file" in d:
        d["file"] = show_path(d["file"])
    return d


RUN = ("seconds", "card_pairs_per_second", "workers", "where")


def split_stats(stats: dict) -> tuple[dict, dict]:
    """The scan's counts (the same every run) and how this run went (timings, workers, where)."""
    return ({k: v for k, v in stats.items() if k not in RUN}, {k: stats[k] for k in RUN if k in stats})


def summary(stats: dict, groups: dict, limit: int | None) -> str:
    """One line, the same from run to run: no timings, no workers (those are in `run`, with --timings)."""
    f = stats["found"]
    text = (f"{stats['cards']} cards, {stats['features']} features that act on cards: {f['pairs']} contradicting "
            f"pairs in {groups['pairs']} groups ({f['undecided']} edition rulings undecided), {f['shadowed']} "
            f"shadowed, {f['never']} never apply, {f['triples']} triples; {stats['z3_pairs']} groups of "
            f"{stats['candidate_pairs']} candidate pairs (of {stats['all_pairs']} feature pairs) reached z3")
    cut = [f"{n - limit} of {n} {NOUNS[k]} findings" for k, n in groups.items() if limit is not None and n > limit]
    if cut:
        text += f"; --limit {limit}: not shown " + ", ".join(cut)
    return text


class _Writer:
    """Sections in a fixed order, each opened when its first finding comes (or when a later one does)."""

    def __init__(self, out, files: list[str], limit: int | None, timings: bool = False):
        self.out, self.files, self.limit, self.timings = out, files, limit, timings
        self.groups = {k: 0 for k in HEADS}
        self.open = None
        self._begin()

    def item(self, section: str, item: dict) -> None:
        while self.open != section:
            self._next_section()
        self.groups[section] += 1
        if self.limit is None or self.groups[section] <= self.limit:
            self._item(section, item)

    def _next_section(self) -> None:
        order = list(HEADS)
        if self.open is not None:
            self._close(self.open)
        self.open = order[order.index(self.open) + 1] if self.open is not None else order[0]
        self._start(self.open)

    def end(self, stats: dict) -> None:
        while self.open != list(HEADS)[-1]:
            self._next_section()
        self._close(self.open)
        counts, run = split_stats(stats)
        self._end(counts, summary(counts, self.groups, self.limit), run if self.timings else None)

    def _begin(self) -> None:
        pass


class TextWriter(_Writer):
    def _start(self, section: str) -> None:
        print(HEADS[section], file=self.out)

    def _close(self, section: str) -> None:
        n = self.groups[section]
        print(f"     ({n} group{'s' if n != 1 else ''})", file=self.out)

    def _item(self, section: str, it: dict) -> None:
        for line in _lines(section, it, self.groups[section]):
            print(line, file=self.out)

    def _end(self, stats: dict, line: str, run: dict | None) -> None:
        print(line, file=self.out)
        if run:
            print(f"scanned in {run['seconds']} s on {run['where']} ({run['card_pairs_per_second']:,} card pairs "
                  f"a second)", file=self.out)


class JsonWriter(_Writer):
    """`{files, pairs, shadowed, never_applies, triples, stats, summary}` written finding by finding, with
    the bytes `dumps` gives for the whole document."""

    def _begin(self) -> None:
        self.out.write("{\n  \"files\": " + _indented(dumps([show_path(f) for f in self.files]), 2))

    def _start(self, section: str) -> None:
        self.out.write(f",\n  {dumps(JSON_KEYS[section])}: [")
        self.written = 0

    def _item(self, section: str, it: dict) -> None:
        self.out.write(("\n" if self.written == 0 else ",\n") + "    " + _indented(dumps(it), 4))
        self.written += 1

    def _close(self, section: str) -> None:
        self.out.write("\n  ]" if self.written else "]")

    def _end(self, stats: dict, line: str, run: dict | None) -> None:
        self.out.write(",\n  \"stats\": " + _indented(dumps(stats), 2))
        if run:
            self.out.write(",\n  \"run\": " + _indented(dumps(run), 2))
        self.out.write(",\n  \"summary\": " + dumps(line) + "\n}\n")


def _indented(text: str, n: int) -> str:
    return text.replace("\n", "\n" + " " * n)


def _name(ref: dict) -> str:
    return f"{ref['card']}/{ref['feature']}"


def _winner(rulings: list[dict]) -> str:
    return "; ".join(f"{r['edition']}: {r['winner']}" + (f" [{', '.join(r['rules'])}]" if r["rules"] else "")
                     for r in rulings)


def _also(it: dict, what: str) -> list[str]:
    """The count and the other examples of a group with more than one instance."""
    if it["count"] == 1:
        return []
    shown = ["; ".join(" × ".join(_name(r) for r in ex) if isinstance(ex, list) else _name(ex)
                       for ex in it["examples"][1:])]
    return [f"     on {it['count']:,} {what}" + (f", also {shown[0]}" if shown[0] else "")]


def _lines(section: str, it: dict, i: int) -> list[str]:
    if section == "pairs":
        return [f"{i:>3}. {it['kind']:<24} {_name(it['a'])}  ×  {_name(it['b'])}",
                f"     «{it['a']['text']}» ({it['a']['file']}:{it['a']['line']})",
                f"     «{it['b']['text']}» ({it['b']['file']}:{it['b']['line']})",
                f"     witness: {it['situation']}",
                f"     winner: {_winner(it['rulings'])}"] + _also(it, "feature pairs")
    if section == "shadowed":
        return [f"     {_name(it['feature'])} «{it['feature']['text']}» by {_name(it['by'])} «{it['by']['text']}»"
                f" — {_winner(it['rulings'])}"] + _also(it, "feature pairs")
    if section == "never":
        return [f"     {_name(it)} «{it['text']}» ({it['file']}:{it['line']})"] + _also(it, "features")
    return [f"     {_name(it['pair'][0])} × {_name(it['pair'][1])} + {_name(it['third'])} ({it['third_on']}): "
            f"{it['change']}"] + _also(it, "triples")


def to_json(report) -> dict:
    """A collected `scan.Report` as the document `--json` prints (for the Python API and tests)."""
    from ..conflicts.scan import SECTIONS
    groups = {k: len(getattr(report, SECTIONS[w])) for w, k in (("pair", "pairs"), ("shadowed", "shadowed"),
                                                               ("never", "never"), ("triple", "triples"))}
    return {"files": [show_path(f) for f in report.files],
            "pairs": fix(report.pairs), "shadowed": fix(report.shadowed), "never_applies": fix(report.never),
            "triples": fix(report.triples), "stats": split_stats(report.stats)[0],
            "summary": summary(report.stats, groups, None)}
