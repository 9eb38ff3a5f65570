"""Reading an action from scenario YAML (`action: {kind, source, target, ...}`) and describing it.

Shared by the `legal` question kind and the stack's events (legality.stack), so that neither imports the
other: the question kinds import the stack, and the stack must import without the question kinds.
"""
from __future__ import annotations

import re

from model import Action, ActionKind, GameState, Step

from .ability_makers import check_ability
from .board import VIA, read_cell
from .errors import InputError
from .fields import Fields

X_FROM = ("tokens", "cost", "cards", "declared")


def parse_action(q: Fields, state: GameState) -> Action:
    a = q.sub("action", required=True)
    kind = a.enum("kind", ActionKind, required=True)
    ids = {c.id for c in state.cards}

    def card_ref(key):
        v = a.opt(key, str)
        if v is not None and v not in ids:
            raise a.error(key, f"names card {v!r}, which is not in the scenario's cards "
                               f"({', '.join(sorted(ids))})")
        return v

    source = card_ref("source")
    targets = []
    if a.has("target") and a.has("targets"):
        raise a.error("targets", "give target or targets, not both")
    if a.has("target"):
        targets = [card_ref("target")]
    for line, t in a.items("targets"):
        if not isinstance(t, str) or t not in ids:
            raise InputError(a.path, line, a.name("targets"), f"names card {t!r}, which is not in the scenario")
        targets.append(t)
    to = read_cell(a, "to")
    earlier = []
    for line, t in a.items("earlier"):
        if not isinstance(t, str) or t not in ids:
            raise InputError(a.path, line, a.name("earlier"), f"names card {t!r}, which is not in the scenario")
        earlier.append(t)
    via = a.enum("via", VIA)
    summons = (ActionKind.SUMMON, ActionKind.RESURRECT, ActionKind.INCARNATE)   # the destination cell is a target
    if (via is not None or (to is not None and kind not in summons)) and kind is not ActionKind.MOVE:
        raise a.error("to" if to is not None else "via", "only a move has a destination and a way of moving (a "
                                                         "summon, resurrection or incarnation: a destination cell only)")
    x = a.nonneg("x", None)
    x_from = a.enum("x_from", X_FROM)
    if x is not None and x_from is None:
        raise a.error("x_from", "an action with x must say what X counts: " + ", ".join(X_FROM))
    action = Action(
        kind=kind, source=source, targets=tuple(t for t in targets if t), x=x, x_from=x_from,
        tokens_paid=a.nonneg("tokens_paid", None), param=a.nonneg("param", None),
        ability=a.opt("ability", str), feature_named=a.opt("feature", str),
        simple=a.opt("simple", bool, True), directed=a.opt("directed", bool, False),
        unanswered=a.opt("unanswered", bool, False), generated=a.opt("generated", bool, False),
        redirected=a.opt("redirected", bool, False),
        targeted=a.opt("targeted", bool, True), playing=a.opt("playing", bool, False),
        free=a.opt("free", bool, False), compound=a.opt("compound", bool, False),
        step=q.enum("step", Step, default=Step.DECLARATION), range=a.nonneg("range", None), to=to,
        via=via, about=card_ref("about"), earlier=tuple(earlier), line=a.line())
    _check_printed_param(a, state, action)
    check_ability(a, state, action)
    a.done()
    return action


_TOKEN_COST = re.compile(r"^\s*(\d+)\s+фишк[аиу]?\b|^\s*(\d+)\s+фишек\b")


def tokens_to_pay(state: GameState, action: Action) -> int | None:
    """The tokens the action spends: the scenario's `tokens_paid` (or X of tokens), else the printed cost of the
    ability it names («{counter}{tap}: …», compiled `cost: 1 фишка + закрыться`, 2012 104.5). Without the printed
    cost the card kept its tokens and could declare the ability with none (found on Фагор, dev-286). The legality
    facts and the trace's payment read it alike."""
    if action.tokens_paid is not None:
        return action.tokens_paid
    if action.x_from == "tokens":
        return action.x
    if not action.ability or not action.source or not state.has(action.source):
        return None
    f = next((g for g in state.card(action.source).card.features if g.id == action.ability), None)
    m = _TOKEN_COST.match(str(f.param("cost") or "")) if f is not None and f.params else None
    return int(m.group(1) or m.group(2)) if m else None


def _check_printed_param(a: Fields, state: GameState, action: Action) -> None:
    """A shot, throw, special strike … naming its card's ability with a printed value: a stated `param` is one of
    its values (2012 205.7: X-Y-Z, or X), else the scenario contradicts the card."""
    from .attack.ability_value import BY_ABILITY, ability_value, special_value
    kind = action.kind.value                 # the five kinds are named alike as actions and as attacks
    if action.param is None or action.ability is None or action.source is None:
        return
    if kind in BY_ABILITY:
        values, _why = ability_value(state.card(action.source), kind, action.ability)
    elif kind == "special_strike":           # «Особый удар на 2»: where its ability prints the value
        values = (special_value(state.card(action.source), action.ability) or (None, ""))[0]
    else:
        return
    if values is not None and action.param not in values:
        shown = str(values[0]) if len(set(values)) == 1 else "-".join(map(str, values))
        raise a.error("param", f"{action.source}'s ability {action.ability!r} is a {kind} of {shown} as printed: "
                               f"param {action.param} is none of its values (param is the ability's own value, 2012 205.7)")


def describe(a: Action) -> str:
    parts = [a.kind.value]
    if a.source:
        parts.append(f"by {a.source}")
    if a.targets:
        parts.append(f"on {', '.join(a.targets)}")
    if a.x is not None:
        parts.append(f"X={a.x} ({a.x_from})")
    if a.param is not None:
        parts.append(f"param {a.param}")
    if a.step is not Step.DECLARATION:
        parts.append(f"at {a.step.value}")
    return "may " + " ".join(parts) + "?"
