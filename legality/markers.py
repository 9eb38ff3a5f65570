"""Markers on cards: «маркер удушения», «удушение отпрыском», «маркер охоты» … A marker is a lasting effect laid on
its carrier (a scenario card's `effects`, a trace's `lay`, a trigger's `grant`) whose feature names it:
`params: {marker: удушение}` — one Effect record, one marker (two records of one feature: two markers).

A deontic feature counting them («существо с одним маркером не может передвигаться, с двумя также не может
атаковать») carries `params: {markers: {name: удушение, at_least: 2}}`: its clause holds only for an action whose
source carries at least that many markers of that name. The judges (`classic:ruling-dev-357`, rule module
legality/rules/markers.py): markers count by their name whoever laid them, a card of either squad; markers of
another name never count (dev-076: Отпрыск твари's and Тварь's). Read by the situation's card clauses
(legality/situation.py), so `legal`, `oblige` and each declaration of a `sequence` read them alike.
"""
from __future__ import annotations

from model import GameState

from .registry import topic_rule
from .verdict import Reason


def marker_name(state: GameState, effect) -> str | None:
    """The marker an Effect record lays (its feature's `marker`), or None."""
    if not state.has(effect.source):
        return None
    f = state.card(effect.source).card.feature(effect.feature)
    v = f.param("marker") if f is not None else None
    return str(v) if v else None


def marker_count(state: GameState, card_id: str | None, name: str) -> int:
    if card_id is None or not state.has(card_id):
        return 0
    return sum(1 for e in state.card(card_id).effects if marker_name(state, e) == name)


def marker_condition(feature) -> tuple[str, int] | None:
    spec = feature.param("markers")
    if not spec:
        return None
    d = dict(spec)
    return str(d["name"]), int(d.get("at_least", 1))


def markers_hold(state: GameState, action, feature) -> bool:
    """Whether a marker-counting feature's condition holds for the action (read on its source)."""
    cond = marker_condition(feature)
    if cond is None:
        return True
    name, n = cond
    return marker_count(state, action.source, name) >= n


def marker_reasons(state: GameState, action, edition: str) -> tuple[tuple[Reason, ...], tuple[str, ...]]:
    """(reasons, unknown): for every marker-counting feature governing this action's kind, the count read and
    the rule that reads it; without that rule under the edition, unknown."""
    reasons, unknown = [], []
    rule = topic_rule(edition, "marker-count")
    for cs in state.cards:
        for f in cs.card.features:
            cond = marker_condition(f)
            if cond is None or action.kind not in f.actions:
                continue
            name, n = cond
            if rule is None:
                unknown.append(f"{cs.card.name} ({cs.id}) «{f.text}» counts markers «{name}»: no rule of {edition} "
                               "says whose markers count")
                continue
            got = marker_count(state, action.source, name)
            reasons.append(Reason(
                code="marker-count", rule=rule.id, rules=(rule.id,),
                message=f"{action.source} carries {got} marker(s) «{name}» (counted whoever laid them, no other "
                        f"name): «{f.text}» of {cs.id} {'applies' if got >= n else 'does not apply'} (from {n})"))
    seen, out = set(), []
    for r in reasons:
        if r.message not in seen:
            seen.add(r.message)
            out.append(r)
    return tuple(out), tuple(dict.fromkeys(unknown))
