"""What a proof reports: proved or refuted, the size of what it covered, and its findings, each with a
witness scenario (YAML text `legality check` accepts) where one exists."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Finding:
    kind: str                         # e.g. undecided-conflict, dead, redundant, confirms, two-values
    message: str
    clauses: tuple[str, ...] = ()     # the clauses involved ("edition:number/clause", "card:…", "meta:…")
    rules: tuple[str, ...] = ()       # their rules, cited
    witness: str | None = None        # scenario YAML
    refutes: bool = True              # False: a note (the proof still holds)

    def to_json(self) -> dict:
        return {"kind": self.kind, "message": self.message, "clauses": list(self.clauses),
                "rules": list(self.rules), "refutes": self.refutes, "witness": self.witness}


@dataclass
class ProofResult:
    proof: str                        # short name: conflicts, clauses-decide, values, chains, borrowed, meta
    title: str
    edition: str
    covered: dict = field(default_factory=dict)
    findings: list[Finding] = field(default_factory=list)
    gave_up: list[str] = field(default_factory=list)   # solver timeouts: the proof is then open, not proved
    witnesses: dict = field(default_factory=dict)       # what held, shown: e.g. clause -> where it decides

    @property
    def status(self) -> str:
        if any(f.refutes for f in self.findings):
            return "refuted"
        return "open" if self.gave_up else "proved"

    def to_json(self) -> dict:
        return {"proof": self.proof, "title": self.title, "edition": self.edition, "status": self.status,
                "covered": self.covered, "findings": [f.to_json() for f in self.findings],
                "gave_up": list(self.gave_up), "witnesses": dict(self.witnesses)}


@dataclass(frozen=True)
class Region:
    kind: str                         # legal | cost | property | ability | attack | sequence | situation | outside
    step: str                         # legal: the step asked at; property, ability: the pair of effects;
                                      # attack, sequence: what the region holds (its configurations, its topic)
    rulings: dict                     # edition -> ruling (illegal / legal / value N / unknown)
    deciding: dict                    # edition -> the clauses that decide it there
    cites: dict                       # edition -> the rules the engine cites at the witness
    responsible: tuple[str, ...]      # cited on one side only
    witness: str
    covers: tuple = ()                # attack: the configurations (or the feature) the region holds;
                                      # sequence: the stack topic

    def to_json(self) -> dict:
        return {"kind": self.kind, "step": self.step, "rulings": self.rulings, "covers": [str(c) for c in self.covers],
                "deciding": {k: list(v) for k, v in self.deciding.items()},
                "cites": {k: list(v) for k, v in self.cites.items()}, "responsible": list(self.responsible),
                "witness": self.witness}
