"""A battle's outcome as a value: the tracer runs the attack (and its defender) once per strength the die rolls
can reach, and the final states are grouped into outcomes (who is wounded and how much, who is destroyed, who
closed or opened), each with the rolls that reach it.

Nothing of the battle is decided here: whether the target fights back, the defender, the counterstrike, the
strike values, closing and deaths are the tracer's (legality/stack/tracer.py). This module only chooses the
strengths to try: classic 2012 205.4 (one roll: 3 or less weak, 4-5 medium, 6 strong) when only the attacker
rolls, 205.6 (the strike table, both columns) when two open creatures fight — `legality.attack.dice.tier_of`
reads the initiating creature's column, `responding_tier` below the responding creature's. Heroes decides no
strength by a die: one run.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from model import Action, ActionKind, GameState

from ..attack.dice import tier_of
from ..attack.die_cards import die_card_modifiers, purpose_of, total
from ..board import separation
from ..registry import topic_rule
from .editions import stack_model
from .events import Event
from .trace import Trace
from .tracer import Tracer

ROLLS = (1, 2, 3, 4, 5, 6)
# classic 2012 205.6, the responding creature's column, by the difference favouring the initiating creature
# (positive) or the responding one (negative); 5 or more as 5
RESPONDING = {1: "miss", 2: "weak", 3: "miss", 4: "weak", 5: "miss",
              -1: "miss", -2: "miss", -3: "weak", -4: "medium", -5: "medium"}


def responding_tier(own: int, other: int) -> str:
    """The responding creature's strike when the initiating one rolled `own` and it rolled `other` (205.6)."""
    d = own - other
    if d == 0:
        return "miss" if own <= 4 else "weak"
    return RESPONDING[max(-5, min(5, d))]


@dataclass(frozen=True)
class FightSpec:
    action: Action                    # the attack: source, target, directed / unanswered / generated
    strength: str | None = None       # stated strengths (weak, medium, strong, miss) override the rolls
    counter_strength: str | None = None
    roll: int | None = None           # a stated die result of the attacker / of the target (classic)
    counter_roll: int | None = None
    defender: str | None = None       # a defender assigned against the strike
    closes: bool = False              # a generated fight: the effect that made it closes the attacker
    path: str = ""
    line: int = 0


@dataclass(frozen=True)
class FightOutcome:
    wounds: tuple[tuple[str, int], ...]       # card -> wounds dealt in this fight (nonzero)
    destroyed: tuple[str, ...]
    closed: tuple[str, ...]
    opened: tuple[str, ...]
    witnesses: tuple[tuple[str, str, tuple], ...]   # (attacker's strength, counterstrike's, rolls reaching them)
    trace: Trace                                     # the run of the first witness

    def rolls(self) -> int:
        return sum(len(r) for _a, _c, r in self.witnesses)

    def key(self) -> tuple:
        return (self.wounds, self.destroyed, self.closed, self.opened)

    def to_json(self) -> dict:
        return {"wounds": dict(self.wounds), "destroyed": list(self.destroyed), "closed": list(self.closed),
                "opened": list(self.opened),
                "witnesses": [{"strength": a, "counter_strength": c, "rolls": [list(r) for r in rs]}
                              for a, c, rs in self.witnesses]}

    def text(self) -> str:
        w = ", ".join(f"{c} {n}" for c, n in self.wounds) or "nobody"
        bits = [f"wounded: {w}"]
        if self.destroyed:
            bits.append(f"destroyed: {', '.join(self.destroyed)}")
        if self.closed:
            bits.append(f"closed: {', '.join(self.closed)}")
        if self.opened:
            bits.append(f"opened: {', '.join(self.opened)}")
        return "; ".join(bits)


