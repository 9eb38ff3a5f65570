"""The trigger language's `kind: summon` («При гибели вызвать летающее существо стоимостью 3 или менее»,
Говорящая с птицами, compiled): the card comes from the summoning player's Deck (classic 2012 glossary «Summoning»,
classic-2012:вызов), read only where the scenario states that Deck in full (`state.zones_in_full`); each fitting
card, and summoning none, is its player's choice (graphs/chain.py); a flyer enters the Additional Zone open
(211.2.a) and acts as any card in play (legality/stack/firing.py `_summon`)."""
from __future__ import annotations

import pytest

from legality.api import rule_scenario
from legality.compiled_triggers import chain_node, why_not
from legality.errors import InputError
from legality.scenario import parse_scenario

BASE = """title: t
edition: classic
card_base: classic-relaunch-cards.json
cards:
  - {id: speaker, card: Говорящая с птицами, controller: second, cell: [2, 2], readings: {f1: [{id: f1, kind: permanent}]}}
  - {id: troll, controller: first, cell: [3, 2], inline: {name: Тролль (пример), type: creature, cost: 5, lives: 10, strike: [3, 4, 5]}}
DECK
state:
  active: second
  zones_in_full: {second: [deck]}
question:
  kind: sequence
  events:
    - destroy: speaker
"""
BIRD = "  - {id: bird, controller: second, zone: deck, inline: {name: Птица (пример), type: flyer, cost: 3, lives: 6, strike: [1, 1, 1]}}"
OWL = "  - {id: owl, controller: second, zone: deck, inline: {name: Сова (пример), type: flyer, cost: 2, lives: 2, strike: [1, 1, 1]}}"
EAGLE = "  - {id: eagle, controller: second, zone: deck, inline: {name: Орёл (пример), type: flyer, cost: 4, lives: 3, strike: [1, 2, 2]}}"
SCOUT = "  - {id: scout, controller: second, zone: deck, inline: {name: Разведчик (пример), type: creature, cost: 2, lives: 3, strike: [1, 1, 1]}}"
STRIKE = """    - declare: hit
      action: {kind: simple_strike, source: bird, target: troll}
      counter_strength: weak
    - resolve: hit
"""


def _rule(tmp_path, body, edition=None):
    p = tmp_path / "s.yaml"
    p.write_text(body, encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)), [edition] if edition else None)
    return r.answer


def _body(*deck, full=True, chain=False, strike=False):
    b = BASE.replace("DECK", "\n".join(deck) if deck else "")
    if not full:
        b = b.replace("  zones_in_full: {second: [deck]}\n", "")
    if chain:
        b = b.replace("""  kind: sequence
  events:
    - destroy: speaker
""", """  kind: chain
  initial: {kind: destroy, target: speaker}
""")
    if strike:
        b += STRIKE
    return b


def test_the_compiled_summon_is_bridged():
    s = parse_scenario_text(_body(BIRD))
    f3 = s.state.card("speaker").card.feature("f3")
    assert why_not(f3) == ""
    assert chain_node(f3)["effect"] == {"kind": "summon", "source": "self", "target": "chosen",
                                        "choose": {"relation": "own", "zone": "deck", "types": ["flyer"],
                                                   "cost_at_most": 3}}


def parse_scenario_text(body):
    import tempfile, os
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, "s.yaml")
        with open(p, "w", encoding="utf-8") as fh:
            fh.write(body)
        return parse_scenario(p)


def test_one_fitting_flyer_enters_play_open_and_strikes(tmp_path):
    a = _rule(tmp_path, _body(BIRD, EAGLE, SCOUT, strike=True))
    # summoning none is its player's choice too: two outcomes, the trace follows the first (the bird summoned)
    assert a.verdict == "choice", a.unknown
    assert [o["witness"][0].split(": ")[-1] for o in a.branches[0]["outcomes"]] == ["summons bird", "summons no card"]
    assert a.final["bird"]["zone"] == "play" and a.final["bird"].get("cell") is None
    assert _rule(tmp_path, _body(BIRD)).final["bird"]["open"] is True     # it enters open
    assert a.final["eagle"]["zone"] == "deck" and a.final["scout"]["zone"] == "deck"
    assert a.final["troll"]["wounds"] == 1          # the summoned flyer attacks as any card in play (211.5)
    assert "classic-2012:вызов" in a.cites() and "classic-2012:211.2" in a.cites()


