"""`dice`: how many dice does an ability roll? A card's ability (`ability: FEATURE`) aimed at `targets`.

Read off the ability's reading in the card language: its attacks (`params.action`, or the compiler's
`params.actions` with `count`) roll one die each for their strength, whatever their printed value (2012 205.4;
classic:ruling-dev-230: several attacks are several attacks);
an ability that is not an attack (`params.effect`, docs/cards.md, or a triggered feature's `params.chain` effect)
rolls one die for its X-Y-Z values, however many
cards its effect reaches (classic 2012 216.1: one chain, one Roll object; classic:ruling-dev-432). A value with one
number rolls nothing (216.1.b). Verdicts: `counted`, `unknown` (a reading the question does not follow, an edition
without the rules). Expectation: `dice: N`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from model import GameState

from ..fields import Fields
from ..registry import topic_rule
from . import register
from .expect import verdict_and_cites

ATTACKS = ("strike", "special_strike", "shot", "throw", "discharge", "magic_strike")
_RANGED = re.compile(r"^\s*(\d+)\s*-\s*(\d+)\s*-\s*(\d+)\s*$")


def rolled(value) -> bool | None:
    """Whether a printed value needs a die («2-3-3»); None when it is not a value the question reads."""
    if isinstance(value, int):
        return False
    m = _RANGED.match(str(value))
    if m:
        return len(set(m.groups())) > 1
    return False if str(value).strip().isdigit() else None


@dataclass(frozen=True)
class DiceQuestion:
    text: str
    card: str
    ability: str
    targets: tuple[str, ...]
    effect: object                     # the ability's compound effect (legality/declared_parts.py), or None


@dataclass(frozen=True)
class DiceAnswer:
    verdict: str
    edition: str
    dice: int | None
    steps: tuple[tuple[tuple[str, ...], str], ...]
    unknown: tuple[str, ...]

    def cites(self) -> set[str]:
        return {r for rules, _t in self.steps for r in rules}

    def to_json(self) -> dict:
        return {"verdict": self.verdict, "edition": self.edition, "dice": self.dice,
                "steps": [{"text": t, "rules": list(r)} for r, t in self.steps], "unknown": list(self.unknown),
                "cites": sorted(self.cites())}

    def lines(self) -> list[str]:
        out = [f"  verdict: {self.verdict}" + (f" — {self.dice} die roll(s)" if self.dice is not None else "")]
        out += [f"    {t}" + (f" [{', '.join(r)}]" if r else "") for r, t in self.steps]
        out += [f"    unknown: {u}" for u in self.unknown]
        return out


def count_dice(state: GameState, q: DiceQuestion, edition: str) -> DiceAnswer:
    steps, unknown = [], []
    feat = state.card(q.card).card.feature(q.ability)
    name = f"{q.card}/{q.ability} «{feat.text}»"

    def done(n):
        return DiceAnswer("unknown" if unknown else "counted", edition, None if unknown else n, tuple(steps),
                          tuple(unknown))

    actions = feat.param("actions")
    if q.effect is not None:                    # an ability that is not an attack: one chain, one Roll object
        part, ranged, attack = q.effect, False, False
        while part is not None:
            v = dict(part.attrs).get("value")
            attack = attack or part.kind in ATTACKS
            r = rolled(v) if v is not None else False
            if r is None:
                unknown.append(f"{name}: the value {v!r} of its {part.kind} part is not read")
            ranged = ranged or bool(r)
            part = part.then
        if attack:
            unknown.append(f"{name}: an attack among its parts: its dice are not counted here")
            return done(None)
        rule = topic_rule(edition, "dice-per-ability")
        if rule is None:
            unknown.append(f"no rule of {edition} here says how many dice one ability's effect on several cards rolls")
            return done(None)
        steps.append(((rule.id,), f"{name} is not an attack: its value is rolled once for the whole ability "
                                  f"({'a value X-Y-Z' if ranged else 'no value needs a die'}), on "
                                  f"{len(q.targets)} card(s)"))
        return done(1 if ranged else 0)
    attacks = []
    if isinstance(actions, list):
        attacks = [a for a in actions if isinstance(a, dict) and a.get("do") in ATTACKS]
        if len(attacks) != len(actions):
            unknown.append(f"{name}: a part that is not an attack is not read here")
    elif feat.param("action") in ATTACKS:
        attacks = [{"do": feat.param("action"), "value": feat.param("value"), "count": 1}]
    if not attacks:
        unknown.append(f"{name}: its effect is not read (no attack, no `params.effect`)")
        return done(None)
    rule = topic_rule(edition, "dice-per-attack")
    if rule is None:
        unknown.append(f"no rule of {edition} here says how many dice an ability's several attacks roll")
        return done(None)
    strength = tuple(r.id for r in [topic_rule(edition, "die-strength")] if r)
    total = 0
    for a in attacks:
        count = a.get("count", 1)
        if not isinstance(count, int):
            unknown.append(f"{name}: its number of attacks ({count}) is not a number here")
            continue
        made = len(q.targets) if len(attacks) == 1 else count
        if made > count:
            unknown.append(f"{name}: {made} targets for at most {count} attack(s)")
            continue
        total += made                 # 205.4: an attack's strength is rolled, whatever its printed value
        steps.append(((rule.id,) + strength, f"{name}: {made} {a['do']} attack(s), each of its own, each "
                                             "rolling a die for its strength"))
    return done(total)


class DiceKind:
    name = "dice"
    verdicts = ("counted", "unknown")

    def parse(self, q: Fields, state: GameState) -> DiceQuestion:
        cid = q.req("card", str)
        if not state.has(cid):
            raise q.error("card", f"names card {cid!r}, which is not in the scenario's cards")
        card = state.card(cid).card
        fid = q.req("ability", str)
        if card.feature(fid) is None:
            raise q.error("ability", f"card {card.name!r} has no feature {fid!r} "
                                     f"(it has: {', '.join(f.id for f in card.features)})")
        targets = tuple(str(t) for t in q.opt("targets", list, []))
        bad = [t for t in targets if not state.has(t)]
        if bad or not targets:
            raise q.error("targets", f"names card {bad[0]!r}, which is not in the scenario's cards" if bad else
                          "name the cards the ability is aimed at (at least one)")
        from ..declared_parts import declared_effect
        effect = declared_effect(q.path, card, fid)
        if effect is None and card.feature(fid).param("chain") is not None:
            # a triggered ability (a delayed one laid by a spell: «в начале вашего следующего хода ранить …»):
            # its effect is one ability's effect as well (2012 216.1: one chain, one Roll object)
            from ..triggers import parse_trigger
            trig = parse_trigger(q.path, card, card.feature(fid))
            effect = trig.effect if trig is not None else None
        text = q.opt("text", str, "") or f"how many dice does {cid}/{fid} roll?"
        return DiceQuestion(text, cid, fid, targets, effect)

    def parse_expect(self, ef: Fields) -> dict:
        return {"dice": ef.nonneg("dice", None)} if ef.has("dice") else {}

    def answer(self, scenario, edition: str, engine: str = "z3") -> DiceAnswer:
        return count_dice(scenario.state, scenario.question, edition)

    def matches(self, a: DiceAnswer, exp) -> list[str]:
        problems = verdict_and_cites(a.verdict, a.cites(), exp)
        want = exp.extra.get("dice")
        if want is not None and a.dice != want:
            problems.append(f"dice {a.dice}, expected {want}")
        return problems


register(DiceKind())
