"""The answer to a `sequence` question: the stack after each event, with every note cited."""
from __future__ import annotations

from dataclasses import dataclass, field

from model.caching import shared


@dataclass(frozen=True)
class Note:
    __deepcopy__ = __copy__ = shared     # immutable: a copy is itself (model/caching.py)
    what: str                    # entered | not-entered | check | step | paused | resolved | removed | paid |
                                 # not-paid | effect | battle | no-battle | defender | closes | obligation |
                                 # died | refused | unknown | attack | choice | trigger | chain-cut | lasting |
                                 # lasting-ends | use | property
    text: str
    entry: str | None = None
    card: str | None = None
    rules: tuple[str, ...] = ()

    def to_json(self) -> dict:
        return {"what": self.what, "entry": self.entry, "card": self.card, "text": self.text,
                "rules": list(self.rules)}


@dataclass(frozen=True)
class TraceStep:
    __deepcopy__ = __copy__ = shared     # immutable: a copy is itself (model/caching.py)
    n: int
    event: str
    line: int
    notes: tuple[Note, ...]
    stack: tuple[str, ...]       # entries in declaration order: for lifo bottom..top, for fifo first..last
    executing: tuple[str, ...] = ()   # entries that have left the stack and are executing (paused)

    def to_json(self) -> dict:
        return {"n": self.n, "event": self.event, "line": self.line, "stack": list(self.stack),
                "executing": list(self.executing), "notes": [n.to_json() for n in self.notes]}


@dataclass(frozen=True)
class Trace:
    edition: str
    order: str                               # lifo | fifo
    steps: tuple[TraceStep, ...]
    final: dict                              # card id -> {zone, open, wounds, lives_left, cell, tokens, ...}
    outcome: dict                            # entered, resolved, removed, paid, not_paid, not_entered, died
    unknown: tuple[str, ...] = ()
    choices: tuple[dict, ...] = ()           # strikes with several reachable outcomes: {entry, strike, stated, outcomes}
    questions: int = 0                       # legality questions asked of the core
    distinct: int = 0                        # of which distinct (the rest were repeats, answered once)
    branches: tuple[dict, ...] = ()          # trigger chains whose outcome is a player's choice (order, «может»)
    asked: tuple[str, ...] = ()              # `ask` events: a state question's answer at a point of the trace

    @property
    def verdict(self) -> str:
        if self.unknown:
            return "unknown"
        return "choice" if any(c["stated"] is None for c in self.choices) or self.branches else "traced"

    def fired(self) -> tuple[str, ...]:
        """The triggered effects that executed, in order (`feature: source → target`)."""
        return tuple(n.text.split(" fires on ")[0] for s in self.steps for n in s.notes
                     if n.what == "trigger" and " fires on " in n.text)

    def cites(self) -> set[str]:
        return {r for s in self.steps for n in s.notes for r in n.rules}

    def to_json(self) -> dict:
        return {"verdict": self.verdict, "edition": self.edition, "order": self.order,
                "steps": [s.to_json() for s in self.steps], "final": self.final,
                **{k: list(v) for k, v in self.outcome.items()}, "unknown": list(self.unknown),
                "choices": list(self.choices), "fired": list(self.fired()), "branches": list(self.branches),
                "asked": list(self.asked), "cites": sorted(self.cites())}

    def lines(self) -> list[str]:
        top = "top" if self.order == "lifo" else "next"
        out = [f"  verdict: {self.verdict} ({'stack: last in, first out' if self.order == 'lifo' else 'Очередь: first in, first out'})"]
        for s in self.steps:
            out.append(f"  {s.n:>3}. {s.event}" + (f"   (line {s.line})" if s.line else ""))
            for n in s.notes:
                cite = f" [{', '.join(n.rules)}]" if n.rules else ""
                out.append(f"         {n.what}: {n.text}{cite}")
            shown = list(s.stack) if self.order == "fifo" else list(reversed(s.stack))
            out.append(f"         stack ({top} first): {', '.join(shown) if shown else 'empty'}"
                       + (f"; executing: {', '.join(s.executing)}" if s.executing else ""))
        for k in ("resolved", "removed", "paid", "not_paid", "not_entered", "died"):
            if self.outcome.get(k):
                out.append(f"  {k.replace('_', ' ')}: {', '.join(self.outcome[k])}")
        out.append("  final state:")
        for cid, c in self.final.items():
            bits = [c["zone"], "open" if c["open"] else "closed"]
            if c["lives_left"] is not None:
                bits.append(f"{c['lives_left']} lives left ({c['wounds']} wounds)")
            if c["cell"]:
                bits.append(f"cell {c['cell']}")
            if c["tokens"]:
                bits.append(f"{c['tokens']} tokens")
            if c["is_defender"]:
                bits.append("defender")
            if c.get("effects"):
                bits.append("effects " + ", ".join(c["effects"]))
            out.append(f"    {cid}: {', '.join(bits)}")
        for u in self.unknown:
            out.append(f"    unknown: {u}")
        for b in self.branches:
            out.append(f"    choice: triggers on {b['event']} reach {len(b['outcomes'])} outcomes (the trace follows "
                       "the first)")
        for c in self.choices:
            values = ", ".join(dict.fromkeys(str(o["value"]) for o in c["outcomes"]["outcomes"]))
            how = f"stated: {c['stated']}" if c["stated"] is not None else "not stated: the trace does not pick one"
            out.append(f"    choice: {c['entry']} ({c['strike']}) reaches values {values} ({how})")
        return out
