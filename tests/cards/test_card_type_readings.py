"""Readings about a card itself on the card types that are no creature (legality/cardtext/compiler.py
`compile_card`): an artifact's text speaks of the artifact (it stands on its own cell and has no host), a
symbiote's only where the sentence says whom it bears on, a terrain's stays text."""
import pytest


def _feature(cb, name: str, start: str) -> dict:
    doc = next(d for d in cb.docs if d["name"] == name)
    return next(f for f in doc["features"] if f["text"].startswith(start))


@pytest.mark.parametrize("name, start, kind", [
    # an artifact: its own modifier, its death, an attack at it
    ("Тренировочный манекен", "-1 от", "permanent"),
    ("Сердце бурь", "При гибели", "triggered"),
    ("Пиратский схрон", "При атаке по", "triggered"),
])
def test_an_artifacts_text_is_read_as_about_the_artifact(relaunch, name, start, kind):
    f = _feature(relaunch, name, start)
    assert f["kind"] == kind


def test_the_artifact_modifier_is_the_one_its_words_say(relaunch):
    f = _feature(relaunch, "Тренировочный манекен", "-1 от")
    assert f["modifier"] == {"op": "sub", "value": 1, "side": "received", "attacks": ["strike"]}


@pytest.mark.parametrize("name, start", [
    ("Ядовитый плющ", "При ближнем ударе по Ядовитому плющу"),   # names itself
    ("Оглар", "При перемещении хозяина Оглар"),                  # names itself
    ("Дух ярости", "Хозяин имеет"),                              # names the host, no unnamed self
    ("Разумный вихрь", "Хозяин Разумного вихря"),               # «хозяин <name>»: its host
])
def test_a_symbiotes_sentence_naming_whom_it_bears_on_is_read(relaunch, name, start):
    assert _feature(relaunch, name, start)["kind"] != "text"


@pytest.mark.parametrize("name, start", [
    ("Попугай Тича", "При дальней атаке по хозяину"),   # «может получить полёт»: the parrot or its host?
    ("Ледяная лоза", "-1 от немагических атак"),        # a modifier with no subject: its own or its host's
    ("Ури", "Может выступать защитником"),
    ("Унд-подстрекатель", "При {strike}"),               # «…, если хозяин стоит 6 или меньше он может …»
])
def test_a_symbiotes_sentence_with_an_unnamed_subject_stays_text(relaunch, name, start):
    assert _feature(relaunch, name, start)["kind"] == "text"


def test_a_terrains_start_of_battle_choice_stays_text(relaunch):
    """Крейд-Моор's «выбранное существо у края поля боя …» is a prohibition scenarios read by hand (dev-020)."""
    assert _feature(relaunch, "Крейд-Моор", "В начале боя")["kind"] == "text"


def test_a_name_after_a_source_of_wounds_is_not_read_as_that_source():
    """«Когда существо противника получает X ран от отравления Руины Уорлога могут излечить …»: the name is the
    next verb's subject, not whose poison it is — not read."""
    from legality.cardtext.compiler import read_sentence
    r = read_sentence("Когда существо противника получает X ран от отравления Руины Уорлога могут излечить на X "
                      "существо в вашем отряде.", "relaunch", names=("Руины Уорлога",))
    assert r.form == "text"


def test_a_verb_ended_condition_does_not_swallow_the_next_subject():
    """«…, если хозяин стоит 6 или меньше он может совершить прыжок»: «он» is the jumper, not the condition's."""
    from legality.cardtext.compiler import _cut
    cut = _cut("При {strike} , если хозяин стоит 6 или меньше он может совершить прыжок, дальность 3.", "relaunch")
    assert cut is None or not cut[1].endswith("он")


def test_either_target_shares_the_first_ones_determiners():
    from legality.cardtext.compiler import read_sentence
    r = read_sentence("{tap}: Воздействие сила гор выбранное горное существо или нейтральное существо получает +1 к "
                      "ударам до конца хода.", "relaunch", names=("Скалы Лант-Мора",))
    target = r.features[0]["params"]["actions"][0]["target"]
    assert [t.get("quantity") for t in target["any_of"]] == ["chosen", "chosen"]


def test_a_jordlings_face_is_a_condition_head_and_its_jump_ability_stays_text():
    from legality.cardtext.compiler import read_sentence
    r = read_sentence("{wolf}: +1 к ударам.", "relaunch", names=("Щенок Ульфгарда",))
    assert r.form == "headed" and r.features[0]["params"]["when"] == "в облике волка"
    assert read_sentence("{wolf}: Прыжок, дальность 3.", "relaunch", names=("Чемпион Йара",)).form == "text"
