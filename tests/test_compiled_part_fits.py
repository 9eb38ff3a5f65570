"""Generated actions fitted against the compiled parts of their source's triggers (legality/compiled_parts.py): Цирковой
силач's «может переместить атакованного на соседнюю с ним клетку» (dev-101-a) is this move only where the move's
`about` is the attacked card it moves and the destination neighbours it; otherwise the text stays unread: unknown."""
import os

from tests.variants import by_doc, inline_copy

STRONG = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings",
                      "dev-101-a-circus-strongman-next-to-attacked.yaml")


def test_the_attacked_moved_next_to_itself_is_the_part():
    from legality.api import rule_scenario
    from legality.scenario import parse_scenario
    ans = rule_scenario(parse_scenario(STRONG))[0].answer
    assert ans.verdict == "legal" and not ans.unknown


def test_without_the_attacked_card_the_text_is_unread(tmp_path):
    def edit(doc):
        doc["question"]["action"].pop("about")
    ans = by_doc(tmp_path, STRONG, edit)
    assert ans.verdict == "unknown" and any("Цирковой силач" in u for u in ans.unknown)


def test_a_cell_not_next_to_the_attacked_is_not_the_part(tmp_path):
    """The part is Силач's one maker of a move an effect makes: a cell it excludes is forbidden by his text
    (legality/compiled_parts.py part_clauses, dev-101-b); with another sentence that may move a card, unknown."""
    def edit(doc):
        doc["question"]["action"]["to"] = "C2"          # next to Силач on C1, not to the attacked on C1'
    ans = by_doc(tmp_path, STRONG, edit)
    assert ans.verdict == "illegal" and any(r.code == "card-forbid" and "Цирковой силач" in r.message
                                            for r in ans.reasons)

    def another(doc):
        edit(doc)
        inline_copy(doc, 0, STRONG)["features"].append(
            {"id": "push", "text": "При {strike} может переместить атакованного на любую клетку.", "kind": "text"})
    ans = by_doc(tmp_path, STRONG, another)
    assert ans.verdict == "unknown" and any("Цирковой силач" in u for u in ans.unknown)


CURSED = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings",
                      "dev-450-b-cursed-mage-gains-token.yaml")


def test_a_trigger_whose_one_effect_is_of_another_kind_does_not_make_the_action():
    """Проклятый маг gains a token by «Когда существо противника получает {counter} получить {counter}» (a compiled part
    `gain_counter` on itself: this receive_token); his «При разряде теряет все {counter}» (its effect a loss of tokens)
    cannot be what makes it."""
    from legality.api import rule_scenario
    from legality.scenario import parse_scenario
    ans = rule_scenario(parse_scenario(CURSED))[0].answer
    assert ans.verdict == "obliged" and not ans.unknown


def test_a_token_given_to_another_card_is_no_read_part(tmp_path):
    def edit(doc):
        doc["question"]["action"]["target"] = "nomad"
        doc["question"].pop("trigger")
        doc["question"]["kind"] = "legal"
    ans = by_doc(tmp_path, CURSED, edit)
    assert ans.verdict == "unknown" and any("Проклятый маг" in u and "Когда существо" in u for u in ans.unknown)


CHIEF = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings",
                     "dev-117-centaur-chief-attack-direction.yaml")


def test_a_trigger_whose_parts_make_no_move_does_not_make_the_move():
    """Вождь кентавров's «При перемещении на соседнюю клетку получает +1 к бешенству до конца хода»: its one part is a
    value modifier (`modify`), so his rage's move of the attacked card (dev-117) is not its effect."""
    from legality.api import rule_scenario
    from legality.scenario import parse_scenario
    ans = rule_scenario(parse_scenario(CHIEF))[0].answer
    assert ans.verdict == "illegal" and not ans.unknown


def test_a_generic_ability_may_still_be_that_triggers(tmp_path):
    def edit(doc):
        doc["question"]["action"] = {"kind": "ability", "source": "chief", "target": "chief", "generated": True}
    ans = by_doc(tmp_path, CHIEF, edit)
    assert ans.verdict == "unknown" and any("При перемещении" in u for u in ans.unknown)


LEPRECHAUN = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings",
                          "dev-435-a-leprechaun-may-accumulate.yaml")


def test_an_activated_ability_of_another_kind_is_not_the_declared_action(tmp_path):
    """Лепрекон's «{counter}{tap}: Заклинание месть за удачу ранить существо на 2» (its one part a wound) is not his
    accumulation of a token (dev-435): decided; declared as a wound with no ability named, it may be that ability,
    whose words are read only as far as its parts: the question does not ignore it."""
    from legality.api import rule_scenario
    from legality.scenario import parse_scenario
    ans = rule_scenario(parse_scenario(LEPRECHAUN))[0].answer
    assert ans.verdict == "legal" and not ans.unknown

    def edit(doc):
        doc["cards"].append({"id": "foe", "card": "Кочевник", "controller": "second"})
        doc["question"]["action"] = {"kind": "wound", "source": "leprechaun", "target": "foe", "param": 2}
    wound = by_doc(tmp_path, LEPRECHAUN, edit)
    assert any("Лепрекон" in u and "месть за удачу" in u for u in wound.unknown), (wound.verdict, wound.unknown)


WARLOCK = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings",
                       "dev-388-warlock-spell-hidden-targets.yaml")


