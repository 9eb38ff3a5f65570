"""«Направленный удар» read off the attacker (legality/directed_strikes.py): with a condition on the attacked
card's current lives (the judges' dev-140, classic:ruling-dev-118), alike in a `legal` question and in a trace's
defender assignment; unknown where the attacked card or the edition's reading is missing."""
from __future__ import annotations

from pathlib import Path

from tests.variants import by_doc, inline_copy

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
EVEN = RULINGS / "dev-140-a-dirr-giant-even-current-lives-directed.yaml"
ODD = RULINGS / "dev-140-b-dirr-giant-odd-current-lives-not-directed.yaml"


def _traced(doc):
    doc["question"] = {"kind": "sequence", "events": [
        {"declare": "hit", "action": {"kind": "simple_strike", "source": "giant", "target": "victim"},
         "strength": "weak", "counter_strength": "weak"},
        {"respond": "defend", "action": {"kind": "assign_defender", "source": "guard", "target": "victim"}},
        {"resolve": "defend"}, {"resolve": "hit"}]}


def test_the_legal_question_reads_current_lives(tmp_path):
    assert by_doc(tmp_path, EVEN, lambda d: None).verdict == "illegal"
    assert by_doc(tmp_path, ODD, lambda d: None).verdict == "legal"


def test_the_trace_agrees_with_the_legal_question(tmp_path):
    t = by_doc(tmp_path, EVEN, _traced)
    assert t.to_json()["not_entered"] == ["defend"], t.to_json()
    assert "classic-2012:направленный-удар" in t.cites()
    t = by_doc(tmp_path, ODD, _traced)
    assert "defend" in t.to_json()["resolved"], t.to_json()


def test_a_condition_not_read_is_unknown(tmp_path):
    def edit(doc):
        inline_copy(doc, 0, EVEN)["features"][0]["params"] = {"against": {"element": "mountain"}}
    v = by_doc(tmp_path, EVEN, edit)
    assert v.verdict == "unknown" and any("Направленный удар" in u for u in v.unknown)


def test_an_edition_without_the_judges_reading_is_unknown(tmp_path):
    for ed in ("classic-2012", "classic-b"):
        v = by_doc(tmp_path, EVEN, lambda d: None, edition=ed)
        assert v.verdict == "unknown", (ed, v.verdict)


def test_a_printed_keyword_without_condition_is_directed_in_every_classic_edition(tmp_path):
    def edit(doc):
        giant = inline_copy(doc, 0, EVEN)
        f1 = giant["features"][0]
        f1.pop("params")
        f1["text"] = "Направленный удар"
        giant["features"] = [f1]
        giant.pop("text")
    for ed in ("classic", "classic-2012"):
        assert by_doc(tmp_path, EVEN, edit, edition=ed).verdict == "illegal"


VUIVR = RULINGS / "dev-157-vuivr-directed-next-to-our-parasite.yaml"


def _vuivr_traced(doc):
    doc["question"] = {"kind": "sequence", "events": [
        {"declare": "hit", "action": {"kind": "simple_strike", "source": "vuivr", "target": "host"},
         "strength": "weak", "counter_strength": "weak"},
        {"respond": "defend", "action": {"kind": "assign_defender", "source": "guard", "target": "host"}},
        {"resolve": "defend"}, {"resolve": "hit"}]}


def _no_extra_life(doc):
    doc["cards"][2]["extra_lives"] = 0


def test_vuivr_reads_our_parasite_with_an_additional_life_next_to_its_host(tmp_path):
    """dev-157: the parasite stands next to its host (210.9.a); without its additional life, no directed strike."""
    v = by_doc(tmp_path, VUIVR, lambda d: None)
    assert v.verdict == "illegal" and "classic-2012:210.9" in v.cites()
    assert by_doc(tmp_path, VUIVR, _no_extra_life).verdict == "legal"


def test_vuivr_an_enemy_creature_with_an_additional_life_does_not_count(tmp_path):
    def enemy_parasite(doc):
        doc["cards"][2]["controller"] = "second"
    assert by_doc(tmp_path, VUIVR, enemy_parasite).verdict == "legal"


def test_vuivr_the_trace_agrees_with_the_legal_question(tmp_path):
    t = by_doc(tmp_path, VUIVR, _vuivr_traced)
    assert t.to_json()["not_entered"] == ["defend"], t.to_json()
    t = by_doc(tmp_path, VUIVR, lambda d: (_vuivr_traced(d), _no_extra_life(d)))
    assert "defend" in t.to_json()["resolved"], t.to_json()


def test_vuivr_a_cell_not_given_is_unknown(tmp_path):
    """Our own creature with an additional life whose cell is not given may stand next to the attacked card."""
    def unplaced(doc):
        _no_extra_life(doc)
        doc["cards"].append({"id": "far", "card": "Кочевник", "controller": "first", "extra_lives": 1})
    v = by_doc(tmp_path, VUIVR, unplaced)
    assert v.verdict == "unknown" and any("Направленный удар" in u for u in v.unknown), v.unknown
