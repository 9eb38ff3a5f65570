"""Value modifiers from the cards (`modifier:` features, legality/attack/derive.py): parsed with one-line errors,
derived into the edition's order like hand-typed ones, overridden by a hand-typed list, `unknown` with the
missing fact when the scenario cannot decide a condition, and the same on the stack (one code path)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from legality.api import rule_scenario
from legality.errors import InputError
from legality.scenario import parse_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

GNOME = """  - id: gnome
    controller: first
    {cell}inline:
      name: Гном
      type: creature
      lives: 6
      strike: [2, 2, 2]
      features:
        - id: vs-closed
          text: "+1 к {{strike}} по закрытым существам"
          kind: permanent
          modifier: {modifier}
"""
GUARD = """  - id: guard
    controller: second
    open: false
    {cell}inline: {{name: Страж, type: creature, lives: 8, strike: [1, 2, 3]}}
"""
OK_MOD = "{op: add, value: 1, side: dealt, attacks: [strike], when: {other: {open: false}}}"


def _write(tmp_path, question, modifier=OK_MOD, cells=("", ""), name="s.yaml"):
    text = ("title: t\nedition: classic\ncards:\n" + GNOME.format(modifier=modifier, cell=cells[0])
            + GUARD.format(cell=cells[1]) + "question:\n" + question)
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return str(p)


ATTACK = "  kind: attack\n  attack: {kind: strike, source: gnome, target: guard}\n"


def _answer(path):
    return rule_scenario(parse_scenario(path))[0].answer


def test_a_card_modifier_enters_the_order_as_a_hand_typed_one(tmp_path):
    result = _answer(_write(tmp_path, ATTACK)).result
    assert result.verdict == "fixed" and result.outcomes[0].value == 3
    ((_t, note),) = result.notes
    assert [m.id for m in note.cell.mods] == ["gnome/vs-closed"] and "520.3.b" in note.cell.label
    assert any("applies" in s.text for s in result.outcomes[0].steps)


def test_a_hand_typed_list_overrides_the_cards_it_names(tmp_path):
    q = ATTACK + "  modifiers:\n    - {card: gnome, op: add, value: 3}\n"
    result = _answer(_write(tmp_path, q)).result
    assert result.outcomes[0].value == 5                         # 2 + 3: the card's own +1 is replaced
    assert any("replace its card modifiers" in s.text for s in result.outcomes[0].steps)


def test_an_undecidable_condition_is_unknown_naming_card_feature_and_fact(tmp_path):
    mod = "{op: add, value: 1, side: dealt, attacks: [strike], when: {geometry: {adjacent: true}}}"
    result = _answer(_write(tmp_path, ATTACK, mod)).result
    assert result.verdict == "unknown"
    why = result.outcomes[0].unknown
    assert "Гном (gnome/vs-closed)" in why and "«+1 к {strike} по закрытым существам»" in why and "cell" in why
    # with the cells the scenario decides it
    decided = _answer(_write(tmp_path, ATTACK, mod, ("cell: [2, 2]\n    ", "cell: [3, 2]\n    "), "c.yaml")).result
    assert decided.verdict == "fixed" and decided.outcomes[0].value == 3


def test_a_strike_on_the_stack_meets_the_same_card_modifier(tmp_path):
    """One code path: `sequence` values the strike through the same derivation as `attack`."""
    seq = ("  kind: sequence\n  events:\n    - declare: hit\n      action: {kind: simple_strike, source: gnome, "
           "target: guard}\n    - resolve: hit\n")
    t = _answer(_write(tmp_path, seq))
    assert t.final["guard"]["wounds"] == _answer(_write(tmp_path, ATTACK, name="a.yaml")).result.outcomes[0].value == 3


@pytest.mark.parametrize("modifier, field, message", [
    ("{op: add, value: 1, on: dealt}", "modifier.on", "write `side:`"),
    ("{op: add, value: 1, side: both}", "modifier.side", "unknown value 'both'"),
    ("{op: add, side: dealt}", "modifier.value", "needs its X"),
    ("{op: add, value: 1, side: dealt, attacks: [melee-ish]}", "modifier.attacks", "unknown attack kind"),
    ("{op: add, value: 1, side: dealt, when: {other: {colour: [red]}}}", "modifier.when.other.colour",
     "unknown condition"),
    ("{op: add, value: 1, side: dealt, when: {other: {element: [fire]}}}", "modifier.when.other.element",
     "unknown element"),
    ("{op: div, value: 0, side: dealt}", "modifier.value", "division by 0"),
])
def test_a_bad_modifier_field_is_one_line(tmp_path, modifier, field, message):
    with pytest.raises(InputError) as e:
        parse_scenario(_write(tmp_path, ATTACK, modifier))
    assert e.value.field.endswith(field) and message in e.value.message and e.value.line > 0


def test_bad_modifier_on_the_command_line_exit_2(tmp_path):
    path = _write(tmp_path, ATTACK, "{op: add, value: 1, side: dealt, tiers: [huge]}")
    p = subprocess.run([sys.executable, "-m", "legality", "check", path], cwd=ROOT, capture_output=True,
                       text=True, timeout=600)
    assert p.returncode == 2 and p.stdout == "" and "Traceback" not in p.stderr
    (line,) = p.stderr.strip().splitlines()
    assert line.startswith(path + ":") and "modifier.tiers" in line and "unknown strength 'huge'" in line
