"""Ruling scenarios that write a base card `inline:` rewritten to name it from the base (`card: Name`, compiled)
with `readings:` for the sentences the compiler keeps as text (legality/card_readings.py).

For each inline card of the relaunch base, every inline feature is matched by its text to a sentence of the
compiled card: a sentence the compiler reads is taken as compiled (the hand-written reading is dropped); a
sentence it keeps as text keeps the hand-written features as its reading. The scenario is run; the rewrite is kept
(`--write`) only where it still gives the judges' ruling, and only where no scenario of the same ruling
(dev-NNN-a, -b …) gives `differ` when rewritten: a variant answered wrongly by a compiled reading means that
reading is wrong or incomplete, whatever the other variants say.

    python scripts/ruling_readings.py [--write] [--only FILES.txt] [--json OUT]
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import re
import sys
import tempfile
import textwrap

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ruling_cards import (RULINGS, _base, _inline_entries, _printing, base_printings,  # noqa: E402
                          builtin_names, note_append, run, switch, with_base)


def norm(text) -> str:
    return " ".join(str(text or "").split())


def readings_for(entry: dict, card) -> tuple[dict, dict, str | None]:
    """The compiled feature id -> the inline features that read it, for the sentences the compiler keeps as
    text, and each inline feature's id on the compiled card (where the scenario names it: `feature: bond`,
    `goblin/stupor`); or ({}, {}, why) when an inline feature's text is no sentence of the compiled card.

    An inline text may be a part of one compiled sentence (`_part_of`). A sentence the compiler splits (a modifier read, the rest kept as text: «+1 к {strike} и {direct} по закрытым
    существам») has several compiled features of one text: an inline feature of the kind of a compiled one is that
    one's reading (dropped, the compiled stands); an inline `text` feature is the kept text; any other reads it."""
    from model import FeatureKind
    by_text: dict = collections.defaultdict(list)
    for f in card.features:
        by_text[norm(f.text)].append(f)
    out: dict = {}
    ids: dict = {}
    paired: set = set()
    feats = entry["inline"].get("features") or []
    for feat in feats:
        fs = by_text.get(norm(feat.get("text"))) or _part_of(norm(feat.get("text")), by_text) \
            or _granted_by(feat, feats, by_text) or _spans(norm(feat.get("text")), by_text)
        if not fs:
            return {}, {}, f"inline feature {feat.get('id')!r}: its text is no sentence of the compiled card"
        kind = feat.get("kind", "text")
        read = [f for f in fs if f.kind is not FeatureKind.TEXT]
        kept = [f for f in fs if f.kind is FeatureKind.TEXT]
        same = [f for f in read if f.kind.value == kind and f.id not in paired]
        if same or not kept or kind == "text":
            target = (same or read or kept)[0]
            paired.add(target.id)
            ids[feat.get("id")] = target.id
            continue
        out.setdefault(kept[0].id, []).append({k: v for k, v in feat.items() if k != "text"})
        ids[feat.get("id")] = feat.get("id")
    # a reading's feature keeps its hand-written id unless another feature of the card has it (f2 reading f3
    # beside the compiled f2): then it takes the id of the sentence it reads
    stay = [f.id for f in card.features if f.id not in out]
    for fid, feats in out.items():
        for j, feat in enumerate(feats):
            if feat.get("id") in stay or [x.get("id") for x in feats].count(feat.get("id")) > 1:
                renamed = fid if len(feats) == 1 else f"{fid}-{j + 1}"
                ids[feat["id"]] = renamed
                feats[j] = {**feat, "id": renamed}
    return out, ids, None


def _part_of(text: str, by_text: dict) -> list:
    """The compiled features of the one sentence an inline feature's text is a part of (a scenario that wrote one
    sentence as several features, each with its part: «получить +1 к {strike} до конца хода.»), else [].
    The part may leave words out («получает … до конца хода»), add a name in brackets («(воздействие ловушка)»)
    or an icon the base's text lost («+1 к {dsc}» where the base prints «+1 к до конца хода»): compared word by
    word, each piece between «…» a run of the sentence's words."""
    if not text:
        return []
    hits = [fs for t, fs in by_text.items() if text in t]
    if len(hits) == 1:
        return hits[0]
    pieces = [_words(p) for p in re.split(r"…|\.\.\.", re.sub(r"\([^()]*\)", " ", text))]
    pieces = [p for p in pieces if p]
    if not pieces:
        return []
    hits = [fs for t, fs in by_text.items() if all(p in _words(t) for p in pieces)]
    return hits[0] if len(hits) == 1 else []


