"""Regions of the symbolic diff for the question kinds answered outside the clauses' fact space: `recruit`
(recruiting the squad, legality/recruitment.py) and `chooser` (who makes a choice, legality/questions/chooser.py).
Each reads its rules from the registry by topic; for each such topic whose rule differs between two editions, one
probe scenario exercising it is ruled under both, and where the rulings differ that is a region (kind `outside`,
covering the topic).
"""
from __future__ import annotations

from ..cards_io import family
from ..registry import topic_rule
from .result import Region
from .witness import parse, to_yaml


def _card(game: str, name: str, cost: int = 1, elite: bool = False, element: str = "steppe", feats=()) -> dict:
    return {"name": name, "edition": game, "type": "creature", "cost": cost, "elite": elite, "lives": 3,
            "element": element, **({"features": list(feats)} if feats else {})}


def _recruit(edition: str, reading: dict | None, in_recruitment: int = 1, into=None) -> dict:
    game = family(edition)
    feats = [{"id": "r", "text": "Проба набора", "kind": "permanent", "recruit": reading}] if reading else []
    cards = [{"id": f"r{i}", "inline": _card(game, "Проба-набранная", cost=1), "zone": "recruitment"}
             for i in range(in_recruitment)]
    cards.append({"id": "new", "inline": _card(game, "Проба-новая", cost=2, feats=feats), "zone": "deck"})
    q = {"kind": "recruit", "card": "new"}
    if into:
        cards[0]["inline"]["features"] = [{"id": "w", "text": "Проба: возьмите эту карту и существо в отряд",
                                           "kind": "permanent", "recruit": into}]
        q["with"] = "r0"
    return {"title": "probe: recruiting", "edition": edition, "cards": cards, "question": q}


def _graveyard(edition: str) -> dict:
    doc = _recruit(edition, None)
    doc["cards"].append({"id": "gone", "zone": "graveyard", "inline": _card(
        family(edition), "Проба-ушедшая", element="dark",
        feats=[{"id": "b", "text": "Проба: до набора на кладбище", "kind": "permanent",
                "recruit": {"before": "graveyard"}}])})
    return doc


def _chooser(edition: str, question: dict) -> dict:
    game = family(edition)
    cards = [{"id": "a", "inline": _card(game, "Проба-источник", feats=[{"id": "f", "text": "Проба эффекта"}]),
              "controller": "first"},
             {"id": "b", "inline": _card(game, "Проба-цель"), "controller": "first"}]
    return {"title": "probe: who chooses", "edition": edition, "cards": cards, "question": question}


PROBES = {
    "recruitment-order": lambda ed: _recruit(ed, None),
    "recruitment-elements": lambda ed: _recruit(ed, None),
    "elite-status": lambda ed: _recruit(ed, None),
    "recruitment-cost-before": lambda ed: _recruit(ed, {"free_if_costs": [1]}),
    "recruitment-on-entering": lambda ed: _recruit(ed, {"gain_gold": 1, "if_elements_at_least": 1}),
    "recruitment-not-recruited": _graveyard,
    "recruitment-elite-kept": lambda ed: _recruit(ed, None, into={"with_card": {"cost_at_most": 7},
                                                                  "crystal": "silver"}),
    "effect-choice": lambda ed: _chooser(ed, {"kind": "chooser", "choice": "effect", "ability": "a/f"}),
    "source-fixed": lambda ed: _chooser(ed, {"kind": "chooser", "choice": "effect", "ability": "a/f",
                                             "controller_then": "second"}),
    "main-phase-declarations": lambda ed: _chooser(ed, {"kind": "chooser", "choice": "order", "cards": ["a", "b"]}),
    "entering-cell-choice": lambda ed: _chooser(ed, {"kind": "chooser", "choice": "cell", "card": "b",
                                                     "into": "second"}),
    "flight-landing": lambda ed: _chooser(ed, {"kind": "chooser", "choice": "landing", "card": "b"}),
}


def regions(old: str, new: str) -> list[Region]:
    from ..api import rule_scenario
    from ..cli.cmd_diff import ruling_key
    out = []
    for topic, probe in PROBES.items():
        rules = {ed: topic_rule(ed, topic) for ed in (old, new)}
        if (rules[old].id if rules[old] else None) == (rules[new].id if rules[new] else None):
            continue
        doc = probe(old)
        got = {r.edition: r.answer for r in rule_scenario(parse(doc), editions=[old, new])}
        keys = {ed: ruling_key(a) for ed, a in got.items()}
        if keys[old] == keys[new]:
            continue
        cites = {ed: tuple(sorted(a.cites())) for ed, a in got.items()}
        # the witness carries what `legality check` is to find under both editions
        said = {ed: {"verdict": a.verdict, "cites": list(cites[ed])} for ed, a in got.items()}
        doc = dict(doc, expect=said[old], rulings={new: said[new]})
        deciding = {ed: (rules[ed].id,) if rules[ed] else () for ed in (old, new)}
        out.append(Region("outside", topic, keys, deciding, cites,
                          tuple(sorted(set(cites[old]) ^ set(cites[new]))), to_yaml(doc), (topic,)))
    return out
