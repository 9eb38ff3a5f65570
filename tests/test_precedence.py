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
    deontic = [m for m in ORDER if "deontic" in META_RULES[m].speaks_on]
    assert deontic == ["axe", "prohibition", "last-applied"]
    # every two meta-rules that speak on a common kind of pair are comparable: none of their pairs is left
    # to the order of iteration
    closure = nx.transitive_closure_dag(g)
    for a, b in itertools.combinations(META_RULES, 2):
        if set(META_RULES[a].speaks_on) & set(META_RULES[b].speaks_on):
            assert closure.has_edge(a, b) or closure.has_edge(b, a), (a, b)


def test_each_edition_applies_the_meta_rules_it_has_text_for():
    # the 2012 rules have no last-applied rule; only heroes writes one for grant/remove pairs (111.3)
    missing = {("classic-2012", "last-applied")} | {(ed, "ability-last-applied") for ed in EDITIONS if ed != "heroes"}
    for ed in EDITIONS:
        for m in META_RULES.values():
            r = topic_rule(ed, m.topic)
            if (ed, m.key) in missing:
                assert r is None, (ed, m.key)
            else:
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
        said = {m: META_RULES[m].decide(p, f) for m in ORDER if "deontic" in META_RULES[m].speaks_on}
        speaking = [m for m in ORDER if m in said and said[m] is not None]
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
