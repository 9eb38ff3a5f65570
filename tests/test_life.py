"""Life markers in the `sequence` trace (legality/stack/life.py; rules in legality/rules/heals.py and poison.py):
heals remove wounds only, Вампиризм after a simple strike gives additional life up to the life maximum,
negative life destroys, a poisoned creature is not poisoned again — and `unknown` where these rules do not
decide."""
from __future__ import annotations

import textwrap

from legality.api import rule_scenario
from legality.scenario import parse_scenario

VAMPIRE = """  - id: vampire
    inline:
      name: Упырь (пример)
      type: creature
      cost: 5
      lives: 6
      strike: [2, 3, 4]
      features:
        - {id: v, text: "Вампиризм.", kind: keyword, keyword: Вампиризм}
%s"""
MAXIMUM = '        - {id: m, text: "Максимум 8 {health}.", kind: keyword, keyword: Максимум здоровья, params: {value: 8}}\n'
VICTIM = """  - id: victim
    controller: second
    open: false
    inline: {name: Жертва (пример), type: creature, cost: 3, lives: 9, strike: [1, 1, 1]%s}
"""


def _trace(tmp_path, cards, events, edition="classic"):
    p = tmp_path / "s.yaml"
    p.write_text(f"title: t\nedition: {edition}\ncards:\n{cards}question:\n  kind: sequence\n  events:\n"
                 + textwrap.indent(textwrap.dedent(events), "    "), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def _strike(kind="simple_strike", param=""):
    return f"""- declare: hit
  action: {{kind: {kind}, source: vampire, target: victim{param}}}
  strength: strong
- resolve: hit
"""


def _cites(t):
    return {r for s in t.steps for n in s.notes for r in n.rules}


def test_vampirism_heals_then_gives_additional_life_up_to_the_maximum(tmp_path):
    t = _trace(tmp_path, (VAMPIRE % MAXIMUM).replace("  - id: vampire\n", "  - id: vampire\n    wounds: 1\n") + VICTIM % "",
               _strike())
    assert t.verdict == "traced", t.unknown
    assert t.final["victim"]["wounds"] == 4
    # 4 wounds dealt: 1 healed, 3 more would be additional life, but the maximum 8 over 6 lives allows 2
    assert t.final["vampire"]["wounds"] == 0 and t.final["vampire"]["extra_lives"] == 2
    assert t.final["vampire"]["lives_left"] == 8
    assert {"classic-2012:вампиризм", "classic-2012:204.3"} <= _cites(t)


def test_no_vampirism_from_a_special_strike(tmp_path):
    t = _trace(tmp_path, VAMPIRE % MAXIMUM + VICTIM % "", _strike("special_strike", ", param: 3"))
    assert t.verdict == "traced", t.unknown
    assert t.final["victim"]["wounds"] == 3 and t.final["vampire"]["extra_lives"] == 0


def test_vampirism_on_an_incorporeal_creature_does_nothing(tmp_path):
    feats = ', features: [{id: b, text: "Бестелесный.", kind: keyword, keyword: Бестелесный}]'
    t = _trace(tmp_path, VAMPIRE % MAXIMUM + VICTIM % feats, _strike())
    assert t.final["vampire"]["extra_lives"] == 0
    assert any("incorporeal" in n.text for s in t.steps for n in s.notes)


def test_additional_life_without_a_maximum_is_unknown(tmp_path):
    t = _trace(tmp_path, VAMPIRE % "" + VICTIM % "", _strike())
    assert t.verdict == "unknown"
    assert any("no life maximum" in u for u in t.unknown)
    assert t.final["vampire"]["extra_lives"] == 0


def test_a_vampires_counterstrike_is_unknown(tmp_path):
    cards = (VAMPIRE % MAXIMUM).replace("  - id: vampire\n", "  - id: vampire\n    controller: second\n") + \
        VICTIM.replace("    controller: second\n    open: false\n", "") % ""
    events = """- declare: hit
  action: {kind: simple_strike, source: victim, target: vampire}
  counter_strength: strong
- resolve: hit
"""
    t = _trace(tmp_path, cards, events)
    assert t.verdict == "unknown"
    assert any("counterstrike is a simple strike" in u for u in t.unknown)


def test_an_edition_without_the_rule_is_unknown(tmp_path):
    t = _trace(tmp_path, VAMPIRE % MAXIMUM + VICTIM % "", _strike(), edition="heroes")
    assert t.verdict == "unknown"
    assert any("vampirism" in u for u in t.unknown)


def test_negative_life_destroys_and_is_not_wounds(tmp_path):
    t = _trace(tmp_path, VICTIM % "", "- lose_lives: victim\n  amount: 2\n")
    assert t.final["victim"]["wounds"] == 0 and t.final["victim"]["lives_left"] == 7
    t = _trace(tmp_path, VICTIM % "", "- lose_lives: victim\n  amount: 9\n")
    assert t.outcome["died"] == ("victim",)


def test_a_heal_adds_no_life_and_cites_healing_when_it_heals_less(tmp_path):
    t = _trace(tmp_path, VICTIM % "", "- wound: victim\n  amount: 1\n- heal: victim\n  amount: 3\n")
    assert t.final["victim"]["wounds"] == 0 and t.final["victim"]["lives_left"] == 9
    assert "classic-2012:лечение" in _cites(t)


def test_poisoning_is_laid_once(tmp_path):
    t = _trace(tmp_path, VICTIM % "", "- poison: victim\n  amount: 2\n- poison: victim\n  amount: 1\n")
    assert t.final["victim"]["poison"] == 2
    assert {"classic-2012:отравление", "classic:ruling-dev-303"} <= _cites(t)


# -- the heal step (legality/stack/heals.py) --------------------------------------------------------------------
NOBLE_TEXT = """  - id: noble
    card: Мрачная дворянка
    wounds: 1
"""
REPLACER = """  - id: satyr
    inline:
      name: Сатир (пример)
      type: creature
      cost: 3
      lives: 6
      strike: [1, 1, 1]
      features:
        - id: r
          text: "Если должен излечиться на X вместо этого может ранить стоящее рядом существо на X."
          kind: permanent
          heal: {replace: self, instead: wound, target: chosen, optional: true}
"""


def test_the_compiled_heal_doubling_of_a_real_card_is_acted_on(tmp_path):
    """Мрачная дворянка's «Пока у … меньше 8 {health} может удвоить первое за ход излечение вашей карты» is compiled
    into the engine's `heal:` field: a heal of 1 on her (7 lives of 8 left) is doubled or not, the player's choice."""
    p = tmp_path / "s.yaml"
    body = ("title: t\nedition: classic\ncard_base: classic-relaunch-cards.json\ncards:\n" + NOBLE_TEXT + VICTIM % ""
            + "%squestion:\n  kind: sequence\n  events:\n    - heal: noble\n      amount: 1\n")
    p.write_text(body % "", encoding="utf-8")     # mid-turn, the turn so far unstated: an earlier heal was the first
    t = rule_scenario(parse_scenario(str(p)))[0].answer
    assert t.verdict == "unknown" and any("первое за ход излечение" in u and "from_turn_start" in u for u in t.unknown)
    p.write_text(body % "state: {from_turn_start: true}\n", encoding="utf-8")
    t = rule_scenario(parse_scenario(str(p)))[0].answer
    assert t.verdict == "choice" and not t.unknown
    assert any("doubles the heal: 1 → 2" in line for line in t.lines())
    assert "classic:ruling-dev-345" in t.cites()
    assert t.final["noble"]["wounds"] == 0


def test_a_replacement_needs_its_chosen_card(tmp_path):
    t = _trace(tmp_path, REPLACER + VICTIM % "", "- heal: satyr\n  amount: 2\n")
    assert t.verdict == "unknown" and any("instead_target" in u for u in t.unknown)
    t = _trace(tmp_path, REPLACER + VICTIM % "", "- heal: satyr\n  amount: 2\n  instead_target: victim\n")
    assert t.verdict == "choice" and t.final["victim"]["wounds"] == 2 and t.final["satyr"]["wounds"] == 0


def test_a_heal_of_zero_is_not_replaced(tmp_path):
    t = _trace(tmp_path, REPLACER + VICTIM % "", "- heal: satyr\n  amount: 0\n  instead_target: victim\n")
    assert t.verdict == "traced" and t.final["victim"]["wounds"] == 0
    assert "classic:523.3" in _cites(t)


def test_two_replacements_on_one_heal_are_unknown(tmp_path):
    second = REPLACER.replace("id: satyr", "id: other").replace("replace: self", "replace: any") \
        .replace("Сатир (пример)", "Другой (пример)").replace("id: r\n", "id: r2\n")
    t = _trace(tmp_path, REPLACER + second + VICTIM % "", "- heal: satyr\n  amount: 1\n  instead_target: victim\n")
    assert t.verdict == "unknown" and any("several replacements" in u for u in t.unknown)


def test_a_bad_heal_feature_is_one_line(tmp_path):
    bad = REPLACER.replace("instead: wound", "instead: explode")
    p = tmp_path / "s.yaml"
    p.write_text("title: t\nedition: classic\ncards:\n" + bad + "question:\n  kind: sequence\n  events:\n"
                 "    - heal: satyr\n      amount: 1\n", encoding="utf-8")
    import pytest
    from legality.errors import InputError
    with pytest.raises(InputError) as e:
        parse_scenario(str(p))
    assert "instead" in str(e.value) and "explode" in str(e.value)


# -- Стойкость (legality/rules/destruction.py) -------------------------------------------------------------------
STURDY = """  - id: sturdy
    controller: second
    inline:
      name: Стойкий (пример)
      type: creature
      cost: 3
      lives: 6
      strike: [1, 1, 1]
      features:
        - {id: s, text: "Стойкость", kind: keyword, keyword: Стойкость}
"""


def _hunter(effect_kind, text):
    return f"""  - id: hunter
    open: false
    inline:
      name: Охотник (пример)
      type: creature
      cost: 3
      lives: 6
      strike: [1, 1, 1]
      features:
        - id: t
          text: "{text}"
          kind: triggered
          params:
            chain:
              event: strike
              target: self
              effect: {{kind: {effect_kind}, source: self, target: event.source, set: {{value: 2}}}}
"""


STRIKE = "- declare: hit\n  action: {kind: simple_strike, source: sturdy, target: hunter}\n- resolve: hit\n"


def test_resilience_keeps_from_an_influence_wound_and_a_destruction(tmp_path):
    for kind, text in (("wound", "При ударе по нему воздействие: ранить атаковавшего на 2."),
                       ("destroy", "При ударе по нему уничтожить атаковавшего.")):
        t = _trace(tmp_path, _hunter(kind, text) + STURDY, STRIKE)
        assert t.verdict == "traced", t.unknown
        assert t.final["sturdy"]["zone"] == "play" and t.final["sturdy"]["wounds"] == 0
        assert ("classic-2012:стойкость" if kind == "wound" else "classic:ruling-dev-441") in _cites(t)


def test_resilience_against_a_wound_not_named_an_influence_is_unknown(tmp_path):
    t = _trace(tmp_path, _hunter("wound", "При ударе по нему ранить атаковавшего на 2.") + STURDY, STRIKE)
    assert t.verdict == "unknown" and any("influence" in u for u in t.unknown)


# -- Броня X (legality/rules/armour.py, legality/stack/armour.py) ----------------------------------------------
KNIGHT = """  - id: knight
    open: false
    inline:
      name: Рыцарь (пример)
      type: creature
      cost: 5
      lives: 9
      strike: [1, 1, 1]
      features:
        - {id: a, text: "Броня 2", kind: keyword, keyword: Броня, params: {value: 2}}
  - id: foe
    controller: second
    inline: {name: Враг (пример), type: creature, cost: 3, lives: 9, strike: [3, 3, 3]}
"""


def _hits(*kinds):
    out = ""
    for i, k in enumerate(kinds):
        param = ", param: 3" if k != "simple_strike" else ""
        out += f"- declare: h{i}\n  action: {{kind: {k}, source: foe, target: knight{param}}}\n- resolve: h{i}\n"
    return out


def test_armour_prevents_the_first_x_wounds_of_a_turn(tmp_path):
    foe2 = KNIGHT.split("  - id: foe\n")[1].replace("Враг (пример)", "Второй враг (пример)")
    hits = _hits("simple_strike", "special_strike").replace("source: foe, target: knight, param", "source: foe2, "
                                                              "target: knight, param")
    t = _trace(tmp_path, KNIGHT + "  - id: foe2\n" + foe2, hits)
    assert t.verdict == "traced", t.unknown
    assert t.final["knight"]["wounds"] == 1 + 3      # 3 - 2 prevented, then 3 with the armour spent
    assert {"classic-2012:броня", "classic-2012:420.5"} <= _cites(t)
    t = _trace(tmp_path, KNIGHT, _hits("simple_strike") + "- turn: first\n- open: foe\n" + _hits("simple_strike").replace("h0", "h1"))
    assert t.final["knight"]["wounds"] == 2          # a new turn: 2 prevented again


def test_armour_against_magic_is_left_unknown(tmp_path):
    """Armour does not prevent magic attacks, but the trace does not pass it to the attack: unknown, not a guess."""
    t = _trace(tmp_path, KNIGHT, _hits("magic_strike"))
    assert t.verdict == "unknown" and any("Броня 2" in u for u in t.unknown)


def test_armour_under_an_edition_without_the_rule_is_unknown(tmp_path):
    t = _trace(tmp_path, KNIGHT, _hits("simple_strike"), edition="heroes")
    assert t.verdict == "unknown"


def test_a_conditional_vampirism_is_unknown(tmp_path):
    cond = (VAMPIRE % MAXIMUM).replace('{id: v, text: "Вампиризм.", kind: keyword, keyword: Вампиризм}',
                                       '{id: v, text: "Строй: вампиризм.", kind: keyword, keyword: Вампиризм, '
                                       'params: {while: в строю}}')
    t = _trace(tmp_path, cond + VICTIM % "", _strike())
    assert t.verdict == "unknown" and t.final["vampire"]["extra_lives"] == 0


def test_a_prevention_ends_with_its_source_and_two_are_unknown(tmp_path):
    src = """  - id: mage
    inline: {name: Маг (пример), type: creature, cost: 3, lives: 5, strike: [1, 1, 1]}
"""
    cards = KNIGHT.replace('        - {id: a, text: "Броня 2", kind: keyword, keyword: Броня, params: {value: 2}}\n', "") \
        .replace("      features:\n", "") + src
    t = _trace(tmp_path, cards, "- prevent: mage\n  amount: 2\n" + _hits("simple_strike"))
    assert t.verdict == "traced" and t.final["knight"]["wounds"] == 1
    assert "classic-2012:420.7" in _cites(t)
    t = _trace(tmp_path, cards, "- prevent: mage\n  amount: 2\n- destroy: mage\n" + _hits("simple_strike"))
    assert t.final["knight"]["wounds"] == 3          # the source left play: no prevention (420.7)
    t = _trace(tmp_path, cards, "- prevent: mage\n  amount: 1\n- prevent: mage\n  amount: 1\n" + _hits("simple_strike"))
    assert t.verdict == "traced" and t.final["knight"]["wounds"] == 1   # one source's alike preventions: one pool
    two = cards + src.replace("id: mage", "id: mage2").replace("Маг (пример)", "Второй маг (пример)")
    t = _trace(tmp_path, two, "- prevent: mage\n  amount: 1\n- prevent: mage2\n  amount: 1\n" + _hits("simple_strike"))
    assert t.verdict == "unknown"                    # two sources' preventions: their order is the controller's choice


def test_a_dying_cards_prevention_is_laid_from_the_graveyard(tmp_path):
    """«При гибели - предотвращает следующие 2 раны …» (Маг Тор-Абьярда, classic:ruling-dev-002): the dying card's
    own trigger lays the pool from the graveyard, kept while the card stays there (420.7); a trigger's prevention is
    its controller's pool, not an effect on a card in play."""
    dying = """  - id: mage
    inline:
      name: Маг (пример)
      type: creature
      cost: 3
      lives: 5
      strike: [1, 1, 1]
      features:
        - id: f1
          text: "При гибели - предотвращает следующие 2 раны от немагических атак по вашим картам."
          kind: triggered
          params:
            chain:
              event: destroy
              target: self
              effect: {kind: prevent, source: self, target: self, set: {value: 2}}
"""
    cards = KNIGHT.replace('        - {id: a, text: "Броня 2", kind: keyword, keyword: Броня, params: {value: 2}}\n', "") \
        .replace("      features:\n", "") + dying
    t = _trace(tmp_path, cards, "- destroy: mage\n" + _hits("simple_strike"))
    assert t.verdict == "traced" and t.final["knight"]["wounds"] == 1      # 3 - 2 prevented
    assert "classic-2012:420.7" in _cites(t)
    t = _trace(tmp_path, cards, "- destroy: mage\n- place: mage\n  cell: [4, 1]\n" + _hits("simple_strike"))
    assert t.final["knight"]["wounds"] == 3          # it left the graveyard: no prevention (420.7)


def test_armour_reads_the_same_in_attack_and_sequence(tmp_path):
    """One reading: the `attack` question with Броня 2 listed as its prevention effect, and a traced strike whose
    target has the keyword, deal the same wounds (the trace passes the armour to the same resolution)."""
    attack = tmp_path / "a.yaml"
    attack.write_text("title: t\nedition: classic\ncards:\n" + KNIGHT + "question:\n  kind: attack\n  attack: "
                      "{kind: strike, source: foe, target: knight}\n  effects:\n"
                      "    - {card: knight, feature: a, kind: prevention, value: 2}\n", encoding="utf-8")
    a = rule_scenario(parse_scenario(str(attack)))[0].answer
    t = _trace(tmp_path, KNIGHT, _hits("simple_strike"))
    wounds = {dict(o.wounds).get("knight") for o in a.result.outcomes}
    assert wounds == {1} and t.final["knight"]["wounds"] == 1
