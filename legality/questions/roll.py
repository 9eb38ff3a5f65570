"""`roll`: what does a die roll come to, and which cards' triggers read it? A card rolls for something (a simple
strike it initiates, its counterstrike, a shot, a throw, a discharge, or an ability); the roll's modifiers come
from its own abilities and states (legality/attack/die_cards.py: the same reading the `attack` and `fight`
questions apply) and from the question's `modifiers:` (playable ones: «+1 к броску кубика»); the result is
brought to 1-6 by the game rule except in a fight of two open creatures (classic 2012 422.4.b, 104.2.a); then
every trigger of a card in play that reads a roll (`on_roll:`, legality/roll_triggers.py) is tested on the
result (216.6, the judges' ruling dev-396) or, where its text says so, the natural roll (216.5).

A natural roll the question does not state is each of 1 to 6, grouped into outcomes (never a guess).
Verdicts: `fixed` (one outcome), `outcomes` (the natural roll decides between several), `unknown` (card text
the checker does not read could bear on the roll). Expectations: `results: [..]` (the set of results), and
`outcomes:` a list of {result: n, fires: [card/feature, …], natural: [..]}, each compared on the fields given.
"""
from __future__ import annotations

from dataclasses import dataclass

from model import GameState, Zone

from ..attack.die_cards import PURPOSES, die_card_modifiers
from ..attack.modifiers import Modifier
from ..attack.spec import _card_ref, _feature_ref
from ..fields import Fields
from ..lasting import feature_limit, limit_text
from ..frenzy import firing_frenzies
from ..reach import Dependence, unknown_causes
from ..registry import topic_rule
from ..roll_triggers import compare, whose_holds
from . import register
from .expect import match_outcomes, verdict_and_cites

NATURALS = (1, 2, 3, 4, 5, 6)


@dataclass(frozen=True)
class RollQuestion:
    text: str
    card: str
    purpose: str
    fight: bool
    natural: int | None
    modifiers: tuple[Modifier, ...]
    dice: tuple[int, int] | None = None     # two dice of a card that rolls twice and keeps one
    chosen: int | None = None               # which of them is kept (1 or 2); None: each
    gains: tuple = ()                       # (card, state, when, by): a die state gained during the attack
    rolls: tuple[int, ...] = ()             # the natural rolls of one ability's several attacks (a sum is read)


@dataclass(frozen=True)
class RollOutcome:
    result: int
    fires: tuple[str, ...]           # card/feature of every trigger that fires
    naturals: tuple[int, ...]        # the natural rolls that reach it
    next_roll: int | None = None     # what a fired trigger makes the card's next roll equal («равен этому броску»)


@dataclass(frozen=True)
class RollAnswer:
    verdict: str
    edition: str
    card: str
    outcomes: tuple[RollOutcome, ...]
    steps: tuple[tuple[tuple[str, ...], str], ...]    # (rules, text)
    unknown: tuple[str, ...] = ()

    def cites(self) -> set[str]:
        return {r for rules, _t in self.steps for r in rules}

    def to_json(self) -> dict:
        return {"verdict": self.verdict, "edition": self.edition, "card": self.card,
                "outcomes": [{"result": o.result, "fires": list(o.fires), "natural": list(o.naturals),
                              "next_roll": o.next_roll} for o in self.outcomes],
                "steps": [{"text": t, "rules": list(r)} for r, t in self.steps], "unknown": list(self.unknown),
                "cites": sorted(self.cites())}

    def lines(self) -> list[str]:
        out = [f"  verdict: {self.verdict} — {len(self.outcomes)} outcome(s) of {self.card}'s roll"]
        for rules, t in self.steps:
            out.append(f"    {t}" + (f" [{', '.join(rules)}]" if rules else ""))
        for i, o in enumerate(self.outcomes, 1):
            fired = ", ".join(o.fires) or "no trigger fires"
            nxt = "" if o.next_roll is None else f"; the next roll equals {o.next_roll}"
            out.append(f"    {i}. result {o.result} (first roll {', '.join(map(str, o.naturals))}): {fired}{nxt}")
        for u in self.unknown:
            out.append(f"    unknown: {u}")
        return out


