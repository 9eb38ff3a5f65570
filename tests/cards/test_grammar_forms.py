"""Forms the compiler reads that the engine does not act on (or only partly): each reading, and the topics and
events it declares, so that a question it could bear on is `unknown` and one it cannot is left decided."""
import pytest

from legality.cardtext.compiler import read_sentence
from legality.cardtext.sentences import split
from legality.cards_io import parse_card
from legality.reach import Dependence, sentences


@pytest.mark.parametrize("text, form, features", [
    ("Может двигаться по диагонали, пока не имеет ран.", "bounded",
     [{"kind": "permanent", "params": {"diagonal_move": True, "while": "не имеет ран"}, "touches": ["move", "move_points"]}]),
    ("Не может иметь более 3 {counter} .", "bounded",
     [{"kind": "permanent", "params": {"max_tokens": 3}, "touches": ["accumulate_token", "receive_token"]}]),
    ("Может нападать {strike} 2 раза за ход, только подряд, после первого {strike} не закрывается.", "bounded",
     # declared no narrower than the words (reach.py): a second strike is a second fight, counterstrikes too
     [{"kind": "permanent", "params": {"strikes_per_turn": 2, "in_a_row": True, "stays_open": True},
       "touches": ["battle", "close", "counterstrike", "discharge", "magic_strike", "open_state", "shot",
                   "simple_strike", "special_strike", "strike_value", "throw", "turn", "wounds"]}]),
    ("При среднем или сильном {strike} атакованный получает отравление на 1.", "triggered",
     [{"kind": "triggered", "params": {"trigger": {
         "event": "strike", "source": "self", "where": {"mode": "simple", "strength": "medium|strong"},
         "effect": {"kind": "poison", "source": "self", "target": "event.target", "set": {"value": 1}}}},
       "listens": ["simple_strike"], "touches": ["poison", "wounds"]}]),
    ("При гибели существа получает {counter} .", "triggered",
     [{"kind": "triggered", "params": {"trigger": {
         "event": "destroy", "target": "any",
         "effect": {"kind": "gain", "target": "self", "set": {"counter": "token"}, "gain": {"counter": "token", "amount": 1}}}},
       "listens": ["destroy", "death"], "touches": ["receive_token", "accumulate_token", "tokens"]}]),
    # an event and effect of the trigger language: one link of a chain, which the chain engine acts on
    ("При {strike} - атакованный получает отравление на 1.", "triggered",
     [{"kind": "triggered", "params": {"chain": {
         "event": "strike", "source": "self", "where": {"mode": "simple"},
         "effect": {"kind": "poison", "source": "self", "target": "event.target", "set": {"value": 1}}}}}]),
    ("{tap}: Получить {direct} и {zoal} .", "activated",
     [{"kind": "activated", "params": {"cost": "закрыться", "ability": "Получить",
                                       "grant": ["Направленный удар", "Защита от атак летающих"]},
       "touches": ["features"]}]),
    ("Бестелесный: Полёт.", "keyword", [{"kind": "keyword", "keyword": "Бестелесный"}, {"kind": "keyword", "keyword": "Полёт"}]),
    ("Строй: {ova}1 и {stamina}.", "keyword",
     [{"kind": "keyword", "keyword": "Опыт в атаке", "params": {"value": 1, "while": "в строю"}},
      {"kind": "keyword", "keyword": "Стойкость", "params": {"while": "в строю"}}]),
    ("Строй: 2{armor}.", "keyword", [{"kind": "keyword", "keyword": "Броня", "params": {"value": 2, "while": "в строю"}}]),
    ("Вампиризм, пока имеет проклятие.", "keyword",
     [{"kind": "keyword", "keyword": "Вампиризм", "params": {"while": "имеет проклятие"}}]),
    ("{ovs} 1 по степным и темным.", "keyword",
     [{"kind": "keyword", "keyword": "Опыт в стрельбе", "params": {"value": 1, "against": "степные и тёмные карты"}}]),
    ("{direct} по картам стоимостью 6 и менее.", "keyword",
     [{"kind": "keyword", "keyword": "Направленный удар", "params": {"against": "карты стоимостью 6 и менее"}}]),
    ("Броня 1, пока носит оружие.", "keyword",
     [{"kind": "keyword", "keyword": "Броня", "params": {"value": 1, "while": "носит оружие"}}]),
    ("Отпор: {ova} 1.", "keyword", [{"kind": "keyword", "keyword": "Опыт в атаке", "params": {"value": 1, "while": "отпор"}}]),
    ("[Эррата 2023. 04. 08]", "note", []),
    # a printed name of an attack takes the words the grammar does not know, only where a name is printed
    ("{tap}: Метание копья на 1.", "activated",
     [{"kind": "activated", "params": {"cost": "закрыться", "ability": "Метание", "value": "1", "name": "копье",
                                       "action": "throw"}}]),
    ("{tap}: Особый удар тараном на 3 по карте напротив.", "activated",
     [{"kind": "activated", "params": {"cost": "закрыться", "ability": "Особый удар", "action": "special_strike",
                                       "value": "3", "name": "тараном", "target": "карта напротив"}}]),
    ("{tap}: Добивание на 2, только по хозяину.", "activated",
     [{"kind": "activated", "params": {"cost": "закрыться", "ability": "Добивание", "action": "finishing_blow",
                                       "value": 2, "target": "хозяин"}}]),
    # a compound ability: the cost pays for both parts
    ("{tap}: Разряд на 2, дальность 4, при этом получить {counter}.", "activated",
     [{"kind": "activated", "params": {"cost": "закрыться", "ability": "Разряд", "value": "2", "action": "discharge",
                                       "range": 4, "also": [{"ability": "Получить фишку", "action": "accumulate_token"}]}}]),
    ("{direct} по картам с метанием.", "keyword",
     [{"kind": "keyword", "keyword": "Направленный удар", "params": {"against": "карты с метанием"}}]),
    ("{ova} 1 по болотным.", "keyword",
     [{"kind": "keyword", "keyword": "Опыт в атаке", "params": {"value": 1, "against": "болотные карты"}}]),
    ("После нападения {strike} не закрывается.", "bounded",
     [{"kind": "permanent", "params": {"stays_open": True}, "touches": ["close", "open_state"]}]),
    # a named effect («Воздействие <name> …»), a wound's target spelled out
    ("{tap}: Воздействие раскаленный песок ранить нелетающее существо на 1.", "activated",
     [{"kind": "activated", "params": {"cost": "закрыться", "ability": "Ранить", "action": "wound",
                                       "target": "нелетающее существо", "value": "1", "name": "раскаленный песок"}}]),
    # misprints of the base mended before reading
    ("{tap} :Разрядна 2-2-3.", "activated",
     [{"kind": "activated", "params": {"cost": "закрыться", "ability": "Разряд", "value": "2-2-3", "action": "discharge"}}]),
    # a condition on a form the engine does not act on
    ("На глубине: После нападения {strike} не закрывается.", "bounded",
     [{"kind": "permanent", "params": {"stays_open": True, "while": "на глубине"}, "touches": ["close", "open_state"]}]),
    ("При среднем выстреле — раниться на 1.", "triggered",
     [{"kind": "triggered", "params": {"trigger": {"event": "shot", "source": "self", "where": {"strength": "medium"},
                                                   "effect": {"kind": "wound", "target": "self", "set": {"value": 1}}}},
       "listens": ["shot"], "touches": ["wound", "wounds", "lives"]}]),
    # an ability gained with no end printed lasts: static, it bears on every question about features
    ("Когда уничтожает существо противника получает {direct} .", "triggered",
     [{"kind": "permanent", "params": {"trigger": {"event": "destroy", "source": "self", "effect": {
         "kind": "grant", "target": "self", "set": {"ability": "Направленный удар"}}}}, "touches": ["features"]}]),
    # a limit on how often it fires: the chain engine counts none, so it is no chain link
    ("При {strike} - атакованный получает отравление на 1 (1 раз за бой).", "triggered",
     [{"kind": "triggered", "params": {"trigger": {
         "event": "strike", "source": "self", "where": {"mode": "simple"},
         "effect": {"kind": "poison", "source": "self", "target": "event.target", "set": {"value": 1}},
         "limit": "1 раз за бой"}}, "listens": ["simple_strike"], "touches": ["poison", "wounds"]}]),
    ("{tap}: Разряд на 1 (2 раза за ход)", "activated",
     [{"kind": "activated", "params": {"cost": "закрыться", "ability": "Разряд", "value": "1", "action": "discharge",
                                       "limit": "2 раза за ход"}}]),
    ("При {strike} - ранить атакованного на 1.", "triggered",
     [{"kind": "triggered", "params": {"trigger": {"event": "strike", "source": "self", "where": {"mode": "simple"},
                                                   "effect": {"kind": "wound", "source": "self", "target": "event.target",
                                                              "set": {"value": 1}}}},
       "listens": ["simple_strike"], "touches": ["wound", "wounds", "lives"]}]),
    ("Когда уничтожает карту выстрелом - излечивается на 2.", "triggered",
     [{"kind": "triggered", "params": {"trigger": {"event": "destroy", "source": "self", "where": {"by": "shot"},
                                                   "effect": {"kind": "heal", "source": "self", "target": "self",
                                                              "set": {"value": 2}}}},
       "listens": ["destroy", "death"], "touches": ["heal", "wounds", "lives"]}]),
    ("Когда выступает защитником может объявить выстрел на 2-2-2.", "triggered",
     [{"kind": "triggered", "params": {"trigger": {"event": "assign_defender", "source": "self", "effect": {
         "kind": "shot", "source": "self", "optional": True, "set": {"value": "2-2-2"}}}},
       "listens": ["assign_defender", "defender"], "touches": ["shot", "strike_value", "wounds"]}]),
    ("Когда закрывается - особый удар на 2 по карте противника.", "triggered",
     [{"kind": "triggered", "params": {"trigger": {"event": "close", "source": "self", "effect": {
         "kind": "strike", "source": "self", "set": {"mode": "special", "value": "2"}, "target": "карта противника"}}},
       "listens": ["close", "open_state"], "touches": ["special_strike", "strike_value", "wounds"]}]),
    ("{tap}: Выбранное существо противника получает отравление на 1 (два раза за бой).", "activated",
     [{"kind": "activated", "params": {"cost": "закрыться", "ability": "Отравление", "action": "poison",
                                       "target": "выбранное существо противника", "value": "1", "limit": "2 раза за бой"}}]),
    ("Не может получить более 3 ран за ход.", "bounded",
     [{"kind": "permanent", "params": {"max_wounds_per_turn": 3}, "touches": ["wound", "wounds"]}]),
    ("Может выступать защитником любому вашему нелетающему существу.", "bounded",
     [{"kind": "permanent", "params": {"defends": "любое ваше нелетающее существо"},
       "touches": ["assign_defender", "defender"]}]),
    # building the squad happens before the game: nothing a question asks depends on it
    ("Не может быть взят в отряд с темными существами.", "squad",
     [{"kind": "permanent", "params": {"squad": "не берётся в отряд с тёмные существа"}}]),
    ("В начале хода противника может открыться.", "triggered",
     [{"kind": "triggered", "params": {"trigger": {"event": "turn_start", "turn": "enemy",
                                                   "effect": {"kind": "open", "target": "self", "optional": True}}},
       "listens": ["turn"], "touches": ["open", "open_state"]}]),
])
def test_readings(text, form, features):
    r = read_sentence(text, "relaunch")
    assert (r.form, r.features) == (form, features)


