"""Value modifiers the compiler reads with an X or a condition (legality/cardtext/modifiers.py → card_modifiers.py),
valued from the scenario's board and state by the attack question and the tracer alike (legality/attack/derive.py,
legality/computed_values.py): real cards of the relaunch base, each varied so that the value changes."""
import pathlib

import yaml

from legality.api import rule_scenario
from legality.scenario import parse_scenario
from tests.variants import by_doc

RULINGS = pathlib.Path(__file__).parents[2] / "legality/scenarios/rulings"
SKELOS = RULINGS / "dev-247-b-skelos-plus-one-vs-ground.yaml"
ATEKAR = RULINGS / "dev-274-atekar-bonus-read-after-instants.yaml"
METAMORPH = RULINGS / "dev-346-metamorph-printed-strike.yaml"
WURM = RULINGS / "dev-394-omidgal-printed-cost-lindwurm.yaml"
RANGER = RULINGS / "dev-437-ranger-printed-ranges.yaml"
ORM = RULINGS / "dev-039-orm-no-minus-vs-flyer.yaml"

DIRECTED = {"name": "Направленный (пример)", "type": "creature", "cost": 3, "lives": 6, "strike": [2, 2, 2],
            "features": [{"id": "d", "text": "Направленный удар", "kind": "keyword", "keyword": "Направленный удар"}]}
PLAIN = {"name": "Простой (пример)", "type": "creature", "cost": 3, "lives": 6, "strike": [2, 2, 2]}


def attack(tmp_path, cards: list[dict], source: str, target: str, kind: str = "strike", tier: str = "medium",
           **extra):
    """The answer of an `attack` question on cards named from the relaunch base (or written inline)."""
    doc = {"title": "вариант", "edition": "classic", "card_base": "classic-relaunch-cards.json", "cards": cards,
           "question": {"kind": "attack", "text": "?",
                        "attack": {"kind": kind, "source": source, "target": target, "tier": tier, **extra}}}
    p = tmp_path / "variant.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def values(answer) -> list[int]:
    assert answer.verdict == "fixed", answer.verdict
    return [o.value for o in answer.result.outcomes]


# --- «-2 от направленных ударов» (Скелос): a simple strike its source's «Направленный удар» makes directed

def test_a_directed_strike_at_skelos_is_two_less(tmp_path):
    cards = [{"id": "skelos", "card": "Скелос", "controller": "first", "cell": [3, 3]},
             {"id": "d", "controller": "second", "cell": [2, 3], "inline": DIRECTED}]
    assert values(attack(tmp_path, cards, "d", "skelos")) == [0]                 # 2 - 2


def test_an_undirected_strike_at_skelos_keeps_its_value(tmp_path):
    cards = [{"id": "skelos", "card": "Скелос", "controller": "first", "cell": [3, 3]},
             {"id": "p", "controller": "second", "cell": [2, 3], "inline": PLAIN}]
    assert values(attack(tmp_path, cards, "p", "skelos")) == [2]


def test_a_special_strike_at_skelos_is_unknown(tmp_path):
    cards = [{"id": "skelos", "card": "Скелос", "controller": "first", "cell": [3, 3]},
             {"id": "p", "controller": "second", "cell": [2, 3], "inline": PLAIN}]
    a = attack(tmp_path, cards, "p", "skelos", kind="special_strike", value=3)
    assert a.verdict == "unknown"
    assert "directed strike is not decided" in " ".join(o.unknown or "" for o in a.result.outcomes)


# --- «+1 к метанию, если напротив Атекара стоит ваше существо без ран» (the tracer reads it at the calculation)

def test_atekar_keeps_his_bonus_when_nothing_wounds_the_creature_opposite(tmp_path):
    def no_wound(doc):
        doc["question"]["events"] = [e for e in doc["question"]["events"] if "wound" not in e]
    a = by_doc(tmp_path, ATEKAR, no_wound)
    assert a.final["orc"]["wounds"] == 3                                        # 2 + 1


