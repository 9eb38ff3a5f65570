"""A compound effect's later part choosing cards by class (`choose: {classes: [...]}`, legality/declared_parts.py),
as a trigger's own choice does: Валгор closes his linungs and no other creature (the judges' dev-142)."""
from __future__ import annotations

from pathlib import Path

from tests.variants import by_doc

VALGOR = (Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
          / "dev-142-valgor-one-bonus-per-turn.yaml")


def test_only_linungs_are_closed_and_the_bonus_is_one(tmp_path):
    def edit(doc):
        doc["cards"][2]["inline"]["class"] = ["Гном"]          # l2 is no linung
    t = by_doc(tmp_path, VALGOR, edit)
    assert t.final["l1"]["open"] is False and t.final["l2"]["open"] is True
    assert t.final["l2"].get("tokens", 0) == 0 and t.final["orc"]["wounds"] == 2

