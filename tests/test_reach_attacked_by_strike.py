"""«Если Бон и Берроу атакованы {strike} могут потерять {counter}; блокировать удар» (kept as text) listens to a
strike made at its card: not a throw, shot or discharge, nor the wounds a ranged attack deals (dev-323). The head
ends at «могут» as it does at «может»."""
from __future__ import annotations

from legality.reach import Dependence, read_sentences

BB = "Если Бон и Берроу атакованы {strike} могут потерять {counter} ; блокировать удар."


def _attack(kind):
    return Dependence(frozenset({"strike_value", "wounds", "lives", kind}), ("bb",),
                      frozenset({kind, "wound", "wounds"}))


def test_attacked_by_a_strike_listens_to_strikes_not_ranged_attacks():
    (x,) = read_sentences(BB)
    assert x.form == "trigger"
    assert {"simple_strike", "special_strike", "magic_strike"} <= x.events
    assert not x.events & {"throw", "shot", "discharge", "wound", "wounds"}
    for kind in ("throw", "shot", "discharge"):
        assert not x.meets(_attack(kind), "bb")
    assert x.meets(_attack("simple_strike"), "bb")
    assert "wounds" in x.topics                  # what it does («блокировать удар») still changes wounds


def test_other_attack_words_still_listen_to_any_attack():
    (x,) = read_sentences("Если Бон и Берроу атакованы могут потерять {counter}.")
    assert {"throw", "shot", "discharge"} <= x.events
    (y,) = read_sentences("Если атакован {strike} или ранен - может открыться.")
    assert "wounds" in y.events and "simple_strike" in y.events


def test_uniqueness_bears_only_on_bringing_a_card_into_a_squad():
    """Уникальность (the base's `uniq` mark, dev-451) forbids a second copy entering a squad: an attack or a move
    does not read it, a summon, resurrection or incarnation does."""
    from legality.reach import keyword_reading
    from model import Feature, FeatureKind
    x = keyword_reading(Feature(id="f4", text="Уникальность", kind=FeatureKind.KEYWORD, keyword="Уникальность"))
    assert x is not None and x.topics == {"summon", "resurrect", "incarnate", "play_card"}
    assert not x.meets(_attack("simple_strike"), "bb")


def _herald(tmp_path, zone):
    """Вестник мора (compiled: «При инкарнации получить полет», a lasting trigger on itself) asked whether it may
    incarnate (dev-334-a) with the card in `zone`."""
    import os
    import yaml
    from legality.api import rule_scenario
    from legality.scenario import parse_scenario
    path = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings",
                        "dev-334-a-plague-herald-incarnates-third-row.yaml")
    doc = yaml.safe_load(open(path, encoding="utf-8"))
    doc.pop("expect")
    doc["cards"][0]["zone"] = zone
    p = tmp_path / "herald.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def test_what_a_trigger_did_to_its_own_card_does_not_last_out_of_play(tmp_path):
    """Out of play nothing the trigger did lasts on its card: the incarnation is decided. The lasting reading is
    marked as on its own card alone (in play it still bears where its words reach)."""
    assert _herald(tmp_path, "graveyard").verdict == "legal"
    from legality.reach import sentences
    from legality.cardtext.resolve import find_base_card, shared_cards_dir
    import os
    card = find_base_card(os.path.join(shared_cards_dir(), "classic-relaunch-cards.json"), "Вестник мора", "-", 0,
                          "card")
    lasting = [x for x in sentences(card.feature("f2")) if x.form == "static"]
    assert lasting and all(x.lasting_self for x in lasting)
