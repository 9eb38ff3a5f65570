"""The card language's effect part: what a feature does to the cards it applies to, as structured data.

A feature may carry an `effect:` mapping (see docs/cards.md):

    effect:
      set: {element: dark}          # or grant: <ability name>, or remove: <ability name> | all
      targets: carrier              # self | carrier | {controller: own|enemy|any, types: [...]}
      condition: "subject.wounds == 0 and subject.element != neutral"

`cards_io` hands the mapping to `parse_effect`; the parsed `Effect` is kept in the feature's params under
"card_effect". Conditions are written in the condition language of `legality.expr` over the subject facts below
(the card the feature applies to), parsed here with one-line errors naming the column.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from model import CardType

from .errors import InputError
from .expr import MAX_DEPTH, TRUE, All, Any, Cmp, Const, Expr, In, Not, Var
from .facts import FactSpec
from .fields import Fields

ELEMENTS = ("steppe", "mountain", "forest", "swamp", "dark", "neutral")   # степи, горы, леса, болота, тьма, нейтрал
PROPERTIES = ("element", "strike", "move", "open")
CONTROLLERS = ("own", "enemy", "any")
CREATURE_TYPES = ("creature", "flyer")

# The facts a condition may test: the subject (the card the feature applies to) and, per feature, how its
# card stands to the subject ("owner.*", renamed per side when two or three features meet).
SUBJECT_FACTS: dict[str, FactSpec] = {f.name: f for f in [
    FactSpec("subject.type", str, "card type of the subject", tuple(CardType.values())),
    FactSpec("subject.element", str, "the subject's printed element", ELEMENTS),
    FactSpec("subject.open", bool, "the subject is open"),
    FactSpec("subject.wounds", int, "wounds on the subject"),
    FactSpec("subject.tokens", int, "tokens on the subject"),
    FactSpec("subject.cost", int, "the subject's cost"),
    FactSpec("subject.is_defender", bool, "the subject acts as a defender"),
]}
OWNER_FACTS: dict[str, FactSpec] = {f.name: f for f in [
    FactSpec("owner.ally", bool, "the feature's card and the subject have one controller"),
    FactSpec("owner.is_subject", bool, "the feature's card is the subject itself"),
    FactSpec("owner.carries", bool, "the feature's card is attached to the subject (equipment, symbiote)"),
]}
CONDITION_NAMES = {**SUBJECT_FACTS, "subject.ally": OWNER_FACTS["owner.ally"]}


@dataclass(frozen=True)
class Targets:
    who: str                          # self | carrier | cards
    controller: str = "any"           # for who=cards: own | enemy | any (relative to the feature's card)
    types: tuple[str, ...] = ()       # for who=cards: card types (empty: any type)
    classes: tuple[str, ...] = ()     # for who=cards: any of these classes («ваши элементали»; empty: any class)

    def __str__(self) -> str:
        if self.who != "cards":
            return self.who
        return f"{self.controller} {'/'.join(self.classes or self.types) or 'cards'}"


@dataclass(frozen=True)
class Effect:
    """What a feature does to its subjects: set a property, grant or remove an ability, add a class."""
    op: str                           # set | grant | remove | add_class («считается рекой»: a class besides its own)
    targets: Targets
    condition: Expr = TRUE
    condition_text: str = ""
    property: str | None = None       # for set
    value: object = None              # for set: a str, int, bool or (weak, medium, strong)
    ability: str | None = None        # for grant/remove ("all" for remove: every ability); add_class: the class
    permanent: bool | None = None     # a lasting effect; None: as the feature (a permanent feature's is)

    def describe(self) -> str:
        what = {"set": lambda: f"sets {self.property} to {show(self.value)}",
                "grant": lambda: f"grants «{self.ability}»",
                "add_class": lambda: f"adds the class «{self.ability}»",
                "remove": lambda: "removes every ability" if self.ability == "all" else f"removes «{self.ability}»"}
        return what[self.op]()


def show(value) -> str:
    if isinstance(value, tuple):
        return "-".join(map(str, value))
    if isinstance(value, bool):
        return "open" if value else "closed"
    return str(value)


def scope_targets(scope: str) -> Targets:
    """The core's `scope` of a deontic feature as a target selector."""
    return {"self": Targets("self"),
            "enemy_creatures": Targets("cards", "enemy", CREATURE_TYPES),
            "own_creatures": Targets("cards", "own", CREATURE_TYPES),
            "all_creatures": Targets("cards", "any", CREATURE_TYPES),
            "enemy_cards": Targets("cards", "enemy"),          # «Карты противника …»: any type
            "host": Targets("carrier")}[scope]