def test_a_spell_declared_with_no_ability_named_may_be_any_named_spell(tmp_path):
    """Варлок's «{counter}{tap}: Заклинание дверь измерений переместить существо …» (its part a move) is a spell:
    a `spell` declared with no ability named may be it (the scenario names «пламя бездны», `ability: f2`: with
    the name dropped the question stays unknown, naming the other spell)."""
    from tests.variants import by_text
    ans = by_text(tmp_path, WARLOCK, "ability: f2, ", "")
    assert ans.verdict == "unknown" and any("дверь измерений" in u for u in ans.unknown), ans.unknown


STONETREE = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings",
                         "dev-285-stonetree-moved-by-enemy-no-counter.yaml")


def test_a_trigger_condition_the_card_state_refutes_forbids_its_one_effect(tmp_path):
    """Камнедрев's «В конце вашего хода может получить {counter}, если не перемещался в этот ход» (dev-285): moved
    this turn in any way (here by another card), the condition fails and his one maker of a token makes none —
    forbidden by his text; unmoved, the token is his trigger's (legal); with another sentence that may give him
    a token, unknown."""
    from legality.api import rule_scenario
    from legality.scenario import parse_scenario
    ans = rule_scenario(parse_scenario(STONETREE))[0].answer
    assert ans.verdict == "illegal" and any(r.code == "card-forbid" and "Камнедрев" in r.message
                                            and "не перемещался" in r.message for r in ans.reasons)
    for way in (["movement"], ["jump"]):
        ans = by_doc(tmp_path, STONETREE, lambda doc: doc["cards"][0].update(moved=way))
        assert ans.verdict == "illegal", way

    def still(doc):
        doc["cards"][0].pop("moved")
    ans = by_doc(tmp_path, STONETREE, still)
    assert ans.verdict == "legal" and not ans.unknown

    def another(doc):
        inline_copy(doc, 0, STONETREE)["features"].append(
            {"id": "gift", "text": "В начале вашего хода может получить {counter}.", "kind": "text"})
    ans = by_doc(tmp_path, STONETREE, another)
    assert ans.verdict == "unknown" and any("Камнедрев" in u for u in ans.unknown)

    def on_another(doc):          # «…, если не перемещалось»: a part on another card, whose moves are not the card's
        f2 = next(f for f in inline_copy(doc, 0, STONETREE)["features"] if "не перемещался" in f["text"])
        f2["params"]["trigger"]["actions"][0]["target"] = {"noun": "существо", "controller": "own"}
    ans = by_doc(tmp_path, STONETREE, on_another)
    assert ans.verdict == "unknown" and any("не перемещался" in u for u in ans.unknown)


WAGON = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings",
                     "dev-001-a-war-wagon-opens-creature-next-to-it.yaml")


def test_next_to_it_after_destroying_itself_is_next_to_where_the_card_stood(tmp_path):
    """Военный обоз's «Уничтожить Военный обоз; открыть до двух ваших стоящих рядом с ним существ» (dev-001, from the
    base): «ним» is the card the part before destroys, read where it stood (its `at`); a creature not next to it is
    forbidden by its text, an enemy creature next to it is no part of it (unknown), an unknown cell is unknown;
    where «ним» names the target of a part before (not the card), the clause is not read (unknown)."""
    from legality.api import rule_scenario
    from legality.scenario import parse_scenario
    ans = rule_scenario(parse_scenario(WAGON))[0].answer
    assert ans.verdict == "legal" and not ans.unknown

    ans = by_doc(tmp_path, WAGON, lambda doc: doc["question"]["action"].update(target="far"))
    assert ans.verdict == "illegal" and any(r.code == "card-forbid" and "Военный обоз" in r.message
                                            for r in ans.reasons)

    ans = by_doc(tmp_path, WAGON, lambda doc: doc["cards"][0].update(at="E2"))    # E3 next to it, C3 not
    assert ans.verdict == "illegal"

    ans = by_doc(tmp_path, WAGON, lambda doc: doc["cards"][1].update(controller="second"))
    assert ans.verdict == "unknown" and any("Военный обоз" in u for u in ans.unknown)

    ans = by_doc(tmp_path, WAGON, lambda doc: doc["cards"][0].pop("at"))
    assert ans.verdict == "unknown"

    def other_antecedent(doc):
        card = inline_copy(doc, 0, WAGON)
        f2 = next(f for f in card["features"] if "Уничтожить" in f["text"])
        f2["params"]["actions"][0] = {"do": "destroy", "target": {"noun": "существо"}}
        doc["question"]["action"]["target"] = "far"
    ans = by_doc(tmp_path, WAGON, other_antecedent)
    assert ans.verdict == "unknown" and any("Военный обоз" in u for u in ans.unknown)


def test_an_ability_whose_parts_are_a_move_and_a_marker_opens_nothing(tmp_path):
    """Военный обоз's advance («Переместить Военный обоз на клетку вперёд; он получает маркер «фуража»»: a move and
    a marker) opens nothing; were its marker part an opening, it might (and the destruction is no longer the card's
    one maker of an opening): unknown."""
    def opening_part(doc):
        card = inline_copy(doc, 0, WAGON)
        f1 = next(f for f in card["features"] if "Переместить" in f["text"])
        f1["params"]["actions"][1] = {"do": "open", "target": {"noun": "существо", "is": ["adjacent"]}}
        doc["question"]["action"]["target"] = "far"
    ans = by_doc(tmp_path, WAGON, opening_part)
    assert ans.verdict == "unknown" and any("Переместить" in u for u in ans.unknown)
