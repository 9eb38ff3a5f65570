"""The cards the page offers: the built-in pool and, when given at start, a card base in JSON.

A base card (the classic relaunch format, `../shared/data/cards/README.md`) goes into a scenario as an
`inline:` card whose every sentence is a `text` feature: text the checker does not read, so a question it
could bear on is `unknown`, never guessed. The built-in card of the same name comes first, as for
`card: NAME` in a scenario file, when it is the base's card (legality/cardtext/same_card.py); when the two
differ both are offered, and the scenario says which with `from: builtin` or `from: base`.
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field

from ..cards_io import builtin_pool, family, normalize
from ..errors import InputError

MAX_BASE_BYTES = 50_000_000
# the relaunch base's type codes the card language has names for; the others are left out and counted
BASE_TYPES = {0: "creature", 1: "flyer", 4: "artifact", 5: "terrain"}


@dataclass(frozen=True)
class Offered:
    name: str
    game: str                  # classic | heroes
    origin: str                # builtin | base
    text: str                  # the card's Russian text, for the page
    features: tuple            # (feature id, Russian text)
    inline: dict | None = None # for a base card: its card-language form


@dataclass
class CardIndex:
    cards: list = field(default_factory=list)
    left_out: int = 0          # base cards of a type the card language cannot name
    shadowed: dict = field(default_factory=dict)   # (game, name) -> why the built-in card is not the base's

    def search(self, query: str, edition: str, limit: int = 12) -> list[Offered]:
        q, game = normalize(query), family(edition)
        hits = [c for c in self.cards if c.game == game and q in normalize(c.name)]
        hits.sort(key=lambda c: (not normalize(c.name).startswith(q), c.origin != "builtin", c.name))
        return hits[:limit]

    def get(self, name: str, edition: str, origin: str | None = None) -> Offered | None:
        key, game = normalize(name), family(edition)
        found = [c for c in self.cards if c.game == game and normalize(c.name) == key
                 and origin in (None, c.origin)]
        found.sort(key=lambda c: c.origin != "builtin")
        return found[0] if found else None


def build_index(base_path: str | None = None) -> CardIndex:
    idx = CardIndex()
    for (game, _), card in sorted(builtin_pool().items()):
        feats = tuple((f.id, f.text) for f in card.features)
        text = card.text or " ".join(t for _, t in feats)
        idx.cards.append(Offered(card.name, game, "builtin", text, feats))
    if base_path:
        known = {(c.game, normalize(c.name)) for c in idx.cards}
        offered = read_base(base_path, idx)
        from ..cardtext.resolve import lookup_base_card
        lookup_base_card(base_path, "")      # compiled as `legality check --cards` reads it: refused in one line
        for off in offered:
            key = (off.game, normalize(off.name))
            if key in known and key in builtin_pool():     # a built-in card of that name: the same card?
                why = _shadowed(base_path, builtin_pool()[key], off.name)
                if why is None:
                    continue
                idx.shadowed[key] = why
            elif key in known:
                continue
            known.add(key)
            idx.cards.append(off)
    return idx


def _shadowed(base_path: str, card, name: str) -> str | None:
    """Why the built-in card is not the base's card of that name (the check `card:` makes in a scenario)."""
    from ..cardtext.resolve import lookup_base_card
    from ..cardtext.same_card import difference
    other = lookup_base_card(base_path, name)
    if other is None:
        return None
    if isinstance(other, list):
        return f"printed more than once in the base ({', '.join(other)})"
    return difference(card, other)


def read_base(path: str, idx: CardIndex) -> list[Offered]:
    try:
        size = os.path.getsize(path)
        if size > MAX_BASE_BYTES:
            raise InputError(path, None, "file", f"file is {size:,} bytes; the limit is {MAX_BASE_BYTES:,}")
        with open(path, encoding="utf-8") as fh:
            doc = json.load(fh)
    except OSError as e:
        raise InputError(path, None, "file", f"cannot read: {e.strerror}") from None
    except UnicodeDecodeError as e:
        raise InputError(path, None, "file", f"not UTF-8 text (byte {e.start})") from None
    except json.JSONDecodeError as e:
        raise InputError(path, e.lineno, "json", f"not JSON: {e.msg}") from None
    if not isinstance(doc, list):
        raise InputError(path, 1, "document", "expected a list of cards (the classic relaunch base format)")
    out = []
    for i, c in enumerate(doc):
        if not isinstance(c, dict) or not isinstance(c.get("name"), str) or not c["name"].strip():
            raise InputError(path, None, f"[{i}].name", "a card without a name")
        ctype = BASE_TYPES.get(c.get("type"))
        if ctype is None:
            idx.left_out += 1
            continue
        name, text = c["name"].strip(), str(c.get("text") or "").strip()
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]
        feats = tuple((f"text-{j}", s) for j, s in enumerate(sentences, 1))
        inline = {"name": name, "type": ctype, "source": f"{os.path.basename(path)}#{c.get('id', i)}"}
        if isinstance(c.get("cost"), int):
            inline["cost"] = c["cost"]
        if isinstance(c.get("life"), int):
            inline["lives"] = c["life"]
        hit = c.get("hit")
        if isinstance(hit, list) and len(hit) == 3 and all(isinstance(v, int) for v in hit):
            inline["strike"] = hit
        if isinstance(c.get("move"), int):
            inline["move"] = c["move"]
        if text:
            inline["text"] = text
        if feats:
            inline["features"] = [{"id": fid, "kind": "text", "text": s} for fid, s in feats]
        out.append(Offered(name, "classic", "base", text, feats, inline))
    return out
