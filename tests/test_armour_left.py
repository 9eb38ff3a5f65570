"""«Стоящие рядом существа противника с {move} меньшей или равной оставшимся единицам {armor} Законника не могут
двигаться» (the judges' dev-089: the printed movement): the Броня a card has left this turn is its X less the
wounds it prevented (`armour_prevented`), stated in a `legal` question and kept by the trace as its Броня prevents
wounds — the same answer in both."""
from __future__ import annotations

from pathlib import Path

from tests.variants import by_doc

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
A = RULINGS / "dev-089-a-lawman-printed-move-against-armour.yaml"
B = RULINGS / "dev-089-b-lawman-printed-move-above-armour.yaml"


def test_the_printed_movement_against_the_armour_left(tmp_path):
    assert by_doc(tmp_path, A, lambda d: None).verdict == "illegal"
    assert by_doc(tmp_path, B, lambda d: None).verdict == "legal"           # printed 2 > 1 left

    def full(doc):
        doc["cards"][0].pop("armour_prevented")                             # 2 left: 2 ≤ 2
    assert by_doc(tmp_path, B, full).verdict == "illegal"


def test_away_from_him_it_moves(tmp_path):
    def away(doc):
        doc["cards"][0]["cell"] = [1, 1]
        doc["cards"][0].pop("armour_prevented")
    assert by_doc(tmp_path, B, away).verdict == "legal"


def test_without_the_judges_reading_it_is_unknown(tmp_path):
    assert by_doc(tmp_path, A, lambda d: None, edition="classic-b").verdict == "unknown"


def _trace(doc, struck: bool):
    """The same as (b) in a trace: Дочь Сварога's weak strike (1) at Законник, prevented by his Броня, then the
    Кочевник's move (he has made no step: printed 2 against the Броня left)."""
    doc["cards"][0].pop("armour_prevented")
    doc["cards"][1].pop("moved")
    doc["cards"].append({"id": "daughter", "card": "Дочь Сварога", "controller": "second", "cell": [2, 3]})
    doc["cards"][0]["open"] = False
    events = []
    if struck:
        events += [{"declare": "s1", "action": {"kind": "simple_strike", "source": "daughter", "target": "lawman"},
                    "strength": "weak"}, {"resolve": "s1"}]
    act = dict(doc["question"]["action"])
    events += [{"declare": "m1", "action": act, "to": act.pop("to")}]
    doc["question"] = {"kind": "sequence", "events": events}


def test_the_trace_keeps_what_the_armour_prevented(tmp_path):
    t = by_doc(tmp_path, B, lambda d: _trace(d, struck=True))
    assert t.final["lawman"]["wounds"] == 0 and "m1" in t.outcome["entered"], (t.unknown, t.outcome)
    t = by_doc(tmp_path, B, lambda d: _trace(d, struck=False))
    assert "m1" in t.outcome["not_entered"], (t.unknown, t.outcome)
