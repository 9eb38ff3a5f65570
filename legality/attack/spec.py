"""What an attack question gives: the attack (or spell, effect, heal), the modifiers declared on it, the
replacement and prevention effects of the effect-modification step, the features that may fire.

`parse_attack(question_fields, state)` reads it from a scenario's `question:` with one-line errors.
"""
from __future__ import annotations

from dataclasses import dataclass

from model import GameState

from ..errors import InputError
from ..fields import Fields
from .modifiers import OPS, ROUNDING, TIERS, Modifier

# «strike» is a simple strike; the other attack kinds of classic 2012 401.4/401.5 (and «Удар через ряд») are
# named so that card modifiers conditioned on them («-1 от магических ударов и разрядов») can be decided
KINDS = ("strike", "shot", "throw", "spell", "effect", "heal", "special_strike", "row_strike", "magic_strike",
         "discharge")
STRIKES = ("strike", "shot", "throw")     # attacks whose strength is the card's strike (heroes 512.1.1: strikes, shots)
STRIKING = STRIKES + ("special_strike", "row_strike")   # strikes and shots of any kind: «при ударе», wound bonuses
VS = ("hero", "creature", "closed", "open")
TARGET_SETS = ("all_enemy_creatures", "all_own_creatures", "all_creatures")
ON = ("strike", "wounds", "heal") + TIERS


@dataclass(frozen=True)
class Bonus:
    """«Наносит на X ран больше»: X more wounds if the attack is a source of wounds."""
    card: str
    feature: str | None
    value: int


@dataclass(frozen=True)
class ModEffect:
    """An effect of the effect-modification step (heroes 508.4.2): replacement or prevention."""
    id: str
    kind: str                      # replacement | prevention
    card: str                      # the card it protects
    feature: str | None
    value: int = 0                 # prevention: X wounds prevented; replacement: the wounds it leaves (0)
    against_element: str | None = None   # applies only to attacks whose source has this element


@dataclass(frozen=True)
class Trigger:
    card: str
    feature: str
    on: str                        # strike | wounds | heal | weak | medium | strong
    optional: bool = False         # «может»: the controller may decline

    @property
    def name(self) -> str:
        return f"{self.card}/{self.feature}"


@dataclass(frozen=True)
class DieModifier:
    """A modifier of a die roll (classic: +1 к броску, свести бросок к X): `roll` says whose roll."""
    modifier: Modifier             # op add | sub | set
    roll: str = "source"           # source | target (the responding creature's roll in a fight)


@dataclass(frozen=True)
class AttackSpec:
    kind: str = "strike"
    source: str | None = None
    target: str | None = None
    defender: str | None = None               # a defender becomes the final target (heroes 509.1)
    targets: tuple[str, ...] | str = ()       # a non-targeted effect: ids, or one of TARGET_SETS
    tier: str | None = None                   # classic strikes: the strength the attack has before modifiers
    value: int | None = None                  # the base value when it is not the source's strike
    modifiers: tuple[Modifier, ...] = ()
    bonuses: tuple[Bonus, ...] = ()
    effects: tuple[ModEffect, ...] = ()
    triggers: tuple[Trigger, ...] = ()
    roll: int | None = None                   # the source's natural die roll (classic): decides the tier
    target_roll: int | None = None            # the responding creature's roll, in a fight of two open creatures
    die_modifiers: tuple[DieModifier, ...] = ()
    ability: str | None = None                # the feature a shot, throw … is made by: its value (ability_value.py)
    # where the strike comes from: a player's declaration (the question's own attack, a declared action on the
    # stack), a counterstrike, or an effect (generated): whether a strike is directed is read only of the first
    origin: str = "declared"
    directed: bool = False                    # a declared action stated as a directed strike (`directed: true`)

    @property
    def final_target(self) -> str | None:
        return self.defender or self.target


def _card_ref(f: Fields, key: str, ids: set, required=False) -> str | None:
    v = f.req(key, str) if required else f.opt(key, str)
    if v is not None and v not in ids:
        raise f.error(key, f"names card {v!r}, which is not in the scenario's cards ({', '.join(sorted(ids))})")
    return v


def _feature_ref(f: Fields, key: str, card_id: str, state: GameState, required=False) -> str | None:
    v = f.req(key, str) if required else f.opt(key, str)
    if v is not None and state.card(card_id).card.feature(v) is None:
        names = ", ".join(x.id for x in state.card(card_id).card.features) or "none"
        raise f.error(key, f"card {card_id!r} has no feature {v!r} (its features: {names})")
    return v


