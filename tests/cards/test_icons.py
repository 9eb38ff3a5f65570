"""Abilities the relaunch base prints as icons (`icons`: Броня, Регенерация, защиты, направленный удар) are read
like text: a card read without them would take wounds its armour prevents, and the checker would say so
confidently. Each becomes a keyword feature marked `params.icon`; what the checker does not apply stays unknown."""
import os

from legality.api import rule_scenario
from legality.cardtext.bases import read_base
from legality.cardtext.compiler import compile_card
from legality.scenario import parse_scenario


def _card(relaunch_path, name):
    raw = next(c for c in read_base(relaunch_path) if c.name == name)
    return compile_card(raw)[0]


def _icons(card):
    return {f["keyword"]: f.get("params", {}).get("value") for f in card["features"]
            if "icon" in f.get("params", {})}


def test_icon_abilities_become_keywords(relaunch_path):
    assert _icons(_card(relaunch_path, "Циклоп")) == {"Регенерация": 1, "Направленный удар": None,
                                                      "Защита от магии": None, "Защита от отравления": None}
    assert _icons(_card(relaunch_path, "Рыцари Лантшилда")) == {"Броня": 1, "Стойкость": 1}


def test_every_ability_icon_of_the_base_is_read(relaunch):
    """No ability icon is lost: each card's icons in ICON_ABILITIES are keyword features of its compiled card."""
    from legality.cardtext import glossary
    raws = {c.name: c for c in read_base(relaunch.path)} if hasattr(relaunch, "path") else None
    if raws is None:
        return
    for name, raw in raws.items():
        assert len([f for f in compile_card(raw)[0]["features"] if "icon" in f.get("params", {})]) == len(raw.icons)
        assert all(code in glossary.ICON_ABILITIES for code, _v in raw.icons)


SCENARIO = """\
title: a strike on a real card whose armour is an icon
edition: classic
card_base: {base}
cards:
  - {{id: a, inline: {{name: Атакующий, type: creature, lives: 5, strike: [2, 3, 4]}}, controller: first}}
  - {{id: k, card: Рыцари Лантшилда, controller: second}}
question:
  kind: attack
  attack: {{kind: strike, source: a, target: k, tier: medium}}
"""


def test_an_attack_on_a_card_with_printed_armour_is_unknown_naming_it(tmp_path, relaunch_path):
    path = tmp_path / "armour.yaml"
    path.write_text(SCENARIO.format(base=relaunch_path), encoding="utf-8")
    (r,) = rule_scenario(parse_scenario(str(path)))
    assert r.answer.verdict == "unknown"
    assert any("«Броня 1»" in u for u in r.answer.to_json()["unknown"])


def test_armour_on_the_attacker_does_not_bear_on_its_strike(tmp_path, relaunch_path):
    text = SCENARIO.format(base=relaunch_path).replace("id: k, card", "id: k, inline: {name: Цель, type: creature, "
                                                       "lives: 9, strike: [1, 1, 1]}, x: 0, card")
    text = text.replace(", x: 0, card: Рыцари Лантшилда", "")
    text = text.replace("{id: a, inline: {name: Атакующий, type: creature, lives: 5, strike: [2, 3, 4]}}",
                        "{id: a, card: Рыцари Лантшилда}")
    path = tmp_path / "armour-source.yaml"
    path.write_text(text, encoding="utf-8")
    (r,) = rule_scenario(parse_scenario(str(path)))
    assert not any("Броня" in u for u in r.answer.to_json().get("unknown", []))


def test_the_uniq_mark_is_uniqueness(relaunch_path):
    """The base's `uniq: true` (Лаэтар, dev-451) is the card's Уникальность, a keyword after its text and icons: the
    text's feature ids stay; a card not marked has none."""
    laetar = _card(relaunch_path, "Лаэтар")
    last = laetar["features"][-1]
    assert (last["keyword"], last["params"]) == ("Уникальность", {"mark": "uniq"})
    assert [f["id"] for f in laetar["features"]] == ["f1", "f2", "f3", "f4"]
    raw = next(c for c in read_base(relaunch_path) if not c.uniq)
    assert not any(f.get("keyword") == "Уникальность" for f in compile_card(raw)[0]["features"])