def parse_effect(ff: Fields, key: str = "effect") -> Effect:
    ef = ff.sub(key)
    if ff.has("modality"):
        raise ff.error("effect", "a feature either governs actions (modality, actions, scope) or has an effect, "
                              "not both: write two features")
    ops = [op for op in ("set", "grant", "remove", "add_class") if ef.has(op)]
    if len(ops) != 1:
        raise ef.error(ops[1] if ops else "set", "an effect does exactly one of: set, grant, remove, add_class")
    op = ops[0]
    prop = value = ability = None
    if op == "set":
        sf = ef.sub("set")
        if len(sf.node) != 1:
            raise ef.error("set", "expected one property: {element|strike|move|open: value}")
        prop = next(iter(sf.node))
        if prop not in PROPERTIES:
            raise sf.error(prop, f"unknown property {prop!r}; expected one of: {', '.join(PROPERTIES)}")
        value = _property_value(sf, prop)
        sf.done()
    else:
        ability = ef.req(op, str).strip()
        if not ability:
            raise ef.error(op, "name the ability")
    targets = _targets(ef)
    text = ef.opt("condition", str, "")
    condition = parse_condition(text, ff.path, ef.line("condition"), ef.name("condition")) if text else TRUE
    permanent = ef.opt("permanent", bool)
    ef.done()
    return Effect(op, targets, condition, text, prop, value, ability, permanent)


def _property_value(sf: Fields, prop: str):
    if prop == "element":
        return sf.enum("element", ELEMENTS, required=True)
    if prop == "open":
        return sf.req("open", bool)
    if prop == "move":
        return sf.nonneg("move", 0)
    raw = sf.req("strike", (int, list))
    if isinstance(raw, int):
        return (raw, raw, raw)
    if len(raw) != 3 or not all(isinstance(v, int) and not isinstance(v, bool) for v in raw):
        raise sf.error("strike", "expected one integer or [weak, medium, strong]")
    return tuple(raw)


def _targets(ef: Fields) -> Targets:
    if not ef.has("targets"):
        return Targets("self")
    raw = ef.node["targets"]
    if isinstance(raw, str):
        if raw not in ("self", "carrier"):
            raise ef.error("targets", f"unknown targets {raw!r}; expected self, carrier or a mapping "
                                      "{controller: own|enemy|any, types: [...]}")
        ef.opt("targets", str)
        return Targets(raw)
    tf = ef.sub("targets")
    controller = tf.enum("controller", CONTROLLERS, default="any")
    types = []
    for line, t in tf.texts("types"):
        if t not in CardType.values():
            raise InputError(ef.path, line, tf.name("types"),
                             f"unknown card type {t!r}; expected one of: {', '.join(CardType.values())}")
        types.append(t)
    classes = tuple(c for _line, c in tf.texts("classes"))
    tf.done()
    return Targets("cards", controller, tuple(types), classes)


# -- the condition language's text form -----------------------------------------------------------------
_TOKEN = re.compile(r"\s*(?:(?P<num>-?\d+)|(?P<op>==|!=|<=|>=|<|>|\(|\)|\[|\]|,)"
                    r"|(?P<str>'[^']*'|\"[^\"]*\")|(?P<name>[\w.\-]+))", re.UNICODE)


_BLANK = re.compile(r"\s*\Z")


