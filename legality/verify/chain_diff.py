"""The symbolic diff of trigger chains, as far as the editions' chain rules are read by topic: an effect of 0 (a
gain of 0 tokens, a wound or heal for 0) that would set a feature off. Each edition's zero-effect rules
(`attack.citations.zero_effect`, read by the chain engine as by the attack engine) decide whether it happens;
the probe — a card gaining 0 tokens beside a card whose feature fires on an enemy's gaining one — is run by
the chain engine under both editions, a region where the rulings differ. What a repetition is (the chains
proof of `legality verify`) is not diffed here."""
from __future__ import annotations

from ..attack.citations import zero_effect
from .witness import parse, to_yaml


def _probe(edition: str) -> dict:
    title = "verify diff: a card gains 0 tokens beside a card whose feature fires on an enemy's gaining one"
    return {"title": title, "edition": edition,
            "cards": [{"id": "charon", "card": "Харон", "controller": "first"},
                      {"id": "their-mage", "card": "Проклятый маг", "controller": "second"}],
            "question": {"kind": "chain", "text": title,
                         "initial": {"kind": "gain", "source": "charon", "target": "charon",
                                     "set": {"counter": "token"}, "gain": {"counter": "token", "amount": 0}}}}


def regions(old: str, new: str) -> tuple[list, dict]:
    from ..api import rule_scenario
    from ..cli.cmd_diff import ruling_key
    from .result import Region
    doc = _probe(old)
    got = {r.edition: r.answer for r in rule_scenario(parse(doc), editions=[old, new])}
    size = {"probes": 1}
    if ruling_key(got[old]) == ruling_key(got[new]):
        return [], size
    doc = dict(doc, expect={"verdict": got[old].verdict, "cites": sorted(got[old].cites())},
               rulings={new: {"verdict": got[new].verdict, "cites": sorted(got[new].cites())}})
    cites = {ed: tuple(sorted(a.cites())) for ed, a in got.items()}
    return [Region("chain", "zero-effect", {ed: a.verdict for ed, a in got.items()},
                   {ed: zero_effect(ed) for ed in (old, new)}, cites,
                   tuple(sorted(set(cites[old]) ^ set(cites[new]))), to_yaml(doc), ("zero-effect",))], size