def roll_outcomes(state: GameState, q: RollQuestion, edition: str):
    """(outcomes, steps, unknown): every result the roll can reach and the triggers each fires."""
    steps, unknown = [], []
    if topic_rule(edition, "die-roll-result") is None:
        why = f"no rule of {edition} has die rolls (heroes ed. 15 decides nothing by a die)"
        return (), (((), why),), (why,)
    base = die_card_modifiers(state, q.card, q.purpose, edition)
    steps += list(base.notes)
    unknown += base.unknown
    mods = list(base.modifiers)
    named = {m.card for m in q.modifiers}
    if q.card in named and base.modifiers:     # hand-typed modifiers of the roller's card replace its own
        mods = []
        steps.append(((), f"the question's modifiers name {q.card}: they replace its own die abilities"))
    mods += _gained(state, q, edition, steps, unknown)
    mods += [m for m in q.modifiers if m.op in ("add", "sub")]
    sets = [m for m in q.modifiers if m.op == "set"]
    rerolls = [m for m in q.modifiers if m.op == "reroll"]
    equals = _acting_equals(state, q, edition, steps, unknown)
    naturals = NATURALS if q.natural is None else (q.natural,)
    if equals:
        values = sorted({m.value for m in equals})
        eq_rule = topic_rule(edition, "die-roll-equals")
        steps.append(((eq_rule.id,) if eq_rule else (),
                      f"{len(equals)} effect(s) make the roll equal {', '.join(map(str, values))}: that is the die "
                      "roll, which rerolls replace and modifiers apply to"))
        if len(equals) > 1:
            nxt = topic_rule(edition, "die-next-roll")
            steps.append(((nxt.id,) if nxt else (), f"the {len(equals)} effects apply to this one roll and end with it"))
        if len(values) > 1 or eq_rule is None:
            unknown.append(f"effects make the roll equal {' and '.join(map(str, values))}: which stands is not ruled"
                           if eq_rule else f"no rule of {edition} says what a roll made equal to a value is")
        naturals = (values[0],)
        if q.natural is not None:
            steps.append(((), f"the die's {q.natural} is replaced: the roll equals {values[0]}"))
    playable = topic_rule(edition, "die-playable-modifiers")
    n_playable = sum(1 for m in q.modifiers if m.op != "equals")
    if n_playable and playable is not None:
        steps.append(((playable.id,), f"{n_playable} playable die modifier(s), played while the roll's Result "
                                      "object is on top"))
    _repeated_uses(state, q, edition, steps, unknown)
    if rerolls:
        order_rule = topic_rule(edition, "die-reroll-order")
        last = rerolls[-1]
        steps.append(((order_rule.id,) if order_rule else (),
                      f"{len(rerolls)} reroll(s) first: the die is rolled again, the last roll stands "
                      f"({last.value}, by {last.card})" + ("; then the +X/-X apply to it" if mods else "")))
    delta = sum(m.value if m.op == "add" else -m.value for m in mods)
    result_rule = topic_rule(edition, "die-result")
    clamp = topic_rule(edition, "die-result-range")
    order = topic_rule(edition, "value-modifier-order")
    triggers = [(cs, f, f.param("roll_trigger")) for cs in state.cards if cs.zone is Zone.PLAY
                for f in cs.card.features if f.param("roll_trigger") is not None]
    roller = state.card(q.card)
    reads = topic_rule(edition, "die-trigger-reads-result")
    natural_rule = "classic-2012:216.5"
    rages, rage_read = _frenzies(state, q, edition, steps, unknown)
    # the features the question's modifiers name: what they do to this roll is what the question states
    stated = frozenset((m.card, m.feature) for m in q.modifiers if m.feature)
    tf = two_dice_feature(roller.card)
    two_read = frozenset({(q.card, tf.id)}) if tf is not None else frozenset()
    if q.rolls:
        if rages:
            unknown.append(f"{q.card}'s Бешенство on each of several rolls is not read here")
        outs = _sum_outcome(state, q, edition, delta, triggers, roller, steps, unknown)
        dep = Dependence(frozenset({"dice"}), (q.card,), frozenset({"dice"}), ROLLED_FOR_ABILITY, (q.card,), (), "a die roll",
                         False, base.acted | {(cs.id, f.id) for cs, f, _t in triggers}, read=rage_read | stated)
        unknown += [u for u in unknown_causes(state, dep) if u not in unknown]
        return outs, tuple(steps), tuple(unknown)
    throws = [(first, None) for first in naturals]       # (the natural roll kept, the other die or None)
    if _two_dice(state, q, edition, steps, unknown):
        pairs = [q.dice] if q.dice else [(a, b) for a in NATURALS for b in NATURALS]
        picks = [q.chosen - 1] if q.chosen else [0, 1]
        throws = [(p[c], p[1 - c]) for p in pairs for c in picks]
        if rerolls:
            unknown.append("a reroll of a card that rolls twice and chooses: the judges differ on whether it comes "
                           "before the choice, on either die (dev-407), or after it, on the chosen one (dev-382)")
        if any(whose_holds(t, cs, roller) for cs, _f, t in triggers):
            unknown.append(f"{q.card} rolls twice and chooses: which of the two dice a trigger reading its roll "
                           "reads is not ruled here")
    grouped: dict = {}
    for first, other in throws:
        n = rerolls[-1].value if rerolls else first      # the natural roll that stands
        r = n + delta
        if not q.fight and not 1 <= r <= 6 and clamp is not None:
            r = min(6, max(1, r))
        choices = [r] if not sets else sorted({m.value for m in sets})     # 422.4.c: the target's controller picks
        for res in choices:
            fires = []
            for cs, f, t in triggers:
                if not whose_holds(t, cs, roller) or other is not None:
                    continue
                if t.sum and short_sum(t, 1, edition, f"{cs.id}/{f.id}", steps):
                    continue
                if t.sum and t.rolls is not None and t.rolls > 1:     # short_sum found no rule of the edition
                    msg = (f"{cs.card.name} ({cs.id}/{f.id}) «{f.text}» reads the sum of the dice of {t.rolls} attacks "
                           f"and only 1 was made: no rule of {edition} says whether it fires (classic:ruling-dev-454: "
                           "it does not)")
                    if msg not in unknown:
                        unknown.append(msg)
                    continue
                if t.sum:
                    msg = (f"{cs.card.name} ({cs.id}/{f.id}) «{f.text}» reads the sum of several rolls: the question "
                           "asks one (give them all as `rolls`)")
                    if msg not in unknown:
                        unknown.append(msg)
                    continue
                if t.fighting and q.purpose not in ("strike", "counterstrike"):
                    continue
                ok = compare(t, roller, n if t.natural else res)
                if ok is None:
                    msg = f"{cs.card.name} ({cs.id}/{f.id}) «{f.text}»: compares with the cost of {q.card}, which is X"
                    if msg not in unknown:
                        unknown.append(msg)
                    continue
                if ok:
                    fires.append(f"{cs.id}/{f.id}")
            nxt = None
            for rg in rages:                 # Бешенство N: the result, N or less (classic:бешенство)
                if res <= rg.threshold:
                    fires.append(f"{rg.card}/{rg.feature}")
                    if rg.next_roll is not None:
                        nxt = res if rg.next_roll == "result" else int(rg.next_roll)
                if other is not None and other <= rg.threshold:     # the other die, without modifiers (dev-016)
                    fires.append(f"{rg.card}/{rg.feature}")
                    if rg.next_roll is not None:
                        nxt = other if rg.next_roll == "result" else int(rg.next_roll)
            grouped.setdefault((res, tuple(fires), nxt), []).append(first)
    outs = tuple(RollOutcome(res, fires, tuple(ns), nxt) for (res, fires, nxt), ns in grouped.items())
    if mods:
        steps.append(((result_rule.id,) if result_rule else (),
                      f"the roll's modifiers apply at the Result object: {'+' if delta >= 0 else ''}{delta}"))
    if not q.fight and clamp is not None:
        steps.append(((clamp.id,),
                      "not a fight of two open creatures: a result below 1 or above 6 becomes 1 or 6"))
    elif q.fight:
        steps.append(((clamp.id,) if clamp else (), "a fight of two open creatures: the result is not brought to 1-6"))
    if sets:
        steps.append(((order.id,) if order else (), f"{len(sets)} modifier(s) set the result, applied last"))
    for cs, f, t in triggers:
        if not whose_holds(t, cs, roller):
            continue
        rule = natural_rule if t.natural else (reads.id if reads else "")
        steps.append(((rule,) if rule else (),
                      f"{cs.id}/{f.id} «{f.text}» reads the {'natural roll' if t.natural else 'result'}: "
                      f"{t.describe()}"))
    # the roll triggers are read in full here (whether each fires); what they do is declared on them (touches):
    # other questions, which do not read on_roll, stay unknown where it could bear
    rolled = frozenset((cs.id, f.id) for cs, f, _t in triggers)
    dep = Dependence(frozenset({"dice"}), (q.card,), frozenset({"dice"}), ROLLED_FOR_ABILITY, (q.card,), (), "a die roll",
                     False, base.acted | rolled, read=rolled | rage_read | stated | two_read)
    unknown += [u for u in unknown_causes(state, dep) if u not in unknown]
    return outs, tuple(steps), tuple(unknown)


