"""A legality question made ready for the evaluators: its facts, the clauses in force, and what the
model cannot judge. Also turns a set of clauses (a reason) into a cited `Reason`."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache

from model import Action, ActionKind, CardState, FeatureKind, GameState, Modality, Step

from .board import board_unknowns, feature_holds, feature_unknowns
from .markers import marker_reasons, markers_hold
from .clauses import ActiveClause
from .expr import TRUE, Cmp, Const, Expr, Var, all_of, any_of
from .facts import situation_facts
from .precedence import META_RULES, Decision, decision
from .reach import legal_dependence, unknown_causes as reach_causes
from .registry import ruleset_clauses, topic_rule
from .verdict import Reason

# The card an action is "about" for a feature worded on that card: «не может получать фишки» is about
# the token's recipient (the target), «не может накапливать фишки» about the card acting (the source).
SUBJECT_IS_TARGET = frozenset({
    ActionKind.RECEIVE_TOKEN, ActionKind.OPEN, ActionKind.CLOSE, ActionKind.REVEAL, ActionKind.HIDE,
    ActionKind.HEAL, ActionKind.WOUND, ActionKind.LOSE_FEATURE, ActionKind.DESTROY, ActionKind.RESURRECT,
    ActionKind.POISON, ActionKind.BANISH,
})

CREATURE_TYPES = ("creature", "flyer")


class HashedKey:
    """A tuple key whose hash is computed once (hashing a situation's clauses calls each clause's __hash__)."""
    __slots__ = ("parts", "_hash")

    def __init__(self, parts: tuple):
        self.parts = parts
        self._hash = hash(parts)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other) -> bool:
        return self is other or (type(other) is HashedKey and self._hash == other._hash and self.parts == other.parts)


@dataclass(frozen=True)
class Situation:
    edition: str
    facts: dict
    clauses: tuple[ActiveClause, ...]           # rule and card clauses, deontic
    metas: tuple[ActiveClause, ...]             # the edition's precedence rules in force
    decisions: dict                             # (permit key, forbid key) -> Decision
    unknown: tuple[str, ...]
    # positions a board rule needs and the scenario does not give (legality/board.py): the facts read them as
    # the permissive side (not adjacent, not on a cell); an answer other than `illegal` is then `unknown`
    board_open: tuple[str, ...] = ()
    noted: tuple[Reason, ...] = ()              # rules that shaped the situation itself (legality/hidden.py)

    @cached_property
    def shape_key(self) -> "HashedKey":
        """(clauses, metas) hashed once: the z3 engine's caches look it up several times per question."""
        return HashedKey((self.clauses, self.metas))

    @cached_property            # a frozen dataclass: cached_property writes the instance's __dict__ directly
    def forbids(self) -> tuple[ActiveClause, ...]:
        return tuple(c for c in self.clauses if c.modality is Modality.FORBID)

    @cached_property
    def permits(self) -> tuple[ActiveClause, ...]:
        return tuple(c for c in self.clauses if c.modality in (Modality.PERMIT, Modality.OBLIGE))


def _role_condition(kind: ActionKind, role: str) -> str:
    if role == "subject":
        return "target" if kind in SUBJECT_IS_TARGET else "source"
    return role


def _scope_condition(owner: CardState, scope: str, end: str, carrier: str | None) -> Expr:
    if carrier is not None:
        return Var(f"action.{end}").eq(carrier)
    if scope == "self":
        return Var(f"action.{end}").eq(owner.id)
    if scope == "host":                 # «Хозяин …»: the card a symbiote, parasite or equipment stands on
        return Var(f"action.{end}").eq(owner.host or "none")
    own = owner.controller.value
    ctl = Var(f"{end}.controller")
    creature = Var(f"{end}.type").is_in(*CREATURE_TYPES)
    if scope == "enemy_creatures":
        return all_of(ctl.ne(own), ctl.ne("none"), creature)
    if scope == "own_creatures":
        return all_of(ctl.eq(own), creature)
    if scope == "all_creatures":
        return creature
    if scope == "enemy_cards":
        return all_of(ctl.ne(own), ctl.ne("none"))
    raise ValueError(f"unknown scope {scope!r}")


