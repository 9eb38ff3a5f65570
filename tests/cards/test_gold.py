"""Precision: the hand-checked gold samples (gold.yaml) are read the same way by the compiler."""
from gold_check import SIZES, check_gold


def test_gold_samples_are_read_as_checked_by_hand(relaunch_path):
    result = check_gold()
    for base, (right, total, wrong) in result.items():
        assert total == SIZES[base]
        assert not wrong, f"{base}: read otherwise than checked by hand: {wrong}"