# a roll is made for an action its card declares (a shot, a strike, an ability): that ability's own text kept as
# text («при объявлении каждого выстрела бросьте кубик; если выпало 1-2 …») reads the roll (reach.py: activated)
ROLLED_FOR_ABILITY = True


def _acting_equals(state: GameState, q: RollQuestion, edition: str, steps: list, unknown: list) -> list:
    """The question's «бросок равен N» effects that act: a hidden card's permanent ability does not
    (classic:ruling-dev-081: «Ваш первый за ход бросок кубика равен 6» of a hidden Ясновидящая, dev-399)."""
    from ..hidden import _can_fire
    out = []
    for m in q.modifiers:
        if m.op != "equals":
            continue
        cs = state.card(m.card)
        f = cs.card.feature(m.feature) if m.feature else None
        if cs.revealed or (f is not None and _can_fire(f)):
            out.append(m)
            continue
        r = topic_rule(edition, "hidden-permanent")
        what = f"«{f.text}»" if f is not None else "its effect"
        if r is None:
            unknown.append(f"{cs.card.name} ({m.card}) is hidden: whether {what} acts is not ruled under {edition}")
            out.append(m)
            continue
        steps.append(((r.id,), f"{cs.card.name} ({m.card}) is hidden: its permanent {what} does not act"))
    return out


