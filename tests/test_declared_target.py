"""«нападает (не) на X» reads the card an attack was declared at, even after a defender took it (the judges'
classic:ruling-dev-217, `where: {declared_target: …}`): the sequence tracer and the `chain` question agree, and an
edition without the ruling answers `unknown`."""
from __future__ import annotations

from pathlib import Path

from legality.api import rule_scenario
from legality.scenario import parse_scenario
from variants import by_text

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
DEFENDED = RULINGS / "dev-217-a-mimic-defended-attack-no-token.yaml"
OTHER = RULINGS / "dev-217-b-mimic-other-attack-gets-token.yaml"


def _answer(tmp_path, path, old="title:", new="title:", edition=None):
    return by_text(tmp_path, path, old, new, edition)


def _cites(t):
    return {r for s in t.steps for n in s.notes for r in n.rules}


def test_an_attack_a_defender_took_is_still_on_the_mimic(tmp_path):
    t = _answer(tmp_path, DEFENDED)
    assert t.verdict == "traced", t.unknown
    assert t.final["mimic"]["tokens"] == 0
    assert "classic:ruling-dev-217" in _cites(t)


def test_an_attack_declared_at_another_card_gives_the_token(tmp_path):
    t = _answer(tmp_path, OTHER)
    assert t.verdict == "traced", t.unknown
    assert t.final["mimic"]["tokens"] == 1


def test_without_the_ruling_the_declared_target_is_unknown(tmp_path):
    t = _answer(tmp_path, DEFENDED, edition="classic-2012")
    assert t.verdict == "unknown"
    assert any("нападает на" in u for u in t.unknown)


CHAIN = """
question:
  kind: chain
  text: Удар Кочевника, объявленный по {declared}, взял на себя Страж леса. Получит ли Мимик фишку?
  initial: {{kind: strike, source: nomad, target: guard, set: {{mode: simple, range: melee, assault: true{attacked}}}}}
expect:
  verdict: ended
"""


def _chain(tmp_path, attacked: str):
    text = DEFENDED.read_text(encoding="utf-8").split("\nquestion:")[0]
    text += CHAIN.format(declared=attacked or "Стражу", attacked=f", attacked: {attacked}" if attacked else "")
    p = tmp_path / "chain.yaml"
    p.write_text(text, encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def test_the_chain_question_reads_the_declared_target_as_the_trace_does(tmp_path):
    on_mimic = _chain(tmp_path, "mimic")
    assert on_mimic.verdict == "ended" and not on_mimic.chain.links     # the trace: 0 tokens
    on_guard = _chain(tmp_path, "")
    assert [l.label for l in on_guard.chain.links]                        # the trace: 1 token
