"""Trigger chains: every worked example of the chain, boomerang and counterstrike rules gets its expected
ruling under every edition it names (both evaluators), the editions' wordings give different rulings where
the texts differ, and the chain's graph and pictures show where it was cut."""
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from legality.api import rule_scenario
from legality.scenario import BUILTIN_DIR, parse_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHAINS = os.path.join(BUILTIN_DIR, "chains")
PATHS = sorted(os.path.join(CHAINS, f) for f in os.listdir(CHAINS) if f.endswith(".yaml"))
POOL = os.path.join(ROOT, "legality", "cards", "chain-examples.yaml")


def load(name):
    return parse_scenario(os.path.join(CHAINS, name))


def by_edition(name, engine="z3"):
    return {r.edition: r.answer for r in rule_scenario(load(name), engine=engine)}


def cli(*args):
    return subprocess.run([sys.executable, "-m", "legality", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)


@pytest.mark.parametrize("engine", ["z3", "fast"])
@pytest.mark.parametrize("path", PATHS, ids=[os.path.basename(p) for p in PATHS])
def test_chain_scenario_matches_expected_ruling(path, engine):
    sc = parse_scenario(path)
    assert sc.kind == "chain" and sc.expectations
    for r in rule_scenario(sc, engine=engine):
        assert r.matches, f"{sc.id} [{r.edition}]: {'; '.join(r.problems)}"


def test_every_worked_example_is_a_scenario():
    rules = {parse_scenario(p).source_rule for p in PATHS}
    assert {"classic:522.2", "classic-2012:103.4", "heroes:525.1", "heroes:525.2", "classic:527.1",
            "classic:527.2", "heroes:510.4"} <= rules


def test_foot_knights_the_cause_does_not_count_in_classic_but_does_in_2012():
    a = by_edition("foot-knights-522.yaml")
    specials = {ed: [x for x in ans.executed()] for ed, ans in a.items()}
    assert specials["classic"] == ["riposte: l2 → l1", "riposte: l1 → l2"]      # one special strike each
    assert specials["classic-2012"].count("riposte: l2 → l1") == 2               # exact repetition needs the cause
    assert a["classic"].chain.cut.repeats == 0 and a["classic-2012"].chain.cut.repeats == 1
    assert "classic:522.1" in a["classic"].cites() and "classic-2012:103.4" in a["classic-2012"].cites()


def test_charon_tokens_differ_between_2012_and_classic():
    a = by_edition("charon-cursed-mages-103-4.yaml")
    assert a["classic-2012"].chain.tally == {"charon": {"token": 1}, "their-mage": {"token": 2},
                                             "my-mage": {"token": 1}}
    assert a["classic"].chain.tally == {"charon": {"token": 1}, "their-mage": {"token": 1},
                                        "my-mage": {"token": 1}}


def test_bashar_heroes_cycle_rule_runs_the_naim_twice_classic_once():
    a = by_edition("bashar-525-2.yaml")
    assert a["heroes"].chain.tally["b2"]["next-naim-again"] == 2      # the next Найм runs 1 + 2 = 3 times
    assert a["classic"].chain.tally["b2"]["next-naim-again"] == 1
    assert "heroes:525.2" in a["heroes"].cites()


def test_galliwespin_rule_effects_cut_before_the_effect_repeats():
    a = by_edition("galliwespin-525-1.yaml")["heroes"]
    assert a.chain.tally == {"me": {"prayer": 3}}
    assert a.chain.cut.nature == "replacement" and a.chain.cut.rules == ("heroes:525.1",)


def test_counterstrike_is_an_attack_in_classic_not_in_heroes_and_never_an_assault():
    a = by_edition("counterstrike-not-attack-510-4.yaml")
    assert a["heroes"].executed() == ["ответный удар: defender → attacker"]
    assert "on-attacked: attacker → attacker" in a["classic"].executed()
    assert not any("on-assaulted" in x for x in a["classic"].executed())
    assert "heroes:510.4" in a["heroes"].cites() and "classic:ответный-удар" in a["classic"].cites()


def test_range_is_enforced_without_the_boomerang_rule():
    """The same Страж two cells away: without 527.1 in force (classic 2012 has no such rule) the special
    strike is not declared."""
    sc = load("boomerang-527-1.yaml")
    (r,) = rule_scenario(sc, ["classic-2012"])
    assert r.answer.executed() == []
    assert [l.status for l in r.answer.chain.links] == ["blocked"]


def test_chain_graph_nodes_edges_and_cut():
    a = by_edition("bashar-525-2.yaml")["heroes"]
    g = a.chain.graph()
    naim, again = ("naim", "b2", "b2", "b2"), ("next-naim-again", "b1", "b1", "b2")   # (feature, owner, source, target)
    assert set(g.nodes) == {("event", "enter", "b2", "b2"), naim, again}
    assert g.edges[naim, again]["status"] == "cut" and g.edges[naim, again]["stopped_at"] == 3
    assert g.edges[again, naim]["steps"] == [2]           # 0-based: the third link


def test_dot_and_svg_mark_the_cut_edge(tmp_path):
    from graphs import draw
    g = by_edition("foot-knights-522.yaml")["classic"].chain.graph()
    dot = draw.to_dot(g, "t")
    assert dot.startswith("digraph") and "✂ cut at 3" in dot and 'color="red"' in dot
    svg = draw.layered_svg(g, "t")
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg")
    assert "✂ cut at 3" in svg and 'stroke="#d00"' in svg


def test_cli_chain_writes_the_picture(tmp_path):
    out = tmp_path / "c.svg"
    res = cli("chain", os.path.join(CHAINS, "charon-cursed-mages-103-4.yaml"), "--graph", str(out))
    assert res.returncode == 0, res.stderr
    assert "verdict: cut" in res.stdout and "their-mage: token 2" in res.stdout
    ET.parse(out)
    res = cli("chain", os.path.join(CHAINS, "charon-cursed-mages-103-4.yaml"), "--graph", str(tmp_path / "c.dot"),
              "--edition", "classic", "--json")
    assert res.returncode == 0 and '"verdict": "cut"' in res.stdout
    assert (tmp_path / "c.dot").read_text().startswith("digraph")


def test_pool_cycles_name_cards_and_features():
    from graphs.static import build, cycles
    from legality.chain_rules import COUNTERSTRIKE, event_classes
    from legality.triggers import load_pool
    cards, trigs = load_pool(POOL)
    order = [trigs[(c.name, f.id)] for c in cards for f in c.features if (c.name, f.id) in trigs]
    found = {c.cards: c for c in cycles(build(order + [COUNTERSTRIKE], lambda e: event_classes(e, "classic"))[0])}
    assert set(found) == {("Пеший латник",), ("Проклятый маг",), ("Галливеспин",), ("Башар",)}
    assert found[("Башар",)].witness == (("Башар", "naim"), ("Башар", "next-naim-again"))
    heroes = build(order + [COUNTERSTRIKE], lambda e: event_classes(e, "heroes"))[0]
    classic = build(order + [COUNTERSTRIKE], lambda e: event_classes(e, "classic"))[0]
    cs, hit = ("(правила игры)", "ответный удар"), ("Атакующий (пример 510.4)", "on-attacked")
    assert classic.has_edge(cs, hit) and not heroes.has_edge(cs, hit)


def test_cli_pool_lists_cycles():
    res = cli("chain", "--pool", POOL)
    assert res.returncode == 0, res.stderr
    assert "4 potential infinite chains" in res.stdout
    assert "Башар/naim → Башар/next-naim-again → Башар/naim" in res.stdout


ORDER_MATTERS = """
title: the order of effects triggered at once decides what runs
edition: classic
cards:
  - id: p
    inline:
      name: Пример порядка
      type: creature
      features:
        - {id: w, text: "При старте: б", kind: triggered, params: {chain: {event: start, effect: {kind: b}}}}
        - {id: y, text: "При старте: а", kind: triggered, params: {chain: {event: start, effect: {kind: a}}}}
        - {id: z, text: "При старте или а: б", kind: triggered,
           params: {chain: {event: [start, a], effect: {kind: b}}}}
question:
  kind: chain
  initial: {kind: start, target: p}
expect:
  verdict: cut
  outcomes: 2
rulings:
  heroes:
    verdict: ended
    outcomes: 1
"""


def test_simultaneous_triggers_every_order_is_tried_with_a_witness(tmp_path):
    """Classic (the 2012 stack, 215.8): if w is declared to resolve last, the chain is cut before it runs.
    Heroes (the queue, 401.3; 525.2 keys on the cause): one outcome whatever the order."""
    path = tmp_path / "order.yaml"
    path.write_text(ORDER_MATTERS, encoding="utf-8")
    classic, heroes = rule_scenario(parse_scenario(str(path)), engine="fast")
    assert classic.matches and heroes.matches, classic.problems + heroes.problems
    a = classic.answer
    assert a.orders == 6 and a.complete
    executed = sorted(sorted(l.feature for l in o[2].executed) for o in a.outcomes)
    assert executed == [["w", "y", "z"], ["y", "z"]]
    without_w = next(o for o in a.outcomes if len(o[2].executed) == 2)
    assert without_w[1].points[0].endswith("then w@p")          # the witness: w declared to resolve last
    assert "the players' order decides" in "\n".join(a.lines())
    assert "classic-2012:215.8" in a.cites() and "heroes:401.3" in heroes.answer.cites()
    assert "cannot matter" in "\n".join(heroes.answer.lines())


def test_when_the_order_cannot_matter_the_answer_says_so():
    a = by_edition("galliwespin-525-1.yaml")["heroes"]
    assert a.orders == 2 and len(a.outcomes) == 1
    assert "cannot matter" in "\n".join(a.lines())


BOTH_PLAYERS = """
title: both players' effects trigger at once
edition: classic
cards:
  - {id: mine, controller: first, inline: {name: Эхо, type: creature, features: [
      {id: echo, text: "При старте: получить фишку", kind: triggered,
       params: {chain: {event: start, effect: {kind: gain, gain: {counter: token}}}}}]}}
  - {id: theirs, controller: second, inline: {name: Эхо, type: creature, features: [
      {id: echo, text: "При старте: получить фишку", kind: triggered,
       params: {chain: {event: start, effect: {kind: gain, gain: {counter: token}}}}}]}}
state: {active: first}
question:
  kind: chain
  initial: {kind: start}
rulings:
  heroes: {verdict: ended}
"""


def test_the_inactive_players_effects_execute_first(tmp_path):
    """2012 215.4 (the active player's chains enter the stack first, so resolve last) and heroes 402.1 (the
    inactive player's enter the queue first): either way the inactive player's effect runs first."""
    path = tmp_path / "both.yaml"
    path.write_text(BOTH_PLAYERS, encoding="utf-8")
    for r in rule_scenario(parse_scenario(str(path)), engine="fast"):
        assert r.answer.executed() == ["echo: theirs → theirs", "echo: mine → mine"], r.edition
        assert r.answer.orders == 1
    cites = {r.edition: r.answer.cites() for r in rule_scenario(parse_scenario(str(path)), engine="fast")}
    assert "classic-2012:215.4" in cites["classic"] and "heroes:402.1" in cites["heroes"]
