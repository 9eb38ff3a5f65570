"""A second curse replaced by a wound (`params.instead_of_state`, legality/stack/firing.py `state_replaced`; classic
2012 419.1): Ренниах's feature on any cursed creature, his own too (the judges' dev-192), within its use limit."""
from __future__ import annotations

from pathlib import Path

from tests.variants import by_doc

RENNIAH = (Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
           / "dev-192-renniah-own-cursed-creature.yaml")


def _jinx(n):
    def edit(doc):
        ev = []
        for i in range(n):
            ev += [{"declare": f"j{i}", "action": {"kind": "effect", "source": "renniah", "target": "imp",
                                                   "ability": "f2", "generated": True}},
                   {"resolve": f"j{i}"}]
        doc["question"]["events"] = ev
    return edit


def test_an_enemy_cursed_creature_alike(tmp_path):
    def edit(doc):
        doc["cards"][1]["controller"] = "second"
    assert by_doc(tmp_path, RENNIAH, edit).final["imp"]["wounds"] == 1


def test_an_uncursed_creature_is_cursed_not_wounded(tmp_path):
    def edit(doc):
        doc["cards"][1].pop("states")
    assert by_doc(tmp_path, RENNIAH, edit).final["imp"]["wounds"] == 0


def test_three_times_a_turn(tmp_path):
    t = by_doc(tmp_path, RENNIAH, _jinx(4))
    assert t.final["imp"]["wounds"] == 3, t.unknown
