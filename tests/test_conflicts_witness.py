"""The pool scan's z3 answers checked by the direct evaluator (one semantics, two evaluators): every witness
makes both features apply, and no situation the direct evaluator finds is missed by z3."""
from __future__ import annotations

import importlib.util
import os

from hypothesis import given, settings, strategies as st

from legality.card_effects import ELEMENTS, rename
from legality.conflicts import witness as W
from legality.conflicts.index import candidates
from legality.conflicts.pool import apps_of, load_pool, pool_paths
from legality.expr import evaluate
from model import CardType

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
APPS = apps_of(load_pool(pool_paths([])))
PAIRS = [(APPS[x], APPS[y]) for x, y, _ in candidates(APPS).pairs]


def _bench():
    spec = importlib.util.spec_from_file_location("bench_conflicts", os.path.join(ROOT, "bench", "conflicts.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_every_witness_makes_both_features_apply():
    apps = apps_of(_bench().generate(400))
    W.use_pool("bench-400")
    checked = 0
    for x, y, _ in candidates(apps).pairs:
        a, b = apps[x], apps[y]
        w = W.pair_witness(a, b)
        if w is None:
            continue
        assert evaluate(rename(a.applies, "a"), w) and evaluate(rename(b.applies, "b"), w), (a.label, b.label, w)
        checked += 1
    assert checked > 50


envs = st.fixed_dictionaries({
    "subject.type": st.sampled_from(CardType.values()), "subject.element": st.sampled_from(ELEMENTS),
    "subject.open": st.booleans(), "subject.wounds": st.integers(0, 3), "subject.tokens": st.integers(0, 3),
    "subject.cost": st.integers(0, 6), "subject.is_defender": st.booleans(),
    **{f"{s}.{r}": st.booleans() for s in ("a", "b") for r in W.RELATIONS}})


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(PAIRS), envs)
def test_z3_finds_every_situation_the_direct_evaluator_finds(pair, env):
    W.use_pool("builtin")
    a, b = pair
    placed = all(env[f"a.{r}"] == env[f"b.{r}"] for r in W.RELATIONS) if a.card_key == b.card_key \
        else not (env["a.is_subject"] and env["b.is_subject"])
    both = all(evaluate(rename(e, s), env) for e, s in ((a.applies, "a"), (a.links, "a"), (b.applies, "b"),
                                                         (b.links, "b")))
    if placed and both:
        assert W.pair_witness(a, b) is not None
    if not evaluate(rename(a.applies, "a"), env) or not evaluate(rename(a.links, "a"), env):
        return
    assert not W.never_applies(a)


def _deontic_replays(cards):
    """Each deontic pair's witness as a game state, ruled by the legality core."""
    from legality.api import rule_action
    from legality.conflicts.replay import witness_state
    from legality.expr import evaluate as ev
    from legality.situation import build
    apps = apps_of(cards)
    by_key = {(p, i): c for p, i, c in cards}
    out = []
    for x, y, touched in candidates(apps).pairs:
        a, b = apps[x], apps[y]
        w = W.pair_witness(a, b) if a.kind == "deontic" else None
        if w is None:
            continue
        state, action = witness_state([a, b], by_key, w, touched)
        edition = "heroes" if a.game == "heroes" else "classic"
        sit = build(state, action, edition)
        permit_applies = any(c.feature == a.feature and ev(c.when, sit.facts) for c in sit.permits)
        out.append((a, b, rule_action(state, action, edition), permit_applies))
    return out


def test_the_core_rules_a_deontic_witness_as_the_scan_does():
    W.use_pool("replay-builtin")
    replays = _deontic_replays(load_pool(pool_paths([])))
    assert len(replays) >= 4
    for a, b, verdict, permit_applies in replays:
        # both clauses apply in the core's reading of the same situation, and the prohibition stands
        assert permit_applies, a.label
        assert verdict.verdict == "illegal"
        assert any(r.code == "card-forbid" and r.feature == b.feature for r in verdict.reasons), (a.label, b.label)


def test_the_core_agrees_on_generated_deontic_pairs():
    W.use_pool("replay-bench-500")
    replays = _deontic_replays(_bench().generate(500))
    assert len(replays) >= 10
    for a, b, verdict, permit_applies in replays:
        assert permit_applies and verdict.verdict in ("illegal", "unknown"), (a.label, b.label)
        assert any(r.code == "card-forbid" and r.feature == b.feature for r in verdict.reasons) \
            or verdict.unknown, (a.label, b.label)


def test_sharing_z3_questions_between_cards_changes_no_finding():
    from legality.cli.cmd_conflicts import to_json
    from legality.conflicts.scan import scan_pool

    class Inline:
        workers, where = 1, "inline"

        def map(self, fn, chunks, shared):
            return [fn(c, shared) for c in chunks]

    cards = _bench().generate(600)
    apps = apps_of(cards)
    shared, alone = (to_json(scan_pool(["g"], cards, apps, Inline(), share=s)) for s in (True, False))
    for key in ("pairs", "shadowed", "never_applies", "triples"):
        assert shared[key] == alone[key]
    assert shared["stats"]["z3_questions"] < shared["stats"]["z3_jobs"]
