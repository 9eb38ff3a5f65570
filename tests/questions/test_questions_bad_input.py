"""Bad input in the oblige, fight and triggers questions: one line `FILE:LINE: FIELD: message`, exit 2."""
import pytest

from legality.cli.main import main

HEAD = """title: t
edition: classic
cards:
  - {id: nomad, card: Кочевник, controller: first}
  - {id: guard, card: Страж леса, controller: second}
  - {id: knight, card: Пеший латник, controller: second}
state: {active: first}
question:
"""

CASES = {
    "oblige-trigger-unknown-card": ("  kind: oblige\n  trigger: ghost/f1\n  action: {kind: simple_strike, source: nomad, "
                                    "target: guard}\n", 10, "question.trigger", "'ghost'"),
    "oblige-trigger-unknown-feature": ("  kind: oblige\n  trigger: knight/nope\n  action: {kind: simple_strike, source: "
                                       "nomad, target: guard}\n", 10, "question.trigger", "no feature 'nope'"),
    "oblige-trigger-not-triggered": ("  kind: oblige\n  trigger: knight/formation-armour\n  action: {kind: "
                                     "simple_strike, source: nomad, target: guard}\n", 10, "question.trigger",
                                     "not a triggered feature"),
    "oblige-candidates-without-trigger": ("  kind: oblige\n  action: {kind: simple_strike, source: nomad, target: "
                                          "guard}\n  candidates: [knight]\n", 11, "question.candidates", "give trigger"),
    "oblige-candidate-unknown": ("  kind: oblige\n  trigger: knight/riposte\n  action: {kind: special_strike, source: "
                                 "knight, target: nomad}\n  candidates: [ghost]\n", 12, "question.candidates", "'ghost'"),
    "fight-not-an-attack": ("  kind: fight\n  action: {kind: heal, source: nomad, target: guard}\n", 10,
                            "question.action", "a fight is an attack"),
    "fight-roll-seven": ("  kind: fight\n  action: {kind: simple_strike, source: nomad, target: guard}\n  roll: 7\n", 11,
                         "question.roll", "1 to 6"),
    "fight-bad-strength": ("  kind: fight\n  action: {kind: simple_strike, source: nomad, target: guard}\n"
                           "  strength: huge\n", 11, "question.strength", "unknown value 'huge'"),
    "fight-closes-declared": ("  kind: fight\n  action: {kind: simple_strike, source: nomad, target: guard}\n"
                              "  closes: true\n", 11, "question.closes", "only a generated fight"),
    "fight-defender-unknown": ("  kind: fight\n  action: {kind: simple_strike, source: nomad, target: guard}\n"
                               "  defender: ghost\n", 11, "question.defender", "'ghost'"),
    "fight-expect-unknown-field": ("  kind: fight\n  action: {kind: simple_strike, source: nomad, target: guard}\n"
                                   "expect:\n  outcomes:\n    - {wonds: {guard: 1}}\n", 13, "expect.outcomes[0].wonds",
                                   "unknown field"),
    "triggers-feature-unknown": ("  kind: triggers\n  feature: knight/nope\n  initial: {kind: strike, source: nomad, "
                                 "target: knight}\n", 10, "question.feature", "names no feature"),
    "triggers-feature-not-trigger": ("  kind: triggers\n  feature: knight/formation-armour\n  initial: {kind: strike, "
                                     "source: nomad, target: knight}\n", 10, "question.feature", "not a trigger"),
    "triggers-negative-count": ("  kind: triggers\n  initial: {kind: strike, source: nomad, target: knight}\n"
                                "expect:\n  counts: {knight/riposte: -1}\n", 12, "expect.counts.knight/riposte",
                                "must not be negative"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_one_line_exit_2(tmp_path, capsys, name):
    body, line, field, words = CASES[name]
    path = tmp_path / f"{name}.yaml"
    path.write_text(HEAD + body, encoding="utf-8")
    code = main(["check", str(path)])
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert code == 2 and out == "" and len(lines) == 1, err
    assert lines[0].startswith(f"{path}:{line}: {field}: "), lines[0]
    assert words in lines[0]
