"""The grammar of generic parts' later parts (h-gram-d): occupied cells, markers, summons, class nouns, «не может …»
after an effect, fights, a condition head before a cost, abilities and modifiers gained together — and what stays
text because a list of actions would say more than the card does."""
from legality.cardtext.compiler import read_sentence


def _read(text, base="relaunch", name=""):
    r = read_sentence(text, base, (), (name,) if name else ())
    return r.form, r.features


def _trigger(text, **kw):
    form, feats = _read(text, **kw)
    assert form == "triggered", (form, text)
    return feats[0]["params"]["trigger"]


def test_a_move_onto_an_occupied_cell_names_the_card_there():
    t = _trigger("При движении на клетку, занятую существом противника — ранить его на 2.")
    assert t["event"] == {"on": "move", "to": {"noun": "клетка", "occupied_by": {"noun": "существо", "controller": "enemy"}}}
    assert t["actions"] == [{"do": "wound", "target": "it", "value": "2"}]


def test_markers_are_gained_with_their_printed_name():
    t = _trigger("При ударе по существу оно получает маркер добычи .")
    assert t["actions"] == [{"do": "gain_marker", "marker": "добычи", "target": "it"}]
    form, feats = _read("{tap}: Положить маркер удушения на стоящее рядом рядовое существо.")
    assert form == "activated"
    assert feats[0]["params"]["actions"] == [{"do": "lay_marker", "marker": "удушения",
                                              "target": {"is": ["adjacent"], "elite": False, "noun": "существо"}}]


def test_a_summon_describes_what_may_come():
    t = _trigger("При гибели вызвать летающее существо стоимостью 3 или менее.")
    assert t["actions"] == [{"do": "summon", "target": {"is": ["flying"], "noun": "существо", "cost_at_most": 3}}]
    assert "summon" in _read("При гибели вызвать летающее существо стоимостью 3 или менее.")[1][0]["touches"]


def test_what_the_attacked_card_may_not_do_and_for_how_long():
    t = _trigger("При ударе атакованное существо не может излечиваться и получать дополнительные {health} "
                 "в свой следующий ход (воздействие незаживающие раны )")
    assert t["actions"] == [{"do": "forbid", "actions": ["heal", "gain_lives"], "duration": "its_next_turn",
                             "target": "attacked"}]
    form, feats = _read("{tap}: Заклинание морозное дыхание ранить карту на 1; эта карта не может объявлять "
                        "выстрел или метание в свой следующий ход.")
    assert feats[0]["params"]["actions"][1] == {"do": "forbid", "actions": ["shot", "throw"],
                                                "duration": "its_next_turn", "target": "it"}
    assert {"shot", "throw"} <= set(feats[0]["touches"])


def test_a_fight_as_with_an_open_card():
    t = _trigger("После рывка может сразиться {strike} со стоящим рядом существом противника как с открытым.")
    assert t["actions"] == [{"do": "fight", "target": {"is": ["adjacent"], "noun": "существо", "controller": "enemy"},
                             "as_open": True, "optional": True}]


def test_a_class_printed_as_the_noun():
    form, feats = _read("{tap}: Воздействие «рост» - ваш элементаль получает +1 к {strike} до конца хода.")
    assert feats[0]["params"]["actions"][0]["target"] == {"controller": "own", "class": "Элементаль"}


def test_abilities_and_modifiers_gained_together():
    t = _trigger("При {strike} получает {ova} 1 и +1 к {strike} до конца хода.")
    (a,) = t["actions"]
    assert a["do"] == "all" and a["duration"] == "turn"
    assert [p["do"] for p in a["parts"]] == ["grant", "modify"]


def test_a_condition_head_before_a_cost_keeps_the_words_reach():
    form, feats = _read("На глубине: {tap}: Излечить существо на 1-2-2.")
    assert form == "headed" and feats[0]["kind"] == "permanent"
    assert feats[0]["params"]["when"] == "на глубине" and feats[0]["params"]["cost"] == "закрыться"


