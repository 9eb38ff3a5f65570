"""Triggers laid on cards and chosen targets of triggered effects (legality/triggers.py `in_force`, `choose`):
one reading in the `chain` question and in the tracer (legality/stack/firing.py)."""
from __future__ import annotations

import os
from dataclasses import replace

import yaml

from model import Effect

from graphs.chain import Event
from legality.api import load_scenario, rule_scenario
from legality.questions.chain import ChainQuestion, rule_chain, scenario_triggers
from legality.scenario import parse_scenario
from test_trace_listeners import read_crypt_trigger
from variants import feature

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULINGS = os.path.join(ROOT, "legality", "scenarios", "rulings")


def _path(name):
    return os.path.join(RULINGS, name)


def _chain(path, state, initial):
    q = ChainQuestion("", initial, scenario_triggers(path, state))
    return rule_chain(state, q, "classic")


def _with_effect(state, carrier, source, feature):
    cards = tuple(replace(c, effects=c.effects + (Effect(source, feature, timestamp=99),)) if c.id == carrier else c
                  for c in state.cards)
    return replace(state, cards=cards)


def _variant(name, tmp_path, edit):
    """A copy of a built-in ruling scenario with its document edited (to ask the same cards another question)."""
    doc = yaml.safe_load(open(_path(name), encoding="utf-8"))
    doc.pop("source", None)
    edit(doc)
    p = tmp_path / name
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)), ["classic"])[0].answer


def test_laid_trigger_fires_as_its_carriers_own_in_chain_and_trace():
    path = _path("dev-124-fire-worshipper-aura-after-death.yaml")
    sc = load_scenario(path)
    laid = _with_effect(sc.state, "guard", "worshipper", "aura")
    wound = Event("wound", "orc", "guard", (("value", 2),))
    chain = _chain(path, laid, wound)
    trace = rule_scenario(sc, ["classic"])[0].answer
    assert chain.executed() == ["aura: guard → orc"] == list(trace.fired())


def test_a_feature_with_a_duration_does_not_fire_from_its_own_card():
    path = _path("dev-124-fire-worshipper-aura-after-death.yaml")
    sc = load_scenario(path)
    on_source = _chain(path, sc.state, Event("wound", "orc", "worshipper", (("value", 2),)))
    not_laid = _chain(path, sc.state, Event("wound", "orc", "guard", (("value", 2),)))
    assert on_source.executed() == [] and not_laid.executed() == []


def test_a_living_carrier_answers_and_the_trace_applies_the_wound(tmp_path):
    def lethal_to_survivable(doc):
        doc["cards"][2]["inline"]["strike"] = [1, 1, 1]          # the orc no longer kills the guard
        doc["expect"] = {"verdict": "traced"}
    t = _variant("dev-123-fire-worshipper-aura-lethal.yaml", tmp_path, lethal_to_survivable)
    assert list(t.fired()) == ["aura: guard → orc"] and t.final["orc"]["wounds"] == 1


def test_chosen_target_is_a_choice_point_in_chain_and_trace():
    path = _path("dev-031-a-farsat-destroys-linung-token.yaml")
    sc = load_scenario(path)
    chain = _chain(path, sc.state, Event("destroy", "farsat", "goblin", ()))
    got = sorted(tuple(o[2].executed and [l.label for l in o[2].executed] or []) for o in chain.outcomes)
    assert got == [(), ("f3: farsat → farsat",), ("f3: farsat → seer",)]     # declined, himself, the other linung
    assert chain.executed() == ["f3: farsat → seer"]
    trace = rule_scenario(sc, ["classic"])[0].answer
    assert trace.verdict == "choice" and list(trace.fired()) == chain.executed()


def test_no_card_to_choose_blocks_the_effect(tmp_path):
    def no_ally(doc):
        doc["cards"] = [c for c in doc["cards"] if c["id"] != "knight"]
        doc["question"]["events"][0]["action"]["param"] = 2          # the seraph survives and answers
        doc["expect"] = {"verdict": "traced"}
    t = _variant("dev-219-seraph-no-life-from-lethal-attack.yaml", tmp_path, no_ally)
    notes = [n.text for s in t.steps for n in s.notes if n.what == "trigger"]
    assert list(t.fired()) == [] and any("no card to choose" in n for n in notes)


def test_seraph_surviving_gives_a_life_to_another_creature(tmp_path):
    def survives(doc):
        doc["question"]["events"][0]["action"]["param"] = 2
        doc["expect"] = {"verdict": "choice"}
    t = _variant("dev-219-seraph-no-life-from-lethal-attack.yaml", tmp_path, survives)
    assert list(t.fired()) == ["f2: seraph → knight"]                 # not itself: «другое ваше существо»


def test_target_has_reads_the_ability_and_own_includes_itself(tmp_path):
    def no_valhalla(doc):
        f3 = feature(doc, 0, "f3")
        f3.update({"kind": "permanent"})
        f3.pop("keyword"), f3.pop("touches")
        doc["expect"] = {"verdict": "traced"}
    assert list(_variant("dev-412-snorgang-archer-shoots-for-herself.yaml", tmp_path, no_valhalla).fired()) == []
    t = rule_scenario(load_scenario(_path("dev-412-snorgang-archer-shoots-for-herself.yaml")), ["classic"])[0].answer
    assert list(t.fired()) == ["f1: archer → orc"]


