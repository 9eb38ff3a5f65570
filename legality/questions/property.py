"""`property`: what value does a property (element, strike, move, open) or an ability of a card have when
effects contradict, which effect wins and by which rule (conservativeness: classic 525.1, classic-b
«консервативность.1», heroes 513.1, heroes 111.3). The engine: `legality.effect_order`."""
from __future__ import annotations

from dataclasses import dataclass

from model import FeatureKind, GameState, Origin, Zone

from ..card_effects import ELEMENTS, PROPERTIES, applies_expr, class_fits, printed_element, show
from ..effect_order import (Z3_MAX_TERMS, Laid, Outcome, Plan, SolverGaveUp, TooLarge, resolve_direct, resolve_z3,
                            z3_terms)
from ..expr import evaluate
from ..errors import InputError
from ..fields import Fields
from ..reach import property_dependence, unknown_causes
from ..registry import topic_rule
from ..world import printed_has
from . import register

KEEPS_ACQUIRED = "remove-all-keeps-acquired"   # the topic of classic-2012 407.4

ASKABLE = PROPERTIES + ("ability", "class")


@dataclass(frozen=True)
class PropertyQuestion:
    text: str
    card: str
    property: str
    ability: str | None
    remove: tuple[str, ...]


@dataclass(frozen=True)
class PropertyAnswer:
    verdict: str                     # decided | undecided | unknown
    edition: str
    property: str
    value: object                    # the standing value when decided
    outcomes: tuple[Outcome, ...]    # every reachable outcome (one when decided), each with a witness
    rules: tuple[str, ...]           # the rules that decided it
    engine: str
    unknown: tuple[str, ...] = ()    # why the answer is unknown
    notes: tuple[str, ...] = ()      # how it was found, when not the way the engine says

    def cites(self) -> set[str]:
        return set(self.rules)

    def show(self, value) -> str:
        if self.property not in PROPERTIES:
            return "has it" if value else "lacks it"
        return show(value)

    def ruling_key(self) -> str:
        return self.verdict + (f": {self.show(self.value)}" if self.verdict == "decided" else "")

    def to_json(self) -> dict:
        return {"verdict": self.verdict, "edition": self.edition, "property": self.property,
                "unknown": list(self.unknown), "notes": list(self.notes),
                "value": _plain(self.value), "cites": sorted(self.cites()),
                "outcomes": [{"value": _plain(o.value), "winner": o.winner, "statuses": dict(o.statuses),
                              "rules": list(o.rules), "choices": list(o.choices)} for o in self.outcomes]}

    def lines(self) -> list[str]:
        out = [f"  verdict: {self.verdict}" + (f" — {self.property}: {self.show(self.value)}"
                                                if self.verdict == "decided" else "")]
        if self.rules:
            out.append(f"    decided by [{', '.join(self.rules)}]")
        out += [f"    unknown: {u}" for u in self.unknown]
        out += [f"    note: {n}" for n in self.notes]
        for o in self.outcomes:
            if self.verdict != "decided":
                out.append(f"    reachable: {self.show(o.value)}" + (f" ({'; '.join(o.choices)})" if o.choices else ""))
            out.append(f"    standing effect: {o.winner or '— (the printed value)'}; "
                       + ", ".join(f"{k}: {s}" for k, s in o.statuses))
        return out


def _plain(v):
    return list(v) if isinstance(v, tuple) else v


def base_value(state: GameState, q: PropertyQuestion):
    cs = state.card(q.card)
    if q.property == "element":
        return printed_element(cs.card)
    if q.property == "strike":
        return tuple(cs.card.strike.as_list()) if cs.card.strike else None
    if q.property == "move":
        return cs.card.move
    if q.property == "open":
        return cs.open
    if q.property == "class":
        return _norm(q.ability) in {_norm(c) for c in cs.card.classes}
    return printed_has(cs.card, q.ability)


def _norm(name: str) -> str:
    return name.casefold().replace("ё", "е").strip()


def _touches(effect, q: PropertyQuestion):
    """The value the effect sets for the asked property, or None when it does not touch it."""
    if q.property == "class":
        return True if effect.op == "add_class" and _norm(effect.ability) == _norm(q.ability) else None
    if q.property == "ability":
        if effect.op == "grant" and effect.ability.casefold() == q.ability.casefold():
            return True
        if effect.op == "remove" and effect.ability.casefold() in ("all", q.ability.casefold()):
            return False
        return None
    return effect.value if effect.op == "set" and effect.property == q.property else None