@dataclass(frozen=True)
class FightResult:
    outcomes: tuple[FightOutcome, ...]
    battle: bool                     # the target fought back (both rolled)
    die_rules: tuple[str, ...]       # the rules that turned rolls into strengths
    rolled: int                      # how many roll combinations were tried (0: strengths stated, or heroes)
    unknown: tuple[str, ...]
    notes: tuple[tuple[str, tuple[str, ...]], ...]   # (text, rules) said about the fight as a whole


def _events(spec: FightSpec, strength, counter, lifo: bool) -> tuple[Event, ...]:
    base = dict(line=spec.line, path=spec.path, where="question")
    out = [Event(verb="declare", entry="attack", action=spec.action, strength=strength, counter_strength=counter,
                 closes=spec.closes, **base)]
    if spec.defender is not None:
        out.append(Event(verb="respond", entry="defend", **base,
                         action=Action(ActionKind.ASSIGN_DEFENDER, source=spec.defender, targets=spec.action.targets,
                                       line=spec.line)))
        if lifo:
            out.append(Event(verb="resolve", entry="defend", **base))
    out.append(Event(verb="resolve", entry="attack", **base))
    return tuple(out)


def _die_mods(state, spec: FightSpec, edition: str, battle: bool, notes: list, unknown: list) -> tuple[int, int]:
    """The sums of the attacker's and the responding creature's own die modifiers (legality/attack/die_cards.py,
    the reading the `attack` and `roll` questions apply): the attacker's for the attack it initiates, the
    target's for its response to a melee strike. Reported as notes; what cannot be decided is `unknown`."""
    a = spec.action
    out = []
    for card, purpose in ((a.source, purpose_of(a.kind.value)),
                          (a.target, "counterstrike" if a.kind is ActionKind.SIMPLE_STRIKE else "other")):
        if card is None or (card == a.target and not battle):
            out.append(0)
            continue
        dc = die_card_modifiers(state, card, purpose, edition)
        notes.extend((t, rules) for rules, t in dc.notes if rules)
        unknown.extend(u for u in dc.unknown if u not in unknown)
        out.append(total(dc.modifiers))
    return out[0], out[1]


def _run(state, spec, edition, engine, strength, counter, triggers=None) -> Trace:
    lifo = stack_model(edition).order == "lifo"
    tracer = Tracer(state, edition, engine, triggers)
    return tracer.run(_events(spec, strength, counter, lifo))


def _outcome_of(state: GameState, t: Trace) -> tuple:
    before = {c.id: c for c in state.cards}
    wounds = tuple((cid, f["wounds"] - before[cid].wounds) for cid, f in t.final.items()
                   if f["wounds"] != before[cid].wounds)
    destroyed = tuple(t.outcome["died"])
    closed = tuple(cid for cid, f in t.final.items() if before[cid].open and not f["open"]
                   and cid not in destroyed)
    opened = tuple(cid for cid, f in t.final.items() if not before[cid].open and f["open"])
    return wounds, destroyed, closed, opened


