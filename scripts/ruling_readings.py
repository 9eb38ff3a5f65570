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
                          builtin_names, run, switch, with_base)


def norm(text) -> str:
    return " ".join(str(text or "").split())


def readings_for(entry: dict, card) -> tuple[dict, str | None]:
    """The compiled feature id -> the inline features that read it, for the sentences the compiler keeps as
    text; or ({}, why) when an inline feature's text is no sentence of the compiled card."""
    from model import FeatureKind
    by_text = {norm(f.text): f for f in card.features}
    out: dict = {}
    for feat in entry["inline"].get("features") or []:
        f = by_text.get(norm(feat.get("text")))
        if f is None:
            return {}, f"inline feature {feat.get('id')!r}: its text is no sentence of the compiled card"
        kind = feat.get("kind", "text")
        if f.kind is FeatureKind.TEXT and kind != "text":
            out.setdefault(f.id, []).append({k: v for k, v in feat.items() if k != "text"})
    return out, None


def _block(readings: dict, indent: str) -> list[str]:
    dumped = yaml.safe_dump(readings, allow_unicode=True, sort_keys=False, default_flow_style=None, width=110)
    return [f"{indent}readings:"] + [f"{indent}  {x}" for x in dumped.rstrip("\n").split("\n")]


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
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if re.match(r"^note: >-?\s*$", line):
            j = i + 1
            while j < len(lines) and (lines[j].startswith("  ") or not lines[j].strip()):
                j += 1
            while j > i + 1 and not lines[j - 1].strip():
                j -= 1
            said = "; ".join(f"{n} ({', '.join(ids[n]) or 'none'})" for n in names)
            lines[j:j] = textwrap.wrap(f"Named from the base (`card:`), compiled; the sentences the compiler keeps "
                                       f"as text are read by hand in `readings:` as they were inline: {said}.",
                                       width=118, initial_indent="  ", subsequent_indent="  ")
            return "\n".join(lines)
    return text


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
            readings, why = readings_for(entry, card)
            if why:
                skipped[f"{f}: {name}"] = why
                continue
            step = rewrite(new, name, normalize(name) in builtin, as_name, readings)
            if step is None:
                skipped[f"{f}: {name}"] = "entry not found in the text"
                continue
            new, ids[name] = step, list(readings)
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
