"""The page's composer and the scenario format, both ways.

The composer edits a plain JSON state; `to_yaml` writes it as the scenario YAML the CLI reads (docs/
scenarios.md), and `from_text` reads a scenario YAML back into that state. Fields the composer has no
control for (expectations, sources, protections, a question's own fields) are carried through unchanged,
so a file opened in the page and saved again keeps everything its author wrote.
"""
from __future__ import annotations

import json

import yaml

from ..cards_io import family, normalize
from ..errors import InputError
from ..questions import QUESTION_KINDS
from ..yamlfile import load
from .cardbase import CardIndex

# card fields the composer edits, in the order the scenario files write them (the others pass through)
CARD_FIELDS = ("id", "card", "inline", "controller", "zone", "cell", "open", "revealed", "wounds", "tokens",
               "is_defender", "defended_this_turn", "acted_this_turn", "entered", "effects", "protections")
DEFAULTS = {"controller": "first", "zone": "play", "open": True, "revealed": True, "wounds": 0, "tokens": 0,
            "is_defender": False, "defended_this_turn": 0, "acted_this_turn": 0, "entered": 0}
TOP = ("title", "edition", "source", "note", "cards", "state", "question", "expect", "rulings")


class _Dumper(yaml.SafeDumper):
    pass


def _list(dumper, data):
    flow = all(not isinstance(v, (dict, list)) for v in data) and len(data) <= 8
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


_Dumper.add_representer(list, _list)


def _plain(v):
    """Node/Seq trees (and anything JSON-shaped) as plain dicts and lists."""
    return json.loads(json.dumps(v, ensure_ascii=False))


def to_doc(state: dict, index: CardIndex) -> dict:
    if not isinstance(state, dict):
        raise InputError("composer", None, "state", "expected a mapping")
    edition = str(state.get("edition") or "classic")
    extra = state.get("extra") if isinstance(state.get("extra"), dict) else {}
    doc: dict = {"title": state.get("title") or "Ситуация со страницы", "edition": edition}
    for k in ("source", "note"):
        if k in extra:
            doc[k] = extra[k]
    kind = state.get("kind") or "legal"
    # a field the question kind refuses (the board for `legal`) is left out; the page shows the kind's reason
    unused = getattr(QUESTION_KINDS.get(kind), "unused_card_fields", {})
    cards = []
    for c in state.get("cards") or []:
        if not isinstance(c, dict):
            continue
        out = {"id": c.get("id")}
        if isinstance(c.get("inline"), dict):
            out["inline"] = c["inline"]
        else:
            # `from`: which card of a name both built in and (differently) in the base the judge picked;
            # without it such a name is written as `card:` alone, and the ruling says to choose (one line)
            origin = c.get("from") if c.get("from") in ("builtin", "base") else None
            name = str(c.get("name") or "")
            offered = index.get(name, edition, origin)
            if offered is not None and offered.inline is not None:
                out["inline"] = offered.inline
            else:
                out["card"] = c.get("name")
                if origin == "builtin" and (family(edition), normalize(name)) in index.shadowed:
                    out["from"] = "builtin"
        for k in CARD_FIELDS[3:]:
            v = c.get(k)
            if k in unused:
                continue
            if k == "effects":
                v = [e for e in (v or []) if isinstance(e, dict) and e.get("source") and e.get("feature")]
                if v:
                    out[k] = v
            elif k == "protections":
                if v:
                    out[k] = list(v)
            elif v is not None and v != "" and v != DEFAULTS.get(k, object()):
                out[k] = v
        for k, v in (c.get("more") or {}).items():
            out.setdefault(k, v)
        cards.append(out)
    doc["cards"] = cards
    st = {k: state[k] for k in ("active", "turn") if state.get(k) not in (None, "", "first", 1)}
    if state.get("from_turn_start") is True:       # the turn so far is stated (legality/stack/history.py)
        st["from_turn_start"] = True
    if isinstance(state.get("zones_in_full"), dict) and state["zones_in_full"]:   # a summon's Deck stated in full
        st["zones_in_full"] = state["zones_in_full"]
    if st:
        doc["state"] = st
    q = {"kind": kind}
    if state.get("question_text"):
        q["text"] = state["question_text"]
    if q["kind"] == "legal":
        action = state.get("action") if isinstance(state.get("action"), dict) else {}
        q["action"] = {k: v for k, v in action.items() if v is not None and v != ""}
        if state.get("step") not in (None, "", "declaration"):
            q["step"] = state["step"]
    rest = state.get("question_yaml") or ""
    if rest.strip() and q["kind"] != "legal":
        more = load("composer: question", rest)
        if not isinstance(more, dict):
            raise InputError("composer: question", 1, "question", "expected the question's fields as a mapping")
        q.update({k: v for k, v in _plain(more).items() if k not in ("kind", "text")})
    doc["question"] = q
    for k in ("expect", "rulings"):
        if k in extra:
            doc[k] = extra[k]
    return doc


def to_yaml(state: dict, index: CardIndex) -> str:
    return yaml.dump(_plain(to_doc(state, index)), Dumper=_Dumper, allow_unicode=True, sort_keys=False,
                     width=100)


def from_text(name: str, text: str) -> dict:
    """A scenario YAML as the composer's state (the YAML is read safely; the ruling validates it)."""
    doc = load(name, text)
    if not isinstance(doc, dict):
        raise InputError(name, getattr(doc, "line", None), "document", "expected a mapping (a scenario)")
    doc = _plain(doc)
    q = doc.get("question") if isinstance(doc.get("question"), dict) else {}
    state = {"title": doc.get("title", ""), "edition": doc.get("edition", "classic"),
             "kind": q.get("kind", "legal"), "question_text": q.get("text", ""),
             "active": (doc.get("state") or {}).get("active", "first"), "turn": (doc.get("state") or {}).get("turn", 1),
             "from_turn_start": (doc.get("state") or {}).get("from_turn_start", False),
             "zones_in_full": (doc.get("state") or {}).get("zones_in_full") or {},
             "extra": {k: doc[k] for k in ("source", "note", "expect", "rulings") if k in doc},
             "cards": []}
    if state["kind"] == "legal":
        state["action"] = q.get("action") if isinstance(q.get("action"), dict) else {}
        state["step"] = q.get("step", "declaration")
    rest = {k: v for k, v in q.items() if k not in ("kind", "text")}
    state["question_yaml"] = "" if state["kind"] == "legal" or not rest else \
        yaml.dump(rest, Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=100)
    for c in doc.get("cards") or []:
        if not isinstance(c, dict):
            continue
        inline = c.get("inline") if isinstance(c.get("inline"), dict) else None
        card = {"id": c.get("id", ""), "name": (inline or {}).get("name") if inline else c.get("card", "")}
        if inline:
            card["inline"] = inline
        for k in CARD_FIELDS[3:]:
            card[k] = c.get(k, DEFAULTS.get(k, [] if k in ("effects", "protections") else None))
        more = {k: v for k, v in c.items() if k not in CARD_FIELDS}
        if more:
            card["more"] = more
        state["cards"].append(card)
    return state
