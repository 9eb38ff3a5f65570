"""Which ruling scenarios could name their base cards (`card: Name`) instead of writing them `inline:`.

For every card entry of a ruling scenario written inline whose name is a card of the relaunch base, the scenario
is run once with that entry switched to `card: Name` (the base's compiled text; other keys of the entry kept);
where it still gives the judges' ruling (`match`), the switch is kept (`--write`). For the others it lists the
base card's sentences the compiler keeps as text: the shapes that block the switch. A file's switch is refused
where a sibling variant (dev-NNN-a / -b) with the same cards switched gives `differ`. Every inline copy of the card is
switched (YAML anchors and their aliases too); a card printed more than once is named «Name [id]» by the printing
whose text is the inline card's.

    python scripts/ruling_cards.py [--write] [--check] [--only FILES.txt] [--json OUT]

`--check` exits 1 when any switch gives `differ`: a compiled card must give the judges' ruling or `unknown`, never a
confident wrong verdict (DESIGN principle 4).
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
RULINGS = os.path.join(ROOT, "legality", "scenarios", "rulings")
BASE_NAME = "classic-relaunch-cards.json"


def _base():
    from legality.cardtext.resolve import shared_cards_dir
    return os.path.join(shared_cards_dir(), BASE_NAME)


def _inline_entries(doc: dict) -> list[dict]:
    return [c for c in doc.get("cards") or [] if isinstance(c, dict) and isinstance(c.get("inline"), dict)]


def switch(text: str, name: str, from_base: bool, as_name: str | None = None) -> str | None:
    """The scenario text with every inline card `name` written as `card: name` (a flow entry, a block, a block
    with a YAML anchor `inline: &a` and the entries naming it `inline: *a`), or None when none is found.
    `as_name`: the name in the base when it differs («Аларино [60186]»: a card printed more than once)."""
    lines = text.split("\n")
    base_name = as_name or name
    tail = ", from: base" if from_base else ""
    found, anchors, out, i = False, set(), [], 0
    while i < len(lines):
        line = lines[i]
        m = re.search(r"inline: \{name: ([^,}]+)", line)
        if m and m.group(1).strip() == name:            # a flow entry: `- {id: x, …, inline: {…}}`
            end = line.rstrip().rfind("}")               # the entry's own closing brace
            out.append(line[:m.start()] + f"card: {base_name}{tail}" + line[end:])
            found, i = True, i + 1
            continue
        m = re.match(r"^(\s*)inline:\s*(?:&(\S+))?\s*$", line)
        if m:
            ind = len(m.group(1))
            j = i + 1
            while j < len(lines) and (not lines[j].strip() or len(lines[j]) - len(lines[j].lstrip()) > ind):
                j += 1
            block = yaml.safe_load("\n".join(x[ind + 2:] if len(x) > ind + 2 else x.strip() for x in lines[i + 1:j]))
            if isinstance(block, dict) and str(block.get("name")).strip() == name:
                out += [f"{m.group(1)}card: {base_name}"] + ([f"{m.group(1)}from: base"] if from_base else [])
                while j > i + 1 and not lines[j - 1].strip():    # the blank lines after the block stay
                    j -= 1
                if m.group(2):
                    anchors.add(m.group(2))
                found, i = True, j
                continue
        out.append(line)
        i += 1
    for a in anchors:                                    # `inline: *a`: the entries that repeat the anchored card
        out = [re.sub(r"inline: \*" + re.escape(a) + r"(?![\w-])", f"card: {base_name}{tail}", x) for x in out]
    return "\n".join(out) if found else None


def _printing(raws: list, entries: list[dict], name: str, keys: set[str] = frozenset()):
    """The base's printing of an inline card and the name that picks it: the only one, else the one whose
    text is the inline card's («Name [id]», as the compiled base names reprints); where several printings have
    that text (Гуль: 10039 and 50043, word for word), the one the scenario's rulings name (`keys`: their
    `card_base_key`); (None, None) when none is."""
    if len(raws) == 1:
        return raws[0], None
    texts = {" ".join(str(c["inline"].get("text", "")).split()) for c in entries
             if str(c["inline"].get("name")) == name}
    hits = [r for r in raws if " ".join(r.printed.split()) in texts]
    if len(hits) > 1 and len({_card_of(r) for r in hits}) == 1:
        hits = hits[:1]                  # reprinted word for word, with the same numbers: either is the card
    if len(hits) > 1:
        hits = [r for r in hits if str(r.id) in keys]
    return (hits[0], f"{name} [{hits[0].id}]") if len(hits) == 1 else (None, None)


def _card_of(raw) -> tuple:
    """What the compiled card is made of (a printing's id, place and line aside)."""
    return (raw.type, raw.cost, raw.lives, raw.strike, raw.move, raw.elements, raw.classes, raw.printed, raw.icons,
            raw.elite)


def _ruling_keys(doc: dict) -> set[str]:
    """The printings (base ids) the rulings a scenario answers name: the rulings data's `card_base_key`."""
    src = doc.get("source") if isinstance(doc.get("source"), dict) else {}
    ids = src.get("ruling") or []
    ids = [ids] if isinstance(ids, str) else ids
    keys = set()
    for rid in ids:
        key = _rulings().get(str(rid), {}).get("card_base_key") or {}
        if "set_id" in key and "number" in key:
            keys.add(str(int(key["set_id"]) * 1000 + int(key["number"])))
    return keys


_RULINGS: dict = {}


def _rulings() -> dict:
    """The judges' rulings by id (shared/data/rulings), read once."""
    if not _RULINGS:
        from legality.cardtext.resolve import shared_data_dir
        path = os.path.join(shared_data_dir("rulings") or "", "classic-rulings-dev.json")
        if os.path.exists(path):
            _RULINGS.update({str(r["id"]): r for r in json.load(open(path, encoding="utf-8"))})
    return _RULINGS


def with_base(text: str) -> str:
    if re.search(r"^card_base:", text, re.M):
        return text
    return re.sub(r"^(edition:.*)$", r"\1\ncard_base: " + BASE_NAME, text, count=1, flags=re.M)


def note_append(text: str, new_lines: list[str]) -> str:
    """The scenario's text with `new_lines` (indented) added at the end of its folded `note:`; unchanged when it
    has none."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if re.match(r"^note: >-?\s*$", line):
            j = i + 1
            while j < len(lines) and (lines[j].startswith("  ") or not lines[j].strip()):
                j += 1
            while j > i + 1 and not lines[j - 1].strip():
                j -= 1
            lines[j:j] = new_lines
            return "\n".join(lines)
    return text


def with_note(text: str, names: list[str]) -> str:
    """The scenario's note says which cards it now names from the base (what it said of them inline is history)."""
    said = ", ".join(names)
    return note_append(text, [f"  The compiler now reads {said} as written above: the scenario names "
                              f"{'it' if len(names) == 1 else 'them'} from the base (`card:`), compiled."])


def run(paths: list[str]) -> dict[str, str]:
    """Each scenario's outcome (match, unknown, differ, error), by file."""
    out = subprocess.run([sys.executable, "-m", "legality", "check", "--json", *paths], cwd=ROOT,
                         capture_output=True, text=True)
    try:
        data = json.loads(out.stdout)
    except json.JSONDecodeError:       # a scenario that is bad input stops the run: find it by halves
        if len(paths) == 1:
            return {os.path.abspath(paths[0]): "error: " + (out.stderr.strip().splitlines() or ["?"])[-1]}
        half = len(paths) // 2
        return {**run(paths[:half]), **run(paths[half:])}
    res = {}
    for r in data["rulings"]:      # a scenario may answer several rulings: it matches where every one does
        key = os.path.abspath(r["file"])
        res[key] = r["outcome"] if res.get(key, "match") == "match" else res[key]
    return res


def _siblings_differ(files: list[str], ok: dict, chosen: dict, builtin: set, tmp: str) -> dict[str, str]:
    """The files whose switch a sibling variant (dev-NNN-a / -b …: one ruling, other situations) refuses: each
    sibling writing the same cards inline is run with them switched as well, and must not give `differ` (nor be
    bad input): a variant that differs shows the reading wrong or incomplete. File → why."""
    from legality.cards_io import normalize
    trials = {}
    for f in files:
        m = re.match(r"^(dev-\d+)-[a-z]-", f)
        if not m:
            continue
        for g in sorted(os.listdir(RULINGS)):
            if g == f or not g.startswith(m.group(1) + "-"):
                continue
            text = open(os.path.join(RULINGS, g), encoding="utf-8").read()
            changed = text
            for name in ok[f]:
                changed = switch(changed, name, normalize(name) in builtin, chosen[(f, name)][1]) or changed
            if changed != text:
                p = os.path.join(tmp, f"sibling--{g}")
                open(p, "w", encoding="utf-8").write(with_base(changed))
                trials[p] = (f, g)
    results = run(sorted(trials)) if trials else {}
    refused = {}
    for p, (f, g) in trials.items():
        outcome = results.get(os.path.abspath(p), "missing")
        if outcome not in ("match", "unknown"):
            refused[f] = f"its sibling {g} gives {outcome} with the compiled card"
    return refused


def base_printings() -> dict:
    """The relaunch base's printings by normalized name (a card printed more than once has several)."""
    from legality.cardtext.bases import read_base
    from legality.cards_io import normalize
    printings = collections.defaultdict(list)
    for r in read_base(_base()):
        printings[normalize(r.name)].append(r)
    return printings


def builtin_names() -> set:
    """Normalized names of the built-in classic cards: a base card of such a name is named `from: base`."""
    from legality.cards_io import builtin_pool
    return {name for (game, name) in builtin_pool() if game == "classic"}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--only", help="a file listing the scenario file names to consider")
    ap.add_argument("--json", help="write the findings here")
    ap.add_argument("--check", action="store_true", help="exit 1 if any switch to a compiled card gives `differ`")
    args = ap.parse_args()
    from legality.cardtext.compiler import compile_card
    from legality.cardtext.words import shape
    from legality.cards_io import normalize
    printings, builtin = base_printings(), builtin_names()
    raws = {n: rs[0] for n, rs in printings.items()}
    only = set(open(args.only).read().split()) if args.only else None
    files = sorted(f for f in os.listdir(RULINGS) if f.endswith(".yaml") and (only is None or f in only))
    tmp = tempfile.mkdtemp(prefix="ruling-cards-")
    trials = {}                      # tmp path -> (file, name)
    before = 0
    candidates = collections.defaultdict(list)
    chosen = {}                      # (file, name) -> (the base's printing, its name in the base or None)
    for f in files:
        text = open(os.path.join(RULINGS, f), encoding="utf-8").read()
        doc = yaml.safe_load(text)
        entries = _inline_entries(doc)
        if any(normalize(str(c["inline"].get("name"))) in raws for c in entries):
            pass
        elif any("card" in c for c in doc.get("cards") or []):
            before += 1
        for name in dict.fromkeys(str(c["inline"].get("name")) for c in entries):
            if normalize(name) not in raws:
                continue
            raw, as_name = _printing(printings[normalize(name)], entries, name, _ruling_keys(doc))
            if raw is None:
                print(f"{f}: {name}: printed more than once in the base, and no one printing has the inline text "
                      "(nor is named by the scenario's rulings)",
                      file=sys.stderr)
                continue
            chosen[(f, name)] = (raw, as_name)
            candidates[f].append(name)
            new = switch(text, name, normalize(name) in builtin, as_name)
            if new is None:
                print(f"{f}: {name}: entry not found in the text", file=sys.stderr)
                continue
            p = os.path.join(tmp, f"{f[:-5]}--{len(trials)}.yaml")
            open(p, "w", encoding="utf-8").write(with_base(new))
            trials[p] = (f, name)
    results = run(sorted(trials))
    ok = collections.defaultdict(list)
    blocked = collections.defaultdict(list)
    for p, (f, name) in trials.items():
        outcome = results.get(os.path.abspath(p), "missing")
        if outcome == "match":
            ok[f].append(name)
        else:
            raw = chosen[(f, name)][0]
            _doc, readings = compile_card(raw)
            names = tuple(v for v in {raw.name, *raw.cases.values()} if v)
            texts = [shape(r.text, names) for r in readings if r.form == "text"]
            blocked[f].append({"card": name, "outcome": outcome, "text_sentences": texts,
                               "text": [r.text for r in readings if r.form == "text"]})
    # a file switches when every base card in it switches (run together once more: they may interact)
    # (a file where only some switch keeps the others inline)
    full = [f for f in candidates if ok[f]]
    combined = {}
    for f in full:
        text = open(os.path.join(RULINGS, f), encoding="utf-8").read()
        for name in ok[f]:
            text = switch(text, name, normalize(name) in builtin, chosen[(f, name)][1])
        combined[f] = with_note(with_base(text), ok[f])
        open(os.path.join(tmp, f), "w", encoding="utf-8").write(combined[f])
    res2 = run([os.path.join(tmp, f) for f in full]) if full else {}
    matched = [f for f in full if res2.get(os.path.abspath(os.path.join(tmp, f))) == "match"]
    refused = _siblings_differ(matched, ok, chosen, builtin, tmp)
    for f, why in refused.items():
        print(f"{f}: not switched: {why}", file=sys.stderr)
    matched = [f for f in matched if f not in refused]
    switched = [f for f in matched if len(ok[f]) == len(candidates[f])]
    partial = {f: ok[f] for f in matched if f not in switched}
    if args.write:
        for f in matched:
            open(os.path.join(RULINGS, f), "w", encoding="utf-8").write(combined[f])
    shapes = collections.Counter(s for bs in blocked.values() for b in bs for s in set(b["text_sentences"]))
    report = {"files": len(files), "with_base_cards_inline": len(candidates), "switched": switched,
              "partial": partial, "blocked": blocked, "blocking_shapes": shapes.most_common()}
    print(f"{len(files)} ruling scenarios; {len(candidates)} write a base card inline; "
          f"{len(switched)} switch to compiled cards in full; {len(partial)} in part")
    for s, n in shapes.most_common(40):
        print(f"  {n:3d}  {s[:150]}")
    if args.json:
        json.dump(report, open(args.json, "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    differ = sorted((f, b["card"]) for f, bs in blocked.items() for b in bs if b["outcome"] == "differ")
    outcomes = collections.Counter(results.get(os.path.abspath(p), "missing").split(":")[0] for p in trials)
    print("switches: " + ", ".join(f"{n} {k}" for k, n in sorted(outcomes.items())))
    if args.check and differ:
        for f, name in differ:
            print(f"DIFFER: {f}: {name}: the compiled card gives a verdict other than the judges'", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
