"""«Получает раны только от …» (legality/wound_sources.py, rules in legality/rules/wound_sources.py): the 2012
glossary's «Receives no wounds from [text]» with the judges' dev-445, read by one function from the `attack`
question and the `sequence` tracer — and `unknown` where it does not decide."""
from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from legality.api import rule_scenario
from legality.scenario import parse_scenario

HIGART = """  - id: higart
    cell: [2, 2]
    inline:
      name: Хигарт
      type: creature
      cost: 7
      lives: 14
      strike: [3, 4, 5]
      features:
        - {id: f1, text: "Получает раны только от {strike} .", kind: permanent, wounds_only_from: strike}
"""
KEPT = HIGART.replace("kind: permanent, wounds_only_from: strike", "kind: text")
UND = """  - {id: host, cell: [2, 2], inline: {name: Хозяин (пример), type: creature, cost: 3, lives: 9, strike: [1, 1, 1]}}
  - id: und
    host: host
    inline:
      name: Карлик Унд
      type: symbiote
      cost: 4
      lives: 8
      strike: [1, 2, 2]
      features:
        - {id: f2, text: "Карлик Унд получает раны только от хозяина.", kind: permanent, wounds_only_from: host}
"""
ENEMY = """  - {id: orc, controller: second, cell: [2, 3], inline: {name: Орк (пример), type: creature, cost: 3, lives: 6, strike: [2, 2, 2]}}
  - {id: archer, controller: second, cell: [2, 5], inline: {name: Стрелок (пример), type: creature, cost: 3, lives: 6, strike: [1, 1, 1]}}
"""


def _scenario(tmp_path, cards, question, edition="classic"):
    p = tmp_path / "s.yaml"
    p.write_text(f"title: t\nedition: {edition}\ncards:\n{cards}state:\n  active: second\nquestion:\n"
                 + textwrap.indent(textwrap.dedent(question), "  "), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def _attack(tmp_path, cards, kind, source, target, value=None, edition="classic"):
    v = f", value: {value}" if value is not None else ", tier: strong"
    return _scenario(tmp_path, cards, f"kind: attack\nattack: {{kind: {kind}, source: {source}, target: {target}{v}}}\n",
                     edition).result


def _trace(tmp_path, cards, events, edition="classic"):
    return _scenario(tmp_path, cards, "kind: sequence\nevents:\n" + textwrap.indent(textwrap.dedent(events), "  "),
                     edition)


def _cites(t):
    return {r for s in t.steps for n in s.notes for r in n.rules}


def test_a_shot_deals_higart_no_wounds_in_the_attack_question_and_in_the_trace(tmp_path):
    res = _attack(tmp_path, HIGART + ENEMY, "shot", "archer", "higart", value=2)
    assert res.verdict == "fixed", res
    assert [dict(o.wounds) for o in res.outcomes] == [{"higart": 0}]
    t = _trace(tmp_path, HIGART + ENEMY, """\
        - declare: shot
          action: {kind: shot, source: archer, target: higart, param: 2}
          closes: true
        - resolve: shot
        """)
    assert t.verdict == "traced", t.unknown
    assert t.final["higart"]["wounds"] == 0
    assert {"classic-2012:не-получает-ран-от", "classic:ruling-dev-445"} <= _cites(t)


def test_a_simple_strike_wounds_higart(tmp_path):
    res = _attack(tmp_path, HIGART + ENEMY, "strike", "orc", "higart")
    assert res.verdict == "fixed"
    assert [dict(o.wounds) for o in res.outcomes] == [{"higart": 2}]


def test_a_special_strike_on_higart_is_unknown(tmp_path):
    res = _attack(tmp_path, HIGART + ENEMY, "special_strike", "orc", "higart", value=3)
    assert res.verdict == "unknown"
    assert "whether it takes 3 wound(s)" in res.outcomes[0].unknown


def test_a_redistribution_heals_the_first_and_deals_nothing(tmp_path):
    cards = HIGART + "  - {id: ally, cell: [3, 1], wounds: 2, inline: {name: А (пример), type: creature, cost: 3, lives: 9, strike: [1, 1, 1]}}\n"
    t = _trace(tmp_path, cards, "- redistribute: ally\n  amount: 2\n  to: higart\n")
    assert t.verdict == "traced", t.unknown
    assert t.final["ally"]["wounds"] == 0 and t.final["higart"]["wounds"] == 0


def test_und_takes_his_hosts_wounds_only(tmp_path):
    cards = UND + "  - {id: ally, cell: [3, 1], wounds: 2, inline: {name: А (пример), type: creature, cost: 3, lives: 9, strike: [1, 1, 1]}}\n"
    t = _trace(tmp_path, cards, "- redistribute: ally\n  amount: 2\n  to: und\n")
    assert t.final["und"]["wounds"] == 0 and t.final["ally"]["wounds"] == 0
    # a wound whose dealer the scenario does not name: not decided
    t = _trace(tmp_path, cards, "- wound: und\n  amount: 1\n")
    assert t.verdict == "unknown" and "whether it takes 1 wound(s)" in t.unknown[0]


def test_kept_text_and_an_edition_without_the_rule_are_unknown(tmp_path):
    t = _trace(tmp_path, KEPT + ENEMY, "- declare: shot\n  action: {kind: shot, source: archer, target: higart, param: 2}\n"
                                       "  closes: true\n- resolve: shot\n")
    assert t.verdict == "unknown"          # the kept sentence (the reach of kept text, or this module) decides nothing
    res = _attack(tmp_path, HIGART + ENEMY, "shot", "archer", "higart", value=2, edition="heroes")
    assert res.verdict == "unknown" and "no rule of heroes" in res.outcomes[0].unknown


def test_a_wrong_value_is_bad_input(tmp_path):
    p = tmp_path / "s.yaml"
    p.write_text("title: t\nedition: classic\ncards:\n" + HIGART.replace("wounds_only_from: strike", "wounds_only_from: strikes")
                 + "question:\n  kind: sequence\n  events: []\n", encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "legality", "check", str(p)], capture_output=True, text=True)
    assert r.returncode == 2
    assert "wounds_only_from" in r.stderr and "did you mean 'strike'" in r.stderr and "Traceback" not in r.stderr
