"""The z3 engine keeps verdicts per question shape; two situations alike in clauses and facts but not in the notes
that shaped them (a hidden card's text set aside, legality/hidden.py) are two questions: the second must not get the
first's verdict without its note (it did, depending on the order questions were asked in)."""
from dataclasses import replace

from legality.api import builtin_scenarios
from legality.situation import build
from legality.verdict import Reason
from legality.z3_engine import Z3Engine


def test_a_note_is_part_of_the_kept_verdict():
    sc = next(s for s in builtin_scenarios() if type(s.question).__name__ == "LegalQuestion")
    sit = build(sc.state, sc.question.action, sc.edition)
    note = Reason(code="noted", rule="classic:ruling-dev-081", rules=("classic:ruling-dev-081",),
                  message="a hidden card's text is set aside", fixes=(), clauses=())
    engine = Z3Engine()
    plain = engine.rule(replace(sit, noted=()))
    noted = engine.rule(replace(sit, noted=(note,)))
    assert plain.verdict == noted.verdict
    assert "classic:ruling-dev-081" in noted.cites() and "classic:ruling-dev-081" not in plain.cites()


def test_the_direct_evaluator_keeps_verdicts_by_the_same_key():
    """The direct evaluator keeps verdicts too (evaluator._VERDICTS): the notes are part of its key, and two
    situations whose clauses read different truths get their own verdicts."""
    from legality import evaluator
    evaluator.forget_verdicts()
    sc = next(s for s in builtin_scenarios() if type(s.question).__name__ == "LegalQuestion")
    sit = build(sc.state, sc.question.action, sc.edition)
    note = Reason(code="noted", rule="classic:ruling-dev-081", rules=("classic:ruling-dev-081",),
                  message="a hidden card's text is set aside", fixes=(), clauses=())
    plain = evaluator.rule(replace(sit, noted=()))
    noted = evaluator.rule(replace(sit, noted=(note,)))
    assert "classic:ruling-dev-081" in noted.cites() and "classic:ruling-dev-081" not in plain.cites()
    assert evaluator.rule(replace(sit, noted=())) is plain          # kept
    assert Z3Engine().rule(sit).verdict == evaluator.rule(sit).verdict
