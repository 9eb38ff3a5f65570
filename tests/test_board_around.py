"""The cells around a card as board conditions of card features (legality/board.py): left / right / in front /
behind as the card's controller sees the board, next to it, its column (a symbiote in its host's cell, a flyer in
none), its path this turn and the relocations counted in a turn. Each read through the rulings' scenarios, with
the cells moved, for both players; an undecidable condition is `unknown` naming why."""
from __future__ import annotations

import os
from dataclasses import replace

import pytest

from legality.api import load_scenario, rule_action
from legality.board import beside, parse_at, relative_cell, steps_of
from legality.cli.main import main
from model import Player

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULINGS = os.path.join(ROOT, "legality", "scenarios", "rulings")


def _scenario(name):
    return load_scenario(os.path.join(RULINGS, name))


def _moved(state, cid, **changes):
    return replace(state, cards=tuple(replace(c, **changes) if c.id == cid else c for c in state.cards))


def test_left_and_right_as_each_player_sees_the_board():
    c2 = parse_at("C2")
    assert beside(c2, Player.FIRST, "left") == parse_at("B2") and beside(c2, Player.FIRST, "right") == parse_at("D2")
    assert beside(c2, Player.SECOND, "left") == parse_at("D2") and beside(c2, Player.SECOND, "right") == parse_at("B2")
    assert beside(parse_at("A1"), Player.FIRST, "left") is None
    assert relative_cell(c2, Player.FIRST, "front") == parse_at("C1")
    assert relative_cell(c2, Player.SECOND, "front") == parse_at("C3")
    assert relative_cell(c2, Player.FIRST, "behind") == parse_at("C3")


def test_steps_of_a_path():
    assert steps_of((parse_at("C3"), parse_at("C2")), parse_at("C1")) == [(0, 1), (0, 1)]
    assert steps_of((), parse_at("C1")) == []


@pytest.mark.parametrize("controller", [Player.FIRST, Player.SECOND])
def test_samael_reaches_exactly_the_four_orthogonal_cells(controller):
    """dev-187: left, in front, right, behind — never a diagonal — for whichever player controls him."""
    sc = _scenario("dev-187-a-samael-no-curse-on-diagonal.yaml")
    state = _moved(sc.state, "samael", controller=controller)
    state = _moved(state, "diagonal", controller=controller.opponent)
    here = parse_at("C2")
    for dc in (-1, 0, 1):
        for dl in (-1, 0, 1):
            if dc == dl == 0:
                continue
            v = rule_action(_moved(state, "diagonal", cell=(here[0] + dc, here[1] + dl)), sc.question.action, "classic")
            assert v.verdict == ("legal" if abs(dc) + abs(dl) == 1 else "illegal"), (dc, dl)


def test_samael_with_no_cell_given_is_unknown():
    sc = _scenario("dev-187-a-samael-no-curse-on-diagonal.yaml")
    v = rule_action(_moved(sc.state, "samael", cell=None), sc.question.action, "classic")
    assert v.verdict == "unknown" and any("the cell of samael" in u for u in v.unknown)


def test_baleog_columns():
    """dev-144/145: an attacker in Балеог's column wounds him, one in another column does not; a flyer stands in
    no column; a symbiote stands in its host's."""
    sym = _scenario("dev-145-baleog-not-wounded-by-symbiote-other-column.yaml")
    assert rule_action(sym.state, sym.question.action, "classic").verdict == "illegal"
    same = _moved(sym.state, "host", cell=parse_at("C1'"))
    assert rule_action(same, sym.question.action, "classic").verdict == "legal"
    unstated = _moved(sym.state, "host", cell=None)
    v = rule_action(unstated, sym.question.action, "classic")
    assert v.verdict == "unknown" and any("the cell of host" in u for u in v.unknown)
    fly = _scenario("dev-144-baleog-wounded-by-flyer.yaml")
    assert rule_action(fly.state, fly.question.action, "classic").verdict == "legal"


def test_snurg_column():
    sc = _scenario("dev-021-a-snurg-no-discharge-enemy-in-column.yaml")
    assert rule_action(sc.state, sc.question.action, "classic").verdict == "illegal"
    assert rule_action(_moved(sc.state, "foe", cell=parse_at("B2'")), sc.question.action, "classic").verdict == "legal"


