"""«Направленный удар» read off the attacking card (2012 glossary «Directed Strike»: no defender may be assigned
against this card's simple or special strike), printed or as a keyword with a condition on the attacked card
(«{direct} по существам с чётным количеством {health}», Дирр-гигант: `params: {against: {current_lives: even}}`;
the judges' dev-140, as dev-135: the current lives, classic:ruling-dev-118 — an edition without it leaves the
condition unknown).

A defender's assignment (`assign_defender`: its source the defender, its target the attacked card) reads it off
the attacker, the action's `about` (the `sequence` tracer sets it to the source of the strike defended against; a
`legal` question may state it). An attacker not given is no directed strike the checker can see (as before: the
action's own `directed` says it); a condition it does not read is `unknown` (`directed_unknowns`), never a guess.
"""
from __future__ import annotations

from model import Action, ActionKind

from .type_changes import current_type

DIRECTED = "направленный удар"
STRIKES = (ActionKind.SIMPLE_STRIKE, ActionKind.SPECIAL_STRIKE)
CREATURE_TYPES = ("creature", "flyer", "symbiote")
PARITY = {"even": 0, "odd": 1}


def _keywords(state, cid):
    return [f for f in state.card(cid).card.features
            if (f.keyword or "").casefold().replace("ё", "е") == DIRECTED]


def _meets(state, f, attacked, edition) -> bool | None:
    """Whether the keyword's condition holds against the attacked card; None when it cannot be read."""
    cond = f.param("against")
    if not cond:
        return True
    if not isinstance(cond, dict) or set(cond) != {"current_lives"} or cond["current_lives"] not in PARITY:
        return None
    if current_lives_rule(edition) is None:     # printed or current lives: the judges' reading only
        return None
    if attacked is None or not state.has(attacked):
        return None
    c = state.card(attacked)
    if current_type(c).value not in CREATURE_TYPES:      # «по существам»
        return False
    if c.lives_left is None:
        return None
    return c.lives_left % 2 == PARITY[cond["current_lives"]]


def current_lives_rule(edition):
    from .registry import topic_rule
    return topic_rule(edition, "computed-current-lives") if edition else None


def directed_by_text(state, action: Action, edition: str | None) -> bool | None:
    """For a defender's assignment: whether the attacker's («about») «Направленный удар» makes its strike
    directed (True, False, or None when a condition of it is not known). The strike's kind is not in the
    assignment: a printed keyword covers its simple and special strikes alike (the glossary)."""
    if action.kind is not ActionKind.ASSIGN_DEFENDER or not action.about or not state.has(action.about):
        return False
    out = False
    for f in _keywords(state, action.about):
        got = _meets(state, f, action.target, edition)
        if got:
            return True
        if got is None:
            out = None
    return out


def directed_unknowns(state, action: Action, edition: str) -> tuple[str, ...]:
    if action.directed or directed_by_text(state, action, edition) is not None:
        return ()
    return (f"whether {action.about}'s «Направленный удар» holds against {action.target} is not known: its "
            f"condition on that card is not read, or no rule of {edition} says whether its lives are the printed "
            "or the current ones",)


def directed_reasons(state, action: Action, edition: str) -> tuple:
    """The judges' reading that decided a conditional «Направленный удар» (current lives), named in the verdict."""
    if action.directed or action.kind is not ActionKind.ASSIGN_DEFENDER or not action.about \
            or not state.has(action.about) or not action.target or not state.has(action.target):
        return ()
    conds = [f for f in _keywords(state, action.about) if f.param("against")]
    r = current_lives_rule(edition)
    if not conds or r is None or directed_by_text(state, action, edition) is None:
        return ()
    from .verdict import Reason
    return (Reason(code="directed-by-current-lives", rule=r.id, rules=(r.id,),
                   message=f"{action.about}'s «{conds[0].text}» reads the current lives of {action.target} "
                           f"({state.card(action.target).lives_left}), not the printed ones ({r.id})"),)
