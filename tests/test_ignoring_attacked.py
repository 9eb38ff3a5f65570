"""«Игнорирует особенности атакованного существа» (Етун, compiled) in an attack's value (legality/reach.py
`_ignoring_changes_nothing`): where no feature of the attacked card enters the value, ignoring them changes nothing
and the value is exact (dev-329, both cards named from the base); where one does — a modifier of the strike it
receives, Броня — the value stays unknown, naming the keyword."""
import os

from tests.variants import by_doc, inline_copy

OGRE = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings",
                    "dev-329-ancient-ogre-protection-from-etun.yaml")


def test_nothing_of_the_attacked_enters_the_value():
    from legality.api import rule_scenario
    from legality.scenario import parse_scenario
    [r] = rule_scenario(parse_scenario(OGRE))
    assert r.matches and not r.answer.unknown


def test_a_modifier_of_the_attacked_on_the_strike_leaves_it_unknown(tmp_path):
    def edit(doc):
        card = inline_copy(doc, 0, OGRE)
        f1 = next(f for f in card["features"] if f["text"].startswith("-1 от"))
        f1["modifier"]["attacks"] = ["strike"]
    ans = by_doc(tmp_path, OGRE, edit)
    assert ans.verdict == "unknown" and any("Игнорирует особенности" in u for u in ans.unknown)


def test_armour_of_the_attacked_leaves_it_unknown(tmp_path):
    def edit(doc):
        card = inline_copy(doc, 0, OGRE)
        card["features"].append({"id": "armour", "text": "Броня 1", "kind": "keyword", "keyword": "Броня",
                                 "params": {"value": 1}})
    ans = by_doc(tmp_path, OGRE, edit)
    assert ans.verdict == "unknown" and any("Игнорирует особенности" in u for u in ans.unknown)


def test_without_the_ignoring_the_modifier_applies(tmp_path):
    """The contrast: the same modifier met by an attacker that ignores nothing is applied (2 wounds, not 3)."""
    def edit(doc):
        card = inline_copy(doc, 0, OGRE)
        f1 = next(f for f in card["features"] if f["text"].startswith("-1 от"))
        f1["modifier"]["attacks"] = ["strike"]
        doc["cards"][1] = {"id": "etun", "controller": "first", "cell": [3, 2],
                           "inline": {"name": "Боец (пример)", "type": "creature", "cost": 6, "lives": 14,
                                      "strike": [3, 4, 5]}}
    ans = by_doc(tmp_path, OGRE, edit)
    assert ans.verdict == "traced" and not ans.unknown