def _sum_outcome(state, q: RollQuestion, edition: str, delta: int, triggers, roller, steps: list, unknown: list):
    """Several rolls of one ability (its several attacks, each with its own roll: dev-230): each takes the roller's
    modifiers and is brought to 1-6 alone; a trigger on their sum reads the results (the judges: dev-452, with
    modifiers; classic:ruling-dev-396). A playable modifier or a set value names no roll of the several: unknown."""
    if q.modifiers:
        unknown.append("playable die modifiers on several rolls: which roll each modifies is not stated")
    clamp = topic_rule(edition, "die-result-range")
    results = []
    for n in q.rolls:
        r = n + delta
        if clamp is not None and not 1 <= r <= 6:
            r = min(6, max(1, r))
        results.append(r)
    total_ = sum(results)
    reads = topic_rule(edition, "die-trigger-reads-result")
    steps.append(((reads.id,) if reads else (), f"{len(q.rolls)} rolls {', '.join(map(str, q.rolls))} → results "
                                                f"{', '.join(map(str, results))}: their sum is {total_}"))
    fires = []
    for cs, f, t in triggers:
        if not whose_holds(t, cs, roller):
            continue
        if not t.sum:
            unknown.append(f"{cs.card.name} ({cs.id}/{f.id}) «{f.text}» reads one roll: which of the "
                           f"{len(q.rolls)} rolls is not stated")
            continue
        if short_sum(t, len(q.rolls), edition, f"{cs.id}/{f.id}", steps):
            continue
        ok = compare(t, roller, total_)
        if ok is None:
            unknown.append(f"{cs.card.name} ({cs.id}/{f.id}) «{f.text}»: compares with a cost of X")
        elif ok:
            fires.append(f"{cs.id}/{f.id}")
        steps.append(((reads.id,) if reads else (), f"{cs.id}/{f.id} «{f.text}» reads the {t.describe()}"))
    return (RollOutcome(total_, tuple(fires), tuple(q.rolls)),)


