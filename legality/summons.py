"""What a card's summoning or resurrection may bring into the squad: the card language's `summon:` field and
the facts the zone rules (legality/rules/summoning.py) read from it.

Classic 2012 glossary «Summoning»: the conditions for cards that may be brought follow «вызвать» in the text;
«Resurrection»: the legal targets follow «возродить». A feature's `summon:` writes those conditions down:

    summon:
      from: deck                  # deck (вызвать, default) | graveyard (возродить)
      types: [creature, flyer]    # card types it names («существо»; a symbiote only where the text names one)
      not_types: [flyer]          # «(кроме летающих …)»
      names: [Скелет]             # cards it names by name
      classes: [Демон, Дух]       # any of these classes
      element: [dark]             # any of these elements
      cost_at_most: 9             # an integer, or X: the action's declared X
      onto: cell                  # cell (default: a cell of the battlefield) | host (a symbiote «на себя») |
                                  # place: «на её место», the place of the card the action's second target names
                                  # (a destroyed flyer's place is the Additional Zone: only a flyer goes there)
      not_in_squad: true          # «если … с таким названием нет в вашем отряде»: no card of its name in play
                                  # under the summoner's control

The facts: whether the action's source has such a reading (`summon.read`), whether the card brought meets it
(`summon.fits`), and whether it is brought onto a host (`summon.onto_host`). A source without a reading leaves
them false; its text, when kept, makes the question unknown (legality/reach.py reads «вызв», «возро»).
"""
from __future__ import annotations

from dataclasses import dataclass

from model import Action, ActionKind, CardType, GameState, Zone

from .errors import InputError
from .fields import Fields

ELEMENTS = ("steppe", "mountain", "forest", "swamp", "dark", "neutral")
FROM = {"deck": ActionKind.SUMMON, "graveyard": ActionKind.RESURRECT}


@dataclass(frozen=True)
class SummonReading:
    source_zone: str = "deck"
    types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    classes: tuple[str, ...] = ()
    elements: tuple[str, ...] = ()
    cost_at_most: int | str | None = None      # "X": the action's X
    onto: str = "cell"
    not_in_squad: bool = False

    @property
    def kind(self) -> ActionKind:
        return FROM[self.source_zone]


def parse_summon(ff: Fields, key: str = "summon") -> SummonReading:
    sf = ff.sub(key)
    source_zone = sf.enum("from", tuple(FROM), default="deck")

    def listed(name, allowed=None):
        out = []
        for line, v in sf.texts(name):
            if allowed is not None and v not in allowed:
                raise InputError(sf.path, line, sf.name(name),
                                 f"unknown value {v!r}; expected one of: {', '.join(allowed)}")
            out.append(v)
        return tuple(out)

    types = listed("types", CardType.values())
    not_types = listed("not_types", CardType.values())
    names, classes = listed("names"), listed("classes")
    elements = listed("element", ELEMENTS)
    cost = sf.opt("cost_at_most", (int, str))
    if isinstance(cost, str) and cost.strip().upper() not in ("X", "Х"):
        raise sf.error("cost_at_most", f"expected an integer or X, got {cost!r}")
    if isinstance(cost, int) and cost < 0:
        raise sf.error("cost_at_most", f"must not be negative, got {cost}")
    onto = sf.enum("onto", ("cell", "host", "place"), default="cell")
    not_in_squad = sf.opt("not_in_squad", bool, False)
    sf.done()
    return SummonReading(source_zone, types, not_types, names, classes, elements,
                         "X" if isinstance(cost, str) else cost, onto, not_in_squad)


def _norm(name: str) -> str:
    return " ".join(name.casefold().replace("ё", "е").split())


def fits(reading: SummonReading, card, action: Action, state: GameState) -> bool | None:
    """Whether `card` meets the reading's conditions; None when a condition cannot be decided (X not declared)."""
    if reading.not_in_squad:
        owner = state.card(action.source).controller
        if any(c.zone is Zone.PLAY and c.controller is owner and _norm(c.card.name) == _norm(card.name)
               for c in state.cards):
            return False
    ctype = card.type.value
    if reading.types and ctype not in reading.types:
        return False
    if ctype in reading.not_types:
        return False
    if reading.names and _norm(card.name.split(" [")[0]) not in {_norm(n) for n in reading.names}:
        return False
    if reading.classes and not {_norm(c) for c in card.classes} & {_norm(c) for c in reading.classes}:
        return False
    if reading.elements and not set(card.elements) & set(reading.elements):
        return False
    if reading.cost_at_most is not None:
        limit = action.x if reading.cost_at_most == "X" else reading.cost_at_most
        if limit is None or card.cost.x:
            return None
        if card.cost.value > limit:
            return False
    return True


def reading_of(state: GameState, action: Action) -> SummonReading | None:
    """The source's reading for this action: the feature the action names (`ability`), else its one feature
    whose reading brings cards from the action's zone; None when there is none or several."""
    if action.kind not in FROM.values() or not action.source or not state.has(action.source):
        return None
    feats = [f for f in state.card(action.source).card.features
             if f.param("summon") is not None and f.param("summon").kind is action.kind]
    if action.ability:
        feats = [f for f in feats if f.id == action.ability]
    return feats[0].param("summon") if len(feats) == 1 else None


def place_of(state: GameState, action: Action):
    """The card whose place a summon «на её место» takes: the action's second target."""
    return state.card(action.targets[1]) if len(action.targets) > 1 and state.has(action.targets[1]) else None


def summon_facts(state: GameState, action: Action) -> dict:
    reading = reading_of(state, action)
    target = state.card(action.target).card if action.target and state.has(action.target) else None
    ok = fits(reading, target, action, state) if reading is not None and target is not None else None
    place = place_of(state, action) if reading is not None and reading.onto == "place" else None
    return {"summon.read": ok is not None, "summon.fits": bool(ok),
            "summon.onto_host": reading is not None and reading.onto == "host",
            "summon.place_in_additional_zone": place is not None and place.card.type is CardType.FLYER}


def summon_unknowns(state: GameState, action: Action) -> tuple[str, ...]:
    """A summon «на её место» whose action names no card whose place it takes: where it goes is not known."""
    reading = reading_of(state, action)
    if reading is not None and reading.onto == "place" and place_of(state, action) is None:
        return (f"{action.source}'s summon brings its card to the place of another card («на её место»), and the "
                "action names no such card (its second target): whether that place is a cell is not known",)
    return ()
