"""Same-named abilities on one card: only the greatest X affects play (classic 2012 414.4), read for Броня by the
trace (legality/stack/armour.py): «сфера льда» on a creature with its own armour (the judges' dev-038)."""
from __future__ import annotations

from pathlib import Path

from tests.variants import by_doc

MOON = (Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
        / "dev-038-white-moon-armour-greatest.yaml")


def _knight(doc):
    return next(c for c in doc["cards"] if c["id"] == "knight")


def test_the_sphere_greater_than_its_own(tmp_path):
    t = by_doc(tmp_path, MOON, lambda d: None)
    assert t.final["knight"]["wounds"] == 2 and "classic-2012:414.4" in t.cites()


def test_its_own_greater_than_the_sphere(tmp_path):
    def edit(doc):
        _knight(doc)["inline"]["features"][0]["params"]["value"] = 4
        _knight(doc)["inline"]["features"][0]["text"] = "Броня 4"
    assert by_doc(tmp_path, MOON, edit).final["knight"]["wounds"] == 1


def test_the_sphere_alone(tmp_path):
    def edit(doc):
        _knight(doc)["inline"]["features"] = []
    assert by_doc(tmp_path, MOON, edit).final["knight"]["wounds"] == 2


def test_the_moon_herself_has_no_armour(tmp_path):
    """The sphere is a feature her spell lays (`duration`): not her own Броня."""
    from legality.scenario import parse_scenario
    from legality.stack.armour import armour_features
    moon = parse_scenario(str(MOON)).state.card("moon").card
    assert armour_features(moon) == [] and [f.id for f in armour_features(moon, laid=True)] == ["sphere"]