def card_clauses(state: GameState, edition: str, action: Action | None = None) -> list[ActiveClause]:
    """Every deontic feature of every card in the state, as clauses. An aura laid on specific cards
    (an `effects` record in the state) becomes one clause per carrier, with that effect's timestamp."""
    laid: dict[tuple[str, str], list] = {}
    for cs in state.cards:
        for e in cs.effects:
            laid.setdefault((e.source, e.feature), []).append((cs.id, e))
    out = []
    for cs in state.cards:
        for feat in cs.card.features:
            if feat.modality is None:
                continue
            carriers = laid.get((cs.id, feat.id))
            if carriers is None and feat.param("duration"):
                continue             # a lasting effect (legality/lasting.py) is in force only where it is laid
            if feat.param("board") and (action is None or feature_holds(state, action, cs, feat, edition) is not True):
                continue             # its board conditions do not hold (undecided ones: board.feature_unknowns)
            if feat.param("markers") and (action is None or not markers_hold(state, action, feat)):
                continue             # too few markers of its name on the acting card (legality/markers.py)
            carriers = carriers or [(None, None)]
            for carrier, effect in carriers:
                cond = any_of(*[
                    all_of(Var("action.kind").eq(k.value),
                           _scope_condition(cs, feat.scope, _role_condition(k, feat.role), carrier))
                    for k in feat.actions])
                force = topic_rule(edition, "cannot-text") if feat.modality is Modality.FORBID else None
                key = f"card:{cs.id}/{feat.id}" + (f"@{carrier}" if carrier else "")
                verb = {"forbid": "forbids", "permit": "permits", "oblige": "obliges"}[feat.modality.value]
                out.append(ActiveClause(
                    key=key, modality=feat.modality, when=cond, origin="card",
                    rule=force.id if force else None,
                    code=f"card-{feat.modality.value}",
                    message=f"{cs.card.name} ({cs.id}) {verb} {', '.join(a.value for a in feat.actions)}: «{feat.text}»",
                    fixes=(),
                    topic="card-text", overrides=feat.overrides,
                    permanent=feat.kind is FeatureKind.PERMANENT,
                    timestamp=effect.timestamp if effect else cs.entered,
                    card=cs.id, feature=feat.id, text=feat.text))
    return out


@lru_cache(maxsize=None)
def rule_clauses(edition: str, step) -> tuple[ActiveClause, ...]:
    """The edition's rule clauses checked at `step`; the same objects every time (their hashes are kept)."""
    out = []
    for r, in_force in ruleset_clauses(edition):
        for c in in_force:
            if step not in c.steps:
                continue
            out.append(ActiveClause(key=f"{r.id}/{c.id}", modality=c.modality, when=c.when, origin="rule",
                                    rule=r.id, code=c.code, message=c.message, fixes=c.fixes,
                                    topic=r.clause_topic(c)))
    return tuple(out)


_PART_KEYS: dict = {}       # (edition, step) or edition -> (the cached clauses, their HashedKey)


def _part_key(key, parts: tuple) -> HashedKey:
    """The HashedKey of a cached tuple of clauses, kept while the cache returns that very tuple (a test that
    swaps the registry clears rule_clauses' cache; a key kept past that would name clauses no longer in force)."""
    hit = _PART_KEYS.get(key)
    if hit is None or hit[0] is not parts:
        hit = _PART_KEYS[key] = (parts, HashedKey(parts))
    return hit[1]


def _rule_key(edition: str, step) -> HashedKey:
    return _part_key((edition, step), rule_clauses(edition, step))


def _meta_key(edition: str) -> HashedKey:
    return _part_key(edition, meta_clauses(edition))


@lru_cache(maxsize=None)
def meta_clauses(edition: str) -> tuple[ActiveClause, ...]:
    out = []
    for key, m in META_RULES.items():
        r = topic_rule(edition, m.topic)
        if r is None:
            continue
        out.append(ActiveClause(key=f"meta:{key}", modality=None, when=TRUE, origin="meta", rule=r.id,
                                code=f"precedence-{key}", message=m.summary, topic=m.topic))
    return tuple(out)


