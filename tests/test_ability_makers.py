"""An action naming as its `ability:` a feature of its source that cannot make it (legality/ability_makers.py):
a protection's effect, an armour's shot, a static modifier's strike — bad input, one line, exit 2, in a `legal`
question and in a trace alike; a movement keyword's move, «Удар через ряд»'s strike, a permission's jump are
read; a sentence kept as text is `unknown`, never a confident verdict."""
from __future__ import annotations

import textwrap

import pytest

from legality.ability_makers import makes
from legality.api import rule_scenario
from legality.cli.main import main
from legality.scenario import parse_scenario
from model import Feature, FeatureKind

ORC = "  - {id: orc, controller: second, cell: [3, 3], inline: {name: Орк (пример), type: creature, cost: 4, " \
      "lives: 8, strike: [1, 2, 2]}}\n"


def _write(tmp_path, card: str, action: str, sequence: bool = False):
    question = (f"question:\n  kind: sequence\n  events:\n    - declare: a\n      action: {action}\n    - resolve: a\n"
                if sequence else f"question:\n  kind: legal\n  action: {action}\n")
    p = tmp_path / "s.yaml"
    p.write_text("title: t\nedition: classic\ncard_base: classic-relaunch-cards.json\ncards:\n"
                 f"  - {card}\n{ORC}state: {{active: first}}\n{question}", encoding="utf-8")
    return p


def _refused(tmp_path, capsys, card, action, sequence=False):
    p = _write(tmp_path, card, action, sequence)
    assert main(["check", str(p)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"{p}:") and "action.ability: " in err[0], err
    assert "Traceback" not in err[0]
    return err[0]


TARNA = "{id: tarna, card: Тарна, controller: first, cell: [3, 2]}"             # f3: Защита от атак летающих
BB = "{id: bb, card: Бон и Берроу, controller: first, cell: [3, 2]}"           # f5: Броня 1
OGRE = "{id: ogre, card: Древний огр, controller: first, cell: [3, 2]}"       # f1: -1 от выстрелов и метаний


@pytest.mark.parametrize("card, action, words", [
    (TARNA, "{kind: effect, source: tarna, target: orc, ability: f3}", "«Защита от атак летающих»"),
    (BB, "{kind: shot, source: bb, target: orc, ability: f5}", "«Броня 1»"),
    (OGRE, "{kind: simple_strike, source: ogre, target: orc, ability: f1}", "«-1 от выстрелов и метаний.»"),
])
def test_a_static_feature_named_as_the_ability_is_bad_input(tmp_path, capsys, card, action, words):
    line = _refused(tmp_path, capsys, card, action)
    assert words in line and "makes no action" in line


def test_a_trace_refuses_it_too(tmp_path, capsys):
    line = _refused(tmp_path, capsys, TARNA, "{kind: effect, source: tarna, target: orc, ability: f3}", True)
    assert "events[0].action.ability" in line


def test_a_sentence_kept_as_text_is_unknown(tmp_path):
    # Тарна's f1 «{tap} :Заклинание топь …» is kept as text: whether it makes this effect is not read
    p = _write(tmp_path, TARNA, "{kind: effect, source: tarna, target: orc, ability: f1}")
    answer = rule_scenario(parse_scenario(str(p)))[0].answer
    assert answer.verdict == "unknown" and any("«{tap} :Заклинание топь" in u for u in answer.unknown)


def _inline(tmp_path, feature: str, action: str):
    card = ("{id: x, controller: first, cell: [3, 2], inline: {name: Прыгун (пример), type: creature, cost: 4, "
            f"lives: 8, strike: [1, 2, 2], move: 1, features: [{feature}]}}}}")
    return parse_scenario(str(_write(tmp_path, card, action)))


@pytest.mark.parametrize("feature, action", [
    ("{id: j, text: Прыжок, kind: keyword, keyword: Прыжок}",
     "{kind: move, source: x, via: jump, to: [1, 2], range: 2, ability: j}"),
    ("{id: t, text: Телепортация, kind: keyword, keyword: Телепортация}",
     "{kind: move, source: x, via: teleport, to: [1, 1], ability: t}"),
    ("{id: r, text: Удар через ряд, kind: keyword, keyword: Удар через ряд}",
     "{kind: special_strike, source: x, target: orc, ability: r}"),
    ("{id: p, text: Может совершить ещё один прыжок, kind: permanent, modality: permit, actions: [move]}",
     "{kind: move, source: x, via: jump, to: [1, 2], range: 2, ability: p}"),
])
def test_a_feature_that_makes_the_action_is_read(tmp_path, feature, action):
    sc = _inline(tmp_path, feature, action)          # parsed: no bad input
    assert sc.question is not None


def test_a_permission_makes_only_what_it_names_and_a_prohibition_nothing(tmp_path, capsys):
    card = ("{id: x, controller: first, cell: [3, 2], inline: {name: Прыгун (пример), type: creature, cost: 4, "
            "lives: 8, strike: [1, 2, 2], move: 1, features: [{id: p, text: Может совершить ещё один прыжок, "
            "kind: permanent, modality: permit, actions: [move]}, {id: n, text: Не может атаковать, kind: permanent, "
            "modality: forbid, actions: [simple_strike]}]}}")
    assert "makes only move" in _refused(tmp_path, capsys, card,
                                         "{kind: simple_strike, source: x, target: orc, ability: p}")
    assert "makes no action" in _refused(tmp_path, capsys, card,
                                         "{kind: simple_strike, source: x, target: orc, ability: n}")


def test_the_forms():
    kw = lambda name: Feature("k", name, FeatureKind.KEYWORD, keyword=name)
    assert makes(kw("Полёт")) == {"move"} and makes(kw("Удар через ряд")) == {"simple_strike", "special_strike"}
    assert makes(kw("Защита от заклинаний")) == set() and makes(kw("Опыт в атаке")) == set()
    assert makes(kw("Регенерация")) == {"heal"}
    assert makes(kw("Ярость")) is None                      # not judged here: the rules and reach decide
    assert makes(Feature("t", "что-то", FeatureKind.TEXT)) is None
    assert makes(Feature("a", "{tap}: …", FeatureKind.ACTIVATED)) is None


def test_a_protection_alone_was_ruled_legal_and_is_now_refused(tmp_path, capsys):
    """The hole: the card's only feature a protection, an effect naming it was `legal` (as if it made it)."""
    card = ("{id: x, controller: first, cell: [3, 2], inline: {name: Страж (пример), type: creature, cost: 4, "
            "lives: 8, strike: [1, 2, 2], features: [{id: p, text: Защита от атак летающих, kind: keyword, "
            "keyword: Защита от атак летающих}]}}")
    assert "makes no action" in _refused(tmp_path, capsys, card, "{kind: effect, source: x, target: orc, ability: p}")
