"""A whole card base compiled: every card in the card language, each sentence's reading, and the figures
of `legality cards coverage`. Cards of one name printed more than once (reprints with new text) are all
kept, each named «Name [id]»; a scenario naming such a card by its bare name gets an error listing them.
"""
from __future__ import annotations

import collections
from dataclasses import dataclass

from model import Card

from ..cards_io import family, normalize, parse_card
from ..errors import InputError
from .bases import RawCard, read_base
from .compiler import SentenceReading, compile_card
from .words import shape

FORMS = ("keyword", "deontic", "named_deontic", "host_deontic", "activated", "triggered", "effect", "override", "bounded", "squad", "holders", "modifier", "modifier_unacted", "headed", "static", "class",
         "concentration",
         "note", "text")


@dataclass
class CompiledBase:
    path: str
    raws: list[RawCard]
    docs: list[dict]                          # each card as a card-language mapping
    readings: list[list[SentenceReading]]     # per card, per sentence

    def cards(self) -> list[Card]:
        """The cards as the checker's `Card`s, validated by the card language's own parser."""
        return [parse_card(self.path, doc, f"[{raw.index}] ({raw.name})", raw.line)
                for raw, doc in zip(self.raws, self.docs)]


def unique_names(raws: list[RawCard]) -> list[str]:
    counts = collections.Counter(normalize(r.name) for r in raws)
    return [f"{r.name} [{r.id}]" if counts[normalize(r.name)] > 1 else r.name for r in raws]


def compile_base(path: str, progress=None) -> CompiledBase:
    raws = read_base(path)
    docs, readings = [], []
    for i, (raw, name) in enumerate(zip(raws, unique_names(raws))):
        doc, rs = compile_card(raw, name)
        docs.append(doc)
        readings.append(rs)
        if progress:
            progress(i + 1, len(raws))
    return CompiledBase(path, raws, docs, readings)


def coverage(cb: CompiledBase, top: int = 25) -> dict:
    """Per form, how many sentences; the share of sentences and of cards with text compiled in full; the most
    frequent sentence shapes not understood (numbers and the card's own name abstracted)."""
    forms = collections.Counter()
    shapes = collections.Counter()
    examples = {}
    cards_with_text = cards_full = 0
    for raw, rs in zip(cb.raws, cb.readings):
        if not rs:
            continue
        cards_with_text += 1
        cards_full += all(r.form != "text" for r in rs)
        names = tuple(v for v in {raw.name, *raw.cases.values()} if v)
        for r in rs:
            forms[r.form] += 1
            if r.form == "text":
                sh = shape(r.text, names)
                shapes[sh] += 1
                examples.setdefault(sh, raw.name)
    total = sum(forms.values())
    compiled = total - forms["text"]
    return {
        "file": cb.path, "cards": len(cb.raws), "cards_with_text": cards_with_text,
        "sentences": total, "sentences_compiled": compiled,
        "sentence_share": round(compiled / total, 4) if total else 1.0,
        "cards_compiled_in_full": cards_full,
        "card_share": round(cards_full / cards_with_text, 4) if cards_with_text else 1.0,
        "forms": {f: forms[f] for f in FORMS},
        "not_understood": [{"shape": s, "count": n, "example_card": examples[s]} for s, n in shapes.most_common(top)],
    }


def base_pool_entries(path: str, others: list[tuple[str, int, Card]]) -> list[tuple[str, int, Card]]:
    """The base's cards as entries of a conflict-scan pool (`conflicts.pool.load_pool`'s shape), after `others`;
    a name already in `others` is an error, as between two card files."""
    from .cache import load_cards
    taken = {(family(c.edition), normalize(c.name)): p for p, _i, c in others}
    out = []
    for i, card in enumerate(load_cards(path)):
        first = taken.get((family(card.edition), normalize(card.name)))
        if first is not None:
            raise InputError(path, None, f"[{i}] ({card.name}).name", f"duplicate card name {card.name!r} (first in {first})")
        out.append((path, i, card))
    return out
