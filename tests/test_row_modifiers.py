"""Value modifiers on rows (`when.geometry` own_row / other_row, «+1 к выстрелу по картам во 2-м ряду противника,
если стоит в вашем 2-м ряду», Эриала compiled; legality/attack/derive.py `_rows`): read off the cells (207.3.b),
computed for the card an attack strikes — after a redirection, its new target (dev-272) — alike in the `attack`
question and the trace; unknown where a cell is not given."""
from __future__ import annotations

from pathlib import Path

from tests.variants import by_doc

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
REDIRECT = RULINGS / "dev-272-dwarf-king-redirect-loses-row-bonus.yaml"


def _final(answer):
    return answer.to_json()["final"]


def test_without_the_redirection_the_row_bonus_holds(tmp_path):
    def plain(doc):
        doc["question"]["events"] = [doc["question"]["events"][0], {"resolve": "shot"}]
    t = by_doc(tmp_path, REDIRECT, plain)
    assert t.verdict == "traced" and _final(t)["nomad"]["wounds"] == 2, t.to_json()


def test_the_redirected_shot_strikes_without_it(tmp_path):
    t = by_doc(tmp_path, REDIRECT, lambda d: None)
    assert t.verdict == "traced" and _final(t)["giant"]["wounds"] == 1 and _final(t)["nomad"]["wounds"] == 0


def _attack(target):
    def edit(doc):
        doc["question"] = {"kind": "attack", "attack": {"kind": "shot", "source": "eriala", "target": target,
                                                         "value": 1}}
    return edit


def test_the_attack_question_agrees_with_the_trace(tmp_path):
    values = {t: sorted(o["value"] for o in by_doc(tmp_path, REDIRECT, _attack(t)).to_json()["outcomes"])
              for t in ("nomad", "giant")}
    assert values == {"nomad": [2], "giant": [1]}, values


def test_a_cell_not_given_is_unknown(tmp_path):
    def unplaced(doc):
        _attack("nomad")(doc)
        doc["cards"][3].pop("at")
    assert by_doc(tmp_path, REDIRECT, unplaced).verdict == "unknown"


def test_her_row_must_match_too(tmp_path):
    def first_row(doc):
        _attack("nomad")(doc)
        doc["cards"][3]["at"] = "B1"          # our third row: the 2nd-row bonus needs her in our 2nd row
    assert sorted(o["value"] for o in by_doc(tmp_path, REDIRECT, first_row).to_json()["outcomes"]) == [1]
