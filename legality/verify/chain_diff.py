"""The symbolic diff of trigger chains, as far as the editions' chain rules are read by topic: an effect of 0 (a
gain of 0 tokens, a wound or heal for 0) that would set a feature off. Each edition's zero-effect rules
(`attack.citations.zero_effect`, read by the chain engine as by the attack engine) decide whether it happens;
the probe — a card gaining 0 tokens beside a card whose feature fires on an enemy's gaining one — is run by
the chain engine under both editions, a region where the rulings differ. So are the judges' readings of trigger
events the classic edition has and the others lack: «при ударе» on a magic strike (`strikes-class`), a Вальхалла
and its target (`valhalla`). What a repetition is (the chains
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


def _creature(cid: str, name: str, controller: str, features=(), **state) -> dict:
    inline = {"name": name, "type": "creature", "cost": 3, "lives": 8, "strike": [1, 1, 1]}
    if features:
        inline["features"] = list(features)
    return {"id": cid, "controller": controller, **state, "inline": inline}


def _probe_strikes(edition: str) -> dict:
    """«При ударе» meets a magic strike (the judges' event class `strikes`, classic:ruling-dev-397)."""
    title = "verify diff: a magic strike by a card whose feature fires «при ударе»"
    return {"title": title, "edition": edition,
            "cards": [_creature("k", "Ударник (пример)", "first", [
                {"id": "t", "text": "При ударе получить {counter}.", "kind": "triggered",
                 "params": {"chain": {"event": "strikes", "source": "self",
                                      "effect": {"kind": "gain", "gain": {"counter": "token", "amount": 1}}}}}]),
                      _creature("e", "Враг (пример)", "second")],
            "question": {"kind": "chain", "text": title, "initial": {"kind": "magic_strike", "source": "k",
                                                                      "target": "e"}}}


def _probe_valhalla(edition: str) -> dict:
    """A Вальхалла in the graveyard at its player's turn start, aimed at a card answering «цель вальхаллы»."""
    title = "verify diff: a Вальхалла from the graveyard at the start of its player's turn"
    return {"title": title, "edition": edition,
            "cards": [_creature("v", "Павший (пример)", "first", [
                {"id": "t", "text": "Вальхалла: излечить ваше существо на 1.", "kind": "triggered",
                 "params": {"chain": {"valhalla": True, "effect": {
                     "kind": "heal", "target": "chosen", "choose": {"relation": "own"}, "set": {"value": 1}}}}}],
                          zone="graveyard"),
                      _creature("r", "Отвечающий (пример)", "first", [
                          {"id": "t", "text": "Когда становится целью вальхаллы получить {counter}.", "kind": "triggered",
                           "params": {"chain": {"event": "any", "target": "self", "where": {"valhalla": True},
                                                "effect": {"kind": "gain", "gain": {"counter": "token", "amount": 1}}}}}])],
            "question": {"kind": "chain", "text": title, "initial": {"kind": "turn_start"}}}


def _topic_rules(*topics):
    def read(edition: str) -> tuple:
        from ..registry import topic_rule
        return tuple(r.id for r in (topic_rule(edition, t) for t in topics) if r is not None)
    return read


# topic → (its probe, the rules an edition reads for it)
PROBES = {"zero-effect": (_probe, zero_effect), "strikes-class": (_probe_strikes, _topic_rules("strikes-class")),
          "valhalla": (_probe_valhalla, _topic_rules("valhalla", "valhalla-target"))}


def regions(old: str, new: str) -> tuple[list, dict]:
    from ..api import rule_scenario
    from ..cli.cmd_diff import ruling_key
    from .result import Region
    out = []
    for topic, (probe, reading) in PROBES.items():
        doc = probe(old)
        got = {r.edition: r.answer for r in rule_scenario(parse(doc), editions=[old, new])}
        if ruling_key(got[old]) == ruling_key(got[new]):
            continue
        doc = dict(doc, expect={"verdict": got[old].verdict, "cites": sorted(got[old].cites())},
                   rulings={new: {"verdict": got[new].verdict, "cites": sorted(got[new].cites())}})
        cites = {ed: tuple(sorted(a.cites())) for ed, a in got.items()}
        out.append(Region("chain", topic, {ed: a.verdict for ed, a in got.items()},
                          {ed: reading(ed) for ed in (old, new)}, cites,
                          tuple(sorted(set(cites[old]) ^ set(cites[new]))), to_yaml(doc), (topic,)))
    return out, {"probes": len(PROBES)}
