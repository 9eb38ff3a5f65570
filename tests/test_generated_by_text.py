"""An action an effect makes (`generated: true`) may be the effect of one of its source's own triggered abilities.
Where that trigger's sentence is kept as text, what it says of the action («вызвать … на клетку, рядом с которой
стоит 8 или более ваших существ») is not read: the answer is `unknown`, never `legal` (reach.py, Sentence.meets).
A hand-written reading of the same sentence (a prohibition with its board condition) decides."""
import os

from legality.api import load_scenario, rule_action

RULINGS = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings")
INLINE = os.path.join(RULINGS, "dev-326-a-swamp-queen-eight-around.yaml")


def _compiled_queen(tmp_path, fewer: bool):
    text = open(INLINE, encoding="utf-8").read()
    a, b = text.index("    readings:\n"), text.index("  - {id: m1")
    text = text[:a] + text[b:]                                     # the base's card, its summon kept as text
    if fewer:
        text = text.replace("at: D1}", "at: A1}")                  # seven of her creatures around C2
    p = tmp_path / "queen.yaml"
    p.write_text(text, encoding="utf-8")
    return load_scenario(str(p))


def test_a_summon_by_a_trigger_kept_as_text_is_unknown(tmp_path):
    for fewer in (False, True):
        sc = _compiled_queen(tmp_path, fewer)
        v = rule_action(sc.state, sc.question.action, "classic")
        assert v.verdict == "unknown"
        assert any("Королева топи" in u and "вызвать болотное существо" in u for u in v.unknown)


def test_the_same_summon_not_made_by_an_effect_does_not_read_the_trigger(tmp_path):
    from dataclasses import replace
    sc = _compiled_queen(tmp_path, fewer=True)
    declared = replace(sc.question.action, generated=False)
    v = rule_action(sc.state, declared, "classic")
    assert not any("вызвать болотное существо" in u for u in v.unknown)


def test_a_hand_written_reading_of_the_sentence_decides():
    sc = load_scenario(INLINE)
    assert rule_action(sc.state, sc.question.action, "classic").verdict == "legal"
