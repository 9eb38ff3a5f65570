"""Bad input gets one line naming file, line and field, exit code 2, and no traceback."""
import os
import subprocess
import sys

import pytest

from legality.cli.main import main

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "bad-input", "core")

# file -> (line, field, words the message must contain)
EXPECTED = {
    "malformed-yaml.yaml": (6, "yaml", "malformed YAML"),
    "unknown-card.yaml": (5, "cards[0].card", "did you mean 'Страж леса'"),
    "unknown-field.yaml": (6, "cards[0].wonds", "did you mean 'wounds'"),
    "wrong-type.yaml": (6, "cards[0].open", "expected true or false"),
    "negative-wounds.yaml": (6, "cards[0].wounds", "must not be negative"),
    "duplicate-card-ids.yaml": (6, "cards[1].id", "duplicate card id 'a'"),
    "action-unknown-card.yaml": (8, "question.action.target", "'b', which is not in the scenario"),
    "unknown-edition.yaml": (2, "edition", "unknown value 'classik'"),
    "unknown-action-kind.yaml": (8, "question.action.kind", "unknown value 'opem'"),
    "unknown-rule-cited.yaml": (11, "expect.cites", "unknown rule id 'heroes:999.9'"),
    "missing-question.yaml": (1, "question", "required field is missing"),
    "cell-outside-board.yaml": (6, "cards[0].cell", "outside the 5x6 board"),
    "inline-card-bad-strike.yaml": (8, "cards[0].inline.strike", "[weak, medium, strong]"),
    "not-a-mapping.yaml": (2, "yaml", "malformed YAML"),
    "not-utf8.yaml": (None, "file", "not UTF-8"),
    "unknown-protection.yaml": (6, "cards[0].protections", "unknown protection 'spell'; expected one of: spells"),
    "turn-so-far-unread.yaml": (7, "state.from_turn_start", "a cost question does not read the turn's history"),
    "builtin-and-base-card.yaml": (8, "cards[1].card",
                                   "'Серк' is both a built-in card (legality/cards/attack-examples.yaml) and a card "
                                   "of the base classic-relaunch-cards.json, with different text; say which: "
                                   "from: builtin or from: base"),
}


def test_every_corpus_file_has_an_expectation():
    assert sorted(f for f in os.listdir(CORPUS) if f.endswith(".yaml")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_bad_input_one_line_exit_2(name, capsys):
    path = os.path.join(CORPUS, name)
    code = main(["check", path])
    out, err = capsys.readouterr()
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    line, field, words = EXPECTED[name]
    prefix = f"{path}:{line}: {field}: " if line else f"{path}: {field}: "
    assert lines[0].startswith(prefix), lines[0]
    assert words in lines[0]


def _base_given_elsewhere(tmp_path):
    """The corpus's Серк scenario without its `card_base`: the base comes from --cards or $LEGALITY_CARDS."""
    with open(os.path.join(CORPUS, "builtin-and-base-card.yaml"), encoding="utf-8") as fh:
        text = fh.read().replace("card_base: classic-relaunch-cards.json\n", "")
    path = tmp_path / "serk.yaml"
    path.write_text(text, encoding="utf-8")
    from legality.cardtext.resolve import shared_cards_dir
    return str(path), os.path.join(shared_cards_dir(), "classic-relaunch-cards.json")


def _one_line(capsys, path, code):
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    (line,) = err.strip().splitlines()
    assert line.startswith(f"{path}:7: cards[1].card: 'Серк' is both a built-in card "
                           f"(legality/cards/attack-examples.yaml) and a card of the base "
                           f"classic-relaunch-cards.json, with different text"), line
    assert line.endswith("say which: from: builtin or from: base")


def test_builtin_and_base_card_named_with_the_cards_option(tmp_path, capsys):
    from legality.cardtext.resolve import set_command_line_base
    path, base = _base_given_elsewhere(tmp_path)
    try:
        code = main(["check", path, "--cards", base])
    finally:
        set_command_line_base(None)
    _one_line(capsys, path, code)


def test_builtin_and_base_card_named_with_the_environment(tmp_path, capsys, monkeypatch):
    path, base = _base_given_elsewhere(tmp_path)
    monkeypatch.setenv("LEGALITY_CARDS", base)
    _one_line(capsys, path, main(["check", path]))


def test_builtin_and_base_card_without_a_base_is_the_builtin_card(tmp_path, capsys, monkeypatch):
    path, _base = _base_given_elsewhere(tmp_path)
    monkeypatch.delenv("LEGALITY_CARDS", raising=False)
    assert main(["check", path]) == 0                       # no base in play: the name is the built-in card only
    assert "value 3" in capsys.readouterr().out


def test_ten_megabyte_file_is_refused_without_parsing(tmp_path, capsys):
    big = tmp_path / "huge.yaml"
    big.write_text("title: huge\nnote: |\n" + ("  " + "x" * 98 + "\n") * (10 * 1024 * 1024 // 100))
    code = main(["check", str(big)])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1
    assert err[0].startswith(f"{big}: file: file is ") and "the limit is" in err[0]


def test_missing_file(tmp_path, capsys):
    code = main(["check", str(tmp_path / "nope.yaml")])
    err = capsys.readouterr().err.strip()
    assert code == 2 and err.endswith("file: cannot read: No such file or directory")


def test_process_prints_no_traceback():
    path = os.path.join(CORPUS, "unknown-card.yaml")
    p = subprocess.run([sys.executable, "-m", "legality", "check", path], capture_output=True, text=True,
                       cwd=os.path.dirname(HERE))
    assert p.returncode == 2
    assert "Traceback" not in p.stderr and len(p.stderr.strip().splitlines()) == 1
