"""Movement units (legality/rules/movement_units.py, legality/board.py `movement_left`): classic 2012 203.3-203.5.
A step by movement spends a unit, a teleportation by a triggered ability none (dev-341, dev-444); the same move is
answered alike by `legal` (the card's `moved`) and by a `sequence` (the tracer adds each move); what the checker
cannot count is `unknown`, naming why."""
from __future__ import annotations

import os

from legality.api import load_scenario, rule_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULINGS = os.path.join(ROOT, "legality", "scenarios", "rulings")

HEAD = """title: t
edition: classic
card_base: classic-relaunch-cards.json
"""


def _rule(tmp_path, text, name="s.yaml"):
    p = tmp_path / name
    p.write_text(HEAD + text, encoding="utf-8")
    return rule_scenario(load_scenario(str(p)))[0].answer


def _legal(tmp_path, moved, path, active="first", extra=""):
    return _rule(tmp_path, f"""cards:
  - {{id: akhti, controller: first, at: C3, card: Ахти, moved: {moved}, path: {path}}}
  - {{id: nomad, controller: second, at: "B2'", card: Кочевник}}
{extra}state: {{active: {active}}}
question:
  kind: legal
  action: {{kind: move, source: akhti, via: movement, to: C2}}
""")


def _sequence(tmp_path, steps):
    """Ахти steps by movement along `steps` (cell names), then teleports to C3 by his triggered ability (a move
    the effect makes, `generated`), then declares a step to C2: the ids of the entries that entered."""
    events, cells = [], list(steps)
    for i, cell in enumerate(cells[1:], 1):
        events += [f"    - declare: m{i}\n      action: {{kind: move, source: akhti, via: movement}}\n      to: \"{cell}\"",
                   f"    - resolve: m{i}"]
    events += ["    - declare: tele\n      action: {kind: move, source: akhti, via: teleport, generated: true}\n      to: C3",
               "    - resolve: tele",
               "    - declare: step\n      action: {kind: move, source: akhti, via: movement}\n      to: C2"]
    ans = _rule(tmp_path, f"""cards:
  - {{id: akhti, controller: first, at: "{cells[0]}", card: Ахти}}
  - {{id: nomad, controller: second, at: "B2'", card: Кочевник}}
state: {{active: first}}
question:
  kind: sequence
  events:
""" + "\n".join(events) + "\n", name="seq.yaml")
    return ans


def test_teleport_by_trigger_spends_no_movement_legal_and_sequence(tmp_path):
    # two steps, the teleportation, a third step: legal in both kinds
    legal = _legal(tmp_path, "[movement, movement, teleport]", "[\"C1'\", \"C2'\", \"C3'\"]")
    seq = _sequence(tmp_path, ["C1'", "C2'", "C3'"])
    assert legal.verdict == "legal"
    assert "step" in seq.outcome["entered"]
    # four steps (all of Ахти's 4), the teleportation: no step left in either kind (203.4)
    legal = _legal(tmp_path, "[movement, movement, movement, movement, teleport]",
                   "[C2, C1, \"C1'\", \"C2'\", \"C3'\"]")
    seq = _sequence(tmp_path, ["C2", "C1", "C1'", "C2'", "C3'"])
    assert legal.verdict == "illegal" and [r.code for r in legal.reasons] == ["no-movement-left"]
    assert "step" in seq.outcome["not_entered"] and "step" not in seq.outcome["entered"]


def test_movement_in_the_opponents_turn_is_illegal_203_5(tmp_path):
    ans = _legal(tmp_path, "[]", "[]", active="second")
    assert ans.verdict == "illegal" and "movement-opponent-turn" in [r.code for r in ans.reasons]


def test_a_jump_by_a_card_with_playable_jump_is_unknown(tmp_path):
    """Душегуб prints «Прыжок»: whether his jump this turn was that playable one (spending all his units) is not
    given, so a later step by movement is `unknown`, naming it."""
    ans = _rule(tmp_path, """cards:
  - {id: d, controller: first, at: C3, card: Душегуб, moved: [jump], path: [C1]}
state: {active: first}
question:
  kind: legal
  action: {kind: move, source: d, via: movement, to: C2}
""")
    assert ans.verdict == "unknown"
    assert any("Прыжок" in u and "203.4" in u for u in ans.unknown)


def test_a_text_changing_movement_makes_it_unknown(tmp_path):
    """Летучая рыба's compiled «может получить полёт» touches movement: with it in play the unused movement of a
    card that has spent all its steps is not decided."""
    ans = _legal(tmp_path, "[movement, movement, movement, movement, teleport]",
                 "[C2, C1, \"C1'\", \"C2'\", \"C3'\"]",
                 extra="  - {id: fish, controller: second, at: \"E2'\", card: Летучая рыба}\n")
    assert ans.verdict == "unknown"
    assert any("Летучая рыба" in u and "203.4" in u for u in ans.unknown)


def test_ruling_scenarios_match():
    for name in ("dev-444-a-akhti-moves-after-teleport.yaml", "dev-444-b-akhti-no-movement-left.yaml",
                 "dev-501-a-soul-eater-swap-jump-is-a-jump.yaml", "dev-501-b-soul-eater-swap-jump-out-of-range.yaml",
                 "dev-341-saikoron-moves-after-teleport.yaml"):
        r = rule_scenario(load_scenario(os.path.join(RULINGS, name)))[0]
        assert r.matches, name


def test_swap_jump_only_onto_kin(tmp_path):
    """Душегуб's reading (dev-501) permits his jump onto the cell of another card of his with a class he has; onto
    his own Кочевник (no Гном, no Койар) the jump's free-cell rule still forbids it (board condition
    to_cell_of_own_kin)."""
    import yaml
    src = os.path.join(RULINGS, "dev-501-a-soul-eater-swap-jump-is-a-jump.yaml")
    doc = yaml.safe_load(open(src, encoding="utf-8"))
    doc["cards"][1] = {"id": "gnome", "controller": "first", "at": "D3", "card": "Кочевник"}
    p = tmp_path / "kin.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    ans = rule_scenario(load_scenario(str(p)))[0].answer
    assert ans.verdict == "illegal" and "jump-occupied" in [r.code for r in ans.reasons]