def build(state: GameState, action: Action, edition: str, rules: bool = True, declared: bool = True) -> Situation:
    """`rules=False`: only the cards' texts and the precedence rules (what a card may do when the rules make
    it act, legality/world.py); `declared=False`: no player declares an ability in it (legality/reach.py)."""
    facts = situation_facts(state, action, edition)
    from .hidden import acting_state
    state, noted = acting_state(state, action, edition)      # hidden cards' features that do not act
    from .zones import acting_state as zone_state
    state, confined = zone_state(state, edition)             # features confined to a zone their card is not in
    noted += confined
    from .compiled_parts import part_clauses     # whom a compiled part reaches («… стоящую рядом с атакованным»)
    from_cards = tuple(card_clauses(state, edition, action)) + tuple(part_clauses(state, action, edition))
    metas = meta_clauses(edition)
    if rules:
        # the edition's clauses are keyed by objects hashed once for all questions, not clause by clause on
        # each (a stack trace asks thousands); equal keys still mean equal clauses and metas
        rule_key = _rule_key(edition, action.step)
        clauses = rule_key.parts + from_cards
        shape_key = HashedKey((rule_key, from_cards, _meta_key(edition)))
    else:
        clauses = from_cards
        shape_key = HashedKey((clauses, metas))
    decisions = decide_all(clauses, metas, shape_key, rule_key if rules else None)
    dep = legal_dependence(action, declared)
    if action.kind in (ActionKind.ACCUMULATE_TOKEN, ActionKind.RECEIVE_TOKEN) and topic_rule(edition, "token-maximum"):
        from dataclasses import replace
        from .rules.tokens import max_token_features
        dep = replace(dep, read=max_token_features(state, action.target or action.source))
    elif (action.x_from == "tokens" or action.tokens_paid) and topic_rule(edition, "token-maximum"):
        # an ability paid with its card's tokens spends them: a maximum («Не может иметь более 5 {counter}», 218.6)
        # bounds only what the card gains, read by these rules, never what it spends
        from dataclasses import replace
        from .rules.tokens import max_token_features
        dep = replace(dep, read=dep.read | max_token_features(state, action.source))
    unknown = reach_causes(state, dep)
    from .zones import confined_unknowns          # why a confined text read here is in force: no rule says
    unknown += tuple(u for u in confined_unknowns(state, edition) if any(u.split(" is in ")[0] in c for c in unknown))
    if action.unanswered and action.kind is ActionKind.ASSIGN_DEFENDER and topic_rule(edition, "unanswered-strike") is None:
        unknown += (f"a defender against an unanswered strike: no rule of {edition} says whether one may be "
                    f"assigned",)
    if action.feature_named and action.target and state.has(action.target):
        from .world import has_ability
        if has_ability(state, action.target, action.feature_named, edition)[0] is None:
            unknown += (f"whether {action.target} has «{action.feature_named}» is undecided under {edition}: "
                        f"effects granting and removing it meet and no rule of the edition decides",)
    unknown += printed_protections(state, action)
    from .marker_blocking import blocked_unknowns        # a net on the target: only a trace blocks (216.4)
    unknown += blocked_unknowns(state, action)
    from .zones import reading_unknowns
    unknown += reading_unknowns(state, action, edition, facts)
    from .directed_strikes import directed_reasons, directed_unknowns
    unknown += directed_unknowns(state, action, edition)
    noted += directed_reasons(state, action, edition)
    unknown += ignoring_beyond_the_text(state, action, edition, facts)
    unknown += feature_unknowns(state, action, edition)
    from .cell_markers import text_marker_reasons
    noted += text_marker_reasons(state, action, edition)
    from .summons import summon_unknowns
    unknown += summon_unknowns(state, action)
    if rules and facts["source.acted_this_turn"] >= 1 and action.kind is not ActionKind.MOVE:
        from .facts import card_action
        if card_action(state, action) is None and topic_rule(edition, "card-action") is not None:
            unknown += (f"{action.source} has acted this turn, and whether this {action.kind.value} is a card action "
                        "(its cost closes the card) is not known: the declaration names no ability the card prints",)
    if rules and facts["source.acted_this_turn"] >= 1:      # «может нападать … N раз за ход» (not read further)
        from .strikes_per_turn import further_strikes
        unknown += further_strikes(state, action)
    marks, marks_unknown = marker_reasons(state, action, edition)
    noted += marks
    unknown += marks_unknown
    board_open = board_unknowns(state, action, edition) if rules else ()
    if rules and facts["action.target_attacked_before"] and facts["ability.different_targets"] \
            and topic_rule(edition, "different-targets") is None:
        unknown += (f"an earlier attack of {action.source}'s ability «по разным …» was declared at {action.target}; "
                    f"no rule of {edition} says whether the declared or the final targets count (classic:ruling-dev-273)",)
    if rules:
        from .board import generated_reach_reasons
        noted += generated_reach_reasons(state, action, edition)
    sit = Situation(edition, facts, clauses, metas, decisions, unknown, board_open, noted)
    sit.__dict__["shape_key"] = shape_key       # the cached property, already computed
    return sit