@pytest.mark.parametrize("text", [
    "При {strike} по Уриилу атаковавший не открывается.",      # another event than the card's own strike
    "Может двигаться по диагонали, пока в вашем отряде есть лес или река.",
    "При гибели Скелета открыться.",                             # a name where none is expected
    "Максимум 3{token}.",                                         # жетоны are not фишки
    "Может выступать защитником любому вашему существу с полётом.",   # only teleportation is read (deontics.py)
])
def test_near_misses_stay_text(text):
    assert read_sentence(text, "relaunch").form == "text"


def test_splitting_keeps_errata_and_owned_abilities_whole():
    assert split("[Эррата 2023. 04. 08]При сильном {strike} ранить на 1. Строй: {armor} 1.") == [
        "[Эррата 2023. 04. 08]", "При сильном {strike} ранить на 1.", "Строй: {armor} 1."]
    assert split("Телепортация. Имеет {tap}: Магический удар на 3 , пока стоит рядом. {tap}: Разряд на 1.") == [
        "Телепортация.", "Имеет {tap}: Магический удар на 3 , пока стоит рядом.", "{tap}: Разряд на 1."]
    assert split("Броня 1 {tap}: Разряд на 1") == ["Броня 1", "{tap}: Разряд на 1"]   # no «1 {tap}» cost
    assert split('[:tap]: Выбранное существо теряет [:prp].') == ['[:tap]: Выбранное существо теряет [:prp].']


