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
