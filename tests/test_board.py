"""The board (legality/board.py, rules/board_positions.py, rules/movement.py): the 2012 geometry, flyers, range,
the judges' ranged-at-adjacent rule, moves; the same declaration answered alike in `legal` and in a `sequence`;
an unstated position is `unknown` naming the missing fact."""
from __future__ import annotations

import os
from dataclasses import replace

import pytest

from legality.api import load_scenario, rule_action, rule_scenario
from legality.board import beyond, behind, distance, in_front, label, neighbouring, orthogonal, parse_at
from legality.cli.main import main
from model import Action, ActionKind, Player

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULINGS = os.path.join(ROOT, "legality", "scenarios", "rulings")


def cells(*names):
    return {parse_at(n) for n in names}


def test_cell_names_round_trip_207_5():
    for col in range(1, 6):
        for line in range(1, 7):
            assert parse_at(label((col, line))) == (col, line)
    assert parse_at("C1") == (3, 3) and parse_at("C1'") == (3, 4) and parse_at("A3") == (1, 1)
    assert parse_at("E3′") == (5, 6) and parse_at("F1") is None and parse_at("C4") is None


def test_neighbouring_cells_207_7_examples():
    every = {(c, l) for c in range(1, 6) for l in range(1, 7)}
    d2p = parse_at("D2'")
    assert {x for x in every if neighbouring(d2p, x)} == cells("D1'", "E1'", "E2'", "E3'", "D3'", "C3'", "C2'", "C1'")
    a1 = parse_at("A1")
    assert {x for x in every if neighbouring(a1, x)} == cells("A1'", "B1'", "B1", "B2", "A2")
    assert not orthogonal(parse_at("B1"), parse_at("C1'")) and orthogonal(parse_at("B1"), parse_at("B1'"))


def test_front_behind_and_direction_207_8_207_9():
    a1 = parse_at("A1")
    assert in_front(a1, Player.FIRST) == parse_at("A1'") and in_front(a1, Player.SECOND) == parse_at("A2")
    assert behind(a1, Player.FIRST) == parse_at("A2")
    assert beyond(parse_at("B1'"), parse_at("C1")) == parse_at("D2")        # the example of 207.9.a
    assert beyond(parse_at("A1"), parse_at("C1")) is None                     # not neighbours: no direction
    assert distance(parse_at("A3"), parse_at("D1")) == 3


def _scenario(name):
    return load_scenario(os.path.join(RULINGS, name))


def _with_cell(state, cid, cell):
    return replace(state, cards=tuple(replace(c, cell=cell) if c.id == cid else c for c in state.cards))


def test_same_declaration_same_answer_in_legal_and_sequence():
    """dev-043's trace refuses the shot at the card next to the Emissary after his jump and lets the other one
    in; the same shots asked alone in `legal`, with the Emissary on the cell he jumped to, get the same
    answers by the same rule."""
    sc = _scenario("dev-043-entarn-emissary-shoots-after-jump.yaml")
    trace = rule_scenario(sc)[0].answer
    assert list(trace.outcome["not_entered"]) == ["shot-near"] and "shot-far" in trace.outcome["entered"]
    state = _with_cell(sc.state, "emissary", parse_at("B1"))
    near = rule_action(state, Action(ActionKind.SHOT, "emissary", ("near",), param=1), "classic")
    far = rule_action(state, Action(ActionKind.SHOT, "emissary", ("far",), param=1), "classic")
    assert near.verdict == "illegal" and {r.rule for r in near.reasons} == {"classic:ruling-dev-298"}
    assert far.verdict == "legal"
    refused = [n for s in trace.steps for n in s.notes if n.what == "not-entered" and n.rules]
    assert refused and set(refused[0].rules) == {"classic:ruling-dev-298"}


def test_unstated_cell_is_unknown_naming_it():
    sc = _scenario("dev-238-a-dzar-initiate-no-discharge-adjacent.yaml")
    state = _with_cell(sc.state, "enemy", None)
    v = rule_action(state, sc.question.action, "classic")
    assert v.verdict == "unknown"
    assert any("the cell of enemy" in u and "classic:ruling-dev-298" in u for u in v.unknown)
    assert any("range is 1" in u for u in v.unknown)