def subject_env(state: GameState, subject: str, owner: str) -> dict:
    s, o = state.card(subject), state.card(owner)
    return {"subject.type": s.card.type.value, "subject.element": printed_element(s.card),
            "subject.open": s.open, "subject.wounds": s.wounds, "subject.tokens": s.tokens,
            "subject.cost": s.card.cost.value, "subject.is_defender": s.is_defender,
            "owner.ally": s.controller == o.controller, "owner.is_subject": subject == owner,
            "owner.carries": False}


def plan_for(state: GameState, q: PropertyQuestion, edition: str) -> Plan:
    """Effects on the card: the records laid on it (with their timestamps), and the features of cards in play
    whose targets and condition take in the card (timestamp: when their card entered play)."""
    from ..zones import acting_state
    state, _ = acting_state(state, edition)       # features confined to a zone their card is not in
    subject = state.card(q.card)
    laid, seen = [], set()

    remove_all, acquired_grant = set(), False

    def add(src_id, feat, value, timestamp, origin):
        nonlocal acquired_grant
        eff = feat.param("card_effect")
        permanent = eff.permanent if eff.permanent is not None else feat.kind is FeatureKind.PERMANENT
        own_like = origin is Origin.OWN or feat.kind is FeatureKind.PERMANENT
        laid.append(Laid(f"{src_id}/{feat.id}", src_id, value, timestamp, permanent, own_like, feat.text))
        seen.add((src_id, feat.id))
        if eff.op == "remove" and eff.ability.casefold() == "all":
            remove_all.add(f"{src_id}/{feat.id}")
        acquired_grant |= value is True and src_id != q.card      # granted by another card: acquired (407.1)

    for rec in subject.effects:
        feat = state.card(rec.source).card.feature(rec.feature)
        eff = feat.param("card_effect") if feat else None
        value = _touches(eff, q) if eff else None
        if value is not None:
            add(rec.source, feat, value, rec.timestamp, rec.origin)
    for cs in state.cards:
        for feat in cs.card.features:
            eff = feat.param("card_effect")
            # only a permanent feature lays its effect by itself; a used ability's effect is a record
            if eff is None or (cs.id, feat.id) in seen or eff.targets.who == "carrier" \
                    or feat.kind is not FeatureKind.PERMANENT or cs.zone is not Zone.PLAY \
                    or feat.param("duration"):          # a lasting effect is in force only where laid
                continue
            value = _touches(eff, q)
            if value is not None and class_fits(eff.targets, subject.card) \
                    and evaluate(applies_expr(eff.targets, eff.condition), subject_env(state, q.card, cs.id)):
                add(cs.id, feat, value, cs.entered, Origin.OWN if cs.id == q.card else Origin.ACQUIRED)
    laid.sort(key=lambda e: (e.timestamp, e.key))
    laid, rules = keep_acquired(laid, remove_all, acquired_grant, edition)
    return Plan("ability" if q.property in ("ability", "class") else "property", base_value(state, q), tuple(laid),
                q.remove, edition, rules)


def keep_acquired(laid: list, remove_all: set, acquired_grant: bool, edition: str) -> tuple[list, tuple]:
    """«Теряет все особенности» removes all but acquired abilities (classic-2012 407.4, where the edition has
    it): when another card granted the ability asked about, it stands whatever the order, so the removals of
    all abilities (`remove_all`: their keys) have no say in the question."""
    keeps = topic_rule(edition, KEEPS_ACQUIRED) if remove_all and acquired_grant else None
    if keeps is None:
        return laid, ()
    return [e for e in laid if e.key not in remove_all], (keeps.id,)


def _confined(before: GameState, after: GameState, card: str, reasons) -> tuple[str, ...]:
    """The zone rule, when it set aside a feature of the card asked about (legality/zones.py)."""
    if before.card(card).card.features == after.card(card).card.features:
        return ()
    return tuple(r.rule for r in reasons)[:1]


