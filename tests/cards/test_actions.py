"""The grammar of generic parts (legality/cardtext/actions.lark): readings, and the soundness of what its forms
declare — over both real bases, a compiled sentence bears on every question its words would as kept text."""
import pytest

from legality.cardtext.compiler import read_sentence
from legality.cards_io import parse_card
from legality.reach import ALL, Dependence, over_before_play, read_sentences, sentences

NEW_FORMS = ("headed", "modifier_unacted")


def _feature(fields, text):
    card = parse_card("t.yaml", {"name": "Т", "type": "creature", "features": [{"id": "f1", "text": text, **fields}]},
                      "cards[0]")
    return card.features[0]


def _covers(compiled, words) -> str | None:
    """Why the compiled reading bears on fewer questions than the words' reading, or None."""
    for x in words:
        if x.others and not any(y.others for y in compiled):
            return f"«{x.text}» names other cards"
        if x.form == "trigger":
            ok = any(y.form == "trigger" and (ALL in y.events or x.events <= y.events) for y in compiled)
        else:
            ok = any(y.form in ("static", x.form) and (ALL in y.topics or (x.topics - {"trigger"}) <= y.topics)
                     for y in compiled) or ALL in x.topics
        if not ok:
            return f"{x.form} {sorted(x.topics)} {sorted(x.events)} vs {compiled}"
    return None


def _new_readings(cb):
    for raw, rs in zip(cb.raws, cb.readings):
        for r in rs:
            for f in r.features:
                p = f.get("params", {})
                if r.form in NEW_FORMS or "actions" in p or "actions" in p.get("trigger", {}):
                    yield raw, r, f


@pytest.mark.parametrize("which", ["relaunch", "online"])
def test_compiled_actions_bear_on_what_their_words_do(which, relaunch, online):
    cb = relaunch if which == "relaunch" else online
    bad, n = [], 0
    for _raw, r, fields in _new_readings(cb):
        n += 1
        feat = _feature(fields, r.text)
        if over_before_play(feat):
            # a start-of-battle attack: fired before any question, over when it resolved — narrower than its words
            # on purpose (words cannot tell a one-shot effect from a lasting one); still its own effect's maker
            xs = sentences(feat)
            words = set().union(*(x.topics for x in read_sentences(r.text))) - {"trigger"}
            if not (len(xs) == 1 and xs[0].form == "trigger" and words <= xs[0].topics):
                bad.append(f"{r.text}: start-of-battle attack read as {xs}")
            continue
        why = _covers(sentences(feat), read_sentences(r.text))
        if why:
            bad.append(f"{r.text}: {why}")
    assert n > 50 and not bad, bad[:5]


@pytest.mark.parametrize("text, form, actions", [
    ("{tap}: Заклинание «горе» - ранить карту на 1-2-2.", "activated",
     [{"do": "wound", "target": {"noun": "карта"}, "value": "1-2-2", "name": "горе"}]),
    ("{tap}: Разряд на 1, при этом излечить существо на 1.", "activated",
     [{"do": "discharge", "value": "1"}, {"do": "heal", "target": {"noun": "существо"}, "value": "1",
                                          "with_previous": True}]),
    # a finite verb («получает») goes on with the subject before it; an infinitive («получить») is not guessed
    ("В начале боя - воздействие «воля» - выбранное существо противника теряет {zoo} и получает отравление на 1.",
     "headed", [{"do": "lose_ability", "ability": "Защита от отравления", "name": "воля",
                 "target": {"quantity": "chosen", "noun": "существо", "controller": "enemy"}},
                {"do": "poison", "value": "1", "target": {"quantity": "chosen", "noun": "существо", "controller": "enemy"}}]),
    ("В начале боя - выбранное существо противника теряет {zoo} и получить отравление на 1.", "text", None),
    ("Концентрация: потерять {counter}.", "headed", [{"do": "lose_counter", "count": 1, "target": "self"}]),
    ("При {strike} атакованный получает проклятие.", "triggered",
     [{"do": "grant", "ability": ["Проклятие"], "target": "attacked"}]),
    ("Когда получает раны - получить +1 к бешенству до конца вашего хода.", "triggered",
     [{"do": "modify", "modifiers": [{"op": "add", "value": 1, "of": "rage"}], "duration": "own_turn",
       "target": "self"}]),
    # a definition of X after the range: kept verbatim beside the actions (`x`)
    ("{tap}: Метание на X, дальность 3, где X величина его слабого {strike}.", "activated",
     [{"do": "throw", "value": "X", "range": 3}]),
    # a count the value-modifier grammar does not read («на Арбалетчике» alone is read: legality/computed_values.py)
    ("+2 к выстрелу за каждую {counter} на Арбалетчике, пока стоит в строю.", "modifier_unacted",
     [{"do": "modify", "modifiers": [{"op": "add", "value": 2, "side": "dealt", "of": "shot"}]}]),
])
def test_readings(text, form, actions):
    r = read_sentence(text, "relaunch", names=("Арбалетчик",))
    assert r.form == form
    if actions is None:
        return
    p = r.features[0]["params"]
    assert (p.get("actions") or p["trigger"]["actions"]) == actions


