"""Typed verdicts: what the command prints and the API returns."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field


@dataclass(frozen=True)
class Reason:
    code: str
    rule: str | None                 # the primary rule cited
    rules: tuple[str, ...]           # every rule this reason rests on (precedence rules included)
    message: str
    fixes: tuple[str, ...] = ()
    clauses: tuple[str, ...] = ()    # the tracked clauses of this reason (a minimal unsatisfiable subset)
    card: str | None = None          # the card clause involved
    feature: str | None = None
    text: str | None = None

    def to_json(self) -> dict:
        return {k: (list(v) if isinstance(v, tuple) else v) for k, v in asdict(self).items()}


@dataclass(frozen=True)
class Verdict:
    verdict: str                               # legal | illegal | unknown
    edition: str
    reasons: tuple[Reason, ...] = ()           # illegal: every independent reason
    decided_by: tuple[Reason, ...] = ()        # legal: the permissions and precedence rules that decided it
    overridden: tuple[Reason, ...] = ()        # prohibitions that applied and lost
    unknown: tuple[str, ...] = ()              # why the verdict is unknown
    undecided: tuple[Reason, ...] = ()         # unknown: pairs of clauses that apply with no precedence rule
                                               # in force deciding between them (each names both clauses)
    consequence: str | None = None             # at a later step: what happens to the action on the stack
    consequence_rules: tuple[str, ...] = ()
    engine: str = "z3"

    def cites(self) -> set[str]:
        out = set(self.consequence_rules)
        for r in self.reasons + self.decided_by + self.overridden + self.undecided:
            out.update(r.rules)
        return out

    def to_json(self) -> dict:
        return {
            "verdict": self.verdict,
            "edition": self.edition,
            "reasons": [r.to_json() for r in self.reasons],
            "decided_by": [r.to_json() for r in self.decided_by],
            "overridden": [r.to_json() for r in self.overridden],
            "unknown": list(self.unknown),
            "undecided": [r.to_json() for r in self.undecided],
            "consequence": self.consequence,
            "consequence_rules": list(self.consequence_rules),
            "cites": sorted(self.cites()),
        }
