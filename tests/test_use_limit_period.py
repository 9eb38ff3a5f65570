"""«N раз за ход» only within a turn (classic:ruling-dev-504; legality/chain_rules.py `outside_period`): a trigger
limited per turn does not fire at the start of the battle (`state.turn: 0`), fires within a turn, is `unknown`
under an edition without the ruling; the `triggers` and `chain` questions agree. (A trace of Корсар Эллиона's
strike at the battle's start is not stated: his compiled «В начале боя … может объявить …» is not acted on.)"""
from __future__ import annotations

from pathlib import Path

from tests.variants import by_doc

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
MASTER = RULINGS / "dev-504-stiletto-master-not-at-battle-start.yaml"


def _count(answer):
    return answer.to_json()


def _turn(n, from_start=True):
    def edit(doc):
        doc["state"]["turn"] = n
        if from_start:          # within a turn, nothing happened in it before (legality/stack/history.py)
            doc["state"]["from_turn_start"] = True
    return edit


def test_within_a_turn_begun_before_the_question_is_unknown(tmp_path):
    """Within turn 1, with the turn so far unstated, the «1 раз за ход» use may have been spent before."""
    v = by_doc(tmp_path, MASTER, _turn(1, from_start=False)).to_json()
    assert v["verdict"] == "unknown" and any("раз за ход" in u and "from_turn_start" in u for u in v["unknown"]), v


def test_not_before_the_first_turn_but_within_one(tmp_path):
    before = by_doc(tmp_path, MASTER, lambda d: None)
    within = by_doc(tmp_path, MASTER, _turn(1))
    assert before.verdict == "counted" and "classic:ruling-dev-504" in before.cites()
    assert before.to_json()["counts"]["master/stiletto"]["fired"] == 0, before.to_json()
    # within a turn it fires where its player uses it («можете»: declining it is the other outcome)
    assert within.verdict in ("counted", "choice"), within.to_json()
    assert within.to_json()["counts"]["master/stiletto"]["fired"] == 1, within.to_json()


def test_an_edition_without_the_ruling_is_unknown(tmp_path):
    v = by_doc(tmp_path, MASTER, lambda d: None, edition="classic-2012")
    assert v.verdict == "unknown" and any("раз за ход" in u for u in v.to_json()["unknown"]), v.to_json()



def test_the_chain_question_agrees(tmp_path):
    """The `chain` question runs the same chain: the link is blocked before the first turn, executed within one."""
    def as_chain(doc):
        q = doc["question"]
        doc["question"] = {"kind": "chain", "initial": q["initial"]}
    before = by_doc(tmp_path, MASTER, as_chain).to_json()
    within = by_doc(tmp_path, MASTER, lambda d: (as_chain(d), _turn(1)(d))).to_json()
    statuses = [[l["status"] for l in a["links"] if l["feature"] == "stiletto"] for a in (before, within)]
    assert statuses == [["blocked"], ["executed"]], statuses
