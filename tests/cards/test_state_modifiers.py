"""Value modifiers against cursed or poisoned cards, compiled from the base (grammar.lark `mf_cursed`, `mv_cursed`,
`mv_poisoned`; card_modifiers `when.other.cursed|poisoned`, read by legality/attack/derive.py): «+1 к {strike} по
существам с проклятием» (Чемпион Соултрада), «-2 от немагических атак существ с проклятием» (Чёрный рыцарь)."""
from __future__ import annotations

import yaml

from legality.api import rule_scenario
from legality.scenario import parse_scenario


def _attack(tmp_path, source: str, target: str, states=(), poison=0):
    target_entry = {"id": "t", "controller": "second", "cell": [3, 4], "card": target}
    if states:
        target_entry["states"] = list(states)
    if poison:
        target_entry["poison"] = poison
    doc = {"title": "modifier against a cursed card", "edition": "classic",
           "card_base": "classic-relaunch-cards.json",
           "cards": [{"id": "s", "controller": "first", "cell": [3, 3], "card": source}, target_entry],
           "question": {"kind": "attack", "text": "?", "attack": {"kind": "strike", "source": "s", "target": "t",
                                                                   "tier": "weak"}}}
    p = tmp_path / "variant.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)), ["classic"])[0].answer


def _values(answer):
    return [o["value"] for o in answer.to_json()["outcomes"]]


def test_a_strike_at_a_cursed_creature_gains_the_bonus(tmp_path, relaunch_path):
    cursed = _attack(tmp_path, "Чемпион Соултрада", "Кочевник", states=["curse"])
    plain = _attack(tmp_path, "Чемпион Соултрада", "Кочевник")
    assert cursed.verdict == plain.verdict == "fixed"
    assert _values(cursed) == [v + 1 for v in _values(plain)]


def test_a_cursed_or_poisoned_card_is_read_from_both_bases():
    from legality.cardtext.compiler import read_sentence
    r = read_sentence("-3 от немагических атак проклятых существ.", "online")
    assert r.features == [{"kind": "permanent", "modifier": {
        "op": "sub", "value": 3, "side": "received", "attacks": ["nonmagic"],
        "when": {"other": {"types": ["creature", "flyer"], "cursed": True}}}}]
    r = read_sentence("+1 к метанию по существам с отравлением.", "online")
    assert r.features[0]["modifier"]["when"] == {"other": {"types": ["creature", "flyer"], "poisoned": True}}
