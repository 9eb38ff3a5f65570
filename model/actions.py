"""Game actions (игродействия) as plain data."""
from __future__ import annotations

from dataclasses import dataclass

from .caching import shared
from .cards import Cost
from .enums import ActionKind, Step


@dataclass(frozen=True)
class Action:
    __deepcopy__ = __copy__ = shared     # immutable: a copy is itself (model/caching.py)
    kind: ActionKind
    source: str | None = None            # card id; None for rule effects and payments without source
    targets: tuple[str, ...] = ()
    x: int | None = None                 # the X the player declared (None: the action has no X)
    x_from: str | None = None            # what X counts: tokens | cost | cards | param
    cost: Cost | None = None             # what declaring it costs (tokens, coins), X resolved by `x`
    tokens_paid: int | None = None       # tokens spent on it
    param: int | None = None             # numeric parameter (Отравление X, Инкарнация X, добивание на X)
    ability: str | None = None           # the source's feature it uses, if any
    feature_named: str | None = None     # for «теряет [текст]»: the feature to remove
    simple: bool = True                  # a simple (простой) strike as opposed to a special one
    directed: bool = False               # направленный удар: no defender against it
    unanswered: bool = False             # безответный удар: its target does not fight back
    generated: bool = False              # порождённое игродействие: made by an effect, not declared by a player
    redirected: bool = False             # for redirect / assign_defender: the attack already has a target other
                                         # than its initial one (a defender, an earlier redirection: 2012 412.5)
    targeted: bool = True                # a targeted (целевая) ability
    playing: bool = False                # the action is the playing (розыгрыш) of a card
    free: bool = False                   # played or declared for free
    compound: bool = False               # a complex ability («…, при этом …»)
    step: Step = Step.DECLARATION        # the step at which legality is asked
    range: int | None = None             # «дальность X» of the ability used (glossary «Дальность X»)
    to: tuple[int, int] | None = None    # a move's destination cell (legality/board.py)
    via: str | None = None               # how a move relocates: movement | jump | teleport | effect
    about: str | None = None             # the card an effect refers to: «атакованный», «погибший» (legality/board.py)
    earlier: tuple[str, ...] = ()        # a later attack of an ability making several: the cards its earlier attacks
                                         # were declared at, before any redirection (legality/different_targets.py)
    line: int = 0

    @property
    def target(self) -> str | None:
        return self.targets[0] if self.targets else None
