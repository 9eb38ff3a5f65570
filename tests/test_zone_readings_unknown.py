"""The judges' readings of an ability's targets (legality/rules/zones.py: dev-304 the zone, dev-202 one card of each
class, dev-366 the count, dev-246 a quoted feature's text) are the classic edition's; under classic-b and
classic-2012, which have no such text, a target they would refuse is `unknown` naming the missing ruling, never
`legal` (legality/zones.py `reading_unknowns`)."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.variants import by_doc

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"


@pytest.mark.parametrize("name, ruling", [
    ("dev-179-a-archaal-wing-no-banish-from-field.yaml", "classic:ruling-dev-304"),
    ("dev-202-b-two-orcs-no-gnome.yaml", "classic:ruling-dev-202"),
])
def test_refused_by_a_judges_reading_is_unknown_elsewhere(tmp_path, name, ruling):
    assert by_doc(tmp_path, RULINGS / name, lambda d: None).verdict == "illegal"
    for ed in ("classic-2012", "classic-b"):
        v = by_doc(tmp_path, RULINGS / name, lambda d: None, edition=ed)
        assert v.verdict == "unknown", (ed, v.verdict)
        assert any(ruling in u for u in v.unknown), v.unknown


def test_a_target_the_reading_admits_stays_decided(tmp_path):
    """dev-202-a: the cards fit; no edition needs the ruling to admit them."""
    for ed in ("classic", "classic-2012"):
        v = by_doc(tmp_path, RULINGS / "dev-202-a-gnome-elf-as-gnome.yaml", lambda d: None, edition=ed)
        assert v.verdict != "unknown" or not any("ruling-dev-202" in u for u in v.unknown), v.unknown


def test_one_each_is_a_perfect_matching():
    """«эльфа, орка, тролля и гнома (4 разные карты)»: each card stands for one class it has, each class once,
    a card of two classes for either (a first card taking the class a later one needs is moved)."""
    from types import SimpleNamespace as Card

    from legality.zones import one_each
    elf_orc, elf, troll = Card(classes=("Эльф", "Орк")), Card(classes=("эльф",)), Card(classes=("Тролль",))
    assert one_each(("эльф", "орк"), [elf_orc, elf])             # elf_orc stands for the orc
    assert not one_each(("эльф", "орк"), [elf, elf])
    assert not one_each(("эльф", "орк", "тролль"), [elf_orc, troll])    # a card short
    assert one_each(("Ёж",), [Card(classes=("еж",))])
    assert one_each((), [])