def test_tovi_needs_her_step():
    """The direction is Тови's last step; with no path given the answer is unknown, naming it."""
    sc = _scenario("dev-060-a-tovi-enemy-moves-same-way-for-tovi-owner.yaml")
    v = rule_action(_moved(sc.state, "tovi", path=()), sc.question.action, "classic")
    assert v.verdict == "unknown" and any("path" in u for u in v.unknown)
    # the same step seen from the second player's side: Тови (second player) steps from C2′ to D2′, to her left
    state = _moved(sc.state, "tovi", controller=Player.SECOND, cell=parse_at("D2'"), path=(parse_at("C2'"),))
    state = _moved(state, "foe", controller=Player.FIRST, cell=parse_at("B2"))
    assert rule_action(state, replace(sc.question.action, to=parse_at("C2")), "classic").verdict == "legal"
    assert rule_action(state, replace(sc.question.action, to=parse_at("A2")), "classic").verdict == "illegal"


def test_cryomancer_counts_every_way_of_relocating():
    sc = _scenario("dev-262-a-cryomancer-rain-counts-jumps-and-moved.yaml")
    for way in ("movement", "jump", "teleport", "effect"):
        state = _moved(sc.state, "jumper", moved=(way,))
        assert rule_action(state, sc.question.action, "classic").verdict == "illegal", way
    # a creature that already relocated is one of the two: it is not refused by the count
    state = _moved(sc.state, "walker", moved=("effect",))
    assert rule_action(state, sc.question.action, "classic").verdict == "legal"


@pytest.mark.parametrize("extra,words", [
    ("at: C1, path: [F1]", "is not a cell"),
    ("path: [C2]", "needs the card's present cell"),
    ("at: C1, path: [C2, C1]", "is the card's present cell"),
    ("at: C1, path: [C3, C3]", "repeats the cell before it"),
])
def test_bad_path_one_line_exit_2(tmp_path, capsys, extra, words):
    p = tmp_path / "bad.yaml"
    p.write_text("title: t\nedition: classic\ncards:\n"
                 f"  - {{id: a, card: Страж леса, {extra}}}\n"
                 "question: {kind: legal, action: {kind: shot, source: a, target: a}}\n", encoding="utf-8")
    assert main(["check", str(p)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cards[0].path" in err[0] and words in err[0]


def test_counted_condition_needs_a_number(tmp_path, capsys):
    text = open(os.path.join(RULINGS, "dev-262-b-cryomancer-rain-second-may-move.yaml"), encoding="utf-8").read()
    p = tmp_path / "bad.yaml"
    p.write_text(text.replace("other_movers_at_least: 2", "other_movers_at_least: true"), encoding="utf-8")
    assert main(["check", str(p)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "other_movers_at_least" in err[0]


def test_chain_dog_wounds_only_the_cell_in_front():
    """dev-107: a host and its symbiote both stand in front; a creature on a diagonal does not."""
    sc = _scenario("dev-107-a-chain-dog-chooses-symbiote-opposite.yaml")
    assert rule_action(sc.state, sc.question.action, "classic").verdict == "legal"
    aside = _moved(sc.state, "host", cell=parse_at("D1"))
    assert rule_action(aside, sc.question.action, "classic").verdict == "illegal"


def test_tuporyl_moves_the_striker_only_behind_it():
    sc = _scenario("dev-148-a-tuporyl-moves-the-striker-back.yaml")
    assert rule_action(sc.state, sc.question.action, "classic").verdict == "legal"
    aside = replace(sc.question.action, to=parse_at("B1'"))
    assert rule_action(sc.state, aside, "classic").verdict == "illegal"


def test_swamp_queen_counts_only_the_neighbours_of_the_cell():
    """dev-326: eight creatures around C2 let the summon in; the one on C2 is not next to it; a summon needs
    its destination, and a creature with no cell given leaves the count unknown when it could decide."""
    sc = _scenario("dev-326-a-swamp-queen-eight-around.yaml")
    assert rule_action(sc.state, sc.question.action, "classic").verdict == "legal"
    on_it = _moved(sc.state, "m7", cell=parse_at("C2"))
    assert rule_action(on_it, sc.question.action, "classic").verdict == "illegal"
    unstated = _moved(sc.state, "m7", cell=None)
    assert rule_action(unstated, sc.question.action, "classic").verdict == "unknown"
    no_cell = replace(sc.question.action, to=None)
    assert rule_action(sc.state, no_cell, "classic").verdict == "unknown"
