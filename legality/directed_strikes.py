"""«Направленный удар» read off the attacking card (2012 glossary «Directed Strike»: no defender may be assigned
against this card's simple or special strike), printed or as a keyword with a condition on the attacked card
(«{direct} по существам с чётным количеством {health}», Дирр-гигант: `params: {against: {current_lives: even}}`;
the judges' dev-140, as dev-135: the current lives, classic:ruling-dev-118 — an edition without it leaves the
condition unknown), or on where it stands («{direct} по картам, стоящим рядом с вашими существами с
дополнительными {health}», Вуйвр: `params: {against: {next_to_own_with_extra_lives: true}}`; a parasite stands
next to its host, 2012 210.9.a, so the host of the attacker's parasite with an additional life qualifies: dev-157).

A defender's assignment (`assign_defender`: its source the defender, its target the attacked card) reads it off
the attacker, the action's `about` (the `sequence` tracer sets it to the source of the strike defended against; a
`legal` question may state it). An attacker not given is no directed strike the checker can see (as before: the
action's own `directed` says it); a condition it does not read is `unknown` (`directed_unknowns`), never a guess.
"""
from __future__ import annotations

from model import Action, ActionKind, Zone

from .type_changes import current_type

DIRECTED = "направленный удар"
STRIKES = (ActionKind.SIMPLE_STRIKE, ActionKind.SPECIAL_STRIKE)
CREATURE_TYPES = ("creature", "flyer", "symbiote")
PARITY = {"even": 0, "odd": 1}


def _keywords(state, cid):
    return [f for f in state.card(cid).card.features
            if (f.keyword or "").casefold().replace("ё", "е") == DIRECTED]


def _next_to_own_with_extra_lives(state, attacker, attacked) -> bool | None:
    """«по картам, стоящим рядом с вашими существами с дополнительными {health}»: a creature (208.2: flyers and
    symbiotes too) of the attacker's controller with an additional life (2012 204.2) stands next to the attacked
    card (a symbiote next to its host, 210.9.a; a flyer next to none, 211.4); None when a cell is not given."""
    from .board import adjacency
    if attacked is None or not state.has(attacked):
        return None
    owner = state.card(attacker).controller
    out = False
    for c in state.cards:
        if c.zone is not Zone.PLAY or c.controller is not owner or c.extra_lives <= 0 \
                or current_type(c).value not in CREATURE_TYPES:
            continue
        near = adjacency(state, c.id, attacked)
        if near is True:
            return True
        if near is not False:
            out = None
    return out


def _meets(state, f, attacked, edition, attacker=None) -> bool | None:
    """Whether the keyword's condition holds against the attacked card; None when it cannot be read."""
    cond = f.param("against")
    if not cond:
        return True
    if isinstance(cond, dict) and set(cond) == {"next_to_own_with_extra_lives"} and attacker is not None:
        got = _next_to_own_with_extra_lives(state, attacker, attacked)
        return got if got is None or cond["next_to_own_with_extra_lives"] else not got
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
        got = _meets(state, f, action.target, edition, action.about)
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
    conds = [f for f in _keywords(state, action.about) if f.param("against")
             and "current_lives" in (f.param("against") or {})]
    out = _host_reasons(state, action, edition)
    r = current_lives_rule(edition)
    if not conds or r is None or directed_by_text(state, action, edition) is None:
        return out
    from .verdict import Reason
    return out + (Reason(code="directed-by-current-lives", rule=r.id, rules=(r.id,),
                   message=f"{action.about}'s «{conds[0].text}» reads the current lives of {action.target} "
                           f"({state.card(action.target).lives_left}), not the printed ones ({r.id})"),)


def _host_reasons(state, action: Action, edition: str) -> tuple:
    """A «рядом с вашими существами …» condition met by a symbiote or parasite standing on the attacked card:
    the rule that makes them adjacent (2012 210.9.a) decided it, and the verdict names it."""
    from .board import host_pair
    from .registry import topic_rule
    from .verdict import Reason
    if not any((f.param("against") or {}).get("next_to_own_with_extra_lives") for f in _keywords(state, action.about)):
        return ()
    owner = state.card(action.about).controller
    hosted = [c.id for c in state.cards if c.zone is Zone.PLAY and c.controller is owner and c.extra_lives > 0
              and host_pair(state, c.id, action.target)]
    r = topic_rule(edition, "symbiote-adjacency")
    if not hosted or r is None:
        return ()
    return (Reason(code="directed-next-to-symbiote", rule=r.id, rules=(r.id,),
                   message=f"{hosted[0]}, with an additional life, stands on {action.target} and so next to it "
                           f"({r.id}): {action.about}'s «Направленный удар» holds against it"),)