class _Parser:
    def __init__(self, text, path, line, field):
        self.text, self.path, self.line, self.field = text, path, line, field
        self.toks, pos = [], 0
        while pos < len(text):
            if _BLANK.match(text, pos):          # not text[pos:].strip(): that copies the rest at every token
                break
            m = _TOKEN.match(text, pos)
            if not m or m.end() == pos:
                self.fail(pos, f"unexpected character {text[pos:].lstrip()[:1]!r}")
            kind = m.lastgroup
            self.toks.append((kind, m.group(kind), m.start(kind)))
            pos = m.end()
        self.i = self.depth = 0

    def fail(self, pos, message):
        raise InputError(self.path, self.line, self.field, f"malformed condition at column {pos + 1}: {message}")

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else (None, None, len(self.text))

    def take(self, value=None):
        tok = self.peek()
        if tok[0] is None or (value is not None and tok[1] != value):
            self.fail(tok[2], f"expected {value!r}" if value else "unexpected end")
        self.i += 1
        return tok

    def parse(self) -> Expr:
        e = self.or_()
        if self.peek()[0] is not None:
            self.fail(self.peek()[2], f"unexpected {self.peek()[1]!r}")
        return e

    def or_(self):
        return self._chain("or", self.and_, Any)

    def and_(self):
        return self._chain("and", self.not_, All)

    def _chain(self, word, sub, node):
        parts = [sub()]
        while self.peek()[1] == word:
            self.take()
            parts.append(sub())
        return parts[0] if len(parts) == 1 else node(tuple(parts))

    def _deeper(self):
        """Each `not` and `(` nests one level; the evaluators recurse on the tree, so its depth is bounded."""
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise InputError(self.path, self.line, self.field, f"condition nested too deep (limit {MAX_DEPTH})")

    def not_(self):
        if self.peek()[1] == "not":
            self.take()
            self._deeper()
            e = Not(self.not_())
            self.depth -= 1
            return e
        return self.atom()

    def atom(self):
        kind, tok, pos = self.peek()
        if tok == "(":
            self.take()
            self._deeper()
            e = self.or_()
            self.take(")")
            self.depth -= 1
            return e
        if kind != "name":
            self.fail(pos, f"expected a fact name, got {tok!r}" if tok else "expected a fact name")
        self.take()
        spec = CONDITION_NAMES.get(tok)
        if spec is None:
            self.fail(pos, f"unknown fact {tok!r}; known: {', '.join(sorted(CONDITION_NAMES))}")
        var = Var("owner.ally" if tok == "subject.ally" else tok)
        op = self.peek()[1]
        if op == "in":
            self.take()
            self.take("[")
            values = [self.value(spec)]
            while self.peek()[1] == ",":
                self.take()
                values.append(self.value(spec))
            self.take("]")
            return In(var, tuple(values))
        if op in ("==", "!=", "<", "<=", ">", ">="):
            self.take()
            if op not in ("==", "!=") and spec.type is not int:
                self.fail(self.peek()[2], f"{tok} is not a number: compare it with == or !=")
            return Cmp(op, var, Const(self.value(spec)))
        if spec.type is bool:
            return Cmp("==", var, Const(True))
        self.fail(self.peek()[2], f"expected a comparison after {tok}")

    def value(self, spec):
        kind, tok, pos = self.take()
        if spec.type is int:
            if kind != "num":
                self.fail(pos, f"{spec.name} is a number, got {tok!r}")
            return int(tok)
        if spec.type is bool:
            if tok not in ("true", "false"):
                self.fail(pos, f"{spec.name} is true or false, got {tok!r}")
            return tok == "true"
        word = tok[1:-1] if kind == "str" else tok
        if spec.domain and word not in spec.domain:
            self.fail(pos, f"unknown value {word!r} for {spec.name}; expected one of: {', '.join(spec.domain)}")
        return word


def parse_condition(text: str, path: str, line: int, field: str) -> Expr:
    return _Parser(text, path, line, field).parse()


# -- who a feature applies to, as a condition ------------------------------------------------------------
def applies_expr(targets: Targets, condition: Expr = TRUE) -> Expr:
    """The feature applies to the subject: its targets selector and its condition, over subject facts and
    the owner facts of its card ("owner.*", see `rename`). A selector's `classes` is no fact: its callers check
    it (`class_fits`); where one does not (the pool's conflicts), the feature is read as applying more widely."""
    if targets.who == "self":
        sel = [Var("owner.is_subject").eq(True)]
    elif targets.who == "carrier":
        sel = [Var("owner.carries").eq(True)]
    else:
        sel = []
        if targets.controller != "any":
            sel.append(Var("owner.ally").eq(targets.controller == "own"))
        if targets.types:
            sel.append(In(Var("subject.type"), targets.types))
    parts = tuple(sel) + (() if condition == TRUE else (condition,))
    return parts[0] if len(parts) == 1 else All(parts)


def class_fits(targets: Targets, card) -> bool:
    """The card is of one of the selector's classes (always true when it names none)."""
    return not targets.classes or bool(set(targets.classes) & set(card.classes))


def rename(expr: Expr, side: str) -> Expr:
    """`owner.*` facts as those of one side ("a", "b", "c") when several features meet on one subject."""
    t = type(expr)
    if t is Var:
        return Var(side + expr.name[5:]) if expr.name.startswith("owner.") else expr
    if t is Cmp:
        return Cmp(expr.op, rename(expr.left, side), rename(expr.right, side))
    if t is In:
        return In(rename(expr.var, side), expr.values)
    if t in (All, Any):
        return t(tuple(rename(p, side) for p in expr.parts))
    if t is Not:
        return Not(rename(expr.part, side))
    return expr


ATTACHABLE = ("equipment", "symbiote", "artifact")


def printed_element(card) -> str:
    return card.elements[0] if card.elements and card.elements[0] in ELEMENTS else "neutral"


def owner_links(card, side: str = "owner") -> Expr:
    """What being the subject, or being attached to it, says about the subject: the same printed card."""
    is_subject, carries = Var(f"{side}.is_subject"), Var(f"{side}.carries")
    same = All((Var("subject.type").eq(card.type.value), Var("subject.element").eq(printed_element(card)),
                Var("subject.cost").eq(card.cost.value), Var(f"{side}.ally").eq(True), carries.eq(False)))
    parts = [Any((is_subject.eq(False), same))]
    if card.type.value in ATTACHABLE:
        parts.append(Any((carries.eq(False), In(Var("subject.type"), ("creature", "flyer", "hero")))))
    else:
        parts.append(carries.eq(False))
    return All(tuple(parts))