def test_unstated_cell_does_not_hide_an_illegal_answer():
    """The board rules only forbid: an action forbidden whatever the open position is illegal."""
    sc = _scenario("dev-054-b-rat-king-audience-cell-range.yaml")
    # The king's «аудиенция» sentence, if kept as text, is a question of its own (docs/unknown.md): the board
    # rule is asked of a king whose text says nothing more than the action states.
    state = replace(sc.state, cards=tuple(
        replace(c, card=replace(c.card, features=tuple(f for f in c.card.features if f.kind != "text")))
        if c.id == "king" else c for c in sc.state.cards))
    v = rule_action(_with_cell(state, "enemy", None), sc.question.action, "classic")
    assert v.verdict == "illegal" and "cell-out-of-range" in {r.code for r in v.reasons}


def test_flyer_is_adjacent_to_nothing_and_range_reaches_it_only_by_ranged_attacks():
    sc = _scenario("dev-238-b-dzar-initiate-discharge-flyer.yaml")
    effect = Action(ActionKind.EFFECT, "initiate", ("flyer",), param=1, range=1)
    v = rule_action(sc.state, effect, "classic")
    assert v.verdict == "illegal" and "range-flyer" in {r.code for r in v.reasons}
    assert rule_action(sc.state, sc.question.action, "classic").verdict == "legal"


def test_movement_steps_orthogonally_and_jumps_to_free_cells():
    sc = _scenario("dev-311-swamp-children-jump-same-cell.yaml")
    base = dict(kind=ActionKind.MOVE, source="children")
    own_turn = replace(sc.state, active=Player.SECOND)     # movement only in its controller's turn (2012 203.5)
    diagonal = rule_action(own_turn, Action(**base, to=parse_at("B2'"), via="movement"), "classic")
    assert diagonal.verdict == "illegal" and "move-not-a-step" in {r.code for r in diagonal.reasons}
    assert rule_action(own_turn, Action(**base, to=parse_at("C2'"), via="movement"), "classic").verdict == "legal"
    in_theirs = rule_action(sc.state, Action(**base, to=parse_at("C2'"), via="movement"), "classic")
    assert in_theirs.verdict == "illegal" and "movement-opponent-turn" in {r.code for r in in_theirs.reasons}
    onto = rule_action(sc.state, Action(**base, to=parse_at("C1"), via="jump", range=2), "classic")
    assert onto.verdict == "illegal" and "jump-occupied" in {r.code for r in onto.reasons}
    assert rule_action(sc.state, Action(**base, to=parse_at("E3'"), via="jump", range=2), "classic").verdict == "legal"


def test_ranged_adjacent_rule_is_classic_only():
    """The judges' rule is registered under classic: classic-2012's own text does not say it."""
    sc = _scenario("dev-238-a-dzar-initiate-no-discharge-adjacent.yaml")
    assert rule_action(sc.state, sc.question.action, "classic-2012").verdict == "legal"


