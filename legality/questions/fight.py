"""`fight`: what does this fight end with? The outcome of a battle as a value — who is wounded and how much, who
is destroyed, who closed or opened — with every outcome the die rolls can reach, each with its rolls. A view on
the stack tracer's battle (legality/stack/fight.py), never a second model of it.

Verdicts: `fixed` (one outcome), `outcomes` (the rolls decide between several), `unknown` (something the checker
cannot rule could change it). Expectations: `outcomes:` a list of {wounds: {card: n}, destroyed: [...],
closed: [...], opened: [...]} — the answer must have exactly these outcomes (each compared on the fields given).
"""
from __future__ import annotations

from dataclasses import dataclass

from model import ATTACKS, GameState

from ..action_io import parse_action
from ..fields import Fields
from ..stack.fight import FightResult, FightSpec, resolve_fight
from . import register
from .expect import match_outcomes, verdict_and_cites

STRENGTHS = ("weak", "medium", "strong", "miss")
OUTCOME_FIELDS = ("wounds", "destroyed", "closed", "opened")


@dataclass(frozen=True)
class FightQuestion:
    text: str
    spec: FightSpec
    triggers: dict | None = None      # card id -> its triggers: they fire in each roll's run, as in `sequence`


@dataclass(frozen=True)
class FightAnswer:
    verdict: str
    edition: str
    result: FightResult

    def cites(self) -> set[str]:
        out = set(self.result.die_rules)
        for _t, rules in self.result.notes:
            out.update(rules)
        for o in self.result.outcomes:
            out |= o.trace.cites()
        return out

    def to_json(self) -> dict:
        r = self.result
        return {"verdict": self.verdict, "edition": self.edition, "battle": r.battle,
                "rolls_tried": r.rolled, "die_rules": list(r.die_rules),
                "notes": [{"text": t, "rules": list(rs)} for t, rs in r.notes],
                "outcomes": [o.to_json() for o in r.outcomes], "unknown": list(r.unknown),
                "cites": sorted(self.cites())}

    def lines(self) -> list[str]:
        r = self.result
        how = ("both creatures fight" if r.battle else "only the attacker strikes")
        out = [f"  verdict: {self.verdict} — {how}; {len(r.outcomes)} outcome(s)"
               + (f" over {r.rolled} die roll(s) [{', '.join(r.die_rules)}]" if r.rolled else "")]
        for t, rules in r.notes:
            out.append(f"    {t} [{', '.join(rules)}]")
        for i, o in enumerate(r.outcomes, 1):
            share = f" — {o.rolls()} of {r.rolled} rolls" if r.rolled else ""
            out.append(f"    {i}. {o.text()}{share}")
            for a, c, rolls in o.witnesses:
                shown = ", ".join("-".join(map(str, x)) for x in rolls[:6]) + (" …" if len(rolls) > 6 else "")
                out.append(f"       strike {a}, counterstrike {c}" + (f" (rolls {shown})" if rolls else ""))
        for u in r.unknown:
            out.append(f"    unknown: {u}")
        return out


class FightKind:
    name = "fight"
    verdicts = ("fixed", "outcomes", "unknown")

    def parse(self, q: Fields, state: GameState) -> FightQuestion:
        text = q.opt("text", str, "")
        action = parse_action(q, state)
        if action.kind not in ATTACKS or action.source is None or action.target is None:
            raise q.error("action", "a fight is an attack with a source and a target (simple_strike, "
                                    "special_strike, shot, …)")
        defender = q.opt("defender", str)
        if defender is not None and not state.has(defender):
            raise q.error("defender", f"names card {defender!r}, which is not in the scenario's cards")
        for key in ("roll", "counter_roll"):
            v = q.opt(key, int)
            if v is not None and not 1 <= v <= 6:
                raise q.error(key, f"a die shows 1 to 6, got {v}")
        if q.has("closes") and not action.generated:
            raise q.error("closes", "only a generated fight says whether its effect closes the attacker; a declared "
                                    "attack closes by the rules")
        spec = FightSpec(action, q.enum("strength", STRENGTHS), q.enum("counter_strength", STRENGTHS),
                         q.opt("roll", int), q.opt("counter_roll", int), defender, q.opt("closes", bool, False),
                         q.path, q.line("action"))
        from .chain import scenario_triggers
        return FightQuestion(text or f"what does the fight of {action.source} and {action.target} end with?", spec,
                             scenario_triggers(q.path, state))

    def parse_expect(self, ef: Fields) -> dict:
        if not ef.has("outcomes"):
            return {}
        outs = []
        for i, (line, node) in enumerate(ef.items("outcomes")):
            of = Fields(ef.path, node, ef.name(f"outcomes[{i}]"), line)
            o = {}
            if of.has("wounds"):
                wf = of.sub("wounds")
                o["wounds"] = tuple(sorted((str(k), wf.nonneg(k)) for k in wf.node if wf.nonneg(k)))
            for key in OUTCOME_FIELDS[1:]:
                if of.has(key):
                    o[key] = tuple(sorted(v for _, v in of.texts(key)))
            of.done()
            outs.append(o)
        return {"outcomes": tuple(outs)}

    def answer(self, scenario, edition: str, engine: str = "z3") -> FightAnswer:
        r = resolve_fight(scenario.state, scenario.question.spec, edition, engine, scenario.question.triggers)
        verdict = "unknown" if r.unknown else ("fixed" if len(r.outcomes) == 1 else "outcomes")
        return FightAnswer(verdict, edition, r)

    def matches(self, a: FightAnswer, exp) -> list[str]:
        problems = verdict_and_cites(a.verdict, a.cites(), exp)
        want = exp.extra.get("outcomes")
        if want is None:
            return problems
        got = [{"wounds": tuple(sorted(o.wounds)), "destroyed": tuple(sorted(o.destroyed)),
                "closed": tuple(sorted(o.closed)), "opened": tuple(sorted(o.opened))} for o in a.result.outcomes]
        return problems + match_outcomes(want, got, _show)


def _show(o: dict) -> str:
    return "{" + ", ".join(f"{k}: {dict(v) if k == 'wounds' else list(v)}" for k, v in o.items()) + "}"


register(FightKind())
