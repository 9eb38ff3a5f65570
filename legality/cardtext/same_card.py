"""Is a built-in card the card of a base that has its name?

The built-in cards (legality/cards/) are hand translations of the cards the worked examples quote, often with
less text than the printed card. A scenario that gives a card base and names a card that is both resolves to
the built-in one only when the two are the same card: the same Russian text and the same printed values
(docs/cards.md, «A name both built in and in the base»). Otherwise the name is ambiguous and the scenario must say
`from: builtin` or `from: base` (legality/scenario.py).

The comparison reads the base's text with its placeholders spelled out (glossary), the abilities it prints as
icons and marks (compiled as sentences of their own, `params.icon` / `params.mark`), and the built-in file's
`text` as it stores it. Both are normalised the same way: case, ё/е, punctuation, spacing, Latin/Cyrillic X,
and the declension of the words a placeholder stands for («фишки», «{counter}»; «удар», «{strike}»).
"""
from __future__ import annotations

import re

from model import Card

from . import glossary
from .bases import ONLINE_TAG, RELAUNCH_PH

# the words a placeholder stands for, in any declension, as one token (after punctuation is removed)
_WORDS = (
    (r"направленн\w* удар\w*", "direct"),
    (r"удар\w* через ряд", "uchr"),
    (r"(?:прост\w* )?удар\w*", "strike"),
    (r"фишк\w*", "counter"),
    (r"жетон\w*", "token"),
    (r"закрыться", "tap"),
    (r"внезапн\w* действи\w*|внезапно", "instant"),
    (r"брон\w*", "armor"),
    (r"регенерац\w*", "regen"),
    (r"стойкост\w*", "stamina"),
    (r"здоровь\w*", "health"),
    (r"движени\w*", "move"),
    (r"опыт\w* в атак\w*", "ova"),
    (r"опыт\w* в защит\w*", "ovz"),
    (r"опыт\w* в стрельб\w*", "ovs"),
    (r"атак\w*", "attack"),
    (r"полет\w*", "flight"),
)
_WORDS_RE = [(re.compile(rf"(?<!\w){p}(?!\w)"), f" ⟪{t}⟫ ") for p, t in _WORDS]
_MARK = re.compile(r"⟨([^⟩]*)⟩")
_MARK_WORDS = {"закрыть": "закрыться", "внезапно": "внезапное действие"}

# the built-in files spell some elements in Russian («Леса»); the bases' compiled cards in the card language
_ELEMENTS_RU = {"степи": "steppe", "горы": "mountain", "леса": "forest", "болота": "swamp", "тьма": "dark",
                "нейтральные": "neutral"}


def _spelled(text: str) -> str:
    """A base's text with its placeholders in Russian (a placeholder with no established meaning stays)."""
    def sub(table):
        def one(m):
            words = table.get(m.group(1).strip())
            if not words:
                return m.group(0)
            return _MARK.sub(lambda k: _MARK_WORDS.get(k.group(1), k.group(1)), words)
        return one
    text = RELAUNCH_PH.sub(lambda m: " " + sub(glossary.RELAUNCH)(m) + " ", text)
    return ONLINE_TAG.sub(lambda m: " " + sub(glossary.ONLINE)(m) + " ", text)


def canonical(text: str) -> str:
    """The text as compared: case, ё/е, punctuation, spacing, X and declension set aside."""
    t = text.replace("ё", "е").replace("Ё", "Е").casefold()
    t = re.sub(r"[^\w{}\[\]]+", " ", t)
    t = re.sub(r"(?<!\w)х(?!\w)", "x", t)            # Cyrillic Х written for X
    t = f" {' '.join(t.split())} "
    for pat, tok in _WORDS_RE:
        t = pat.sub(tok, t)
    return " ".join(t.split())


def printed_apart(card: Card) -> list[str]:
    """The abilities a base card prints as icons or marks, not in its text («Броня 1», «Уникальность»)."""
    return [f.text for f in card.features if dict(f.params or ()).keys() & {"icon", "mark"}]


def difference(builtin: Card, base: Card) -> str | None:
    """Why the built-in card is not the base's card of that name, or None when it is."""
    mine, apart = canonical(builtin.text), printed_apart(base)
    if mine != canonical(" ".join([_spelled(base.text)] + apart)):    # the icons may be written in the text
        if apart and mine == canonical(_spelled(base.text)):
            return f"the same text, but the base also prints {', '.join(f'«{a}»' for a in apart)} as icons or marks"
        return "different text"
    # every printed value, a value the built-in card leaves unstated too: an elementless built-in Кочевник is
    # read as neutral (legality/card_effects.py), the base's is steppe
    values = [("type", builtin.type.value, base.type.value), ("cost", builtin.cost, base.cost),
              ("lives", builtin.lives, base.lives), ("strike", builtin.strike, base.strike),
              ("movement", builtin.move, base.move),
              ("element", tuple(sorted(_ELEMENTS_RU.get(e.casefold(), e) for e in builtin.elements)),
               tuple(sorted(base.elements))),
              ("class", tuple(sorted(builtin.classes)), tuple(sorted(base.classes))),
              ("elite mark", builtin.elite, base.elite)]
    for what, built_in, printed in values:
        if built_in != printed:
            return f"the same text but a different {what} ({_value(built_in)} built in, {_value(printed)} in the base)"
    return None


def _value(v) -> str:
    if v is None:
        return "none"
    if hasattr(v, "weak") and hasattr(v, "strong"):
        return f"{v.weak}-{v.medium}-{v.strong}"
    if hasattr(v, "value") and hasattr(v, "x"):
        return "X" if v.x else str(v.value)
    if isinstance(v, tuple):
        return ", ".join(map(str, v)) or "none"
    return str(v)
