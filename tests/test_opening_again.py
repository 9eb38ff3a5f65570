"""Opening during a turn (classic 2012 219.4, 219.4.a) and «N раз за ход» strikes as the card-action bound
(glossary «Act X times per turn»): legality/rules/opening_again.py, rules/card_actions.py, legality/facts.py
`more_acts`, legality/stack/tracer.py `opened`. The judges' dev-248 (Минотавр opened by Ойуун strikes twice again)."""
from __future__ import annotations

from pathlib import Path

from tests.variants import by_doc

MINO = (Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
        / "dev-248-minotaur-opened-strikes-twice-again.yaml")


def _legal(acted: int, **card):
    def edit(doc):
        doc["cards"][0].update({"acted_this_turn": acted, **card})
        doc["question"] = {"kind": "legal", "action": {"kind": "simple_strike", "source": "mino", "target": "wall1"}}
    return edit


def test_the_trace_opens_him_and_he_strikes_twice_again(tmp_path):
    t = by_doc(tmp_path, MINO, lambda doc: None)
    j = t.to_json()
    assert t.verdict == "traced", t.unknown
    assert j["resolved"] == ["s1", "s2", "s3", "s4"] and j["not_entered"] == ["s5"]
    assert {"classic-2012:219.4", "classic-2012:219.4.a"} <= t.cites()


def test_the_legal_question_agrees_with_the_trace(tmp_path):
    # the trace's s2 and s4: one strike made this turn (since he opened), his text permits two: legal
    assert by_doc(tmp_path, MINO, _legal(1)).verdict == "legal"
    # s5: two made: the card-action rule refuses, as in the trace
    v = by_doc(tmp_path, MINO, _legal(2))
    assert v.verdict == "illegal"
    assert "classic-2012:действие-карты" in {r for x in v.reasons for r in x.rules}


def test_without_the_opening_the_third_strike_is_refused(tmp_path):
    def edit(doc):
        ev = doc["question"]["events"]
        doc["question"]["events"] = [e for e in ev if e != {"open": "mino"}]
    t = by_doc(tmp_path, MINO, edit)
    assert t.to_json()["not_entered"] == ["s3", "s4", "s5"]


def test_a_kept_open_card_has_not_opened(tmp_path):
    """dev-154: kept open after its action (not opened), a card without «N раз за ход» may not act again."""
    def edit(doc):
        doc["cards"][0] = {"id": "mino", "controller": "first", "cell": [3, 3],
                           "inline": {"name": "Существо (пример)", "type": "creature", "cost": 3, "lives": 9,
                                      "strike": [1, 1, 1]}}
        doc["question"]["events"] = doc["question"]["events"][:2] + [
            {"declare": "again", "action": {"kind": "simple_strike", "source": "mino", "target": "wall2"},
             "strength": "weak"}]
    t = by_doc(tmp_path, MINO, edit)
    assert t.to_json()["not_entered"] == ["again"]


def test_an_unread_condition_of_the_text_stays_unknown(tmp_path):
    """«только подряд и по разным картам», «за ваш ход»: not read — the further strike is unknown, never decided."""
    for flag in ("in_a_row_different_targets", "own_turn"):
        def edit(doc, flag=flag):
            doc["cards"][0] = {"id": "mino", "controller": "first", "cell": [3, 3], "acted_this_turn": 1,
                               "inline": {"name": "Минотавр (пример)", "type": "creature", "cost": 9, "lives": 14,
                                          "strike": [3, 4, 5], "features": [
                                              {"id": "f1", "text": "Может атаковать {strike} 2 раза за ход.",
                                               "kind": "permanent",
                                               "params": {"strikes_per_turn": 2, flag: True}}]}}
            doc["question"] = {"kind": "legal",
                               "action": {"kind": "simple_strike", "source": "mino", "target": "wall1"}}
        v = by_doc(tmp_path, MINO, edit)
        assert v.verdict == "unknown", (flag, v.verdict)
