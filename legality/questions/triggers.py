"""`triggers`: how many times does each feature trigger? A view on the `chain` question's run (the same chain,
the same cut, the same rules): per feature of a card, how many times its effect ran, how many times it was not
applied (out of reach, an effect of 0) and whether the chain was cut before it ran again, with the rule.

The question is the `chain` question's (`initial`, the cards' triggers), and optionally `feature: CARD/FEATURE`
to ask about one. Verdicts: `counted` (every order of simultaneous effects gives the same counts), `choice` (the
players' order changes the counts: every outcome is listed), `unknown` (the chain's own unknowns).
Expectation: `counts: {CARD/FEATURE: n}` (the firings in the declared order's chain; a feature not listed is not
compared, a feature named with 0 must not fire).
"""
from __future__ import annotations

from dataclasses import dataclass

from model import GameState

from ..fields import Fields
from . import register
from .chain import ChainAnswer, ChainKind, ChainQuestion, label, rule_chain
from .expect import verdict_and_cites


@dataclass(frozen=True)
class TriggersQuestion:
    text: str
    chain: ChainQuestion
    feature: str | None          # CARD/FEATURE asked about, or None: every feature


def counts(chain) -> dict[str, dict[str, int]]:
    """CARD/FEATURE → {fired, blocked, cut}, in the order the features first appear in the chain."""
    out: dict[str, dict[str, int]] = {}
    for l in chain.links:
        if l.nature == "rule":              # a rule effect (the counterstrike) is no card's feature
            continue
        key = f"{l.owner}/{l.feature}"
        c = out.setdefault(key, {"fired": 0, "blocked": 0, "cut": 0})
        if l.status == "declined":          # an optional («может») trigger its player did not use: not fired
            continue
        c[{"executed": "fired", "blocked": "blocked", "cut": "cut"}[l.status]] += 1
    return out


@dataclass(frozen=True)
class TriggersAnswer:
    verdict: str
    edition: str
    chain: ChainAnswer
    feature: str | None

    def counts(self) -> dict[str, dict[str, int]]:
        got = counts(self.chain.chain)
        return {k: v for k, v in got.items() if self.feature in (None, k)} or (
            {self.feature: {"fired": 0, "blocked": 0, "cut": 0}} if self.feature else {})

    def outcome_counts(self) -> list[dict]:
        return [{k: v["fired"] for k, v in counts(o[2]).items() if self.feature in (None, k)}
                for o in self.chain.outcomes]

    def cites(self) -> set[str]:
        return self.chain.cites()

    def stopped_by(self) -> tuple[str, tuple[str, ...]] | None:
        cut = self.chain.chain.cut
        if cut is None:
            return None
        return f"the chain stops before {label(cut)} runs again (it repeats link {cut.repeats + 1})", cut.rules

    def to_json(self) -> dict:
        stop = self.stopped_by()
        return {"verdict": self.verdict, "edition": self.edition, "feature": self.feature,
                "counts": self.counts(),
                "stopped_by": None if stop is None else {"text": stop[0], "rules": list(stop[1])},
                "outcomes": self.outcome_counts() if self.verdict == "choice" else [],
                "unknown": list(self.chain.unknown), "cites": sorted(self.cites())}

    def lines(self) -> list[str]:
        out = [f"  verdict: {self.verdict}"]
        for k, c in self.counts().items():
            extra = ([f"{c['blocked']} not applied"] if c["blocked"] else []) + (
                ["then stopped by the chain rule"] if c["cut"] else [])
            out.append(f"    {k}: triggers {c['fired']} time{'s' if c['fired'] != 1 else ''}"
                       + (f" ({', '.join(extra)})" if extra else ""))
        stop = self.stopped_by()
        if stop:
            out.append(f"    {stop[0]} [{', '.join(stop[1])}]")
        elif self.chain.verdict == "ended":
            out.append("    the chain ends: nothing triggers any more")
        for note, rules in self.chain.decisions.items():
            out.append(f"    decided by [{', '.join(rules)}]: {note}")
        if self.verdict == "choice":
            for i, oc in enumerate(self.outcome_counts(), 1):
                out.append(f"    order {i}: " + ", ".join(f"{k} {n}" for k, n in oc.items()))
        for u in self.chain.unknown:
            out.append(f"    unknown: {u}")
        return out


class TriggersKind:
    name = "triggers"
    verdicts = ("counted", "choice", "unknown")

    def parse(self, q: Fields, state: GameState) -> TriggersQuestion:
        feature = q.opt("feature", str)
        chain = ChainKind().parse(q, state)
        if feature is not None:
            cid, _, fid = feature.partition("/")
            if not state.has(cid) or state.card(cid).card.feature(fid) is None:
                raise q.error("feature", f"{feature!r} names no feature of a card in the scenario; write CARD/FEATURE")
            if not any(t.feature == fid for t in chain.triggers.get(cid, ())):
                from ..compiled_triggers import why_not
                why = why_not(state.card(cid).card.feature(fid))
                raise q.error("feature", f"{feature} is not a trigger (no `params.chain` in the card language)"
                              if not why else f"{feature}: its compiled trigger is not read by the chain ({why})")
        text = q.opt("text", str, "") or (f"how many times does {feature} trigger?" if feature else
                                          "how many times does each feature trigger?")
        return TriggersQuestion(text, chain, feature)

    def parse_expect(self, ef: Fields) -> dict:
        sub = ef.sub("counts")
        if sub is None:
            return {}
        return {"counts": tuple((str(k), sub.nonneg(k)) for k in sub.node)}

    def answer(self, scenario, edition: str, engine: str = "z3") -> TriggersAnswer:
        q = scenario.question
        ch = rule_chain(scenario.state, q.chain, edition, engine)
        tmp = TriggersAnswer("counted", edition, ch, q.feature)
        if ch.verdict == "unknown":
            verdict = "unknown"
        elif len({tuple(sorted(o.items())) for o in tmp.outcome_counts()}) > 1:
            verdict = "choice"
        else:
            verdict = "counted"
        return TriggersAnswer(verdict, edition, ch, q.feature)

    def matches(self, a: TriggersAnswer, exp) -> list[str]:
        problems = verdict_and_cites(a.verdict, a.cites(), exp)
        got = counts(a.chain.chain)
        for key, n in exp.extra.get("counts", ()):
            fired = got.get(key, {}).get("fired", 0)
            if fired != n:
                problems.append(f"{key} triggers {fired} time(s), expected {n}")
        return problems


register(TriggersKind())
