"""«Не имеет особенностей, пока не погибнут 2 наземных существа» (Ужас Исхара): an effect lasting until N deaths
(duration `until_deaths`), deaths at once counted one by one (the judges' classic:ruling-dev-183), the card's
printed features set aside while it lasts — for every question the trace asks."""
from __future__ import annotations

from pathlib import Path

from legality.api import rule_scenario
from legality.scenario import parse_scenario
from variants import by_text

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
HORROR = RULINGS / "dev-183-isharan-horror-two-deaths-at-once.yaml"
ASK = "    - resolve: fight\n"


def _texts(t):
    return [n.text for s in t.steps for n in s.notes]


def test_two_deaths_at_once_end_the_effect(tmp_path):
    t = by_text(tmp_path, HORROR, "title:", "title:")
    assert t.verdict == "traced", t.unknown
    assert t.outcome["died"] == ("ours", "theirs")
    assert t.final["horror"]["effects"] == []
    assert "horror has its features again" in _texts(t)
    assert t.asked == ("horror Регенерация: no",)


def test_one_death_is_not_enough(tmp_path):
    t = by_text(tmp_path, HORROR, "wounds: 7}\n  - {id: theirs", "wounds: 6}\n  - {id: theirs")
    assert t.verdict == "traced", t.unknown
    assert t.outcome["died"] == ("theirs",)
    assert t.final["horror"]["effects"] == ["horror/dormant"]


def test_deaths_one_after_another_need_no_ruling(tmp_path):
    # two deaths in two deaths checks: decided under classic-2012 too
    path = tmp_path / "sequential.yaml"
    text = HORROR.read_text(encoding="utf-8").replace("edition: classic\n", "edition: classic-2012\n", 1)
    text = text.split("rulings:\n")[0].replace("  cites: [classic:ruling-dev-183]\n", "")
    text = text.replace("""    - declare: fight
      action: {kind: simple_strike, source: ours, target: theirs}
      strength: weak
      counter_strength: weak
    - resolve: fight
""", "    - wound: ours\n      amount: 1\n    - wound: theirs\n      amount: 1\n")
    path.write_text(text, encoding="utf-8")
    t = rule_scenario(parse_scenario(str(path)))[0].answer
    assert t.verdict == "traced", t.unknown
    assert t.final["horror"]["effects"] == []


def test_without_the_ruling_deaths_at_once_are_unknown():
    t = next(r.answer for r in rule_scenario(parse_scenario(str(HORROR))) if r.edition == "classic-2012")
    assert t.verdict == "unknown"
    assert any("die at once" in u for u in t.unknown)
    assert t.final["horror"]["effects"] == ["horror/dormant"]


def test_a_featureless_card_is_read_so_by_the_legal_checks_of_the_trace(tmp_path):
    # while the effect lasts, his partly read «При {strike} …» trigger is not his: the fight next to him is
    # decided; with his features (no `lay`) the same fight is unknown because of it
    t = by_text(tmp_path, HORROR, "title:", "title:")
    assert not t.unknown
    t = by_text(tmp_path, HORROR, "    - lay: horror\n      feature: dormant\n      carrier: horror\n", "")
    assert t.verdict == "unknown" and any("При {strike}" in u for u in t.unknown)
