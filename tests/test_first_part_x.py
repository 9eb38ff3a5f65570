"""A compound effect's later part whose X reads the first part's target (`x: {current: lives, of: first}`) and the
`banish` effect (legality/stack/firing.py): the judges' dev-118, Колесница Аккении heals by the banished creature's
current lives (classic:ruling-dev-118)."""
from __future__ import annotations

from pathlib import Path

from tests.variants import by_doc, feature

CHARIOT = (Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
           / "dev-118-chariot-heals-by-current-lives.yaml")


def test_the_heal_is_the_banished_creatures_current_lives(tmp_path):
    t = by_doc(tmp_path, CHARIOT, lambda d: None)
    assert t.final["chariot"]["wounds"] == 4 and t.final["wolf"]["zone"] == "exile"
    assert "classic:ruling-dev-118" in t.cites()


def test_an_unwounded_creature_gives_its_full_lives(tmp_path):
    def edit(doc):
        doc["cards"][1].pop("wounds")
    assert by_doc(tmp_path, CHARIOT, edit).final["chariot"]["wounds"] == 2


def test_without_the_judges_reading_x_is_unknown(tmp_path):
    t = by_doc(tmp_path, CHARIOT, lambda d: None, edition="classic-2012")
    assert t.verdict == "unknown" and t.final["chariot"]["wounds"] == 8, t.unknown   # the «;» link first


def test_a_first_part_reading_its_own_first_is_unknown(tmp_path):
    def edit(doc):
        chain = feature(doc, 0, "f3")["params"]["chain"]
        heal = chain["effect"].pop("then")
        heal.pop("link")
        chain["effect"] = heal
    t = by_doc(tmp_path, CHARIOT, edit)
    assert t.verdict == "unknown" and t.final["chariot"]["wounds"] == 8, t.unknown
