"""The symbolic diff of attack values: where two editions' modifier orders give an attack different outcomes.

A modifier is abstracted to its operation (+X, -X, ×X, ÷X, set to X) and its 520.3 group, the card it belongs to
(a: the attacker's squad, b: the source, c: the opponent's squad, d: the target); a configuration is one or two
of them in their order of appearance. Each edition orders a configuration with its own order rule, read through
the attack engine's own readers (`citations.order_rule`, `classic_order.order_520`/`order_422`,
`heroes_order.order_523`): the sequences the players may reach (every order within a `choose` cell, the given one
within a `fixed` cell, one modifier of a `one` cell) and whether setting to a value may raise it. The values are
then z3 terms over a symbolic base value and amounts (exact division over the rationals, the final clamp at 0),
and a region is a configuration class in which some base value and amounts give the two editions different sets
of reachable values. Configurations that are the same symbolic problem (same operations, same reachable
sequences and set semantics on both sides) are one region; its witness is the smallest (base + amounts) point,
written as an attack scenario and ruled by the attack engine under both editions.

What the order cannot show — a strength change (only classic 520.2.a orders one), a strike decided by a die
roll, an effect of 0 with features tied to its wounds or healing — are the attack's features: each is a probe
scenario, ruled by the engine under both editions, a region where the rulings differ.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass

import z3

from ..attack.cells import CHOOSE, FIXED, ONE
from ..attack.citations import order_rule
from ..attack.modifiers import Modifier
from ..attack.resolve import ORDERS
from ..cards_io import family
from ..z3_engine import SEED
from .witness import parse, to_yaml

OPS = ("add", "sub", "mul", "div", "set")
GROUPS = {"a": "ally", "b": "src", "c": "foe", "d": "tgt"}          # 520.3 group -> the witness card it is on
CONTROLLER = {"src": "first", "ally": "first", "tgt": "second", "foe": "second"}
AMOUNT = {"add": (1, 3), "sub": (1, 3), "mul": (2, 3), "div": (2, 3), "set": (0, 4)}
MAX_BASE = 9


@dataclass(frozen=True)
class Config:
    mods: tuple[tuple[str, str], ...]      # (op, group), in order of appearance

    def modifiers(self) -> tuple[Modifier, ...]:
        return tuple(Modifier(f"m{i + 1}", op, GROUPS[g], 1, timestamp=i + 1) for i, (op, g) in enumerate(self.mods))


def configs(max_mods: int = 2) -> list[Config]:
    classes = [(op, g) for op in OPS for g in GROUPS]
    out = []
    for n in range(1, max_mods + 1):
        out += [Config(c) for c in itertools.product(classes, repeat=n)]
    return out


def sequences(config: Config, edition: str):
    """(the sequences of modifier indices the edition lets the players reach, set never raises) — or None with
    the reason when the edition's order cannot order them."""
    mods = config.modifiers()
    order = ORDERS[order_rule(edition).split(":")[1]](mods, "src", "tgt", CONTROLLER.get)
    if order.unknown:
        return None, order.unknown
    idx = {m.id: i for i, m in enumerate(mods)}
    per_cell = []
    for cell in order.cells:
        ids = [idx[m.id] for m in cell.mods]
        if cell.mode == CHOOSE:
            per_cell.append(list(itertools.permutations(ids)))
        elif cell.mode == FIXED:
            per_cell.append([tuple(ids)])
        elif cell.mode == ONE:
            per_cell.append([(i,) for i in ids])
    seqs = tuple(sorted({sum(p, ()) for p in itertools.product(*per_cell)}))
    return (seqs, order.set_never_raises), None


