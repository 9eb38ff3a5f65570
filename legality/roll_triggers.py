"""The card language's triggers that read a die roll («когда бросок кубика существа равен 1», «если, сражаясь,
выбрасывает на кубике 6», «когда карта противника выбрасывает на кубике 6», «когда бросок кубика существа
противника больше его стоимости») as structured data on a triggered feature (docs/cards.md, «Roll triggers»):

    on_roll:
      whose: enemy          # self | own | enemy | any: whose roll, relative to the feature's card
      creatures: true       # optional: only a creature's roll («существа»)
      cmp: eq               # eq | ne | gt | ge | lt | le | in
      value: 6              # a number; `cost`: the rolling card's printed cost («больше его стоимости»);
                            # with `in`, a list of numbers («если выпало 1 или 2»)
      fighting: true        # optional: only a roll made in a fight («сражаясь»): a strike it initiates or answers
      natural: false        # optional: true only where the text says «без учёта модификаторов»
      sum: false            # optional: the sum of the rolls one ability makes («сумма значений кубиков … этих
                            # выстрелов»): read by a `roll` question that gives them all (`rolls`)
      rolls: 2              # optional, with sum: how many attacks' rolls the sum is of («этих двух выстрелов»);
                            # fewer made: no sum, it does not fire (classic:ruling-dev-454)

The trigger is tested on the die-roll result, after all modifiers (classic 2012 216.6, the judges' ruling
dev-396 registered as classic:ruling-dev-396), unless `natural: true` (the unmodified roll, 216.5). The `roll`
question reports which fire (legality/questions/roll.py).
"""
from __future__ import annotations

import operator
from dataclasses import dataclass

from model import CardType

from .fields import Fields

WHOSE = ("self", "own", "enemy", "any")
CMP = {"eq": operator.eq, "ne": operator.ne, "gt": operator.gt, "ge": operator.ge, "lt": operator.lt,
       "le": operator.le, "in": lambda v, want: v in want}
SYMBOL = {"eq": "=", "ne": "≠", "gt": ">", "ge": "≥", "lt": "<", "le": "≤", "in": "in"}


@dataclass(frozen=True)
class RollTrigger:
    whose: str
    cmp: str
    value: int | str | tuple         # an int, "cost", or (with cmp `in`) a tuple of ints
    creatures: bool = False
    fighting: bool = False
    natural: bool = False
    sum: bool = False
    rolls: int | None = None         # with sum: the number of attacks whose rolls it sums

    def describe(self) -> str:
        v = "its cost" if self.value == "cost" else (
            "{" + ", ".join(map(str, self.value)) + "}" if isinstance(self.value, tuple) else self.value)
        return (f"{'sum of the results' if self.sum else 'natural roll' if self.natural else 'roll result'} "
                f"{SYMBOL[self.cmp]} {v}"
                + (" in a fight" if self.fighting else ""))


def parse_roll_trigger(ff: Fields, key: str = "on_roll") -> RollTrigger:
    rf = ff.sub(key)
    if ff.has("modifier") or ff.has("modality") or ff.has("effect"):
        raise ff.error(key, "a roll trigger is a feature of its own: write the modifier, deontic part or effect "
                            "as another feature")
    whose = rf.enum("whose", WHOSE, required=True)
    cmp = rf.enum("cmp", tuple(CMP), required=True)
    if not rf.has("value"):
        raise rf.error("value", "missing: a number from 1 to 6, or `cost`")
    raw = rf.req("value", (int, str, list))
    if cmp == "in":
        if not isinstance(raw, list) or not raw or not all(isinstance(v, int) and not isinstance(v, bool)
                                                            for v in raw):
            raise rf.error("value", f"cmp `in` takes a list of numbers, got {raw!r}")
        value = tuple(raw)
    elif raw == "cost":
        value = "cost"
    elif isinstance(raw, int) and not isinstance(raw, bool):
        value = raw
    else:
        raise rf.error("value", f"expected a number or `cost`, got {raw!r}")
    total = rf.opt("sum", bool, False)
    count = rf.nonneg("rolls", None)
    if count is not None and (not total or count < 2):
        raise rf.error("rolls", "`rolls: N` (N ≥ 2) says how many attacks' rolls a `sum: true` trigger adds up")
    out = RollTrigger(whose, cmp, value, rf.opt("creatures", bool, False), rf.opt("fighting", bool, False),
                      rf.opt("natural", bool, False), total, count)
    rf.done()
    return out


def whose_holds(trigger: RollTrigger, owner, roller) -> bool:
    """Whether the roll of `roller` (a CardState) is one the trigger of `owner`'s card listens to."""
    if trigger.creatures and roller.card.type not in (CardType.CREATURE, CardType.FLYER):
        return False
    if trigger.whose == "self":
        return roller.id == owner.id
    if trigger.whose == "own":
        return roller.controller == owner.controller
    if trigger.whose == "enemy":
        return roller.controller != owner.controller
    return True


def compare(trigger: RollTrigger, roller, value: int) -> bool | None:
    """The comparison on `value`; None when it needs a fact the card does not give (a cost of X)."""
    want = trigger.value
    if want == "cost":
        cost = roller.card.cost
        if cost.x:
            return None
        want = cost.value
    return CMP[trigger.cmp](value, want)
