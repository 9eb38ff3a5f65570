"""Differential tests: the direct evaluator and the z3 encoding must agree on generated situations.

Situations are generated at the level both evaluators read: facts drawn from the vocabulary's domains,
rule clauses drawn from the registry, card clauses with random conditions, origins, timestamps and
overrides, and a random subset of the meta-rules in force. Thousands per run, fixed seed.
"""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from legality import evaluator
from legality.api import z3_engine
from legality.clauses import ActiveClause
from legality.expr import All, Any, Cmp, Const, In, Not, Var
from legality.facts import FACTS
from legality.registry import EDITIONS, all_rules
from legality.situation import Situation, decide_all, meta_clauses
from model import Modality

CARD_IDS = ("a", "b", "c", "none")
TOPICS = sorted({r.topic for r in all_rules()} | {r.clause_topic(c) for r in all_rules() for c in r.clauses})
RULE_CLAUSES = [
    ActiveClause(key=f"{r.id}/{c.id}", modality=c.modality, when=c.when, origin="rule", rule=r.id, code=c.code,
                 message=c.message, topic=r.clause_topic(c))
    for r in all_rules() for c in r.clauses
]
NAMES = sorted(FACTS)


def domain(name):
    spec = FACTS[name]
    if spec.type is bool:
        return st.booleans()
    if spec.type is int:
        return st.integers(min_value=-1, max_value=3)
    if name in ("action.source", "action.target"):
        return st.sampled_from(CARD_IDS)
    return st.sampled_from(spec.domain)


facts_st = st.fixed_dictionaries({n: domain(n) for n in NAMES})


def atom():
    return st.sampled_from(NAMES).flatmap(
        lambda n: domain(n).map(lambda v: Cmp("==", Var(n), Const(v))) if FACTS[n].type is not int else
        st.tuples(st.sampled_from(["==", "!=", "<", "<=", ">", ">="]), st.integers(-1, 3)).map(
            lambda t: Cmp(t[0], Var(n), Const(t[1]))))


exprs = st.recursive(
    atom(),
    lambda inner: st.one_of(
        st.lists(inner, min_size=0, max_size=3).map(lambda xs: All(tuple(xs))),
        st.lists(inner, min_size=0, max_size=3).map(lambda xs: Any(tuple(xs))),
        inner.map(Not),
        st.sampled_from(NAMES).filter(lambda n: FACTS[n].type is str and n not in ("action.source", "action.target"))
        .flatmap(lambda n: st.lists(st.sampled_from(FACTS[n].domain), min_size=1, max_size=3, unique=True)
                 .map(lambda vs: In(Var(n), tuple(vs))))),
    max_leaves=6)


@st.composite
def card_clause(draw, i, rule_topics):
    # conditions are often simply true and overrides often name a topic of a drawn rule clause, so that
    # defeated prohibitions and precedence reasons are common in the generated space
    topics = st.sampled_from(sorted(rule_topics) or TOPICS) if draw(st.booleans()) else st.sampled_from(TOPICS)
    return ActiveClause(
        key=f"card:c{i}", modality=draw(st.sampled_from([Modality.FORBID, Modality.PERMIT, Modality.OBLIGE])),
        when=draw(st.one_of(st.just(All(())), exprs)), origin="card", rule=None, code="card",
        message=f"card clause {i}", topic="card-text",
        overrides=tuple(draw(st.lists(topics, max_size=2, unique=True))),
        permanent=draw(st.booleans()), timestamp=draw(st.integers(0, 3)), card=f"c{i}", feature="f", text="…")


@st.composite
def synthetic_rule_clause(draw, i):
    """A rule clause with a generated condition (often true), beside the registry's real ones."""
    return ActiveClause(
        key=f"synthetic:{i}", modality=draw(st.sampled_from([Modality.FORBID, Modality.PERMIT])),
        when=draw(st.one_of(st.just(All(())), exprs)), origin="rule", rule=f"synthetic:{i}", code="synthetic",
        message=f"synthetic rule clause {i}", topic=draw(st.sampled_from(TOPICS)))


@st.composite
def situations(draw):
    edition = draw(st.sampled_from(EDITIONS))
    rules = draw(st.lists(st.sampled_from(RULE_CLAUSES), max_size=5, unique_by=lambda c: c.key))
    rules += [draw(synthetic_rule_clause(i)) for i in range(draw(st.integers(0, 2)))]
    n = draw(st.integers(0, 4))
    cards = [draw(card_clause(i, {r.topic for r in rules})) for i in range(n)]
    if draw(st.integers(0, 2)) == 0:   # a card text that explicitly contradicts a rule clause in force
        target = draw(st.sampled_from(rules)) if rules else draw(synthetic_rule_clause(9))
        rules = rules if rules else [target]
        cards.append(ActiveClause(
            key="card:axe", modality=Modality.PERMIT, when=draw(st.one_of(st.just(All(())), exprs)), origin="card",
            rule=None, code="card", message="card permission", topic="card-text", overrides=(target.topic,),
            permanent=draw(st.booleans()), timestamp=draw(st.integers(0, 3)), card="axe", feature="f", text="…"))
    if draw(st.integers(0, 2)) == 0:   # a card prohibition and a later card permission (Джокер and Архимаг)
        cards.append(ActiveClause(
            key="card:no", modality=Modality.FORBID, when=draw(st.one_of(st.just(All(())), exprs)), origin="card",
            rule=None, code="card", message="card prohibition", topic="card-text", permanent=True, timestamp=0,
            card="no", feature="f", text="…"))
        cards.append(ActiveClause(
            key="card:yes", modality=Modality.PERMIT, when=draw(st.one_of(st.just(All(())), exprs)), origin="card",
            rule=None, code="card", message="card permission", topic="card-text", permanent=draw(st.booleans()),
            timestamp=draw(st.integers(0, 2)), card="yes", feature="f", text="…"))
    metas = meta_clauses(edition)
    if draw(st.booleans()):   # half the time a random subset of the edition's meta-rules is in force
        metas = [m for m in metas if draw(st.booleans())]
    clauses = tuple(rules + cards)
    return Situation(edition, draw(facts_st), clauses, tuple(metas), decide_all(clauses, metas), ())


def key(v):
    return (v.verdict, v.reasons, v.decided_by, v.overridden, v.undecided, v.unknown)


@settings(max_examples=2000, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(situations())
def test_evaluators_agree(sit):
    fast = evaluator.rule(sit)
    z3v = z3_engine().rule(sit)
    assert key(fast) == key(z3v)


def test_generator_reaches_both_verdicts_and_overrides():
    """The generated space is not trivial: it contains illegal verdicts, legal ones, defeated prohibitions, and
    prohibitions left undecided (a meta-rule subset in force that says nothing on a pair)."""
    seen = set()

    @settings(max_examples=400, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(situations())
    def probe(sit):
        v = evaluator.rule(sit)
        seen.add(v.verdict)
        if v.overridden:
            seen.add("overridden")
        if any(len(r.clauses) > 1 for r in v.reasons):
            seen.add("meta-in-reason")
        if v.undecided:
            seen.add("undecided")

    probe()
    assert {"legal", "illegal", "unknown", "overridden", "meta-in-reason", "undecided"} <= seen