BLOCKABLE = frozenset({ActionKind.SPELL, ActionKind.DISCHARGE, ActionKind.MAGIC_STRIKE, ActionKind.SHOT})
# blocked by a protection only when it executes (Защита от ударов, от атак летающих: legality/rules/protections.py)
BLOCKABLE_AT_EXECUTION = frozenset({ActionKind.SIMPLE_STRIKE, ActionKind.SPECIAL_STRIKE, ActionKind.THROW})


def ignoring_beyond_the_text(state: GameState, action: Action, edition: str, facts: dict) -> tuple[str, ...]:
    """Two ignorings the classic judges read wider than classic 2012 408.2 / 411.4.a: «Игнорирует особенности
    атакованного существа» meeting a protection the scenario states (408.2 ignores only non-acquired ones, and
    the scenario's `protections` do not say whether one was acquired; classic:ruling-dev-330 ignores both), and
    a flyer ignoring {zoal} meeting another protection from its attack (classic:ruling-dev-235 splits the
    protection by the attacker's kind). Without those rulings in the edition, the answer is unknown."""
    from .expr import evaluate
    from .rules.protections import BEYOND_2012_FLYER, PROTECTED
    if action.step is not Step.EXECUTION or not action.target or not state.has(action.target) \
            or topic_rule(edition, "protection") is None:     # an edition whose protections are not 411's
        return ()
    out = ()
    if facts.get("source.ignores_features") and evaluate(PROTECTED, facts) \
            and topic_rule(edition, "protection-ignored-acquired") is None:
        out += (f"{action.source} ignores the features of the card it attacks; classic-2012 408.2 ignores only "
                f"non-acquired ones, and whether {action.target}'s protection was acquired is not stated",)
    if evaluate(BEYOND_2012_FLYER, facts) and topic_rule(edition, "protection-flyer-component") is None:
        out += (f"{action.source} is a flyer ignoring «Защита от атак летающих»; whether that passes "
                f"{action.target}'s other protection from its attack no rule of {edition} says",)
    return out


def printed_protections(state: GameState, action: Action) -> tuple[str, ...]:
    """A protection printed on the target («Защита от магии», «Строй: {zor}») is a card's keyword the
    protection facts do not read (they read the scenario's `protections`): an action it could block is
    `unknown` rather than ruled as if the card had none."""
    if not (action.kind in BLOCKABLE or action.kind in BLOCKABLE_AT_EXECUTION and action.step is Step.EXECUTION) \
            or not action.target or not state.has(action.target):
        return ()
    from .reach import protection_topics
    card = state.card(action.target).card
    # what each protection covers is reach's one reading (2012 411.4: magic covers spells, discharges, magic
    # strikes); a protection the reading does not know could cover anything
    return tuple(f"«{f.text}» on {action.target} ({card.name}) is a printed protection the protection rules do "
                 f"not read (give it as the card's `protections` when it holds)"
                 for f in card.features if (f.keyword or "").casefold().replace("ё", "е").startswith("защита от")
                 and (action.kind.value in protection_topics(f) or not protection_topics(f)))


_DECISIONS: dict = {}       # (clauses, metas) -> decide_all's answer: a stack trace meets the same clauses often
MAX_DECISIONS = 1024