class ValueSpace:
    """z3 terms for a base value and one amount per modifier position."""

    def __init__(self, n: int):
        self.base = z3.Int("base")
        self.k = [z3.Int(f"k{i + 1}") for i in range(n)]

    def bounds(self, config: Config) -> list:
        out = [self.base >= 0, self.base <= MAX_BASE]
        for k, (op, _g) in zip(self.k, config.mods):
            lo, hi = AMOUNT[op]
            out += [k >= lo, k <= hi]
        return out

    def value(self, config: Config, seq, never_raises: bool) -> z3.ExprRef:
        v = z3.ToReal(self.base)
        for i in seq:
            op, k = config.mods[i][0], z3.ToReal(self.k[i])
            if op in ("mul", "div"):     # a case per amount: linear arithmetic, never a nonlinear product
                lo, hi = AMOUNT[op]
                scaled = lambda n: v * n if op == "mul" else v / n  # noqa: E731
                out = scaled(hi)
                for n in range(hi - 1, lo - 1, -1):
                    out = z3.If(self.k[i] == n, scaled(n), out)
                v = out
                continue
            v = {"add": lambda: v + k, "sub": lambda: v - k,
                 "set": lambda: z3.If(v < k, v, k) if never_raises else k}[op]()
        return z3.If(v < 0, z3.RealVal(0), v)


def differ(config: Config, a, b):
    """A point (base, amounts) where the reachable value sets differ, every value whole (a fraction left at the
    end is `unknown` to the engine), the smallest such; or None."""
    vs = ValueSpace(len(config.mods))
    va = [vs.value(config, s, a[1]) for s in a[0]]
    vb = [vs.value(config, s, b[1]) for s in b[0]]
    opt = z3.Optimize()
    opt.set("random_seed", SEED)
    opt.set("timeout", 5000)
    opt.add(*vs.bounds(config))
    opt.add(*[z3.IsInt(v) for v in va + vb])
    missing = lambda xs, ys: z3.Or([z3.And([x != y for y in ys]) for x in xs])
    opt.add(z3.Or(missing(va, vb), missing(vb, va)))
    opt.minimize(vs.base + z3.Sum(vs.k))
    r = opt.check()
    if r == z3.unknown:
        return "gave up"
    if r != z3.sat:
        return None
    m = opt.model()
    return m.eval(vs.base).as_long(), [m.eval(k).as_long() for k in vs.k]


def _cards(game: str, feats: dict) -> list[dict]:
    out = []
    for cid in ("src", "ally", "tgt", "foe"):
        card = {"name": {"src": "Свидетель-источник", "ally": "Свидетель-союзник", "tgt": "Свидетель-цель",
                         "foe": "Свидетель-противник"}[cid], "edition": game, "type": "creature", "cost": 0,
                "lives": 20, "strike": [1, 2, 3] if game == "classic" else 1}
        if feats.get(cid):
            card["features"] = [{"id": f, "text": t, "kind": "permanent"} for f, t in feats[cid]]
        out.append({"id": cid, "inline": card, "controller": CONTROLLER[cid]})
    return out


TEXT = {"add": "+{k} к воздействиям", "sub": "-{k} к воздействиям", "mul": "Воздействия умножаются на {k}",
        "div": "Воздействия делятся на {k}", "set": "Воздействия сводятся к {k}"}


def config_scenario(config: Config, edition: str, base: int, amounts, title: str) -> dict:
    feats, mods = {}, []
    for i, ((op, g), k) in enumerate(zip(config.mods, amounts)):
        card, fid = GROUPS[g], f"m{i + 1}"
        feats.setdefault(card, []).append((fid, TEXT[op].format(k=k)))
        mods.append({"id": fid, "card": card, "feature": fid, "op": op, "value": k, "timestamp": i + 1})
    return {"title": title, "edition": edition, "cards": _cards(family(edition), feats),
            "question": {"kind": "attack", "text": title,
                         "attack": {"kind": "effect", "source": "src", "target": "tgt", "value": base},
                         "modifiers": mods}}


# The attack's features the order does not show, as probes (a scenario per edition family).
def _probe_strength(edition: str) -> dict:
    feats = {"foe": [("weak", "Удары по существам вашего отряда сводятся к слабым")]}
    return {"title": "verify diff: a strength change of a medium strike", "edition": edition,
            "cards": _cards("classic", feats),
            "question": {"kind": "attack", "attack": {"kind": "strike", "source": "src", "target": "tgt",
                                                      "tier": "medium"},
                         "modifiers": [{"card": "foe", "feature": "weak", "op": "strength", "to": "weak"}]}}


