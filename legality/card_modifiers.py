"""The card language's static value modifiers: «-1 от дальних атак», «+1 к {strike} по болотным», «Строй: -1 от
выстрелов» as structured data on a feature (docs/cards.md, «Value modifiers»):

    modifier:
      op: sub                     # add | sub | mul | div | set | strength (as the attack question's modifiers)
      value: 1                    # X; strength takes `to: weak|medium|strong`
      side: received              # dealt: attacks its card makes; received: attacks on its card
                                  # (not `on:`: YAML reads the key `on` as true)
      attacks: [ranged]           # attack kinds or classes (below); empty: every attack
      max: 3                      # «(максимум +3)»: its instances laid on one card add up to at most this
      limit: 1                    # «первая за ход атака …»: only the first N attacks a turn it speaks of
      tiers: [weak]               # «к слабому удару», «от слабых ударов»: only attacks of these strengths
      when:                       # every condition must hold (structured, so a fact the scenario lacks is named)
        other: {element: [swamp], types: [flyer], has: [Разряд], move_at_least: 2, …}
               # same_as_laid: [element] — as the value its trigger fixed when laying it (laid_values.py)
               # formation_next_to_at_least: N — N or more creatures with Строй of the modifier card's
               # controller stand next to it («рядом с которыми стоят два или более ваших существа со строем»)
        self: {in_formation: true, wounded: false, defender: true, …}
        geometry: {diagonal: true}
      holders: {controller: own, element: [swamp], adjacent: true}   # other cards' attacks; absent: its own

`other` is the card at the other end of the attack (the target for `dealt`, the source for `received`).
The attack kinds and their classes are the classic 2012 rules' (401.3-401.5 and the glossary's «Удар через
ряд»): legality/rules/attack_kinds.py registers them; `derive.py` in legality/attack applies the modifiers.
"""
from __future__ import annotations

from dataclasses import dataclass

from model import CardType

from .errors import InputError
from .fields import Fields

# The attack kinds an `attack` question names (legality/attack/spec.py KINDS) and the classes card text uses.
ATTACK_KINDS = ("strike", "special_strike", "row_strike", "magic_strike", "shot", "throw", "discharge",
                "spell", "effect", "heal")
ATTACKS = ("strike", "special_strike", "row_strike", "magic_strike", "shot", "throw", "discharge")
CLASSES = {
    "attacks": ATTACKS,                                                       # 401.1: attacks, not the rest
    "strikes": ("strike", "special_strike", "row_strike", "magic_strike"),   # «удары»: every kind of strike
    "melee": ("strike", "special_strike", "magic_strike"),                    # 401.4, 401.5
    "ranged": ("shot", "throw", "discharge", "row_strike"),                   # 401.4, 401.5, «Удар через ряд»
    "magic": ("magic_strike", "discharge", "spell"),                          # 401.4
    "nonmagic": ("strike", "special_strike", "row_strike", "shot", "throw", "effect"),   # 401.5
    # «от направленных ударов»: a strike its source's «Направленный удар» makes directed (glossary; derive.py
    # decides it for a simple strike, leaves the other strikes unknown)
    "direct": ("strike", "special_strike", "magic_strike", "row_strike"),
}
CLASS_RULES = {"melee": ("classic-2012:401.3", "classic-2012:401.4", "classic-2012:401.5"),
               "ranged": ("classic-2012:401.3", "classic-2012:401.4", "classic-2012:401.5",
                          "classic-2012:удар-через-ряд"),
               "magic": ("classic-2012:401.2", "classic-2012:401.4"),
               "nonmagic": ("classic-2012:401.2", "classic-2012:401.5"),
               "attacks": ("classic-2012:401.1",), "strikes": ("classic-2012:удар-через-ряд",),
               "direct": ("classic-2012:направленный-удар",)}
OPS = ("strength", "add", "sub", "mul", "div", "set")
TIERS = ("weak", "medium", "strong")
ELEMENTS = ("steppe", "mountain", "forest", "swamp", "dark", "neutral")

