"""Регенерация X and a poisoning act as their controller's turn begins (classic 2012 311.4, the glossary: on a
creature that opened this turn or was open before it), applied by the trace (legality/stack/turn_start.py): decided
where their order cannot change the outcome, every order's outcome reported where it can (215.4: the active player
orders his chains; the inactive player's resolve first), `unknown` naming what stays undecided."""
from __future__ import annotations

from legality.api import rule_scenario
from legality.scenario import parse_scenario

HEAD = """title: turn start
edition: EDITION
card_base: classic-relaunch-cards.json
cards:
  - {id: troll, card: Долбоящер, controller: second, at: "C1'", wounds: WOUNDS, poison: POISON, open: OPEN}
  - {id: foe, controller: first, at: C1, inline: {name: Боец (пример), type: creature, cost: 4, lives: 7, strike: [1, 2, 2]}}
EXTRA
state:
  active: first
question:
  kind: sequence
  events:
    - turn: TURN
"""

# a card of the given controller with a trigger at the start of a turn: «В начале хода (противника) ранить Долбоящера на 1»
WOUNDER = """  - id: imp
    controller: CTRL
    at: "A1'"
    inline:
      name: Бес (пример)
      type: creature
      cost: 3
      lives: 4
      strike: [1, 1, 2]
      features:
        - id: f1
          text: В начале хода ранить Долбоящера на 1.
          kind: triggered
          params:
            chain: {event: turn_start, where: {turn: WHOSE}, effect: {kind: wound, target: chosen, choose: {relation: enemy, types: [creature]}, set: {value: 1}}}
"""


