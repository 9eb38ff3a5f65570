"""The compiler: readings of the forms it knows, text kept (with touches) for everything else, nothing lost."""
import json

import pytest

from legality.cardtext.bases import read_base
from legality.cardtext.compiler import compile_card, read_sentence
from legality.cardtext.sentences import abilities, split
from legality.cards_io import load_card_file


@pytest.mark.parametrize("text, form, features", [
    ("Может выступать защитником любое число раз за ход.", "deontic",
     [{"kind": "permanent", "modality": "permit", "actions": ["assign_defender"], "role": "source",
       "overrides": ["defender-limit"]}]),
    ("Выступая защитником, не закрывается.", "override",
     [{"kind": "permanent", "overrides": ["defender-closes"], "touches": ["close"]}]),
    ("Не может выступать защитником.", "named_deontic",
     [{"kind": "permanent", "modality": "forbid", "actions": ["assign_defender"], "role": "source"}]),
    ("Не может накапливать или получать фишки.", "deontic",
     [{"kind": "permanent", "modality": "forbid", "actions": ["accumulate_token", "receive_token"]}]),
    ("{tap}: Выстрел на 1-2-3, дальность 4.", "activated",
     [{"kind": "activated", "params": {"cost": "закрыться", "ability": "Выстрел", "value": "1-2-3",
                                       "action": "shot", "range": 4}}]),
    ("{counter}{tap}: Разряд на 2", "activated",
     [{"kind": "activated", "params": {"cost": "1 фишка + закрыться", "ability": "Разряд", "value": "2",
                                       "action": "discharge"}}]),
    ("Строй: {armor} 2", "keyword", [{"kind": "keyword", "keyword": "Броня", "params": {"value": 2, "while": "в строю"}}]),
    ("Прыжок, дальность 3.", "keyword", [{"kind": "keyword", "keyword": "Прыжок", "params": {"range": 3}}]),
    ("Полёт.", "keyword", [{"kind": "keyword", "keyword": "Полёт"}]),
    ("Первый удар.", "keyword", [{"kind": "keyword", "keyword": "Первый удар"}]),
    ("{second}: Начинает бой с {counter} .", "keyword",
     [{"kind": "keyword", "keyword": "Начинает бой с фишками", "params": {"count": 1, "while": "вторым игроком"}}]),
])
def test_relaunch_readings(text, form, features):
    r = read_sentence(text, "relaunch")
    assert (r.form, r.features) == (form, features)


def test_triggered_and_carrier_effects(relaunch, online):
    latnik = next(d for d in relaunch.docs if d["name"] == "Пеший латник")
    riposte = next(f for f in latnik["features"] if f["kind"] == "triggered")
    # the hand-written chain-examples card (legality/cards/chain-examples.yaml) says the same
    assert riposte["params"]["chain"] == {
        "event": "strike", "target": "self", "where": {"range": "melee"},
        "effect": {"kind": "strike", "source": "self", "target": "event.source",
                   "set": {"mode": "special", "range": "melee", "value": 2}, "reach": "melee"}}
    uri = next(d for d in relaunch.docs if d["name"] == "Ури")
    assert {"id": "f1", "text": "Хозяин теряет неповоротливость.", "kind": "permanent",
            "effect": {"remove": "Неповоротливость", "targets": "carrier"}} in uri["features"]
    r = read_sentence("При [:atk] - атакованный получает отравление на 1.", "online")
    assert r.features[0]["params"]["chain"]["effect"] == {"kind": "poison", "source": "self",
                                                          "target": "event.target", "set": {"value": 1}}
    # the attacker and the attacked are different words (participles are not reduced to the verb)
    r = read_sentence("При [:atk] - атаковавший получает отравление на 1.", "online")
    assert r.features[0]["params"]["trigger"]["actions"] == [
        {"do": "poison", "value": "1", "target": "attacker"}]
    # «Хозяин …» on a creature has no carrier to speak of: text
    r = read_sentence("Хозяин получает [:prm], пока носит Молот Снора.", "online", names=("Молот Снора",))
    assert r.form == "effect"
    nazg = next(d for d in online.docs if d["name"] == "Наринси")
    assert {"kind": "permanent", "modality": "forbid", "actions": ["summon"], "role": "target"}.items() <= \
        next(f for f in nazg["features"] if f["text"].startswith("Не может быть вызвана")).items()


def test_online_tags_and_word_forms():
    r = read_sentence("[:unq][:rgn]-1.", "online")
    assert r.features == [{"kind": "keyword", "keyword": "Уникальность"},
                          {"kind": "keyword", "keyword": "Регенерация", "params": {"value": 1}}]
    assert read_sentence("Тролль.", "online").form == "class"
    # word forms through pymorphy3, not endings: «защитниками», «могут»
    assert read_sentence("Не закрывается, выступая защитником.", "online").form == "override"


