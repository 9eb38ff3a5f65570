"""«Если после этого у Келе нет ран не закрывается» (classic:ruling-dev-301): `where: {unwounded_after: true}` is
read as the effect resolves — an unwounded Келе stays open without healing, one the heal cannot make unwounded
closes; a `chain` question cannot read it (unknown)."""
from __future__ import annotations

import os

from tests.variants import by_doc

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KELE = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-301-kele-unwounded-stays-open.yaml")


def test_unwounded_he_stays_open(tmp_path):
    ans = by_doc(tmp_path, KELE, lambda doc: None)
    assert ans.final["kele"]["open"] is True


def test_three_wounds_a_heal_of_two_cannot_keep_him_open(tmp_path):
    def wounded(doc):
        doc["cards"][0]["wounds"] = 3
    ans = by_doc(tmp_path, KELE, wounded)
    assert ans.final["kele"]["open"] is False and ans.final["kele"]["wounds"] == 1
    assert "classic:ruling-dev-301" in ans.cites()


def test_without_the_heal_triggers_it_reads_the_wounds_he_has(tmp_path):
    def one_wound_no_heal(doc):
        doc["cards"][0]["wounds"] = 1
        del doc["cards"][0]["readings"]["f2"][0]      # the heal (the compiled card read by hand)
    ans = by_doc(tmp_path, KELE, one_wound_no_heal)
    assert ans.final["kele"]["open"] is False


def test_a_chain_question_cannot_read_it(tmp_path):
    def as_chain(doc):
        doc["question"] = {"kind": "chain", "text": "the strike",
                           "initial": {"kind": "strike", "source": "kele", "target": "nomad",
                                       "set": {"mode": "simple"}}}
    ans = by_doc(tmp_path, KELE, as_chain)
    assert ans.verdict == "unknown" and any("после этого" in u for u in ans.unknown)
