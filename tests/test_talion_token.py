"""Талион's «положите жетон инкарнации на существо на вашем кладбище» read in `readings:` (dev-339): a token on a
creature of his own lying in the graveyard (board conditions target_creature, target_enemy, target_in_graveyard)."""
import os

from tests.variants import by_doc

TALION = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings",
                      "dev-339-talion-token-on-creature-without-incarnation.yaml")


def test_a_creature_in_play_is_not_in_the_graveyard(tmp_path):
    def edit(doc):
        doc["cards"][1].pop("zone")
    ans = by_doc(tmp_path, TALION, edit)
    assert ans.verdict == "illegal" and "card-forbid" in {r.code for r in ans.reasons}


def test_an_enemy_creature_in_the_graveyard_is_not_his(tmp_path):
    def edit(doc):
        doc["cards"][1]["controller"] = "second"
    assert by_doc(tmp_path, TALION, edit).verdict == "illegal"
