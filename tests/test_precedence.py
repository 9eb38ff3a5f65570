"""The precedence between meta-rules is data; it is acyclic and decides every pair of clauses."""
import itertools

import networkx as nx

from legality.clauses import ActiveClause
from legality.expr import TRUE
from legality.precedence import META_RULES, ORDER, PRECEDENCE, decision, precedence_graph
from legality.registry import EDITIONS, all_rules, topic_rule
from model import Modality


def test_precedence_graph_is_acyclic_and_total_on_its_meta_rules():
    g = precedence_graph()
    assert nx.is_directed_acyclic_graph(g)
    assert set(g.nodes) == set(META_RULES)
    assert ORDER == ("axe", "prohibition", "last-applied")
    # the order is a chain: every two meta-rules are comparable, so no pair of them is left undecided
    closure = nx.transitive_closure_dag(g)
    for a, b in itertools.combinations(META_RULES, 2):
        assert closure.has_edge(a, b) or closure.has_edge(b, a), (a, b)


def test_every_meta_rule_has_its_text_in_every_edition():
    for ed in EDITIONS:
        for m in META_RULES.values():
            if ed == "classic-2012" and m.key == "last-applied":
                assert topic_rule(ed, m.topic) is None   # the 2012 rules have no such rule: not applied
                continue
            r = topic_rule(ed, m.topic)
            assert r is not None and r.meta == m.key, (ed, m.key)


def clause(origin, modality, overrides=(), permanent=True, timestamp=0, topic="t"):
    return ActiveClause(key=f"{origin}-{modality}-{timestamp}", modality=modality, when=TRUE, origin=origin,
                        rule=None, code="c", message="m", topic=topic, overrides=overrides, permanent=permanent,
                        timestamp=timestamp)


def winner(p, f, in_force=ORDER):
    """The decision with the given meta-rules in force: first way with no blocking meta-rule in force."""
    for m, hs in decision(p, f).permit_wins_via:
        if m in in_force and not [h for h in hs if h in in_force]:
            return "permit", m
    return "forbid", None


def test_every_pair_is_decided_exactly_once():
    """Exhaustive over the finite space of clause attributes the meta-rules read: exactly one winner."""
    for p_origin, f_origin, explicit, p_perm, f_perm, order in itertools.product(
            ("rule", "card"), ("rule", "card"), (False, True), (False, True), (False, True), (-1, 0, 1)):
        p = clause(p_origin, Modality.PERMIT, ("t",) if explicit else (), p_perm, 1 + order)
        f = clause(f_origin, Modality.FORBID, (), f_perm, 1)
        w, by = winner(p, f)
        said = {m: META_RULES[m].decide(p, f) for m in ORDER}
        speaking = [m for m in ORDER if said[m] is not None]
        assert speaking, "some meta-rule always speaks (the prohibition rule does)"
        assert w == said[speaking[0]], (p, f, said)
        if by is not None:
            assert by == speaking[0]


def test_axe_rule_needs_an_explicit_override():
    rule_forbid = clause("rule", Modality.FORBID, topic="defender-limit")
    assert winner(clause("card", Modality.PERMIT, ("defender-limit",)), rule_forbid) == ("permit", "axe")
    assert winner(clause("card", Modality.PERMIT, ()), rule_forbid) == ("forbid", None)
    assert winner(clause("rule", Modality.PERMIT, ("defender-limit",)), rule_forbid) == ("forbid", None)


def test_prohibition_beats_a_later_permission_but_only_while_its_rule_is_in_force():
    forbid = clause("card", Modality.FORBID, timestamp=0)
    later = clause("card", Modality.PERMIT, timestamp=5)
    assert winner(later, forbid) == ("forbid", None)
    assert winner(later, forbid, in_force=("axe", "last-applied")) == ("permit", "last-applied")


def test_meta_rules_are_registered_rules():
    metas = {r.meta for r in all_rules() if r.meta}
    assert metas == set(META_RULES)
    assert {a for a, _ in PRECEDENCE} | {b for _, b in PRECEDENCE} == set(META_RULES)
