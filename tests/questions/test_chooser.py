"""The `chooser` question (legality/rules/choices.py): who makes a choice an effect leaves open, who orders
declarations, who chooses an entering card's cell; unknown where the text names the chooser or no rule applies;
bad input refused with one line."""
import os
from dataclasses import replace

import pytest

from legality.api import rule_scenario
from legality.cli.main import main
from legality.scenario import parse_scenario
from model import Player

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RULINGS = os.path.join(ROOT, "legality", "scenarios", "rulings")


def _sc(name):
    return parse_scenario(os.path.join(RULINGS, name))


def test_effect_choice_follows_the_abilitys_controller():
    sc = _sc("dev-316-shaman-hypnosis-controller-chooses-target.yaml")
    assert rule_scenario(sc)[0].answer.player == "first"
    swapped = replace(sc.state, cards=tuple(replace(c, controller=Player.SECOND) if c.id == "shaman" else c
                                            for c in sc.state.cards))
    assert rule_scenario(replace(sc, state=swapped))[0].answer.player == "second"
    # an effect created earlier: the player who controlled the source then (400.1.a)
    then = replace(sc, question=replace(sc.question, controller_then=Player.SECOND))
    a = rule_scenario(then)[0].answer
    assert a.player == "second" and "classic-2012:400.1.a" in a.cites()


def test_text_naming_the_chooser_is_unknown():
    sc = _sc("dev-182-obliged-attacks-order-by-their-player.yaml")
    q = replace(sc.question, choice="effect", ability=("torbjorn", "f1"), cards=())
    a = rule_scenario(replace(sc, question=q))[0].answer
    assert a.verdict == "unknown" and "says who chooses" in a.unknown[0]


def test_other_editions_and_mixed_orders_are_unknown():
    sc = _sc("dev-316-shaman-hypnosis-controller-chooses-target.yaml")
    assert rule_scenario(sc, editions=["classic-2012"])[0].answer.verdict == "unknown"
    order = _sc("dev-182-obliged-attacks-order-by-their-player.yaml")
    mixed = replace(order, question=replace(order.question, cards=("a", "yargus")))
    assert rule_scenario(mixed)[0].answer.verdict == "unknown"
    inactive = replace(order, state=replace(order.state, active=Player.FIRST))
    assert rule_scenario(inactive)[0].answer.verdict == "unknown"
    cell = _sc("dev-074-death-priest-incarnation-cell-chosen-by-new-controller.yaml")
    assert rule_scenario(replace(cell, question=replace(cell.question, into=Player.SECOND)))[0].answer.player \
        == "second"


@pytest.mark.parametrize("q, field", [
    ("{kind: chooser, choice: effect, ability: a/f9}", "question.ability"),
    ("{kind: chooser, choice: order, cards: [a]}", "question.cards"),
    ("{kind: chooser, choice: cell, card: a, into: first, cards: [a, a]}", "question.cards"),
    ("{kind: chooser, choice: when}", "question.choice"),
])
def test_bad_question(tmp_path, capsys, q, field):
    p = tmp_path / "s.yaml"
    p.write_text(f"title: t\nedition: classic\ncards:\n  - {{id: a, card: Кочевник}}\nquestion: {q}\n",
                 encoding="utf-8")
    assert main(["check", str(p)]) == 2
    assert f": {field}:" in capsys.readouterr().err


def test_landing_is_the_controllers_choice(tmp_path, capsys):
    sc = _sc("dev-063-snirk-lifted-artifact-lands.yaml")
    assert rule_scenario(sc)[0].answer.player == "second"
    assert rule_scenario(sc, editions=["heroes"])[0].answer.verdict == "unknown"
    p = tmp_path / "s.yaml"
    p.write_text("title: t\nedition: classic\ncards:\n  - {id: a, card: Кочевник, type: flyer}\n"
                 "question: {kind: chooser, choice: landing, card: a}\n", encoding="utf-8")
    assert main(["check", str(p)]) == 2
    assert ": question.card:" in capsys.readouterr().err