def test_atekar_has_no_bonus_with_nobody_opposite(tmp_path):
    def away(doc):
        doc["question"]["events"] = [e for e in doc["question"]["events"] if "wound" not in e]
        doc["cards"][1]["cell"] = [3, 2]                                        # beside him, not in front
    a = by_doc(tmp_path, ATEKAR, away)
    assert a.final["orc"]["wounds"] == 2


# --- «+X к {strike}, где X значение {strike} атакованного существа (без учета модификаторов)» (Метаморф)

def test_metamorph_adds_the_printed_strike_of_the_strike_s_strength(tmp_path):
    for tier, want in (("weak", 4), ("strong", 7)):                             # Орк-задира 4-5-7
        def strength(doc, tier=tier):
            doc["question"]["attack"]["tier"] = tier
        assert values(by_doc(tmp_path, METAMORPH, strength)) == [want]


# --- «+1 к {strike} за каждого вашего стоящего рядом Линдвурма»

def test_lindwurm_counts_his_own_lindwurms_next_to_him(tmp_path):
    target = {"id": "t", "controller": "second", "cell": [3, 3], "inline": PLAIN}
    one = [{"id": "w", "card": "Линдвурм", "controller": "first", "cell": [4, 3]}, target]
    assert values(attack(tmp_path, one, "w", "t")) == [4]                       # 3-4-4, medium, none next to him
    two = one + [{"id": "w2", "card": "Линдвурм", "controller": "first", "cell": [4, 2]}]
    assert values(attack(tmp_path, two, "w", "t")) == [5]
    three = two + [{"id": "w3", "card": "Линдвурм", "controller": "first", "cell": [5, 4]}]
    assert values(attack(tmp_path, three, "w", "t")) == [6]                     # diagonal too (207.7)
    theirs = one + [{"id": "w4", "card": "Линдвурм", "controller": "second", "cell": [4, 4]}]
    assert values(attack(tmp_path, theirs, "w", "t")) == [4]                    # the opponent's does not count
    other_printing = one + [{"id": "w5", "controller": "first", "cell": [4, 4],
                             "inline": {**PLAIN, "name": "Линдвурм [99999]"}}]
    assert values(attack(tmp_path, other_printing, "w", "t")) == [5]            # a printing's number is no name


def test_lindwurm_with_a_cell_not_given_is_unknown(tmp_path):
    cards = [{"id": "w", "card": "Линдвурм", "controller": "first", "cell": [4, 3]},
             {"id": "w2", "card": "Линдвурм", "controller": "first"},
             {"id": "t", "controller": "second", "cell": [3, 3], "inline": PLAIN}]
    assert attack(tmp_path, cards, "w", "t").verdict == "unknown"


def test_a_shot_at_lindwurm_meets_none_of_his_bonus(tmp_path):
    assert "wurm" in by_doc(tmp_path, WURM, lambda doc: None).outcome["died"]


# --- «+1 к выстрелу, пока в вашем отряде есть хотя бы 3 карты с выстрелом, разрядом или метанием разной дальности»

def test_ranger_without_three_distinct_ranges_has_no_bonus(tmp_path):
    def no_mage(doc):
        doc["cards"] = [c for c in doc["cards"] if c["id"] != "mage"]
    assert values(by_doc(tmp_path, RANGER, no_mage)) == [1]


# --- «-Х к {strike}, где Х - число существ противника, стоящих рядом с атакованным» (Орм)

def test_orm_counts_one_enemy_less_when_one_moves_away(tmp_path):
    def ground(doc):
        doc["cards"][1] = {"id": "condor", "card": "Страж леса", "controller": "second", "cell": [1, 2]}
        doc["cards"][3]["cell"] = [5, 5]                                        # e2 far from the attacked
    assert values(by_doc(tmp_path, ORM, ground)) == [6]                         # 7 - 1 (e1 on [2, 2])


# --- counters on the card itself: «+X к {strike}, где X количество {counter} на Камнедреве», «+2 к выстрелу за
# каждую {counter} на Арбалетчике», «-Х к {strike}, где Х число фишек на Дрягве»

