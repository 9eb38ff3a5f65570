"""`sequence`: follow the stack (classic) or the Очередь (heroes) through declarations and events.

The question lists `events` (see `legality/stack/events.py` and docs/stack.md); the answer is a trace: the
stack after each event, what entered, resolved or was removed and why, what was paid, and the final state.
A strike's value comes from `legality.attack` (legality/stack/strike.py): verdict `choice` when a strike's
value is a player's choice the declaration does not state. Expectations: `resolved`, `removed`, `paid`, `not_paid`, `not_entered`, `died` (lists of ids, in the order
they happen), `stack` (the entries left at the end) and `final` ({card: {field: value}}).
"""
from __future__ import annotations

from dataclasses import dataclass

from model import GameState

from ..errors import InputError
from ..fields import Fields
from ..stack.events import Event, parse_events
from . import register
from .expect import verdict_and_cites

LIST_KEYS = ("entered", "resolved", "removed", "paid", "not_paid", "not_entered", "died", "stack", "fired", "asked")
FINAL_FIELDS = ("zone", "open", "wounds", "lives_left", "extra_lives", "negative_lives", "poison", "cell", "tokens",
                "is_defender", "defended_this_turn", "acted_this_turn",
                "effects")


@dataclass(frozen=True)
class SequenceQuestion:
    text: str
    events: tuple[Event, ...]
    triggers: dict | None = None      # card id -> its triggers (the chain kind's reading): they fire in the trace


class SequenceKind:
    name = "sequence"
    verdicts = ("traced", "choice", "unknown")

    def parse(self, q: Fields, state: GameState) -> SequenceQuestion:
        text = q.opt("text", str, "")
        events = parse_events(q, state)
        from .chain import scenario_triggers
        return SequenceQuestion(text or f"what happens on the stack over {len(events)} events?", events,
                                scenario_triggers(q.path, state))

    def parse_expect(self, ef: Fields) -> dict:
        out = {}
        for key in LIST_KEYS:
            if ef.has(key):
                out[key] = tuple(v for _, v in ef.texts(key))
        if ef.has("final"):
            ff = ef.sub("final")
            final = {}
            for cid in list(ff.node):
                cf = ff.sub(cid)
                for k in list(cf.node):
                    if k not in FINAL_FIELDS:
                        raise cf.error(k, f"unknown field; expected one of: {', '.join(FINAL_FIELDS)}")
                    cf.used.add(k)
                final[str(cid)] = {k: cf.node[k] for k in FINAL_FIELDS if k in cf.node}
            out["final"] = final
        return out

    def answer(self, scenario, edition: str, engine: str = "z3"):
        from ..stack import trace
        return trace(scenario.state, scenario.question.events, edition, engine, scenario.question.triggers)

    def matches(self, answer, exp) -> list[str]:
        problems = verdict_and_cites(answer.verdict, answer.cites(), exp)
        got = dict(answer.outcome)
        got["stack"] = answer.steps[-1].stack if answer.steps else ()
        got["fired"], got["asked"] = answer.fired(), answer.asked
        for key in LIST_KEYS:
            if key in exp.extra and tuple(got[key]) != exp.extra[key]:
                problems.append(f"{key}: {list(got[key])}, expected {list(exp.extra[key])}")
        for cid, fields in exp.extra.get("final", {}).items():
            if cid not in answer.final:
                problems.append(f"final: no card {cid!r}")
                continue
            for k, v in fields.items():
                if answer.final[cid][k] != v:
                    problems.append(f"final {cid}.{k}: {answer.final[cid][k]!r}, expected {v!r}")
        return problems


register(SequenceKind())
