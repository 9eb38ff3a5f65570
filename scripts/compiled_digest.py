"""The compiled output of the real card bases as one digest: a change meant to leave every reading as it was (a
speed change) must leave it unchanged. Each card's card-language mapping, its sentences' readings and the parsed
`Card` are written as one canonical JSON line; the digest is the sha256 of them all.

    python scripts/compiled_digest.py [--out FILE.jsonl]     # compare two digests; diff two FILEs for the cards
"""
from __future__ import annotations

import argparse
import dataclasses
import enum
import hashlib
import json
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def canon(x):
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return {"__": type(x).__name__, **{f.name: canon(getattr(x, f.name)) for f in dataclasses.fields(x)}}
    if isinstance(x, dict):
        return {str(k): canon(v) for k, v in sorted(x.items(), key=lambda kv: str(kv[0]))}
    if isinstance(x, (list, tuple)):
        return [canon(v) for v in x]
    if isinstance(x, (set, frozenset)):
        return sorted(repr(canon(v)) for v in x)
    if isinstance(x, enum.Enum):
        return f"{type(x).__name__}.{x.name}"
    return x


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", help="also write the canonical lines here")
    args = ap.parse_args()
    os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp()      # compiled anew, never read from the cache
    from legality.cardtext.pool import compile_base
    from legality.cardtext.resolve import shared_cards_dir
    shared = shared_cards_dir()
    if shared is None:
        print("shared/data/cards not found beside the repository", file=sys.stderr)
        return 2
    digest, lines = hashlib.sha256(), []
    for base in ("classic-relaunch-cards.json", "classic-online-2019-cards.json"):
        cb = compile_base(os.path.join(shared, base))
        for doc, rs, card in zip(cb.docs, cb.readings, cb.cards()):
            line = json.dumps({"doc": canon(doc), "readings": canon(rs), "card": canon(card)},
                              ensure_ascii=False, sort_keys=True, default=repr)
            digest.update(line.encode() + b"\n")
            lines.append(line)
        print(f"{base}: {len(cb.docs)} cards, {sum(map(len, cb.readings))} sentences")
    if args.out:
        with open(args.out, "w", encoding="utf-8") as fh:
            fh.write("\n".join(lines) + "\n")
    print("sha256", digest.hexdigest())
    return 0


if __name__ == "__main__":
    sys.exit(main())
