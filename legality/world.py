"""The facts about a card that every question kind reads from one place (DESIGN principle 11):
which features it has, printed and acquired; whether its own card text (or text laid on it) lets it act;
whether its text explicitly overrides a rule (the axe rule).

`legal` reads these through the facts (legality/facts.py), `property` through its plan, `chain` before a
counterstrike, the stack tracer before a battle and when a defender would close. A test asks the same
fact through each kind that can express it and requires the same answer (tests/test_one_world.py).
"""
from __future__ import annotations

import re

from model import Action, ActionKind, Card, GameState, Step

_PARAM = re.compile(r"^\s*(\d+|x|х)(\s|$|[.,;])", re.IGNORECASE)


def _name(s: str) -> str:
    return " ".join(s.replace("ё", "е").replace("Ё", "Е").split()).casefold()


def keyword_name(feature) -> str:
    """A keyword feature's name as the rule tables key it: lower case, «ё» as «е», single spaces."""
    return _name(str(feature.keyword or ""))


def names_ability(feature, name: str) -> bool:
    """A printed feature *is* the named ability when its keyword is that name, or its text is the name
    alone or with its parameter («Броня 2», «Регенерация X»). A sentence that merely mentions the name
    («Не может получать Рывок») is not the ability."""
    want = _name(name)
    if feature.keyword and _name(feature.keyword) == want:
        return True
    text = _name(feature.text).rstrip(".")
    if text == want:
        return True
    return text.startswith(want + " ") and bool(_PARAM.match(text[len(want):]))


def printed_has(card: Card, name: str) -> bool:
    """A feature with a `duration` is in force only where it is laid (docs/cards.md): a grant's ability
    («Концентрация: получает вампиризм до конца вашего хода») is not the card's until its trigger lays it."""
    return any(names_ability(f, name) for f in card.features if f.param("duration") is None)


def has_ability(state: GameState, card_id: str, name: str, edition: str | None) -> tuple[bool | None, tuple]:
    """Whether the card has the ability now: printed, granted or removed by effects in force, resolved by the
    conservativeness rules exactly as the `property` question resolves it. (None, …) when the edition's
    rules leave it undecided; the second item is the rules that decided."""
    if not state.has(card_id):
        return False, ()
    if edition is None:
        return printed_has(state.card(card_id).card, name), ()
    from .effect_order import resolve_direct
    from .questions.property import PropertyQuestion, plan_for
    plan = plan_for(state, PropertyQuestion("", card_id, "ability", name, ()), edition)
    if not plan.effects:
        return plan.base, plan.rules
    outcomes = resolve_direct(plan)
    values = {o.value for o in outcomes}
    if len(values) != 1:
        return None, ()
    return values.pop(), tuple(dict.fromkeys(tuple(outcomes[0].rules) + plan.rules))


def card_verdict(state: GameState, action: Action, edition: str):
    """What the cards' texts (printed and laid on) and the edition's precedence say of an action, without the
    rules' own clauses: the question «may this card act so?» asked of something the rules make happen
    (a counterstrike is not declared, yet «не может атаковать» stops it in the classic game)."""
    from . import evaluator
    from .situation import build
    return evaluator.rule(build(state, action, edition, rules=False, declared=False))


def may_strike(state: GameState, source: str, target: str | None, edition: str):
    """The card-text verdict on `source` dealing a simple strike to `target` (legal | illegal | unknown)."""
    return card_verdict(state, Action(ActionKind.SIMPLE_STRIKE, source, (target,) if target else (),
                                      step=Step.EXECUTION), edition)


def override(state: GameState, card_id: str, topic: str):
    """The card's feature whose text explicitly overrides the rule topic (the axe rule lets it win), or None.
    Kept text counts as well: `overrides` is what its author says the text contradicts."""
    if not state.has(card_id):
        return None
    return next((f for f in state.card(card_id).card.features if topic in f.overrides), None)

