"""A redirection followed by the trace (classic-2012:412.5) and the reach of the redirected attack, not checked
again (the judges' classic:ruling-dev-270): the `sequence` tracer and the `legal` question read it in one place
(legality/redirected_reach.py, from legality.api.rule_action); an edition without the ruling, or a redirection the
trace cannot aim, is `unknown`."""
from __future__ import annotations

from pathlib import Path

from variants import by_doc, by_text, trace_cites

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
FAR = RULINGS / "dev-270-a-dwarf-king-redirects-out-of-range.yaml"
NEXT = RULINGS / "dev-270-b-dwarf-king-redirects-next-to-archer.yaml"


def test_the_redirected_shot_reaches_a_card_out_of_its_range(tmp_path):
    t = by_text(tmp_path, FAR, "title:", "title:")
    assert t.verdict == "traced", t.unknown
    assert t.final["giant"]["wounds"] == 1 and t.final["nomad"]["wounds"] == 0
    assert {"classic:ruling-dev-270", "classic-2012:412.5"} <= trace_cites(t)


def test_the_redirected_shot_reaches_a_card_next_to_the_archer(tmp_path):
    t = by_text(tmp_path, NEXT, "title:", "title:")
    assert t.verdict == "traced", t.unknown
    assert t.final["giant"]["wounds"] == 1


def test_without_a_redirection_the_shot_hits_its_target(tmp_path):
    t = by_text(tmp_path, FAR, "    - respond: turn-aside\n      action: {kind: redirect, source: king, target: giant, "
                "ability: redirect}\n    - resolve: turn-aside\n", "")
    assert t.verdict == "traced", t.unknown
    assert t.final["nomad"]["wounds"] == 1 and t.final["giant"]["wounds"] == 0


def _legal(path, redirected: bool, step="calculation"):
    def edit(doc):
        doc.pop("rulings", None)
        doc["question"] = {"kind": "legal", "step": step,
                           "action": {"kind": "shot", "source": "archer", "target": "giant", "range": 4,
                                      "redirected": redirected}}
    return edit


def test_one_reading_for_the_legal_question(tmp_path):
    for path, code in ((FAR, "out-of-range"), (NEXT, "ranged-at-adjacent")):
        v = by_doc(tmp_path, path, _legal(path, True))
        assert v.verdict == "legal", (v.reasons, v.unknown)
        assert "classic:ruling-dev-270" in v.cites()
        v = by_doc(tmp_path, path, _legal(path, False))
        assert v.verdict == "illegal" and code in {r.code for r in v.reasons}
        # declaring it there is illegal all the same: a redirection gives a target, a declaration chooses one
        v = by_doc(tmp_path, path, _legal(path, True, step="declaration"))
        assert v.verdict == "illegal"
    # classic-2012 reads the range (its glossary) but has no ruling on a redirected attack's reach
    v = by_doc(tmp_path, FAR, _legal(FAR, True), edition="classic-2012")
    assert v.verdict == "unknown" and any("redirected" in u for u in v.unknown)


def test_two_attacks_waiting_make_the_redirection_unknown(tmp_path):
    text = FAR.read_text(encoding="utf-8").replace(
        "    - respond: turn-aside\n", "    - respond: second-shot\n      action: {kind: shot, source: archer, "
        "target: nomad, range: 4, param: 1}\n    - respond: turn-aside\n").replace(
        "    - resolve: shot\n", "    - resolve: second-shot\n    - resolve: shot\n")
    p = tmp_path / "two.yaml"
    p.write_text(text, encoding="utf-8")
    t = by_text(tmp_path, p, "title:", "title:")
    assert t.verdict == "unknown"
    assert any("more than one attack" in u for u in t.unknown)


def test_a_redirection_into_the_attacks_source_is_not_followed(tmp_path):
    t = by_text(tmp_path, FAR, "action: {kind: redirect, source: king, target: giant,",
                "action: {kind: redirect, source: king, target: archer,")
    assert t.verdict == "unknown"
    assert any("own source" in u for u in t.unknown)
