"""A keyword whose rule the engine does not apply (Страх, Душелов, Маскировка …, legality/reach.py
`unmodelled_keyword`) is read by its glossary text: a question it could change is `unknown`, naming it, in every
kind; one it cannot change is answered."""
from __future__ import annotations

from legality.api import rule_scenario
from legality.scenario import parse_scenario

HEAD = """title: t
edition: classic
cards:
  - {id: a, controller: first, cell: [2, 3], inline: {name: Воин (пример), type: creature, cost: 4, lives: 7, strike: [2, 2, 2]}}
  - id: b
    controller: second
    cell: [2, 4]
    inline: {name: Страж (пример), type: creature, cost: 4, lives: 7, strike: [1, 1, 1], features: [KEYWORD]}
state:
  active: first
"""
STRIKE = """question:
  kind: sequence
  events:
    - declare: hit
      action: {kind: simple_strike, source: a, target: b}
    - resolve: hit
"""


def _answer(tmp_path, keyword: str, question: str):
    p = tmp_path / "s.yaml"
    feature = f'{{id: k, text: "{keyword}", kind: keyword, keyword: {keyword.rstrip(" 1")}' \
              + (", params: {value: 1}" if keyword.endswith(" 1") else "") + "}"
    p.write_text(HEAD.replace("KEYWORD", feature) + question, encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def test_fear_on_the_attacked_card_makes_the_strike_unknown(tmp_path):
    t = _answer(tmp_path, "Страх 1", STRIKE)
    assert t.verdict == "unknown" and any("«Страх 1»" in u for u in t.to_json()["unknown"])


def test_camouflage_bears_on_the_wounds_its_card_receives(tmp_path):
    t = _answer(tmp_path, "Маскировка", STRIKE)
    assert t.verdict == "unknown" and any("«Маскировка»" in u for u in t.to_json()["unknown"])


def test_soulcatcher_fires_on_a_death_in_a_chain(tmp_path):
    chain = "question:\n  kind: chain\n  initial: {kind: destroy, source: b, target: a}\n"
    ans = _answer(tmp_path, "Душелов 1", chain)
    assert ans.verdict == "unknown"


def test_a_keyword_that_cannot_bear_is_answered(tmp_path):
    """Орда (copies in the deck) does not bear on a strike: the trace is answered."""
    t = _answer(tmp_path, "Орда", STRIKE)
    assert t.verdict == "traced" and t.to_json()["final"]["b"]["wounds"] == 2