def short_sum(t, made: int, edition: str, name: str, steps: list) -> bool:
    """A sum of the dice of N attacks with fewer made: no such sum, the trigger does not fire (the judges' dev-454).
    False when the rolls are all there, or no rule here says so (the caller then reads the sum, or says unknown)."""
    if t.rolls is None or made >= t.rolls:
        return False
    r = topic_rule(edition, "roll-sum-all-attacks")
    if r is None:
        return False
    note = ((r.id,), f"{name} reads the sum of the dice of {t.rolls} attacks; only {made} made: there is no such "
                     "sum, it does not fire")
    if note not in steps:
        steps.append(note)
    return True


GAIN_WHEN = ("initiation", "result")


def _gained(state: GameState, q: RollQuestion, edition: str, steps: list, unknown: list) -> list:
    """Blessing or Curse the roller gains during the attack, by an ability triggered on attack initiation
    (2012 216.4: on the stack before the Roll object) — it modifies the roll — or by the modified result (216.6:
    after the modifiers applied) — it does not (the judges: dev-093, dev-224)."""
    out = []
    have = set(getattr(state.card(q.card), "states", ()))
    for card, st, when, by in q.gains:
        if card != q.card:
            steps.append(((), f"{card} gains {st} ({by}): not the roller, it does not bear on this roll"))
            continue
        topic = {"initiation": "attack-initiation-triggers", "result": "die-result"}[when]
        r = topic_rule(edition, topic)
        ability = topic_rule(edition, "die-blessing" if st == "blessing" else "die-curse")
        if r is None or ability is None:
            unknown.append(f"{q.card} gains {st} ({by}) on {when}: no rule of {edition} places it against the roll")
            continue
        if when == "result":
            steps.append(((r.id,), f"{q.card} gains {st} ({by}) from a trigger on the modified result: the "
                                   "modifiers were applied before it, it does not modify this roll"))
            continue
        if st in have:
            steps.append(((ability.id,), f"{q.card} is already {'blessed' if st == 'blessing' else 'cursed'}: "
                                         f"gaining {st} again adds nothing"))
            continue
        have.add(st)
        steps.append(((r.id, ability.id), f"{q.card} gains {st} ({by}) by a trigger that resolves before the Result "
                                          f"object: {'+1' if st == 'blessing' else '-1'} to this roll"))
        out.append(Modifier(f"{q.card}/{st}-gained", "add" if st == "blessing" else "sub", q.card, 1))
    return out


def two_dice_feature(card):
    """The feature «бросьте кубик дважды, выберите один из результатов» of a card (`params.two_dice`), or None."""
    return next((f for f in card.features if isinstance(f.param("two_dice"), dict)), None)


def _two_dice(state: GameState, q: RollQuestion, edition: str, steps: list, unknown: list) -> bool:
    """Whether this roll is two dice of which the player keeps one: the roller's text says so for this roll
    (`two_dice: {when: fight | attack, own_turn: true}`). Its die modifiers apply to the kept die only, and its
    Бешенство is activated by each die, the other without modifiers (classic:ruling-dev-016)."""
    cs = state.card(q.card)
    f = two_dice_feature(cs.card)
    if f is None:
        return False
    want = dict(f.param("two_dice"))
    when = want.get("when", "attack")
    applies = (q.fight if when == "fight" else q.purpose in ATTACKS) and \
        (not want.get("own_turn") or cs.controller == state.active)
    label = f"{cs.card.name} ({q.card}/{f.id}) «{f.text}»"
    if not applies:
        if q.dice:
            unknown.append(f"the question gives two dice, but {label} rolls twice only "
                           f"{'in a fight' if when == 'fight' else 'for an attack'}"
                           + (" in its controller's turn" if want.get("own_turn") else ""))
        else:
            steps.append(((), f"{label}: not this roll, one die is rolled"))
        return False
    r = topic_rule(edition, "die-two-dice")
    if r is None:
        unknown.append(f"{label}: no rule of {edition} says how modifiers and triggers read two dice")
        return False
    steps.append(((r.id,), f"{label}: two dice, one kept" + (f" (die {q.chosen}: {q.dice[q.chosen - 1]})"
                                                                if q.dice and q.chosen else ", every choice")
                  + "; the die modifiers apply to the kept die only, Бешенство reads each die"))
    return True


