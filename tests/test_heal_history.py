"""«Существо, которое было излечено на 5 или более в этот ход» (Хранитель дольмена, classic:ruling-dev-053): the
wounds the card's heals removed this turn, counted by the tracer's heal step and reset as a turn begins."""
from __future__ import annotations

import os

import pytest

from legality.errors import InputError
from tests.variants import by_doc, feature

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FULL = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-053-b-dolmen-keeper-full-heal-counted.yaml")


def _events(doc):
    return doc["question"]["events"]


def test_two_heals_in_one_turn_add_up(tmp_path):
    def two(doc):
        _events(doc)[0]["amount"] = 3
        _events(doc).insert(1, {"heal": "nomad", "amount": 2})
    assert by_doc(tmp_path, FULL, two).final["nomad"]["open"] is True


def test_a_heal_of_the_turn_before_does_not_count(tmp_path):
    def next_turn(doc):
        _events(doc)[1:1] = [{"turn": "second"}, {"turn": "first"}]
    ans = by_doc(tmp_path, FULL, next_turn)
    assert ans.final["nomad"]["open"] is False


def test_a_healthy_creature_healed_counts_nothing(tmp_path):
    def healthy(doc):
        doc["cards"][1]["wounds"] = 0
    assert by_doc(tmp_path, FULL, healthy).final["nomad"]["open"] is False


def test_zero_is_bad_input(tmp_path):
    def zero(doc):
        feature(doc, 0, "f1-2")["params"]["effect"]["choose"]["healed_this_turn"] = 0
    with pytest.raises(InputError, match="healed_this_turn"):
        by_doc(tmp_path, FULL, zero)
