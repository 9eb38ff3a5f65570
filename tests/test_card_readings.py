"""A named base card's sentences kept as text, read by hand in the scenario (`readings:`, legality/card_readings.py):
the reading decides where it is given; without it the sentence stays text and the question is `unknown`; a
reading of a sentence the compiler reads, of no sentence, or written wrongly is one line of bad input."""
import os

import pytest

from legality.api import rule_scenario
from legality.cardtext.resolve import shared_cards_dir
from legality.cli.main import main
from legality.scenario import parse_scenario

RULINGS = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings")
DRAGON = os.path.join(RULINGS, "dev-056-b-guardian-dragon-not-adjacent-at-trigger.yaml")


def _variant(tmp_path, old, new):
    text = open(DRAGON, encoding="utf-8").read()
    assert old in text, old
    p = tmp_path / "dragon.yaml"
    base = os.path.join(shared_cards_dir(), "classic-relaunch-cards.json")
    p.write_text(text.replace(old, new).replace("card_base: classic-relaunch-cards.json", f"card_base: {base}"),
                 encoding="utf-8")
    return str(p)


def test_the_reading_decides():
    sc = parse_scenario(DRAGON)
    dragon = next(c for c in sc.state.cards if c.id == "dragon")
    ids = [f.id for f in dragon.card.features]
    assert ids[:4] == ["f1", "swap", "swap-neighbours", "swap-cells"]       # f2's reading, in f2's place
    assert dragon.card.feature("swap").text.startswith("После второго {strike} за ход")     # the sentence it reads
    assert rule_scenario(sc)[0].answer.verdict == "illegal"


def test_without_the_reading_the_sentence_stays_text(tmp_path):
    text = open(DRAGON, encoding="utf-8").read()
    start = text.index("    readings:\n")
    end = text.index("  - {id: first")
    p = tmp_path / "dragon.yaml"
    p.write_text(text[:start] + text[end:], encoding="utf-8")
    sc = parse_scenario(str(p))
    dragon = next(c for c in sc.state.cards if c.id == "dragon")
    assert dragon.card.feature("f2").kind.value == "text"
    answer = rule_scenario(sc)[0].answer
    assert not any(r.code == "card-forbid" for r in answer.reasons)       # nothing forbids: no reading of f2


@pytest.mark.parametrize("old,new,field,words", [
    ("      f2:\n", "      f9:\n", "cards[0].readings.f9", "has no feature 'f9'"),
    ("      f2:\n", "      f1:\n", "cards[0].readings.f1", "is read by the compiler"),
    ("      - id: swap\n", "      - id: swap\n        text: другой текст\n",
     "cards[0].readings.f2.text", "not the sentence it reads"),
    ("      - id: swap\n", "      - id: f3\n", "cards[0].readings", "given twice"),
])
def test_bad_readings_are_one_line(tmp_path, capsys, old, new, field, words):
    path = _variant(tmp_path, old, new)
    assert main(["check", path]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and f": {field}: " in err[0] and words in err[0], err


def test_readings_on_an_inline_card_are_refused(tmp_path, capsys):
    p = tmp_path / "inline.yaml"
    p.write_text("title: t\nedition: classic\ncards:\n  - id: a\n    inline: {name: Самодельный, type: creature}\n"
                 "    readings: {f1: [{id: x}]}\nquestion: {kind: legal, action: {kind: open, source: a, target: a}}\n",
                 encoding="utf-8")
    assert main(["check", str(p)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cards[0].readings" in err[0] and "inline card is written in full" in err[0]


def test_a_next_roll_that_is_no_die_value_is_refused(tmp_path, capsys):
    """«следующий бросок … равен …» (`params.next_roll`): a die's face or `result`; anything else is bad input
    (it was read as a number deep in the roll; found by tests/test_fuzz_input.py)."""
    p = tmp_path / "roll.yaml"
    p.write_text("title: t\nedition: classic\ncards:\n  - id: a\n    inline:\n      name: Самодельный\n"
                 "      type: creature\n      features:\n        - {id: f1, text: «Бешенство 2», kind: permanent,\n"
                 "           params: {next_roll: семь}}\nquestion: {kind: legal, action: {kind: open, source: a, "
                 "target: a}}\n", encoding="utf-8")
    assert main(["check", str(p)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cards[0].inline.features[0].params.next_roll" in err[0] and "1-6" in err[0], err
