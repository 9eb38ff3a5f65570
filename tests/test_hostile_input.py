"""Hostile files (issue 9, "Hostile input"): each gets one line `FILE:LINE: FIELD: message` and exit 2, never a
traceback, a crash of the process or a hang. The corpus is in tests/bad-input/hostile/; the files too large or
too deep to keep in the tree are generated here."""
import os
import subprocess
import sys
import time

import pytest

from legality.cli.main import main

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CORPUS = os.path.join(HERE, "bad-input", "hostile")
BASE = """title: hostile
edition: heroes
cards:
  - id: a
    card: Страж леса
question:
  kind: legal
  action: {kind: open, source: a, target: a}
"""

# file -> (line, field, words the message must contain)
EXPECTED = {
    "null-edition.yaml": (2, "edition", "required field is empty (null)"),
    "null-question-kind.yaml": (7, "question.kind", "required field is empty (null)"),
    "null-card-id.yaml": (4, "cards[0].id", "required field is empty (null)"),
    "null-card-name.yaml": (5, "cards[0].card", "required field is empty (null)"),
    "null-inline-name.yaml": (5, "cards[0].inline.name", "required field is empty (null)"),
    "null-action-kind.yaml": (8, "question.action.kind", "required field is empty (null)"),
    "null-cards.yaml": (3, "cards", "required field is empty (null)"),
    "codes-list-item.yaml": (11, "expect.codes", "expected a list of text, got a list"),
    "overrides-list-item.yaml": (5, "cards[0].inline.features[0].overrides", "expected a list of text"),
    "params-mixed-keys.yaml": (5, "cards[0].inline.features[0].params", "a parameter name must be text"),
    "protections-mapping.yaml": (6, "cards[0].protections", "expected a list of text, got a mapping"),
    "float-infinite.yaml": (8, "question.action.param", ".inf is not a finite number"),
    "float-nan.yaml": (6, "cards[0].wounds", ".nan is not a finite number"),
    "float-over-1e308.yaml": (8, "question.action.param", "1.0e+309 is not a finite number"),
    "integer-out-of-range.yaml": (6, "cards[0].tokens", "out of range: at most 1,000,000"),
    "recursive-alias.yaml": (9, "note[0]", "alias *n refers to a value that contains it"),
    "mixed-script-name.yaml": (5, "cards[0].inline.name", "mixes Latin and Cyrillic letters in the word 'Cтраж'"),
    "mixed-script-reference.yaml": (5, "cards[0].card", "mixes Latin and Cyrillic letters in the word 'лесa'"),
    "lookalike-names.yaml": (7, "cards[1].inline", "'Аре' looks the same as 'Ape' (line 4)"),
    "case-collision.yaml": (7, "cards[1].inline", "'волк' looks the same as 'Волк' (line 4)"),
}


def one_line(err: str, path: str, line, field: str, words: str) -> None:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    prefix = f"{path}:{line}: {field}: " if line else f"{path}: {field}: "
    assert lines[0].startswith(prefix), lines[0]
    assert words in lines[0], lines[0]


def run_cli(*args, timeout=60, **kw):
    t = time.monotonic()
    p = subprocess.run([sys.executable, "-m", "legality", *args], capture_output=True, text=True, cwd=ROOT,
                       timeout=timeout, **kw)
    return p, time.monotonic() - t


def test_every_corpus_file_has_an_expectation():
    assert sorted(f for f in os.listdir(CORPUS) if f.endswith(".yaml")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_hostile_file_one_line_exit_2(name, capsys):
    path = os.path.join(CORPUS, name)
    code = main(["check", path])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    one_line(err, path, *EXPECTED[name])


@pytest.mark.parametrize("depth", [250, 25_000])
def test_deep_nesting_is_refused_not_a_crash(tmp_path, depth):
    """25,000 nested lists used to kill the process (SIGSEGV in the YAML composer); 250 was a RecursionError."""
    path = tmp_path / "deep.yaml"
    path.write_text(BASE + "note: " + "[" * depth + "]" * depth + "\n")
    p, _ = run_cli("check", str(path))
    assert p.returncode == 2, p.stderr
    one_line(p.stderr, str(path), 9, "note[0][0][0]…[0][0][0]", "nested deeper than 64 levels")


def test_billion_laughs_is_refused_quickly(tmp_path):
    bomb = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for prev, name in zip("abcdefgh", "bcdefghi"):
        bomb.append(f"{name}: &{name} [" + ", ".join([f"*{prev}"] * 9) + "]")
    path = tmp_path / "bomb.yaml"
    path.write_text(BASE + "\n".join("# " + b for b in bomb) + "\nnote:\n" +
                    "\n".join("  " + b for b in bomb) + "\n")
    p, took = run_cli("check", str(path))
    assert p.returncode == 2 and took < 10
    one_line(p.stderr, str(path), 25, "note.g[0]", "more than 1,000,000 values once aliases are expanded")


def test_too_many_aliases(tmp_path):
    path = tmp_path / "aliases.yaml"
    path.write_text(BASE + "note: &t text\nx: [" + ", ".join(["*t"] * 1001) + "]\n")
    code = main(["check", str(path)])
    assert code == 2


def test_integer_of_4301_digits_in_an_attack_value(tmp_path):
    """int() refuses 4,301 digits with a ValueError; the scan refuses it first, naming the field."""
    src = os.path.join(ROOT, "legality", "scenarios", "attack", "classic-520-5-set-never-raises.yaml")
    text = open(src, encoding="utf-8").read()
    assert "value: " in text
    path = tmp_path / "huge.yaml"
    path.write_text(text.replace("value: ", "value: " + "9" * 4301 + " #", 1), encoding="utf-8")
    p, _ = run_cli("check", str(path))
    assert p.returncode == 2 and "Traceback" not in p.stderr
    assert p.stderr.count("\n") == 1 and "value: the integer 999999999999…9999 (4,301 characters) is out of range" \
        in p.stderr


def test_escape_sequences_in_names_and_titles_never_reach_the_terminal(tmp_path):
    path = tmp_path / "escapes.yaml"
    path.write_text(BASE.replace("title: hostile", 'title: "\\e[2J\\e[31mRED\\a"')
                    .replace("card: Страж леса", 'inline: {name: "Волк\\e]0;owned\\a\\u202e", type: creature}'),
                    encoding="utf-8")
    for args in (["check", str(path)], ["check", "--json", str(path)]):
        p, _ = run_cli(*args)
        assert p.returncode == 0, p.stderr
        assert "\x1b" not in p.stdout and "\x07" not in p.stdout and "\u202e" not in p.stdout
        assert "\\u001b[31mRED" in p.stdout


def test_lookalike_names_in_a_card_file_are_refused(tmp_path):
    path = tmp_path / "pool.yaml"
    path.write_text("cards:\n  - {name: Ape, type: creature}\n  - {name: Аре, type: creature}\n", encoding="utf-8")
    code = main(["chain", "--pool", str(path)])
    assert code == 2