@pytest.mark.parametrize("field,value,words", [
    ("at", '"F1"', "is not a cell"),
    ("cell", "[6, 1]", "outside the 5x6 board"),
])
def test_bad_cells_one_line_exit_2(tmp_path, capsys, field, value, words):
    p = tmp_path / "bad.yaml"
    p.write_text("title: t\nedition: classic\ncards:\n"
                 f"  - {{id: a, card: Страж леса, {field}: {value}}}\n"
                 "question: {kind: legal, action: {kind: shot, source: a, target: a}}\n", encoding="utf-8")
    assert main(["check", str(p)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and f"cards[0].{field}" in err[0] and words in err[0]


def test_destination_only_on_a_move(tmp_path, capsys):
    p = tmp_path / "bad.yaml"
    p.write_text("title: t\nedition: classic\ncards:\n  - {id: a, card: Страж леса, at: C1}\n"
                 "question: {kind: legal, action: {kind: shot, source: a, target: a, to: C2}}\n", encoding="utf-8")
    assert main(["check", str(p)]) == 2
    assert "only a move has a destination" in capsys.readouterr().err


def test_a_jump_in_a_sequence_counts_as_moving_itself(tmp_path):
    """dev-269: the `legal` scenario states the foe's `moved: [jump]`; a sequence in which the foe jumps gets
    the same refusal of «Оковы льда», from the same card clause (the tracer records how each card moved)."""
    text = open(os.path.join(RULINGS, "dev-269-a-ice-guard-no-jumped-creature.yaml"), encoding="utf-8").read()
    situation = text[:text.index("question:")].replace(", moved: [jump]}", "}")
    p = tmp_path / "hop.yaml"
    p.write_text(situation + """question:
  kind: sequence
  events:
    - declare: hop
      action: {kind: move, source: foe, via: jump, range: 3}
      to: "E3'"
    - resolve: hop
    - declare: shackles
      action: {kind: spell, source: guard, target: foe}
""", encoding="utf-8")
    trace = rule_scenario(load_scenario(str(p)))[0].answer
    assert list(trace.outcome["not_entered"]) == ["shackles"]
    assert trace.final["foe"]["cell"] == [5, 6]
    legal = rule_scenario(_scenario("dev-269-a-ice-guard-no-jumped-creature.yaml"))[0].answer
    assert legal.verdict == "illegal" and {r.code for r in legal.reasons} == {"card-forbid"}


@pytest.mark.parametrize("edition", ["classic", "classic-2012", "heroes"])
def test_melee_attack_at_a_distant_card_is_unknown_not_legal(edition):
    """No encoded rule says a melee attack needs an adjacent target (2012 207.9 only reads it so): a simple strike
    across the field is `unknown` naming the distance, never `legal`; next to its target it is decided."""
    sc = _scenario("dev-289-dverg-magic-strike-once.yaml")
    strike = Action(ActionKind.SIMPLE_STRIKE, "elf", ("wolf",))
    far = rule_action(_with_cell(sc.state, "wolf", parse_at("A3'")), strike, edition)
    assert far.verdict == "unknown" and any("3 cells from wolf" in u for u in far.unknown)
    near = rule_action(sc.state, strike, edition)
    assert near.verdict == "legal"
    made = rule_action(_with_cell(sc.state, "wolf", parse_at("A3'")), replace(strike, generated=True), edition)
    if edition == "classic":      # a fight an effect makes needs no adjacency: classic:ruling-dev-484
        assert not any("cells from wolf" in u for u in made.unknown)
        assert "classic:ruling-dev-484" in made.cites()        # the verdict names the ruling it rests on
    else:                         # no rule of the edition says so: the distance leaves it unknown
        assert made.verdict == "unknown" and any("3 cells from wolf" in u for u in made.unknown)


def test_symbiote_stands_in_its_hosts_cell_210_9():
    """A symbiote with no cell of its own stands in its host's cell (210.2, 210.8): adjacent to its host (210.9.a)
    and to its host's neighbours (210.9); it defends only where its host's neighbours reach (205.3.a)."""
    from legality.board import adjacency, where
    sc = _scenario("dev-086-teach-parrot-defends-its-host.yaml")
    st = sc.state
    assert where(st, "parrot") == ("cell", (3, 4))
    assert adjacency(st, "parrot", "pirate") is True and adjacency(st, "pirate", "parrot") is True
    assert adjacency(st, "parrot", "nomad") is True
    assert rule_scenario(sc)[0].answer.outcome["resolved"] == ("defend",)
    # the parrot on another pirate two cells from the attacker: not adjacent to it, so no defender
    mate = replace(next(c for c in st.cards if c.id == "pirate"), id="mate", cell=(5, 5))
    moved = replace(st, cards=tuple(replace(c, host="mate") if c.id == "parrot" else c for c in st.cards) + (mate,))
    assert where(moved, "parrot") == ("cell", (5, 5)) and adjacency(moved, "parrot", "nomad") is False
    off = rule_scenario(replace(sc, state=moved))[0].answer
    assert "defend" in off.outcome["not_entered"]
    alone = replace(st, cards=tuple(replace(c, host=None) if c.id == "parrot" else c for c in st.cards))
    assert isinstance(adjacency(alone, "parrot", "pirate"), str)           # no host, no cell: unknown