def test_a_feature_laid_by_a_link_fires_on_the_links_after_it_in_chain_and_trace():
    """Stack points: at the start of the turn the inactive player's trigger resolves first (classic 2012 215.4),
    so the aura it lays is in force when the active player's wound resolves — the same in `chain` and trace."""
    path = _path("dev-125-fire-worshipper-aura-before-enemy-start-trigger.yaml")
    sc = load_scenario(path)
    trace = rule_scenario(sc, ["classic"])[0].answer
    state = replace(sc.state, active=sc.state.active.other() if hasattr(sc.state.active, "other") else
                    next(c.controller for c in sc.state.cards if c.id == "burner"))
    chain = _chain(path, state, Event("turn_start", None, None, ()))
    want = ["f1: worshipper → worshipper", "f1: burner → worshipper", "aura: worshipper → burner"]
    assert chain.executed() == want == list(trace.fired())
    assert len(chain.outcomes) == 1


def test_defend_event_names_the_defended_card_and_the_heal_precedes_the_battle():
    t = rule_scenario(load_scenario(_path("dev-281-bjorn-heals-before-battle.yaml")), ["classic"])[0].answer
    step_of = {}
    for i, s in enumerate(t.steps):
        for n in s.notes:
            step_of.setdefault(n.what, i)
    assert list(t.fired()) == ["f1: bjorn → ally"]
    assert step_of["trigger"] < step_of["battle"]


def test_accumulating_a_token_is_gaining_but_not_the_reverse(tmp_path):
    """classic 2012 218.3 / 218.5: the tracer's accumulate_token gives one token and fires an event of classes
    accumulate_token and gain; the Тотем fires on it, the chain from a mere gain does not (dev-033)."""
    path = _path("dev-033-thunder-totem-concentration-is-not-accumulating.yaml")
    sc = load_scenario(path)
    acc = _chain(path, sc.state, Event("accumulate_token", "owl", "owl", ()))
    assert acc.executed() == ["f1: totem → owl"]
    gained = rule_scenario(sc, ["classic"])[0].answer
    assert gained.executed() == [] and "classic-2012:218.5" in gained.cites()

    def accumulate(doc):
        doc["state"] = {"active": "first"}
        doc["question"] = {"kind": "sequence", "events": [
            {"declare": "acc", "action": {"kind": "accumulate_token", "source": "owl"}, "closes": True},
            {"resolve": "acc"}]}
        doc["expect"] = {"verdict": "traced"}
    t = _variant("dev-033-thunder-totem-concentration-is-not-accumulating.yaml", tmp_path, accumulate)
    assert list(t.fired()) == ["f1: totem → owl"] and t.final["owl"]["tokens"] == 1
    assert "classic-2012:218.3" in t.cites()


def test_a_death_is_entering_the_graveyard_but_not_the_reverse(tmp_path):
    """2012 glossary «Death»: a destroyed card enters the graveyard (`graveyard` listeners fire on it); a card put
    there otherwise is not dead (`destroy` listeners do not fire): dev-141, dev-411, dev-412."""
    def destroyed_in_play(doc):
        read_crypt_trigger(doc)
        viking = doc["cards"][1]
        viking.pop("zone")
        viking["cell"] = [4, 3]
        doc["question"]["events"] = [{"destroy": "viking"}]
        doc["expect"] = {"verdict": "traced"}
    t = _variant("dev-141-viking-jarl-deck-to-graveyard-not-death.yaml", tmp_path, destroyed_in_play)
    assert list(t.fired()) == ["f1: crypt → crypt"] and t.final["crypt"]["tokens"] == 1

    def discarded_flyer_is_not_counted(doc):
        doc["cards"][1]["inline"]["type"] = "flyer"
        doc["expect"] = {"verdict": "traced"}
    assert list(_variant("dev-141-viking-jarl-deck-to-graveyard-not-death.yaml", tmp_path,
                         discarded_flyer_is_not_counted).fired()) == []
    t = rule_scenario(load_scenario(_path("dev-411-snorgang-archer-valhalla-discarded.yaml")), ["classic"])[0].answer
    assert list(t.fired()) == ["f1: archer → orc"]


def test_a_sequence_in_a_row_needs_the_turns_history():
    """«подряд» is read off the trace's log of abilities; a `chain` question has none: unknown, never a guess."""
    path = _path("dev-292-eyes-of-krong-open-once.yaml")
    sc = load_scenario(path)
    chain = _chain(path, sc.state, Event("strike", "bear", "orc", (("mode", "simple"),)))
    assert chain.verdict == "unknown" and any("history" in u for u in chain.unknown)
    trace = rule_scenario(sc, ["classic"])[0].answer
    assert list(trace.fired()) == ["f1: eyes → eyes"]        # once: its own opening breaks the sequence