def _parse_modifier(f: Fields, i: int, state: GameState, ids: set) -> Modifier:
    op = f.enum("op", OPS, required=True)
    card = _card_ref(f, "card", ids, required=True)
    feature = _feature_ref(f, "feature", card, state)
    value, to, rnd = 0, None, None
    if op == "strength":
        to = f.enum("to", TIERS, required=True)
    else:
        value = f.req("value", int)
        if op == "div" and value == 0:
            raise f.error("value", "division by 0")
        if value < 0:
            hint = {"add": "; write op: sub for -X", "sub": "; write op: add for +X",
                    "set": ": a value is never set below 0"}.get(op, "")
            raise f.error("value", f"must not be negative, got {value}{hint}")
        if op == "div":
            rnd = f.enum("round", ROUNDING)
    for key, allowed in (("to", op == "strength"), ("round", op == "div"), ("value", op != "strength")):
        if f.has(key) and not allowed:
            raise f.error(key, f"a modifier with op {op} has no field {key}")
    vs = []
    for line, v in f.texts("vs"):
        if v not in VS:
            raise InputError(f.path, line, f.name("vs"), f"unknown value {v!r}; expected one of: {', '.join(VS)}")
        vs.append(v)
    attacks = []
    for line, a in f.texts("attacks"):
        if a not in KINDS:
            raise InputError(f.path, line, f.name("attacks"),
                             f"unknown attack kind {a!r}; expected one of: {', '.join(KINDS)}")
        attacks.append(a)
    mid = f.opt("id", str) or f"{card}/{feature or op}"
    return Modifier(mid, op, card, value, to, rnd, feature, tuple(vs), tuple(attacks),
                    f.opt("timestamp", int), f.line())


def parse_modifiers(q: Fields, state: GameState, key: str = "modifiers", tier_hint: str | None = None
                    ) -> tuple[Modifier, ...]:
    """The list of modifiers under `key` (also read by the stack's events for a strike on the stack).
    `tier_hint`: why a strength change cannot apply (the attack has no tier), or None when it has one."""
    ids = {c.id for c in state.cards}
    mods, seen = [], {}
    for i, (line, item) in enumerate(q.items(key)):
        mf = Fields(q.path, item, f"{q.name(key)}[{i}]", line)
        m = _parse_modifier(mf, i, state, ids)
        if m.id in seen:
            if mf.has("id"):
                raise mf.error("id", f"duplicate modifier id {m.id!r} (first at line {seen[m.id]})")
            m = Modifier(f"{m.id}#{i + 1}", *[getattr(m, k) for k in
                         ("op", "card", "value", "to", "round", "feature", "vs", "attacks", "timestamp", "line")])
        seen[m.id] = line
        mf.done()
        if m.op == "strength" and tier_hint:
            raise mf.error("op", tier_hint)
        mods.append(m)
    sets = [m for m in mods if m.op == "set"]
    if len(sets) > 1 and any(m.timestamp is None for m in sets):
        m = next(m for m in sets if m.timestamp is None)
        raise InputError(q.path, m.line, f"{q.name(key)}[{mods.index(m)}].timestamp",
                         "two or more set-to-value modifiers: each needs a timestamp (their order of appearance, "
                         "heroes 523.1)")
    stamps = {}
    for m in sets:
        if m.timestamp in stamps:
            raise InputError(q.path, m.line, f"{q.name(key)}[{mods.index(m)}].timestamp",
                             f"timestamp {m.timestamp} is also on {stamps[m.timestamp]}: set-to-value modifiers "
                             "appear one after another")
        stamps[m.timestamp] = m.id
    return tuple(mods)


def _refuse_never_fires(tf: Fields, kind: str, card: str, when: str, final, targets) -> None:
    """A trigger this attack can never fire would be dropped silently: refuse it (DESIGN principle 4)."""
    struck = {final} if final else set()
    if isinstance(targets, tuple):
        struck |= set(targets)
    reaches = isinstance(targets, str) or card in struck
    why = None
    if when == "strike" and kind not in STRIKING:
        why = f"fires on a strike, shot or throw; this is a {kind}"
    elif when == "wounds" and kind == "heal":
        why = "fires when its card receives wounds; a heal deals none"
    elif when == "heal" and kind != "heal":
        why = f"fires when its card is healed; this is a {kind}"
    elif when in ("wounds", "heal") and not reaches:
        why = (f"fires when its card {'receives wounds' if when == 'wounds' else 'is healed'}, and {card} is not "
               f"what the {kind} reaches ({', '.join(sorted(struck)) or 'nothing'}); a trigger on dealing wounds "
               "is not modelled in this kind")
    if why:
        raise tf.error("when", f"can never fire here: {why}")


