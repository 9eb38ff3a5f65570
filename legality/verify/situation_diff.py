"""Regions of the symbolic diff that lie outside the fact space: rules that shape the situation a question is
judged on rather than adding a clause over its facts (legality/hidden.py: under the classic judges' rule a hidden
card's permanent abilities do not act). For each such topic whose rule differs between two editions, one probe
scenario is ruled under both; where the rulings differ, that is a region (kind `situation`, covering the topic).
"""
from __future__ import annotations

from ..cards_io import family
from ..registry import topic_rule
from .result import Region
from .witness import parse, to_yaml

TOPICS = ("hidden-permanent",)


def _hidden_permanent_probe(edition: str) -> dict:
    """A shot between two revealed cards while a hidden card in play has a permanent text about shots."""
    game = family(edition)
    card = lambda name, feats=(): {"name": name, "edition": game, "type": "creature", "cost": 1, "lives": 3,
                                  **({"features": list(feats)} if feats else {})}
    restriction = {"id": "only", "text": "Существа противника могут объявлять выстрелы только по этой карте."}
    return {"title": "probe: a hidden card's permanent text about shots", "edition": edition,
            "cards": [{"id": "archer", "inline": card("Проба-стрелок"), "controller": "first", "cell": [2, 3]},
                      {"id": "hidden", "inline": card("Проба-скрытая", [restriction]), "controller": "second",
                       "revealed": False, "cell": [5, 3]},
                      {"id": "other", "inline": card("Проба-цель"), "controller": "second", "cell": [4, 3]}],
            "question": {"kind": "legal", "action": {"kind": "shot", "source": "archer", "target": "other"}}}


PROBES = {"hidden-permanent": _hidden_permanent_probe}


def regions(old: str, new: str) -> list[Region]:
    from ..api import rule_scenario
    out = []
    for topic in TOPICS:
        rules = {ed: topic_rule(ed, topic) for ed in (old, new)}
        if (rules[old] is None) == (rules[new] is None):
            continue
        doc = PROBES[topic](old)
        got = {r.edition: r.answer for r in rule_scenario(parse(doc), editions=[old, new])}
        if got[old].verdict == got[new].verdict:
            continue
        cites = {ed: tuple(sorted(a.cites())) for ed, a in got.items()}
        deciding = {ed: (rules[ed].id,) if rules[ed] else () for ed in (old, new)}
        out.append(Region("situation", topic, {ed: a.verdict for ed, a in got.items()}, deciding, cites,
                          tuple(sorted(set(cites[old]) ^ set(cites[new]))), to_yaml(doc), (topic,)))
    return out
