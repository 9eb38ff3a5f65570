"""A «До набора отряда …» sentence that grants a card a feature it keeps in the game (Линнет's «это существо
получает особенность …») stays text: the compiled card does not answer the judges' dev-294 with a feature it
never granted (it said «lacks it» before), and the scenario's reading of the grant gives the ruling."""
from __future__ import annotations

import os

from tests.variants import by_doc

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LINNET = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-294-priest-king-spares-linnet-bond.yaml")


def test_the_grant_unread_is_unknown(tmp_path):
    def unread(doc):
        linnet = next(c for c in doc["cards"] if c["id"] == "linnet")
        linnet.pop("readings")
        for e in doc["cards"][0]["effects"]:
            if e["feature"] == "bond":
                e["feature"] = "f2"           # the compiled sentence, kept as text
    ans = by_doc(tmp_path, LINNET, unread)
    assert ans.verdict == "unknown"
    assert any("получает особенность Погибает" in u for u in ans.unknown)


def test_the_grant_read_gives_the_ruling(tmp_path):
    ans = by_doc(tmp_path, LINNET, lambda d: None)
    assert ans.verdict == "decided" and ans.value is True          # it keeps the acquired feature
