"""An action that names the ability it is made by (`ability:`) is what that ability's text allows: where the text
is kept as `text`, what the ability may target and do is not read, so the question is `unknown` whatever topics
its words name (reach.py, Dependence.ability). Грёзы Архааля's prophecy (ruling dev-315) read by hand in the
scenario's `readings:` decides."""
import os

from tests.variants import by_doc

DREAMS = os.path.join(os.path.dirname(__file__), "..", "legality", "scenarios", "rulings",
                      "dev-315-archaal-dreams-protect-summoned-squad.yaml")


def _ability_as_text(doc):
    dreams = next(c for c in doc["cards"] if c["id"] == "dreams")
    assert list(dreams["readings"]) == ["f1"]
    del dreams["readings"]          # the prophecy stays as the compiler keeps it: text


def test_the_ability_read_decides(tmp_path):
    for engine in ("z3", "fast"):
        assert by_doc(tmp_path, DREAMS, lambda d: None, engine=engine).verdict == "legal"


def test_the_ability_kept_as_text_is_unknown(tmp_path):
    for engine in ("z3", "fast"):
        for declared in (True, False):
            def edit(doc, declared=declared):
                _ability_as_text(doc)
                doc["question"]["action"]["generated"] = not declared
            answer = by_doc(tmp_path, DREAMS, edit, engine=engine)
            assert answer.verdict == "unknown"
            assert any("Грезы Архааля" in u and "the ability this effect is made by" in u for u in answer.unknown)
