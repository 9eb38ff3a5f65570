"""The events of a `sequence` scenario, parsed and checked for order before anything is traced.

Each event is a mapping with one verb key:
  declare: ID   action: {...}   [strength, counter_strength, to, obliging, closes]   an action enters the stack
                [modifiers, counter_modifiers, value, counter_value]   a strike's value modifiers (as in the
                `attack` question) and the value a player's choice of their order leads to
                [roll, counter_roll]   the natural die rolls instead of the strengths: they give the strengths
                (classic 2012 205.4, 205.6) and fire the attacker's Бешенство (legality/stack/rolls.py)
  respond: ID   (the same as declare: an instant action declared in response)
  together: [declare items]           entries that must enter simultaneously (classic 2012 215.4, heroes 402.1)
  pass: PLAYER                        two passes in a row by both players resolve the next entry
  resolve: ID   [until: STEP]         the next entry resolves (pausing at STEP, a window for instant actions)
  interrupt: ID [by: CARD [feature: F]]   card text makes the entry impossible («прервите …»); a feature
                                      with `params.cancels` («отменить действие …») only before its rolls
  place: CARD   cell: [r, c]          a card ends up on a cell by an effect the scenario does not model
  heal | wound: CARD  amount: N       an effect outside the stack (a heal: [instead_target: CARD], the card a
                                      replacement «вместо этого» sends its effect to, when a player chooses it)
  poison | gain_lives | lose_lives: CARD  amount: N   … poisoning for N, N additional lives (up to the life
                                      maximum), N lives taken (negative life): legality/stack/life.py
  redistribute: CARD  amount: N  to: CARD2   heal CARD of N wounds (the heal step), wound CARD2 as much as healed
  prevent: CARD  amount: N            CARD's effect prevents the next N wounds of nonmagical attacks on its
                                      controller's cards while CARD stays where it is (2012 420.7)
  destroy | open | close: CARD
  lose_tokens: CARD  amount: N        an effect takes N of the card's tokens (at most those it has): a loss
                                      (classic:ruling-dev-413), `lose_token` triggers fire
  choice: PLAYER / end_choice: PLAYER a choice subphase of that player begins / ends
  turn: PLAYER  [opening: true]       a new turn begins, PLAYER active (the last one ends: «до конца хода»);
                                      opening: its closed cards open (2012 311.1, legality/stack/history.py) —
                                      without it the scenario states each opening (a declared `open`)
  end_turn: PLAYER                    the active player's final phase begins (2012 313.1): «в конце хода» abilities
                                      trigger, then the players may declare instant actions; the next `turn` ends it
                                      (313.2: «до конца хода» effects end) without triggering them again
  lay: CARD  feature: F  carrier: CARD  [duration: D]   CARD's feature F is laid on the carrier for a time
                                      (legality/lasting.py; default: the feature's own `duration`)
  ask: CARD  ability: NAME            a state question at this point: does the card have the ability now?
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from model import ATTACKS, Action, ActionKind, GameState, Player, Step
from model.caching import shared

from ..errors import InputError
from ..fields import Fields
from ..action_io import describe, parse_action
from ..board import read_cell
from ..attack import parse_modifiers
from ..lasting import parse_duration
from ..attack.ability_value import BY_ABILITY, ability_value, special_value
from .strike import ATTACK_KINDS, STRENGTHS, needs_strength

VERBS = ("declare", "respond", "together", "pass", "resolve", "interrupt", "place", "heal", "wound", "destroy",
         "discard", "open",
         "close", "choice", "end_choice", "turn", "lay", "ask", "poison", "gain_lives", "lose_lives",
         "redistribute", "prevent", "lose_tokens", "attach", "end_turn")
CARD_VERBS = ("place", "heal", "wound", "destroy", "discard", "open", "close", "poison", "gain_lives", "lose_lives",
              "redistribute", "prevent", "lose_tokens", "attach")
AMOUNT_VERBS = ("heal", "wound", "poison", "gain_lives", "lose_lives", "redistribute", "prevent", "lose_tokens")
PLAYER_VERBS = ("pass", "choice", "end_choice", "turn", "end_turn")
UNTIL = (Step.PAYMENT, Step.CALCULATION, Step.MODIFICATION, Step.EXECUTION, Step.APPLICATION)


@dataclass(frozen=True)
class Event:
    __deepcopy__ = __copy__ = shared     # immutable input: a copy is itself (model/caching.py)
    verb: str
    line: int
    path: str
    where: str                        # "question.events[3]"
    entry: str | None = None          # declare / respond / resolve / interrupt
    action: Action | None = None
    card: str | None = None
    player: Player | None = None
    amount: int | None = None
    cell: tuple[int, int] | None = None
    until: Step | None = None
    strength: str | None = None
    counter_strength: str | None = None
    roll: int | None = None           # the attacker's natural die roll (legality/stack/rolls.py), and …
    counter_roll: int | None = None   # … the responding creature's, in a fight of two open creatures
    obliging: bool = False
    closes: bool = False              # its payment closes the source ({tap})
    modifiers: tuple = ()             # value modifiers of the strike (legality.attack.Modifier)
    counter_modifiers: tuple = ()     # … and of the counterstrike, in a battle
    value: int | None = None          # the strike value a player's choice of modifier order leads to
    counter_value: int | None = None
    by: str | None = None
    group: tuple["Event", ...] = ()    # together: the entries, in the order listed
    feature: str | None = None        # lay: the feature laid; ask: the ability asked about
    duration: str | None = None       # lay: how long it lasts
    bound: tuple = ()                 # lay: the values it was laid with (legality/laid_values.py)
    instead_target: str | None = None  # heal: the card a replacement's effect goes to (its chosen card, a host)
    opening: bool = False             # turn: the active player's closed cards open (2012 311.1)
    parts: object = None              # declare: the compound effect of the ability it names (legality/declared_parts.py)

    def error(self, field: str, message: str) -> InputError:
        return InputError(self.path, self.line, f"{self.where}.{field}", message)

    def describe(self) -> str:
        if self.verb == "together":
            return "together: " + "; ".join(e.describe() for e in self.group)
        if self.verb in ("declare", "respond"):
            what = describe(self.action).removeprefix("may ").removesuffix("?")
            return f"{self.verb} {self.entry}: {what}" + (f" to {list(self.cell)}" if self.cell else "")
        if self.verb == "resolve":
            return f"resolve {self.entry}" + (f" until {self.until.value}" if self.until else "")
        if self.verb == "interrupt":
            return f"interrupt {self.entry}" + (f" by {self.by}" if self.by else "")
        if self.verb == "lay":
            return f"lay {self.by}/{self.feature} on {self.card}" + (f" ({self.duration})" if self.duration else "")
        if self.verb == "ask":
            return f"ask: does {self.card} have «{self.feature}»?"
        if self.verb in CARD_VERBS:
            extra = f" {self.amount}" if self.amount is not None else (f" on {list(self.cell)}" if self.cell else "")
            extra += f" to {self.by}" if self.verb == "redistribute" else ""
            extra += f" onto {self.by}" if self.verb == "attach" else ""
            return f"{self.verb} {self.card}{extra}"
        return f"{self.verb} {self.player.value}"


def _cell(f: Fields, key: str) -> tuple[int, int]:
    return read_cell(f, key, required=True)


def _card(f: Fields, key: str, state: GameState) -> str:
    cid = f.req(key, str)
    if not state.has(cid):
        ids = ", ".join(c.id for c in state.cards)
        raise f.error(key, f"names card {cid!r}, which is not in the scenario's cards ({ids})")
    return cid


def parse_events(q: Fields, state: GameState) -> tuple[Event, ...]:
    out: list[Event] = []
    declared: dict[str, int] = {}
    for i, (line, node) in enumerate(q.items("events", required=True)):
        ef = Fields(q.path, node, q.name(f"events[{i}]"), line)
        verbs = [v for v in VERBS if ef.has(v)]
        if len(verbs) != 1:
            raise InputError(q.path, line, ef.where, "an event needs exactly one of: " + ", ".join(VERBS)
                             + (f" (got {', '.join(verbs)})" if verbs else ""))
        verb = verbs[0]
        base = dict(verb=verb, line=ef.line(verb), path=q.path, where=ef.where)
        if verb in ("declare", "respond"):
            ev = _declaration(ef, verb, base, state, declared)
        elif verb == "together":
            group = []
            for j, (jline, item) in enumerate(ef.items("together", required=True)):
                jf = Fields(q.path, item, ef.name(f"together[{j}]"), jline)
                if not jf.has("declare"):
                    raise InputError(q.path, jline, jf.where, "each entry of together is a declare")
                group.append(_declaration(jf, "declare", dict(base, line=jf.line("declare"), where=jf.where),
                                          state, declared))
                jf.done()
            if len(group) < 2:
                raise ef.error("together", "together needs at least two declarations")
            ev = Event(**base, group=tuple(group))
        elif verb in ("resolve", "interrupt"):
            eid = ef.req(verb, str)
            if eid not in declared:
                raise ef.error(verb, f"entry {eid!r} has not been declared before this event "
                                     f"(declared so far: {', '.join(declared) or 'none'})")
            until = ef.enum("until", tuple(s.value for s in UNTIL)) if verb == "resolve" else None
            by = _card(ef, "by", state) if ef.has("by") else None
            feat = ef.opt("feature", str) if verb == "interrupt" else None
            if feat is not None and (by is None or state.card(by).card.feature(feat) is None):
                raise ef.error("feature", "name the interrupting card (`by`) and one of its features" if by is None
                               else f"card {state.card(by).card.name!r} ({by}) has no feature {feat!r} (it has: "
                                    f"{', '.join(x.id for x in state.card(by).card.features)})")
            ev = Event(**base, entry=eid, until=Step(until) if until else None, by=by, feature=feat)
        elif verb in CARD_VERBS:
            card = _card(ef, verb, state)
            amount = ef.nonneg("amount", None) if verb in AMOUNT_VERBS else None
            if verb in AMOUNT_VERBS and amount is None:
                raise ef.error("amount", "required field is missing")
            ev = Event(**base, card=card, amount=amount, cell=_cell(ef, "cell") if verb == "place" else None,
                       instead_target=_instead(ef, state) if verb == "heal" else None,
                       by=_card(ef, "to", state) if verb == "redistribute"
                       else _card(ef, "host", state) if verb == "attach" else None)
        elif verb == "lay":
            src = _card(ef, "lay", state)
            feat = ef.req("feature", str)
            if state.card(src).card.feature(feat) is None:
                known = ", ".join(x.id for x in state.card(src).card.features)
                raise ef.error("feature", f"card {state.card(src).card.name!r} ({src}) has no feature {feat!r} "
                                          f"(it has: {known})")
            from ..laid_values import parse_bound
            ev = Event(**base, by=src, feature=feat, card=_card(ef, "carrier", state), duration=parse_duration(ef),
                       bound=parse_bound(ef))
        elif verb == "ask":
            ev = Event(**base, card=_card(ef, "ask", state), feature=ef.req("ability", str))
        else:
            ev = Event(**base, player=ef.enum(verb, Player, required=True),
                       opening=ef.opt("opening", bool, False) if verb == "turn" else False)
        ef.done()
        out.append(ev)
    if not out:
        raise q.error("events", "a sequence needs at least one event")
    return tuple(out)


def _computed(state: GameState, action) -> bool:
    """The ability's value is an X its text computes (legality/computed_values.py): no strength is rolled for it."""
    from ..computed_values import feature_x
    if action.ability is None:
        return False
    card = state.card(action.source).card
    own = card.feature(action.ability)
    if own is not None:
        return feature_x(own, card.name) is not None
    # an ability another card lays on it (a `lay` event): the trace finds it laid, or X stays unknown
    return any(feature_x(c.card.feature(action.ability), c.card.name) is not None for c in state.cards)


