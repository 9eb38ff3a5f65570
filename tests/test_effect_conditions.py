"""Conditions of a laid effect's trigger (legality/effect_conditions.py): «если … не нападет {strike}» read off the
turn's history, «если атакованный стоит рядом с Рысью» read off the effect's source where it is now (a source out of
play stands next to nothing: judges' dev-044), and effects lasting after their source (dev-096) — with `unknown`
where they cannot be read."""
from __future__ import annotations

from pathlib import Path

from legality.api import rule_scenario
from legality.scenario import parse_scenario
from variants import by_text

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
LYNX = RULINGS / "dev-044-lynx-dead-prey-not-wounded.yaml"
PIRATE = RULINGS / "dev-096-free-pirate-taunt-outlives-him.yaml"


def _trace(tmp_path, path, old, new, edition=None):
    return by_text(tmp_path, path, old, new, edition)


def _cites(t):
    return {r for s in t.steps for n in s.notes for r in n.rules}


def test_the_lynx_alive_and_next_to_it_wounds_the_attacked_at_the_end_of_its_turn(tmp_path):
    t = _trace(tmp_path, LYNX, "    - destroy: lynx\n", "")
    assert t.verdict == "traced", t.unknown
    assert t.final["victim"]["wounds"] == 3 + 2
    assert "classic-2012:207.7" in _cites(t)


def test_the_lynx_dead_leaves_the_attacked_unwounded(tmp_path):
    t = _trace(tmp_path, LYNX, "title:", "title:")
    assert t.verdict == "traced" and t.final["victim"]["wounds"] == 3
    assert {"classic:ruling-dev-044", "classic:ruling-dev-096"} <= _cites(t)


def test_the_lynx_moved_away_leaves_the_attacked_unwounded(tmp_path):
    t = _trace(tmp_path, LYNX, "    - destroy: lynx\n", "    - place: lynx\n      cell: [1, 1]\n")
    assert t.verdict == "traced", t.unknown
    assert t.final["victim"]["wounds"] == 3


def test_the_lynx_on_no_given_cell_is_unknown(tmp_path):
    text = LYNX.read_text(encoding="utf-8").replace("    - destroy: lynx\n", "").replace("    cell: [3, 3]\n", "", 1)
    p = tmp_path / "l.yaml"
    p.write_text(text, encoding="utf-8")
    t = rule_scenario(parse_scenario(str(p)))[0].answer
    assert t.verdict == "unknown"


def test_a_gone_source_under_an_edition_without_the_ruling_is_unknown(tmp_path):
    t = _trace(tmp_path, LYNX, "title:", "title:", edition="classic-2012")
    assert t.verdict == "unknown"
    assert any("no rule of classic-2012" in u for u in t.unknown)


def test_the_taunted_creature_that_strikes_is_not_wounded(tmp_path):
    text_cards = "  - {id: friend, cell: [3, 4], inline: {name: Страж (пример), type: creature, cost: 3, lives: 9, strike: [1, 1, 1]}}\nstate:"
    p = tmp_path / "p.yaml"
    src = PIRATE.read_text(encoding="utf-8").replace("state:", text_cards, 1).replace("    - turn: second\n", """    - turn: second
    - declare: hit
      action: {kind: simple_strike, source: victim, target: friend}
      strength: weak
      counter_strength: weak
    - resolve: hit
""")
    p.write_text(src, encoding="utf-8")
    t = rule_scenario(parse_scenario(str(p)))[0].answer
    assert t.verdict == "traced", t.unknown
    assert t.final["victim"]["wounds"] == 1          # the counterstrike only: it attacked, no taunt wound


def test_the_taunt_is_read_only_in_a_trace(tmp_path):
    # the same laid trigger asked as a `chain` question has no turn history: unknown, never a guess
    from legality.effect_conditions import effect_condition

    class Rules:
        _history = None
        unknown: list = []
        decisions: dict = {}
        edition = "classic"
    r = Rules()
    assert effect_condition(r, "victim", "assaulted_this_turn", None) is None
    assert "only a trace has" in r.unknown[0]


TRAP = RULINGS / "dev-476-hunter-trap-spent-on-resilient.yaml"


def test_the_trap_wounds_the_first_creature_to_act_and_ends(tmp_path):
    text = TRAP.read_text(encoding="utf-8")
    # the orc acts first: wounded by 3; the resilient creature after it is not touched (the trap has fired)
    swapped = (text.replace("source: stout, target: dummy}", "source: orc, target: dummy2}", 1)
               .replace("declare: second-act\n      action: {kind: simple_strike, source: orc, target: dummy2}",
                        "declare: second-act\n      action: {kind: simple_strike, source: stout, target: dummy}"))
    swapped = swapped[:swapped.index("expect:")] + "expect: {verdict: traced}\n"
    p = tmp_path / "trap.yaml"
    p.write_text(swapped, encoding="utf-8")
    t = rule_scenario(parse_scenario(str(p)))[0].answer
    assert t.verdict == "traced", t.unknown
    assert t.final["orc"]["wounds"] == 3 and t.final["stout"]["wounds"] == 0
    assert t.final["hunter"]["effects"] == []
