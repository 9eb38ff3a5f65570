"""The edition's rules for a trigger chain: which triggers an event sets off (in declared order), whether an
effect reaches its target, what counts as a repetition. graphs/chain.py expands a chain with this object.

Every decision that rests on a rule records it (`decisions`), so the verdict cites the rules that decided.
"""
from __future__ import annotations

from dataclasses import replace

from model import CardType, GameState, Player, Zone

from graphs.chain import Event
from .cards_io import family
from .cell_markers import CELL_CONDITIONS, event_cell_marker
from .effect_conditions import BOOL_CONDITIONS, effect_condition, turn_unstated
from .registry import get_rule, topic_rule
from .rules.counterstrikes import COUNTERSTRIKE_CLASSES
from .rules.infinite_chains import REPEAT_KEY
from .stack.editions import FIRST_IN, ORDER
from .triggers import EffectSpec, Trigger, in_force
from .world import may_strike, override

# The battle rule's counterstrike, as a rule effect: a battle by strike makes the target strike back.
COUNTERSTRIKE = Trigger(
    card="(правила игры)", feature="ответный удар", on=("strike",), where=(("battle", True),), nature="rule",
    effect=EffectSpec("strike", "event.target", "event.source", (("mode", "counter"), ("range", "melee")),
                      reach="melee"))


RANGED_ATTACKS = ("shot", "throw", "discharge", "magic_strike")     # attacks that are not strikes
STRENGTH_EVENTS = ("strike",) + RANGED_ATTACKS                      # events of attacks that have a strength


