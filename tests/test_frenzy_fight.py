"""Бешенство in the `fight` question (classic:ruling-dev-011): a fired frenzy's value modifier is laid before the
calculation, so it bears on the attacked creature's counterstrike; the rolls that fire it are the ones the `roll`
question reports (one reading, legality/frenzy.py `firing_frenzies`); the unknown paths. And an effect its source
performs (`params.source_acts`, classic:ruling-dev-259) under an edition without the ruling."""
import os

from legality.api import rule_scenario
from legality.scenario import parse_scenario

from variants import by_doc

RULINGS = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings")

# Орк-старейшина's Бешенство as the compiler reads it (its other sentences left out: a card made for the test)
ELDER = """
name: Старейшина (пример)
type: creature
cost: 5
lives: 11
strike: [2, 2, 3]
text: "Бешенство 4: атакованный получает -1 к {strike} до конца хода противника."
features:
  - id: f1
    kind: permanent
    text: "Бешенство 4: атакованный получает -1 к {strike} до конца хода противника."
    scope: all_creatures
    touches: [strike_value, counterstrike, simple_strike, wounds]
    params:
      when: Бешенство 4
      actions:
        - {do: modify, duration: opponent_turn, target: attacked,
           modifiers: [{of: strike, op: sub, side: dealt, value: 1}]}
"""
NOMAD = "{name: Кочевник (пример), type: creature, cost: 3, lives: 8, strike: [1, 2, 3]}"


def _indent(text, n):
    return "\n".join(" " * n + line for line in text.strip().splitlines())


