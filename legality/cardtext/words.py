"""Words of the card text as lemmas: pymorphy3 with its Russian dictionaries gives each word's normal form,
so the grammar is written once per word («защитником», «защитники» → «защитник») instead of per ending.

A sentence becomes a line of tokens for the grammar: lemmas, numbers, strike triples (`1-2-2`), icon marks
(`⟨закрыть⟩` → `@закрыть`) and punctuation. The analyser is loaded once, on first use (≈0.4 s).
"""
from __future__ import annotations

import re
from functools import lru_cache

TOKEN = re.compile(r"⟨[^⟩]*⟩|\d+(?:-\d+){2}|[XХxх](?![а-яёa-z])|\d+|[а-яёa-z][а-яёa-z'’-]*[а-яёa-z]|[а-яёa-z]"
                   r"|[:;,()+«»\"\-–—−.!?*/]", re.IGNORECASE)
ICONS = {"⟨закрыть⟩": "@закрыть", "⟨внезапно⟩": "@внезапно", "⟨первым игроком⟩": "@первый",
         "⟨вторым игроком⟩": "@второй", "⟨в облике волка⟩": "@волк", "⟨в облике человека⟩": "@человек"}


@lru_cache(maxsize=1)
def _analyser():
    import pymorphy3
    return pymorphy3.MorphAnalyzer(lang="ru")


@lru_cache(maxsize=None)
def parses(low: str) -> list:
    """The analyser's parses of a lower-cased word (ё as е), best first."""
    return _analyser().parse(low)


@lru_cache(maxsize=None)
def lemma(word: str) -> str:
    low = word.lower().replace("ё", "е")
    if not re.fullmatch(r"[а-я][а-я-]*", low):
        return low
    p = parses(low)[0]
    if "PRTF" in p.tag:     # «атакованный» and «атаковавший» are not one word: keep the participle, not the verb
        form = p.inflect({"sing", "masc", "nomn"})
        if form is not None:
            return form.word.replace("ё", "е")
    return p.normal_form.replace("ё", "е")


def raw_tokens(sentence: str) -> list[str]:
    """The sentence's words, numbers, icons and punctuation, before any word is analysed (cheap)."""
    return TOKEN.findall(sentence)


def token(t: str, prefixes: frozenset | None = None) -> str | None:
    """The grammar's token for one raw token (see `tokens`); None for one that is dropped (quotes)."""
    if t.startswith("⟨"):
        return ICONS.get(t, "@?")                   # an icon whose meaning is not established: never matched
    if t in ("X", "Х", "x", "х"):
        return "X"
    if t in ("–", "—", "−"):                        # dashes and the minus sign («−1 от …»)
        return "-"
    if t in ("«", "»", '"'):
        return None                                  # quotes around names are optional in the bases
    if not t[0].isalpha():
        return t
    if prefixes is not None and len(t) > 3 and t[:3].lower().replace("ё", "е") not in prefixes:
        return "~" + t.lower()
    return lemma(t)


def tokens(sentence: str, prefixes: frozenset | None = None) -> list[str]:
    """The grammar's tokens for one sentence (see the module doc).

    `prefixes`: the first three letters of every word the grammar knows. A longer word
    starting otherwise cannot be one of them, so it is not analysed (the analyser is the compiler's main
    cost) and stays `~word`, which nothing matches but a printed name: at worst a sentence stays text.
    """
    return [x for x in (token(t, prefixes) for t in raw_tokens(sentence)) if x is not None]


def shape(sentence: str, names: tuple[str, ...] = ()) -> str:
    """The sentence with numbers and the card's own name abstracted (for the coverage report)."""
    s = sentence
    for n in sorted(names, key=len, reverse=True):
        if n:
            s = re.sub(re.escape(n), "NAME", s, flags=re.IGNORECASE)
    s = re.sub(r"\d+", "N", s)
    return " ".join(s.split())