def test_no_fitting_card_in_a_deck_stated_in_full_does_nothing(tmp_path):
    a = _rule(tmp_path, _body(EAGLE, SCOUT))
    assert a.verdict == "traced", a.unknown
    assert a.final["eagle"]["zone"] == "deck" and a.final["scout"]["zone"] == "deck"
    notes = " ".join(n.text for st in a.steps for n in st.notes)
    assert "no card of second's Deck (stated in full) fits: the summon does nothing" in notes


def test_an_empty_deck_stated_in_full_does_nothing(tmp_path):
    assert _rule(tmp_path, _body()).verdict == "traced"


def test_two_fitting_cards_are_a_choice(tmp_path):
    a = _rule(tmp_path, _body(BIRD, OWL))
    assert a.verdict == "choice"
    picks = [o["witness"][0].split(": ")[-1] for o in a.branches[0]["outcomes"]]
    assert picks == ["summons bird", "summons owl", "summons no card"]


def test_a_deck_not_stated_in_full_is_unknown(tmp_path):
    a = _rule(tmp_path, _body(EAGLE, full=False))
    assert a.verdict == "unknown"
    assert any("does not state in full" in u for u in a.unknown)


def test_cost_and_type_are_read(tmp_path):
    # a flyer of cost 4, a ground creature of cost 2: neither fits «летающее существо стоимостью 3 или менее»
    assert _rule(tmp_path, _body(EAGLE)).verdict == "traced"
    assert _rule(tmp_path, _body(SCOUT)).verdict == "traced"


def test_the_chain_question_enumerates_the_summon(tmp_path):
    a = _rule(tmp_path, _body(BIRD, chain=True))
    assert a.verdict == "ended" and len(a.outcomes) == 2
    assert [l.label for l in a.chain.executed] == ["f3: speaker → bird"]
    a = _rule(tmp_path, _body(BIRD, OWL, chain=True))
    assert len(a.outcomes) == 3
    a = _rule(tmp_path, _body(EAGLE, SCOUT, chain=True))
    assert a.verdict == "ended" and not a.chain.executed
    a = _rule(tmp_path, _body(BIRD, full=False, chain=True))
    assert a.verdict == "unknown"


def test_an_edition_without_the_summoning_rule_is_unknown(tmp_path):
    a = _rule(tmp_path, _body(BIRD, chain=True), "heroes")
    assert a.verdict == "unknown"


def test_a_ground_creature_summoned_goes_to_a_cell_not_modelled(tmp_path):
    body = _body(SCOUT).replace("card_base: classic-relaunch-cards.json\n", "").replace(
        "  - {id: speaker, card: Говорящая с птицами, controller: second, cell: [2, 2], readings: {f1: [{id: f1, kind: permanent}]}}",
        """  - id: speaker
    controller: second
    cell: [2, 2]
    inline:
      name: Вызывающий (пример)
      type: creature
      features:
        - id: f3
          text: При гибели вызвать существо стоимостью 3 или менее.
          kind: triggered
          params:
            chain:
              event: destroy
              target: self
              effect: {kind: summon, target: chosen, choose: {relation: own, zone: deck, types: [creature], cost_at_most: 3}}""")
    a = _rule(tmp_path, body)
    assert a.verdict == "unknown" and any("cell next to its source" in u for u in a.unknown)


@pytest.mark.parametrize("change, field", [
    (("  zones_in_full: {second: [deck]}", "  zones_in_full: {second: [hand]}"), "zones_in_full"),
    (("  zones_in_full: {second: [deck]}", "  zones_in_full: {third: [deck]}"), "zones_in_full"),
    (("  kind: sequence\n  events:\n    - destroy: speaker\n",
      "  kind: legal\n  action: {kind: simple_strike, source: troll, target: speaker}\n"), "zones_in_full"),
])
def test_bad_zones_in_full(tmp_path, change, field):
    with pytest.raises(InputError) as e:
        _rule(tmp_path, _body(BIRD).replace(*change))
    assert field in str(e.value)


