"""Cards named in scenarios, found in a real card base.

Which base: the scenario's `card_base:`, else the one given on the command line (`--cards BASE`), else the
environment variable LEGALITY_CARDS. A relative `card_base` is looked for beside the scenario, then in the
shared data folder (`shared/data/cards` beside the repository or one of its parents: CI keeps `../shared`).
"""
from __future__ import annotations

import difflib
import os
from functools import lru_cache

from model import Card

from ..cards_io import normalize
from ..errors import InputError

ENV = "LEGALITY_CARDS"
_command_line_base: str | None = None


def set_command_line_base(path: str | None) -> None:
    global _command_line_base
    _command_line_base = path


def shared_cards_dir() -> str | None:
    """`shared/data/cards` in the current directory or the repository, or in one of their parents."""
    return shared_data_dir("cards")


def shared_data_dir(kind: str) -> str | None:
    """`shared/data/<kind>` (cards, rulings) in the current directory or the repository, or in one of their
    parents: the one place the project looks for the real data it reads as user input."""
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    for start in (os.getcwd(), repo):
        d = start
        while True:
            cand = os.path.join(d, "shared", "data", kind)
            if os.path.isdir(cand):
                return cand
            parent = os.path.dirname(d)
            if parent == d:
                break
            d = parent
    return None


def base_path(scenario_path: str, card_base: str | None, line: int = 0) -> str | None:
    """The base a scenario's card names resolve in, or None when none is given."""
    if card_base is None:
        return _command_line_base or os.environ.get(ENV) or None
    if os.path.isabs(card_base):
        return card_base
    here = os.path.join(os.path.dirname(os.path.abspath(scenario_path)), card_base)
    if os.path.exists(here):
        return here
    shared = shared_cards_dir()
    if shared and os.path.exists(os.path.join(shared, card_base)):
        return os.path.join(shared, card_base)
    raise InputError(scenario_path, line, "card_base",
                     f"card base {card_base!r} not found beside the scenario nor in shared/data/cards "
                     f"(looked in {shared or 'no shared/ folder above the repository or the current directory'})")


@lru_cache(maxsize=4)
def _index(path: str) -> tuple[dict[str, Card], dict[str, list[str]]]:
    from .cache import load_cards
    cards = load_cards(path)
    exact = {normalize(c.name): c for c in cards}
    bare: dict[str, list[str]] = {}
    for c in cards:
        if c.name.endswith("]") and " [" in c.name:
            bare.setdefault(normalize(c.name.rsplit(" [", 1)[0]), []).append(c.name)
    return exact, bare


def lookup_base_card(base: str, name: str) -> Card | list[str] | None:
    """The base's card of this name; the names of its printings when the name is printed more than once;
    None when the base has no card of that name."""
    exact, bare = _index(os.path.abspath(base))
    key = normalize(name)
    return exact.get(key) or bare.get(key)


def find_base_card(base: str, name: str, path: str, line: int, field: str) -> Card:
    exact, bare = _index(os.path.abspath(base))
    key = normalize(name)
    if key in exact:
        return exact[key]
    if key in bare:
        raise InputError(path, line, field, f"{name!r} is printed more than once in {os.path.basename(base)}; "
                                            f"name one of: {', '.join(bare[key])}")
    close = difflib.get_close_matches(key, list(exact), n=3, cutoff=0.6)
    hint = f"; did you mean {', '.join(repr(exact[k].name) for k in close)}?" if close else ""
    raise InputError(path, line, field, f"unknown card {name!r} in the card base {os.path.basename(base)}{hint}")