# condition keys: name → (kind of value, what it says). Printed values: the judges read «с {move} 2 или больше»,
# «стоимостью 4 или менее» on the printed card (dev-283, dev-004).
OTHER_KEYS = {"element": "elements", "not_element": "elements", "types": "types", "classes": "texts",
              "has": "texts", "open": "bool", "wounded": "bool", "defender": "bool",
              "move_at_least": "int", "move_at_most": "int", "cost_at_least": "int", "cost_at_most": "int",
              "element_not_in_own_squad": "bool", "formation_next_to_at_least": "int",
              "next_to_own_cell_marker": "texts", "on_own_cell_marker": "texts",   # legality/cell_markers.py
              # «проклятых», «с проклятием» / «отравленных», «с отравлением»: its state now (a curse, poison)
              "cursed": "bool", "poisoned": "bool",
              # «той же стихии, что и атаковавший»: a value fixed when the feature was laid (legality/laid_values.py)
              "same_as_laid": "bindable"}
SELF_KEYS = {"in_formation": "bool", "wounded": "bool", "defender": "bool", "open": "bool",
             "tokens_at_least": "int",
             "own_turn": "bool",                # «за ваш ход»: it is the turn of the modifier card's controller
             "enemy_first_row_empty": "bool",   # «пока в первом ряду противника нет его карт» (207.3.b, the cells)
             "opposite_own_unwounded": "bool",  # «если напротив … стоит ваше существо без ран» (207.8, the cells)
             # «пока в вашем отряде есть хотя бы N карт с выстрелом, разрядом или метанием разной дальности»
             "own_distinct_ranges_at_least": "int",
             # «пока стоит рядом с артефактом»: a card of these types (anyone's) stands next to it (207.7)
             "next_to_types": "types",
             # «пока стоит в одном столбце / ряду с вашим логовом» (Йети): a marker of its controller's lies in
             # its column / row (207.3; legality/cell_markers.py `line_own_marker`)
             "column_of_own_cell_marker": "texts", "row_of_own_cell_marker": "texts"}
GEOMETRY_KEYS = {"adjacent": "bool", "diagonal": "bool", "opposite": "bool", "own_row": "int", "other_row": "int",
                 "through": "bool",
                 # «по существам, стоящим в том же столбце, что и <self>» (207.2's columns), «по картам на вашей
                 # половине поля боя» (the modifier card's controller's half, 207.3.a): a flyer is on neither (211.2)
                 "same_column": "bool", "other_on_own_half": "bool"}
# `holders`: the modifier is on other cards' attacks («Ваши болотные существа получают -1 от {strike}, пока стоят
# рядом с Ведьмой»): whose, relative to the modifier's card; absent: the card itself
HOLDER_KEYS = {"controller": "controller", "types": "types", "element": "elements", "classes": "texts",
               "adjacent": "bool", "beside": "bool",     # beside: «слева и справа от …», the same row
               "in_formation_with": "bool"}              # «существа в строю с …» (glossary «Строй»)


@dataclass(frozen=True)
class CardModifier:
    op: str
    side: str                                 # dealt | received
    value: int = 0
    to: str | None = None
    round: str | None = None
    attacks: tuple[str, ...] = ()             # kinds and classes, as written
    tiers: tuple[str, ...] = ()
    other: tuple[tuple[str, object], ...] = ()
    self_: tuple[tuple[str, object], ...] = ()
    geometry: tuple[tuple[str, object], ...] = ()
    holders: tuple[tuple[str, object], ...] | None = None   # None: the card itself
    computed: tuple[tuple[str, object], ...] | None = None  # X a card text computes (legality/computed_values.py)
    cap: int | None = None                    # «(максимум +3)»: what its laid instances on one card add at most
    limit: int | None = None                  # «первая за ход атака …»: only the first N attacks this turn it speaks of

    def kinds(self) -> frozenset:
        """The attack kinds it applies to (empty: every attack)."""
        out = set()
        for a in self.attacks:
            out.update(CLASSES.get(a, (a,)))
        return frozenset(out)

    def describe(self) -> str:
        v = "X" if self.computed else self.value
        sym = {"add": f"+{v}", "sub": f"-{v}", "mul": f"×{self.value}", "div": f"÷{self.value}",
               "set": f"set to {self.value}", "strength": f"to {self.to}"}[self.op]
        what = "/".join(self.attacks) or "attacks"
        return f"{sym} {'to its' if self.side == 'dealt' else 'from'} {what}"