def test_counters_on_the_card_are_its_x(tmp_path):
    target = {"id": "t", "controller": "second", "cell": [3, 3], "inline": PLAIN}
    for name, tokens, kind, want in (("Камнедрев", 0, "strike", 3), ("Камнедрев", 2, "strike", 5),
                                     ("Дрягв", 0, "strike", 6), ("Дрягв", 2, "strike", 4)):
        cards = [{"id": "c", "card": name, "controller": "first", "cell": [4, 3], "tokens": tokens}, target]
        assert values(attack(tmp_path, cards, "c", "t", kind=kind)) == [want], (name, tokens)


def test_the_crossbowman_s_counters_with_his_unread_loss_on_a_shot_are_unknown(tmp_path):
    # «+2 к выстрелу за каждую {counter}» is read; «При выстреле теряет все {counter}» is not: when the counters go
    # is not known, so neither is X
    target = {"id": "t", "controller": "second", "cell": [1, 3], "inline": PLAIN}
    cards = [{"id": "c", "card": "Арбалетчик", "controller": "first", "cell": [5, 3], "tokens": 1}, target]
    a = attack(tmp_path, cards, "c", "t", kind="shot", value=2)
    assert a.verdict == "unknown"
    assert any("При выстреле теряет все" in u for u in a.result.unknown)


# --- «+1 к {strike}, пока стоит рядом с артефактом» (Матрос Эллиона)

def test_a_sailor_next_to_an_artifact_strikes_one_more(tmp_path):
    target = {"id": "t", "controller": "second", "cell": [3, 3], "inline": PLAIN}
    sailor = {"id": "s", "card": "Матрос Эллиона", "controller": "first", "cell": [4, 3]}
    art = {"id": "a", "card": "Сердце бурь", "controller": "second", "cell": [4, 4]}
    assert values(attack(tmp_path, [sailor, target, art], "s", "t")) == [3]     # 1-2-3, medium, + 1
    assert values(attack(tmp_path, [sailor, target, {**art, "cell": [1, 1]}], "s", "t")) == [2]
    assert attack(tmp_path, [sailor, target, {k: v for k, v in art.items() if k != "cell"}], "s", "t").verdict \
        == "unknown"


def test_a_counterstrike_at_skelos_is_not_read_as_directed(tmp_path):
    # the counterstrike of a card with «Направленный удар»: whether it is a directed strike the checker does not
    # decide, so Скелос's «-2 от направленных ударов» leaves its value unknown (the strike itself is his own)
    doc = {"title": "вариант", "edition": "classic", "card_base": "classic-relaunch-cards.json",
           "cards": [{"id": "skelos", "card": "Скелос", "controller": "first", "cell": [3, 3]},
                     {"id": "d", "controller": "second", "cell": [2, 3], "inline": DIRECTED}],
           "state": {"active": "first"},
           "question": {"kind": "sequence", "text": "?", "events": [
               {"declare": "hit", "action": {"kind": "simple_strike", "source": "skelos", "target": "d"},
                "strength": "weak", "counter_strength": "weak"},
               {"resolve": "hit"}]}}
    p = tmp_path / "variant.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    trace = rule_scenario(parse_scenario(str(p)))[0].answer
    assert any("counterstrike is a directed strike is not decided" in u for u in trace.unknown), trace.unknown


def _online_attack(tmp_path, poison: int, tier: str = "weak"):
    target = {"id": "t", "card": "Кочевник", "controller": "second", "at": "C1'", **({"poison": poison} if poison else {})}
    doc = {"title": "вариант", "edition": "classic", "card_base": "classic-online-2019-cards.json",
           "cards": [{"id": "s", "card": "Раб клинка", "controller": "first", "at": "C1"}, target],
           "question": {"kind": "attack", "attack": {"kind": "strike", "source": "s", "target": "t", "tier": tier}}}
    p = tmp_path / "online.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def test_an_unnamed_strike_reduced_against_the_poisoned_is_the_cards_own(tmp_path):
    """«[:atk] по существам с отравлением сводится к сильному» (Раб клинка, «Онлайн»): his own simple strike at a
    poisoned creature is strong (1-1-4: a weak 1 becomes 4); at one without poison it stays as rolled."""
    assert values(_online_attack(tmp_path, poison=1)) == [4]
    assert values(_online_attack(tmp_path, poison=0)) == [1]
