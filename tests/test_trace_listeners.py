"""A trace meets an event that a card text the model does not act on listens to (a trigger kept as text, or read
with `touches`): it cannot say what follows, so it is `unknown` naming the text, never traced as if nothing fired
(reach.listener_causes, legality/stack/firing.py). A card put into the graveyard otherwise than by destruction is
no death (2012 glossary «Death»): «При гибели …» does not bear on it."""
import os

from tests.variants import by_doc, inline_copy

JARL = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings",
                    "dev-141-viking-jarl-deck-to-graveyard-not-death.yaml")
BASE = "classic-relaunch-cards.json"


def _crypt(doc) -> dict:
    """A fixture: Хозяин склепа written inline as the compiler reads him, to restructure."""
    return inline_copy(doc, next(i for i, c in enumerate(doc["cards"]) if c["id"] == "crypt"), JARL)


def _crypt_as_text(doc):
    crypt = _crypt(doc)
    crypt["features"] = [{"id": "f1", "text": crypt["features"][0]["text"], "kind": "text"}]


def read_crypt_trigger(doc):
    """His «При гибели нелетающего существа — получает {counter}» read as a trigger the tracer fires (the
    compiled `trigger` form is not fired yet: a death then is unknown, below)."""
    crypt = _crypt(doc)
    f1, f2 = crypt["features"][:2]
    for k in ("listens", "touches", "scope"):
        f1.pop(k, None)
        f2.pop(k, None)             # «Не может иметь более 3 {counter}»: his first token is not capped
    f1["params"] = {"chain": {"event": "destroy", "where": {"target_types": ["creature"]},
                              "effect": {"kind": "gain", "source": "self", "target": "self",
                                         "gain": {"counter": "token", "amount": 1}}}}


def _destroyed_in_play(doc):
    viking = next(c for c in doc["cards"] if c["id"] == "viking")
    viking.pop("zone")
    viking["cell"] = [4, 3]
    doc["question"]["events"] = [{"destroy": "viking"}]


def test_a_death_meeting_a_trigger_kept_as_text_is_unknown(tmp_path):
    def edit(doc):
        _crypt_as_text(doc)
        _destroyed_in_play(doc)
    answer = by_doc(tmp_path, JARL, edit)
    assert answer.verdict == "unknown"
    assert any("Хозяин склепа" in u and "При гибели" in u for u in answer.unknown)


def test_the_trigger_read_fires_instead(tmp_path):
    def edit(doc):
        read_crypt_trigger(doc)
        _destroyed_in_play(doc)
    answer = by_doc(tmp_path, JARL, edit)
    assert list(answer.fired()) == ["f1: crypt → crypt"]
    assert not any("При гибели" in u for u in answer.unknown)
    compiled = by_doc(tmp_path, JARL, _destroyed_in_play)      # the compiled `trigger` form: not fired, unknown
    assert compiled.verdict == "unknown" and any("При гибели" in u for u in compiled.unknown)


def test_a_card_put_into_the_graveyard_is_no_death_for_a_text_at_death(tmp_path):
    answer = by_doc(tmp_path, JARL, _crypt_as_text)            # the Ярл's discard: a graveyard event only
    assert not any("При гибели" in u for u in answer.unknown)
    assert list(answer.fired()) == []


WILD_FLYER = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings",
                          "dev-041-wild-flyer-no-lethal-redistribution.yaml")


def test_a_trigger_on_its_own_death_does_not_bear_on_another_cards_death(tmp_path):
    """Дикая летяга's «При гибели - … ранить каждое летающее существо на 1» (a compiled partial reading whose
    effect names other cards) fires on the flyer's own death only: the ally dying in dev-041 leaves it silent."""
    answer = by_doc(tmp_path, WILD_FLYER, lambda doc: None)
    assert answer.verdict == "traced", answer.unknown
    assert not any("При гибели" in u for u in answer.unknown)


def test_a_trigger_on_its_own_death_bears_on_its_own_death(tmp_path):
    def flyer_dies(doc):
        doc["question"]["events"] = [{"destroy": "flyer"}]
    answer = by_doc(tmp_path, WILD_FLYER, flyer_dies)
    assert answer.verdict == "unknown"
    assert any("Дикая летяга" in u and "При гибели" in u for u in answer.unknown)


def _flyer_as_text(doc):
    doc["cards"][0] = {"id": "flyer", "inline": {
        "name": "Летяга (пример)", "type": "flyer", "cost": 3, "lives": 3, "strike": [1, 1, 1],
        "features": [{"id": "f1", "kind": "text",
                      "text": "При гибели - воздействие \"чумной взрыв\" - ранить каждое летающее существо на 1."}]}}


def test_a_text_trigger_on_its_own_death_does_not_bear_on_another_cards_death(tmp_path):
    """The same sentence kept as text, read by its words: its head «При гибели» names no other card."""
    answer = by_doc(tmp_path, WILD_FLYER, _flyer_as_text)
    assert answer.verdict == "traced", answer.unknown

    def flyer_dies(doc):
        _flyer_as_text(doc)
        doc["question"]["events"] = [{"destroy": "flyer"}]
    answer = by_doc(tmp_path, WILD_FLYER, flyer_dies)
    assert answer.verdict == "unknown" and any("При гибели" in u for u in answer.unknown)


def test_only_a_cut_head_naming_no_other_card_is_its_own_cards_event():
    from legality.reach import read_sentences
    own = {t: read_sentences(t)[0].own_event for t in (
        "При гибели - воздействие \"чумной взрыв\" - ранить каждое летающее существо на 1.",
        "Когда получает раны, получает {counter}.",
        "При гибели существа противника получает {counter}.",          # no cut: read by its first two words
        "При гибели нелетающего существа — получает {counter} .",
        "В начале хода - получает {counter}.")}
    assert list(own.values()) == [True, True, False, False, False]
