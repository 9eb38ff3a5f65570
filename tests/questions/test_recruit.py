"""The `recruit` question (classic 2012 202.2, 304.3, 304.6 and the judges' rulings on recruiting): a card's
recruitment cost and crystals, «При наборе …» gains, the Recruitment's element crystals; unknown where a rule or a
reading is missing; bad input refused with one line."""
import os
from dataclasses import replace

import pytest

from legality.api import rule_scenario
from legality.cli.main import main
from legality.recruitment import element_crystals
from legality.scenario import parse_scenario
from model import Zone
from tests.variants import by_doc, inline_copy

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RULINGS = os.path.join(ROOT, "legality", "scenarios", "rulings")


def _sc(name):
    return parse_scenario(os.path.join(RULINGS, name))


def _answer(sc, edition="classic", state=None, card=None):
    if state is not None:
        sc = replace(sc, state=state)
    if card is not None:
        sc = replace(sc, question=replace(sc.question, card=card))
    return rule_scenario(sc, editions=[edition])[0].answer


def _zone(state, cid, zone):
    return replace(state, cards=tuple(replace(c, zone=zone) if c.id == cid else c for c in state.cards))


def test_element_crystals_304_6():
    assert [element_crystals(n) for n in range(6)] == [0, -1, 0, 1, 2, 3]


def test_lindwurm_copies_cost_what_the_text_sets():
    sc = _sc("dev-442-lindwurm-fourth-costs-printed.yaml")
    a = _answer(sc)
    assert (a.verdict, a.costs, a.crystal, a.elite) == ("value", (7,), "gold", True)
    third = _answer(sc, state=_zone(sc.state, "l3", Zone.DECK), card="l3")      # two in the Recruitment
    assert third.costs == (5,) and third.crystal == "gold"
    second = _answer(sc, state=_zone(_zone(sc.state, "l3", Zone.DECK), "l2", Zone.DECK), card="l2")
    assert second.costs == (6,)
    assert third.element_penalty == -1                                           # forest only: +1 gold (304.6)


def test_quartermaster_free_only_with_a_four_before_him():
    sc = _sc("dev-364-quartermaster-does-not-count-himself.yaml")
    assert _answer(sc).costs == (4,)
    four = next(c for c in sc.state.cards if c.id == "c3")
    four = replace(four, id="c4", card=replace(four.card, cost=replace(four.card.cost, value=4)))
    a = _answer(sc, state=replace(sc.state, cards=sc.state.cards + (four,)))
    assert a.costs == (0, 4) and "classic:ruling-dev-364" in a.cites()          # «вы можете»: both reachable


def test_bird_gains_only_with_three_elements():
    sc = _sc("dev-151-paradise-bird-counts-itself.yaml")
    assert _answer(sc).gains == 1
    two = _answer(sc, state=_zone(sc.state, "swamper", Zone.DECK))
    assert two.gains == 0 and two.element_penalty == 0


def test_graveyard_card_is_not_counted_but_a_recruited_one_is(tmp_path):
    sc = _sc("dev-069-whelp-in-graveyard-not-recruited.yaml")
    assert _answer(sc).element_penalty == 0
    # recruited, the compiled Упырёныш's «До набора отряда …» (a squad sentence not read further) is unknown
    recruited = _answer(sc, state=_zone(sc.state, "whelp", Zone.RECRUITMENT))
    assert recruited.verdict == "unknown" and "speaks of recruiting" in recruited.unknown[0]
    path = os.path.join(RULINGS, "dev-069-whelp-in-graveyard-not-recruited.yaml")

    def read_recruited(doc):                    # a fixture: the sentence read by hand, the card recruited
        whelp = inline_copy(doc, 2, path)
        f3 = next(f for f in whelp["features"] if f["id"] == "f3")
        f3.pop("params")
        f3["recruit"] = {"before": "graveyard", "pay_gold": 1}
        doc["cards"][2]["zone"] = "recruitment"
    recruited = by_doc(tmp_path, path, read_recruited)
    assert recruited.element_penalty == 1 and "classic:ruling-dev-069" not in recruited.cites()


def test_unknown_without_rules_text_or_crystal():
    sc = _sc("dev-442-lindwurm-fourth-costs-printed.yaml")
    heroes = _answer(sc, edition="heroes")
    assert heroes.verdict == "unknown" and "recruited" in heroes.unknown[0]
    # under classic-2012 the judges' rulings are not in force: a condition on the squad is not read
    assert _answer(_sc("dev-364-quartermaster-does-not-count-himself.yaml"), edition="classic-2012").verdict \
        == "unknown"
    bird = _sc("dev-151-paradise-bird-counts-itself.yaml")
    nomad = next(c for c in bird.state.cards if c.id == "nomad")
    no_crystal = replace(nomad, id="x", zone=Zone.DECK, card=replace(nomad.card, elite=None))
    a = _answer(bird, state=replace(bird.state, cards=bird.state.cards + (no_crystal,)), card="x")
    assert a.verdict == "unknown" and any("crystal" in u for u in a.unknown)


def test_kept_recruiting_text_makes_it_unknown(tmp_path):
    # «При наборе отряда Присягнувшая стоит на X {ordinary} меньше, где Х число ваших пересдач»: kept as text
    # (Ведающий запасами's sentence, once kept, is now compiled: dev-364 runs on it)
    p = tmp_path / "s.yaml"
    p.write_text("""
title: t
edition: classic
card_base: classic-relaunch-cards.json
cards:
  - {id: keeper, card: Присягнувшая, from: base, controller: first, zone: deck}
question: {kind: recruit, card: keeper}
""", encoding="utf-8")
    a = rule_scenario(parse_scenario(str(p)))[0].answer
    assert a.verdict == "unknown" and "kept as text" in a.unknown[0]


@pytest.mark.parametrize("body, field", [
    ("question: {kind: recruit, card: a}\n", "question.card"),          # already in the Recruitment
    ("question: {kind: recruit, card: b, with: b}\n", "question.with"),   # `with` is not in the Recruitment
])
def test_bad_question(tmp_path, capsys, body, field):
    p = tmp_path / "s.yaml"
    p.write_text("title: t\nedition: classic\ncards:\n  - {id: a, card: Кочевник, zone: recruitment}\n"
                 "  - {id: b, card: Кочевник, zone: deck}\n" + body, encoding="utf-8")
    assert main(["check", str(p)]) == 2
    assert f": {field}:" in capsys.readouterr().err


def test_bad_reading(tmp_path, capsys):
    p = tmp_path / "s.yaml"
    p.write_text("""
title: t
edition: classic
cards:
  - id: a
    zone: deck
    inline:
      name: Самодельный
      type: creature
      features:
        - {id: f1, text: При наборе отряда …, kind: permanent, recruit: {copies: {2: 6}}}
question: {kind: recruit, card: a}
""", encoding="utf-8")
    assert main(["check", str(p)]) == 2
    assert "recruit.copies" in capsys.readouterr().err