def resolve_fight(state: GameState, spec: FightSpec, edition: str, engine: str = "z3",
                  triggers: dict | None = None) -> FightResult:
    """`triggers`: the cards' triggers (the `sequence` kind's reading), fired in each roll's run."""
    notes, unknown = [], []
    a = spec.action
    gen = topic_rule(edition, "generated-action")
    if a.generated:
        if gen is None:
            unknown.append(f"a generated fight: no rule of {edition} here says what a fight an effect makes is "
                           "(defenders, closing)")
        else:
            notes.append(("a generated fight (made by an effect): not an assault, no defender, no redirection",
                          (gen.id,) + tuple(r.id for r in [topic_rule(edition, "combat-any-attack")] if r)))
        src = state.card(a.source) if a.source and state.has(a.source) else None
        sep = separation(state, a.source, a.target)
        reach = topic_rule(edition, "generated-reach")
        if isinstance(sep, int) and sep > 1 and reach is not None:
            notes.append((f"{a.source} and {a.target} stand {sep} cells apart and fight all the same: a fight an "
                          "effect makes needs no adjacency", (reach.id,)))
        closed_rule = topic_rule(edition, "generated-closed-fights")
        if src is not None and not src.open and closed_rule is not None:
            notes.append((f"{a.source} is closed and fights all the same: the fight is made by an effect",
                          (closed_rule.id,)))
    elif a.source and state.has(a.source) and not state.card(a.source).open:
        unknown.append(f"{a.source} is closed: only an open creature may attack with a simple strike "
                       "(classic-2012:209.3); a declared attack by a closed creature is not ruled here")
    dice = topic_rule(edition, "die-strength") is not None and stack_model(edition).order == "lifo"
    if not dice:
        t = _run(state, spec, edition, engine, spec.strength, spec.counter_strength, triggers)
        battle = any(n.what == "battle" for s in t.steps for n in s.notes)
        combos = {(spec.strength, spec.counter_strength): [()]}
        traces = {(spec.strength, spec.counter_strength): t}
        die_rules, rolled = (), 0
    else:
        probe = _run(state, spec, edition, engine, spec.strength or "weak", spec.counter_strength or "weak",
                     triggers)
        battle = any(n.what == "battle" for s in probe.steps for n in s.notes)
        combos: dict = {}
        d1, d2 = _die_mods(state, spec, edition, battle, notes, unknown)
        own_rolls = (spec.roll,) if spec.roll is not None else ROLLS
        other_rolls = ((spec.counter_roll,) if spec.counter_roll is not None else ROLLS) if battle else (None,)
        stated = spec.strength is not None and (spec.counter_strength is not None or not battle)
        for r1 in own_rolls:
            for r2 in other_rolls:
                f1 = r1 + d1 if battle else min(6, max(1, r1 + d1))   # 422.4.b: no 1-6 in a fight of two open
                f2 = None if r2 is None else r2 + d2
                s = tier_of(f1, f2)
                c = responding_tier(f1, f2) if battle else None
                # a stated strength keeps the rolls that give it (the other side's strike follows the table)
                if stated or (spec.strength or s) != s or (battle and (spec.counter_strength or c) != c):
                    continue
                combos.setdefault((s, c), []).append((r1,) if r2 is None else (r1, r2))
        pairs = {(tier_of(r1 + d1, r2 + d2), responding_tier(r1 + d1, r2 + d2)) for r1 in ROLLS for r2 in ROLLS}
        if stated and battle and (spec.strength, spec.counter_strength) not in pairs:
            unknown.append(f"strike {spec.strength} with counterstrike {spec.counter_strength}: the strike table "
                           "(classic-2012:205.6) gives no such pair from any rolls; only an effect the checker does "
                           "not read could make it")
        if stated or not combos:
            combos = {(spec.strength or "weak", spec.counter_strength if battle else None): [()]}
        rolled = sum(len(r) for k, r in combos.items() if r != [()])
        die_rules = () if not rolled else (("classic-2012:205.6",) if battle else ("classic-2012:205.4",))
        traces = {k: (probe if k == (spec.strength or "weak", spec.counter_strength or "weak") else
                      _run(state, spec, edition, engine, *k, triggers)) for k in combos}
    if battle and a.source and state.has(a.source) and not state.card(a.source).open:
        unknown.append(f"{a.source} is closed and {a.target} is open: no rule or ruling here says whether an open "
                       "creature fights back a closed one made to fight, or which strike table applies")
    grouped: dict = {}
    for k, rolls in combos.items():
        t = traces[k]
        unknown.extend(u for u in t.unknown if u not in unknown)
        o = _outcome_of(state, t)
        wit = (k[0] or "printed", k[1] or ("none" if not battle else "printed"), tuple(r for r in rolls if r))
        if o in grouped:
            grouped[o][0].append(wit)
        else:
            grouped[o] = ([wit], t)
    outs = tuple(FightOutcome(*o, tuple(w), t) for o, (w, t) in grouped.items())
    return FightResult(outs, battle, die_rules, rolled, tuple(unknown), tuple(notes))
