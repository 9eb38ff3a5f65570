"""The stack (classic) and the Очередь (heroes), followed step by step.

A `sequence` scenario lists declarations and events; `trace(state, events, edition, engine)` follows the
entries through their steps, re-checks legality before calculation and before execution with the core's
legality API, and returns a `Trace`: the stack after each event, what entered, resolved, was removed and
why, what was paid, and the final state.
"""
from .tracer import trace

__all__ = ["trace"]
