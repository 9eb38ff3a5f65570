"""«Онлайн» readings: «В начале хода противника - Нгор открывается» — the card naming itself as the subject of a
turn trigger's effect is the card itself (grammar.lark turn_trigger), bridged to the trigger language: the trace
fires it and opens him as the opponent's turn begins; as his own turn begins it does not fire. «Враг орков»: a
named ability no glossary text here defines, which bears on anything."""
from __future__ import annotations

import yaml

from legality.api import rule_scenario
from legality.scenario import parse_scenario



def _trace(tmp_path, active: str, turn: str):
    doc = {"title": "t", "edition": "classic", "card_base": "classic-online-2019-cards.json",
           "cards": [{"id": "n", "card": "Нгор [s_ngor]", "controller": "first", "at": "C1", "open": False},
                     {"id": "k", "card": "Кочевник", "controller": "second", "at": "C3'"}],
           "state": {"active": active}, "question": {"kind": "sequence", "events": [{"turn": turn}]}}
    p = tmp_path / "s.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    t = rule_scenario(parse_scenario(str(p)))[0].answer
    assert t.verdict == "traced", t.to_json()
    return t.to_json()


def _fired(trace) -> bool:
    return any(n["what"] == "trigger" and "f1: n" in n["text"] for s in trace["steps"] for n in s["notes"])


def test_he_opens_as_the_opponents_turn_begins(tmp_path):
    t = _trace(tmp_path, "first", "second")
    assert _fired(t) and t["final"]["n"]["open"] is True, t


def test_it_does_not_fire_as_his_own_turn_begins(tmp_path):
    assert not _fired(_trace(tmp_path, "second", "first"))


def test_an_enemy_of_a_class_is_named_and_bears_on_anything(tmp_path):
    """«Враг орков» (Свита Илле, «Онлайн»): compiled as the named ability, which no glossary text here defines —
    an attack by its card stays unknown naming it, never answered as if it were not printed."""
    doc = {"title": "t", "edition": "classic", "card_base": "classic-online-2019-cards.json",
           "cards": [{"id": "s", "card": "Свита Илле", "controller": "first", "at": "C1"},
                     {"id": "k", "card": "Кочевник", "controller": "second", "at": "C1'"}],
           "question": {"kind": "attack", "attack": {"kind": "strike", "source": "s", "target": "k", "tier": "weak"}}}
    p = tmp_path / "s.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    sc = parse_scenario(str(p))
    [f] = [f for f in sc.state.card("s").card.features if f.text.startswith("Враг")]
    assert f.kind.value == "keyword" and f.keyword == "Враг орков"
    a = rule_scenario(sc)[0].answer
    j = a.to_json()
    assert j["verdict"] == "unknown" and any("Враг орков" in u for u in j["unknown"]), j
