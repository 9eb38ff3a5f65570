"""Recruiting the squad (набор отряда, classic 2012 202, 303, 304): what a card costs to recruit, in which
crystals, what its «При наборе …» gives, and the crystals the elements of the Recruitment take or give.

The card language's `recruit:` field writes down what a sentence about recruitment does (docs/cards.md):

    recruit:                      # «При наборе отряда второй Линдвурм стоит 6 {elite}, третий 5 {elite}»
      copies: {2: 6, 3: 5}        #   the Nth copy of its name in the Recruitment costs this
      crystal: gold               #   gold | silver: the crystals that set cost is paid in
    recruit:                      # «… если в вашем отряде есть карты стоимостью 3, 4, 5, 6, 7 и 8, вы можете
      free_if_costs: [3, 4, 5, 6, 7, 8]   #   взять … в отряд бесплатно»: the player may pay nothing
    recruit:                      # «При наборе Райской птицы в отряд, если в вашем отряде 3 или более разные
      gain_gold: 1                #   стихии вы получаете 1 {elite}»
      if_elements_at_least: 3
    recruit:                      # «До набора отряда вы можете показать Линнет и существо стоимостью не больше
      with_card: {cost_at_most: 7, elite: true}   # 7 {elite}; возьмите Линнет и это существо в отряд за
      crystal: silver             #   {ordinary}»: the card shown with it is recruited for silver crystals
    recruit:                      # «До набора отряда - вы можете заплатить {elite}; положите … на кладбище»
      before: graveyard           #   the card goes to the graveyard instead of the Recruitment (303)
      pay_gold: 1

A cost sentence is read before its card enters the Recruitment (304.6.a; the judges, dev-364: Ведающий запасами
does not count himself); a «При наборе X» sentence as X enters, X counted (the judges, dev-151). A card in any
zone but the Recruitment is not recruited (dev-069, dev-077: a card put in the graveyard «до набора» gives no
element penalty). Elite status is printed (202.2): a card recruited at another price keeps it (dev-403, dev-395).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from model import CardState, FeatureKind, GameState, Zone

from .fields import Fields

ELEMENTS = ("steppe", "mountain", "forest", "swamp", "dark")     # 202.8; neutral is no element (202.9)
# kept card text that speaks of recruiting: a question about recruitment it could bear on is unknown
RECRUIT_WORDS = re.compile(r"набор|в отряд|отряде|кристалл|\{elite\}|\{ordinary\}|элитн|рядов", re.IGNORECASE)


@dataclass(frozen=True)
class RecruitReading:
    copies: tuple[tuple[int, int], ...] = ()     # (N, cost of the Nth copy)
    crystal: str | None = None                   # gold | silver, for a set cost
    free_if_costs: tuple[int, ...] = ()
    gain_gold: int = 0
    if_elements_at_least: int = 0
    before: str | None = None                    # graveyard: put there instead of being recruited
    pay_gold: int = 0
    with_cost_at_most: int | None = None         # with_card: the card recruited with this one
    with_elite: bool | None = None
    show: bool = False                           # «покажите …»: the card is shown to the opponent as it is taken
    pay_more_up_to: int = 0                      # «можете заплатить за него на X больше (X не может быть больше N)»
    discount_types: tuple[str, ...] = ()         # «ваша местность стоит на 1 кристалл меньше»: cards of these
    discount: int = 0                            #   types entering after it cost this much less


def parse_recruit(ff: Fields, key: str = "recruit") -> RecruitReading:
    rf = ff.sub(key)
    copies = []
    cp = rf.opt("copies", dict, {})
    for n, v in cp.items():
        if isinstance(n, bool) or not isinstance(n, int) or n < 2 or isinstance(v, bool) or not isinstance(v, int) \
                or v < 0:
            raise rf.error("copies", f"expected copy numbers (2 or more) mapped to costs, got {n!r}: {v!r}")
        copies.append((n, v))
    crystal = rf.enum("crystal", ("gold", "silver"))
    if copies and crystal is None:
        raise rf.error("copies", "a set cost says its crystals: crystal: gold | silver")
    with_at_most = with_elite = None
    wf = rf.sub("with_card")
    if wf is not None:
        with_at_most, with_elite = wf.opt("cost_at_most", int), wf.opt("elite", bool)
        wf.done()
        if crystal is None:
            raise rf.error("with_card", "the card recruited with it is paid in: crystal: gold | silver")
    free = []
    for line, v in rf.items("free_if_costs"):
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise rf.error("free_if_costs", f"expected costs (integers ≥ 0), got {v!r}")
        free.append(v)
    gain, at_least = rf.nonneg("gain_gold"), rf.nonneg("if_elements_at_least")
    before = rf.enum("before", ("graveyard",))
    pay = rf.nonneg("pay_gold")
    show = rf.opt("show", bool, False)
    more = rf.nonneg("pay_more_up_to")
    disc_types, disc = (), 0
    df = rf.sub("discount")
    if df is not None:
        from model import CardType
        disc_types = tuple(v for _l, v in df.texts("types"))
        bad = [v for v in disc_types if v not in CardType.values()]
        if bad or not disc_types:
            raise df.error("types", f"expected card types ({', '.join(CardType.values())}), got {bad or 'none'}")
        disc = df.nonneg("by", None)
        if not disc:
            raise df.error("by", "give how many crystals less (1 or more)")
        df.done()
    rf.done()
    if not (copies or free or gain or before or wf is not None or show or more or disc):
        raise ff.error(key, "a recruit reading says what it does: copies, free_if_costs, gain_gold, before, "
                            "with_card, show, pay_more_up_to or discount")
    return RecruitReading(tuple(sorted(copies)), crystal, tuple(free), gain, at_least, before, pay, with_at_most,
                          with_elite, show, more, disc_types, disc)


def readings(cs: CardState) -> list[tuple[object, RecruitReading]]:
    return [(f, f.param("recruit")) for f in cs.card.features if f.param("recruit") is not None]


def kept_text(cs: CardState) -> list[str]:
    """Sentences of the card kept as text that speak of recruiting (read as `unknown`, never as nothing)."""
    return [f.text for f in cs.card.features
            if ((f.kind is FeatureKind.TEXT and not f.param("touches"))   # declared touches are trusted
                or f.param("squad") is not None)                          # the compiler's «squad» form
            and f.param("recruit") is None and RECRUIT_WORDS.search(f.text)]


def elements(cards) -> tuple[str, ...]:
    """The elements among `cards` (a neutral card counts none, 304.6)."""
    return tuple(sorted({e for cs in cards for e in cs.card.elements if e in ELEMENTS}))


def element_crystals(n: int) -> int:
    """Gold crystals the Recruitment's elements take (> 0) or give (< 0): one per element beyond two, one more
    for a single element (304.6)."""
    return -1 if n == 1 else max(0, n - 2)


def recruitment(state: GameState) -> list[CardState]:
    """The cards in the Recruitment, in the order they entered (the scenario's order, 304.3)."""
    return [c for c in state.cards if c.zone is Zone.RECRUITMENT]


def _norm(name: str) -> str:
    return " ".join(name.casefold().replace("ё", "е").split())


def copies_before(state: GameState, card: CardState) -> int:
    return sum(1 for c in recruitment(state) if c.id != card.id and _norm(c.card.name) == _norm(card.card.name))