def _feature(text):
    r = read_sentence(text, "relaunch")
    doc = {"name": "Испытуемый", "type": "creature",
           "features": [{"id": "f1", "text": text, **f} for f in r.features]}
    return parse_card("test", doc, "[0]").features[0]


def test_a_trigger_the_engine_does_not_act_on_bears_where_its_events_happen():
    (x,) = sentences(_feature("При среднем или сильном {strike} атакованный получает отравление на 1."))
    assert x.form == "trigger" and x.events == {"simple_strike"}
    strike = Dependence(frozenset({"strike_value", "wounds"}), ("a",), frozenset({"simple_strike", "wounds"}))
    legal_move = Dependence(frozenset({"move", "move_points"}), ("a",), declares=True)
    assert x.meets(strike, "a") and not x.meets(legal_move, "a")


def test_a_turn_trigger_bears_only_where_a_turn_starts_or_ends():
    (x,) = sentences(_feature("В начале хода противника открывается."))
    strike = Dependence(frozenset({"strike_value", "wounds", "open_state"}), ("a",), frozenset({"simple_strike"}))
    turn = Dependence(frozenset({"open_state"}), ("a",), frozenset({"turn"}))
    assert not x.meets(strike, "a") and x.meets(turn, "a")


def test_what_surely_fired_before_the_question_bears_on_its_state():
    from legality.cardtext.compiler import read_sentence as rs
    r = rs("В начале боя - получает [:fly].", "online")
    assert r.features == [{"kind": "permanent", "params": {"trigger": {"event": "battle_start", "effect": {
        "kind": "grant", "target": "self", "set": {"ability": "Полёт"}}}}, "touches": ["features"]}]
    doc = {"name": "Испытуемый", "type": "creature",
           "features": [{"id": "f1", "text": "В начале боя - получает [:fly].", **r.features[0]}]}
    (x,) = sentences(parse_card("test", doc, "[0]").features[0])
    assert x.form == "static" and x.meets(Dependence(frozenset({"features"}), ("a",)), "a")


