"""A name that is both a built-in card (a worked example's hand translation) and a card of the base in play: the
built-in one only when it is the base's card (same text, same printed values); otherwise the scenario says which
with `from: builtin` or `from: base` (legality/cardtext/same_card.py, docs/scenarios.md)."""
import json

import pytest

from legality.api import rule_scenario
from legality.cards_io import builtin_pool, find_card
from legality.cardtext.resolve import lookup_base_card
from legality.cardtext.same_card import difference
from legality.errors import InputError
from legality.scenario import parse_scenario

SERK = """title: t
edition: classic
card_base: {base}
cards:
  - id: nomad
    card: Кочевник
  - id: serk
    card: Серк
{origin}    controller: second
question:
  kind: attack
  attack: {{kind: strike, source: nomad, target: serk, tier: strong}}
"""

# the 22 built-in cards whose names the relaunch base prints: only three are the base's cards
SAME = {"Кочевник", "Проклятый маг", "Харон"}
SHARED = {"Архимаг", "Вайл", "Гном-басаарг", "Гномий король", "Джокер", "Ингри", "Казагир", "Канор-Вэйн",
          "Кочевник", "Лёккен", "Ловчий", "Монах Тарга", "Морок", "Ост", "Пеший латник", "Проклятый маг",
          "Пустынный кондор", "Серк", "Степной волколак", "Страж чертогов", "Харон", "Хранитель древа"}


def _strong_strike(tmp_path, base, origin):
    path = tmp_path / "serk.yaml"
    path.write_text(SERK.format(base=base, origin=f"    from: {origin}\n" if origin else ""), encoding="utf-8")
    (ruling,) = rule_scenario(parse_scenario(str(path)))
    (outcome,) = ruling.answer.result.outcomes
    return outcome.value


def test_the_built_in_names_the_relaunch_base_prints(relaunch_path):
    shared = {c.name for (game, _), c in builtin_pool().items()
              if game == "classic" and lookup_base_card(relaunch_path, c.name) is not None}
    assert shared == SHARED
    same = {n for n in shared if difference(find_card(n), lookup_base_card(relaunch_path, n)) is None}
    assert same == SAME


@pytest.mark.parametrize("name, why", [
    ("Серк", "different text"),                                    # the base adds «-1 от атак существ с {move} 2 …»
    ("Лёккен", "the same text, but the base also prints «Опыт в защите 1», «Защита от разрядов" ),   # its icons
    ("Вайл", "the same text but a different cost (5 built in, 6 in the base)"),
    ("Пустынный кондор", "different text"),                        # the built-in quotes it with «…»
])
def test_why_a_built_in_card_is_not_the_base_card(relaunch_path, name, why):
    assert difference(find_card(name), lookup_base_card(relaunch_path, name)).startswith(why)


def test_from_base_is_the_base_card_and_from_builtin_the_example(tmp_path, relaunch_path):
    # the base's Серк: «-1 от атак существ с {move} 2 или больше», and Кочевник has movement 2
    assert _strong_strike(tmp_path, relaunch_path, "base") == 2
    assert _strong_strike(tmp_path, relaunch_path, "builtin") == 3
    with pytest.raises(InputError) as e:
        _strong_strike(tmp_path, relaunch_path, None)
    assert e.value.field == "cards[1].card" and "from: builtin or from: base" in e.value.one_line()


def test_the_same_card_resolves_without_from(tmp_path, relaunch_path):
    """Кочевник (no text, the same values), Харон (the base's text, placeholders spelled out): the built-in card."""
    path = tmp_path / "same.yaml"
    path.write_text(f"""title: t
edition: classic
card_base: {relaunch_path}
cards:
  - {{id: charon, card: Харон}}
  - {{id: nomad, card: Кочевник, controller: second}}
question:
  kind: legal
  action: {{kind: open, source: charon, target: charon}}
""", encoding="utf-8")
    sc = parse_scenario(str(path))
    assert [c.card for c in sc.state.cards] == [find_card("Харон"), find_card("Кочевник")]


def test_text_is_compared_with_placeholders_spelled_and_declension_set_aside(tmp_path, cache_home):
    """A base printing the built-in Харон's text with {counter} for «фишки» and {tap} for «закрыться» (other
    spacing and case) and its values is the same card; a word more, another value or an icon is not."""
    card = {"id": "1", "name": "Харон", "type": 0, "cost": 5, "life": 8, "move": 1, "hit": [1, 1, 2], "color": 16,
            "elite": False, "text": "3 {counter}{tap}:  заклинание последний путь уничтожить Харона и выбранное "
                                    "существо. {tap}: Разряд на 1"}
    cases = [(card, None),
             ({**card, "text": card["text"] + ". Броня 1."}, "different text"),
             ({**card, "life": 9}, "the same text but a different lives (8 built in, 9 in the base)"),
             ({**card, "color": 32}, "the same text but a different element (dark built in, neutral in the base)"),
             ({**card, "icons": {"zov": 0}}, "the same text, but the base also prints «Защита от выстрелов»")]
    for i, (printed, why) in enumerate(cases):
        base = tmp_path / f"base{i}.json"
        base.write_text(json.dumps([printed], ensure_ascii=False), encoding="utf-8")
        got = difference(find_card("Харон"), lookup_base_card(str(base), "Харон"))
        assert (got is None) if why is None else (got or "").startswith(why), (printed, got)