def _run(tmp_path, turn="second", open_="true", poison="0", wounds="0", extra="", edition="classic"):
    p = tmp_path / "s.yaml"
    p.write_text(HEAD.replace("TURN", turn).replace("OPEN", open_).replace("POISON", poison)
                 .replace("WOUNDS", wounds).replace("EXTRA", extra).replace("EDITION", edition), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer.to_json()


def test_regeneration_heals_at_its_controllers_turn_start(tmp_path):
    a = _run(tmp_path, wounds="3")
    assert a["verdict"] == "traced", a["unknown"]
    assert a["final"]["troll"]["wounds"] == 1                      # Регенерация 2
    assert {"classic-2012:311.4", "classic-2012:регенерация"} <= set(a["cites"])


def test_regeneration_of_an_unwounded_creature_heals_nothing(tmp_path):
    a = _run(tmp_path, wounds="0")
    assert a["verdict"] == "traced" and a["final"]["troll"]["wounds"] == 0


def test_a_poisoning_wounds_and_can_destroy(tmp_path):
    a = _run(tmp_path, wounds="4", poison="1", extra=_inline_poisoned())
    assert a["verdict"] == "traced", a["unknown"]
    assert a["final"]["rat"]["wounds"] == 2
    b = _run(tmp_path, wounds="4", poison="1", extra=_inline_poisoned(wounds=3))
    assert "rat" in b["died"]


def _inline_poisoned(wounds=1):
    return (f"  - {{id: rat, controller: second, at: \"B1'\", wounds: {wounds}, poison: 1, "
            "inline: {name: Крыс (пример), type: creature, cost: 3, lives: 4, strike: [1, 1, 2]}}")


def test_regeneration_and_poisoning_whose_order_changes_the_outcome_report_both(tmp_path):
    a = _run(tmp_path, wounds="5", poison="2")             # 7 lives: heal first 5→3→5; poison first 5→7, dies
    assert a["verdict"] == "choice", a["unknown"]
    (b,) = a["branches"]
    finals = [o["final"]["troll"] for o in b["outcomes"]]
    assert finals == [{"zone": "play", "wounds": 5}, {"zone": "graveyard", "wounds": 7}]
    assert a["final"]["troll"]["wounds"] == 5                 # the trace follows 311.4's order
    assert "classic-2012:215.4" in a["cites"]


def test_an_unwounded_creature_regenerating_and_poisoned_has_two_outcomes(tmp_path):
    a = _run(tmp_path, wounds="0", poison="1")              # heal of 0 then 1 wound, or 1 wound healed
    assert a["verdict"] == "choice"
    assert [o["final"]["troll"]["wounds"] for o in a["branches"][0]["outcomes"]] == [1, 0]


def test_an_order_that_cannot_change_the_outcome_is_decided(tmp_path):
    a = _run(tmp_path, wounds="4", poison="1")              # 4→2→3 or 4→5→3
    assert a["verdict"] == "traced", a["unknown"]
    assert a["final"]["troll"]["wounds"] == 3 and not a["branches"]


def test_nothing_acts_on_the_other_players_turn_or_on_a_closed_creature(tmp_path):
    assert _run(tmp_path, turn="first", wounds="3", poison="1")["final"]["troll"]["wounds"] == 3
    a = _run(tmp_path, open_="false", wounds="3")
    assert a["verdict"] == "traced" and a["final"]["troll"]["wounds"] == 3


def test_the_inactive_players_trigger_resolves_before_them(tmp_path):
    # 215.4: the inactive player's chain is placed last, on top: its wound comes before the heal (5→6→4, alive)
    a = _run(tmp_path, wounds="5", extra=WOUNDER.replace("CTRL", "first").replace("WHOSE", "enemy"))
    assert a["verdict"] == "traced", a["unknown"]
    assert a["final"]["troll"]["wounds"] == 4
    steps = [n["text"] for s in a["steps"] for n in s["notes"]]
    assert next(i for i, t in enumerate(steps) if "troll takes 1 wound" in t) < \
        next(i for i, t in enumerate(steps) if "Регенерация 2» heals it" in t)


def test_the_active_players_own_trigger_at_the_same_start_is_unknown(tmp_path):
    a = _run(tmp_path, wounds="5", extra=WOUNDER.replace("CTRL", "second").replace("WHOSE", "own"))
    assert a["verdict"] == "unknown"
    assert any("imp/f1" in u and "215.4" in u for u in a["unknown"])


def test_a_regeneration_under_a_condition_is_unknown_naming_it(tmp_path):
    extra = "  - {id: empty, card: Пустоголов, controller: second, at: \"B1'\", wounds: 2}"
    a = _run(tmp_path, wounds="3", extra=extra)
    assert a["verdict"] == "unknown"
    assert any("empty's Регенерация" in u and "болото" in u for u in a["unknown"])
    assert a["final"]["troll"]["wounds"] == 1            # the other creature's regeneration is still applied


def test_a_poisoned_creature_with_protection_from_poison_is_unknown(tmp_path):
    extra = "  - {id: ogre, card: Древний огр, controller: second, at: \"B1'\", wounds: 2, poison: 1}"
    a = _run(tmp_path, extra=extra)
    assert a["verdict"] == "unknown"
    assert any("ogre is poisoned" in u and "Защита от отравления" in u for u in a["unknown"])


def test_a_block_of_the_first_heal_makes_the_order_of_two_creatures_matter(tmp_path):
    # Мрачная дворянка blocks the first heal of the turn (dev-345): which regeneration is first is the player's choice
    extra = ("  - {id: noble, card: Мрачная дворянка, controller: first, extra_lives: 2}\n"
             "  - {id: big, card: Тролль, controller: second, at: \"B1'\", wounds: 3}")
    a = _run(tmp_path, wounds="0", extra=extra)
    assert a["verdict"] == "choice", a["unknown"]
    (order,) = [b for b in a["branches"] if b["event"].startswith("turn 2 start")]
    assert [o["final"]["big"]["wounds"] for o in order["outcomes"]] == [1, 3]


CHAIN = """title: chain at a turn start
edition: classic
card_base: classic-relaunch-cards.json
cards:
  - {id: troll, card: Долбоящер, controller: second, at: "C1'", wounds: 5}
EXTRA
state: {active: second}
question:
  kind: chain
  initial: {kind: turn_start}
"""


def _chain(tmp_path, extra=""):
    p = tmp_path / "c.yaml"
    p.write_text(CHAIN.replace("EXTRA", extra), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer.to_json()


def test_the_chain_question_at_a_turn_start_names_what_it_does_not_run(tmp_path):
    a = _chain(tmp_path)
    assert a["verdict"] == "unknown"
    assert any("troll's «Регенерация 2»" in u and "311.4" in u for u in a["unknown"])


def test_chain_and_sequence_fire_the_same_turn_start_triggers(tmp_path):
    # one code path: the inactive player's «в начале хода противника» trigger, asked of `chain` and of `sequence`
    extra = WOUNDER.replace("CTRL", "first").replace("WHOSE", "enemy")
    chain = _chain(tmp_path, extra)
    seq = _run(tmp_path, wounds="5", extra=extra)
    assert chain["executed"] == list(seq["fired"]) == ["f1: imp → troll"]
