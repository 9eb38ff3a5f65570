"""Markers on cells (legality/cell_markers.py, rules/cell_markers.py): a scenario places them (`state.cell_markers`,
validated), triggers read the cell a card left or stands on, value modifiers whose marker it is (2012 416.4), a
strike through a row never passes over a cell a marker makes occupied (dev-368); the same reading in every kind,
`unknown` naming what is missing."""
from __future__ import annotations

import os

import pytest

from legality.api import load_scenario, rule_action
from legality.cli.main import main
from tests.variants import by_doc, by_text, inline_copy

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULINGS = os.path.join(ROOT, "legality", "scenarios", "rulings")
TARNA = os.path.join(RULINGS, "dev-180-a-tarna-quagmire-closes-mover.yaml")
KRONDAK = os.path.join(RULINGS, "dev-368-a-krondak-bonfire-blocks-row-strike.yaml")
EAGLE = os.path.join(RULINGS, "dev-436-a-giant-eagle-enemy-nest-not-own.yaml")


def _bad(tmp_path, capsys, path, old, new):
    text = open(path, encoding="utf-8").read()
    assert old in text, old
    p = tmp_path / "bad.yaml"
    p.write_text(text.replace(old, new), encoding="utf-8")
    assert main(["check", str(p)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    return err[0]


@pytest.mark.parametrize("old, new, field", [
    ("{at: C1, marker: костёр, by: krondak}", "{at: F9, marker: костёр, by: krondak}", "cell_markers[0].at"),
    ("{at: C1, marker: костёр, by: krondak}", "{at: C1, marker: костёр, by: nobody}", "cell_markers[0].by"),
    ("{at: C1, marker: костёр, by: krondak}", "{at: C1, marker: '', by: krondak}", "cell_markers[0].marker"),
    ("{at: C1, marker: костёр, by: krondak}", "{at: C1, by: krondak}", "cell_markers[0].marker"),
    ("{at: C1, marker: костёр, by: krondak}", "{at: C1, marker: костёр, by: krondak, lasts: 2}",
     "cell_markers[0].lasts"),
    ("{at: C1, marker: костёр, by: krondak}", "C1", "cell_markers[0]"),
])
def test_a_bad_cell_marker_is_one_line_with_file_line_and_field(tmp_path, capsys, old, new, field):
    line = _bad(tmp_path, capsys, KRONDAK, old, new)
    assert line.startswith(str(tmp_path / "bad.yaml") + ":") and field in line


def test_a_bad_trigger_marker_condition_is_one_line(tmp_path, capsys):
    line = _bad(tmp_path, capsys, TARNA, "where: {left_cell_marker: омут}", "where: {left_cell_marker: ''}")
    assert "left_cell_marker" in line


def test_the_trigger_reads_the_cell_left_and_without_a_path_it_is_unknown(tmp_path):
    assert by_text(tmp_path, TARNA, "path: [\"C1'\"]", "path: [\"D2'\"]").verdict == "ended"
    a = by_text(tmp_path, TARNA, ", path: [\"C1'\"]", "")
    assert a.verdict == "unknown" and any("`path`" in u for u in a.unknown)


def test_under_heroes_no_rule_says_what_a_cell_marker_is(tmp_path):
    def edit(doc):
        doc["cards"][1] = {"id": "foe", "inline": {"name": "Чужак", "type": "creature", "lives": 5,
                                                   "strike": [1, 1, 1], "move": 1},
                           "controller": "second", "at": "C2'", "path": ["C1'"]}
        tarna = inline_copy(doc, 0, TARNA)      # the base holds classic cards: an inline copy for heroes
        tarna["features"] = [f for f in tarna["features"] if f["id"] in ("swamp", "quagmire")]
    a = by_doc(tmp_path, TARNA, edit, edition="heroes")
    assert a.verdict == "unknown" and any("marker on a cell" in u for u in a.unknown)


def test_a_move_in_a_trace_records_the_cell_left_so_the_trigger_fires_there_too(tmp_path):
    """One code path: the `sequence` tracer's move leaves the cell in the card's path; the same trigger fires."""
    def edit(doc, frm):
        doc["cards"][1] = {"id": "foe", "card": "Кочевник", "controller": "second", "at": frm}
        doc["question"] = {"kind": "sequence", "text": "ход с клетки", "events": [
            {"declare": "step", "action": {"kind": "move", "source": "foe", "via": "movement"}, "to": "C2'"},
            {"resolve": "step"}]}
    marked = by_doc(tmp_path, TARNA, lambda d: edit(d, "C1'"))
    plain = by_doc(tmp_path, TARNA, lambda d: edit(d, "C3'"))
    assert marked.final["foe"]["open"] is False         # «трясина» («может»: used) closed it where it arrived
    assert [o["executed"] for o in marked.branches[0]["outcomes"]] == [["quagmire: tarna → foe"], []]
    assert plain.final["foe"]["open"] is True and not plain.branches


def test_row_strike_over_a_marker_whose_card_does_not_say_what_it_does_is_unknown():
    sc = load_scenario(KRONDAK)
    from dataclasses import replace
    krondak = next(c for c in sc.state.cards if c.id == "krondak")
    feats = tuple(f for f in krondak.card.features if f.id != "bonfire")
    bare = replace(krondak, card=replace(krondak.card, features=feats))
    state = replace(sc.state, cards=tuple(bare if c.id == "krondak" else c for c in sc.state.cards))
    v = rule_action(state, sc.question.action, "classic")
    assert v.verdict == "unknown" and any("params.cell_marker" in u for u in v.unknown)
    assert rule_action(sc.state, sc.question.action, "classic").verdict == "illegal"


def test_the_bonfire_blocks_a_row_strike_in_a_sequence_as_in_legal(tmp_path):
    def edit(doc):
        doc["question"] = {"kind": "sequence", "text": "удар через ряд", "events": [
            {"declare": "row", "action": {"kind": "special_strike", "source": "snake", "target": "foe",
                                          "ability": "f1", "simple": False, "param": 1}}]}
    a = by_doc(tmp_path, KRONDAK, edit)
    assert "row" in a.outcome["not_entered"] and "row" not in a.outcome["entered"]
    assert "classic:ruling-dev-368" in a.cites()


def test_the_nest_s_owner_decides_the_modifier(tmp_path):
    enemy = by_text(tmp_path, EAGLE, "Рядом с существом", "Рядом с существом")
    own = by_text(tmp_path, EAGLE, "by: their-eagle}", "by: eagle}")
    assert [o.value for o in enemy.result.outcomes] == [1] and [o.value for o in own.result.outcomes] == [2]
    on = by_text(tmp_path, EAGLE, "{at: \"D2'\", marker: гнездо, by: their-eagle}",
                 "{at: \"C2'\", marker: гнездо, by: eagle}")
    assert [o.value for o in on.result.outcomes] == [3]          # «+2 … по ним» on the nest; not next to it as well


ARANTA = os.path.join(RULINGS, "dev-495-b-aranta-cursed-creature-frees-its-cell.yaml")


def test_a_freed_cell_needs_the_cell_the_card_stood_on(tmp_path):
    a = by_text(tmp_path, ARANTA, ", at: \"C2'\", states: [curse]}", ", states: [curse]}")
    assert a.verdict == "unknown" and any("freed a cell" in u and "`at`" in u for u in a.unknown)
    # another card still standing on that cell: the death freed none (an incorporeal creature may share it)
    shared = by_text(tmp_path, ARANTA, "state: {active: first}",
                     "  - {id: ghost, card: Кочевник, controller: second, at: \"C2'\"}\nstate: {active: first}")
    assert shared.verdict == "ended" and not [l for l in shared.chain.links if l.status == "executed"]


def test_a_card_moving_onto_a_rot_cell_is_wounded_by_its_marker(tmp_path):
    """`on_cell_marker`: the rot's own trigger fires on a non-dark creature arriving on the marked cell."""
    def edit(doc, at):
        doc["cards"][1] = {"id": "walker", "card": "Кочевник", "controller": "second", "at": at}
        doc["state"] = {"active": "second", "cell_markers": [{"at": "C2'", "marker": "гниль", "by": "aranta"}]}
        doc["question"] = {"kind": "chain", "text": "на гниль", "initial": {"kind": "move", "source": "walker",
                                                                               "target": "walker"}}
    onto = by_doc(tmp_path, ARANTA, lambda d: edit(d, "C2'"))
    away = by_doc(tmp_path, ARANTA, lambda d: edit(d, "C3'"))
    assert [f"{l.feature}: {l.owner} → {l.target}" for l in onto.chain.links if l.status == "executed"] == \
        ["rot-wounds: aranta → walker"]
    assert not [l for l in away.chain.links if l.status == "executed"]


AKKENIA = os.path.join(RULINGS, "dev-108-a-akkenia-dash-onto-own-first-row.yaml")


def test_either_first_row_and_a_cell_not_given_is_unknown(tmp_path):
    """classic:ruling-dev-108: the opponent's first row is a first row too; a mover with no cell: unknown."""
    theirs = by_text(tmp_path, AKKENIA, "at: B1, path: [B2]", "at: \"B1'\", path: [B1]")
    assert [f"{l.feature}" for l in theirs.chain.links if l.status == "executed"] == ["first-row"]
    nowhere = by_text(tmp_path, AKKENIA, ", at: B1, path: [B2]", "")
    assert nowhere.verdict == "unknown" and any("first row" in u for u in nowhere.unknown)


BOMB = os.path.join(RULINGS, "dev-071-a-mad-bomber-bomb-after-his-death.yaml")
MARK = "    - {at: C2, marker: адская бомба, by: bomber}"


def _executed(answer):
    return [f"{l.feature}: {l.owner} → {l.target}" for l in answer.chain.links if l.status == "executed"]


def test_two_markers_on_a_cell_fire_as_two_effects(tmp_path):
    """Two bombs on one cell: each marker's trigger is an effect of its own (like markers, classic:ruling-dev-227)."""
    a = by_text(tmp_path, BOMB, MARK, MARK + "\n" + MARK)
    assert a.verdict == "ended" and _executed(a) == ["bomb: bomber → foe", "bomb: bomber → foe"]
    assert "classic:ruling-dev-227" in a.cites()


def test_every_card_on_the_cell_is_the_target_so_two_of_them_is_unknown(tmp_path):
    a = by_text(tmp_path, BOMB, "  - {id: foe, card: Кочевник, controller: second, at: C2}",
                "  - {id: foe, card: Кочевник, controller: second, at: C2}\n"
                "  - {id: ghost, card: Кочевник, controller: second, at: C2}")
    assert a.verdict == "unknown" and any("every card at the marker's cell" in u for u in a.unknown)


def test_a_marker_of_a_card_out_of_play_without_the_ruling_is_unknown(tmp_path):
    def edit(doc):
        doc["cards"][1] = {"id": "foe", "inline": {"name": "Чужак", "type": "creature", "lives": 5,
                                                   "strike": [1, 1, 1], "move": 1},
                           "controller": "second", "at": "C2"}
        bomber = inline_copy(doc, 0, BOMB)      # the base holds classic cards: an inline copy for heroes
        bomber["features"] = [f for f in bomber["features"] if f["id"] in ("bomb", "bomb-around")]
    a = by_doc(tmp_path, BOMB, edit, edition="heroes")
    assert a.verdict == "unknown" and any("has left play" in u for u in a.unknown)


def test_no_marker_no_trigger_and_a_bad_on_marker_is_one_line(tmp_path, capsys):
    a = by_text(tmp_path, BOMB, MARK, "    - {at: A3, marker: адская бомба, by: bomber}")
    assert a.verdict == "ended" and _executed(a) == []
    line = _bad(tmp_path, capsys, BOMB, "on_marker: адская бомба\n", "on_marker: 3\n")
    assert "params.on_marker" in line


def test_the_bomb_goes_off_at_the_turn_end_of_a_trace_as_in_a_chain(tmp_path):
    """One code path: the tracer's turn end builds the same chain rules, so the marker's trigger fires there too."""
    def edit(doc):
        doc["state"]["active"] = "second"
        doc["question"] = {"kind": "sequence", "text": "конец хода", "events": [{"turn": "first"}]}
    a = by_doc(tmp_path, BOMB, edit)
    assert a.final["foe"]["wounds"] == 3 and "bomb: bomber → foe" in a.fired()