@pytest.mark.parametrize("effect, msg", [
    ("{kind: wound, target: chosen, choose: {relation: own, zone: deck}}", "only the card a summon brings"),
    ("{kind: summon, target: chosen, choose: {relation: own, zone: graveyard}}", "zone: deck"),
])
def test_bad_summon_effects(tmp_path, effect, msg):
    body = f"""title: t
edition: classic
cards:
  - id: s
    inline:
      name: Вызывающий (пример)
      type: creature
      features:
        - id: f3
          text: При гибели вызвать существо.
          kind: triggered
          params:
            chain: {{event: destroy, target: self, effect: {effect}}}
question:
  kind: chain
  initial: {{kind: destroy, target: s}}
"""
    with pytest.raises(InputError) as e:
        _rule(tmp_path, body)
    assert msg in str(e.value)


def test_a_limited_summon_is_refused(tmp_path):
    body = """title: t
edition: classic
cards:
  - id: s
    inline:
      name: Вызывающий (пример)
      type: creature
      features:
        - id: f3
          text: При гибели вызвать существо (1 раз за ход).
          kind: triggered
          limit: {count: 1, per: turn}
          params:
            chain: {event: destroy, target: self, effect: {kind: summon, target: chosen, choose: {relation: own, zone: deck}}}
question:
  kind: chain
  initial: {kind: destroy, target: s}
"""
    with pytest.raises(InputError) as e:
        _rule(tmp_path, body)
    assert "use limit" in str(e.value)


def test_the_page_keeps_zones_in_full(tmp_path):
    """YAML → composer → YAML keeps `state.zones_in_full` (legality/web/compose.py)."""
    from legality.web.compose import from_text, to_yaml
    from legality.web.cardbase import build_index
    body = _body(BIRD).replace("card_base: classic-relaunch-cards.json\n", "").replace(
        "  - {id: speaker, card: Говорящая с птицами, controller: second, cell: [2, 2], readings: {f1: [{id: f1, kind: permanent}]}}",
        """  - id: speaker
    controller: second
    cell: [2, 2]
    inline:
      name: Вызывающий (пример)
      type: creature
      features:
        - id: f3
          text: При гибели вызвать летающее существо стоимостью 3 или менее.
          kind: triggered
          params:
            chain: {event: destroy, target: self, effect: {kind: summon, target: chosen, choose: {relation: own, zone: deck, types: [flyer], cost_at_most: 3}}}""")
    again = to_yaml(from_text("x.yaml", body), build_index())
    assert "zones_in_full" in again
    p = tmp_path / "again.yaml"
    p.write_text(again, encoding="utf-8")
    assert rule_scenario(parse_scenario(str(p)))[0].answer.verdict == "choice"


def test_a_compiled_summon_with_a_use_limit_is_not_bridged():
    from dataclasses import replace
    f3 = parse_scenario_text(_body(BIRD)).state.card("speaker").card.feature("f3")
    params = dict(f3.params)
    params["trigger"] = dict(params["trigger"], limit={"count": 1, "per": "turn"})
    limited = replace(f3, params=tuple(params.items()) if isinstance(f3.params, tuple) else params)
    assert chain_node(limited) is None and "use limit" in why_not(limited)


def test_a_unique_card_whose_namesake_is_in_the_squad_is_not_summoned(tmp_path):
    uniq = ("  - {id: bird, controller: second, zone: deck, inline: {name: Птица (пример), type: flyer, cost: 3, lives: 6,"
            " strike: [1, 1, 1], features: [{id: u, text: Уникальность, kind: keyword, keyword: Уникальность}]}}")
    twin = ("  - {id: twin, controller: second, inline: {name: Птица (пример), type: flyer, cost: 3, lives: 6,"
            " strike: [1, 1, 1], features: [{id: u, text: Уникальность, kind: keyword, keyword: Уникальность}]}}")
    a = _rule(tmp_path, _body(uniq, twin))
    assert a.verdict == "traced", a.unknown
    assert a.final["bird"]["zone"] == "deck"
    assert _rule(tmp_path, _body(uniq)).verdict == "choice"     # no namesake in play: it may be summoned


def test_a_card_whose_text_is_not_read_is_unknown(tmp_path):
    odd = ("  - {id: bird, controller: second, zone: deck, inline: {name: Птица (пример), type: flyer, cost: 3, lives: 6,"
           " strike: [1, 1, 1], features: [{id: t, text: Не может быть вызвана., kind: text}]}}")
    assert _rule(tmp_path, _body(odd)).verdict == "unknown"
