"""Compound effects of declared abilities (legality/declared_parts.py, legality/stack/declared.py): an activated
feature's `params.effect` is applied by the tracer at the action's execution, part by part, through the same code
as a trigger's parts; part targets `chosen` / `all`; a closing committed to a payment (legality/stack/committed.py).
"""
from __future__ import annotations

import os

import pytest
import yaml

from legality.api import rule_scenario
from legality.errors import InputError
from legality.scenario import parse_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULINGS = os.path.join(ROOT, "legality", "scenarios", "rulings")
WARLOCK = os.path.join(RULINGS, "dev-497-warlock-wounds-cursed-without-new-curse.yaml")
SHAMAN = os.path.join(RULINGS, "dev-317-shaman-hypnosis-nobody-adjacent.yaml")
LUCK = os.path.join(RULINGS, "dev-375-a-luck-catcher-defender-cannot-tap.yaml")


# Чернокнижник's ability in the card language, as dev-497 wrote it by hand before it named the card from the base
# (its compiled reading is legality/compiled_parts.py's): the hand-written compound effect these tests vary
WARLOCK_HAND = yaml.safe_load("""
id: warlock
controller: first
cell: [5, 3]
inline:
  name: Чернокнижник
  type: creature
  cost: 5
  elite: true
  lives: 8
  strike: [1, 2, 2]
  move: 1
  element: dark
  class: [Ковен]
  text: "{tap}: Воздействие \\"власть Ковена\\" существо получает проклятие, затем ранить всех существ противника с проклятием на 1."
  features:
    - id: f1
      text: "{tap}: Воздействие \\"власть Ковена\\" существо получает проклятие, затем ранить всех существ противника с проклятием на 1."
      kind: activated
      params:
        cost: закрыться
        effect:
          kind: state
          target: first.target
          set: {state: curse}
          then:
            link: then
            kind: wound
            target: all
            choose: {relation: enemy, types: [creature], states: [curse]}
            set: {value: 1}
""")


def _run(tmp_path, base, edit, edition="classic"):
    doc = yaml.safe_load(open(base, encoding="utf-8"))
    doc.pop("source", None)
    if base == WARLOCK:
        import copy
        doc["cards"][0] = copy.deepcopy(WARLOCK_HAND)
    edit(doc)
    p = tmp_path / "variant.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)), [edition])[0].answer


def _effect(doc):
    return doc["cards"][0]["inline"]["features"][0]["params"]["effect"]


def test_a_part_linked_while_needs_the_curse_done(tmp_path):
    """«при этом» instead of «затем»: the curse found nobody, so the wound does not happen (dev-097's reading)."""
    def while_(doc):
        _effect(doc)["then"]["link"] = "while"
    ans = _run(tmp_path, WARLOCK, while_)
    assert ans.verdict == "traced"
    assert ans.final["orc"]["wounds"] == 0
    assert "classic:ruling-dev-097" in ans.cites()


def test_the_curse_done_reaches_its_target_and_the_wound_follows(tmp_path):
    """Nobody leaves play: the goblin is cursed, and both cursed enemy creatures take the wound («всех … с
    проклятием»); the uncursed troll does not."""
    def stay(doc):
        doc["question"]["events"] = [e for e in doc["question"]["events"] if "destroy" not in e]
    ans = _run(tmp_path, WARLOCK, stay)
    assert ans.verdict == "traced"
    assert (ans.final["goblin"]["wounds"], ans.final["orc"]["wounds"], ans.final["troll"]["wounds"]) == (1, 1, 0)


def test_a_chosen_part_with_several_cards_is_the_players_choice_unknown(tmp_path):
    """Two cards stand next to the hypnotised creature: whom it strikes is its player's choice, not stated."""
    def crowd(doc):
        doc["cards"].append({"id": "a", "controller": "first", "cell": [2, 2], "inline": {
            "name": "А (пример)", "type": "creature", "cost": 1, "lives": 3, "strike": [1, 1, 1]}})
        doc["cards"].append({"id": "b", "controller": "first", "cell": [2, 4], "inline": {
            "name": "Б (пример)", "type": "creature", "cost": 1, "lives": 3, "strike": [1, 1, 1]}})
    ans = _run(tmp_path, SHAMAN, crowd)
    assert ans.verdict == "unknown"
    assert any("chooses among a, b" in u for u in ans.unknown)