def event_classes(event: Event, edition: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The classes an event belongs to (strike/attack/assault, or its kind) and the rules that say so."""
    if event.kind == "magic_strike":              # «удар» names every strike, the magic one too (dev-397)
        r = topic_rule(edition, "strikes-class")
        return (("magic_strike", "attack", "strikes", "any"), (r.id,)) if r else (("magic_strike", "attack", "any"), ())
    if event.kind in RANGED_ATTACKS:
        return (event.kind, "attack", "any"), ()
    if event.kind == "destroy":                   # a death enters the graveyard (2012 glossary «Death»)
        r = topic_rule(edition, "death")
        return ("destroy", "graveyard", "any"), ((r.id,) if r else ())
    if event.kind == "accumulate_token":          # accumulating is gaining; gaining is not accumulating (218.5)
        r = topic_rule(edition, "token-gain")
        return ("accumulate_token", "gain", "any"), ((r.id,) if r else ())
    if event.kind == "act":                       # a card action made («которое действует»): only its own class
        return ("act",), ()
    if event.kind == "frenzy":                    # a Бешенство fired (legality/stack/rolls.py): its own class
        return ("frenzy",), ()
    if event.kind == "miss":                      # the strike table's Miss: no strike (rules/misses.py)
        r = topic_rule(edition, "miss")
        return ("miss", "any"), ((r.id,) if r else ())
    if event.kind != "strike":
        return (event.kind, "any"), ()
    if event.get("mode") == "counter":
        r = topic_rule(edition, "counterstrike-kind")
        if r is None and family(edition) == "classic":
            r = get_rule("classic:ответный-удар")    # the judges' ruling covers the whole classic game
        if r is None:
            return ("strike", "any"), ()
        cls = COUNTERSTRIKE_CLASSES[r.id]
        return cls + (("strikes",) if "strike" in cls else ()) + ("any",), (r.id,)
    out = ["strike", "attack", "strikes"]
    if event.get("assault"):
        out.append("assault")
    return tuple(out) + ("any",), ()


_IN_REACH = (True, (), "")
# narrower event kind -> (the wider class it also belongs to, the topic of the rule saying so); and the reverse
SUBCLASSES = {"accumulate_token": ("gain", "token-gain"), "destroy": ("graveyard", "death")}
SUPERCLASSES = {"gain": ("accumulate_token", "token-gain"), "graveyard": ("destroy", "death")}


def _type_fits(card, types) -> bool:
    """`creature` covers flyers too (a flyer is a creature: 2012 glossary «Летающее существо»)."""
    t = card.type.value
    return t in types or ("creature" in types and t == "flyer")
ZERO_KINDS = ("wound", "heal", "gain")     # events whose value 0 makes them zero effects




# the events of an attack that deals wounds to its target (a chain question's event carries no wounds dealt)
_ATTACKS_WOUNDING = ("strike", "throw", "shot", "discharge", "magic_strike", "special_strike", "attack", "assault")


class ChainRules:
    def __init__(self, state: GameState, edition: str, triggers: dict[str, list[Trigger]], uses=None,
                 moment: str | None = None, log=None, history=None):
        """`triggers`: card id → its triggers (validated by the question's parser); `uses(owner, trigger)`:
        the uses of a limited feature already spent (the tracer's count; none: 0)."""
        self.state, self.edition = state, edition
        self._uses = uses
        # an action's own events: at its execution only the triggers not marked «после» fire, at its payment
        # only those (classic 2012 216.12); None: every trigger (an event outside the stack, the `chain` kind)
        self.moment = moment
        self._log = log        # player -> the abilities their cards performed this turn, in order (a trace's)
        self._history = history    # () -> this turn's events (kind, source, target), in order (a trace's)
        self.cards = {c.id: c for c in state.cards}
        self.decisions: dict[str, tuple[str, ...]] = {}     # note → rules (insertion-ordered)
        self.unknown: list[str] = []                        # what the card texts leave open
        self._by_class: dict[str, list[tuple[int, str, Trigger]]] = {}
        order = 0
        self._all = triggers                                # with the features laid only where laid
        self._granted: list = []                            # (order, carrier, trigger) laid during this chain
        self._turn_start = False                            # this chain answers the start of a turn
        self._doublers = None                               # players whose first Вальхалла is declared twice
        triggers = in_force(state, triggers)                # own features and those laid on the card
        valhalla = topic_rule(edition, "valhalla")
        for cs in state.cards:                              # the scenario's card order, then feature order
            if cs.zone not in (Zone.PLAY, Zone.GRAVEYARD):
                continue
            for t in triggers.get(cs.id, ()):
                if t.valhalla != (cs.zone is Zone.GRAVEYARD):   # a Вальхалла works from the graveyard only
                    continue
                if t.valhalla and valhalla is None:
                    self.unknown.append(f"{cs.id}/{t.feature}: no rule of {edition} says when a Вальхалла fires")
                    continue
                for cls in t.on:
                    self._by_class.setdefault(cls, []).append((order, cs.id, t))
                order += 1
        order = self._marker_triggers(state, edition, order)
        self._by_class.setdefault("strike", []).append((order, "", COUNTERSTRIKE))
        rep = topic_rule(edition, "chain-repetition")
        self.repetition_rule = rep.id if rep else None
        cut = topic_rule(edition, "chain-cut")
        self.cut_rule = cut.id if cut else None
        rfx = topic_rule(edition, "chain-rule-effects")
        self.rule_effects_rule = rfx.id if rfx else None
        self.order_rule = topic_rule(edition, "stack-order")            # the stack's module encodes these
        self.simultaneous_rule = topic_rule(edition, "stack-simultaneous")

    # -- features laid during the chain ---------------------------------------------------------------
    def begin(self) -> None:
        """A new expansion (one vector of choices): nothing has been laid yet."""
        self._granted = []

    def granted(self, owner: str, trig: Trigger, carrier: str | None) -> None:
        """`trig`'s effect laid the owner's feature on `carrier`: a triggered feature so laid is in force from
        now on in this chain, as the carrier's own (legality.triggers.in_force) — an effect resolved earlier on
        the stack changes what later effects meet (classic 2012 215.8: one object resolves at a time)."""
        if carrier is None or carrier not in self.cards or self.cards[carrier].zone is not Zone.PLAY:
            return
        t = next((t for t in self._all.get(owner, ()) if t.feature == trig.effect.grant and t.laid), None)
        if t is not None:
            self._granted.append((1_000_000 + len(self._granted), carrier, t))
            if self._turn_start and "turn_start" in t.on:
                self._granted_at_turn_start(carrier, t)

    def _granted_at_turn_start(self, carrier: str, t: Trigger) -> None:
        """An «в начале хода» ability laid while the start of a turn resolves: the start has triggered its
        abilities already, so it first fires at the next one (classic 2012 311.5). The chain collects an
        event's triggers once, before any of its effects resolves; an edition without the rule: unknown."""
        r = topic_rule(self.edition, "turn-start-granted")
        if r is None:
            self.unknown.append(f"{carrier}/{t.feature}: laid during the start of a turn; no rule of {self.edition} "
                                "here says whether it fires at that start")
            return
        self.decisions.setdefault(f"{carrier}/{t.feature} («в начале хода») is laid during this turn start: it "
                                  "first fires at the next one", (r.id,))

    # -- events --------------------------------------------------------------------------------------
    def classes(self, event: Event):
        return event_classes(event, self.edition)

    def _relation(self, owner: str, other: str | None) -> str | None:
        if other is None or other not in self.cards:
            return None
        if other == owner:
            return "self"
        same = self.cards[other].controller is self.cards[owner].controller
        return "ally" if same else "enemy"

    def _fits(self, rel_wanted: str, owner: str, other: str | None) -> bool:
        if rel_wanted == "any":
            return True
        rel = self._relation(owner, other)
        if rel is None:
            return False
        return (rel == rel_wanted or (rel_wanted == "other" and rel != "self")
                or (rel_wanted == "own" and rel in ("self", "ally")))

    def choices(self, owner: str, trig: Trigger, event: Event, which: str = "target", source=None) -> list[str]:
        """The cards in play a chosen target (or source: `choose_source`) may be (`choose` in the trigger language),
        in the scenario's order; `source`: the effect's source already chosen, for `next_to: source`."""
        want = dict(trig.effect.choose if which == "target" else trig.effect.choose_source)
        if want.get("zone") == "deck":           # a summon: the card it brings, from a Deck (summon_choices)
            return self.summon_choices(owner, trig)
        out = []
        for cs in self.state.cards:
            if cs.zone is not Zone.PLAY or not self._fits(want["relation"], owner, cs.id):
                continue
            if event.kind in ("destroy", "graveyard") and cs.id == event.target:   # it has left play
                continue
            if "types" in want and not _type_fits(cs.card, want["types"]):
                continue
            if "classes" in want and not set(want["classes"]) & set(cs.card.classes):
                continue
            if want.get("ground") and cs.card.type is CardType.FLYER:
                continue
            if "has" in want and not self._has_any(cs.id, want["has"]):
                continue
            if "behind" in want and not self._behind(cs.id, event):
                continue
            if "in_formation_with" in want and not self._formation_mate(owner, trig, cs.id, event):
                continue
            if "marker_cell" in want and not self._on_marker_cell(cs.id, trig, want["marker_cell"]):
                continue
            if "next_to" in want and not self._next_to(cs.id, source if want["next_to"] == "source" else event.target):
                continue
            if want.get("revealed") and not cs.revealed:
                continue
            if want.get("ranged_attack") and not self._ranged_target(owner, trig, cs.id, want.get("range")):
                continue
            if "not_elements" in want and set(want["not_elements"]) & set(cs.card.elements):
                continue
            if "elements" in want and not set(want["elements"]) & set(cs.card.elements):
                continue
            out.append(cs.id)
        if "marker_cell" in want and len(out) > 1:   # «ранить карты на этой клетке»: each, not one chosen
            self.unknown.append(f"{owner}/{trig.feature}: every card {want['marker_cell'].replace('_', ' ')} the "
                                f"marker's cell is its target ({', '.join(out)}); a chain applies it to one")
            return []
        if want.get("least_cost") and out:     # «наименьшей стоимости»: among the cards that fit, the cheapest
            costs = {c: self.cards[c].card.cost for c in out}
            if any(k.x for k in costs.values()):
                self.unknown.append(f"{owner}/{trig.feature}: the least cost among {', '.join(out)}: a cost with X")
                return []
            least = min(k.value for k in costs.values())
            out = [c for c in out if costs[c].value == least]
        if event.by is None and len(out) > 0:    # an ability the initial event fired: declared at its point
            r = topic_rule(self.edition, "stack-declared")
            if r is not None:
                how = "takes its targets" if which == "target" and trig.effect.target == "all" else f"chooses its {which}"
                self.decisions.setdefault(f"{owner}/{trig.feature} {how} as it is declared, on the "
                                          f"state of that point ({', '.join(out)})", (r.id,))
        return out

    def summon_choices(self, owner: str, trig: Trigger) -> list[str]:
        """«вызвать летающее существо стоимостью 3 или менее»: the cards of the summoning player's Deck (the
        opponent's where the text says so) that meet the conditions after «вызвать», in the scenario's order (2012
        glossary «Summoning», classic-2012:вызов). Read only where the scenario states that Deck in full
        (`state.zones_in_full`): else a card it does not state may fit, and the choice is `unknown`. No card fits:
        the summon does nothing (it is cancelled, and paid for); summoning none is its player's choice too
        (graphs/chain.py offers it)."""
        want = dict(trig.effect.choose)
        r = topic_rule(self.edition, "summoning")
        me = self.cards[owner].controller if owner in self.cards else None
        if r is None or me is None:
            self.unknown.append(f"{owner}/{trig.feature}: no rule of {self.edition} here says which cards a summon "
                                "may bring")
            return []
        whose = me if want["relation"] == "own" else me.opponent
        if (whose.value, "deck") not in self.state.zones_in_full:
            self.unknown.append(f"{owner}/{trig.feature}: it summons a card from {whose.value}'s Deck, which the "
                                f"scenario does not state in full (state.zones_in_full: {{{whose.value}: [deck]}}): "
                                "which cards fit is not known")
            return []
        out = []
        for cs in self.state.cards:
            if cs.zone is not Zone.DECK or cs.controller is not whose:
                continue
            if "types" in want and not _type_fits(cs.card, want["types"]):
                continue
            if "classes" in want and not set(want["classes"]) & set(cs.card.classes):
                continue
            if "elements" in want and not set(want["elements"]) & set(cs.card.elements):
                continue
            if "not_elements" in want and set(want["not_elements"]) & set(cs.card.elements):
                continue
            from model import Action, ActionKind
            from .incarnation import unique_clash
            if unique_clash(self.state, Action(ActionKind.SUMMON, owner, (cs.id,))):
                u = topic_rule(self.edition, "uniqueness")      # Уникальность: a card of its name is in the squad
                if u is None:
                    self.unknown.append(f"{owner}/{trig.feature}: {cs.id} has Уникальность and a card of its name is "
                                        f"in the squad: no rule of {self.edition} here says whether it is summoned")
                    return []
                self.decisions.setdefault(f"{cs.id} has Уникальность and a card of its name is in the squad: it is "
                                          "not summoned", (u.id,))
                continue
            # a card whose own text bears on being summoned («не может быть вызван», a text kept): not read here
            touchy = [f.text for f in cs.card.features if f.kind.value == "text"
                      or "summon" in (f.param("touches") or ()) or "summon" in (f.param("listens") or ())]
            if touchy:
                self.unknown.append(f"{owner}/{trig.feature}: whether {cs.id} may be summoned: its text "
                                    + "; ".join(f"«{t}»" for t in touchy) + " is not read here")
                return []
            if "cost_at_most" in want:
                if cs.card.cost.x:
                    self.unknown.append(f"{owner}/{trig.feature}: whether {cs.id} (cost X) costs "
                                        f"{want['cost_at_most']} or less")
                    return []
                if cs.card.cost.value > want["cost_at_most"]:
                    continue
            out.append(cs.id)
        unread = sorted(set(want) - {"relation", "zone", "types", "classes", "elements", "not_elements",
                                     "cost_at_most"})
        if unread:
            self.unknown.append(f"{owner}/{trig.feature}: a summon's condition {', '.join(unread)} is not read")
            return []
        if not out:
            self.decisions.setdefault(f"{owner}/{trig.feature}: no card of {whose.value}'s Deck (stated in full) "
                                      "fits: the summon does nothing", (r.id,))
        else:
            self.decisions.setdefault(f"{owner}/{trig.feature}: its player chooses the card it summons from "
                                      f"{whose.value}'s Deck ({', '.join(out)}) or none", (r.id,))
        return out

    def _ranged_target(self, src: str, trig: Trigger, cid: str, rng: int | None) -> bool:
        """«выстрел на 2», «разряд на 2, дальность 3» with no target stated: a card the ranged attack may be declared
        at, by the board rules the `legal` question applies to a declared one (legality/rules/board_positions.py):
        never at a card next to its source (classic:ruling-dev-298, unless the source's text overrides it), within
        its range («дальность X», glossary; range bonuses counted). A cell the scenario does not give: unknown."""
        from model import Action, ActionKind
        from .board import board_facts, board_unknowns
        a = Action(ActionKind(trig.effect.kind), src, (cid,), range=rng)
        unk = board_unknowns(self.state, a, self.edition)
        if unk:
            self.unknown.extend(f"{src}/{trig.feature}: whether it may aim at {cid}: {u}" for u in unk)
            return False
        facts = board_facts(self.state, a)
        adj = topic_rule(self.edition, "ranged-not-adjacent")
        if adj is not None and facts["board.adjacent"] and override(self.state, src, "ranged-not-adjacent") is None:
            self.decisions.setdefault(f"{src}/{trig.feature}: its {a.kind.value} cannot aim at {cid}, next to "
                                      f"{src}", (adj.id,))
            return False
        far = topic_rule(self.edition, "range")
        if rng is not None and far is not None and facts["board.target_on_cell"] \
                and facts["board.distance"] > facts["action.range"]:
            self.decisions.setdefault(f"{src}/{trig.feature}: {cid} stands beyond its range "
                                      f"{facts['action.range']}", (far.id,))
            return False
        return True

    def _formation_mate(self, owner: str, trig, cid: str, event: Event) -> bool:
        """«существа, которые стояли с ним в строю»: in formation with the event's target on the chain's state (a
        death's: the state before it, legality/stack/firing.py), classic 2012 glossary «Строй»."""
        from .formation import FORMATION, formation_mates
        tgt = self.cards.get(event.target) if event.target is not None else None
        if tgt is None:
            return False
        mates = formation_mates(self.state, tgt)
        if isinstance(mates, str):
            self.unknown.append(f"{owner}/{trig.feature}: {mates.lstrip('?')}")
            return False
        if cid in mates:
            self.decisions.setdefault(f"{cid} stood in formation with {event.target}", (FORMATION,))
        return cid in mates

    def _declared_target(self, owner: str, event: Event, want: str) -> bool:
        """«нападает (не) на Мимика»: the card the attack was declared at, whoever took it later (a defender):
        the judges' classic:ruling-dev-217. An edition without that rule: not decided (unknown)."""
        r = topic_rule(self.edition, "attack-declared-target")
        if r is None:
            self.unknown.append(f"{owner}: no rule of {self.edition} says whether «нападает на» reads the card an "
                                "attack was declared at or the one it strikes")
            return False
        declared = event.get("attacked") or event.target
        held = self._fits(want, owner, declared)
        if declared != event.target:
            self.decisions.setdefault(f"{owner}: the attack was declared at {declared}, not {event.target} "
                                      f"(a defender took it): «нападает на» reads {declared}", (r.id,))
        return held

    def _arrived_on_creature(self, owner: str, event: Event, want: str) -> bool:
        """A move's card (the event's target) now stands on a cell another creature stands on, open or closed as
        `want` says (any: either): «при движении на клетку, занятую существом» (a symbiote on its host is none)."""
        from .board import standing
        if event.kind != "move" or event.target not in self.cards:
            return False
        here = standing(self.state, event.target)
        if here[0] == "unknown":
            self.unknown.append(f"{owner}: the cell {event.target} moved onto: {here[1]}")
            return False
        if here[0] != "cell":
            return False
        others = [c for c in self.state.cards if c.id != event.target and c.zone is Zone.PLAY and c.host is None
                  and _type_fits(c.card, ("creature",)) and standing(self.state, c.id) == here]
        return any(want == "any" or c.open == (want == "open") for c in others)

    def _next_to(self, cid: str, other: str | None) -> bool:
        """«со стоящей рядом картой»: next to the effect's chosen source (2012 207.7; a flyer is next to nothing)."""
        from .board import adjacency
        near = adjacency(self.state, cid, other)
        if isinstance(near, str):
            self.unknown.append(near.lstrip("?"))
            return False
        return near

    def _behind(self, cid: str, event: Event) -> bool:
        """«стоящее позади атакованного»: on the cell behind the event's target (2012 207.8: behind is away from
        its controller's opponent). A cell the scenario does not give: unknown."""
        from .board import behind, where
        tgt = self.cards.get(event.target) if event.target is not None else None
        if tgt is None:
            return False
        w, c = where(self.state, event.target), where(self.state, cid)
        if w[0] == "unknown" or c[0] == "unknown":
            self.unknown.append(f"whether {cid} stands behind {event.target}: {(w if w[0] == 'unknown' else c)[1]}")
            return False
        if w[0] != "cell" or c[0] != "cell":
            return False
        return behind(w[1], tgt.controller) == c[1]

    def _has_any(self, cid: str, abilities) -> bool:
        """The card has one of these abilities now (the `property` question's reading); undecided: unknown."""
        from .world import has_ability
        for a in abilities:
            has, _rules = has_ability(self.state, cid, a, self.edition)
            if has is None:
                self.unknown.append(f"whether {cid} has {a} is not decided here")
                return False
            if has:
                return True
        return False

    def triggers(self, event: Event):
        if event.kind == "declare_valhalla":
            return self._declared_valhalla(event)
        classes, class_rules = self.classes(event)
        if event.kind == "turn_start":
            self._turn_start = True
        cands = []
        for cls in classes:
            lst = self._by_class.get(cls)
            if lst:
                cands.extend(lst)
        if self._granted:
            cands.extend(g for g in self._granted if set(g[2].on) & set(classes))
        if len(cands) > 1:                                   # one trigger may listen to several classes
            cands = sorted({c[0]: c for c in cands}.values(), key=lambda c: c[0])
        out = []
        for _order, owner, t in cands:
            if t is COUNTERSTRIKE:
                tcard = self.cards.get(event.target)           # a closed creature does not fight back
                if (event.get("battle") is True and tcard is not None and tcard.open
                        and event.get("mode") != "counter"):
                    if not event.get("unanswered"):
                        out.append((event.target, t))
                    else:
                        r = topic_rule(self.edition, "unanswered-strike")
                        self.decisions.setdefault(f"{event.target} does not fight the unanswered strike of "
                                                  f"{event.source}: no counterstrike", (r.id,) if r else ())
                continue
            if not (self._fits(t.source, owner, event.source) and self._fits(t.target, owner, event.target)):
                continue
            if self.moment is not None and event.by is None and t.after != (self.moment == "after"):
                continue
            if t.where and any(not self._where(owner, event, k, v, t)     # the laid effect's conditions last
                               for k, v in sorted(t.where, key=lambda kv: kv[0] in BOOL_CONDITIONS)):
                continue
            if t.by_card is not None and (event.by is None or event.by[0] != t.by_card):
                continue
            if t.by_feature is not None and (event.by is None or event.by[1] != t.by_feature):
                continue
            if t.instance > 1 and not self._like_marker(owner, t):
                continue
            if t.valhalla:
                r = topic_rule(self.edition, "valhalla")
                self.decisions.setdefault(f"{owner}'s Вальхалла ({t.feature}) fires from the graveyard at the start "
                                          "of its player's turn", (r.id,) if r else ())
            out.append((owner, t))
        if event.kind == "miss":
            self._miss_listeners(event, class_rules)
        if event.kind == "magic_strike" and "strikes" not in classes and self._by_class.get("strikes"):
            self.unknown.append(f"a magic strike {event.source} → {event.target}: whether «при ударе» fires on it is "
                                f"not ruled under {self.edition}")
        if event.kind == "magic_strike" and "strikes" in classes:
            for _o, owner, t in self._by_class.get("strikes", ()):
                if (owner, t) in out:
                    self.decisions.setdefault(f"a magic strike is a strike: {owner}/{t.feature} («при ударе») fires",
                                              class_rules)
        elif class_rules:
            self._note_classes(event, classes, class_rules)
        if event.kind in SUBCLASSES or event.kind in SUPERCLASSES:
            self._note_subclass(event, classes, out)
        return out

    def _miss_listeners(self, event: Event, rules) -> None:
        """A miss is no strike: «при ударе» does not fire on it (2012 205.6); whether «при атаке» / «при
        нападении» does, no text says — unknown when such a trigger of the missing card's side could hear it."""
        def hearing(classes):
            return [(owner, t, cls) for cls in classes for _o, owner, t in self._by_class.get(cls, ())
                    if t is not COUNTERSTRIKE and self._fits(t.source, owner, event.source)
                    and self._fits(t.target, owner, event.target)]
        if not rules:
            if hearing(("miss", "strike", "strikes", "attack", "assault")):
                self.unknown.append(f"a miss {event.source} → {event.target}: no rule of {self.edition} says what "
                                    "a miss of the strike table is")
            return
        for owner, t, _cls in hearing(("strike", "strikes")):
            self.decisions.setdefault(f"{event.source} missed: no strike, so {owner}/{t.feature} («при ударе») "
                                      "does not fire", rules)
        for owner, t, cls in hearing(("attack", "assault")):
            self.unknown.append(f"a miss {event.source} → {event.target}: whether {owner}/{t.feature}, on "
                                f"{'an attack' if cls == 'attack' else 'an assault'}, fires on a miss is not ruled")

    def _declared_valhalla(self, event: Event) -> list:
        """An ability declares the Вальхалла of `event.target`, a creature of its player's in the graveyard
        (Скальд's «сага»): that card's Вальхаллы fire now, whatever destroyed it (classic:ruling-dev-415)."""
        cs = self.cards.get(event.target) if event.target is not None else None
        if cs is None or cs.zone is not Zone.GRAVEYARD:
            return []
        found = [(event.target, t) for t in self._all.get(event.target, ()) if t.valhalla and not t.laid]
        if not found:
            return []
        r = topic_rule(self.edition, "valhalla-declared")
        if r is None or topic_rule(self.edition, "valhalla") is None:
            self.unknown.append(f"{event.source} declares {event.target}'s Вальхалла: no rule of {self.edition} here "
                                "says which Вальхалла it may declare")
            return []
        self.decisions.setdefault(f"{event.source} declares {event.target}'s Вальхалла from the graveyard, whatever "
                                  "destroyed it", (r.id,))
        return found

    def _valhalla_this_turn(self, player) -> bool | None:
        """A Вальхалла of `player`'s was declared earlier this turn (the trace logs each); a question without the
        turn's history cannot say, unless the chain is the turn start's (nothing came before it)."""
        if self._history is None:
            return False if self._turn_start else None
        log = self._history()
        if any(k == "valhalla" and s in self.cards and self.cards[s].controller is player for k, s, _t in log):
            return True
        return False if getattr(log, "complete", True) else None

    def declared(self, order: list) -> list:
        """Effects triggered at once, in execution order, with those a card makes declared twice: «Первая за ход
        способность Вальхаллы вашей карты срабатывает дважды» (a feature with `params: {valhalla_twice: true}`
        on a card in play) — the first Вальхалла its player declares is declared again at once, the copy with its
        own target, and the pair resolves last among that player's Вальхаллы (classic:ruling-dev-267). The
        chain of a turn start is the turn's first Вальхаллы (they fire at the start only: dev-427)."""
        for player in self._valhalla_doublers():
            mine = [i for i, (o, t) in enumerate(order) if t.valhalla and t.instance <= 1 and o in self.cards
                    and self.cards[o].controller is player]
            if not mine:
                continue
            before = self._valhalla_this_turn(player)
            if before is None:
                what = f"whether a Вальхалла of {player.value}'s was declared earlier this turn"
                self.unknown.append(f"{what} is read off the turn's history, which only a trace has"
                                    if self._history is None else turn_unstated(what))
                continue
            if before:
                continue
            r = topic_rule(self.edition, "valhalla-twice")
            if r is None:
                self.unknown.append(f"{player.value}'s first Вальхалла this turn: no rule of {self.edition} here says "
                                    "when the card doubling it declares it again")
                continue
            stack = self.discipline() == "stack"
            i = mine[-1] if stack else mine[0]      # the first declared: on a stack, the last to resolve
            owner, t = order[i]
            copy = (owner, replace(t, instance=2))
            order = order[:i] + [copy] + order[i:] if stack else order[:i + 1] + [copy] + order[i + 1:]
            self.decisions.setdefault(f"{owner}'s Вальхалла ({t.feature}) is {player.value}'s first this turn: it is "
                                      "declared twice, the pair resolving last of that player's Вальхаллы", (r.id,))
        return order

    def _valhalla_doublers(self):
        """The players with a card in play whose feature doubles their first Вальхалла of the turn."""
        if self._doublers is not None:
            return self._doublers
        out = self._doublers = []
        for cs in self.state.cards:
            if cs.zone is Zone.PLAY and cs.controller not in out and any(
                    f.param("valhalla_twice") is True for f in cs.card.features):
                out.append(cs.controller)
        return out

    def _marker_triggers(self, state: GameState, edition: str, order: int) -> int:
        """A marker's own trigger («адская бомба»: «в конце хода противника — … ранить карты на этой клетке»)
        fires from each cell marker of its name its card laid, one instance per marker (two walls of fire on a
        cell: two effects, classic:ruling-dev-227's like markers), whether its card is in play or not
        (classic:ruling-dev-071); an edition without that rule: unknown for a card out of play."""
        outlives = topic_rule(edition, "cell-marker-outlives-source")
        for cs in state.cards:
            for t in self._all.get(cs.id, ()):
                marks = [m for m in state.cell_markers if t.on_marker and m.source == cs.id and m.name == t.on_marker]
                if not marks:
                    continue
                if cs.zone is not Zone.PLAY:
                    if outlives is None:
                        self.unknown.append(f"{cs.id}/{t.feature}: its card has left play; no rule of {edition} "
                                            f"here says whether its {t.on_marker} markers still act")
                        continue
                    self.decisions.setdefault(f"{cs.id} has left play: its {t.on_marker} marker(s) on the cells "
                                              "stay and act", (outlives.id,))
                for n, m in enumerate(marks, 1):
                    mt = replace(t, marker_cell=m.cell, instance=n if n > 1 else 0)
                    for cls in t.on:
                        self._by_class.setdefault(cls, []).append((order, cs.id, mt))
                    order += 1
        return order

    def _on_marker_cell(self, cid: str, trig: Trigger, how: str) -> bool:
        """The card stands on (`at`) or next to (`next_to`) the cell of the marker the trigger fires from."""
        from .board import neighbouring, where
        if trig.marker_cell is None:
            self.unknown.append(f"{trig.feature}: «this cell» is a marker's, and the trigger fires from none")
            return False
        p = where(self.state, cid)
        if p[0] == "unknown":
            self.unknown.append(f"whether {cid} stands {how.replace('_', ' ')} the marker's cell: {p[1]}")
            return False
        return p[0] == "cell" and (p[1] == trig.marker_cell if how == "at" else neighbouring(p[1], trig.marker_cell))

    def _like_marker(self, owner: str, t: Trigger) -> bool:
        """A feature laid on `owner` once more (its `instance`-th like marker) fires as an effect of its own
        (classic:ruling-dev-227); an edition without the ruling: unknown, and it does not fire."""
        r = topic_rule(self.edition, "like-markers")
        if r is None:
            self.unknown.append(f"{owner}/{t.feature} is laid on {owner} {t.instance} times: no rule of "
                                f"{self.edition} here says whether like markers fire each")
            return False
        self.decisions.setdefault(f"{owner} carries {t.feature} {t.instance} times: each like marker is an effect "
                                  "of its own", (r.id,))
        return True

    def _note_subclass(self, event: Event, classes, out) -> None:
        """An event met a trigger on the wider or the narrower kind (an accumulation and a gain, a death and
        entering the graveyard): say whether it fired, citing the rule that relates the two."""
        if event.kind in SUBCLASSES:
            listens, topic = SUBCLASSES[event.kind]
        else:
            listens, topic = SUPERCLASSES[event.kind]
            if event.kind == "gain" and event.get("gain_counter") != "token":
                return
        r = topic_rule(self.edition, topic)
        if r is None:
            return
        for _order, owner, t in self._by_class.get(listens, ()):
            if t is COUNTERSTRIKE or event.kind in t.on:
                continue
            fired = listens in classes
            if fired and (owner, t) not in out:
                continue                   # it does not fire for another reason: nothing to say here
            self.decisions.setdefault(f"{event.kind} {event.source or ''} → {event.target} is {'' if fired else 'not '}"
                                      f"{'an' if listens[0] in 'aeiou' else 'a'} {listens} event: {owner}/{t.feature} "
                                      f"{'fires' if fired else 'does not fire'}", (r.id,))

    def _where(self, owner: str, event: Event, key: str, want, trig=None) -> bool:
        if key in BOOL_CONDITIONS:           # conditions of a laid effect's trigger (legality/effect_conditions.py)
            held = effect_condition(self, owner, key, trig)
            return held is not None and held == want
        if key == "turn":     # «в начале вашего хода», «в ход противника»: whose turn it is as the event happens
            own = owner in self.cards and self.cards[owner].controller is self.state.active
            return want == ("own" if own else "enemy")
        if key == "range_below_max" and want is True:   # «разряд с дальностью меньше максимальной»
            return self._range_below_max(owner, event)
        if key == "by_attack" and event.kind == "destroy":   # «при гибели от атак»: died of an attack's wounds
            if event.get("by_attack") is None:               # (the trace says; a chain's initial event may)
                self.unknown.append(f"{owner}: whether {event.target} died of an attack's wounds is not stated")
                return False
            return event.get("by_attack") is want
        if key == "by_attack_kind" and event.kind == "destroy":   # «уничтожает выстрелом»: the attack whose
            if event.get("by_attack") is False:                    # wounds destroyed it (the trace records it)
                return False
            if event.get("by_attack_kind") is None:
                self.unknown.append(f"{owner}: whether {event.target} was destroyed by a {want} is not stated")
                return False
            return event.get("by_attack_kind") == want
        if key == "attack" and event.kind == "wound":   # «получает раны от атаки»: the wounds an attack dealt
            return self._wound_by_attack(event) is want
        if key == "in_a_row":
            return self._in_a_row(owner, event, str(want))
        if key == "in_a_row_element":
            return True                       # read by in_a_row
        if key == "value_at_least":           # «единовременно теряет 2 или более {counter}»
            v = event.get("value")
            return isinstance(v, int) and isinstance(want, int) and v >= want
        if key == "own_move" and event.kind == "move":
            # «При движении»: the card's own movement, jump or teleportation (2012 203.12), not a relocation by an
            # effect; a move that does not say how it was made is unknown
            via = event.get("via")
            if via is None:
                self.unknown.append(f"{owner}: whether {event.target}'s move was its own movement is not stated")
                return False
            return (via in ("movement", "jump", "teleport") and event.source == event.target) is want
        if key == "nth_this_turn":
            return self._nth_this_turn(owner, event, want)
        if key == "nth_own_this_turn":
            return self._nth_this_turn(owner, event, want, own=True)
        if key in CELL_CONDITIONS:            # «с клетки с омутом», «на клетку с маркером гнили» (cell_markers.py)
            return event_cell_marker(self, owner, event, key, str(want))
        if key == "target_freed_cell":        # «освободившаяся клетка»: the dying card freed a cell of its own
            from .cell_markers import freed_cell
            cell = freed_cell(self.state, event.target)
            if isinstance(cell, str):
                self.unknown.append(f"{owner}: whether {event.target} freed a cell: {cell[1:]}")
                return False
            r = topic_rule(self.edition, "freed-cell")
            if r is None:
                self.unknown.append(f"{owner}: no rule of {self.edition} here says which cell a death frees")
                return False
            self.decisions.setdefault(f"{event.target} freed {'no cell' if cell is None else 'its cell'} "
                                      "(a symbiote stands in its host's cell, a flyer on none)", (r.id,))
            return (cell is not None) == bool(want)
        if key == "target_in_a_first_row":    # «переместилось на клетку первого ряда»: either player's (dev-108)
            from .board import row_of, where
            p = where(self.state, event.target)
            if p[0] == "unknown":
                self.unknown.append(f"{owner}: whether {event.target} stands in a first row: {p[1]}")
                return False
            r = topic_rule(self.edition, "board-rows")
            got = p[0] == "cell" and 1 in (row_of(p[1], Player.FIRST), row_of(p[1], Player.SECOND))
            if r is None:
                self.unknown.append(f"{owner}: no rule of {self.edition} here says which cells are a first row")
                return False
            self.decisions.setdefault(f"{event.target} stands {'in' if got else 'in no'} first row (either "
                                      "player's: the judges, dev-108)", (r.id,))
            return got == bool(want)
        if key == "arrived_on_creature":      # «при движении на клетку, занятую существом»: open | closed | any
            return self._arrived_on_creature(owner, event, str(want))
        if key == "target_state":             # «существа с проклятием»: a named state it carries (curse, blessing)
            c = self.cards.get(event.target) if event.target is not None else None
            return c is not None and str(want) in c.states
        if key == "declared_target":
            return self._declared_target(owner, event, str(want))
        if key == "corpse_eating" and want is True:
            return self._corpse_eating(owner, event)
        if key == "target_not_elements":     # «нетёмное существо»: none of these elements (a neutral card has none)
            c = self.cards.get(event.target) if event.target is not None else None
            return c is not None and not set(want) & set(c.card.elements)
        if key in ("target_elements", "source_elements"):   # «ваше степное или нейтральное существо»
            cid = event.target if key == "target_elements" else event.source
            c = self.cards.get(cid) if cid is not None else None
            return c is not None and bool(set(want) & set(c.card.elements))
        if key in ("target_classes", "source_classes"):   # «по вашему йордлингу»
            cid = event.target if key == "target_classes" else event.source
            c = self.cards.get(cid) if cid is not None else None
            return c is not None and bool({x.lower() for x in want} & {x.lower() for x in c.card.classes})
        if key in ("target_types", "source_types"):   # «нелетающего существа»: [creature] (a flyer is `flyer`)
            cid = event.target if key == "target_types" else event.source
            c = self.cards.get(cid) if cid is not None else None
            want = want if isinstance(want, (list, tuple)) else (want,)
            return c is not None and c.card.type.value in want
        if key in ("target_formation", "source_formation"):   # «ваше существо со строем»: it has Строй
            from .formation import has_formation
            c = self.cards.get(event.target if key == "target_formation" else event.source)
            return c is not None and has_formation(c.card) == want
        if key in ("target_classes", "source_classes"):   # «вашего линунга»: one of these classes (races)
            cid = event.target if key == "target_classes" else event.source
            c = self.cards.get(cid) if cid is not None else None
            return c is not None and bool(set(want) & set(c.card.classes))
        if key == "strength" and event.get("strength") is None and event.kind in STRENGTH_EVENTS:
            # «при слабом разряде»: an attack whose strength the trace was not told
            self.unknown.append(f"{owner}: the strength of the {event.kind} {event.source} → {event.target} is not "
                                "stated, so whether it is " + str(want) + " is not known")
            return False
        if key in ("source_ordinary", "target_costlier"):
            return self._compared(owner, event, key, want)
        if key in ("target_lives", "source_lives"):  # «если у атакованного чётное количество {health}»: even | odd
            if self._history is None and event.kind in _ATTACKS_WOUNDING:
                # the `chain` and `triggers` questions do not deal an attack's wounds (a trace does): the lives its
                # target has once hit («После метания, если у атакованного чётное …», dev-135) are not known here
                self.unknown.append(f"{owner}: whether {event.target}'s lives are {want} after the {event.kind}: "
                                    "this question does not deal its wounds; a `sequence` traces them")
                return False
            return self._lives_parity(event.target if key == "target_lives" else event.source, str(want))
        if key in ("target_has", "source_has"):     # «ваше существо с вальхаллой»: the card has the ability now
            cid = event.target if key == "target_has" else event.source
            if cid is None or cid not in self.cards:
                return False
            from .world import has_ability
            has, _rules = has_ability(self.state, cid, str(want), self.edition)
            if has is None:
                self.unknown.append(f"whether {cid} has {want} is not decided here")
                return False
            return has
        if key == "target_state":                    # «уничтожает существо с проклятием»: the event's target has the
            cid = event.target                         # state (a destroyed card as it was: the chain's state is the
            return cid in self.cards and str(want) in self.cards[cid].states   # one before its death)
        if key == "valhalla" and want is True and event.get("valhalla") is True:   # «становится целью вальхаллы»
            r = topic_rule(self.edition, "valhalla-target")
            if r is None:
                self.unknown.append(f"{owner}: no rule of {self.edition} says when a card is a Вальхалла's target")
                return False
            self.decisions.setdefault(f"{event.target} is the target of a Вальхалла's effect ({event.kind}), "
                                      "whatever it does", (r.id,))
            return True
        return event.get(key) == want

    def _compared(self, owner: str, event: Event, key: str, want) -> bool:
        """«ваше {ordinary} существо» (`source_ordinary`: a regular card, silver crystal, classic 2012 202.2) and
        «карту противника большей стоимости, чем оно само (без учета элитности)» (`target_costlier`: the printed
        costs compared, elite status aside). A card whose crystal the base does not state is not guessed."""
        src = self.cards.get(event.source) if event.source is not None else None
        tgt = self.cards.get(event.target) if event.target is not None else None
        if src is None or (key == "target_costlier" and tgt is None):
            return False
        if key == "source_ordinary":
            if src.card.elite is None:
                self.unknown.append(f"{owner}: whether {event.source} is an ordinary (not elite) card is not stated")
                return False
            return (not src.card.elite) == bool(want)
        costs = [c.card.cost for c in (src, tgt)]
        if any(c is None or c.x for c in costs):
            self.unknown.append(f"{owner}: the costs of {event.source} and {event.target} are not both fixed numbers")
            return False
        r = topic_rule(self.edition, "computed-printed-value")     # the printed costs (the judges, dev-394)
        if r is not None:
            self.decisions.setdefault(f"{event.target}'s printed cost {costs[1].value} against {event.source}'s "
                                      f"{costs[0].value} ({owner}; not what either was recruited for)", (r.id,))
        return (costs[1].value > costs[0].value) == bool(want)

    def _range_below_max(self, owner: str, event: Event) -> bool:
        """An ability without «дальность» has no range less than its maximum (classic:ruling-dev-009); one with a
        range: whether it was made at less than its maximum is not read (unknown)."""
        limited = event.get("limited_range")
        r = topic_rule(self.edition, "range-below-max")
        if limited is False and r is not None:
            self.decisions.setdefault(f"{event.kind} {event.source} → {event.target} has no «дальность»: not one "
                                      f"«с дальностью меньше максимальной» ({owner})", (r.id,))
            return False
        self.unknown.append(f"{owner}: whether the {event.kind} {event.source} → {event.target} was made at a range "
                            "less than its maximum is not read" + ("" if r else f" under {self.edition}"))
        return False

    def _wound_by_attack(self, event: Event) -> bool | None:
        """The wounds were dealt by an attack (the tracer marks an attack's wounds `attack: true`); a
        counterstrike's wounds are an attack's when the edition's counterstrike rule makes it one (classic: the
        judges' ruling; heroes 510.4: not an attack)."""
        if event.get("counter") is True:
            classes, rules = event_classes(Event("strike", event.source, event.target, (("mode", "counter"),)),
                                           self.edition)
            if rules:
                self.decisions.setdefault(f"a counterstrike is {'' if 'attack' in classes else 'not '}an attack: "
                                          f"its wounds to {event.target}", rules)
            return "attack" in classes
        return event.get("attack") is True

    def _lives_parity(self, cid, want: str) -> bool:
        """The card's current lives are even / odd: the classic judges read current lives, not the printed
        number (classic:ruling-dev-118: dev-135, dev-140; legality/computed_values.py)."""
        c = self.cards.get(cid) if cid is not None else None
        left = c.lives_left if c is not None else None
        r = topic_rule(self.edition, "computed-current-lives")
        if left is None or r is None:
            self.unknown.append(f"whether {cid}'s lives are {want}: " + ("it has no lives" if left is None else
                                f"no rule of {self.edition} here says which lives a text counts"))
            return False
        self.decisions.setdefault(f"{cid} has {left} current lives ({'even' if left % 2 == 0 else 'odd'})", (r.id,))
        return (left % 2 == 0) == (want == "even")

    def _corpse_eating(self, owner: str, event: Event) -> bool:
        """Трупоедство's target (2012 glossary «Corpse-Eating»): a corporeal opposing creature its card destroyed
        standing next to it, not by a ranged attack; a flyer (either of them) is not held to adjacency. The cells
        are those of the moment of the death (the destroyed card's last known state). A flyer's death, where the
        kind of the destroying attack would decide, is unknown."""
        from .board import adjacency
        r = topic_rule(self.edition, "corpse-eating")
        tgt = self.cards.get(event.target) if event.target is not None else None
        if r is None or tgt is None or event.source != owner:
            if r is None and tgt is not None:
                self.unknown.append(f"{owner}: no rule of {self.edition} here says what Трупоедство fires on")
            return False
        rules = (r.id,)
        if self._has_any(event.target, ("Бестелесный",)):
            self.decisions.setdefault(f"{event.target} is incorporeal: no Трупоедство for {owner}", rules)
            return False
        if CardType.FLYER in (tgt.card.type, self.cards[owner].card.type):
            self.unknown.append(f"{owner}: Трупоедство with a flyer: whether {event.target} was destroyed by a "
                                "ranged attack is not known here")
            return False
        near = adjacency(self.state, owner, event.target)
        if isinstance(near, str):
            self.unknown.append(f"{owner}: Трупоедство: {near.lstrip('?')}")
            return False
        self.decisions.setdefault(f"{event.target} {'stood' if near else 'did not stand'} next to {owner}: its "
                                  f"Трупоедство {'fires' if near else 'does not fire'}", rules)
        return near

    def _nth_this_turn(self, owner: str, event: Event, n, own: bool = False) -> bool:
        """«Когда … открывается во второй раз за ход»: this event is the n-th of its kind to happen to its target
        this turn (the start-of-turn opening included: classic 2012 311.1, judges' ruling dev-460). Read off the
        trace's log of the turn; a question without one, or an event a link of this very chain produced (not
        logged yet), cannot say."""
        if self._history is None:
            self.unknown.append(f"{owner}: «{n}-й раз за ход» is read off the turn's history, which only a trace has")
            return False
        if event.by is not None:
            self.unknown.append(f"{owner}: whether {event.kind} of {event.target} produced within this chain is the "
                                f"{n}-th this turn is not counted")
            return False
        log = self._history()
        if own:     # `nth_own_this_turn`: such events of any card of the owner's player («ваших существ»)
            me = self.cards[owner].controller
            if not (event.source in self.cards and self.cards[event.source].controller is me):
                return False
            seen = sum(1 for k, s, _t in log if k == event.kind and s in self.cards
                       and self.cards[s].controller is me)
        else:
            seen = sum(1 for k, _s, t in log if k == event.kind and t == event.target)
        # the turn before the trace can only add such events: past the n-th already, it is decided (not the n-th)
        if seen <= n and not getattr(log, "complete", True):
            self.unknown.append(turn_unstated(f"{owner}: «{n}-й раз за ход» ({event.kind} of "
                                              f"{event.source if own else event.target}, {seen} logged)"))
            return False
        return seen == n

    def _in_a_row(self, owner: str, event: Event, kinds: str) -> bool:
        """«Когда другие … существа в вашем отряде выполняют удар, выстрел и излечение подряд в любой
        последовательности»: the last abilities performed by the owner's player's cards are these kinds, in any
        order, each by another card of theirs (of `in_a_row_element`); any other ability of theirs — a trigger's
        effect included — breaks the sequence, a move does not (judges' rulings dev-292, dev-293). Read off the
        trace's log of the turn; a question without one cannot say."""
        if self._log is None:
            self.unknown.append(f"{owner}: a sequence «подряд» is read off the turn's history, which only a trace has")
            return False
        want = sorted(kinds.replace(",", " ").split())
        trig = next((t for t in self._all.get(owner, ()) if ("in_a_row", kinds) in t.where), None)
        element = dict(trig.where).get("in_a_row_element") if trig else None
        log = self._log(self.cards[owner].controller)
        last = log[-len(want):]
        for cid, _k in last:
            c = self.cards.get(cid)
            if cid == owner or c is None or (element and element not in c.card.elements):
                return False
        if len(last) < len(want):
            rest = list(want)
            for _c, k in last:
                if k not in rest:
                    return False
                rest.remove(k)
            # the abilities performed before the trace could complete it, unless the turn began inside it
            if not self._whole_turn():
                self.unknown.append(turn_unstated(f"{owner}: a sequence «подряд» ({len(last)} of {len(want)} logged)"))
            return False
        return sorted(k for _c, k in last) == want

    # -- optional triggers and use limits ------------------------------------------------------------
    def outside_period(self, owner: str, trig: Trigger):
        """A feature limited «N раз за ход» at the start of the battle, before the first turn (`state.turn: 0`): the
        classic judges apply it only within a turn (classic:ruling-dev-504); without that ruling, unknown. None:
        within its period."""
        if trig.limit is None or trig.limit[1] != "turn" or self.state.turn != 0:
            return None
        r = topic_rule(self.edition, "use-limit-within-turn")
        if r is None:
            self.unknown.append(f"{owner}/{trig.feature} is limited «{trig.limit[0]} раз за ход» and fires before the "
                                f"first turn: no rule of {self.edition} says whether it may be used then")
            return (), "limited per turn, before the first turn: not known"
        self.decisions.setdefault(f"{owner}/{trig.feature} is limited «{trig.limit[0]} раз за ход»: it is used only "
                                  "within a turn, not at the start of the battle", (r.id,))
        return (r.id,), f"limited per turn ({trig.card}): only within a turn, not before the first"

    def uses_before(self, owner: str, trig: Trigger) -> int:
        return self._uses(owner, trig) if self._uses is not None else 0

    def uses_unstated(self, owner: str, trig: Trigger, spent: int) -> None:
        """A «N раз за ход» trigger with uses left by the count so far: the turn before the question may have spent
        them, unless the count is the whole turn's (graphs/chain.py asks this before applying it)."""
        n, per = trig.limit
        if per == "turn" and spent < n and not self._whole_turn():
            why = turn_unstated(f"{owner}/{trig.feature}'s «{n} раз за ход» (whether it is used up; {spent} "
                                "use(s) counted)")
            if why not in self.unknown:
                self.unknown.append(why)

    def _whole_turn(self) -> bool:
        """The turn's history is the whole turn: a trace's that began the turn or whose scenario states it
        (`state.from_turn_start`), a chain answering the start of a turn, or a scenario stating it."""
        if self._history is not None:
            return getattr(self._history(), "complete", True)
        return self._turn_start or self.state.from_turn_start

    def optional_rules(self) -> tuple[str, ...]:
        r = topic_rule(self.edition, "trigger-optional")
        return (r.id,) if r else ()

    def _note_classes(self, event: Event, classes, class_rules) -> None:
        """A counterstrike met a trigger on attacks or assaults: say whether it fired and by which rule."""
        for cls in ("attack", "assault"):
            for _order, owner, t in self._by_class.get(cls, ()):
                if t is COUNTERSTRIKE or not self._fits(t.target, owner, event.target):
                    continue
                fired = cls in classes
                word = {"attack": "an attack", "assault": "a нападение"}[cls]
                note = (f"the counterstrike {event.source} → {event.target} is {'' if fired else 'not '}{word}: "
                        f"{owner}/{t.feature} {'fires' if fired else 'does not fire'}")
                self.decisions.setdefault(note, class_rules)

    # -- order -------------------------------------------------------------------------------------
    def discipline(self) -> str:
        if self.order_rule is None:
            return "queue"
        return {"lifo": "stack", "fifo": "queue"}[ORDER[self.order_rule.id]]

    def simultaneous(self, found: list) -> list[list]:
        """Effects triggered at once, grouped by player in execution order (each group the player orders)."""
        if self.order_rule is not None:
            how = {"stack": "on the stack: the last declared resolves first",
                   "queue": "in the queue: first in, first out"}[self.discipline()]
            self.decisions.setdefault(f"effects triggered at once wait {how}", (self.order_rule.id,))
        controller = {}
        for owner, _t in found:
            controller[owner] = self.cards[owner].controller if owner in self.cards else None
        active = self.state.active
        mine = [ft for ft in found if controller[ft[0]] is active]
        theirs = [ft for ft in found if controller[ft[0]] is not active]
        r = self.simultaneous_rule
        if r is None or not mine or not theirs:
            return [g for g in (theirs, mine) if g] if r else [found]
        enters = [mine, theirs] if FIRST_IN[r.id] == "active" else [theirs, mine]
        groups = enters[::-1] if self.discipline() == "stack" else enters
        rules = (r.id,) + ((self.order_rule.id,) if self.order_rule else ())
        first = "active" if groups[0] is mine else "inactive"
        self.decisions.setdefault(f"effects of both players triggered at once: the {first} player's execute "
                                  f"first, each player orders their own", rules)
        return groups

    # -- reach ---------------------------------------------------------------------------------------
    def reach(self, trig: Trigger, src: str | None, tgt: str | None):
        if trig is COUNTERSTRIKE:
            ok, rules, note = self._reach(trig, src, tgt)
            battle = topic_rule(self.edition, "battle")      # the battle rules (the stack's module) say why
            return ok, ((battle.id,) if battle and ok else ()) + rules, note
        return self._reach(trig, src, tgt)

    def _reach(self, trig: Trigger, src: str | None, tgt: str | None):
        if trig is COUNTERSTRIKE and src in self.cards:
            # «не может атаковать», printed or laid on it by another card: the same card-text verdict the
            # `legal` question gives (legality/world.py)
            v = may_strike(self.state, src, tgt, self.edition)
            if v.verdict == "unknown":
                self.unknown.extend(v.unknown)
            elif v.verdict == "illegal":
                classes, rules = event_classes(Event("strike", src, tgt, (("mode", "counter"),)), self.edition)
                text = "; ".join(f"«{r.text}» ({r.card})" for r in v.reasons if r.text)
                if "attack" in classes:
                    return False, rules + tuple(r for x in v.reasons for r in x.rules if r not in rules), \
                        f"{src} cannot attack ({text}), and a counterstrike is an attack"
                if rules:
                    self.decisions.setdefault(f"{src} cannot attack, but a counterstrike is not an attack: it is "
                                              f"dealt", rules)
        if trig.effect.reach != "melee" or src not in self.cards or tgt not in self.cards:
            return _IN_REACH
        why = self._out_of_reach(self.cards[src], self.cards[tgt])
        if why is None:
            return True, (), ""
        if trig is COUNTERSTRIKE:
            r = topic_rule(self.edition, "counterstrike-range")
            if r is not None:
                return True, (r.id,), f"{why}; the counterstrike ignores range"
            feat = override(self.state, src, "counterstrike-range") or override(self.state, src, "flyer-reach")
            if feat is not None:                 # «может наносить ответный удар …»: the axe rule
                axe = topic_rule(self.edition, "axe-rule")
                return True, ((axe.id,) if axe else ()), f"{why}; {src}'s text «{feat.text}» lets it strike back"
            return False, self._reach_rules(src, tgt), why
        explicit = trig.effect.target in ("event.source", "event.target")
        if trig.nature == "triggered" and explicit and not trig.effect.range_applies:
            r = topic_rule(self.edition, "boomerang")
            if r is not None:
                return True, (r.id,), f"{why}; the feature targets the {trig.effect.target[6:]} of the action it " \
                                      f"triggers on and ignores range"
        return False, (), why

    def _reach_rules(self, src: str, tgt: str) -> tuple[str, ...]:
        """The rule that puts the target out of reach: a ground creature and a flyer (classic-2012 211.8)."""
        if self.cards[tgt].card.type is CardType.FLYER and self.cards[src].card.type is not CardType.FLYER:
            r = topic_rule(self.edition, "flyer-reach")
            return (r.id,) if r else ()
        return ()

    @staticmethod
    def _out_of_reach(a, b) -> str | None:
        if b.card.type is CardType.FLYER and a.card.type is not CardType.FLYER:
            return f"{a.id} (on the ground) cannot strike the flyer {b.id}"
        if a.cell and b.cell:
            d = max(abs(a.cell[0] - b.cell[0]), abs(a.cell[1] - b.cell[1]))
            if d > 1:
                return f"{b.id} is {d} cells from {a.id}"
        return None

    # -- the zero rules ----------------------------------------------------------------------------
    def zero_effect(self, event: Event, eff: EffectSpec | None = None):
        """An effect of 0 (gain 0 tokens, wound or heal for 0) is not applied (classic 523.2, classic-b 522.2,
        heroes 512.2): it happens to nobody and sets nothing off — the same zero rules the attack applies."""
        if eff is not None and eff.gain_counter:
            amount = eff.gain_amount
        elif event.get("gain_counter") is not None:
            amount = event.get("gain_amount")
        else:
            amount = event.get("value") if event.kind in ZERO_KINDS else None
        if amount != 0:
            return None
        from .attack.citations import zero_effect
        what = f"{event.kind} {event.source} → {event.target} for 0"
        # heroes 512.1.1 speaks only of strikes and shots of 0; heroes has no rule on other effects of 0
        rules = tuple(r for r in zero_effect(self.edition) if r != "heroes:512.1.1")
        if not rules:
            self.unknown.append(f"an effect of 0 ({what}): no rule of {self.edition} says whether it is applied")
            return None
        return rules, f"an effect of 0 is not applied: {what}"

    # -- repetition ----------------------------------------------------------------------------------
    def repeat_key(self, nature: str) -> str:
        if nature != "triggered" and self.rule_effects_rule and REPEAT_KEY.get(self.rule_effects_rule):
            return REPEAT_KEY[self.rule_effects_rule]
        return REPEAT_KEY.get(self.repetition_rule) or "node"

    def chain_rules(self, nature: str, mode: str) -> tuple[str, ...]:
        if nature != "triggered" and self.rule_effects_rule and REPEAT_KEY.get(self.rule_effects_rule):
            return (self.rule_effects_rule,)
        out = [r for r in (self.repetition_rule, self.cut_rule) if r]
        if nature != "triggered" and self.rule_effects_rule:
            out.append(self.rule_effects_rule)
        return tuple(out)