def _answer(tmp_path, question, elder=ELDER, extra="", edition="classic"):
    text = f"""title: t
edition: {edition}
cards:
  - id: orc
    controller: first
    cell: [3, 3]
    inline:
{_indent(elder, 6)}
  - {{id: nomad, controller: second, cell: [4, 3], inline: {NOMAD}}}
{extra}state: {{active: first}}
question:
{_indent(question, 2)}
"""
    p = tmp_path / "s.yaml"
    p.write_text(text, encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def _fight(tmp_path, roll=None, counter=None, **kw):
    q = "kind: fight\naction: {kind: simple_strike, source: orc, target: nomad}"
    q += f"\nroll: {roll}" if roll else ""
    q += f"\ncounter_roll: {counter}" if counter else ""
    return _answer(tmp_path, q, **kw)


def test_fired_frenzy_lowers_the_counterstrike(tmp_path):
    # the orc rolls 1 (fires: 1 ≤ 4), the nomad 5: the nomad's medium counterstrike 2 comes to 1
    a = _fight(tmp_path, 1, 5)
    assert a.verdict == "fixed", a.result.unknown
    (o,) = a.result.outcomes
    assert dict(o.wounds)["orc"] == 1
    assert o.witnesses[0][3] == ("orc/f1",)
    assert "classic:ruling-dev-011" in a.cites() and "classic:бешенство" in a.cites()
    assert o.trace.final["nomad"]["effects"] == ["orc/f1"]


def test_unfired_frenzy_leaves_the_counterstrike(tmp_path):
    # the orc rolls 6 (5 over 4: no frenzy), the nomad 1: strong strike, no counterstrike change
    a = _fight(tmp_path, 6, 1)
    assert a.verdict == "fixed", a.result.unknown
    (o,) = a.result.outcomes
    assert o.witnesses[0][3] == ()
    assert o.trace.final["nomad"]["effects"] == []


def test_fight_and_roll_read_the_same_frenzy(tmp_path):
    """One reading: the orc's results that fire its Бешенство in the `roll` question are those on which the
    `fight` question lays it (no die modifiers here: the result is the natural roll)."""
    roll = _answer(tmp_path, "kind: roll\ncard: orc\nfor: strike\nfight: true")
    fires = {n for o in roll.outcomes for n in o.naturals if "orc/f1" in o.fires}
    assert fires == {1, 2, 3, 4}
    fight = _fight(tmp_path, counter=3)
    laid = {r[0] for o in fight.result.outcomes for w in o.witnesses if w[3] for r in w[2]}
    assert laid == fires


def test_frenzy_whose_effect_is_not_read_is_unknown_where_it_fires(tmp_path):
    elder = ELDER.replace("""      actions:
        - {do: modify, duration: opponent_turn, target: attacked,
           modifiers: [{of: strike, op: sub, side: dealt, value: 1}]}""", "")
    a = _fight(tmp_path, 2, 5, elder=elder)
    assert a.verdict == "unknown"
    assert any("what it does is not read" in u for u in a.result.unknown)
    b = _fight(tmp_path, 6, 1, elder=elder)          # 6: it does not fire, nothing unread bears
    assert not any("what it does is not read" in u for u in b.result.unknown)


def test_frenzy_on_the_attacked_with_a_defender_is_unknown(tmp_path):
    extra = "  - {id: guard, controller: second, cell: [4, 4], inline: " + NOMAD + "}\n"
    q = "kind: fight\naction: {kind: simple_strike, source: orc, target: nomad}\ndefender: guard\nroll: 1\ncounter_roll: 5"
    a = _answer(tmp_path, q, extra=extra)
    assert a.verdict == "unknown"
    assert any("«атакованный» is the defender" in u for u in a.result.unknown)


def test_stated_strengths_do_not_say_whether_frenzy_fires(tmp_path):
    q = "kind: fight\naction: {kind: simple_strike, source: orc, target: nomad}\nstrength: weak\ncounter_strength: medium"
    a = _answer(tmp_path, q)
    assert a.verdict == "unknown"
    assert any("whether it fires is not known" in u for u in a.result.unknown)


def test_frenzy_in_the_opponents_turn_does_not_fire(tmp_path):
    q = "kind: fight\naction: {kind: simple_strike, source: orc, target: nomad}\nroll: 1\ncounter_roll: 5"
    p = tmp_path / "s.yaml"
    a = _answer(tmp_path, q)
    assert a.result.outcomes[0].witnesses[0][3] == ("orc/f1",)
    p.write_text(p.read_text(encoding="utf-8").replace("state: {active: first}", "state: {active: second}"),
                 encoding="utf-8")
    b = rule_scenario(parse_scenario(str(p)))[0].answer
    assert all(w[3] == () for o in b.result.outcomes for w in o.witnesses)
    assert any("not its controller's turn" in t for t, _r in b.result.notes)


def test_source_acts_without_the_ruling_is_unknown(tmp_path):
    """classic-2012 has no dev-259: the storm caller's spell after her death is not decided."""
    path = os.path.join(RULINGS, "dev-259-a-storm-caller-dead-spell-ends.yaml")
    a = by_doc(tmp_path, path, lambda doc: None, edition="classic-2012")
    assert a.verdict == "unknown"
    assert any("which performs it, has left play" in u for u in a.unknown)
    b = by_doc(tmp_path, path, lambda doc: None)
    assert b.verdict == "traced"


DEV011A = os.path.join(RULINGS, "dev-011-a-orc-elder-frenzy-before-counterstrike.yaml")
DEV011B = os.path.join(RULINGS, "dev-011-b-orc-elder-fight-frenzy.yaml")


def test_sequence_and_fight_agree_on_dev_011(tmp_path):
    """One situation, two kinds: the `sequence` with the rolls and the `fight` with the same rolls."""
    seq = by_doc(tmp_path, DEV011A, lambda doc: None)
    fight = by_doc(tmp_path, DEV011B, lambda doc: None)
    (o,) = fight.result.outcomes
    assert seq.verdict == "traced" and fight.verdict == "fixed"
    assert {c: f["wounds"] for c, f in seq.final.items()} == {"orc": 1, "nomad": 2} == dict(o.wounds)
    assert seq.final["nomad"]["effects"] == o.trace.final["nomad"]["effects"] == ["orc/f1"]
    assert "classic:ruling-dev-011" in seq.cites() and "classic:ruling-dev-011" in fight.cites()


def test_the_third_frenzy_of_the_turn_fires_the_elders_second_sentence(tmp_path):
    """«Когда бешенство ваших существ срабатывает третий раз за ход»: the trace counts its player's Бешенство."""
    def edit(doc):
        orc = doc["cards"][0]
        for n in (2, 3):
            doc["cards"].append(dict(orc, id=f"orc{n}", cell=[3, n - 1]))
            doc["cards"].append({"id": f"nomad{n}", "card": "Кочевник", "controller": "second", "cell": [4, n - 1]})
        events = [{"turn": "first"}]
        for i, (o, t) in enumerate((("orc", "nomad"), ("orc2", "nomad2"), ("orc3", "nomad3")), 1):
            events += [{"declare": f"s{i}", "action": {"kind": "simple_strike", "source": o, "target": t},
                        "roll": 1, "counter_roll": 5}, {"resolve": f"s{i}"}]
        doc["question"]["events"] = events
    a = by_doc(tmp_path, DEV011A, edit)
    assert a.verdict in ("traced", "choice"), a.unknown
    for cid in ("orc", "orc2", "orc3"):       # each elder's own trigger fires on the third (and gets +1 to strike)
        assert f"{cid}/f2-plus" in a.final[cid]["effects"]


def test_rolls_on_a_declaration_bad_input(tmp_path):
    import pytest
    from legality.errors import InputError

    def with_event(extra):
        def edit(doc):
            doc["question"]["events"][1].update(extra)
        return edit
    for extra, field in (({"strength": "weak"}, "roll"), ({"roll": 7}, "roll"), ({"roll": None, "counter_roll": 3},
                                                                                   "counter_roll")):
        with pytest.raises(InputError) as err:
            by_doc(tmp_path, DEV011A, with_event({k: v for k, v in extra.items() if v is not None}
                                                 if None not in extra.values() else extra))
        assert field in str(err.value)


DEV500A = os.path.join(RULINGS, "dev-500-a-talgata-cancel-after-rolls-refused.yaml")


def test_cancel_windows(tmp_path):
    """«отменить действие»: before the rolls it takes the attack off, after them it does nothing
    (classic:ruling-dev-500); at the calculation step's window whether the dice are rolled is not modelled."""
    def until(step):
        def edit(doc):
            doc["question"]["events"][1]["until"] = step
        return edit
    at_calc = by_doc(tmp_path, DEV500A, until("calculation"))
    assert at_calc.verdict == "unknown"
    assert any("whether its dice are rolled" in u for u in at_calc.unknown)
    after = by_doc(tmp_path, DEV500A, lambda doc: None)
    assert after.verdict == "traced" and after.final["guard"]["wounds"] == 2
    older = by_doc(tmp_path, DEV500A, lambda doc: None, edition="classic-2012")
    assert older.verdict == "unknown"


def test_cancel_needs_its_condition(tmp_path):
    """«существа с проклятием»: an uncursed creature's action is not one it cancels."""
    def edit(doc):
        doc["cards"][2].pop("states")
        doc["question"]["events"] = [doc["question"]["events"][0], doc["question"]["events"][2],
                                     {"resolve": "s1"}]
    a = by_doc(tmp_path, DEV500A, edit)
    assert a.final["guard"]["wounds"] == 2
    assert any("is not curse" in n.text for s in a.steps for n in s.notes)


DEV013 = os.path.join(RULINGS, "dev-013-duel-master-frenzy-printed-weak-strike.yaml")


def test_frenzy_wound_reads_the_printed_strike_and_a_miss_fires(tmp_path):
    """dev-013: X = the attacked's printed weak strike (2), not its modified one (3); the trace says so. His
    «при промахе» trigger (event `miss`) fires when the strike table gives his strike a miss (3 against 5)."""
    a = by_doc(tmp_path, DEV013, lambda doc: None)
    notes = [n.text for n in a.result.outcomes[0].trace.steps[-1].notes]
    assert any("wounds warrior by 2" in t for t in notes)
    assert "classic:ruling-dev-013" in a.cites()
    older = by_doc(tmp_path, DEV013, lambda doc: None, edition="classic-2012")
    assert older.verdict == "unknown"
    assert a.result.outcomes[0].trace.final["master"]["effects"] == []

    def missed(doc):
        doc["question"]["roll"] = 3
    m = by_doc(tmp_path, DEV013, missed)
    (o,) = m.result.outcomes
    assert o.witnesses[0][0] == "miss" and o.witnesses[0][3] == ()       # 3 is over Бешенство 2: no frenzy
    assert o.trace.final["master"]["effects"] == ["master/f2-rage"]


def test_lasting_frenzy_bonus_counts_only_while_laid(tmp_path):
    """«+2 к бешенству» with a duration is in force only where laid: the master's Бешенство 2 is 2, not 4."""
    roll = _answer(tmp_path, "kind: roll\ncard: orc\nfor: strike", elder=ELDER.replace("Бешенство 4", "Бешенство 2")
                   + """  - {id: plus, kind: permanent, text: "+2 к бешенству", duration: your_turn}
""")
    fires = {n for o in roll.outcomes for n in o.naturals if "orc/f1" in o.fires}
    assert fires == {1, 2}