def _cond(f: Fields, key: str, spec: dict) -> tuple[tuple[str, object], ...]:
    if not f.has(key):
        return ()
    cf = f.sub(key)
    out = []
    for k in list(cf.node):
        kind = spec.get(k)
        if kind is None:
            raise cf.error(k, f"unknown condition {k!r}; expected one of: {', '.join(spec)}")
        if kind == "controller":
            out.append((k, cf.enum(k, ("own", "enemy", "any"), required=True)))
        elif kind == "bool":
            out.append((k, cf.req(k, bool)))
        elif kind == "int":
            out.append((k, cf.nonneg(k)))
        else:
            vals = []
            for line, v in cf.texts(k):
                if kind == "elements" and v not in ELEMENTS:
                    raise InputError(cf.path, line, cf.name(k), f"unknown element {v!r}; expected one of: "
                                                                f"{', '.join(ELEMENTS)}")
                if kind == "bindable" and v not in ("element", "cost", "card"):
                    raise InputError(cf.path, line, cf.name(k), f"unknown value {v!r}; expected element, cost "
                                                                f"or card")
                if kind == "types" and v not in CardType.values():
                    raise InputError(cf.path, line, cf.name(k), f"unknown card type {v!r}; expected one of: "
                                                                f"{', '.join(CardType.values())}")
                vals.append(v)
            out.append((k, tuple(vals)))
    cf.done()
    return tuple(out)


def parse_card_modifier(ff: Fields, key: str = "modifier") -> CardModifier:
    mf = ff.sub(key)
    if ff.has("modality") or ff.has("effect"):
        raise ff.error(key, "a feature is a value modifier, a deontic feature or an effect, not two: write two "
                            "features")
    op = mf.enum("op", OPS, required=True)
    if mf.has(True):
        raise InputError(mf.path, mf.line(True), mf.name("on"), "YAML reads the key `on` as true: write `side:`")
    on = mf.enum("side", ("dealt", "received"), required=True)
    value, to, rnd, computed = 0, None, None, None
    if op == "strength":
        to = mf.enum("to", TIERS, required=True)
    else:
        if isinstance(mf.node.get("value"), dict):     # «+X, где X …»: computed when the attack is valued
            from .computed_values import parse_computed
            computed, value = parse_computed(mf.sub("value")), 0
        else:
            value = mf.nonneg("value", None)
        if value is None:
            raise mf.error("value", "a value modifier needs its X")
        if op == "div":
            if value == 0:
                raise mf.error("value", "division by 0")
            rnd = mf.enum("round", ("up", "down"))
    limit = mf.nonneg("limit", None)  # «первая за ваш ход атака …»: the first N attacks a turn (attack/derive.py)
    if limit == 0:
        raise mf.error("limit", "a limit counts the first N ≥ 1 attacks of a turn")
    cap = mf.nonneg("max", None)      # «(максимум +3)»: the sum of its instances on one carrier (attack/derive.py)
    if cap is not None and op not in ("add", "sub"):
        raise mf.error("max", "a maximum bounds what +X or -X modifiers add up to")
    attacks = []
    for line, a in mf.texts("attacks"):
        if a not in ATTACK_KINDS and a not in CLASSES:
            raise InputError(mf.path, line, mf.name("attacks"), f"unknown attack kind {a!r}; expected one of: "
                                                                f"{', '.join((*ATTACK_KINDS, *CLASSES))}")
        attacks.append(a)
    tiers = []
    for line, t in mf.texts("tiers"):
        if t not in TIERS:
            raise InputError(mf.path, line, mf.name("tiers"), f"unknown strength {t!r}; expected one of: "
                                                              f"{', '.join(TIERS)}")
        tiers.append(t)
    holders = None
    if mf.has("holders"):
        holders = _cond(mf, "holders", HOLDER_KEYS)
        if not any(k == "controller" for k, _v in holders):
            holders = (("controller", "own"),) + holders
    other = self_ = geometry = ()
    if mf.has("when"):
        wf = mf.sub("when")
        for k in list(wf.node):
            if k not in ("other", "self", "geometry"):
                raise wf.error(k, f"unknown condition group {k!r}; expected other, self or geometry")
        other, self_, geometry = _cond(wf, "other", OTHER_KEYS), _cond(wf, "self", SELF_KEYS), \
            _cond(wf, "geometry", GEOMETRY_KEYS)
        wf.done()
    mf.done()
    return CardModifier(op, on, value, to, rnd, tuple(attacks), tuple(tiers), other, self_, geometry, holders,
                        computed, cap, limit)