def _spans(text: str, by_text: dict) -> list:
    """The compiled features of the run of consecutive sentences an inline feature's text is, where the compiler
    splits what the scenario wrote as one («При {strike} Варга по вашему йордлингу. - воздействие …»): the
    first sentence kept as text takes the hand reading (the others are read by the scenario's other features,
    or by the compiler), else []."""
    texts = list(by_text)
    for i in range(len(texts)):
        for j in range(i + 2, len(texts) + 1):
            if " ".join(texts[i:j]) == text:
                return [f for t in texts[i:j] for f in by_text[t]]
    return []


def _words(text: str) -> str:
    """The text's words, lower case, without icons, quotes and punctuation (« {dsc} », «—»), space-joined and
    space-bounded so that `in` matches whole words only."""
    words = re.findall(r"[\w+-]+", re.sub(r"\{[^{}]*\}", " ", text.lower()))
    words = [w for w in words if w.strip("-")]
    return f" {' '.join(words)} " if words else ""


def _granted_by(feat: dict, feats: list[dict], by_text: dict) -> list:
    """A feature the card's own text lays on a card (`effect: {kind: grant, feature: ID}`), written with the
    words of what it grants («защита от ударов», or the copied feature of an exiled creature): it is a part of
    the reading of the sentence that grants it."""
    fid = feat.get("id")
    for other in feats:
        if other is feat or not _grants(other, fid):
            continue
        return by_text.get(norm(other.get("text"))) or _part_of(norm(other.get("text")), by_text)
    return []


def _grants(node, fid) -> bool:
    if isinstance(node, dict):
        if node.get("feature") == fid and node.get("kind") == "grant":
            return True
        return any(_grants(v, fid) for k, v in node.items() if k != "id")
    if isinstance(node, list):
        return any(_grants(v, fid) for v in node)
    return False


def renamed(text: str, card_ids: list[str], ids: dict) -> str:
    """The scenario's references to a card's hand-written feature ids (`CARD/ID`, an effect's `source: CARD,
    feature: ID`, a question effect's `card: CARD, feature: ID`, an action's `source: CARD, …, ability: ID`, a
    chain's executed effect `ID: CARD → …`) written with the ids the compiled card gives them. One pass per pattern, so f2 -> f3 beside f3 -> f4 renames each once."""
    moves = {str(old): str(new) for old, new in ids.items() if old != new}
    if not moves:
        return text
    alt = "|".join(re.escape(o) for o in sorted(moves, key=len, reverse=True))
    swap = lambda m: f"{m.group(1)}{moves[m.group(2)]}{m.group(3)}"
    for cid in card_ids:
        c = re.escape(cid)
        text = re.sub(rf"((?<![\w-]){c}/)({alt})((?![\w-]))", swap, text)
        text = re.sub(rf"((?:source|card): {c}, feature: )({alt})((?![\w-]))", swap, text)
        text = re.sub(rf"(^.*source: {c}(?![\w-]).*ability: )({alt})((?![\w-]))", swap, text,
                      flags=re.M)     # an action's `ability:` (one flow line)
        text = re.sub(rf"((?<=[\[\s\"'])|^)({alt})(: {c} →)", swap, text, flags=re.M)  # executed: ["ID: CARD → …"]
    return text


def _block(readings: dict, indent: str) -> list[str]:
    """The `readings:` block, each feature written as an inline card's are: one key a line, a nested value in
    flow style where it fits on the line (so a test or a reader finds `recruit: {pay_more_up_to: 4}` as it was)."""
    out = [f"{indent}readings:"]
    for fid, feats in readings.items():
        out.append(f"{indent}  {fid}:")
        for feat in feats:
            for n, (k, v) in enumerate(feat.items()):
                lead = f"{indent}    - " if n == 0 else f"{indent}      "
                flow = yaml.safe_dump({k: v}, allow_unicode=True, sort_keys=False, default_flow_style=True,
                                      width=10**6).strip()[1:-1]
                if len(lead) + len(flow) <= 118 or not isinstance(v, (dict, list)):
                    out.append(lead + flow)
                    continue
                dumped = yaml.safe_dump({k: v}, allow_unicode=True, sort_keys=False, default_flow_style=None,
                                        width=110).rstrip("\n").split("\n")
                out += [lead + dumped[0]] + [f"{indent}      {x}" for x in dumped[1:]]
    return out


