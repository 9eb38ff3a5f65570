"""A declared or generated action read against the compiled parts of the ability that makes it
(legality/compiled_parts.py): the action that is one of the parts is decided by the rules (the judges' rulings
dev-055, dev-091); one that fits none of them, or a target the part does not describe, stays `unknown`."""
import os

from tests.variants import by_doc

RULINGS = os.path.join(os.path.dirname(__file__), "..", "..", "legality", "scenarios", "rulings")
CATCHER = os.path.join(RULINGS, "dev-055-heal-unwounded.yaml")
SHADOW = os.path.join(RULINGS, "dev-091-shadow-jumps-even-closed.yaml")


def _based(edit, relaunch_path):
    def go(doc):
        doc["card_base"] = relaunch_path          # the variant is written elsewhere: the base by its path
        edit(doc)
    return go


def test_the_heal_part_of_a_compound_ability_is_read(tmp_path, relaunch_path):
    assert by_doc(tmp_path, CATCHER, _based(lambda d: None, relaunch_path)).verdict == "legal"


def test_a_heal_at_a_target_the_part_does_not_describe_is_unknown(tmp_path, relaunch_path):
    def enemy(doc):
        next(c for c in doc["cards"] if c["id"] == "ally")["controller"] = "second"
    answer = by_doc(tmp_path, CATCHER, _based(enemy, relaunch_path))
    assert answer.verdict == "unknown"
    assert any("none of its read parts is this heal" in u for u in answer.unknown)


def test_an_action_of_a_kind_the_ability_has_no_part_of_is_unknown(tmp_path, relaunch_path):
    def destroy(doc):
        doc["question"]["action"]["kind"] = "destroy"
    answer = by_doc(tmp_path, CATCHER, _based(destroy, relaunch_path))
    assert answer.verdict == "unknown"


def test_the_ability_kept_as_text_is_unknown(tmp_path, relaunch_path):
    def kept(doc):
        catcher = next(c for c in doc["cards"] if c["id"] == "catcher")
        catcher.pop("card"), catcher.pop("from")
        catcher["inline"] = {"name": "Ловец душ", "type": "creature", "cost": 5, "lives": 9, "strike": [1, 2, 2],
                             "features": [{"id": "f4", "kind": "text", "text": "X {counter}{tap}: Заклинание "
                                           "предсметный дар ранить существо противника на X, при этом излечить "
                                           "ваше существо на X."}]}
    assert by_doc(tmp_path, CATCHER, _based(kept, relaunch_path)).verdict == "unknown"


def test_a_generated_jump_is_its_trigger_s_jump_part(tmp_path, relaunch_path):
    assert by_doc(tmp_path, SHADOW, _based(lambda d: None, relaunch_path)).verdict == "legal"


def test_a_generated_jump_longer_than_the_part_or_with_no_range_is_unknown(tmp_path, relaunch_path):
    for rng in (4, None):
        def longer(doc, rng=rng):
            if rng is None:
                doc["question"]["action"].pop("range")
            else:
                doc["question"]["action"]["range"] = rng
        answer = by_doc(tmp_path, SHADOW, _based(longer, relaunch_path))
        assert answer.verdict == "unknown", rng
        assert any("may be this trigger's own effect" in u for u in answer.unknown)


def test_an_action_of_an_ability_held_under_a_condition_is_unknown(tmp_path, relaunch_path):
    """«Имеет {tap}: Магический удар на 2-2-3, пока стоит рядом с вашим героем» (Сатир, compiled: `params.while`):
    whether the card has the ability now is not read, so its magic strike is never decided by its parts alone
    (h-gram-h)."""
    def satyr(doc):
        doc["cards"] = [{"id": "satyr", "card": "Сатир", "from": "base", "cell": [3, 3]},
                        {"id": "foe", "card": "Кочевник", "controller": "second", "cell": [3, 4]}]
        doc["question"]["action"] = {"kind": "magic_strike", "source": "satyr", "target": "foe", "ability": "f2"}
    answer = by_doc(tmp_path, CATCHER, _based(satyr, relaunch_path))
    assert answer.verdict == "unknown"
    assert any("has it only where «стоит рядом с вашим героем»" in u for u in answer.unknown)
