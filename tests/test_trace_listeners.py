"""A trace meets an event that a card text the model does not act on listens to (a trigger kept as text, or read
with `touches`): it cannot say what follows, so it is `unknown` naming the text, never traced as if nothing fired
(reach.listener_causes, legality/stack/firing.py). A card put into the graveyard otherwise than by destruction is
no death (2012 glossary «Death»): «При гибели …» does not bear on it."""
import os

from tests.variants import by_doc

JARL = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings",
                    "dev-141-viking-jarl-deck-to-graveyard-not-death.yaml")
BASE = "classic-relaunch-cards.json"


def _crypt_as_text(doc):
    crypt = next(c for c in doc["cards"] if c["id"] == "crypt")
    crypt["inline"]["features"] = [{"id": "f1", "text": crypt["inline"]["features"][0]["text"], "kind": "text"}]


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
    answer = by_doc(tmp_path, JARL, _destroyed_in_play)
    assert list(answer.fired()) == ["f1: crypt → crypt"]
    assert not any("При гибели" in u for u in answer.unknown)


def test_a_card_put_into_the_graveyard_is_no_death_for_a_text_at_death(tmp_path):
    answer = by_doc(tmp_path, JARL, _crypt_as_text)            # the Ярл's discard: a graveyard event only
    assert not any("При гибели" in u for u in answer.unknown)
    assert list(answer.fired()) == []
