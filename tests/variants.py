"""A built-in scenario varied for a test, written to tmp_path and ruled through the user's path (parse, rule)."""
from __future__ import annotations

import os

import yaml

from legality.api import rule_scenario
from legality.scenario import parse_scenario


def by_text(tmp_path, path, old: str, new: str, edition: str | None = None):
    """The scenario's first ruling's answer with `old` replaced by `new` in its text (`old` must be there: a
    replacement that matches nothing would vary nothing), optionally under another edition."""
    text = open(path, encoding="utf-8").read()
    assert old in text, old
    text = text.replace(old, new)
    if edition:
        text = text.replace("edition: classic\n", f"edition: {edition}\n", 1)
    p = tmp_path / os.path.basename(str(path))
    p.write_text(text, encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def by_doc(tmp_path, path, edit, edition: str = "classic", engine: str | None = None):
    """The answer under `edition` (and `engine`, else the default) of the scenario as `edit(doc)` leaves it, its
    ruling and expectation dropped."""
    doc = yaml.safe_load(open(path, encoding="utf-8"))
    doc.pop("source", None)
    doc.pop("expect", None)
    edit(doc)
    p = tmp_path / "variant.yaml"
    p.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    kw = {"engine": engine} if engine else {}
    return rule_scenario(parse_scenario(str(p)), [edition], **kw)[0].answer


def features(doc, index: int) -> list[dict]:
    """The hand-written features of the scenario's card `index`, to vary in place: its `inline:` features, or
    the readings of the sentences its compiled card keeps as text (`readings:`), in the order written."""
    card = doc["cards"][index]
    if "inline" in card:
        return card["inline"]["features"]
    return [f for fs in card["readings"].values() for f in fs]


def feature(doc, index: int, fid: str) -> dict:
    """The hand-written feature `fid` of the scenario's card `index` (inline or in `readings:`)."""
    found = [f for f in features(doc, index) if f.get("id") == fid]
    assert len(found) == 1, (fid, [f.get("id") for f in features(doc, index)])
    return found[0]


def trace_cites(trace) -> set[str]:
    """Every rule a trace's notes cite."""
    return {r for s in trace.steps for n in s.notes for r in n.rules}


def inline_copy(doc, index: int, path: str) -> dict:
    """A test fixture: the scenario's card `index` (named from the base, `card:`) written `inline:` as the
    compiler reads it, its `readings:` in place of the sentences they read, so that a test may restructure it
    (edit a feature's text, drop a feature) as it cannot restructure a compiled card. Returns the inline card."""
    from legality.cardtext.bases import read_base
    from legality.cardtext.compiler import compile_card
    from legality.cardtext.pool import unique_names
    from legality.cardtext.resolve import base_path
    from legality.cards_io import normalize
    card = doc["cards"][index]
    raws = read_base(base_path(str(path), doc["card_base"]))
    found = [(r, n) for r, n in zip(raws, unique_names(raws)) if normalize(n) == normalize(card["card"])]
    assert len(found) == 1, (card["card"], len(found))      # «Name [id]» names one printing of several
    compiled, _ = compile_card(*found[0])
    readings = card.pop("readings", None) or {}
    feats = []
    for f in compiled["features"]:
        feats += [{**r, "text": f["text"]} for r in readings[f["id"]]] if f["id"] in readings else [f]
    compiled["features"] = feats
    compiled.pop("edition", None)       # an inline card plays in the scenario's edition (a test may vary it)
    for k in ("card", "from"):
        card.pop(k, None)
    card["inline"] = compiled
    return compiled


RULINGS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "legality", "scenarios",
                       "rulings")


def ruling_path(prefix: str) -> str:
    """The one built-in ruling scenario whose file name starts with `prefix` («dev-101-a»)."""
    [name] = [f for f in os.listdir(RULINGS) if f.startswith(prefix)]
    return os.path.join(RULINGS, name)


def card_entry(doc, cid: str) -> dict:
    """A scenario document's card entry of that id."""
    return next(c for c in doc["cards"] if c["id"] == cid)