@pytest.mark.parametrize("text, topics", [
    # value modifiers whose condition the card language does not hold (modifiers.py reads the others)
    ("+1 к выстрелу по существам, перемещавшимся в этот ход.", {"shot", "strike_value"}),
    ("Не может объявлять метание, пока на вашем кладбище 5 или более карт.", {"throw"}),
    ("Не может иметь больше 3 {counter} и получать {counter} от других существ.", {"tokens"}),
    ("{tap}: Добивание на 2, при этом может ранить на 2 существо той же стихии, что и уничтоженный.",
     {"finishing_blow", "wound"}),
    ("{counter}{tap}: Особый удар на 3; при этом атакованное существо получает отравленме на 1.", {"special_strike"}),
    # a known placeholder whose meaning is not established is never read
    ("Если может напасть {strike} на карту с {counter} — обязана это сделать. Игнорирует их {zozl}.", None),
])
def test_what_is_not_understood_stays_text_for_reach_to_read(text, topics):
    """Kept text declares no `touches`: legality/reach.py reads what it could bear on from its words."""
    from legality.reach import ALL, read_sentences
    r = read_sentence(text, "relaunch")
    assert r.form == "text" and r.features == [{"kind": "text"}]
    if topics is not None:
        read = set().union(*(x.topics for x in read_sentences(text)))
        assert ALL in read or topics <= read


def test_a_symbiotes_defender_text_is_not_read_as_its_own(relaunch):
    uri = next(d for d in relaunch.docs if d["name"] == "Ури")
    assert uri["type"] == "symbiote"
    f = next(f for f in uri["features"] if f["text"].startswith("Может выступать защитником"))
    assert f["kind"] == "text" and "touches" not in f


@pytest.mark.parametrize("fixture", ["relaunch", "online"])
def test_no_sentence_is_lost_and_every_card_is_valid_card_language(fixture, request):
    cb = request.getfixturevalue(fixture)
    for raw, doc, readings in zip(cb.raws, cb.docs, cb.readings):
        sentences = split(raw.printed)
        # a sentence cut into abilities (sentences.abilities) is read part by part, in order
        parts = [p for s in sentences for p in abilities(s)]
        assert all(r.text in parts or r.text in sentences for r in readings)
        assert "".join(r.text for r in readings).replace(" ", "") == "".join(sentences).replace(" ", "")
        words = lambda s: "".join(s.split())
        assert words("".join(sentences)) == words(raw.printed)          # every character of the text kept
        texts = {f["text"] for f in doc["features"] if not {"icon", "mark"} & set(f.get("params", {}))}
        assert texts == {r.text for r in readings if r.form not in ("class", "note")}
        marks = [f["keyword"] for f in doc["features"] if "mark" in f.get("params", {})]
        assert marks == (["Уникальность"] if getattr(raw, "uniq", False) else [])   # the base's `uniq` mark
        icons = [f["params"]["icon"] for f in doc["features"] if "icon" in f.get("params", {})]
        assert icons == [code for code, _v in raw.icons]                  # every ability icon read once
    assert len(cb.cards()) == len(cb.raws)                               # parse_card accepts every card


def test_reprints_keep_every_card_under_an_unambiguous_name(relaunch):
    names = [d["name"] for d in relaunch.docs]
    assert len(names) == len(set(names))
    assert sum(1 for n in names if n.startswith("Мантикора [")) == 2


def test_coverage_counts_every_sentence(relaunch):
    from legality.cardtext.pool import coverage
    c = coverage(relaunch)
    assert sum(c["forms"].values()) == c["sentences"] == sum(len(rs) for rs in relaunch.readings)
    assert c["cards_with_text"] == 1267
    assert c["sentences_compiled"] == c["sentences"] - c["forms"]["text"]
    assert c["not_understood"][0]["count"] >= c["not_understood"][-1]["count"]


def test_compile_command_writes_a_card_file_that_loads(relaunch_path, tmp_path, capsys):
    from legality.cli.main import main
    out = tmp_path / "pool.yaml"
    assert main(["cards", "compile", relaunch_path, "-o", str(out)]) == 0
    cards = load_card_file(str(out))
    lokken = next(c for c in cards if c.name == "Леккен")
    assert [f.kind.value for f in lokken.features] == ["permanent", "permanent", "keyword", "keyword"]
    assert [f.param("icon") for f in lokken.features[2:]] == ["ovz", "zor"]      # printed as icons
    assert lokken.features[1].modality.value == "permit" and lokken.features[1].overrides == ("defender-limit",)


def test_coverage_command_json(online_path, capsys):
    from legality.cli.main import main
    assert main(["cards", "coverage", online_path, "--json", "--top", "5"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["cards"] == 1015 and len(doc["not_understood"]) == 5
    assert set(doc["forms"]) == {"keyword", "deontic", "named_deontic", "host_deontic", "activated", "triggered", "effect", "override", "bounded", "squad", "holders",
                                 "modifier", "modifier_unacted", "headed", "static", "class", "concentration", "note", "text"}


def test_the_cache_key_is_taken_with_the_code_loaded():
    """A process that loaded the compiler keeps the key of the sources it loaded (a later edit of the files does
    not file its readings under the new sources' key)."""
    import subprocess
    import sys
    code = ("import legality.cardtext.compiler; from legality.cardtext.cache import _compiler_key; "
            "print(_compiler_key.cache_info().currsize)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "1"
