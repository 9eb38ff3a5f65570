"""The meta-rules' order is networkx's lexicographical topological sort of the precedence graph (computed by
hand in precedence.py so that commands need not import networkx)."""
import networkx as nx

from legality.precedence import ORDER, precedence_graph


def test_order_is_the_lexicographical_topological_sort_of_the_precedence_graph():
    assert ORDER == tuple(nx.lexicographical_topological_sort(precedence_graph()))
