"""A point of the fact space as a scenario file `legality check` accepts: the source and target as inline
cards standing as the facts say, the action with the fields that give those facts, the abstract card clauses
laid on the source by a giver card, and the ruling the proof claims as `expect`.

Every witness is read back through the scenario parser and `situation_facts` before it is shown: a witness
whose facts differ from the point it was built for is a defect of this module, raised, never printed.
"""
from __future__ import annotations

import json
import os
import tempfile

import yaml

from ..facts import NONE, PROTECTIONS, situation_facts
from ..cards_io import family
from .space import CARD_FLAG, CARD_KINDS, SPACE_FACTS

FEATURE_NAMED = "Свидетельство"     # the feature a `lose_feature` witness names when the target has it
UNIQUE = {"id": "unique", "text": "Уникальность", "kind": "keyword", "keyword": "Уникальность"}


def _card(name: str, game: str, type_: str, cost, lives=None, features=()) -> dict:
    card = {"name": name, "edition": game, "type": type_, "cost": cost}
    if lives is not None:
        card["lives"] = lives
    if features:
        card["features"] = list(features)
    return card


def legal_scenario(point: dict, edition: str, step: str, title: str, expect: dict) -> dict:
    """The scenario dict for a `legal` question at the fact-space point `point`."""
    game = family(edition)
    cards, action = [], {"kind": point["action.kind"]}
    if point["source.type"] != NONE:
        summons = []
        if point["summon.read"] or point["summon.onto_host"]:   # the source's reading of what it may bring
            reading = {"from": "graveyard" if point["action.kind"] == "resurrect" else "deck",
                       "names": ["Свидетель-цель" if point["summon.fits"] else "Никто"]}
            if point["summon.onto_host"]:
                reading["onto"] = "host"
            if point.get("summon.place_in_additional_zone"):    # «на её место» of a destroyed flyer
                reading["onto"] = "place"
            summons = [{"id": "summons", "text": "Свидетельство вызова", "kind": "activated", "summon": reading}]
        if point["source.incarnation"]:
            summons.append({"id": "incarnation", "text": f"Инкарнация {point['source.incarnation']}.",
                            "kind": "keyword", "keyword": "Инкарнация",
                            "params": {"value": point["source.incarnation"]}})
        if point["squad.unique_clash"] and point["action.kind"] == "incarnate":
            summons.append(UNIQUE)
        # classic 2012 218.4 (legality/rules/tokens.py): an ability paid with a token lets the source accumulate
        if point.get("source.may_accumulate"):
            summons.append({"id": "token-ability", "text": "{counter}: Свидетельство", "kind": "activated",
                            "params": {"cost": "1 фишка"}})
        if point.get("action.more_acts"):      # «может атаковать {strike} N раз за ход» (legality/strikes_per_turn.py)
            n = point["action.more_acts"] + 1
            summons.append({"id": "again", "text": f"Может атаковать {{strike}} {n} раза за ход.", "kind": "permanent",
                            "params": {"strikes_per_turn": n}})
        if point.get("action.non_sudden"):     # 2012 404.7: a printed playable ability without {instant}
            summons.append({"id": "playable", "text": "Ранить себя на 1: Свидетельство действия", "kind": "activated"})
        src = {"id": "src", "inline": _card("Свидетель-источник", game, point["source.type"], 0, None, summons),
               "controller": point["source.controller"], "zone": point["source.zone"], "open": point["source.open"]}
        for k in ("tokens", "defended_this_turn", "acted_this_turn"):
            if point[f"source.{k}"]:
                src[k] = point[f"source.{k}"]
        ignores = [p for p in PROTECTIONS if point.get(f"source.ignores_{p}")]
        if ignores:
            src["ignores"] = ignores
        if point.get("source.ignores_features"):   # read off a printed keyword (legality/facts.py)
            src["inline"].setdefault("features", []).append({"id": "ignores", "text": "Игнорирует особенности атакованного существа.",
                                          "kind": "keyword", "keyword": "Игнорирует",
                                          "params": {"what": "особенности атакованного существа"}})
        cards.append(src)
        action["source"] = "src"
        if point.get("action.non_sudden"):
            action["ability"] = "playable"
        if point.get("ability.different_targets"):     # «… по разным существам» (legality/different_targets.py)
            src["inline"].setdefault("features", []).append(
                {"id": "several", "text": "Три разряда на 1 по разным существам", "kind": "permanent",
                 "params": {"different_targets": True}})
            action["ability"] = "several"
        if point.get("action.target_attacked_before") and point["target.type"] != NONE:
            action["earlier"] = ["tgt"]
    if point["target.type"] != NONE:
        feats = [{"id": "named", "text": FEATURE_NAMED, "kind": "keyword", "keyword": FEATURE_NAMED}] \
            if point["action.feature_on_target"] else []
        if point.get("target.over_token_max"):     # 218.6: a maximum of 0 tokens
            feats.append({"id": "token-max", "text": "Максимум 0 {counter}", "kind": "permanent",
                          "params": {"max_tokens": 0}})
        if point.get("target.incarnation"):
            feats.append({"id": "incarnation", "text": f"Инкарнация {point['target.incarnation']}.",
                          "kind": "keyword", "keyword": "Инкарнация",
                          "params": {"value": point["target.incarnation"]}})
        cost = "X" if point["target.cost_x"] else point["target.cost"]
        tgt = {"id": "tgt", "inline": _card("Свидетель-цель", game, point["target.type"], cost,
                                            point["target.lives_left"], feats),
               "controller": point["target.controller"], "zone": point["target.zone"],
               "open": point["target.open"], "revealed": point["target.revealed"]}
        if point["target.is_defender"]:
            tgt["is_defender"] = True
        protections = [p for p in PROTECTIONS if point[f"target.protection_{p}"]]
        if protections:
            tgt["protections"] = protections
        if point["squad.unique_clash"] and point["action.kind"] != "incarnate":
            tgt["inline"].setdefault("features", []).append(UNIQUE)
        cards.append(tgt)
        action["target"] = "tgt"
        if point["target.hosts_symbiote"]:
            cards.append({"id": "rider", "inline": _card("Свидетель-симбиот", game, "symbiote", 0),
                          "controller": point["target.controller"], "host": "tgt"})
    if point.get("ability.targets_read"):
        _zone_reading(point, cards, action)
    if point.get("summon.place_in_additional_zone"):
        cards.append({"id": "place", "inline": _card("Свидетель-место", game, "flyer", 0, 1), "zone": "graveyard",
                      "controller": "second"})
        action["targets"] = [action.pop("target"), "place"]
    if point["squad.unique_clash"]:    # a card of the brought card's name already in the bringer's squad
        brought = cards[0] if point["action.kind"] == "incarnate" else cards[-1]
        cards.append({"id": "namesake", "inline": dict(brought["inline"]), "controller": point["source.controller"]})
    kinds = [k for k in CARD_KINDS if point.get(CARD_FLAG + k.name)]
    if kinds:   # the card clauses: a giver's features laid on the source (else the target), with the kinds' timestamps
        end = "source" if "source" in action else "target"
        feats = [{"id": k.name, "text": k.text, "kind": "permanent", "modality": k.modality.value,
                  "actions": [point["action.kind"]], "role": end}
                 | ({"overrides": list(_topics(edition))} if k.overrides_rules else {}) for k in kinds]
        cards.append({"id": "giver", "inline": _card("Свидетель-даритель", game, "support", 0, None, feats),
                      "controller": "first"})
        cards[0]["effects"] = [{"source": "giver", "feature": k.name, "origin": "acquired",
                                "timestamp": k.timestamp} for k in kinds]
    if not cards:   # a scenario needs a card; one in the graveyard that the action does not name
        cards.append({"id": "bystander", "inline": _card("Свидетель", game, "creature", 0), "zone": "graveyard"})
    if point["action.has_x"]:
        action["x"] = point["action.x"]
    if point["action.x_from"] != "none":
        action["x_from"] = point["action.x_from"]
    if point["action.pays_tokens"]:
        action["tokens_paid"] = point["action.tokens_paid"]
    if point["action.has_param"]:
        action["param"] = point["action.param"]
    for k in ("playing", "free", "compound", "directed", "unanswered", "generated", "redirected"):
        if point[f"action.{k}"]:
            action[k] = True
    for k in ("simple", "targeted"):
        if not point[f"action.{k}"]:
            action[k] = False
    if point["action.feature_on_target"]:
        action["feature"] = FEATURE_NAMED
    _cells(point, cards, action, game)
    state = {"active": point["state.active"]}
    if point.get("board.row_over_occupying_marker"):    # a strike through a row over a marked cell (dev-368)
        cards[0]["inline"].setdefault("features", []).append(
            {"id": "row", "text": "Удар через ряд", "kind": "keyword", "keyword": "Удар через ряд",
             "params": {"ability": "Удар через ряд"}})
        action["ability"] = "row"
        cards.append({"id": "layer", "zone": "graveyard", "controller": "first", "inline": _card(
            "Свидетель-костёр", game, "creature", 0, None, [{"id": "mark", "text": "Свидетельство маркера",
                                                           "kind": "keyword", "keyword": "Свидетельство маркера",
                                                           "params": {"cell_marker": "костёр", "occupies": True}}])})
        state["cell_markers"] = [{"at": [2, 1], "marker": "костёр", "by": "layer"}]
    question = {"kind": "legal", "text": title, "action": action}
    if step != "declaration":
        question["step"] = step
    return {"title": title, "edition": edition, "cards": cards, "state": state,
            "question": question, "expect": expect}