def test_what_a_list_of_actions_would_misread_stays_text():
    # the fight happens only if the counter was lost: a list of two actions would make it unconditional
    assert _read("В конце хода — может потерять {counter}; сразиться со стоящим рядом существом {strike} "
                 "как с открытым.")[0] == "text"
    # a leading «Пока …:» whose condition would swallow the first clause
    assert _read("Пока Кристоф в отряде: ваши инквизиторы получают +1 к [:mvt], ваши слуа получают +1 к [:atk].",
                 "online", "Кристоф")[0] == "text"
    # a tag's colon is no such colon
    assert _read('Пока на Всепожирателе 5 [:cnt], получает "паладин".', "online", "Всепожиратель")[0] == "static"
    # a fight with another attack than a simple strike
    assert _read("После рывка может сразиться выстрелом со стоящим рядом существом как с открытым.")[0] == "text"


def test_a_cost_that_closes_another_card_and_an_attack_its_subject_makes():
    form, feats = _read("Закрыть стоящее рядом ваше существо: Переместить Кулеврину орков на соседнюю клетку, при "
                        "этом она может совершить выстрел на 1-2-2, дальность 4 (2 раза за ход).",
                        name="Кулеврина орков")
    assert form == "activated"
    p = feats[0]["params"]
    assert p["cost"] == {"close": {"is": ["adjacent"], "controller": "own", "noun": "существо"}}
    assert p["actions"] == [
        {"do": "move", "target": "self", "to": {"noun": "клетка", "is": ["adjacent"]}},
        {"do": "shot", "value": "1-2-2", "optional": True, "source": "it", "with_previous": True, "range": 4}]
    assert p["limit"] == {"count": 2, "per": "turn"}


def test_a_jump_only_to_a_free_cell_and_may_governing_both_verbs():
    t = _trigger("При движении на клетку, занятую наземным существом противника - может ранить его на 1 и совершить "
                 "прыжок, дальность 3, только на свободную клетку.")
    assert t["actions"] == [{"do": "wound", "target": "it", "value": "1", "optional": True},
                            {"do": "jump", "target": "self", "range": 3, "optional": True,
                             "to": {"noun": "клетка", "is": ["free"]}}]


def test_a_condition_ends_at_a_dash_and_each_of_those_cards():
    t = _trigger("В начале хода противника, если рядом стоят две или более его карты - может совершить прыжок, "
                 "дальность 2, при этом выстрел на 1 по каждой из этих карт.")
    assert t["event"] == {"on": "turn_start", "turn": "enemy", "if": "рядом стоят две или более его карты"}
    assert t["actions"][1] == {"do": "shot", "value": "1", "with_previous": True,
                               "target": {"noun": "карта", "quantity": "each", "among": "those"}}


def test_up_to_n_cards_and_a_misprint_of_vashe():
    form, feats = _read("{tap}: Воздействие частица души ранить двух или менее существ без ран на 1.")
    assert feats[0]["params"]["actions"][0]["target"] == {"up_to": 2, "noun": "существо", "is": ["unwounded"]}
    form, feats = _read("X {counter}{tap}: Заклинание предсметный дар ранить существо противника на X, при этом "
                        "излечить вашше существо на X.")
    assert feats[0]["params"]["actions"][1] == {"do": "heal", "target": {"controller": "own", "noun": "существо"},
                                                "value": "X", "with_previous": True}


def test_a_word_of_a_printed_name_that_the_grammar_also_knows():
    t = _trigger("При гибели - может объявить особый удар «из последних сил» на 2.")
    assert t["actions"][0]["called"] == "из последних сил"


def test_a_sole_attack_only_at_the_enemy_card_with_most_lives_is_acted_on():
    form, feats = _read("{tap}: Выстрел на 2, только по карте противника с наибольшим {health} .")
    assert form == "activated"
    assert feats[0] == {"kind": "activated", "params": {"cost": "закрыться", "ability": "Выстрел", "action": "shot",
                                                        "value": "2"}}
    assert feats[1] == {"kind": "permanent", "modality": "forbid", "actions": ["shot"], "role": "source",
                        "scope": "self", "board": {"target_most_lives": False}}
