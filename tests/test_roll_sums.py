"""A trigger on the sum of the dice of an ability's N attacks (`on_roll: {sum: true, rolls: N}`): fewer rolls made,
no sum, it does not fire (classic:ruling-dev-454); the roll question reads it on one roll and on several alike."""
from __future__ import annotations

import os

import pytest
import yaml

from legality.api import rule_scenario
from legality.errors import InputError
from legality.scenario import parse_scenario
from variants import feature

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ONE = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-454-dark-elf-one-shot-no-token.yaml")


def _run(tmp_path, edit, edition="classic"):
    doc = yaml.safe_load(open(ONE, encoding="utf-8"))
    doc.pop("source", None)
    edit(doc)
    p = tmp_path / "variant.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)), [edition])[0].answer


def _trigger(doc):
    return feature(doc, 0, "f2")["on_roll"]


def test_both_rolls_made_the_sum_fires(tmp_path):
    def both(doc):
        doc["question"].pop("natural")
        doc["question"]["rolls"] = [2, 3]
    ans = _run(tmp_path, both)
    assert [o.fires for o in ans.outcomes] == [("elf/f2",)]


def test_one_roll_of_three_given_as_rolls_is_short_too(tmp_path):
    def three(doc):
        _trigger(doc)["rolls"] = 3
        doc["question"].pop("natural")
        doc["question"]["rolls"] = [1, 1]
    ans = _run(tmp_path, three)
    assert ans.verdict == "fixed" and [o.fires for o in ans.outcomes] == [()]


def test_an_edition_without_the_ruling_does_not_decide(tmp_path):
    def plain(doc):
        doc["edition"] = "classic-2012"
    assert _run(tmp_path, plain, "classic-2012").verdict == "unknown"


@pytest.mark.parametrize("edit", [lambda t: t.pop("sum"), lambda t: t.update(rolls=1)])
def test_rolls_needs_a_sum_of_two_or_more(tmp_path, edit):
    with pytest.raises(InputError, match="rolls"):
        _run(tmp_path, lambda doc: edit(_trigger(doc)))
