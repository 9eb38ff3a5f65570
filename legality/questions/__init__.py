"""Question kinds. Each module defines a handler with:
  name, verdicts            the kind's name in scenario files and the verdicts it can give
  parse(fields, state)      read the question's fields into a question object
  parse_expect(fields)      read the kind-specific expectation fields (dict)
  answer(scenario, edition, engine) -> Answer   (verdict, cites(), to_json(), lines())
  matches(answer, expectation) -> list[str]      what differs from the expected ruling (empty: matches)
Handlers are found by importing every module of this package, in name order.
"""
from __future__ import annotations

import importlib
import pkgutil

QUESTION_KINDS: dict[str, object] = {}


def register(handler):
    if handler.name in QUESTION_KINDS:
        raise ValueError(f"question kind {handler.name} registered twice")
    QUESTION_KINDS[handler.name] = handler
    return handler


for _info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
    importlib.import_module(f"{__name__}.{_info.name}")
