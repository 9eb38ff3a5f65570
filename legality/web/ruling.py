"""One ruling for the page: scenario text in, the same JSON `legality check --json` prints out.

Runs inside a worker process (legality.web.workers). The text is read by the project's YAML loader (safe:
no tags, no objects) and the project's scenario parser, then ruled by `rule_scenario`: the page and the
CLI share one code path. Nothing here opens a file: the scenario's name is only a label for messages.
"""
from __future__ import annotations

from ..api import rule_scenario
from ..cli.output import ruling_json, verdict_lines
from ..errors import InputError
from ..registry import EDITIONS
from ..scenario import parse_scenario
from ..yamlfile import load

PAGE_NAME = "страница.yaml"   # how the page's scenario is named in one-line errors


def check_limits(name: str, text: str, max_bytes: int, max_cards: int):
    """The page's own limits, checked before the scenario parser sees the text."""
    size = len(text.encode("utf-8"))
    if size > max_bytes:
        raise InputError(name, None, "file", f"the scenario is {size:,} bytes; the page's limit is {max_bytes:,}")
    doc = load(name, text)
    if isinstance(doc, dict) and "card_base" in doc:
        # a path in a posted scenario would let the page open files: only the base given at start is read
        raise InputError(name, doc.line_of("card_base"), "card_base",
                         "the page opens no files: it offers the card base `legality serve --cards` was started with")
    cards = doc.get("cards") if isinstance(doc, dict) else None
    if isinstance(cards, list) and len(cards) > max_cards:
        raise InputError(name, getattr(cards, "line", None), "cards",
                         f"{len(cards)} cards; the page's limit is {max_cards}")
    return doc


def rule_text(text: str, edition: str | None = None, engine: str = "z3", name: str = PAGE_NAME,
              max_bytes: int = 200_000, max_cards: int = 40) -> dict:
    """{"ok": true, "title", "kind", "rulings": [ruling JSON + lines + svg]} or {"ok": false, "error": one line}."""
    try:
        if edition is not None and edition not in EDITIONS:
            raise InputError("request", None, "edition",
                             f"unknown edition {edition!r}; expected one of: {', '.join(EDITIONS)}")
        doc = check_limits(name, text, max_bytes, max_cards)
        sc = parse_scenario(name, doc)
        rulings = rule_scenario(sc, [edition] if edition else None, engine)
    except InputError as e:
        return {"ok": False, "error": e.one_line()}
    out = []
    for r in rulings:
        j = ruling_json(r)
        j["lines"] = r.answer.lines() if hasattr(r.answer, "lines") else verdict_lines(r.answer)
        j["svg"] = chain_svg(r)
        out.append(j)
    return {"ok": True, "title": sc.title, "kind": sc.kind, "rulings": out}


def chain_svg(r) -> str | None:
    """A chain question's chain drawn by graphs.draw, with the cut edge marked."""
    chain = getattr(r.answer, "chain", None)
    if chain is None:
        return None
    from graphs import draw
    return draw.to_svg(chain.graph(), f"{r.scenario.title} [{r.edition}]")


def timed_out(seconds: float, edition: str | None) -> dict:
    """What the page shows for a ruling ended at the time limit: `unknown`, with the cause."""
    return _unknown(f"the ruling did not finish within the page's time limit of {seconds:g} s and was stopped; "
                    f"the checker cannot say (run `legality check` on the scenario for no limit)", edition)


def worker_died(edition: str | None) -> dict:
    return _unknown("the process ruling on this scenario ended without an answer; the checker cannot say", edition)


def checker_failed(what: str, edition: str | None) -> dict:
    return _unknown(f"the checker failed on this scenario ({what}); it cannot say", edition)


def _unknown(cause: str, edition: str | None) -> dict:
    answer = {"verdict": "unknown", "edition": edition or "", "unknown": [cause], "cites": []}
    return {"ok": True, "title": "", "kind": "", "unanswered": True,   # not kept: a later try may answer
            "rulings": [{"edition": edition or "", "answer": answer, "matches": None, "problems": [],
                         "lines": ["  verdict: unknown", f"    unknown: {cause}"], "svg": None,
                         "title": "", "question": "", "kind": ""}]}
