"""Printed values compared by a card text (classic:ruling-dev-346): «с таким же значением слабого {strike}» in a
declared compound effect's `choose` (`same_weak_strike_as`, legality/stack/declared.py; the judges' dev-336) and a
trigger's `target_costlier` citing the printed costs (dev-394)."""
from __future__ import annotations

from pathlib import Path

from tests.variants import by_doc, feature

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
HERALD = RULINGS / "dev-336-herald-printed-weak-strike.yaml"
OMIDGAL = RULINGS / "dev-394-omidgal-printed-cost-lindwurm.yaml"


def test_the_printed_weak_strike_chooses_the_neighbours(tmp_path):
    t = by_doc(tmp_path, HERALD, lambda d: None)
    assert t.verdict == "traced"
    assert (t.final["ogre"]["wounds"], t.final["troll"]["wounds"], t.final["imp"]["wounds"]) == (1, 0, 0)
    assert "classic:ruling-dev-346" in t.cites()


def test_without_the_judges_reading_it_is_unknown(tmp_path):
    assert by_doc(tmp_path, HERALD, lambda d: None, edition="classic-2012").verdict == "unknown"

    def neighbours_only(doc):      # the comparison itself, with no «then» link before it
        params = feature(doc, 0, "f1")["params"]
        eff = params["effect"]
        params["effect"] = eff["then"]
        del eff["then"]["link"]
    t = by_doc(tmp_path, HERALD, neighbours_only, edition="classic-2012")
    assert t.verdict == "unknown" and any("weak strike" in u for u in t.unknown), t.unknown
    t = by_doc(tmp_path, HERALD, neighbours_only)
    assert (t.final["knight"]["wounds"], t.final["ogre"]["wounds"]) == (0, 1)


def test_a_neighbour_with_the_same_printed_strike_but_not_an_enemy_is_spared(tmp_path):
    def edit(doc):
        doc["cards"][2]["controller"] = "first"       # the ogre is ours now
    t = by_doc(tmp_path, HERALD, edit)
    assert t.final["ogre"]["wounds"] == 0


def test_omidgal_names_the_printed_costs(tmp_path):
    t = by_doc(tmp_path, OMIDGAL, lambda d: None)
    assert t.final["archer"]["open"] is True and "classic:ruling-dev-346" in t.cites()
