"""Precision: the hand-checked gold samples (gold.yaml) are read the same way by the compiler."""
from gold_check import SIZES, check_gold


def test_gold_samples_are_read_as_checked_by_hand(relaunch_path):
    result = check_gold()
    for base, (right, total, wrong) in result.items():
        assert total == SIZES[base]
        assert not wrong, f"{base}: read otherwise than checked by hand: {wrong}"


def test_value_modifier_sentences_are_read_as_checked_by_hand(relaunch_path):
    """Every distinct value-modifier sentence of both bases (gold.yaml `modifiers`, `modifiers_online`)."""
    from gold_check import check_extra
    result = check_extra()
    assert result["modifiers"][1] >= 80 and result["modifiers_online"][1] >= 30
    for key, (_right, _total, wrong) in result.items():
        assert not wrong, f"{key}: read otherwise than checked by hand: {wrong}"