class PropertyKind:
    name = "property"
    verdicts = ("decided", "undecided", "unknown")
    unused_card_fields = {"cell": "no card property here depends on the board", "at": "no card property here depends on the board"}

    def parse(self, q: Fields, state: GameState) -> PropertyQuestion:
        ids = sorted(c.id for c in state.cards)
        card = q.req("card", str)
        if card not in ids:
            raise q.error("card", f"names card {card!r}, which is not in the scenario ({', '.join(ids)})")
        prop = q.enum("property", ASKABLE, required=True)
        ability = q.opt("ability", str)
        if (prop == "ability") != (ability is not None):
            raise q.error("ability", "give ability (its name) exactly when property is ability")
        if (prop == "class") != q.has("class"):
            raise q.error("class", "give class (its name) exactly when property is class")
        if prop == "class":
            ability = q.req("class", str)
        remove = []
        for line, r in q.texts("remove"):
            if r not in ids:
                raise InputError(q.path, line, q.name("remove"), f"names card {r!r}, which is not in the scenario")
            remove.append(r)
        text = q.opt("text", str, "") or f"what is the {ability or prop} of {card}?"
        return PropertyQuestion(text, card, prop, ability, tuple(remove))

    def parse_expect(self, ef: Fields) -> dict:
        out = {}
        if ef.has("value"):
            v = ef.opt("value", (str, int, bool, list))
            if isinstance(v, str) and ef.node.get("value") not in ELEMENTS:
                raise ef.error("value", f"unknown element {v!r}; expected one of: {', '.join(ELEMENTS)}")
            out["value"] = tuple(v) if isinstance(v, list) else v
        if ef.has("winner"):
            out["winner"] = ef.opt("winner", str)
        return out

    def answer(self, scenario, edition: str, engine: str = "z3") -> PropertyAnswer:
        q = scenario.question
        from ..zones import acting_state, confined_unknowns
        state, confined = acting_state(scenario.state, edition)
        causes = unknown_causes(state, property_dependence(q.card, q.property, q.ability or ""))
        causes += tuple(u for u in confined_unknowns(state, edition) if f"({q.card})" in u) if causes else ()
        if causes:
            return PropertyAnswer("unknown", edition, q.ability or q.property, None, (), (), engine, causes)
        plan = plan_for(state, q, edition)
        notes = ()
        if engine == "z3" and z3_terms(plan) > Z3_MAX_TERMS:
            # the encoding grows with (effects)²: past the bound the direct evaluator (the same semantics,
            # differentially tested) gives the exact value set; it cites the rules of the decisions taken
            notes = (f"{len(plan.effects)} effects on {q.card}: the z3 encoding would hold {z3_terms(plan):,} pair "
                     f"terms (bound {Z3_MAX_TERMS:,}); the direct evaluator gave this answer",)
            engine = "fast"
        try:
            if engine == "z3":
                outcomes, rules = resolve_z3(plan)
            else:
                outcomes = resolve_direct(plan)
                rules = outcomes[0].rules if len(outcomes) == 1 else ()
        except SolverGaveUp as e:
            return PropertyAnswer("unknown", edition, q.ability or q.property, None, (), (), engine,
                                  (f"solver gave up: {e}",), notes)
        except TooLarge as e:
            return PropertyAnswer("unknown", edition, q.ability or q.property, None, (), (), engine, (str(e),), notes)
        decided = len(outcomes) == 1
        rules = tuple(dict.fromkeys(tuple(rules) + plan.rules + _confined(scenario.state, state, q.card, confined)))
        return PropertyAnswer("decided" if decided else "undecided", edition, q.ability or q.property,
                              outcomes[0].value if decided else None, tuple(outcomes), rules, engine, (),
                              notes)

    def matches(self, answer: PropertyAnswer, exp) -> list[str]:
        problems = []
        if exp.verdict is not None and answer.verdict != exp.verdict:
            problems.append(f"verdict {answer.verdict}, expected {exp.verdict}")
        want = exp.extra.get("value")
        if want is not None:
            if isinstance(want, int) and not isinstance(want, bool) and answer.property == "strike":
                want = (want, want, want)
            if answer.value != want:
                problems.append(f"value {show(answer.value)}, expected {show(want)}")
        winner = exp.extra.get("winner")
        if winner is not None and (len(answer.outcomes) != 1 or answer.outcomes[0].winner != winner):
            problems.append(f"standing effect {answer.outcomes[0].winner if answer.outcomes else None}, "
                            f"expected {winner}")
        missing = [c for c in exp.cites if c not in answer.cites()]
        if missing:
            problems.append(f"does not cite {', '.join(missing)}")
        return problems


register(PropertyKind())
