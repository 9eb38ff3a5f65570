"""Opening a card during a turn, and acting X times per turn (classic 2012 219.4, 219.4.a, glossary «Act X times
per turn»). The classic editions take them by fallback.

- 219.4: a card opened during a turn (by an effect, not kept open by its text) may act again that turn: the
  `sequence` tracer sets its count of card actions (`acted_this_turn`) back to 0 when a closed card opens
  (legality/stack/tracer.py `opened`); a card kept open after an action has still acted (dev-154, dev-302, dev-386).
- 219.4.a: a card that may act X times a turn acts X times again: the count starts over (the judges' dev-248,
  Минотавр opened by Ойуун strikes twice again).
- «Act X times per turn»: a text permitting N strikes a turn («может атаковать {strike} 2 раза за ход»,
  legality/strikes_per_turn.py) lets the card make its 2nd … N-th strike after acting: the fact
  `action.more_acts` (N-1, legality/facts.py) raises the card-action clause's bound (rules/card_actions.py). A text
  with a condition the checker does not read («только подряд и по разным картам») keeps that strike `unknown`.
"""
from ..registry import rule

OPENED_ACTS_AGAIN = rule(
    "classic-2012:219.4", "A card opened during a turn may act again",
    """A card opened during a player's turn fully restores its movement allowance and may act that turn if
otherwise able. (Карта, открытая во время хода игрока, полностью восстанавливает запас движения и может действовать
в этот ход, если ничто иное не мешает.)""",
    "A closed card that opens during a turn (by an effect) may act again that turn: its card actions of the turn "
    "no longer stop it (the card-action rule counts from the opening).",
    topic="opened-acts-again",
    note="Applied by the sequence tracer when a closed card opens (legality/stack/tracer.py `opened`). The movement "
         "allowance is not modelled apart from the card-action count.",
)

ACTS_X_TIMES_AGAIN = rule(
    "classic-2012:219.4.a", "Opened: X actions a turn again",
    """If the card may act X times per turn, opening it during a turn lets it act X times again that turn. (Если
карта может действовать X раз за ход, то, открывшись во время хода, она снова может действовать X раз в этот
ход.)""",
    "A card that may act X times a turn, opened during the turn, may act X times again (its count starts over).",
    topic="opened-acts-x-again",
    note="Judges' ruling dev-248 (Минотавр opened by Ойуун strikes twice again).",
)

ACT_X_TIMES = rule(
    "classic-2012:действовать-x-раз-за-ход", "Act X times per turn",
    """Act X times per turn: The ability to declare actions X times in a turn. (Действовать X раз за ход —
способность объявлять действия X раз за ход.)""",
    "A card whose text lets it strike N times a turn may make a further strike of those kinds while it has made "
    "fewer than N card actions this turn (the card-action rule's bound is N, not 1).",
    topic="acts-per-turn",
    note="Read by legality/facts.py (`action.more_acts`, from legality/strikes_per_turn.py) and the card-action "
         "clause (rules/card_actions.py); a condition of the text not read keeps the strike unknown.",
)