def parse_attack(q: Fields, state: GameState) -> AttackSpec:
    ids = {c.id for c in state.cards}
    a = q.sub("attack", required=True)
    kind = a.enum("kind", KINDS, default="strike")
    source = _card_ref(a, "source", ids)
    target = _card_ref(a, "target", ids)
    defender = _card_ref(a, "defender", ids)
    if defender and not target:
        raise a.error("defender", "a defender replaces a target: give the attack's target too")
    targets: tuple | str = ()
    if a.has("targets"):
        raw = a.node["targets"]
        if isinstance(raw, str):
            targets = a.enum("targets", TARGET_SETS)
        else:
            tl = []
            for line, t in a.items("targets"):
                if not isinstance(t, str) or t not in ids:
                    raise InputError(a.path, line, a.name("targets"), f"names card {t!r}, which is not in the scenario")
                tl.append(t)
            targets = tuple(tl)
        if target:
            raise a.error("targets", "give target (a targeted attack) or targets (a non-targeted one), not both")
    tier = a.enum("tier", TIERS)
    value = a.nonneg("value", None)
    rolls = {}
    for key in ("roll", "target_roll"):
        r = a.opt(key, int)
        if r is not None and not 1 <= r <= 6:
            raise a.error(key, f"a die shows 1 to 6, got {r}")
        rolls[key] = r
    if rolls["target_roll"] is not None and rolls["roll"] is None:
        raise a.error("target_roll", "a fight needs the attacker's roll too (attack.roll)")
    if rolls["roll"] is not None and tier is not None:
        raise a.error("tier", "give the tier or the die roll that decides it, not both")
    src_card = state.card(source).card if source else None
    if rolls["roll"] is not None and (value is not None or kind not in STRIKES or src_card is None
                                      or src_card.strike is None):
        raise a.error("roll", "a die roll decides which of the source's printed strike values (weak, medium, "
                              "strong) a strike, shot or throw deals: with a stated value, or with no printed "
                              "strike, there is nothing for it to decide")
    if value is None and not (kind in STRIKES and src_card is not None and src_card.strike is not None):
        raise a.error("value", f"a {kind} needs a base value (only a strike, shot or throw by a card with a "
                               "strike takes the card's strike)")
    if (kind in STRIKES and value is None and tier is None and rolls["roll"] is None and (target or targets)
            and src_card is not None and src_card.strike is not None and len(set(src_card.strike.as_list())) > 1):
        raise a.error("kind", f"which strike {source} deals is not given: add tier (weak, medium, strong) or roll")
    a.done()

    no_tier = tier is None and value is None and rolls["roll"] is None
    mods = parse_modifiers(q, state, tier_hint="a strength change needs the attack's tier (attack.tier: weak, "
                                               "medium or strong)" if no_tier else None)

    bonuses = []
    for i, (line, item) in enumerate(q.items("bonuses")):
        bf = Fields(q.path, item, f"{q.name('bonuses')}[{i}]", line)
        card = _card_ref(bf, "card", ids, required=True)
        bonuses.append(Bonus(card, _feature_ref(bf, "feature", card, state), bf.nonneg("value", 1)))
        bf.done()

    effects = []
    for i, (line, item) in enumerate(q.items("effects")):
        ef = Fields(q.path, item, f"{q.name('effects')}[{i}]", line)
        ek = ef.enum("kind", ("replacement", "prevention"), required=True)
        card = _card_ref(ef, "card", ids, required=True)
        feature = _feature_ref(ef, "feature", card, state)
        val = ef.nonneg("value", 0)
        if ek == "prevention" and not ef.has("value"):
            raise ef.error("value", "a prevention effect (Броня X) needs its X")
        effects.append(ModEffect(ef.opt("id", str) or f"{card}/{feature or ek}", ek, card, feature, val,
                                 ef.opt("against_element", str)))
        ef.done()

    triggers = []
    for i, (line, item) in enumerate(q.items("triggers")):
        tf = Fields(q.path, item, f"{q.name('triggers')}[{i}]", line)
        if tf.has(True):
            raise InputError(q.path, tf.line(True), tf.name("on"), "YAML reads the key `on` as true: write `when:`")
        card = _card_ref(tf, "card", ids, required=True)
        feature = _feature_ref(tf, "feature", card, state, required=True)
        when = tf.enum("when", ON, required=True)
        _refuse_never_fires(tf, kind, card, when, defender or target, targets)
        triggers.append(Trigger(card, feature, when, tf.opt("optional", bool, False)))
        tf.done()

    die_mods = []
    for i, (line, item) in enumerate(q.items("die_modifiers")):
        df = Fields(q.path, item, f"{q.name('die_modifiers')}[{i}]", line)
        if rolls["roll"] is None:
            raise df.error("op", "die modifiers need a die roll (attack.roll)")
        whose = df.enum("roll", ("source", "target"), default="source")
        if whose == "target" and rolls["target_roll"] is None:
            raise df.error("roll", "modifies the responding creature's roll, but attack.target_roll is not given")
        op = df.enum("op", ("add", "sub", "set"), required=True)
        card = _card_ref(df, "card", ids, required=True)
        feature = _feature_ref(df, "feature", card, state)
        dv = df.req("value", int)
        if dv < 0:
            raise df.error("value", f"must not be negative, got {dv}")
        mid = df.opt("id", str) or f"{card}/{feature or 'die-' + op}"
        die_mods.append(DieModifier(Modifier(mid, op, card, dv, feature=feature, timestamp=df.opt("timestamp", int),
                                             line=line), whose))
        df.done()

    return AttackSpec(kind, source, target, defender, targets, tier, value, mods, tuple(bonuses),
                      tuple(effects), tuple(triggers), rolls["roll"], rolls["target_roll"], tuple(die_mods))
