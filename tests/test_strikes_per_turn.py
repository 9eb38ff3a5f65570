"""«… после первого удара не закрывается» (legality/strikes_per_turn.py, rules/strikes_per_turn.py): open after the
first strike in a trace (judges' dev-100), and a further strike `unknown` — never refused — alike in a trace's
declaration and in the `legal` question."""
from __future__ import annotations

from pathlib import Path

from legality.api import rule_scenario
from legality.scenario import parse_scenario
from tests.variants import by_doc, inline_copy

PATH = (Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
        / "dev-385-berserk-stays-open-after-one-strike.yaml")
ONE = PATH.read_text(encoding="utf-8")
SECOND = """    - resolve: hit
    - declare: again
      action: {kind: simple_strike, source: berserk, target: orc}
      strength: weak
    - resolve: again
"""


def _run(tmp_path, text, name="s.yaml"):
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def test_a_second_strike_is_unknown_not_refused_and_he_closes_after_it(tmp_path):
    t = _run(tmp_path, ONE.replace("    - resolve: hit\n", SECOND))
    assert t.verdict == "unknown"
    assert t.to_json()["entered"] == ["hit", "again"]          # entered, not refused by «Card action»
    assert any("permits 2 strikes a turn" in u for u in t.unknown), t.unknown
    assert t.final["berserk"]["open"] is False and t.final["berserk"]["acted_this_turn"] == 2


def test_the_legal_question_agrees(tmp_path):
    head = ONE[:ONE.index("question:")].replace("  - id: berserk\n", "  - id: berserk\n    acted_this_turn: 1\n")
    v = _run(tmp_path, head + "question:\n  kind: legal\n  action: {kind: simple_strike, source: berserk, target: orc}\n")
    assert v.verdict == "unknown"


def test_without_the_feature_he_would_close(tmp_path):
    def closing(doc):                           # a fixture: his compiled «… не закрывается» read as closing
        berserk = inline_copy(doc, 0, PATH)
        next(f for f in berserk["features"] if f["id"] == "f2")["params"]["stays_open"] = False
    t = by_doc(tmp_path, PATH, closing)
    assert t.final["berserk"]["open"] is False


def test_an_edition_without_the_ruling_is_unknown(tmp_path):
    t = _run(tmp_path, ONE.replace("edition: classic\n", "edition: classic-2012\n", 1))
    assert t.verdict == "unknown"
    assert any("stays open" in u for u in t.unknown)
