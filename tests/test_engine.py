"""One engine: the tracer fires the cards' triggers through the `chain` question's own builder, keeps lasting
effects for their duration and counts the uses of limited features (legality/stack/firing.py, lasting.py)."""
from __future__ import annotations

import os

import pytest

from legality.api import load_scenario, rule_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SC = os.path.join(ROOT, "legality", "scenarios")


def _answer(rel: str, edition: str | None = None):
    sc = load_scenario(os.path.join(SC, rel))
    return rule_scenario(sc, [edition] if edition else None)[0].answer


@pytest.mark.parametrize("edition", ["classic", "classic-2012", "heroes"])
def test_chain_and_trace_fire_the_same_links(edition):
    """The same strike asked as a `chain` and traced on the stack: the same effects, cut by the same rule."""
    chain = _answer("chains/foot-knights-522.yaml", edition)
    trace = _answer("stack/trigger-riposte-on-stack.yaml", edition)
    assert list(trace.fired()) == chain.executed()
    cut_rules = set(chain.chain.cut.rules)
    cut_notes = [n for s in trace.steps for n in s.notes if n.what == "chain-cut"]
    assert len(cut_notes) == 1 and set(cut_notes[0].rules) == cut_rules


def test_trace_without_triggers_never_builds_a_chain(monkeypatch):
    import legality.questions.chain as chain_kind

    def boom(*a, **k):
        raise AssertionError("no card has a trigger: nothing may fire")
    monkeypatch.setattr(chain_kind, "rule_chain", boom)
    t = _answer("stack/battle-classic-open.yaml")
    assert t.fired() == () and t.branches == ()


def test_optional_trigger_reports_both_choices():
    t = _answer("rulings/dev-120-orc-berserker-rage-lasts.yaml")
    assert t.verdict == "choice"
    (branch,) = t.branches
    assert [o["executed"] for o in branch["outcomes"]] == [["f2: orc → orc"], []]
    assert "declined" in branch["outcomes"][1]["witness"][0]
    assert "classic-2012:405.3" in t.cites()           # «может» may be declined
    assert t.final["orc"]["effects"] == ["orc/rage-plus"]


def test_use_limit_spent_at_payment_classic_at_declaration_heroes():
    classic = _answer("stack/use-limit-interrupted.yaml", "classic-2012")
    heroes = _answer("stack/use-limit-interrupted.yaml", "heroes")
    assert classic.outcome["resolved"] == ("h2",) and "classic-2012:216.12" in classic.cites()
    assert heroes.outcome["not_entered"] == ("h2",) and "heroes:114.4" in heroes.cites()


def test_trigger_limit_counts_across_events():
    t = _answer("rulings/dev-134-shield-gnome-obliged.yaml")
    blocked = [n.text for s in t.steps for n in s.notes if n.what == "trigger" and "used up" in n.text]
    assert t.fired() == ("f2: gnome → a1", "f2: gnome → a2") and len(blocked) == 1


def test_lasting_effect_is_seen_by_a_state_question_and_ends():
    t = _answer("rulings/dev-295-priest-king-memory-loss.yaml")
    assert t.asked == ("knight Броня: no", "knight Броня: no", "knight Броня: yes")
    ends = [n for s in t.steps for n in s.notes if n.what == "lasting-ends"]
    assert ends and "king1 has left play" in ends[0].text


def test_next_strike_effect_outlives_its_source():
    t = _answer("rulings/dev-159-bird-speaker-effect-stays.yaml")
    assert t.final["troll"]["effects"] == ["speaker/weak-next"]


def test_effect_the_trace_cannot_apply_is_unknown(tmp_path):
    text = open(os.path.join(SC, "rulings", "dev-095-training-dummy-destroyed.yaml"), encoding="utf-8").read()
    p = tmp_path / "dummy-survives.yaml"
    assert "strike: [7, 7, 7]" in text                         # a weak striker: the dummy (6 lives) survives
    p.write_text(text.replace("strike: [7, 7, 7]", "strike: [2, 2, 2]"), encoding="utf-8")
    t = rule_scenario(load_scenario(str(p)))[0].answer
    assert t.fired() == ("f2: dummy → orc",)
    assert t.verdict == "unknown" and any("dummy-bonus" in u for u in t.unknown)


def test_scenario_built_in_python_with_card_triggers_and_modifiers():
    """A scenario given as plain dicts (the Python API, bench/engine.py) hashes its cards' params as a file's do;
    each strike is valued with both cards' modifiers (2 +1 -1) and fires both cards' triggers."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("bench_engine", os.path.join(ROOT, "bench", "engine.py"))
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    from legality.scenario import parse_scenario
    for engine in ("fast", "z3"):
        t = rule_scenario(parse_scenario("<api>", bench.scenario_doc(12)), engine=engine)[0].answer
        assert t.verdict == "traced" and len(t.outcome["resolved"]) == 12
        assert len(t.fired()) == 24
        assert t.final["a0"]["tokens"] == 3 and t.final["d0"]["wounds"] == 3     # three strikes: 2 dealt, 1 healed, each


def test_compiled_base_card_with_a_trigger_is_traced(tmp_path):
    """A card compiled from the real base keeps its trigger's parameters as plain mappings; in a traced state
    they are hashed like a file's (was: unhashable dict)."""
    p = tmp_path / "latnik.yaml"
    p.write_text("""title: t
edition: classic
card_base: classic-relaunch-cards.json
cards:
  - {id: l1, card: Пеший латник, from: base, controller: first, cell: [3, 3]}
  - {id: l2, card: Пеший латник, from: base, controller: second, cell: [3, 4], open: false}
state: {active: first}
question:
  kind: sequence
  events:
    - declare: hit
      action: {kind: simple_strike, source: l1, target: l2}
      strength: weak
    - resolve: hit
""", encoding="utf-8")
    t = rule_scenario(load_scenario(str(p)), ["classic"])[0].answer
    assert t.outcome["resolved"] == ("hit",)