def _probe_die(edition: str) -> dict:
    return {"title": "verify diff: a strike whose strength a die roll decides", "edition": edition,
            "cards": _cards("classic", {}),
            "question": {"kind": "attack", "attack": {"kind": "strike", "source": "src", "target": "tgt",
                                                      "roll": 4}}}


def _probe_zero(edition: str) -> dict:
    feats = {"foe": [("minus", "-1 к воздействиям")], "tgt": [("on-wounds", "Получив раны, открывается")]}
    return {"title": "verify diff: an effect of 0 on a card with a feature tied to its wounds", "edition": edition,
            "cards": _cards(family(edition), feats),
            "question": {"kind": "attack", "attack": {"kind": "effect", "source": "src", "target": "tgt", "value": 1},
                         "modifiers": [{"card": "foe", "feature": "minus", "op": "sub", "value": 1}],
                         "triggers": [{"card": "tgt", "feature": "on-wounds", "when": "wounds"}]}}


PROBES = {"strength": _probe_strength, "die": _probe_die, "zero-effect": _probe_zero}


def _rule(doc: dict, editions):
    """The engine's answer to an attack witness under each edition, read back through the scenario parser."""
    from ..api import rule_scenario
    sc = parse(doc)
    return {r.edition: r.answer for r in rule_scenario(sc, editions=list(editions))}


def _ruling(a) -> str:
    if a.verdict == "unknown":
        return "unknown"
    return f"{a.verdict} " + "|".join(str(o.value) for o in a.result.outcomes)


def _expect(a) -> dict:
    out = {"verdict": a.verdict, "cites": sorted(a.cites())}
    if a.verdict != "unknown":
        out["outcomes"] = [{"value": o.value} for o in a.result.outcomes]
    return out


def _region(doc: dict, old: str, new: str, step: str, deciding: dict, covers=()):
    from ..cli.cmd_diff import ruling_key
    from .result import Region
    got = _rule(doc, (old, new))
    if ruling_key(got[old].result) == ruling_key(got[new].result) and _ruling(got[old]) == _ruling(got[new]):
        return None
    doc = dict(doc, title=doc["title"], expect=_expect(got[old]), rulings={new: _expect(got[new])})
    cites = {ed: tuple(sorted(a.cites())) for ed, a in got.items()}
    return Region("attack", step, {ed: _ruling(a) for ed, a in got.items()}, deciding, cites,
                  tuple(sorted(set(cites[old]) ^ set(cites[new]))), to_yaml(doc), covers)


def regions(old: str, new: str) -> tuple[list, dict]:
    """The attack regions of two editions and what was covered."""
    out, seen, gave_up = [], {}, []
    cs = configs()
    for c in cs:
        a, why_a = sequences(c, old)
        b, why_b = sequences(c, new)
        if a is None or b is None:
            continue              # an order that cannot order numeric modifiers: none in these editions
        key = (tuple(op for op, _g in c.mods), a, b)
        if key in seen:
            seen[key].append(c)
            continue
        seen[key] = [c]
        point = differ(c, a, b)
        if point == "gave up":
            gave_up.append(str(c.mods))
            continue
        if point is None:
            continue
        base, amounts = point
        where = " ".join(f"{op}@{g}" for op, g in c.mods)
        title = f"verify diff: modifiers {where} (op@520.3 group, in order of appearance) from base {base}"
        deciding = {ed: (order_rule(ed),) + (("set to a value never raises it",) if s[1] else ()) + tuple(
            "reachable: " + " then ".join(f"m{i + 1}" for i in seq) for seq in s[0]) for ed, s in ((old, a), (new, b))}
        r = _region(config_scenario(c, old, base, amounts, title), old, new, where, deciding, seen[key])
        if r is None:
            raise AssertionError(f"the attack engine rules the witness of {where} alike under {old} and {new}; "
                                 f"the symbolic order says the values differ")
        out.append(r)
    for name, probe in PROBES.items():
        r = _region(probe(old), old, new, f"feature: {name}", {ed: (order_rule(ed),) for ed in (old, new)}, (name,))
        if r is not None:
            out.append(r)
    size = {"configurations": len(cs), "symbolic problems": len(seen), "feature probes": len(PROBES),
            "gave up": gave_up}
    return out, size