QUOTED = "Свидетельство текста"


def _zone_reading(point: dict, cards: list, action: dict) -> None:
    """The source's feature naming the cards its ability acts on (legality/zones.py), as the point has it."""
    src, tgt = cards[0], next(c for c in cards if c["id"] == "tgt")
    zone = tgt["zone"] if point["ability.target_in_zone"] else ("deck" if tgt["zone"] != "deck" else "graveyard")
    # a cost that does not close the card: the action is no card action (facts.card_action)
    feat = {"id": "zone", "text": "Свидетельство зоны", "kind": "activated", "targets_zone": zone,
            "params": {"cost": "ранить себя на 1"}}
    if not point["ability.target_fits"]:
        feat["targets_whose"] = "enemy" if src["controller"] == tgt["controller"] else "own"
    else:
        feat["targets_whose"] = "any"
    if point["ability.one_each_read"]:
        feat["targets_one_each"] = ["Свидетельский класс"]
        if point["ability.one_each_fits"]:
            tgt["inline"]["class"] = ["Свидетельский класс"]
    if point["ability.count_read"]:
        feat["targets_count"] = 1 if point["ability.count_fits"] else 2
    if point["ability.feature_text_read"]:
        feat["targets_feature_text"] = QUOTED
        if point["ability.feature_text_fits"]:
            tgt["inline"].setdefault("features", []).append(
                {"id": "quoted", "text": QUOTED, "kind": "keyword", "keyword": QUOTED})
    src["inline"].setdefault("features", []).append(feat)
    action["ability"] = "zone"


