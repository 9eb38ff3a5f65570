"""«… которое действует» fires after the card action's payment, the attacker's closing included
(classic:ruling-dev-477, Ловчий's trap): its strike has dealt its wounds, and it is closed when the trap hits."""
from __future__ import annotations

import os

from tests.variants import by_doc

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRAP = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-477-hunter-trap-after-the-action.yaml")


def _notes(ans):
    return [(n.what, n.text) for s in ans.steps for n in s.notes]


def test_the_trap_fires_after_the_strike_and_the_closing(tmp_path):
    ans = by_doc(tmp_path, TRAP, lambda doc: None)
    notes = _notes(ans)
    dealt = notes.index(("effect", "dummy takes 2 wounds"))
    closes = next(i for i, (w, t) in enumerate(notes) if w == "closes" and "orc" in t)
    fires = next(i for i, (w, t) in enumerate(notes) if w == "trigger" and "fires on the act" in t)
    assert dealt < closes < fires
    assert "classic:ruling-dev-477" in ans.cites()
    assert list(ans.outcome["died"]) == ["orc"]


def test_a_strong_creature_survives_closed(tmp_path):
    def tough(doc):
        doc["cards"][1]["inline"]["lives"] = 8
    ans = by_doc(tmp_path, TRAP, tough)
    assert ans.final["orc"]["wounds"] == 3 and ans.final["orc"]["open"] is False
