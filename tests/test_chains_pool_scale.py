"""The static "can trigger" graph of a large pool: triggers of one shape are compared once and many-to-many
edges go through hub nodes, with the same cycles, witnesses and edge count as the full graph."""
from __future__ import annotations

import os
from dataclasses import replace

import pytest

from graphs import static
from legality.cards_io import BUILTIN_DIR
from legality.chain_rules import COUNTERSTRIKE, event_classes
from legality.triggers import load_pool


def copied(n_copies: int):
    cards, trigs = load_pool(os.path.join(BUILTIN_DIR, "chain-examples.yaml"))
    pool, out = [], {}
    for k in range(n_copies):
        for c in cards:
            name = f"{c.name} {k}" if k else c.name
            pool.append(replace(c, name=name))
            for f in c.features:
                t = trigs.get((c.name, f.id))
                if t is not None:
                    out[(name, f.id)] = replace(t, card=name, by_card=f"{t.by_card} {k}" if k and t.by_card
                                                else t.by_card)
    return pool, out


def graph(order, edition):
    return static.build(order + [COUNTERSTRIKE], lambda e: event_classes(e, edition))[0]


@pytest.mark.parametrize("edition", ["classic", "heroes"])
def test_hubs_keep_the_cycles_witnesses_and_edges_of_the_full_graph(edition, monkeypatch):
    pool, trigs = copied(30)
    order = [trigs[(c.name, f.id)] for c in pool for f in c.features if (c.name, f.id) in trigs]
    hubbed = graph(order, edition)
    monkeypatch.setattr(static, "HUB_FROM", 10**9)
    full = graph(order, edition)
    assert not any(full.nodes[n].get("hub") for n in full) and any(hubbed.nodes[n].get("hub") for n in hubbed)
    assert hubbed.graph == full.graph and full.graph["edges"] == full.number_of_edges()
    assert hubbed.number_of_edges() < full.number_of_edges() / 4
    assert [(c.features, c.witness) for c in static.cycles(hubbed)] == \
        [(c.features, c.witness) for c in static.cycles(full)]


def test_a_pool_of_ten_thousand_cards_is_quick():
    from legality.cli.cmd_chain import pool_graph
    pool, trigs = copied(1000)
    g, _, found = pool_graph(pool, trigs, "classic")
    assert len(pool) == 10000 and g.graph["features"] == 7001 and g.graph["edges"] > 7_000_000
    assert g.number_of_edges() < 50_000
    # every copy of a self-triggering card loops; the copies of Атакующий's pair make one loop of 2000
    assert max(len(c.features) for c in found) == 2000
