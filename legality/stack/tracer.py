"""Follow the stack (classic) or the Очередь (heroes) through a sequence of events.

Each entry passes through its edition's steps (`editions.py`). Before calculation and before execution
its legality is asked again of the core (`legality.api.rule_action` with `action.step` set); an entry found
illegal is removed, with the consequence the edition's removal rule gives. Nothing here decides legality
on its own except what needs the board (adjacency of a defender) and the resolution rules the core does
not hold (battles, defenders closing, occupied cells, the flying arrow's lock).
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace

from model import ATTACKS, Action, ActionKind, CardState, CardType, GameState, Player, Step, Zone
from model.evolve import evolve

from ..board import adjacency, mover, where
from ..registry import get_rule, topic_rule
from ..rules.protections import BLOCKING_TOPICS
from ..world import may_strike, override
from ..strikes_per_turn import strikes_feature
from .blocking import MarkerBlocking
from .redirects import Redirects
from .death_counts import DeathCounts
from ..wound_sources import ATTACK_ORIGINS, decide
from .board import Board
from .editions import CHECKED, EXECUTING, FIRST_IN, StackModel, stack_model
from .events import Event
from .committed import Committed
from .declared import Declared
from .firing import ATTACK_EVENTS, Firing
from .history import TurnHistory
from .hosts import Hosts
from .lasting import LastingEffects
from .armour import Armour
from .ability_attacks import AbilityAttacks
from .deaths import DeathReplacements
from .heals import HealStep
from .life import Life
from .rolls import Cancels, Rolls
from .strike import StrikeValue, strike_value
from .trace import Note, Trace, TraceStep

# «удар»: the strikes a «… пока не совершат … удар по другой карте» counts (the attack kinds' class «удары»)
STRIKE_KINDS = (ActionKind.SIMPLE_STRIKE, ActionKind.SPECIAL_STRIKE, ActionKind.MAGIC_STRIKE)
from .turn_start import TurnStartAbilities
from .stack_points import StackPoints
from .token_max import TokenMaximum

CREATURES = (CardType.CREATURE, CardType.FLYER)


@dataclass(eq=False)     # entries are compared by identity: removing one from a long stack stays cheap
class Entry:
    id: str
    action: Action
    event: Event
    at: int = 0                  # index of the step it is at (in the model's steps)
    checked: bool = False        # the legality check before that step is done
    paused: bool = False         # paused inside that step: a window for instant actions
    executing: bool = False      # past the check before execution: it has left the stack
    uncertain: bool = False      # entered although its legality is unknown (traced as declared)
    paid: bool = False
    locked: bool = False         # flying arrow: the source's later fate no longer matters
    value: int | None = None     # the wounds its strike deals (None: undetermined, see `undetermined`)
    battle: bool = False
    counter: int | None = None
    undetermined: dict = field(default_factory=dict)   # strike | counterstrike -> why its wounds are not known
    defends: "Entry | None" = None             # for an assign_defender entry: the attack it redirects
    defenders: list = field(default_factory=list)
    attacked: str | None = None                # for an attack: the card it was declared at (before a defender)
    rolled_only: bool = False                  # its strengths were given by its rolls, not stated (rolls.py)
    prevented: int | None = None               # the strike's value before its target's Броня (armour.py)
    counter_prevented: int | None = None       # … and the counterstrike's, before the attacker's
    block_checked: bool = False                # a marker on its target was looked for (blocking.py)

    def __deepcopy__(self, memo):
        """A trace copied at a stack point (turn_start._copy): its actions and events are immutable and shared;
        its containers and the entries it names are copied, keeping their identity through `memo`."""
        new = copy.copy(self)
        memo[id(self)] = new
        for k, v in vars(self).items():
            if isinstance(v, (list, dict, set, Entry)):
                setattr(new, k, copy.deepcopy(v, memo))
        return new


class Tracer(Firing, Declared, Committed, TurnHistory, LastingEffects, Life, HealStep, Armour, DeathReplacements,
             Rolls, Cancels, MarkerBlocking, Redirects, DeathCounts, Hosts, AbilityAttacks, TurnStartAbilities,
             StackPoints, TokenMaximum):
    def __init__(self, state: GameState, edition: str, engine: str, triggers: dict | None = None):
        self.m: StackModel = stack_model(edition)
        self.edition, self.engine = edition, engine
        self.cards: dict[str, CardState] = {c.id: c for c in state.cards}
        self.active, self.turn = state.active, state.turn
        self.cell_markers = state.cell_markers       # markers on cells (legality/cell_markers.py)
        self.zones_in_full = state.zones_in_full     # zones the scenario states in full (a summon's Deck)
        self.stack: list[Entry] = []
        self.ids: list[str] = []                # the stack's entry ids, kept beside it for cheap snapshots
        self.running: list[Entry] = []          # entries executing (off the stack) while paused
        self.entries: dict[str, Entry] = {}
        self.done: dict[str, str] = {}          # entry id -> resolved | removed | not entered
        self.gone: dict[str, tuple] = {}        # entry id -> (event number, how, rules, action): taken off by
                                                # the checker (not entered, removed, assigned at once)
        self.n = 0                              # the event being traced
        self.unruled: set = set()               # shared cells reported as ruled by no rule here
        self.notes: list[Note] = []
        self.steps: list[TraceStep] = []
        self.passes: list[Player] = []
        self.unknown: list[str] = []
        self.choices: list[dict] = []           # strikes whose outcome is a player's choice
        self.verdicts: dict = {}                # (state, action) -> the core's verdict
        self.repeats = 0                        # questions answered from `verdicts`
        self.outcome = {k: [] for k in ("entered", "resolved", "removed", "paid", "not_paid", "not_entered",
                                        "died")}
        self.board = Board(self.m.occupied)
        self.zone = "the stack" if self.m.order == "lifo" else "the Очередь"
        self._state: GameState | None = None
        # the engine's parts: triggers (firing.py), lasting effects and use limits (lasting.py)
        self.triggers = {cid: ts for cid, ts in (triggers or {}).items() if ts}
        self._classes = None
        self._has_after = any(t.after for ts in self.triggers.values() for t in ts)
        self._executing = None                # the entry at its execution step
        self._after: dict = {}                # entry -> its events, for the «после …» triggers at its payment
        self.abilities: dict = {}             # player -> (card, ability kind) performed this turn, in order
        self.final_phase = False              # an `end_turn` began the active player's final phase (2012 313.1)
        self.history: list = []               # this turn's events (kind, source, target), in order (history.py)
        self.turn_known = state.from_turn_start   # the history is the whole turn (history.py; a `turn` sets it)
        self.healed_this_turn: dict = {}      # card -> wounds its heals removed this turn (dev-053: not the declared X)
        self.depth = 0
        self.branches: list[dict] = []        # trigger chains with several outcomes (orders, «может»)
        self.lasting: list = []
        self.death_tally: dict = {}           # lasting effect -> deaths counted (death_counts.py)
        self.together: tuple = ()             # the cards one deaths check destroys at once
        self.printed_aside: dict = {}         # lasting effect -> its card's printed features set aside
        self.uses: dict = {}                  # (card, feature, per) -> uses spent
        self.asked: list[str] = []            # answers of `ask` events (a state question at a point)
        self.hit_by: dict[str, str] = {}      # card -> the card whose wounds or effect last struck it
        self.wound_origin: dict[str, str | None] = {}   # card -> what dealt its last wounds (wound_sources.py)
        self.wound_attack: dict[str, str | None] = {}   # card -> the attack kind of its last wounds (a shot …), or None
        self.kept_open: set[tuple[str, str]] = set()   # (entry, card): an effect «не закрывается» after that attack
        self._uses_counted: set = set()       # a trigger with target: all spends one use for all its targets
        self.heal_count: dict = {}            # (turn, player) -> heals of that player's cards executed (heals.py)
        self.armour_spent: dict = {}          # (card, feature) -> (turn, wounds its Броня prevented) (armour.py)
        self.pools: list = []                 # prevention effects with a source (armour.py)
        self.clock = max([c.entered for c in state.cards] + [e.timestamp for c in state.cards for e in c.effects]
                         + [0])
        for cid, msg in self.board.start(self.cards):
            self.note("obligation", msg, card=cid, rules=self._r(self.m.occupied))
        for cid in self.cards:
            self._shared_unruled(cid)
        self.adopt_stated()              # the scenario's laid effects with a duration end as the trace's do
        if self.notes:
            self._flush(0, "initial state", 0)

    # -- bookkeeping --------------------------------------------------------------------------------
    @staticmethod
    def _r(*rules) -> tuple[str, ...]:
        return tuple(dict.fromkeys(r.id for r in rules if r is not None))

    def note(self, what, text, entry=None, card=None, rules=()):
        self.notes.append(Note(what, text, entry, card, tuple(rules)))

    def _flush(self, n, event, line):
        running = tuple(e.id for e in self.running)
        on_stack = tuple(e.id for e in self.stack if not e.executing) if running else tuple(self.ids)
        self.steps.append(TraceStep(n, event, line, tuple(self.notes), on_stack, running))
        self.notes = []

    def state(self) -> GameState:
        if self._state is None:
            self._state = GameState(tuple(self.cards.values()), self.active, self.turn,
                                    cell_markers=self.cell_markers, zones_in_full=self.zones_in_full)
        return self._state

    def set_card(self, cid: str, **changes) -> None:
        self.cards[cid] = evolve(self.cards[cid], **changes)
        self._state = None

    def in_play(self, cid: str | None) -> bool:
        return cid is not None and cid in self.cards and self.cards[cid].zone is Zone.PLAY

    def check(self, action: Action, step: Step):
        """The core's verdict; a verdict is a pure function of (state, action), so a trace asks each distinct
        question once (long stacks repeat them: the same heal on the same creature in the same state)."""
        from ..api import rule_action
        key = (self.state(), evolve(action, step=step, line=0))
        v = self.verdicts.get(key)
        if v is None:
            v = self.verdicts[key] = rule_action(self.state(), key[1], self.edition, self.engine)
        else:
            self.repeats += 1
        return v

    def next_entry(self) -> Entry | None:
        if not self.stack:
            return None
        return self.stack[-1] if self.m.order == "lifo" else self.stack[0]

    def push(self, e: Entry) -> None:
        self.stack.append(e)
        self.ids.append(e.id)

    def pop(self, e: Entry) -> None:
        i = len(self.stack) - 1 if self.stack[-1] is e else self.stack.index(e)
        del self.stack[i], self.ids[i]
        if e.executing:
            self.running.remove(e)

    # -- events -------------------------------------------------------------------------------------
    def run(self, events) -> Trace:
        for n, ev in enumerate(events, 1):
            self.n = n
            getattr(self, "on_" + ev.verb)(ev)
            if self.armour_spent:
                self.armour_watch()
            self._flush(n, ev.describe(), ev.line)
        if self.board.choice is not None:
            player = self.board.choice      # ending the subphase clears it
            self._end_choice(player)
            self._flush(len(events) + 1, f"end of the sequence: {player.value}'s choice subphase ends", 0)
        final = {cid: {"zone": c.zone.value, "open": c.open, "wounds": c.wounds, "lives_left": c.lives_left,
                       "cell": list(c.cell) if c.cell else None, "tokens": c.tokens,
                       "extra_lives": c.extra_lives, "negative_lives": c.negative_lives, "poison": c.poison,
                       "is_defender": c.is_defender, "defended_this_turn": c.defended_this_turn,
                       "acted_this_turn": c.acted_this_turn}
                 for cid, c in self.cards.items()}
        for cid, c in self.cards.items():
            final[cid]["effects"] = [f"{e.source}/{e.feature}" for e in c.effects]
        return Trace(self.edition, self.m.order, tuple(self.steps), final,
                     {k: tuple(v) for k, v in self.outcome.items()}, tuple(self.unknown), tuple(self.choices),
                     questions=len(self.verdicts) + self.repeats, distinct=len(self.verdicts),
                     branches=tuple(self.branches), asked=tuple(self.asked))

    def on_declare(self, ev: Event) -> None:
        self.passes = []
        a = self.with_earlier(ev.action)     # «по разным существам»: its ability's earlier targets (dev-273)
        if ev.roll is not None:          # its Бешенство is applied at its calculation (rolls.py)
            self.read_frenzies(a)
        entry = Entry(ev.entry, a, ev)
        extra = []
        if a.kind is ActionKind.ASSIGN_DEFENDER:
            attack = self._attack_on(a.target, ev)
            if isinstance(attack, str):           # the strike it answers was taken off by the checker
                self.done[entry.id] = "not entered"
                self.outcome["not_entered"].append(entry.id)
                n, how, rules, _a = self.gone[attack]
                self.gone[entry.id] = (self.n, f"never entered {self.zone} (no strike to defend against)", rules, a)
                self.note("not-entered", f"{entry.id}: nothing to defend against: the strike at {a.target}, "
                                         f"{attack}, {how} at step {n}", entry.id, rules=rules)
                return
            entry.defends = attack
            simple = attack.action.kind is ActionKind.SIMPLE_STRIKE and attack.action.simple
            # the attacker, whose «Направленный удар» it reads (legality/directed_strikes.py)
            a = entry.action = replace(a, simple=simple, directed=attack.action.directed, about=attack.action.source,
                                       unanswered=attack.action.unanswered, generated=attack.action.generated)
            extra = self._adjacency(a, attack) + self._attacker_side(attack) + self._redirected(attack)
        spent = self.used_up(a.source, a.ability, report=False)
        if spent:                                    # «N раз за ход»: the card's own text forbids another use
            extra.append((spent, self._r(topic_rule(self.edition, "use-limit"))))
        held = self.committed_closing(a, ev)         # its closing already pays for another entry (dev-375)
        if held:
            extra.append(held)
        v = self.check(a, Step.DECLARATION)
        if v.verdict == "illegal" or extra:
            if v.verdict == "unknown":     # text that could touch it could also override the board's rules
                self.unknown.extend(f"{entry.id}: {u}" for u in v.unknown)
                self.note("unknown", f"{entry.id}: legality unknown ({'; '.join(v.unknown)}): traced as the "
                                     "rules below say, unless that text says otherwise", entry.id)
            self.done[entry.id] = "not entered"
            self.outcome["not_entered"].append(entry.id)
            why = [r for x in (v.reasons if v.verdict == "illegal" else ()) for r in x.rules]
            self.gone[entry.id] = (self.n, f"never entered {self.zone} (illegal at its declaration)",
                                   tuple(dict.fromkeys(why + [r for _t, rs in extra for r in rs])), a)
            for r in v.reasons if v.verdict == "illegal" else ():
                self.note("not-entered", f"{entry.id}: {r.message}", entry.id, rules=r.rules)
            for text, rules in extra:
                self.note("not-entered", f"{entry.id}: {text}", entry.id, rules=rules)
            self.note("not-entered", f"{entry.id} cannot be declared: it never enters {self.zone}", entry.id)
            return
        self.used_up(a.source, a.ability)            # not refused: unknown where the turn before may have spent it
        if v.verdict == "unknown":
            self.unknown.extend(f"{entry.id}: {u}" for u in v.unknown)
            self.note("unknown", f"{entry.id}: legality unknown ({'; '.join(v.unknown)}); traced as declared",
                      entry.id)
        for r in v.decided_by if v.overridden else ():
            self.note("check", f"{entry.id} may be declared: {r.message}", entry.id, rules=r.rules)
        if v.verdict == "unknown":
            entry.uncertain = True           # may have been refused: the judge's later events may say so
        self.entries[entry.id] = entry
        self.outcome["entered"].append(entry.id)
        self.record_attack(entry)
        self.board.declared(a.source if a.kind is ActionKind.MOVE else None, ev.obliging)
        if a.kind is ActionKind.ASSIGN_DEFENDER and self.m.steps[0] is Step.PAYMENT:
            # heroes 508.3: the defender is assigned in the attack's preliminary stage, not through the Очередь
            self.note("entered", f"{entry.id} is assigned at once, in the preliminary stage of "
                                 f"{attack.id}", entry.id, rules=self._r(self.m.steps_rule))
            self._redirect(entry)
            self.gone[entry.id] = (self.n, "was assigned at once, in the preliminary stage of the attack",
                                   self._r(self.m.steps_rule), a)
            self.done[entry.id] = "resolved"
            self.outcome["resolved"].append(entry.id)
            return
        self.push(entry)
        lim, _f = self.limit_of(a.source, a.ability)
        if lim is not None and self._use_at() == "declaration":
            self.count_use(a.source, a.ability, lim, entry.id, how="its marker is laid at the declaration")
        pos = "on top of the stack" if self.m.order == "lifo" else "at the end of the Очередь"
        self.note("entered", f"{entry.id} is declared and enters {pos} at once"
                  + (" (a declaration cannot be interrupted)" if self.m.interruption else ""),
                  entry.id, rules=self._r(self.m.order_rule, self.m.interruption))
        if self.m.steps[0] is Step.PAYMENT:
            self._do_step(entry, Step.PAYMENT)
            entry.at = 1

    on_respond = on_declare

    def on_together(self, ev: Event) -> None:
        """Simultaneous entries go in by player (classic 2012 215.4: the active player's first; heroes 402.1:
        the inactive player's first); within a player's group, in the listed order: that player's choice."""
        rule = self.m.simultaneous
        first = self.active if FIRST_IN[rule.id] == "active" else self.active.opponent
        owner = lambda e: self.cards[e.action.source].controller if e.action.source else self.active
        ordered = [e for e in ev.group if owner(e) is first] + [e for e in ev.group if owner(e) is not first]
        self.note("step", f"{len(ordered)} entries enter together: {first.value}'s first, then "
                          f"{first.opponent.value}'s, each group in the order its player chose (as listed): "
                          + ", ".join(e.entry for e in ordered), rules=self._r(rule))
        for e in ordered:
            self.on_declare(e)

    def on_pass(self, ev: Event) -> None:
        self.passes.append(ev.player)
        if len(self.passes) >= 2 and self.passes[-1] is not self.passes[-2]:
            self.passes = []
            e = self.next_entry()
            if e is None:
                self.note("step", "both players passed with an empty stack", rules=self._r(self.m.order_rule))
                return
            self.note("step", f"both players passed: {e.id} resolves", e.id, rules=self._r(self.m.order_rule))
            self._advance(e, None)
        else:
            self.note("step", f"{ev.player.value} passes")

    def on_resolve(self, ev: Event) -> None:
        self.passes = []
        if ev.entry in self.gone:
            # the judge writes what happened at the table; the checker took this entry off: part of the ruling
            n, how, rules, _a = self.gone[ev.entry]
            self.note("refused", f"nothing to resolve: {ev.entry} {how} at step {n}", ev.entry, rules=rules)
            return
        e = self.next_entry()
        while e is not None and e.id != ev.entry and e.uncertain and not e.executing and ev.entry in self.entries:
            e = self._drop_uncertain(e, ev)
        if ev.entry in self.done or ev.entry not in self.entries:
            raise ev.error("resolve", f"entry {ev.entry!r} is no longer on the stack "
                                      f"({self.done.get(ev.entry, 'gone')})")
        if e.id != ev.entry:
            raise ev.error("resolve", f"entry {ev.entry!r} is not next: {e.id} resolves first "
                                      f"({self.m.order_rule.id})")
        until = self.m.execution_step if ev.until in EXECUTING else ev.until
        left = self.m.steps[e.at + (1 if e.paused else 0):]
        if until is not None and until not in left:
            raise ev.error("until", f"{e.id} has no {until.value} step left to wait at (steps left: "
                                    f"{', '.join(s.value for s in left) or 'none'}; {self.m.steps_rule.id})")
        self._advance(e, until)

    def _drop_uncertain(self, e: Entry, ev: Event) -> Entry | None:
        """An entry traced "as declared" although its legality is unknown stands in the way of the entry the
        scenario resolves: the scenario's events take it as never entered. Follow them; the trace stays unknown."""
        self.pop(e)
        self.done[e.id] = "not entered"
        self.outcome["entered"].remove(e.id)
        self.outcome["not_entered"].append(e.id)
        self.gone[e.id] = (self.n, "taken as never entered (its legality is unknown)", (), e.action)
        self.unknown.append(f"{e.id}: its legality is unknown; the events resolve {ev.entry} first, as if "
                            f"{e.id} never entered")
        self.note("unknown", f"{e.id}: legality unknown and the events resolve {ev.entry} first: traced as "
                             "never entered", e.id)
        return self.next_entry()

    def on_interrupt(self, ev: Event) -> None:
        e = self.entries.get(ev.entry)
        by = f" by {ev.by}" if ev.by else ""
        if e is None or ev.entry in self.done:
            self.note("refused", f"{ev.entry} is not on the stack ({self.done.get(ev.entry, 'gone')}): "
                                 "nothing to interrupt", ev.entry, rules=self._r(self.m.interruption))
            return
        if e.executing:
            self.note("refused", f"{e.id} is already executing (it has left the stack): it cannot be "
                                 f"interrupted{by}", e.id, rules=self._r(self.m.interruption or self.m.steps_rule))
            return
        if ev.feature is not None and self.cancel_refused(e, ev):     # rolls.py: «отменить действие …»
            return
        self._remove(e, [f"interrupted{by}: card text makes it impossible"], ())

    def on_place(self, ev: Event) -> None:
        if self.cards[ev.card].card.type is CardType.FLYER:
            r = topic_rule(self.edition, "flying-zone")
            if r is None:
                why = f"{ev.card} is a flying creature: no rule of {self.edition} here says where it goes"
                self.unknown.append(why)
                self.note("unknown", why, card=ev.card)
                return
            self.set_card(ev.card, cell=None, zone=Zone.PLAY)
            self.note("effect", f"{ev.card} is a flying creature: it enters the Additional Zone, not cell "
                                f"{list(ev.cell)}", card=ev.card, rules=self._r(r))
            return
        self.set_card(ev.card, cell=ev.cell, zone=Zone.PLAY)
        self._arrived(ev.card)

    def on_heal(self, ev: Event) -> None:
        self.heal_step((ev.card,), ev.amount, chosen=ev.instead_target)

    def on_prevent(self, ev: Event) -> None:
        self.add_prevention(ev.card, ev.amount)

    def on_redistribute(self, ev: Event) -> None:
        self.redistribute(ev.card, ev.amount, ev.by)

    def on_poison(self, ev: Event) -> None:
        self.poison_card(ev.card, ev.amount)

    def on_gain_lives(self, ev: Event) -> None:
        self.gain_lives(ev.card, ev.amount)

    def on_lose_lives(self, ev: Event) -> None:
        self.lose_lives(ev.card, ev.amount)

    def on_wound(self, ev: Event) -> None:
        self._wound(ev.card, ev.amount)              # an effect the scenario does not name: its origin unknown
        self._deaths()
        if ev.amount and self.in_play(ev.card):
            self.fire("wound", None, ev.card, (("value", ev.amount),))

    def on_lose_tokens(self, ev: Event) -> None:
        lost = min(ev.amount, self.cards[ev.card].tokens)
        self.set_card(ev.card, tokens=self.cards[ev.card].tokens - lost)
        self.note("effect", f"{ev.card} loses {lost} token{'s' if lost != 1 else ''}"
                            + (f" (it had only {lost})" if lost < ev.amount else ""), card=ev.card)
        if lost:
            self.tokens_lost(ev.card, lost, how="taken by an effect")

    def tokens_lost(self, cid, n, entry=None, how="") -> None:
        """A card lost n tokens at once (classic:ruling-dev-413: paid or taken, never by leaving play)."""
        r = topic_rule(self.edition, "token-loss")
        if r is None:
            if "lose_token" in self._listened():
                why = f"{cid} loses {n} token(s) ({how}): no rule of {self.edition} says it is a loss of tokens"
                self.unknown.append(why)
                self.note("unknown", why, entry, card=cid)
            return
        if "lose_token" in self._listened():
            self.note("effect", f"{cid} loses {n} token{'s' if n != 1 else ''} at once ({how}): a loss of tokens",
                      entry, card=cid, rules=(r.id,))
        self.fire("lose_token", cid, cid, (("value", n),), entry)

    def on_destroy(self, ev: Event) -> None:
        self._die(ev.card, f"{ev.card} is destroyed")

    def on_discard(self, ev: Event) -> None:
        """An effect puts the card into the graveyard without destroying it (from play, the deck or the hand):
        not a death (2012 glossary «Death»), so «при гибели» does not fire; «попадает на кладбище» does."""
        cid, c = ev.card, self.cards[ev.card]
        if c.zone is Zone.GRAVEYARD:
            self.note("effect", f"{cid} is already in the graveyard: nothing happens", card=cid)
            return
        before, was = self.state(), c.zone
        self.set_card(cid, zone=Zone.GRAVEYARD, cell=None)
        self.note("effect", f"{cid} is put into the graveyard from {was.value} (not a death)", card=cid,
                  rules=self._r(topic_rule(self.edition, "death")))
        if was is Zone.PLAY:
            self.left_play(cid)
        self.fire("graveyard", None, cid, (("from", was.value),), state=before)     # text triggers too

    def on_open(self, ev: Event) -> None:
        was = self.cards[ev.card].open
        self.set_card(ev.card, open=True)
        self.note("effect", f"{ev.card} opens", card=ev.card)
        if not was:
            self.opened(ev.card)
            self.fire("open", None, ev.card)

    def opened(self, cid: str, entry: str | None = None) -> None:
        """A closed card has opened during the turn: it may act again, X times again (classic 2012 219.4,
        219.4.a; legality/rules/opening_again.py). A card kept open by its text has not opened."""
        acted = self.cards[cid].acted_this_turn
        r = topic_rule(self.edition, "opened-acts-again")
        if not acted or r is None:
            return
        self.set_card(cid, acted_this_turn=0)
        many = any(f.param("strikes_per_turn") for f in self.cards[cid].card.features)
        self.note("effect", f"{cid} opened during the turn: its {acted} card action(s) this turn no longer stop it "
                            "acting (it may act again, as many times a turn as it may)", entry, card=cid,
                  rules=self._r(r, topic_rule(self.edition, "opened-acts-x-again") if many else None))

    def on_close(self, ev: Event) -> None:
        was = self.cards[ev.card].open
        self.set_card(ev.card, open=False)
        self.note("effect", f"{ev.card} closes", card=ev.card)
        if was:
            self.fire("close", None, ev.card)

    def on_choice(self, ev: Event) -> None:
        if self.board.choice is not None:
            self._end_choice(self.board.choice)
        self.board.begin_choice(ev.player)
        self.note("step", f"{ev.player.value}'s choice subphase begins")

    def on_end_choice(self, ev: Event) -> None:
        if self.board.choice is not ev.player:
            raise ev.error("end_choice", f"no choice subphase of {ev.player.value} has begun")
        self._end_choice(ev.player)

    def on_end_turn(self, ev: Event) -> None:
        """The Final Phase (classic 2012 313.1): «в конце хода» abilities trigger; the players keep priority
        (215.9) for instant actions until the next `turn` ends the phase (313.2)."""
        if ev.player is not self.active:
            raise ev.error("end_turn", f"{ev.player.value} is not the active player ({self.active.value}): only the "
                                       "active player's turn ends")
        if self.final_phase:
            raise ev.error("end_turn", f"turn {self.turn}'s final phase has already begun")
        r = topic_rule(self.edition, "final-phase")
        if r is None:
            why = f"turn {self.turn}'s final phase: no rule of {self.edition} says when «в конце хода» abilities trigger"
            self.unknown.append(why)
            self.note("unknown", why)
        self.final_phase = True
        self.note("step", f"turn {self.turn}'s final phase begins: «в конце хода» abilities trigger; the players may "
                          "then declare instant actions", rules=self._r(r))
        self.fire("turn_end", None, None)

    def on_turn(self, ev: Event) -> None:
        if not self.final_phase:         # an `end_turn` already fired them (313.1)
            self.fire("turn_end", None, None)
        self.final_phase = False
        self.end_of_turn()
        self.pools_end_of_turn()
        self.active, self.turn = ev.player, self.turn + 1
        self.abilities, self.history, self.healed_this_turn = {}, [], {}
        self.turn_known = True           # the turn begins inside the trace: its history is whole (history.py)
        self.attacks_turn_ends()
        for cid in self.cards:
            self.set_card(cid, defended_this_turn=0, acted_this_turn=0, is_defender=False, moved=(), path=())
        self.note("step", f"turn {self.turn} begins, {ev.player.value} is the active player")
        if ev.opening:                   # 311.1, before «до начала хода» effects end (311.3)
            # an effect «в свой следующий ход» is in force from that turn's start: its opening is in the turn
            self.next_turn_begins()
            self.open_at_turn_start()
        self.start_of_turn()
        self.turn_start_abilities()      # 311.4: «в начале хода», Регенерация, poisonings (turn_start.py)

    def on_lay(self, ev: Event) -> None:
        self.lay(ev.card, ev.by, ev.feature, ev.duration, bound=ev.bound)

    def on_ask(self, ev: Event) -> None:
        """A state question at this point of the trace: does the card have the ability now? (`property`'s
        reading, legality/world.py, over the trace's state with its lasting effects.)"""
        from ..world import has_ability
        has, rules = has_ability(self.state(), ev.card, ev.feature, self.edition)
        word = "unknown" if has is None else "yes" if has else "no"
        self.asked.append(f"{ev.card} {ev.feature}: {word}")
        if has is None:
            self.unknown.append(f"whether {ev.card} has {ev.feature} at step {self.n}: the rules leave it undecided")
        from ..reach import property_dependence, unknown_causes       # text not read that could grant or remove it
        for u in unknown_causes(self.state(), property_dependence(ev.card, "ability")):
            why = f"whether {ev.card} has {ev.feature} at step {self.n}: {u}"
            self.unknown.append(why)
            self.note("unknown", why, card=ev.card)
        self.note("property", f"does {ev.card} have «{ev.feature}» now? {word}", card=ev.card, rules=rules)

    # -- resolution ---------------------------------------------------------------------------------
    def _advance(self, e: Entry, until: Step | None) -> None:
        steps = self.m.steps
        if self.marker_blocked(e):       # blocked as its target is determined (216.4; blocking.py)
            return
        while e.at < len(steps):
            step = steps[e.at]
            if step in CHECKED and not e.checked:
                if not self._recheck(e, step):
                    return
                e.checked = True
                if step is self.m.execution_step:
                    e.executing = True
                    self.running.append(e)
            if e.paused:
                e.paused = False
                if step is Step.CALCULATION and self.m.flying_arrow is not None and not self._arrow(e):
                    return
            elif until is step:
                e.paused = True
                self.note("paused", f"{e.id} waits at its {step.value} step: players may declare instant "
                                    "actions", e.id, rules=self._r(self.m.flying_arrow) if step is Step.CALCULATION else ())
                return
            self._do_step(e, step)
            e.at += 1
            e.checked = False
        self.pop(e)
        self.done[e.id] = "resolved"
        self.outcome["resolved"].append(e.id)
        self.note("resolved", f"{e.id} has resolved and left {self.zone}", e.id, rules=self._r(self.m.order_rule))

    def _recheck(self, e: Entry, step: Step) -> bool:
        """Legality before `step`; False when the entry is removed. Several targets are checked one by one
        (423.3: an illegal part is disregarded, the rest resolves)."""
        targets = e.action.targets if len(e.action.targets) > 1 else (e.action.targets or (None,))
        verdicts = [(t, self.check(replace(e.action, targets=(t,)) if t and len(targets) > 1 else e.action, step))
                    for t in targets]
        for t, v in verdicts:
            if v.verdict == "unknown":
                self.unknown.extend(f"{e.id} at {step.value}: {u}" for u in v.unknown)
                self.note("unknown", f"{e.id}: legality before {step.value} unknown ({'; '.join(v.unknown)})", e.id)
        bad = [(t, v) for t, v in verdicts if v.verdict == "illegal"]
        blocked = [(t, v) for t, v in bad if v.consequence_rules
                   and get_rule(v.consequence_rules[0]).topic in BLOCKING_TOPICS]
        if blocked:     # a blocked entry stays paid for (410.1): the trace does not follow blocking yet
            for t, v in blocked:
                self.unknown.append(f"{e.id} at {step.value}: blocked on {t} by a protection, which the trace "
                                    "does not follow yet")
                self.note("unknown", f"{e.id}: blocked before {step.value} on {t} "
                                     f"({'; '.join(r.message for r in v.reasons)}); blocking is not traced", e.id,
                          rules=v.consequence_rules)
            return True
        if not bad:
            waived = [r for _t, v in verdicts for r in v.decided_by if r.code == "redirected-reach"]   # dev-270
            self.note("check", f"{e.id} is still legal before {step.value}"
                      + (f" ({waived[0].message})" if waived else ""), e.id, rules=waived[0].rules if waived else ())
            return True
        if len(bad) < len(verdicts):
            keep = tuple(t for t, v in verdicts if v.verdict != "illegal")
            for t, v in bad:
                why = "; ".join(r.message for r in v.reasons)
                if self.m.partial is None:
                    self.unknown.append(f"{e.id}: part on {t} illegal and no partial-illegality rule in force")
                    self.note("unknown", f"{e.id}: the part on {t} is illegal ({why}); this edition's rules here "
                                         "say nothing of partly illegal actions", e.id)
                else:
                    self.note("check", f"{e.id}: the part on {t} is illegal before {step.value} ({why}): it is "
                                       "disregarded, the rest resolves and the full cost is paid", e.id,
                              rules=tuple(r for x in v.reasons for r in x.rules) + self._r(self.m.partial))
            e.action = replace(e.action, targets=keep)
            return True
        reasons = [r for _, v in bad for r in v.reasons]
        self._remove(e, [f"illegal before {step.value}: {r.message}" for r in reasons],
                     tuple(r for x in reasons for r in x.rules) + bad[0][1].consequence_rules)
        return False

    def _arrow(self, e: Entry) -> bool:
        """Classic 526.1: after the instant actions of the calculation step, is the source still in play?"""
        v = self.check(e.action, Step.CALCULATION)
        if v.verdict == "illegal":
            self._remove(e, [f"after the instant actions: {r.message}" for r in v.reasons],
                         tuple(r for x in v.reasons for r in x.rules) + v.consequence_rules)
            return False
        if self.in_play(e.action.source):
            e.locked = True
            self.note("step", f"{e.id}: its source {e.action.source} is still in play after the instant actions: "
                              "the action will execute whatever happens to the source from now on", e.id,
                      rules=self._r(self.m.flying_arrow))
        return True

    def _remove(self, e: Entry, whys: list[str], rules: tuple[str, ...]) -> None:
        self.pop(e)
        self.done[e.id] = "removed"
        self.outcome["removed"].append(e.id)
        cited = tuple(dict.fromkeys(rules + self._r(self.m.interruption, self.m.removal)))
        self.gone[e.id] = (self.n, f"was removed from {self.zone}", cited, e.action)
        for why in whys:
            self.note("removed", f"{e.id} is removed from {self.zone}: {why}", e.id, rules=cited)
        lim, _f = self.limit_of(e.action.source, e.action.ability)
        if lim is not None:
            r = topic_rule(self.edition, "use-limit")
            spent = self._use_at() == "declaration"
            self.note("use", f"{e.action.source}/{e.action.ability}: the use "
                             + ("stays spent: its marker was laid at the declaration" if spent
                                else "is not spent: a use is spent at the payment step, never reached"),
                      e.id, card=e.action.source, rules=self._r(r))
        if e.paid:
            self.note("paid", f"{e.id} was paid for at its preliminary stage: the payment stays made", e.id,
                      rules=self._r(self.m.steps_rule, self.m.removal))
        else:
            self.outcome["not_paid"].append(e.id)
            self.note("not-paid", f"{e.id} is not paid for: it produced no effect", e.id,
                      rules=self._r(self.m.interruption, self.m.removal))

    def _do_step(self, e: Entry, step: Step) -> None:
        a = e.action
        if step is Step.PAYMENT:
            acted = self._pay(e)
            if self.m.steps[-1] is Step.PAYMENT and a.kind in ATTACKS:
                self._close_after_attack(e)
            if acted is not None:        # «… которое действует»: after the payment, its closing included (dev-477)
                r = topic_rule(self.edition, "act-after-payment")
                if r is not None and self._listened() & {"act"}:
                    self.note("trigger", f"{acted} has made a card action and paid for it: «… которое действует» "
                                         "fires now", e.id, card=acted, rules=(r.id,))
                self.fire("act", acted, acted, (), e.id)
            self.after_payment(e.id)
        elif step is Step.CALCULATION and self._computed_x(e):
            pass                         # X is not known: its value (and the wounds it deals) are not determined
        elif step is Step.CALCULATION and a.kind in ATTACKS and a.source in self.cards:
            self._calculate(e)
        elif step is Step.MODIFICATION and a.kind in ATTACKS and (e.value is not None or e.undetermined):
            parts = [f"{e.id}'s strike: {_shown(e.value, 'strike' in e.undetermined)}"]
            if e.battle:
                parts.append(f"the counterstrike: {_shown(e.counter, 'counterstrike' in e.undetermined)}")
            self.note("step", "modification: the value modifiers and effect modification were resolved with the "
                              "calculation (legality.attack); " + ", ".join(parts), e.id,
                      rules=self._r(self.m.counterstrike) if e.battle else ())
        elif step is self.m.execution_step:
            self._executing = e.id
            try:
                self._execute(e)
            finally:
                self._executing = None
            if self.m.steps[0] is Step.PAYMENT and a.kind in ATTACKS:
                self._close_after_attack(e)

    def _pay(self, e: Entry) -> str | None:
        a, bits, acted = e.action, [], None
        from ..action_io import tokens_to_pay
        cost = tokens_to_pay(self.state(), a)      # stated, or the named ability's printed cost
        lost = 0
        if cost and a.source in self.cards:
            lost = min(cost, self.cards[a.source].tokens)
            self.set_card(a.source, tokens=max(0, self.cards[a.source].tokens - cost))
            bits.append(f"{a.source} spends {cost} token{'s' if cost != 1 else ''}")
        if e.event.closes and self.in_play(a.source) and self.cards[a.source].open:
            self.set_card(a.source, open=False)
            bits.append(f"{a.source} closes")
        e.paid = True
        from ..facts import card_action
        if self.in_play(a.source) and card_action(self.state(), a):
            # a card action (2012 glossary «Card action»): the card may not move or act again this turn, even
            # when a text keeps it open
            self.set_card(a.source, acted_this_turn=self.cards[a.source].acted_this_turn + 1)
            bits.append(f"{a.source} has acted this turn")
            acted = a.source
        lim, _f = self.limit_of(a.source, a.ability)
        if lim is not None and self._use_at() == "payment":
            self.count_use(a.source, a.ability, lim, e.id, how="spent at its payment")
        self.outcome["paid"].append(e.id)
        self.note("paid", f"{e.id} is paid for" + (f": {', '.join(bits)}" if bits else " (no tokens or coins)"),
                  e.id, rules=self._r(self.m.steps_rule))
        if lost:
            self.tokens_lost(a.source, lost, e.id, how="paid")
        return acted                     # the card that made a card action: its `act` event (_do_step)

    def _computed_x(self, e: Entry) -> bool:
        """«… на X, где X …»: the ability's X is computed at the calculation step (classic 2012 216.1; the judges
        in dev-286: after the instant actions, before the modifiers) from its feature's `x:`; True when it is not
        known (the trace then applies none of its value)."""
        from ..computed_values import effect_x, feature_x
        a = e.action
        _lim, feat = self.limit_of(a.source, a.ability)
        printer = self.cards[a.source].card if feat is not None and a.source in self.cards else None
        if feat is None and a.ability and a.source in self.cards:     # an ability laid on it (an acquired one)
            printer, feat = next(((self.cards[eff.source].card, self.cards[eff.source].card.feature(eff.feature))
                                  for eff in self.cards[a.source].effects
                                  if eff.feature == a.ability and eff.source in self.cards), (None, None))
        spec = feature_x(feat, printer.name if printer is not None else None)
        if spec is None and a.param is None and feat is not None:
            from ..attack.ability_value import effect_value     # «ранить существо на 2»: its printed amount
            got = effect_value(feat, a.kind.value)
            if isinstance(got, str):
                why = f"{e.id}: its value ({feat.text}): {got[1:]}"
                e.undetermined["x"] = why
                self.unknown.append(why)
                self.note("unknown", why, e.id)
                return True
            if got is not None:
                e.action = replace(a, param=got)
            return False
        if spec is None or a.param is not None:
            return False
        x, rules = effect_x(self.state(), spec, a.source, a.target, self.edition)
        if isinstance(x, str):
            why = f"{e.id}: its X ({feat.text}): {x[1:]}"
            e.undetermined["strike"] = e.undetermined["x"] = why
            self.unknown.append(why)
            self.note("unknown", why, e.id)
            return True
        e.action = replace(a, param=x)
        self.note("step", f"calculation: {e.id}'s X = {x} («{feat.text}»)", e.id, rules=rules)
        return False

    def _calculate(self, e: Entry) -> None:
        a = e.action
        src = self.cards[a.source]
        ev = e.event
        strength, counter_strength = self.rolled(e)      # stated, or given by its rolls (rolls.py: Бешенство)
        armour = self.armour_effects(a.target, a.kind)
        sv = strike_value(self.state(), a.source, a.target, strength, self.edition, self.engine, a,
                          ev.modifiers, ev.value, effects=armour or ())
        e.value = self._strike_notes(e, "strike", sv, "value")
        e.prevented = sv.outcome.value if armour and sv.outcome is not None else None
        how = "a value not determined" if "strike" in e.undetermined else e.value
        self.note("step", f"calculation: {e.id} strikes {a.target} for {how}", e.id)
        tgt = self.cards.get(a.target)
        if a.kind is not ActionKind.SIMPLE_STRIKE or tgt is None:
            self._unused_counter(e)
            return
        fights = (tgt.zone is Zone.PLAY and tgt.open and tgt.card.type in CREATURES
                  and tgt.controller is not src.controller)
        if fights and a.unanswered:
            if self.m.unanswered is None:
                why = f"{e.id}: no rule of {self.edition} here says whether the target of an unanswered strike fights"
                self.unknown.append(why)
                self.note("unknown", why + "; the counterstrike is not applied", e.id)
            else:
                self.note("no-battle", f"{a.target} does not fight an unanswered strike: no counterstrike", e.id,
                          rules=self._r(self.m.unanswered, self.m.no_battle))
            self._unused_counter(e)
            return
        # the axe rule: card text that explicitly contradicts the battle rules wins (as in `legal`)
        for topic, rule in ((self.m.battle.topic if self.m.battle else None, self.m.battle),
                            (self.m.no_battle.topic if self.m.no_battle else None, self.m.no_battle)):
            feat = override(self.state(), a.target, topic) if topic else None
            if feat is not None and fights == (rule is self.m.battle):
                fights = not fights
                self.note("axe", f"{a.target}'s text «{feat.text}» explicitly overrides the rule: "
                                 f"{'no battle' if not fights else 'it fights'}", e.id,
                          rules=self._r(rule, self.m.axe))
                break
        if not fights:
            what = ("a hero" if tgt.card.type is CardType.HERO else "closed" if not tgt.open
                    else "not an enemy creature in play")
            self.note("no-battle", f"{a.target} is {what}: the strike deals its wounds without a battle", e.id,
                      rules=self._r(self.m.no_battle))
            self._unused_counter(e)
            return
        if self._cannot_counterstrike(e, a):
            return
        strength = counter_strength
        s = tgt.card.strike
        if strength is None and s is not None and len(set(s.as_list())) > 1:
            field_ = "counter_roll" if e.event.roll is not None else "counter_strength"
            raise e.event.error(field_, f"{a.target} fights back and its strike is "
                                        f"{s.weak}-{s.medium}-{s.strong}: give {field_}")
        e.battle = True
        self.note("battle", f"{a.target} is an open enemy creature: both strike; its counterstrike on {a.source} "
                            "goes through the same calculation and modification steps", e.id,
                  rules=self._r(self.m.battle, self.m.counterstrike))
        self.fire("battle", a.source, a.target, (), e.id)
        armour = self.armour_effects(a.source, ActionKind.SIMPLE_STRIKE)
        sv = strike_value(self.state(), a.target, a.source, strength, self.edition, self.engine, None,
                          ev.counter_modifiers, ev.counter_value, effects=armour or ())
        e.counter = self._strike_notes(e, "counterstrike", sv, "counter_value")
        e.counter_prevented = sv.outcome.value if armour and sv.outcome is not None else None
        self.note("step", f"calculation: {a.target}'s counterstrike on {a.source} is "
                          f"{_shown(e.counter, 'counterstrike' in e.undetermined)}", e.id)

    def _strike_notes(self, e: Entry, which: str, sv: StrikeValue, stated_field: str) -> int | None:
        """The attack question's answer in the trace: its order notes and the steps of the outcome that
        happens, each with its rules; a choice not stated is reported with every reachable outcome."""
        r, who = sv.result, f"{e.id} ({which})"
        for (_t, n), line in zip(r.notes, r.note_lines()):
            self.note("attack", f"{who}: order: {line}", e.id, rules=n.cell.rules)
        stated = getattr(e.event, stated_field)
        if sv.choice:
            self.choices.append({"entry": e.id, "strike": which, "stated": stated, "outcomes": r.to_json()})
        if sv.outcome is not None:
            if sv.choice:
                order = "; ".join(f"{cs.cell.label}: {', '.join(cs.order)}" for _t, cs in sv.outcome.witness
                                  if len(cs.cell.mods) > 1)
                self.note("choice", f"{who}: the declaration states value {stated}, reachable by the order "
                                    f"{order or 'as declared'} (reachable: {_values(r)})", e.id,
                          rules=tuple(sorted(r.cites())))
            for st in sv.outcome.steps:
                self.note("attack", f"{who}: {st.text}", e.id, rules=st.rules)
            return sv.wounds
        e.undetermined[which] = sv.why
        if sv.pending:
            for i, o in enumerate(r.outcomes, 1):
                order = "; ".join(f"{cs.cell.label}: {', '.join(cs.order)}" for _t, cs in o.witness
                                  if len(cs.cell.mods) > 1)
                self.note("choice", f"{who}: outcome {i}: value {o.value}" + (f", by the order {order}" if order
                                                                              else ""), e.id,
                          rules=tuple(sorted(o.cites())))
            self.note("choice", f"{who}: not ruled until the choice is stated ({stated_field}: on the declaration); "
                                "its wounds are not applied", e.id)
        else:
            self.unknown.append(f"{e.id}: the {which}'s value: {sv.why}")
            self.note("unknown", f"{who}: value unknown ({sv.why}); its wounds are not applied", e.id,
                      rules=tuple(sorted(r.cites())))
        return None

    def _use_at(self) -> str:
        """When a use of a limited feature is spent: heroes 114.4 at the declaration, classic 2012 216.12 at
        the payment step."""
        r = topic_rule(self.edition, "use-limit")
        return "declaration" if r is not None and r.id == "heroes:114.4" else "payment"

    def _fire_attack(self, e: Entry, dealt: int | None, countered: int | None) -> None:
        """An attack has executed: its strike (or shot …), the counterstrike, and the wounds each dealt."""
        a = e.action
        if not self.triggers:
            return
        if a.kind in (ActionKind.SIMPLE_STRIKE, ActionKind.SPECIAL_STRIKE):
            simple = a.kind is ActionKind.SIMPLE_STRIKE
            attrs = (("mode", "simple" if simple else "special"), ("range", "melee"), ("battle", False)) \
                + ((("assault", True),) if simple else ()) \
                + ((("generated", True),) if simple and a.generated else ()) \
                + ((("strength", e.event.strength),) if e.event.strength else ()) \
                + ((("attacked", e.attacked),) if e.attacked else ())   # declared at, before a defender
            # the strike table's Miss is no strike: a `miss` event instead (rules/misses.py, 2012 205.6)
            self.fire("miss" if e.event.strength == "miss" else "strike", a.source, a.target, attrs, e.id)
        else:
            self.fire(ATTACK_EVENTS.get(a.kind, a.kind.value), a.source, a.target,
                      (("range", "ranged"),) + self._limited_range(a)
                      + ((("strength", e.event.strength),) if e.event.strength else ()), e.id)
        if e.battle and countered is not None:
            self.fire("miss" if e.event.counter_strength == "miss" else "strike", a.target, a.source,
                      (("mode", "counter"), ("range", "melee")), e.id)
        if dealt:
            self.fire("wound", a.source, a.target, (("value", dealt), ("attack", True)), e.id)
        if countered:
            self.fire("wound", a.target, a.source, (("value", countered), ("counter", True)), e.id)

    def _limited_range(self, a: Action) -> tuple:
        """`limited_range`: whether the ranged ability used has a «дальность X» (the action's `range`, else its
        feature's); not given when the action names neither (a trigger reading it is then unknown)."""
        if a.range is not None:
            return (("limited_range", True),)
        f = self.cards[a.source].card.feature(a.ability) if a.ability and a.source in self.cards else None
        if f is None:
            return ()
        return (("limited_range", f.param("range") is not None),)

    def _cannot_counterstrike(self, e: Entry, a: Action) -> bool:
        """«Не может атаковать», printed or laid on by another card: in the classic game a counterstrike is an
        attack, so there is none (the same card-text verdict `legal` and `chain` give: legality/world.py)."""
        v = may_strike(self.state(), a.target, a.source, self.edition)
        if v.verdict == "unknown":
            self.unknown.extend(f"{e.id}: the counterstrike: {u}" for u in v.unknown)
            return False
        if v.verdict != "illegal":
            return False
        from graphs.chain import Event as ChainEvent
        from ..chain_rules import event_classes          # what a counterstrike is: one rule reading, as in `chain`
        classes, kind_rules = event_classes(ChainEvent("strike", a.target, a.source, (("mode", "counter"),)),
                                            self.edition)
        if "attack" not in classes:                     # heroes 510.4: not an attack, so it is dealt
            return False
        text = "; ".join(f"«{r.text}»" for r in v.reasons if r.text)
        self.note("no-battle", f"{a.target} cannot attack ({text}), and a counterstrike is an attack: no "
                               f"counterstrike", e.id, rules=tuple(kind_rules) + tuple(x for r in v.reasons for x in r.rules))
        self._unused_counter(e)
        return True

    def _unused_counter(self, e: Entry) -> None:
        ev = e.event
        if ev.counter_modifiers or ev.counter_value is not None:
            self.note("step", f"{e.id}: no counterstrike, so its counter_modifiers / counter_value do not apply",
                      e.id)
        if ev.counter_roll is not None and e.rolled_only:
            self._unknown(e, f"{e.action.target} does not fight, yet its counter_roll was given: the strike's "
                             "strength was read off the table of two fighting creatures (classic-2012:205.6), "
                             "not of one roll (205.4)")

    def _execute(self, e: Entry) -> None:
        a, k = e.action, e.action.kind
        if a.source in self.cards and k not in (ActionKind.MOVE, ActionKind.ASSIGN_DEFENDER):
            self.performed(a.source, LOGGED.get(k, k.value))    # movement does not count as an ability
        if a.source and a.source in self.cards and not self.in_play(a.source) and a.source not in (a.targets or ()):
            rule = self.m.flying_arrow if e.locked else self.m.source_left
            if rule is not None and (e.locked or self.cards[a.source].card.type is not CardType.SPELL):
                self.note("step", f"{e.id}: its source {a.source} has left play, and the action executes anyway",
                          e.id, rules=self._r(rule))
        if e.event.parts is not None and "x" not in e.undetermined:
            self.declared_effect(e)      # a declared ability's compound effect (legality/stack/declared.py)
            self._deaths()
        elif k in ATTACKS:
            if not self.in_play(a.target):
                if self.m.steps[-1] is Step.PAYMENT:     # paid after execution: is an action without effect paid?
                    why = (f"{e.id}: its target {a.target} has left play, and no rule of {self.edition} here says "
                           "whether the action is then removed unpaid or executes without effect and is paid")
                    self.unknown.append(why)
                    self.note("unknown", why, e.id)
                self.note("effect", f"{e.id}: {a.target} is no longer in play: no legal target, no effect", e.id)
                return
            dealt = countered = None
            if "strike" in e.undetermined:
                self.note("effect", f"{e.id}: {a.target}'s wounds are not applied ({e.undetermined['strike']})", e.id)
            else:
                dealt = e.value or 0
                if e.prevented is not None:
                    self.armour_spend(a.target, e.prevented, dealt, e.id)
                dealt = self._wound(a.target, dealt, e.id, by=a.source,
                                    origin=ATTACK_ORIGINS.get(k.value), attack=k.value)
            if e.battle and self.in_play(a.source):
                if "counterstrike" in e.undetermined:
                    self.note("effect", f"{e.id}: the counterstrike's wounds on {a.source} are not applied "
                                        f"({e.undetermined['counterstrike']})", e.id)
                else:
                    countered = e.counter or 0
                    if e.counter_prevented is not None:
                        self.armour_spend(a.source, e.counter_prevented, countered, e.id)
                    countered = self._wound(a.source, countered, e.id, counter=True, origin="strike",
                                            by=a.target)
            if dealt:
                self.hit_by[a.target] = a.source
            if countered:
                self.hit_by[a.source] = a.target
            point = self.point_begin()     # its events' triggers are declared together (stack_points.py)
            # deaths first: a card destroyed by the strike does not answer it (judges' rulings dev-095, dev-158)
            self._deaths()
            if k is ActionKind.SIMPLE_STRIKE:       # Вампиризм: the simple strike's wounds (legality/stack/life.py)
                self.vampirism(a.source, a.target, dealt, e.id)
            self.vampirism(a.target, a.source, countered, e.id, counter=True)
            self._fire_attack(e, dealt, countered)
            if point:
                self.point_end()
            self.struck(a.source, e.id)
            self.limited_modifiers_met(a, e.id)     # «первая за ваш ход атака …» (stack/lasting.py)
            if k in STRIKE_KINDS:      # «пока не совершат промах или удар по другой карте» (stack/lasting.py)
                self.struck_at(a.source, a.target, e.event.strength == "miss", e.id)
            if e.battle and "counterstrike" not in e.undetermined and e.event.counter_strength is not None:
                self.struck_at(a.target, a.source, e.event.counter_strength == "miss", e.id, defending=True)
            self._deaths()
        elif "x" in e.undetermined:
            self.note("effect", f"{e.id}: its X is not known: its effect is not applied", e.id)
        elif k is ActionKind.HEAL:            # one heal ability, however many targets (legality/stack/heals.py)
            self.heal_step(a.targets, a.param or 0, e.id, chosen=e.event.instead_target, what=f"{e.id}'s heal")
        elif k is ActionKind.POISON:
            for t in a.targets:
                self.poison_card(t, 1 if a.param is None else a.param, e.id)
        elif k is ActionKind.WOUND:
            for t in a.targets:
                self._wound(t, a.param or 0, e.id, origin="effect", by=a.source)
            self._deaths()
        elif k in (ActionKind.DESTROY, ActionKind.FINISHING_BLOW):
            for t in a.targets:
                self.hit_by[t] = a.source
                self._die(t, f"{e.id} destroys {t}", e.id, by_attack=False)
        elif k in (ActionKind.OPEN, ActionKind.CLOSE):
            want = k is ActionKind.OPEN
            for t in a.targets:
                if self.cards[t].open == want:
                    self.note("effect", f"{t} is already {'open' if want else 'closed'}: nothing happens", e.id, card=t)
                else:
                    self.set_card(t, open=want)
                    self.note("effect", f"{t} {'opens' if want else 'closes'}", e.id, card=t)
                    if want:
                        self.opened(t, e.id)
                    self.fire(k.value, a.source, t, (), e.id)
        elif k is ActionKind.MOVE:
            m = mover(a)              # an ability moving another card moves its target (legality/board.py)
            was = self.cards[m].cell       # the cell left joins its path (a cell marker's «с клетки с …»)
            self.set_card(m, cell=e.event.cell, moved=self.cards[m].moved + (a.via or "movement",),
                          path=self.cards[m].path + ((was,) if was is not None else ()))
            self.note("effect", f"{m} moves to cell {list(e.event.cell)}", e.id, card=m)
            self._arrived(m, e.id)
            # how it moved: «При движении» fires on a card's own movement, jump or teleportation only (2012 203.12),
            # «при перемещении» on any relocation (legality/compiled_triggers.py)
            self.fire("move", a.source, m, (("to", str(list(e.event.cell))), ("via", a.via or "movement")), e.id)
        elif k is ActionKind.ACCUMULATE_TOKEN and self.in_play(a.source):
            # classic 2012 218.3: the card gets one token (its closing is the payment, `closes: true`)
            self.set_card(a.source, tokens=self.cards[a.source].tokens + 1)
            r = topic_rule(self.edition, "token-accumulation")
            self.note("effect", f"{a.source} accumulates a token: {self.cards[a.source].tokens}", e.id, card=a.source,
                      rules=self._r(r))
            self.fire("accumulate_token", a.source, a.source, (), e.id)
        elif k is ActionKind.ASSIGN_DEFENDER:
            self._redirect(e)
        elif k is ActionKind.EFFECT and self.declares_valhalla(a, e.id):
            pass                         # Скальд's «сага» (legality/stack/firing.py)
        elif k is ActionKind.REDIRECT:   # the attack waiting below it gets its new target (redirects.py)
            self.follow_redirect(e)
        else:
            self.note("effect", f"{e.id} executes ({k.value}: no effect on the state is modelled)", e.id)

    # -- effects ------------------------------------------------------------------------------------
    def _wound(self, cid, n, entry=None, counter=False, origin=None, by=None, attack=None) -> int:
        """Deal `cid` n wounds; `origin` (strike, effect, redistribution) and `by` (the dealing card) say what
        deals them, for a card that takes wounds only from some (legality/wound_sources.py). Returns those dealt."""
        if n and self._wounds_kept(cid, n, entry, origin, by):
            return 0
        self.set_card(cid, wounds=self.cards[cid].wounds + n)
        if n:
            self.wound_origin[cid] = origin
            self.wound_attack[cid] = attack      # «уничтожает выстрелом»: the kind of attack that dealt them
            self.saw("wounded", by, cid)     # the turn's wounds (Концентрация: legality/effect_conditions.py)
        self.note("effect", f"{cid} takes {n} wound{'s' if n != 1 else ''}" + (" (counterstrike)" if counter else ""),
                  entry, card=cid, rules=self._r(self.m.counterstrike) if counter else ())
        return n

    def _wounds_kept(self, cid, n, entry, origin, by) -> bool:
        """True when `cid` takes none of these wounds: by «получает раны только от …» (the wounds are kept from it),
        or because whether it takes them is not decided here (the trace is then unknown)."""
        d = decide(self.cards[cid], n, self.edition, origin, by)
        if d is None or d[0] is True:
            return False
        takes, rules, text = d
        if takes is None:
            why = text + "; they are not applied"
            self.unknown.append(why)
            self.note("unknown", why, entry, card=cid)
        else:
            self.note("effect", text, entry, card=cid, rules=rules)
        return True

    def _die(self, cid, why, entry=None, rules=(), by_attack=None, attack_kind=None):
        """`by_attack`: whether an attack's wounds destroyed it (its `destroy` event carries it: «при гибели от
        атак», compiled_triggers.py); None where the trace does not know."""
        if self.cards[cid].zone is not Zone.PLAY:
            self.note("effect", f"{cid} is not in play: nothing happens", entry, card=cid)
            return
        if self.death_replaced(cid, entry):            # «вместо гибели …» (legality/stack/deaths.py)
            return
        before = self.state()            # its own «при гибели» fires from what it was (last known information)
        if self.cards[cid].tokens and (self.triggers and "lose_token" in self._listened()
                                       or self.text_listens("lose_token")):
            r = topic_rule(self.edition, "token-loss")
            if r is not None:
                self.note("effect", f"{cid} leaves play with {self.cards[cid].tokens} token(s): not a loss of tokens",
                          entry, card=cid, rules=(r.id,))
            else:
                why = f"{cid} leaves play with tokens: no rule of {self.edition} says whether it loses them"
                self.unknown.append(why)
                self.note("unknown", why, entry, card=cid)
        self.set_card(cid, zone=Zone.GRAVEYARD, cell=None)
        self.outcome["died"].append(cid)
        self.note("died", f"{why}: it goes to the graveyard", entry, card=cid, rules=rules)
        self.left_play(cid, entry)
        self.death_counted(cid, entry)   # «пока не погибнут N …» (death_counts.py)
        how = () if by_attack is None else (("by_attack", by_attack),)
        if by_attack and attack_kind is not None:      # «уничтожает выстрелом»: which attack's wounds (chain_rules.py)
            how += (("by_attack_kind", attack_kind),)
        self.fire("destroy", self.hit_by.get(cid), cid, how, entry, state=before)     # text triggers too

    def _deaths(self):
        # any card with lives (creatures, artifacts with lives: classic 2012 402.3); a hero's end is the game's
        dying = [cid for cid, c in self.cards.items() if c.zone is Zone.PLAY and c.lives_left is not None
                 and c.lives_left <= 0 and c.card.type is not CardType.HERO]
        self.deaths_at_once(dying)       # destroyed together (death_counts.py)
        from ..wound_sources import ATTACK_ORIGINS
        for cid in dying:                # its last wounds' origin: an attack's (strike, ranged …), or not known
            origin = self.wound_origin.get(cid)
            self._die(cid, f"{cid} has no lives left",
                      by_attack=None if origin is None else origin in set(ATTACK_ORIGINS.values()),
                      attack_kind=self.wound_attack.get(cid))
        self.deaths_at_once([])

    def _arrived(self, cid, entry=None):
        for card, msg in self.board.arrived(cid, self.cards):
            self.note("obligation", msg, entry, card=card, rules=self._r(self.m.occupied))
        self._shared_unruled(cid, entry)

    def _shared_unruled(self, cid, entry=None):
        """Two cards on one cell under an edition with no occupied-cells rule here: not a guess, `unknown`."""
        others = self.board.sharing(cid, self.cards) if self.m.occupied is None else []
        key = (self.cards[cid].cell, frozenset(others + [cid]))
        if others and key not in self.unruled:
            self.unruled.add(key)
            why = (f"{cid} shares cell {list(self.cards[cid].cell)} with {', '.join(others)}: no rule of "
                   f"{self.edition} here says what happens to two cards on one cell")
            self.unknown.append(why)
            self.note("unknown", why, entry, card=cid)

    def _end_choice(self, player):
        for card, outcome, msg in self.board.end_choice(player, self.cards):
            if outcome == "dies":
                self._die(card, msg, rules=self._r(self.m.occupied))
            else:
                self.note("obligation", msg, card=card, rules=self._r(self.m.occupied))
        self.note("step", f"{player.value}'s choice subphase ends")

    # -- defenders ----------------------------------------------------------------------------------
    def _attack_on(self, target: str | None, ev: Event) -> Entry | str:
        """The strike on the stack at `target`; else the id of the last one the checker took off (a ruling,
        not bad input); else bad input."""
        for e in reversed(self.stack):
            if e.action.kind in ATTACKS and target in (e.action.target, e.attacked) and not e.executing:
                return e
        for eid in reversed(self.gone):
            act = self.gone[eid][3]
            if act.kind in ATTACKS and act.target == target:
                return eid
        raise ev.error("action", f"no strike on the stack targets {target!r}: a defender is assigned against a "
                                 "declared strike, after it")

    def _adjacency(self, a: Action, attack: Entry) -> list[tuple[str, tuple]]:
        """Classic 2012 205.3.a: the defender must be adjacent to the attacker and to the attacked card
        (checked when all three have cells)."""
        r = topic_rule(self.edition, "defender-open")
        if r is None or r.id != "classic-2012:205.3.a":
            return []
        if override(self.state(), a.source, r.topic) is not None:
            return []            # the defender's text explicitly overrides the rule (the axe rule); `legal` cites it
        if self._defends_beyond_adjacent(a):
            return []
        ids = (a.source, attack.action.source, a.target)
        if any(c not in self.cards for c in ids):
            return []
        st = self.state()            # legality/board.py: cells, and a symbiote in its host's cell (210.2)
        pos = [where(st, c) for c in ids]
        if any(p[0] != "cell" for p in pos):  # a flyer's defence (211.6) or a cell not given: not checked here
            return []
        if all(adjacency(st, a.source, c) is True for c in ids[1:]):   # 210.9: a symbiote beside its host
            return []
        d, s, t = (list(p[1]) for p in pos)
        return [(f"{a.source} on {d} is not adjacent both to the attacker on {s} and to {a.target} on {t}",
                 (r.id,))]

    def _defends_beyond_adjacent(self, a: Action) -> bool:
        """The defender's text lets it defend this card wherever it stands («Может выступать защитником любому
        вашему существу с телепортацией»: `params.defends_beyond_adjacent` on a permit whose board holds); where
        the board cannot say, the trace is unknown and adjacency is not held against it."""
        from ..board import feature_holds
        st = self.state()
        if not st.has(a.source):
            return False
        cs = st.card(a.source)
        for f in cs.card.features:
            if f.param("defends_beyond_adjacent") and ActionKind.ASSIGN_DEFENDER in f.actions:
                held = feature_holds(st, a, cs, f, self.edition)
                if isinstance(held, str):
                    self.unknown.append(held[1:])
                    return True
                if held:
                    return True
        return False

    def _attacker_side(self, attack: Entry) -> list[tuple[str, tuple]]:
        """Heroes 509.1 (seed 002): a defender is assigned when a creature of the active player declares a
        strike; its defender's side is a clause of the core."""
        r = topic_rule(self.edition, "defender-open")
        if r is None or r.id != "heroes:509.1":
            return []
        a = attack.action
        src = self.cards.get(a.source)
        if src is None:
            return [(f"{attack.id} has no attacking card: a defender is assigned against a creature's strike",
                     (r.id,))]
        if src.card.type not in CREATURES:
            return [(f"{attack.id} is declared by {a.source}, a {src.card.type.value}, not a creature",
                     (r.id,))]
        if src.controller is not self.active:
            return [(f"{attack.id} is declared by {a.source} of the inactive player ({src.controller.value}): a "
                     "defender is assigned against a strike of the active player's creature", (r.id,))]
        if a.kind not in (ActionKind.SIMPLE_STRIKE, ActionKind.SPECIAL_STRIKE):
            return [(f"{attack.id} is a {a.kind.value}, not an attack by strike", (r.id,))]
        return []

    def _redirected(self, attack: Entry) -> list[tuple[str, tuple]]:
        """A strike with a defender has its final target (heroes 508.3; classic 2012 412.5): no second one."""
        if not attack.defenders:
            return []
        r = (self.m.steps_rule if self.m.steps[0] is Step.PAYMENT
             else topic_rule(self.edition, "defender-final-target"))
        return [(f"{attack.id} already has a defender ({', '.join(attack.defenders)}): its target is final",
                 self._r(r))]

    def _redirect(self, e: Entry) -> None:
        attack, d = e.defends, e.action.source
        old = attack.action.target
        attack.attacked = attack.attacked or old
        attack.action = replace(attack.action, targets=(d,))
        attack.defenders.append(d)
        c = self.cards[d]
        self.set_card(d, is_defender=True, defended_this_turn=c.defended_this_turn + 1)
        rules = self._r(topic_rule(self.edition, "defender-open"), topic_rule(self.edition, "defender-simple-strike"))
        self.note("defender", f"{d} becomes the defender: {attack.id} now targets {d} instead of {old}", e.id,
                  card=d, rules=rules)
        self.fire("defend", d, attack.action.source, (("defended", old),), e.id)

    def _stays_open(self, e: Entry) -> bool:
        """«… после первого удара не закрывается»: open after each of its first N-1 strikes this turn
        (classic:ruling-dev-100; legality/strikes_per_turn.py)."""
        src = e.action.source
        got = strikes_feature(self.cards[src].card, e.action.kind)
        if got is None or not got[0].param("stays_open"):
            return False
        f, n = got
        done = self.cards[src].acted_this_turn      # this strike's payment counted it (2012 «Card action»)
        if done >= n:
            return False
        r = topic_rule(self.edition, "stays-open-after-strike")
        if r is None:
            why = f"{src}'s «{f.text}»: no rule of {self.edition} here says whether it stays open after this strike"
            self.unknown.append(why)
            self.note("unknown", why, e.id, card=src)
            return False
        self.note("closes", f"the attacker {src} does not close: its «{f.text}» keeps it open after strike {done} of "
                            f"{n} this turn, whether or not it strikes again", e.id, card=src,
                  rules=self._r(r, self.m.axe))
        return True

    def _close_after_attack(self, e: Entry) -> None:
        """The attacker closes (classic: as its payment; heroes: at the end stage), and with it each defender,
        unless the defender's card text explicitly says otherwise (the axe rule)."""
        src = e.action.source
        if e.action.generated:      # made by an effect: no declaration, no payment that closes the attacker
            self.note("closes", f"{e.id} is a generated action: {src} closes only if the effect that made it says so "
                                f"({'it does' if e.event.closes else 'it does not'})", e.id, card=src,
                      rules=self._r(topic_rule(self.edition, "generated-action")))
        elif (e.id, src) in self.kept_open:
            self.note("closes", f"the attacker {src} does not close: an effect says it does not close after this "
                                "attack", e.id, card=src)
        elif self.in_play(src) and self.cards[src].open and self.cards[src].card.type in CREATURES \
                and not self._stays_open(e):
            self.set_card(src, open=False)
            why = self.m.steps_rule if self.m.steps[-1] is Step.PAYMENT else self.m.defender_closes
            self.note("closes", f"the attacker {src} closes", e.id, card=src, rules=self._r(why))
        rule = self.m.defender_closes
        for d in e.defenders:
            if not self.in_play(d):
                continue
            feat = override(self.state(), d, rule.topic) if rule else None
            if feat is not None:
                self.note("closes", f"the defender {d} does not close: its text «{feat.text}» explicitly overrides "
                                    "the rule", e.id, card=d, rules=self._r(rule, self.m.axe))
            elif self.cards[d].open:
                self.set_card(d, open=False)
                self.note("closes", f"the defender {d} closes together with the attacker", e.id, card=d,
                          rules=self._r(rule))


LOGGED = {ActionKind.SIMPLE_STRIKE: "strike", ActionKind.SPECIAL_STRIKE: "strike"}   # ability kinds as «подряд» names them


def _shown(value, undetermined) -> str:
    return "not determined" if undetermined else str(value)


def _values(r) -> str:
    return ", ".join(dict.fromkeys(str(o.value) for o in r.outcomes))


def trace(state: GameState, events, edition: str, engine: str = "z3", triggers: dict | None = None) -> Trace:
    """`triggers`: card id -> its triggers (legality.questions.chain.scenario_triggers); none: nothing fires."""
    return Tracer(state, edition, engine, triggers).run(events)
