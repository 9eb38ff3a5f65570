"""`attack`: what does this attack (spell, effect, heal) actually do? Every outcome the players' choices of
modifier order can reach, each with a witness order and the rules applied step by step (docs/attack.md)."""
from __future__ import annotations

from dataclasses import dataclass

from model import GameState

from ..attack import AttackSpec, parse_attack, resolve
from ..attack.modifiers import TIERS
from ..errors import InputError
from ..fields import Fields
from . import register
from .expect import verdict_and_cites

OUTCOME_KEYS = ("tier", "value", "wounds", "healed", "fires", "unknown")


@dataclass(frozen=True)
class AttackQuestion:
    text: str
    spec: AttackSpec


class AttackKind:
    name = "attack"
    verdicts = ("fixed", "choice", "unknown")
    unused_card_fields: dict = {}     # cells decide formation and geometry of the cards' modifiers (attack/derive.py)

    def parse(self, q: Fields, state: GameState) -> AttackQuestion:
        text = q.opt("text", str, "")
        spec = parse_attack(q, state)
        return AttackQuestion(text or _describe(spec), spec)

    def parse_expect(self, ef: Fields) -> dict:
        out = {}
        outcomes = []
        for i, (line, item) in enumerate(ef.items("outcomes")):
            of = Fields(ef.path, item, f"{ef.name('outcomes')}[{i}]", line)
            o = {}
            tier = of.enum("tier", TIERS + ("miss",))
            if tier is not None:
                o["tier"] = tier
            if of.has("value"):
                v = of.opt("value", (int, list))
                if isinstance(v, list) and not all(isinstance(x, int) for x in v):
                    raise of.error("value", "expected an integer or a list of integers [weak, medium, strong]")
                o["value"] = tuple(v) if isinstance(v, list) else v
            for key in ("wounds", "healed"):
                if of.has(key):
                    d = of.req(key, dict)     # present: null is not a mapping of wounds
                    if not all(isinstance(n, int) for n in d.values()):
                        raise of.error(key, "expected a mapping card: number")
                    o[key] = tuple(sorted((str(k), v) for k, v in d.items()))
            if of.has("fires"):
                o["fires"] = tuple(sorted(x for _, x in of.texts("fires")))
            if of.has("unknown"):
                o["unknown"] = of.opt("unknown", bool)
            of.used.update(OUTCOME_KEYS)     # name every field in the hint for a misspelt one
            of.done()
            if not o:
                raise InputError(ef.path, line, f"{ef.name('outcomes')}[{i}]",
                                 f"an expected outcome names at least one of: {', '.join(OUTCOME_KEYS)}")
            outcomes.append(o)
        if outcomes:
            out["outcomes"] = tuple(outcomes)
        if ef.has("order_cannot_matter"):
            out["order_cannot_matter"] = ef.opt("order_cannot_matter", bool)
        return out

    def answer(self, scenario, edition: str, engine: str = "z3"):
        return AttackAnswer(resolve(scenario.state, scenario.question.spec, edition, engine))

    def matches(self, answer, exp) -> list[str]:
        problems = verdict_and_cites(answer.verdict, answer.cites(), exp)
        expected = exp.extra.get("outcomes")
        if expected is not None:
            actual = [_comparable(o) for o in answer.result.outcomes]
            if len(actual) != len(expected):
                problems.append(f"{len(actual)} reachable outcome(s), expected {len(expected)}")
            unmatched = list(range(len(actual)))
            for e in expected:
                hit = next((i for i in unmatched if all(actual[i].get(k) == v for k, v in e.items())), None)
                if hit is None:
                    problems.append(f"no reachable outcome matches {_show(e)}")
                else:
                    unmatched.remove(hit)
        # a claim for every base value needs the z3 proofs: the fast engine cannot check it
        if "order_cannot_matter" in exp.extra and answer.result.engine == "z3":
            multi = [n for _t, n in answer.result.notes if len(n.cell.mods) > 1 and n.cell.mode == "choose"]
            proved = bool(multi) and all(n.order_cannot_matter for n in multi)
            if proved != exp.extra["order_cannot_matter"]:
                problems.append(f"order_cannot_matter is {str(proved).lower()}")
        return problems


def _comparable(o) -> dict:
    return {"tier": o.tier, "value": o.value, "wounds": tuple(sorted(o.wounds)), "healed": tuple(sorted(o.healed)),
            "fires": tuple(sorted(o.fires)), "unknown": o.unknown is not None}


def _show(e: dict) -> str:
    def one(k, v):
        if k in ("wounds", "healed"):
            return "{" + ", ".join(f"{c}: {n}" for c, n in v) + "}"
        return list(v) if isinstance(v, tuple) else v
    return "{" + ", ".join(f"{k}: {one(k, v)}" for k, v in e.items()) + "}"


@dataclass(frozen=True)
class AttackAnswer:
    result: object    # OutcomeSet

    @property
    def verdict(self) -> str:
        return self.result.verdict

    def cites(self) -> set[str]:
        return self.result.cites()

    def to_json(self) -> dict:
        return self.result.to_json()

    def lines(self) -> list[str]:
        r = self.result
        n = len(r.outcomes)
        out = [f"  verdict: {r.verdict} ({n} reachable outcome{'s' if n != 1 else ''}; order: {r.order_rule})"]
        out += [f"    unknown: {u}" for u in r.unknown]
        for line in r.note_lines():
            out.append(f"    order: {line}")
        for i, o in enumerate(r.outcomes, 1):
            head = []
            if o.tier:
                head.append("no strike (miss)" if o.tier == "miss" else f"{o.tier} strike")
            if o.value is not None:
                head.append(f"value {'-'.join(map(str, o.value)) if isinstance(o.value, tuple) else o.value}")
            if o.wounds:
                head.append("wounds " + ", ".join(f"{c} {n}" for c, n in o.wounds))
            if o.healed:
                head.append("healed " + ", ".join(f"{c} {n}" for c, n in o.healed))
            head.append("fires " + (", ".join(o.fires) if o.fires else "nothing"))
            if o.unknown:
                head.append(f"UNKNOWN: {o.unknown}")
            out.append(f"    outcome {i}: " + "; ".join(head))
            settled = r.settled()
            for t, cs in o.witness:
                if len(cs.cell.mods) > 1 and cs.cell.mode != "fixed" and cs.cell not in settled:
                    who = f" chosen by {cs.cell.chooser}" if cs.cell.chooser else ""
                    out.append(f"      witness{(' [' + t + ']') if t and len(r.notes) and any(x for x, _ in r.notes) else ''}: "
                               f"{cs.cell.label}: {', '.join(cs.order)}{who}")
            for s in o.steps:
                rules = ", ".join(s.rules) if s.rules else "—"
                out.append(f"      [{rules}] {s.text}")
        return out


def _describe(spec: AttackSpec) -> str:
    tgt = spec.final_target or (", ".join(spec.targets) if isinstance(spec.targets, tuple) else spec.targets)
    return (f"what does the {spec.tier + ' ' if spec.tier else ''}{spec.kind}"
            f"{' by ' + spec.source if spec.source else ''}{' on ' + tgt if tgt else ''} do?")


register(AttackKind())
