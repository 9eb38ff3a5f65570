"""A named card's sentences that the compiler keeps as text, read by hand in the scenario (`readings:`).

A scenario names a card of a base (`card: Дракон-страж`): it is the compiled card, every sentence read as the
compiler reads it. Where the compiler keeps a sentence as `text`, the scenario may give that sentence's reading
in the card language, as a judge corrects a compiled card by hand (issue 11):

    - id: dragon
      card: Дракон-страж
      readings:                  # compiled feature id (a sentence kept as text) -> its features
        f2:
          - {id: swap, kind: triggered, listens: [simple_strike], touches: [move]}

Only a sentence kept as text is read so: the compiler's own readings stand (a reading that disagrees with
one is a compiler bug to fix, not to paper over). Each feature of a reading is written as an inline card's
feature is (docs/cards.md), and its `text` is the sentence, given or not."""
from __future__ import annotations

import dataclasses

from model import Card, FeatureKind

from .cards_io import parse_card
from .errors import InputError
from .fields import Fields
from .yamlfile import Node


def with_readings(cf: Fields, card: Card) -> Card:
    """`card` with the sentences named in the entry's `readings:` replaced by the features given for them."""
    rf = cf.sub("readings")
    if rf is None:
        return card
    by_id = {f.id: f for f in card.features}
    replaced: dict[str, tuple] = {}
    for fid in rf.node:
        where = rf.name(fid)
        line = rf.line(fid)
        f = by_id.get(fid)
        if f is None:
            raise InputError(rf.path, line, where, f"card {card.name!r} has no feature {fid!r} (its features: "
                             f"{', '.join(by_id)})")
        if f.kind is not FeatureKind.TEXT:
            raise InputError(rf.path, line, where, f"{fid} of {card.name!r} is read by the compiler ({f.kind.value}); "
                             "a reading replaces only a sentence kept as text")
        items = rf.node[fid]
        if not isinstance(items, list) or not items:
            raise InputError(rf.path, line, where, "expected a list of features (the sentence's reading)")
        feats = []
        for item in items:
            if not isinstance(item, dict):
                raise InputError(rf.path, getattr(item, "line", line), where, "expected a feature (a mapping)")
            given = item.get("text")
            if given is not None and " ".join(str(given).split()) != " ".join(f.text.split()):
                raise InputError(rf.path, item.line_of("text") if hasattr(item, "line_of") else line,
                                 f"{where}.text", f"not the sentence it reads: «{f.text}»")
            feats.append(_with_text(item, f.text))
        node = Node(name=card.name, type=card.type.value, features=_seq(feats, items))
        node.line, node.key_lines = line, {"features": line}
        replaced[fid] = parse_card(rf.path, node, where, line).features
    features = []
    for f in card.features:
        features.extend(replaced.get(f.id, (f,)))
    ids = [f.id for f in features]
    dup = next((i for i in ids if ids.count(i) > 1), None)
    if dup is not None:
        raise InputError(rf.path, cf.line("readings"), cf.name("readings"), f"feature id {dup!r} is given twice on {card.name!r} "
                         "(the compiled features are f1, f2, …)")
    return dataclasses.replace(card, features=tuple(features))


def _with_text(item: dict, text: str) -> Node:
    out = Node(item)
    out.line = getattr(item, "line", 0)
    out.key_lines = dict(getattr(item, "key_lines", {}))
    out["text"] = text
    return out


def _seq(feats: list, like):
    from .yamlfile import Seq
    s = Seq(feats)
    s.line = getattr(like, "line", 0)
    s.item_lines = list(getattr(like, "item_lines", None) or [0] * len(feats))
    return s
