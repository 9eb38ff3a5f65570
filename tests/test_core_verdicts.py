"""Verdict details that scenario expectations do not spell out: reasons as minimal sets, both engines equal."""
from dataclasses import replace

from legality.api import builtin_scenarios, rule_action
from model import Step

SC = {s.id: s for s in builtin_scenarios()}


def verdict(sid, edition=None, engine="z3", **action_changes):
    sc = SC[sid]
    action = replace(sc.question.action, **action_changes) if action_changes else sc.question.action
    return rule_action(sc.state, action, edition or sc.edition, engine)


def test_joker_reason_rests_on_the_prohibition_rule_not_on_the_permission():
    v = verdict("joker-archmage-accumulate")
    assert v.verdict == "illegal"
    assert len(v.reasons) == 1
    r = v.reasons[0]
    assert set(r.clauses) == {"card:joker/no-tokens", "meta:prohibition"}
    assert r.card == "joker" and r.feature == "no-tokens"
    assert r.text == "Не может накапливать или получать фишки"


def test_without_a_later_permission_the_prohibition_needs_no_precedence_rule():
    # Джокер alone: nothing permits accumulating, so the card clause is the whole reason
    sc = SC["joker-archmage-accumulate"]
    state = replace(sc.state, cards=tuple(c for c in sc.state.cards if c.id == "joker"))
    state = replace(state, cards=tuple(replace(c, effects=()) for c in state.cards))
    v = rule_action(state, sc.question.action, "classic-b")
    assert v.verdict == "illegal"
    assert [set(r.clauses) for r in v.reasons] == [{"card:joker/no-tokens"}]


def test_two_independent_reasons_are_both_reported():
    # X = 0 tokens played under heroes: a player-declared X of 0 (512.4) ... and under classic-b a zero-token
    # payment that the source also cannot... use Ядовитое пламя: 512.3.1 and 106.1.2 forbid it independently
    v = verdict("poison-flame-x-zero")
    assert v.verdict == "illegal"
    rules = sorted(r.rule for r in v.reasons)
    assert rules == ["heroes:106.1.2", "heroes:512.3.1"]
    assert all(len(r.clauses) == 1 for r in v.reasons)


def test_lokken_legal_names_the_permission_the_axe_rule_and_the_overridden_limit():
    v = verdict("lokken-defends-twice")
    assert v.verdict == "legal"
    assert [r.card for r in v.decided_by] == ["lokken"]
    assert v.decided_by[0].rules == ("heroes:511.1", "heroes:509.3") or set(v.decided_by[0].rules) == {
        "heroes:511.1", "heroes:509.3"}
    assert [r.rule for r in v.overridden] == ["heroes:509.3"]


def test_lokken_first_defence_needs_no_override():
    v = verdict("lokken-defends-twice", engine="z3")
    sc = SC["lokken-defends-twice"]
    state = replace(sc.state, cards=tuple(replace(c, defended_this_turn=0) for c in sc.state.cards))
    v = rule_action(state, sc.question.action, "heroes")
    assert v.verdict == "legal" and not v.overridden and not v.decided_by


def test_consequence_only_after_declaration():
    assert verdict("open-open-card").consequence is None
    v = verdict("open-open-card", step=Step.EXECUTION)
    assert v.verdict == "illegal"
    assert v.consequence_rules == ("classic-b:нелегальность.стек",)


def test_engines_agree_on_every_builtin_question_and_edition():
    for sc in SC.values():
        if sc.kind != "legal":
            continue
        for ed in ("classic", "classic-b", "classic-2012", "heroes"):
            a = rule_action(sc.state, sc.question.action, ed, "z3")
            b = rule_action(sc.state, sc.question.action, ed, "fast")
            assert (a.verdict, a.reasons, a.decided_by, a.overridden) == (b.verdict, b.reasons, b.decided_by,
                                                                          b.overridden), (sc.id, ed)


def test_text_not_understood_gives_unknown_with_its_cause_under_both_engines():
    for engine in ("z3", "fast"):
        v = verdict("unknown-card-text", engine=engine)
        assert v.verdict == "unknown"
        assert v.unknown == ("card text not modelled: Странный страж (odd) «В ход противника может открываться» "
                             "— could touch open, open_state",)


def test_solver_giving_up_is_unknown_never_legal(monkeypatch):
    import z3

    import legality.z3_engine as engine_module
    from legality.situation import build
    from legality.z3_engine import Z3Engine
    sc = SC["lokken-defends-twice"]
    sit = build(sc.state, sc.question.action, "heroes")
    eng = Z3Engine(timeout_ms=1)
    monkeypatch.setattr(engine_module, "check", lambda solver, terms: z3.unknown)
    monkeypatch.setattr(z3.Solver, "reason_unknown", lambda self: "timeout")
    v = eng.rule(sit)
    assert v.verdict == "unknown" and v.unknown == ("solver gave up: timeout",)