def _on_cell(point: dict, end: str) -> bool:
    return point[f"{end}.type"] not in (NONE, "flyer") and point[f"{end}.zone"] == "play"


def _cells(point: dict, cards: list, action: dict, game: str) -> None:
    """Every card in play but a flyer on a cell (legality/board.py reads a missing one as unknown): the source
    at A3 (1, 1), the target `board.distance` cells from it along the row (or the column at 5), a move's
    destination `board.to_distance` cells away, orthogonal or not, and a bystander on it when it is occupied."""
    by_id = {c["id"]: c for c in cards}
    d = point["board.distance"]
    if _on_cell(point, "source"):
        by_id["src"]["cell"] = [1, 1]
    if _on_cell(point, "target"):
        by_id["tgt"]["cell"] = ([1 + d, 1] if d <= 4 else [1, 1 + d]) if d else [3, 3]
    if point["action.has_range"]:
        action["range"] = point["action.range"]
    if point["action.via"] != "none":
        action["via"] = point["action.via"]
    if point["action.kind"] == "move" and point["action.via"] == "movement" and "src" in by_id:
        left = point.get("board.movement_left", 0)     # unused movement (legality/board.py `movement_left`)
        by_id["src"]["inline"]["move"] = max(left, 1)
        if left == 0:
            by_id["src"]["moved"] = ["movement"]
    if not point["board.to_given"]:
        return
    to_d = point["board.to_distance"]
    if point["action.kind"] == "incarnate":      # a row of the incarnating card's controller's half, 0: the other
        r, first = point["board.to_own_row"], point["source.controller"] == "first"
        to = [3, (5 if first else 2) if r == 0 else (4 - r if first else 3 + r)]
    elif not _on_cell(point, "source"):
        to = [3, 3]
    elif to_d == 0:
        to = [1, 1]
    elif to_d == 1:
        to = [1, 2] if point["board.to_orthogonal"] else [2, 2]
    else:
        to = [2, 1 + to_d]
    action["to"] = to
    if point["board.to_occupied"]:
        cards.append({"id": "occupant", "inline": _card("Свидетель-сосед", game, "creature", 0),
                      "controller": "first", "cell": to})


