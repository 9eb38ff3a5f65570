"""`legality chain SCENARIO [--graph FILE.svg|FILE.dot]`: a trigger chain in text and as a picture.
`legality chain --pool POOL.yaml [--graph FILE]`: the static "can trigger" graph of a card pool and its cycles."""
from __future__ import annotations

from ..api import ENGINES, rule_scenario
from ..errors import InputError
from ..i18n import _
from ..registry import EDITIONS
from ..scenario import parse_scenario
from .output import check_writable, display_path, dumps, ruling_json, write_file


def register(subs) -> None:
    p = subs.add_parser("chain", help="a trigger chain as text and a graph; or the cycles of a card pool")
    p.add_argument("path", nargs="?", metavar="SCENARIO", help="a scenario with a `chain` question")
    p.add_argument("--pool", metavar="POOL.yaml", help="a card file: list the potential infinite chains")
    p.add_argument("--graph", metavar="FILE", help="write the graph: FILE.svg or FILE.dot")
    p.add_argument("--edition", choices=EDITIONS, help="rule under this edition (default: the scenario's; "
                                                       "for --pool: classic)")
    p.add_argument("--engine", choices=ENGINES, default="z3")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=run)


def run(args) -> int:
    if bool(args.pool) == bool(args.path):
        raise InputError("command line", None, "chain", "give a SCENARIO or --pool POOL.yaml (one of them)")
    if args.graph and not args.graph.lower().endswith((".svg", ".dot")):
        raise InputError("command line", None, "--graph", f"{args.graph!r}: the file must end in .svg or .dot")
    if args.graph:
        check_writable(args.graph, "--graph")
    return run_pool(args) if args.pool else run_scenario(args)


def run_scenario(args) -> int:
    from graphs import draw
    sc = parse_scenario(args.path)
    if sc.kind != "chain":
        raise InputError(args.path, 0, "question.kind", f"`legality chain` needs a chain question, not {sc.kind!r}")
    edition = args.edition or sc.edition
    (ruling,) = rule_scenario(sc, [edition], args.engine)
    if args.json:
        print(dumps(ruling_json(ruling)))
    else:
        print(f"{display_path(sc.path)} [{edition}] {sc.title}")
        for line in ruling.answer.lines():
            print(line)
        if ruling.expected is not None:
            print("  " + (_("MATCHES the expected ruling") if ruling.matches else
                          _("DIFFERS from the expected ruling") + ": " + "; ".join(ruling.problems)))
    if args.graph:
        fmt = write_file(args.graph, "--graph",
                         lambda p: draw.write(ruling.answer.chain.graph(), p, f"{sc.title} [{edition}]"))
        if not args.json:
            print(f"  graph ({fmt}): {args.graph}")
    return 1 if ruling.matches is False else 0


def pool_graph(cards, trigs: dict, edition: str):
    """The static "can trigger" graph of a pool (cards in order, their triggers keyed by (card name,
    feature id)), the rules that decided event classes, and the cycles: the entry point for any way of
    reading a pool."""
    from graphs.static import build, cycles
    from ..chain_rules import COUNTERSTRIKE, event_classes
    order = [trigs[(c.name, f.id)] for c in cards for f in c.features if (c.name, f.id) in trigs]
    g, decided = build(order + [COUNTERSTRIKE], lambda e: event_classes(e, edition))
    return g, decided, cycles(g)


def run_pool(args) -> int:
    from graphs import draw
    from ..triggers import load_pool
    edition = args.edition or "classic"
    cards, trigs = load_pool(args.pool)
    g, decided, found = pool_graph(cards, trigs, edition)
    if args.json:
        print(dumps({"pool": args.pool, "edition": edition, "features": g.graph["features"],
                     "edges": g.graph["edges"],
                     "cycles": [{"cards": list(c.cards), "features": [list(f) for f in c.features],
                                 "witness": [list(f) for f in c.witness]} for c in found],
                     "decided_by": [{"note": n, "rules": list(r)} for n, r in decided.items()]}))
    else:
        print(f"{args.pool} [{edition}]: {g.graph['features']} triggered features, {g.graph['edges']} "
              f"'can trigger' edges, {len(found)} potential infinite chains")
        for i, c in enumerate(found, 1):
            print(f"  {i}. cards: {', '.join(c.cards)}")
            print("     cycle: " + " → ".join(f"{card}/{feat}" for card, feat in c.witness + c.witness[:1]))
            if len(c.features) > len(c.witness):
                print(f"     ({len(c.features)} features in this loop: "
                      + ", ".join(f"{card}/{feat}" for card, feat in c.features) + ")")
        for note, rules in decided.items():
            print(f"  decided by [{', '.join(rules)}]: {note}")
    if args.graph:
        write_file(args.graph, "--graph", lambda p: draw.write(g, p, f"{args.pool}: can trigger [{edition}]"))
        if not args.json:
            print(f"  graph: {args.graph}")
    return 0