def decide_all(clauses, metas, key: HashedKey | None = None, rules: HashedKey | None = None) -> dict:
    """For every (permission, prohibition) pair: the ways the permission can win and the meta-rules that
    speak for the prohibition, under the meta-rules in force (an edition without a meta-rule's text does
    not apply it). A function of the clauses alone, so kept per (clauses, metas); callers must not mutate it.
    `key`: the situation's HashedKey of (clauses, metas) when the caller has it; `rules`: the HashedKey of the
    edition's rule clauses when `clauses` begins with them (their pairs are decided once for every situation)."""
    key = key or HashedKey((tuple(clauses), tuple(metas)))
    hit = _DECISIONS.get(key)
    if hit is None:
        if len(_DECISIONS) >= MAX_DECISIONS:
            _DECISIONS.clear()
        hit = _DECISIONS[key] = _decide_all(clauses, metas, rules)
    return hit


_PAIRS: dict = {}           # (permit, forbid, meta-rules in force) -> their Decision: the same rule clauses meet
MAX_PAIRS = 1 << 16         # in every situation of an edition and step


_BLOCKS: dict = {}          # (the rule clauses' HashedKey, meta-rules in force) -> the decisions of their pairs


def _decide_all(clauses, metas, rules: HashedKey | None = None) -> dict:
    in_force = frozenset(m.key.split(":", 1)[1] for m in metas)
    n = 0
    decisions = {}
    # (with two clauses of one key the pairs are decided in the one order below, the last pair of a key standing)
    if rules is not None and tuple(clauses[:len(rules.parts)]) == rules.parts \
            and len({c.key for c in clauses}) == len(clauses):
        n = len(rules.parts)
        block = _BLOCKS.get((rules, in_force))
        if block is None:
            if len(_BLOCKS) >= MAX_DECISIONS:
                _BLOCKS.clear()
            block = _BLOCKS[(rules, in_force)] = _pairs(rules.parts, rules.parts, in_force, {})
        decisions.update(block)
    # the pairs with a card clause on either side (all pairs when no rule block is given)
    _pairs(clauses, clauses[n:], in_force, decisions)
    if n:
        _pairs(clauses[n:], clauses[:n], in_force, decisions)
    return decisions


def _pairs(permits, forbids, in_force: frozenset, decisions: dict) -> dict:
    forbids = [f for f in forbids if f.modality is Modality.FORBID]
    for p in permits:
        if p.modality not in (Modality.PERMIT, Modality.OBLIGE):
            continue
        for f in forbids:
            # a function of the two clauses (each meta-rule reads only their attributes) and the metas in force
            pair = (p, f, in_force)
            hit = _PAIRS.get(pair)
            if hit is None:
                if len(_PAIRS) >= MAX_PAIRS:
                    _PAIRS.clear()
                d = decision(p, f)
                ways = tuple((m, tuple(h for h in hs if h in in_force)) for m, hs in d.permit_wins_via
                             if m in in_force)
                hit = _PAIRS[pair] = Decision(ways, tuple(m for m in d.forbid_by if m in in_force))
            decisions[(p.key, f.key)] = hit
    return decisions


def reason_from(keys, situation: Situation, main: str | None = None) -> Reason:
    """A reason from a set of clause keys: the deciding clause first (`main`, else the forbidding or
    permitting clause), then the precedence rules it rests on."""
    by_key = {c.key: c for c in situation.clauses + situation.metas}
    rank = lambda c: (0 if c.key == main else 1, {"rule": 0, "card": 0, "meta": 2}[c.origin], c.key)
    cls = sorted((by_key[k] for k in keys), key=rank)
    main = cls[0]
    rules = []
    for c in cls:
        if c.rule and c.rule not in rules:
            rules.append(c.rule)
    card = next((c for c in cls if c.origin == "card"), None)
    message = main.message + "".join(f"; {c.message} ({c.rule})" for c in cls[1:] if c.origin == "meta")
    return Reason(code=main.code, rule=main.rule or (rules[0] if rules else None), rules=tuple(rules),
                  message=message, fixes=main.fixes, clauses=tuple(sorted(keys)),
                  card=card.card if card else None, feature=card.feature if card else None,
                  text=card.text if card else None)