@pytest.mark.parametrize("text", [
    # lemmas lose the case: «существа» may be the event's object or the action's subject — not guessed
    "При гибели ваше существо получает 2 дополнительные {health}.",
    "При гибели нелетающего существа получает {counter} ветра.",
])
def test_an_events_object_is_not_taken_for_a_subject(text):
    assert read_sentence(text, "relaunch").form == "text"


def test_a_lasting_trigger_bears_also_as_a_static_sentence():
    """«При {strike} атакованный получает проклятие»: the curse may have been laid before the question."""
    r = read_sentence("При {strike} атакованный получает проклятие.", "relaunch")
    xs = sentences(_feature(r.features[0], r.text))
    assert {x.form for x in xs} == {"trigger", "static"}
    dep = Dependence(frozenset({"features"}), ("x",), what="ability")
    assert any(x.meets(dep, "c") for x in xs)         # names other cards: a property question elsewhere reads it


def test_the_trigger_samples_are_read_as_checked_by_hand(relaunch_path):
    """gold.yaml `triggers_a` / `triggers_a_online`: 45 + 25 sentences the grown actions grammar reads."""
    from gold_check import check_extra
    result = check_extra()
    assert result["triggers_a"][1] == 45 and result["triggers_a_online"][1] == 25
    for key in ("triggers_a", "triggers_a_online"):
        assert not result[key][2], f"{key}: read otherwise than checked by hand: {result[key][2]}"


@pytest.mark.parametrize("text, form, first", [
    ("При гибели ранить нелетающее существо противника на 3 (воздействие штопор )", "triggered",
     {"do": "wound", "target": {"is": ["nonflying"], "noun": "существо", "controller": "enemy"}, "value": "3"}),
    ("Вальхалла: ваше существо получает {armor} 1 или +1 к {armor} до конца хода противника.", "headed",
     {"do": "grant", "ability": ["Броня 1"], "or_more": 1, "duration": "opponent_turn",
      "target": {"controller": "own", "noun": "существо"}}),
    ("{instant}: Перенаправить атаку с себя в хозяина (1 раз за ход)", "activated",
     {"do": "redirect", "attack": "attack", "source": "self", "to": "carrier"}),
    ("{tap}: Два выстрела на 1-2-2, только по разным картам.", "activated",
     {"do": "shot", "value": "1-2-2", "count": 2, "only": {"quantity": "different", "noun": "карта"}}),
    ("В начале боя ваши артефакты получают 1 дополнительную {health} .", "headed",
     {"do": "gain_lives", "count": 1, "target": {"controller": "own", "noun": "артефакт"}}),
])
def test_grown_readings(text, form, first):
    r = read_sentence(text, "relaunch")
    assert r.form == form
    p = r.features[0]["params"]
    assert (p.get("actions") or p["trigger"]["actions"])[0] == first


@pytest.mark.parametrize("text", [
    "{tap}: Ранить существо в себя на 1.",                     # «в себя» belongs to a redirected attack only
    "Пока в вашем отряде есть горы Стражница Ульфгарда и существо, стоящее напротив нее, имеют {stamina} .",
    "{tap}: Воздействие ловушка следующее существо противника, которое действует, ранится на 3.",
])
def test_grown_near_misses_stay_text(text):
    assert read_sentence(text, "relaunch").form == "text"


@pytest.mark.parametrize("text, topics", [
    # Хигарт (dev-445, dev-458): a move modifier changes his move, not a strike's value
    ("Пока в вашем отряде есть другой герой-воин или герой-разбойник имеет +1 к {move} .", {"move", "move_points"}),
    ("Концентрация: получить +1 к добиванию до конца вашего хода.", {"finishing_blow", "destroy", "death"}),
])
def test_a_modifier_touches_what_it_changes_not_a_strikes_value(text, topics):
    r = read_sentence(text, "relaunch")
    assert r.form != "text"
    touches = set(r.features[0]["touches"])
    assert topics <= touches and "strike_value" not in touches


def test_corpse_eating_fires_on_a_destruction_and_changes_no_attack_value():
    """«Трупоедство.» (2012 glossary «Corpse-Eating»: heal its creature completely once it destroys one): a strike's
    value does not read it (Фенрир's, Медуза's strikes: dev-431, dev-327); a destruction does."""
    from legality.reach import keyword_reading
    x = keyword_reading(_feature({"kind": "keyword", "keyword": "Трупоедство"}, "Трупоедство."))
    assert x.form == "trigger" and x.events == {"destroy", "death"} and "strike_value" not in x.topics
    assert "heal" in x.topics and "poison" in x.topics


@pytest.mark.parametrize("text, others", [
    ("Концентрация: получает {tap}: Магический удар на 2 до конца вашего хода.", False),   # Тейа: her turn
    ("Может нападать три раза за ваш ход.", False),
    ("В начале вашего хода ваше существо получает +1 к {strike}.", True),                  # a card of yours
    ("Вальхалла: ваш йордлинг сражается {strike} со стоящей рядом картой противника", True),
])
def test_your_turn_names_no_other_card(text, others):
    from legality.reach import infer_others
    assert infer_others(text) is others