def _topics(edition: str):
    from .space import edition_topics
    return edition_topics(edition)


def cost_scenario(point: dict, edition: str, title: str, expect: dict) -> dict:
    """A `cost` question about the target card, at the point's playing / free / X."""
    game = family(edition)
    cost = "X" if point["target.cost_x"] else point["target.cost"]
    q = {"kind": "cost", "text": title, "card": "card", "playing": point["action.playing"],
         "free": point["action.free"]}
    if point["action.has_x"]:
        q["x"] = point["action.x"]
    return {"title": title, "edition": edition,
            "cards": [{"id": "card", "inline": _card("Свидетель-цена", game, "spell", cost), "zone": "hand"}],
            "question": q, "expect": expect}


_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)    # libyaml's emitter when present


def to_yaml(doc: dict) -> str:
    doc = json.loads(json.dumps(doc, ensure_ascii=False))    # plain lists and dicts (a loaded file's are not)
    return yaml.dump(doc, Dumper=_DUMPER, allow_unicode=True, sort_keys=False, default_flow_style=None, width=110)


def parse(doc: dict | str):
    """The scenario (a dict, or its YAML text) as `legality check` reads it: through a file, as a user's."""
    from ..scenario import parse_scenario
    fd, path = tempfile.mkstemp(suffix=".yaml", prefix="witness-")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(doc if isinstance(doc, str) else to_yaml(doc))
        return parse_scenario(path)
    finally:
        os.unlink(path)


def read_back(sc) -> dict:
    """The facts the engine reads off a parsed `legal` witness (space facts and which card kinds apply)."""
    a = sc.question.action
    facts = situation_facts(sc.state, a)
    out = {n: facts[n] for n in SPACE_FACTS}
    giver = next((c for c in sc.state.cards if c.id == "giver"), None)
    for k in CARD_KINDS:
        carrier = next((c for c in sc.state.cards if any(e.source == "giver" and e.feature == k.name
                                                              for e in c.effects)), None)
        out[CARD_FLAG + k.name] = bool(giver and carrier and carrier.id in (a.source, *a.targets))
    return out


def checked(doc: dict, point: dict):
    """(YAML text, parsed scenario) of the witness, once the engine's reading of it is the point it was built
    for."""
    text = to_yaml(doc)
    sc = parse(text)
    back = read_back(sc)
    diff = {k: (point.get(k, False), back[k]) for k in back if back[k] != point.get(k, False)}
    if diff:
        raise AssertionError(f"witness does not reproduce its point: {diff}")
    return text, sc