def test_a_strike_part_the_trace_cannot_value_is_unknown(tmp_path):
    """One card next to it: the strike part has its target, but a simple strike's value needs a roll — the trace
    does not guess it, and the closing after it still comes («и»: linked then)."""
    def one(doc):
        doc["cards"].append({"id": "a", "controller": "first", "cell": [2, 2], "inline": {
            "name": "А (пример)", "type": "creature", "cost": 1, "lives": 3, "strike": [1, 1, 1]}})
    ans = _run(tmp_path, SHAMAN, one)
    assert ans.verdict == "unknown"
    assert ans.final["orc"]["open"] is False


def test_an_edition_without_the_compound_rulings_is_unknown(tmp_path):
    def heroes(doc):
        doc["edition"] = "classic-2012"
    ans = _run(tmp_path, SHAMAN, heroes, "classic-2012")
    assert ans.verdict == "unknown" and any("next part" in u for u in ans.unknown)


def test_a_trigger_part_and_a_declared_part_share_their_targets(tmp_path):
    """One code path: the same «затем ранить всех существ противника с проклятием на 1» as a trigger's part (on
    the warlock's own move) wounds the same cards as the declared ability's."""
    def as_trigger(doc):
        feat = doc["cards"][0]["inline"]["features"][0]
        eff = feat["params"].pop("effect")
        feat["kind"] = "triggered"
        eff["target"] = "event.target"
        feat["params"] = {"chain": {"event": "open", "source": "self", "target": "enemy", "effect": eff}}
        doc["cards"][1]["open"] = False
        doc["question"]["events"] = [{"declare": "op", "closes": True,
                                      "action": {"kind": "open", "source": "warlock", "target": "goblin"}},
                                     {"resolve": "op"}]
    trig = _run(tmp_path, WARLOCK, as_trigger)
    decl = _run(tmp_path, WARLOCK, lambda doc: doc["question"].update(events=[
        e for e in doc["question"]["events"] if "destroy" not in e]))
    assert {c: trig.final[c]["wounds"] for c in ("goblin", "orc", "troll")} == \
           {c: decl.final[c]["wounds"] for c in ("goblin", "orc", "troll")} == {"goblin": 1, "orc": 1, "troll": 0}


@pytest.mark.parametrize("edit, field", [
    (lambda e: e.update(target="chosen"), "choose"),
    (lambda e: e.update(kind="state", set={"state": "glory"}), "set"),
    (lambda e: e["then"].pop("link"), "link"),
    (lambda e: e.update(link="then"), "link"),
    (lambda e: e["then"]["choose"].update(states=["glory"]), "states"),
])
def test_bad_parts_are_one_line_errors(tmp_path, edit, field):
    with pytest.raises(InputError, match=field):
        _run(tmp_path, WARLOCK, lambda doc: edit(_effect(doc)))


def test_an_effect_on_a_feature_that_is_not_activated_is_bad_input(tmp_path):
    def permanent(doc):
        doc["cards"][0]["inline"]["features"][0]["kind"] = "permanent"
    with pytest.raises(InputError, match="activated"):
        _run(tmp_path, WARLOCK, permanent)


def test_a_closing_committed_to_a_defence_cannot_pay_again(tmp_path):
    ans = _run(tmp_path, LUCK, lambda doc: None)
    assert list(ans.outcome["not_entered"]) == ["luck-roll"]
    assert "classic:ruling-dev-375" in ans.cites()


def test_the_attackers_own_unpaid_strike_holds_its_closing(tmp_path):
    """The attacker's closing is the payment of its own simple strike (dev-251: reserved for the fight)."""
    def attacker(doc):
        doc["cards"][0]["inline"]["features"] = [
            {"id": "f1", "text": "{tap}: Получить {zoal}.", "kind": "activated", "params": {"cost": "закрыться"}}]
        doc["question"]["events"] = [doc["question"]["events"][0],
                                     {"respond": "more", "closes": True,
                                      "action": {"kind": "ability", "source": "orc", "ability": "f1"}}]
    ans = _run(tmp_path, LUCK, attacker)
    assert list(ans.outcome["not_entered"]) == ["more"]


def test_an_edition_without_the_ruling_leaves_the_committed_closing_unknown(tmp_path):
    """classic 2012 pays after execution too (216.12.a) but holds no such ruling here: not guessed."""
    def plain(doc):
        doc["edition"] = "classic-2012"
    ans = _run(tmp_path, LUCK, plain, "classic-2012")
    assert ans.verdict == "unknown" and any("may pay again" in u for u in ans.unknown)
    assert "luck-roll" in ans.outcome["entered"]
