"""Proof 4: chains end. A trigger chain is cut before its first repetition (`graphs/chain.py`); what a
repetition is comes from the edition's chain rules (`ChainRules.repeat_key`: the `node` wording keys on the
effect (feature, source, target), the `edge` wording on (cause, effect)). Both keys range over a finite set
for a finite pool, so every link before the cut has a key no earlier link had, and a chain has at most
(number of keys) executed effects before the cut. The proof checks, for each kind of effect (triggered, replacement, game rule),
that a rule in force gives the wording (else the engine cuts by its own default, which no rule of the
edition says), and counts the keys over the pool's static "can trigger" graph for the bound.

The bound reported is for one copy of each card of the pool in play (`bound()` takes any state's cards: a
test checks every built-in chain against it).
"""
from __future__ import annotations

from graphs.static import build

from model import GameState

from ..cards_io import family
from ..chain_rules import COUNTERSTRIKE, ChainRules, event_classes
from ..rules.infinite_chains import REPEAT_KEY
from ..triggers import builtin_triggers
from .result import Finding, ProofResult

NATURES = ("triggered", "replacement", "rule")
WORDINGS = ("node", "edge")      # the repetition keys graphs/chain.py knows


def pool_triggers(edition: str, pool: str | None = None) -> list:
    """The pool's triggers: the built-in pool of the edition's game, or a card file's."""
    if pool is None:
        game = family(edition)
        return [t for (g, _n, _f), t in sorted(builtin_triggers().items(), key=lambda kv: kv[0]) if g == game]
    from ..triggers import load_pool
    cards, trigs = load_pool(pool)
    return [trigs[(c.name, f.id)] for c in cards for f in c.features if (c.name, f.id) in trigs]


def bound(owned: list, edition: str, n: int) -> dict:
    """Keys under each wording, for the triggers `owned` ((owner card id, trigger) for each card in play that
    carries one) with `n` cards in play. An effect's key is (feature, source, target): an end written `self`
    is its owner, any other end one of the n cards; under `edge` a key also names its cause: the chain's
    first event, or an effect whose feature can trigger this one (the static graph)."""
    owned = list(owned) + [(None, COUNTERSTRIKE)]
    g, _decided = build(list(dict.fromkeys(t for _o, t in owned)), lambda e: event_classes(e, edition))
    idents = [((t.card, t.feature), (1 if t.effect.source == "self" else n) * (1 if t.effect.target == "self" else n))
              for _o, t in owned]
    per_node: dict = {}
    for node, k in idents:
        per_node[node] = per_node.get(node, 0) + k
    node_keys = sum(k for _n, k in idents)
    edge_keys = sum(k * (1 + sum(per_node[a] for a in g.predecessors(node))) for node, k in idents)
    return {"features": len(per_node), "can-trigger edges": g.number_of_edges(), "cards in play": n,
            "node keys": node_keys, "edge keys": edge_keys}


def pool_bound(trigs: list, edition: str) -> dict:
    """The bound with one copy of each card of the pool that has a trigger in play."""
    cards = sorted({t.card for t in trigs})
    return bound([(t.card, t) for t in trigs], edition, max(1, len(cards)))


def executed_bound(rules: ChainRules, nature: str, b: dict) -> int:
    """At most this many effects execute before the cut: each has a key no earlier one had."""
    return b[f"{rules.repeat_key(nature)} keys"]


def prove(edition: str, pool: str | None = None) -> ProofResult:
    res = ProofResult("chains", "Chains end", edition)
    rules = ChainRules(GameState(()), edition, {})
    b = pool_bound(pool_triggers(edition, pool), edition)
    wordings = {}
    for nature in NATURES:
        mode, cited = rules.repeat_key(nature), rules.chain_rules(nature, rules.repeat_key(nature))
        wordings[nature] = f"{mode} ({', '.join(cited) or 'no rule'})"
        if not any(REPEAT_KEY.get(r) == mode for r in cited) or mode not in WORDINGS:
            said = (f"the rules cited at its cut ({', '.join(cited)}) do not say what a repetition is"
                    if cited else "no rule is cited at its cut")
            res.findings.append(Finding(
                "chain-unruled", f"no chain rule in force says when a chain of {nature} effects stops"
                + ("" if mode in WORDINGS else f" (wording {mode!r} is not one the chain engine knows)")
                + f": a cycle of the pool can repeat; the engine cuts it by its default {mode!r} key, and "
                  f"{said}", (), tuple(cited), _witness(edition)))
            continue
        res.covered[f"bound ({nature})"] = executed_bound(rules, nature, b)
    res.covered = {"pool": pool or "built-in", **{k: v for k, v in b.items()},
                   **{f"wording ({k})": v for k, v in wordings.items()}, **res.covered}
    return res


def _witness(edition: str) -> str | None:
    """A built-in chain of the edition's game that is cut, ruled under `edition`: the cut cites no rule that
    says what a repetition is."""
    import os

    from ..api import rule_scenario
    from ..scenario import BUILTIN_DIR
    from ..yamlfile import load
    from .witness import parse, to_yaml
    folder = os.path.join(BUILTIN_DIR, "chains")
    for fn in sorted(os.listdir(folder)):
        doc = dict(load(os.path.join(folder, fn)))
        if family(doc["edition"]) != family(edition):
            continue
        for k in ("rulings", "expect", "source"):      # the file's own rulings cite its edition's rules
            doc.pop(k, None)
        doc.update(title=f"verify: {edition} has no rule for where this chain stops ({fn})", edition=edition)
        (ruling,) = rule_scenario(parse(doc), [edition])
        if ruling.answer.verdict == "cut":
            doc["expect"] = {"verdict": "cut"}
            return to_yaml(doc)
    return None