def test_a_bounded_form_bears_on_what_it_touches_only():
    (x,) = sentences(_feature("Не может иметь более 3 {counter} ."))
    tokens = Dependence(frozenset({"accumulate_token", "tokens"}), ("a",), declares=True)
    shot = Dependence(frozenset({"shot", "strike_value"}), ("a",), declares=True)
    assert x.meets(tokens, "a") and not x.meets(shot, "a")


def test_an_activated_grant_bears_only_where_a_player_declares():
    (x,) = sentences(_feature("{tap}: Получить {direct} и {zoal} ."))
    assert x.form == "activated"
    prop = Dependence(frozenset({"features"}), ("a",))
    assert not x.meets(prop, "a")
    assert x.meets(Dependence(frozenset({"features"}), ("a",), declares=True), "a")


def test_listens_is_refused_on_a_feature_that_is_no_trigger():
    from legality.errors import InputError
    doc = {"name": "X", "type": "creature",
           "features": [{"id": "f1", "text": "t", "kind": "permanent", "listens": ["move"], "touches": ["move"]}]}
    with pytest.raises(InputError, match="listens"):
        parse_card("test", doc, "[0]")


def test_a_keyword_under_a_condition_leaves_whether_the_card_has_it_unknown():
    from legality.reach import property_dependence, unknown_causes
    from model import CardState, GameState
    plain, cond = (parse_card("test", {"name": n, "type": "creature", "features": [
        {"id": "f1", "text": t, **read_sentence(t, "relaunch").features[0]}]}, "[0]")
        for n, t in (("Вурдалак", "Вампиризм."), ("Упырь", "Вампиризм, пока имеет проклятие.")))
    state = GameState((CardState("a", plain), CardState("b", cond)))
    assert unknown_causes(state, property_dependence("a", "ability")) == ()
    (cause,) = unknown_causes(state, property_dependence("b", "ability"))
    assert "пока имеет проклятие" in cause
    assert unknown_causes(state, property_dependence("b", "element")) == ()