def _declaration(ef: Fields, verb: str, base: dict, state: GameState, declared: dict) -> Event:
    eid = ef.req(verb, str)
    if eid in declared:
        raise ef.error(verb, f"entry {eid!r} is already declared (line {declared[eid]})")
    action = parse_action(ef, state)
    # a Miss only from the strike table of two open creatures fighting (2012 205.6): a simple strike's
    strength = ef.enum("strength", STRENGTHS + ("miss",))
    rolls = {}
    for key in ("roll", "counter_roll"):
        v = ef.opt(key, int)
        if v is None:
            continue
        if action.kind not in ATTACKS or (key == "counter_roll" and action.kind is not ActionKind.SIMPLE_STRIKE):
            raise ef.error(key, f"only {'an attack' if key == 'roll' else 'a simple strike'} is rolled for this way; "
                                f"this is a {action.kind.value}")
        if not 1 <= v <= 6:
            raise ef.error(key, f"a die shows 1 to 6, got {v}")
        rolls[key] = v
    if rolls and (strength is not None or ef.has("counter_strength")):
        raise ef.error("roll" if strength is not None else "counter_roll",
                       "give the rolls or the strengths, not both: the rolls give the strengths (classic 2012 "
                       "205.4, 205.6)")
    if "counter_roll" in rolls and "roll" not in rolls:
        raise ef.error("counter_roll", "give the attacker's roll too")
    if (action.kind in ATTACKS and strength is None and not rolls and action.source and action.param is None
            and needs_strength(state.card(action.source), action) and not _computed(state, action)):
        kind, cs = ATTACK_KINDS[action.kind], state.card(action.source)
        own = special_value(cs, action.ability) if kind == "special_strike" else None
        s = (ability_value(cs, kind, action.ability)[0] if kind in BY_ABILITY else own[0] if own is not None
             else cs.card.strike.as_list())
        raise ef.error("strength", f"{action.source}'s {kind if kind in BY_ABILITY or own else 'strike'} is "
                                   f"{'-'.join(map(str, s))}: give the rolled strength (weak, medium or strong)")
    cell = _cell(ef, "to") if action.kind is ActionKind.MOVE else None
    if cell is not None:          # the destination is the move's: the board rules read it at declaration
        action = replace(action, to=cell)
    if action.kind is ActionKind.MOVE and action.source is None:
        raise ef.error("action", "a move needs the moving card as its source")
    counter_strength = ef.enum("counter_strength", STRENGTHS + ("miss",))
    for key, value in (("strength", strength), ("counter_strength", counter_strength)):
        if value == "miss" and action.kind is not ActionKind.SIMPLE_STRIKE:
            raise ef.error(key, "only a simple strike misses (the strike table of two open creatures fighting, "
                                f"classic 2012 205.6); this is a {action.kind.value}")
    strike = {}
    for key in ("modifiers", "counter_modifiers", "value", "counter_value"):
        if ef.has(key) and action.kind not in ATTACKS:
            raise ef.error(key, f"only an attack has a strike value to modify; this is a {action.kind.value}")
    for key, tier, named in (("modifiers", strength, "strength"), ("counter_modifiers", counter_strength,
                                                                    "counter_strength")):
        hint = None if tier else f"a strength change needs the rolled strength ({named}: weak, medium or strong)"
        strike[key] = parse_modifiers(ef, state, key, tier_hint=hint)
    declared[eid] = ef.line(verb)
    parts = None
    if action.ability is not None and action.source is not None and action.kind not in ATTACKS:
        from ..declared_parts import declared_effect
        card = state.card(action.source).card
        parts = declared_effect(ef.path, card, action.ability)
        if parts is None and action.ability:      # a compiled ability whose parts are read (compiled_parts.py)
            from ..compiled_parts import compiled_effect
            parts = compiled_effect(card, card.feature(action.ability))
    return Event(**dict(base, verb=verb), entry=eid, action=action, cell=cell, strength=strength,
                 counter_strength=counter_strength, **rolls, value=ef.nonneg("value", None),
                 counter_value=ef.nonneg("counter_value", None), **strike,
                 obliging=ef.opt("obliging", bool, False), closes=ef.opt("closes", bool, False),
                 instead_target=_instead(ef, state) if action.kind is ActionKind.HEAL else None, parts=parts)


def _instead(ef: Fields, state: GameState) -> str | None:
    """A heal's `instead_target`: where a replacement's effect goes when its card says a player chooses it."""
    return _card(ef, "instead_target", state) if ef.has("instead_target") else None
