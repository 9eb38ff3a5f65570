"""`legality cards compile BASE.json [-o pool.yaml]` and `legality cards coverage BASE.json [--json]`: a real card
base (../shared/data/cards/) compiled into the card language, and how much of its text the compiler reads."""
from __future__ import annotations

import sys

import yaml

from .output import dumps


def register(subs) -> None:
    p = subs.add_parser("cards", help="compile a real card base (JSON) into the card language; coverage")
    cs = p.add_subparsers(dest="cards_command", metavar="ACTION")
    c = cs.add_parser("compile", help="the base in the card language (YAML), each feature beside its text")
    c.add_argument("base", metavar="BASE.json")
    c.add_argument("-o", "--output", metavar="POOL.yaml", help="write the YAML here (default: standard output)")
    c.set_defaults(func=run_compile)
    v = cs.add_parser("coverage", help="per form, how many sentences are read; what is not understood")
    v.add_argument("base", metavar="BASE.json")
    v.add_argument("--json", action="store_true", help="print JSON")
    v.add_argument("--top", type=int, default=25, help="how many sentence shapes not understood to list")
    v.set_defaults(func=run_coverage)
    p.set_defaults(func=lambda args: (p.print_help(), 2)[1])


def _progress():
    """A progress bar on standard error when it is a terminal (long runs), nothing otherwise."""
    if not sys.stderr.isatty():
        return None

    def show(done: int, total: int) -> None:
        if done == total or done % 25 == 0:
            width = 30
            filled = width * done // total
            sys.stderr.write(f"\rcompiling [{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
            if done == total:
                sys.stderr.write("\n")
            sys.stderr.flush()
    return show


def _compiled(path: str):
    from ..cardtext.pool import compile_base
    cb = compile_base(path, _progress())
    cb.cards()          # the output is checked by the card language's own parser before it is shown
    return cb


def run_compile(args) -> int:
    cb = _compiled(args.base)
    header = (f"# {args.base} compiled into the card language (docs/cards.md). Features with kind: text were not\n"
              f"# understood: correct them by hand and use this file as a card pool.\n")
    text = header + dump_pool(cb.docs)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as fh:
            fh.write(text)
        print(f"{len(cb.docs)} cards written to {args.output}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


class _Dumper(yaml.SafeDumper):
    """Lists of plain values on one line ([2, 3, 3], [close, move]): the pool stays short enough to read."""


def _list(dumper, data):
    flow = all(isinstance(x, (str, int, float, bool)) for x in data)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


_Dumper.add_representer(list, _list)


def dump_pool(docs: list[dict]) -> str:
    """The cards as a card file; a card's `text` is left out when its features hold every sentence of it."""
    out = []
    for d in docs:
        if d["features"] and " ".join(dict.fromkeys(f["text"] for f in d["features"])) == d["text"]:
            d = {k: v for k, v in d.items() if k != "text"}
        out.append(d)
    return yaml.dump({"cards": out}, Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=120)


def run_coverage(args) -> int:
    from ..cardtext.pool import coverage
    doc = coverage(_compiled(args.base), args.top)
    if args.json:
        print(dumps(doc))
        return 0
    for line in table(doc):
        print(line)
    return 0


def table(doc: dict) -> list[str]:
    out = [f"{doc['file']}: {doc['cards']} cards, {doc['cards_with_text']} with text, {doc['sentences']} sentences",
           f"sentences compiled in full: {doc['sentences_compiled']} of {doc['sentences']} "
           f"({100 * doc['sentence_share']:.1f} %)",
           f"cards compiled in full: {doc['cards_compiled_in_full']} of {doc['cards_with_text']} "
           f"({100 * doc['card_share']:.1f} %)", "per form:"]
    out += [f"  {form:<10} {n:>5}" for form, n in doc["forms"].items()]
    out.append(f"most frequent sentence shapes not understood (kept as text):")
    out += [f"  {s['count']:>4}  {s['shape']}   (e.g. {s['example_card']})" for s in doc["not_understood"]]
    return out