def rewrite(text: str, name: str, from_base: bool, as_name: str | None, readings: dict) -> str | None:
    """`switch` (the inline card named from the base), with the readings after each entry's `card:`."""
    new = switch(text, name, from_base, as_name)
    if new is None or not readings:
        return new
    base_name = as_name or name
    flow = json.dumps(readings, ensure_ascii=False)            # JSON is YAML flow style
    out = []
    lines = new.split("\n")
    for i, line in enumerate(lines):
        m = re.match(r"^(\s*)card: " + re.escape(base_name) + r"\s*$", line)
        if m:                                                   # a block entry (the switch wrote this line)
            out.append(line)
            if i + 1 < len(lines) and lines[i + 1].strip() == "from: base":
                continue                                        # the readings go after `from: base`
            out += _block(readings, m.group(1))
            continue
        if line.strip() == "from: base" and i > 0 and re.match(r"^\s*card: " + re.escape(base_name) + r"\s*$",
                                                               lines[i - 1]):
            out.append(line)
            out += _block(readings, line[:len(line) - len(line.lstrip())])
            continue
        tail = f"card: {base_name}" + (", from: base" if from_base else "")
        if tail + "}" in line or tail + "," in line:            # a flow entry
            line = line.replace(tail, f"{tail}, readings: {flow}", 1)
        out.append(line)
    return "\n".join(out)


def with_note(text: str, names: list[str], ids: dict) -> str:
    said = "; ".join(f"{n} ({', '.join(ids[n]) or 'none'})" for n in names)
    return note_append(text, textwrap.wrap(
        f"Named from the base (`card:`), compiled; the sentences the compiler keeps as text are read by hand in "
        f"`readings:` as they were inline: {said}.", width=118, initial_indent="  ", subsequent_indent="  "))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--only", help="a file listing the scenario file names to consider")
    ap.add_argument("--json", help="write the findings here")
    args = ap.parse_args()
    from legality.cardtext.resolve import find_base_card
    from legality.cards_io import normalize
    printings, builtin = base_printings(), builtin_names()    # a base card named as a built-in: `from: base`
    only = set(open(args.only).read().split()) if args.only else None
    files = sorted(f for f in os.listdir(RULINGS) if f.endswith(".yaml") and (only is None or f in only))
    tmp = tempfile.mkdtemp(prefix="ruling-readings-")
    plans, skipped = {}, {}
    for f in files:
        text = open(os.path.join(RULINGS, f), encoding="utf-8").read()
        entries = _inline_entries(yaml.safe_load(text))
        new, names, ids = text, [], {}
        for name in dict.fromkeys(str(c["inline"].get("name")) for c in entries):
            if normalize(name) not in printings:
                continue
            raw, as_name = _printing(printings[normalize(name)], entries, name)
            if raw is None:
                skipped[f"{f}: {name}"] = "printed more than once; no printing has the inline text"
                continue
            card = find_base_card(_base(), as_name or name, f, 0, "card")
            entry = next(c for c in entries if str(c["inline"].get("name")) == name)
            readings, fmap, why = readings_for(entry, card)
            if why:
                skipped[f"{f}: {name}"] = why
                continue
            step = rewrite(new, name, normalize(name) in builtin, as_name, readings)
            if step is None:
                skipped[f"{f}: {name}"] = "entry not found in the text"
                continue
            cids = [str(c.get("id")) for c in entries if str(c["inline"].get("name")) == name]
            new, ids[name] = renamed(step, cids, fmap), list(readings)
            names.append(name)
        if names:
            plans[f] = with_note(with_base(new), names, ids)
            open(os.path.join(tmp, f), "w", encoding="utf-8").write(plans[f])
    results = run([os.path.join(tmp, f) for f in sorted(plans)]) if plans else {}
    outcome = {f: results.get(os.path.abspath(os.path.join(tmp, f)), "missing") for f in plans}
    ruling = lambda f: re.match(r"(dev-\d+)", f).group(1)
    bad = {ruling(f) for f, o in outcome.items() if o != "match" and o != "unknown" and not o.startswith("error")}
    keep = [f for f, o in outcome.items() if o == "match" and ruling(f) not in bad]
    if args.write:
        for f in keep:
            open(os.path.join(RULINGS, f), "w", encoding="utf-8").write(plans[f])
    counts = collections.Counter(o.split(":")[0] for o in outcome.values())
    print(f"{len(files)} ruling scenarios; {len(plans)} rewritten with readings: {dict(counts)}; {len(keep)} kept "
          f"(rulings with a variant giving differ: {', '.join(sorted(bad)) or 'none'}); {len(skipped)} cards skipped")
    if args.json:
        json.dump({"outcome": outcome, "kept": keep, "differ_rulings": sorted(bad), "skipped": skipped},
                  open(args.json, "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
