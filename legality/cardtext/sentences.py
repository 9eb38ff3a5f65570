"""Splitting a card's text into sentences: one feature each.

The bases often leave out the full stop between two abilities («… (1 раз за ход) {tap}: Разряд на 1»), so an
ability cost followed by a colon also starts a sentence. Text inside parentheses or quotes is never split.
A leading bracketed note («[Эррата 2023. 04. 08]») is a sentence of its own, its full stops not ends; a cost
after «Имеет» / «Получает» (an ability the card has or gains: «Имеет {tap}: …») or inside quotes does not
start a sentence. Nothing is dropped: the sentences joined again hold every word of the text.

A sentence may still hold two abilities glued after a closing parenthesis with no full stop («… (1 раз за ход)
При атаке …», «Строй: {armor} 2 (пока …) Строй: {ovz} 2 (пока …)»): `abilities` cuts it there, where a
capitalised ability head follows. The compiler cuts only a sentence it cannot read whole (compiler.py), and
numbers the parts' features so that no other sentence's feature id moves (docs/cards.md).
"""
from __future__ import annotations

import re

# A cost before a colon: cost icons as the bases print them ({tap}, [:cnt], …) or the words «фишка»,
# «жетон», each perhaps after a number or X, then «:».
# Only things that are counted take a number («2 {counter}», «X фишки»): «Броня 1 {tap}: …» is «Броня 1.» then «{tap}: …».
_ICON = r"\{(?:tap|instant|first|second|wolf|human)\}|\[:(?:tap|1hod|2hod)\]"
_COUNTED = r"\{(?:counter|token|tok)\}|\[:cnt\]|фишк[аиуе]|жетон"
_COST = r"(?:(?:(?:\d+|[XХ])\s*)?(?:" + _COUNTED + r")\s*|(?:" + _ICON + r")\s*)+:"
COST_START = re.compile(r"(?<!\S)" + _COST)


# A sentence ends at «.», «!» or «?» followed by a space or the end, outside parentheses and quotes.
_END = re.compile(r"[.!?](?= |$)")
_NOTE = re.compile(r"^\[\s*эррата[^\]]*\]", re.IGNORECASE)
# words after which a cost is the object of the sentence, not a new ability
_HAS = re.compile(r"(?:^|\s)(?:имеет|получает|получить|получают)\s*:?\s*\"?\s*$", re.IGNORECASE)


def split(text: str) -> list[str]:
    text = " ".join(text.split())
    note = _NOTE.match(text)
    head = [note.group()] if note else []
    text = text[note.end():].strip() if note else text
    out, start = head, 0
    for m in _END.finditer(text):
        if _inside(text[start:m.start()]):
            continue
        out.append(text[start:m.end()])
        start = m.end()
    out.append(text[start:])
    parts = []
    for s in out:
        parts.extend(_split_costs(s))
    return [p for p in (" ".join(x.split()) for x in parts) if p and p not in (".", "!", "?")]


def _inside(piece: str) -> bool:
    """True when the piece leaves a parenthesis or a quote open (a full stop there does not end a sentence)."""
    if "(" not in piece and "«" not in piece and '"' not in piece and "[" not in piece:
        return False
    return (piece.count("(") > piece.count(")") or piece.count("«") > piece.count("»")
            or piece.count('"') % 2 == 1 or piece.count("[") > piece.count("]"))


def _split_costs(s: str) -> list[str]:
    """Split before each cost that starts an ability inside the sentence (outside parentheses)."""
    cuts = []
    for m in COST_START.finditer(s):
        before = s[:m.start()]
        if _inside(before) or not before.strip() or _HAS.search(before):
            continue
        if before.rstrip().endswith(":") or not before.strip():   # «Строй: {tap}: …» stays one sentence
            continue
        cuts.append(m.start())
    pieces, last = [], 0
    for c in cuts:
        pieces.append(s[last:c])
        last = c
    pieces.append(s[last:])
    return pieces


# Heads that start an ability, printed capitalised right after a closing parenthesis: a trigger, a condition, a
# named keyword with a colon, a deontic, a value modifier. A capitalised card name or a lower-case word there
# goes on with the sentence (an object, a grant: «получает (до конца хода) …»), so it is not a cut.
# Not «Вальхалла:» yet: its compiled reading (`headed`, `when: Вальхалла`) is not acted on by the chain engine,
# and the rulings that read such a glued sentence by hand as a Вальхалла trigger (dev-419, dev-420: Оборотень,
# Раннан) would turn `unknown`; cut there once the engine fires a compiled Вальхалла.
_HEAD = re.compile(r"\s*(?:При|Пока|Когда|В начале|В конце|До начала|Строй:|Бешенство(?: \d+)?:|"
                   r"Концентрация:|Имеет|Отражает|Может|Не может|Защита|[+\-]\d+ (?:к|от))(?![а-яёА-ЯЁ])")


# A full stop with no space after it, then a capital, a cost or a value («хозяину.Возвращает …», «ран.-1 от …»,
# «{counter}.{counter}{tap}: …»): split() wants a space after a stop; these are sentences glued by a misprint.
_GLUED = re.compile(r"[А-ЯЁA-Z{\[]|[+\-−]\d")


def abilities(sentence: str) -> list[str]:
    """The sentence cut after each closing parenthesis (outside any other parenthesis and quote) that a
    capitalised ability head follows, and after each full stop glued to the next sentence; one part when there
    is none. The parts joined hold every word."""
    cuts, depth, quote, guill = [], 0, False, 0
    for i, ch in enumerate(sentence):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(depth - 1, 0)
            if depth == 0 and not quote and not guill and _HEAD.match(sentence, i + 1):
                cuts.append(i + 1)
        elif ch in ".!?" and depth == 0 and not quote and not guill and _GLUED.match(sentence, i + 1):
            cuts.append(i + 1)
        elif ch == '"':
            quote = not quote
        elif ch == "«":
            guill += 1
        elif ch == "»":
            guill = max(guill - 1, 0)
    parts, last = [], 0
    for c in cuts + [len(sentence)]:
        parts.append(sentence[last:c].strip())
        last = c
    return [p for p in parts if p]
