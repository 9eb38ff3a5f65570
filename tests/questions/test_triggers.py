"""The `triggers` question: counts read off the `chain` question's run."""
import os

from legality.api import rule_scenario
from legality.scenario import parse_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SC = os.path.join(ROOT, "legality", "scenarios")


def test_counts_are_the_chain_links():
    sc = parse_scenario(os.path.join(SC, "triggers", "foot-knights-count-522.yaml"))
    for r in rule_scenario(sc, ["classic", "classic-2012", "heroes"]):
        a = r.answer
        executed = a.chain.executed()
        got = {k: v["fired"] for k, v in a.counts().items()}
        assert sum(got.values()) == len(executed)
        for k, n in got.items():
            owner, feat = k.split("/")
            assert n == sum(1 for l in a.chain.chain.executed if l.owner == owner and l.feature == feat)
        assert a.stopped_by() is not None and a.stopped_by()[1] == a.chain.chain.cut.rules


def test_chain_and_triggers_agree_on_every_builtin_chain():
    """Every built-in chain scenario asked as a count gives the chain's executed effects, per feature."""
    from legality.questions.triggers import counts
    folder = os.path.join(SC, "chains")
    for name in sorted(os.listdir(folder)):
        sc = parse_scenario(os.path.join(folder, name))
        for r in rule_scenario(sc, engine="fast"):
            c = counts(r.answer.chain)
            assert sum(v["fired"] for v in c.values()) == sum(1 for l in r.answer.chain.executed if l.nature != "rule")
