"""Conditions of a laid effect's trigger that read the turn or the effect's source (the trigger language's `where`):

    where: {assaulted_this_turn: false}     # «если … в свой следующий ход не нападет {strike}»: the carrier has
                                            #   declared no simple strike this turn (the trace's history; a strike
                                            #   an effect made it take alone: unknown)
    where: {wounded_this_turn: false}       # Концентрация (2012 glossary): the carrier received no wounds this turn
                                            #   (the trace's history; rechecked as it resolves: legality/stack/firing.py)
    where: {next_to_effect_source: true}    # «если атакованный стоит рядом с Рысью»: the carrier stands next to
                                            #   the card whose feature laid this effect, where that card is now
    where: {unwounded_after: true}          # «если после этого у Келе нет ран»: the trigger's card has no wounds
                                            #   as its effect resolves (after the effects before it: only a trace
                                            #   reads it, legality/stack/firing.py; classic:ruling-dev-301)

A source that has left play stands next to nothing (2012 207.7 read with the judges' dev-044: the effect lasts, its
condition fails). Read by the chain rules (legality/chain_rules.py `_where`) for the `sequence` tracer; where a
condition cannot be read (no history, no single source, a cell not given) the trigger does not fire and the answer
is `unknown`, naming why.
"""
from __future__ import annotations

from model import Zone

from .registry import topic_rule

FROM_START = "state.from_turn_start: true"


def turn_unstated(what: str) -> str:
    """The `unknown` cause of a reading of the turn's history that the part of the turn before the scenario could
    change, naming what reads it and what to state (legality/stack/history.py)."""
    return (f"{what} is read off the turn's history, and the turn began before the scenario's first event: what "
            f"happened earlier in the turn could change it (state `{FROM_START}` if nothing did, or begin the "
            "events with a `turn`)")


BOOL_CONDITIONS = ("assaulted_this_turn", "next_to_effect_source", "wounded_this_turn", "unwounded_after")


def effect_condition(rules, owner: str, key: str, trig) -> bool | None:
    """Whether the condition holds for the trigger's carrier `owner` (None: not decided; `rules.unknown` says why).
    `rules` is the chain's ChainRules (cards, state, history, decisions, unknown, edition)."""
    if key == "assaulted_this_turn":
        if rules._history is None:
            rules.unknown.append(f"{owner}: whether it attacked with a simple strike this turn is read off the "
                                 "turn's history, which only a trace has")
            return None
        seen = [k for k, s, _t in rules._history() if s == owner]
        if "assault" not in seen and "generated_assault" in seen:
            rules.unknown.append(f"{owner} struck this turn only in a fight an effect made: whether that is «нападение» "
                                 "is not read")
            return None
        did = "assault" in seen
        if not did and not getattr(rules._history(), "complete", True):
            rules.unknown.append(turn_unstated(f"{owner}: whether it attacked with a simple strike this turn"))
            return None
        rules.decisions.setdefault(f"{owner} has {'' if did else 'not '}attacked with a simple strike this turn", ())
        return did
    if key == "wounded_this_turn":
        return wounded_this_turn(rules, owner)
    if key == "unwounded_after":          # read as the effect resolves (firing.py); fires, if a trace follows it
        if rules._history is None:
            rules.unknown.append(f"{owner}: whether it has no wounds «после этого» is read as its effect resolves, "
                                 "after the effects before it: only a trace follows that")
            return None
        return True
    if key == "next_to_effect_source":
        from .board import adjacency
        c = rules.cards.get(owner)
        sources = {e.source for e in (c.effects if c is not None else ()) if trig is not None
                   and e.feature == trig.feature}
        if len(sources) != 1:
            rules.unknown.append(f"{owner}: the source of the effect carrying «{getattr(trig, 'feature', '?')}» is "
                                 + ("not laid on it" if not sources else "not one card"))
            return None
        (src,) = sources
        r = topic_rule(rules.edition, "effect-source-gone")
        board = topic_rule(rules.edition, "board-adjacency")
        s = rules.cards.get(src)
        if s is None or s.zone is not Zone.PLAY:
            if r is None:
                rules.unknown.append(f"{owner}: its effect's source {src} has left play: no rule of {rules.edition} "
                                     "here says how a condition on it reads")
                return None
            rules.decisions.setdefault(f"{src}, the source of the effect on {owner}, has left play: {owner} stands "
                                       "next to nothing of it", (r.id,) + ((board.id,) if board else ()))
            return False
        adj = adjacency(rules.state, owner, src)
        if isinstance(adj, str) or board is None:
            rules.unknown.append(adj[1:] if isinstance(adj, str) else
                                 f"{owner}: no rule of {rules.edition} here says which cards stand next to each other")
            return None
        rules.decisions.setdefault(f"{owner} {'stands' if adj else 'does not stand'} next to {src}", (board.id,))
        return adj
    raise ValueError(key)


def wounded_this_turn(rules, owner: str) -> bool | None:
    """Whether `owner` has received wounds this turn, read off the trace's history (its wounds since the trace
    began: the scenario's state is the turn's start). The 2012 glossary's Концентрация reads it."""
    r = topic_rule(rules.edition, "concentration")
    if r is None or rules._history is None:
        rules.unknown.append(f"{owner}: whether it received wounds this turn is read off the turn's history, which "
                             + ("only a trace has" if r is not None else f"no rule of {rules.edition} here reads"))
        return None
    log = rules._history()
    did = any(k == "wounded" and t == owner for k, _s, t in log)
    if not did and not getattr(log, "complete", True):    # an earlier wound would make it true: not known
        rules.unknown.append(turn_unstated(f"{owner}: whether it received wounds this turn"))
        return None
    rules.decisions.setdefault(f"{owner} has {'' if did else 'not '}received wounds this turn", (r.id,))
    return did
