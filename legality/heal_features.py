"""The card language's heal features (docs/cards.md, «Heals»): what a card does to a heal before it happens.

    heal:                         # «Если должен излечиться на X вместо этого …» — a replacement (classic 2012 419)
      replace: self               # whose heal it replaces: self | ally (your creature) | any
      unwounded: true             # only while the healed card has no wounds («Пока не имеет ран, получает …»)
      instead: wound              # wound | open | heal: what happens instead
      target: chosen              # where it goes: chosen (a player's choice, stated by the event's `instead_target`)
                                  # | host (a symbiote's host, stated the same way) | healed | self
                                  # | self_and_chosen («ранить себя и выбранное существо»)
      plus: 1                     # the value is the heal's X plus this («излечивается на X+1»)
      at_most: 3                  # «(максимум на 3)»
      optional: true              # «может»
    heal:                         # «может удвоить / блокировать первое за ход излечение …» (Мрачная дворянка)
      modify: double              # double | block
      whose: own                  # own: a heal of your card; enemy: of the opponent's card
      lives_below: 8              # only while the card has fewer (lives_above: more) current lives
      optional: true

    heal:                         # «Когда ваш слуа должен получить Х дополнительных {health} может получить Х
      of: gain                    #  дополнительных {health} вместо него» — a replacement of a gain of additional
      replace: ally               #  lives (of: gain; default of: heal), all X or nothing
                                  #  (not `on:`: YAML reads the key `on` as true)
      classes: [Слуа]             # only cards of these classes
      instead: gain
      target: self
      optional: true

A replacement is applied by the `sequence` tracer's heal step (legality/stack/heals.py), after the value is
calculated and after blocking, whether or not the healed card has wounds; a limit is the feature's `limit:`.
"""
from __future__ import annotations

from dataclasses import dataclass

from .fields import Fields

INSTEAD = ("wound", "open", "heal", "gain")
TARGETS = ("chosen", "host", "healed", "self", "self_and_chosen")


@dataclass(frozen=True)
class HealFeature:
    replace: str | None = None       # self | ally | any  (a replacement)
    on: str = "heal"                 # heal | gain (of additional lives)
    classes: tuple[str, ...] = ()    # only a replaced card of one of these classes
    unwounded: bool = False
    instead: str | None = None
    target: str = "healed"
    plus: int = 0
    at_most: int | None = None
    modify: str | None = None        # double | block (a modifier of the ability)
    whose: str | None = None         # own | enemy
    lives_below: int | None = None
    lives_above: int | None = None
    optional: bool = False

    @property
    def is_replacement(self) -> bool:
        return self.replace is not None


def parse_heal_feature(ff: Fields, key: str = "heal") -> HealFeature:
    hf = ff.sub(key)
    if ff.has("modifier") or ff.has("effect") or ff.has("modality"):
        raise ff.error(key, "a heal feature is not also a value modifier, an effect or a deontic feature: write "
                            "two features")
    optional = hf.opt("optional", bool, False)
    if hf.has("replace"):
        if hf.has("modify"):
            raise hf.error("modify", "a heal feature replaces a heal or modifies it, not both")
        on = hf.enum("of", ("heal", "gain"), default="heal")
        instead = hf.enum("instead", INSTEAD, required=True)
        if (on == "gain") != (instead == "gain"):
            raise hf.error("instead", "a gain of additional lives is replaced by a gain (instead: gain), and only it")
        out = HealFeature(replace=hf.enum("replace", ("self", "ally", "any"), required=True), on=on,
                          classes=tuple(c for _, c in hf.texts("classes")),
                          unwounded=hf.opt("unwounded", bool, False),
                          instead=instead,
                          target=hf.enum("target", TARGETS, default="healed"),
                          plus=hf.nonneg("plus", 0), at_most=hf.nonneg("at_most", None), optional=optional)
    elif hf.has("modify"):
        out = HealFeature(modify=hf.enum("modify", ("double", "block"), required=True),
                          whose=hf.enum("whose", ("own", "enemy"), required=True),
                          lives_below=hf.nonneg("lives_below", None), lives_above=hf.nonneg("lives_above", None),
                          optional=optional)
    else:
        raise hf.error("replace", "a heal feature either replaces a heal (replace, instead) or modifies it (modify)")
    hf.done()
    return out
