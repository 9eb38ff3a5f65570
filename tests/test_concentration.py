"""Концентрация (2012 glossary): a card that received no wounds during the opponent's turn gains a token at its
end (`where: {wounded_this_turn: false}`, read off the trace's history); the judges' dev-481 (Сугед's nut resolves
after the enemy's concentration); `unknown` where the turn's wounds cannot be read."""
from __future__ import annotations

from pathlib import Path

from legality.api import rule_scenario
from legality.scenario import parse_scenario
from variants import by_doc, by_text, inline_copy

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
SUGED = RULINGS / "dev-481-suged-nut-does-not-stop-concentration.yaml"
TURN_END = "  events:\n    - turn: second\n"


def _answer(tmp_path, old="title:", new="title:", edition=None):
    return by_text(tmp_path, SUGED, old, new, edition)


def _cites(t):
    return {r for s in t.steps for n in s.notes for r in n.rules}


def test_the_concentration_resolves_before_the_nut(tmp_path):
    t = _answer(tmp_path)
    assert t.verdict == "choice", t.unknown
    assert t.final["owl"]["tokens"] == 1 and t.final["owl"]["wounds"] == 1
    assert "classic-2012:концентрация" in _cites(t)


def test_a_card_wounded_earlier_this_turn_gains_no_token(tmp_path):
    hit = ("  events:\n    - declare: hit\n      action: {kind: throw, source: suged, target: owl, param: 1}\n"
           "    - resolve: hit\n    - turn: second\n")
    t = _answer(tmp_path, TURN_END, hit)
    assert t.verdict in ("traced", "choice"), t.unknown
    assert t.final["owl"]["tokens"] == 0 and t.final["owl"]["wounds"] >= 1


def test_without_the_glossary_rule_the_turns_wounds_are_unknown(tmp_path):
    def heroes(doc):                            # the base holds classic cards: inline copies under heroes
        doc["edition"] = "heroes"
        inline_copy(doc, 0, SUGED)
        inline_copy(doc, 1, SUGED)
    t = by_doc(tmp_path, SUGED, heroes, edition="heroes")
    assert t.verdict == "unknown"


CHAIN = """
question:
  kind: chain
  text: Конец хода первого игрока. Получит ли Сова фишку за концентрацию?
  initial: {kind: turn_end}
expect:
  verdict: ended
"""


def test_the_chain_question_has_no_history_and_says_unknown(tmp_path):
    text = SUGED.read_text(encoding="utf-8").split("\nquestion:")[0] + CHAIN
    p = tmp_path / "chain.yaml"
    p.write_text(text, encoding="utf-8")
    t = rule_scenario(parse_scenario(str(p)))[0].answer
    assert t.verdict == "unknown"
    assert any("history" in u for u in t.unknown)