def _repeated_uses(state: GameState, q: RollQuestion, edition: str, steps: list, unknown: list) -> None:
    """A playable die ability the question plays more than once on the roll: as often as its cost can be paid
    again. A use limit («1 раз за ход») or a cost that closes the card ({tap}: a closed card cannot close again)
    stops a second use; any other cost (Садар's «изгнать карту с вашего кладбища») may be paid again."""
    counts: dict = {}
    for m in q.modifiers:
        if m.feature and m.op != "equals":
            counts[(m.card, m.feature)] = counts.get((m.card, m.feature), 0) + 1
    for (cid, fid), k in counts.items():
        if k < 2:
            continue
        f = state.card(cid).card.feature(fid)
        label = f"{state.card(cid).card.name} ({cid}/{fid}) «{f.text}»"
        lim = feature_limit(f)
        if lim is not None and k > lim[0]:
            r = topic_rule(edition, "use-limit")
            unknown.append(f"{label} is played {k} times, more than its «{limit_text(lim)}» allows"
                           + (f" ({r.id})" if r else ""))
        elif "{tap}" in f.text:
            unknown.append(f"{label} is played {k} times, but its cost closes the card: a second use needs it "
                           "opened in between, which the question does not state")
        else:
            steps.append(((), f"{label} is played {k} times on the roll: no use limit, and its cost may be paid "
                              "again each time"))


def _frenzies(state: GameState, q: RollQuestion, edition: str, steps: list, unknown: list):
    """The roller's «Бешенство N» that this roll can fire: legality/frenzy.py `firing_frenzies`, the reading the
    `fight` question and the tracer apply too."""
    return firing_frenzies(state, q.card, q.purpose, edition, steps, unknown)


class RollKind:
    name = "roll"
    verdicts = ("fixed", "outcomes", "unknown")

    def parse(self, q: Fields, state: GameState) -> RollQuestion:
        ids = {c.id for c in state.cards}
        card = _card_ref(q, "card", ids, required=True)
        purpose = q.enum("for", PURPOSES, default="other")
        natural = q.opt("natural", int)
        if natural is not None and not 1 <= natural <= 6:
            raise q.error("natural", f"a die shows 1 to 6, got {natural}")
        fight = q.opt("fight", bool, purpose == "counterstrike")
        if purpose == "counterstrike" and not fight:
            raise q.error("fight", "a counterstrike's roll is made in a fight of two open creatures")
        if fight and purpose not in ("strike", "counterstrike"):
            raise q.error("fight", f"a roll for {purpose} is not a roll of two open creatures fighting")
        mods = []
        for i, (line, item) in enumerate(q.items("modifiers")):
            mf = Fields(q.path, item, f"{q.name('modifiers')}[{i}]", line)
            op = mf.enum("op", ("add", "sub", "set", "reroll", "equals"), required=True)
            src = _card_ref(mf, "card", ids, required=True)
            feature = _feature_ref(mf, "feature", src, state)
            v = mf.req("value", int)
            if v < 0:
                raise mf.error("value", f"must not be negative, got {v}")
            if op in ("reroll", "equals") and not 1 <= v <= 6:
                raise mf.error("value", f"the value of `{op}` is the die's roll, 1 to 6, got {v}")
            mods.append(Modifier(mf.opt("id", str) or f"{src}/{feature or 'die-' + op}", op, src, v,
                                 feature=feature, line=line))
            mf.done()
        dice, chosen = None, None
        if q.has("dice"):
            vals = [v for _l, v in q.items("dice")]
            if len(vals) != 2 or not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6
                                         for v in vals):
                raise q.error("dice", f"two dice, each 1 to 6, got {vals!r}")
            if natural is not None or any(m.op == "equals" for m in mods):
                raise q.error("dice", "give either the two dice or one roll (`natural`, `equals`)")
            if two_dice_feature(state.card(card).card) is None:
                raise q.error("dice", f"{card} rolls one die: no text of it says «бросьте кубик дважды» "
                                      "(a feature's `two_dice`)")
            dice = (vals[0], vals[1])
        if q.has("chosen"):
            chosen = q.req("chosen", int)
            if chosen not in (1, 2) or dice is None:
                raise q.error("chosen", "which of the two `dice` is kept: 1 or 2")
        gains = []
        for i, (line, item) in enumerate(q.items("gains")):
            gf = Fields(q.path, item, f"{q.name('gains')}[{i}]", line)
            gcard = _card_ref(gf, "card", ids, required=True)
            gstate = gf.enum("state", ("blessing", "curse"), required=True)
            when = gf.enum("when", GAIN_WHEN, required=True)
            gains.append((gcard, gstate, when, gf.opt("by", str, "an effect")))
            gf.done()
        rolls = ()
        if q.has("rolls"):
            vals = [v for _l, v in q.items("rolls")]
            if len(vals) < 2 or not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6 for v in vals):
                raise q.error("rolls", f"two or more natural rolls, each 1 to 6, got {vals!r}")
            if natural is not None or dice is not None or fight:
                raise q.error("rolls", "the rolls of one ability's several attacks: not with `natural`, `dice` or "
                                       "`fight`")
            rolls = tuple(vals)
        text = q.opt("text", str, "") or f"what does {card}'s roll come to?"
        return RollQuestion(text, card, purpose, fight, natural, tuple(mods), dice, chosen, tuple(gains), rolls)

    def parse_expect(self, ef: Fields) -> dict:
        out = {}
        if ef.has("results"):
            vals = []
            for i, (line, v) in enumerate(ef.items("results")):
                if not isinstance(v, int) or isinstance(v, bool):
                    raise ef.error("results", f"expected numbers, got {v!r}")
                vals.append(v)
            out["results"] = tuple(sorted(set(vals)))
        if ef.has("outcomes"):
            outs = []
            for i, (line, node) in enumerate(ef.items("outcomes")):
                of = Fields(ef.path, node, ef.name(f"outcomes[{i}]"), line)
                o = {}
                if of.has("result"):
                    o["result"] = of.req("result", int)
                if of.has("fires"):
                    o["fires"] = tuple(sorted(v for _, v in of.texts("fires")))
                if of.has("natural"):
                    naturals = [v for _, v in of.items("natural")]
                    if any(not isinstance(v, int) or isinstance(v, bool) for v in naturals):
                        raise of.error("natural", f"expected the die's numbers, got {naturals!r}")
                    o["natural"] = tuple(sorted(naturals))
                if of.has("next_roll"):
                    o["next_roll"] = of.req("next_roll", int)
                of.done()
                outs.append(o)
            out["outcomes"] = tuple(outs)
        return out

    def answer(self, scenario, edition: str, engine: str = "z3") -> RollAnswer:
        q = scenario.question
        outs, steps, unknown = roll_outcomes(scenario.state, q, edition)
        verdict = "unknown" if unknown else ("fixed" if len(outs) == 1 else "outcomes")
        return RollAnswer(verdict, edition, q.card, outs, steps, unknown)

    def matches(self, a: RollAnswer, exp) -> list[str]:
        problems = verdict_and_cites(a.verdict, a.cites(), exp)
        want = exp.extra.get("results")
        if want is not None:
            got = tuple(sorted({o.result for o in a.outcomes}))
            if got != want:
                problems.append(f"results {list(got)}, expected {list(want)}")
        want = exp.extra.get("outcomes")
        if want is None:
            return problems
        got = [{"result": o.result, "fires": tuple(sorted(o.fires)), "natural": tuple(sorted(o.naturals)),
                "next_roll": o.next_roll} for o in a.outcomes]
        return problems + match_outcomes(want, got)


register(RollKind())
