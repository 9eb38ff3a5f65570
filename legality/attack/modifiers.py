"""The modifier data model and how one modifier changes a value.

A value is an int, or a Fraction while an exact division has left a fraction that a later modifier may still
clear (classic 2012 104.1 leaves rounding to the card text: a division without `round` is exact, and a fraction
left at the end is a ruling the tool cannot make). A classic strike is computed per tier, so the state a
modifier acts on is (tier, values): `values` holds one number, or three for a weak-medium-strong profile.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

TIERS = ("weak", "medium", "strong")
OPS = ("strength", "add", "sub", "mul", "div", "set")
ROUNDING = ("up", "down")

# classic 520.2 kinds (a-d); heroes 523.1 orders the numeric ops one by one
CLASSIC_KIND = {"strength": "a", "mul": "b", "div": "b", "add": "c", "sub": "c", "set": "d"}
KIND_NAMES = {"a": "strength changes", "b": "multiply/divide", "c": "+X/-X", "d": "set to a value"}


@dataclass(frozen=True)
class Modifier:
    """One declared modifier. `card` is the card it belongs to (classic 520.7), which decides its group."""
    id: str                      # unique within the question, for witness orders
    op: str                      # one of OPS
    card: str                    # the card it belongs to
    value: int = 0               # X of +X, -X, ×X, ÷X, set to X
    to: str | None = None        # the tier of a strength change
    round: str | None = None     # rounding of a division, as the card text says
    feature: str | None = None   # the feature of `card` that declares it
    vs: tuple[str, ...] = ()     # target-dependent: applies only against these (hero, creature, closed, open …)
    attacks: tuple[str, ...] = ()  # applies only to these attack kinds (spell, strike …); empty: to all
    timestamp: int | None = None   # order of appearance (heroes set-to-value)
    line: int = 0

    @property
    def fn_key(self) -> tuple:
        """Two modifiers with the same key are the same function: the order between them cannot matter."""
        return (self.op, self.value if self.op != "strength" else 0, self.to or "", self.round or "")

    def label(self) -> str:
        sym = {"add": f"+{self.value}", "sub": f"-{self.value}", "mul": f"×{self.value}",
               "div": f"÷{self.value}" + (f" (round {self.round})" if self.round else ""),
               "set": f"set to {self.value}", "strength": f"to {self.to}"}[self.op]
        return f"{self.id} ({sym}, from {self.card})"


@dataclass(frozen=True)
class State:
    """Where a calculation stands: the tier (classic strikes), the values, or why it cannot go on."""
    tier: str | None
    values: tuple                 # of int | Fraction
    unknown: str | None = None

    def key(self):
        return (self.tier or "", self.values, self.unknown or "")


def _norm(v):
    if isinstance(v, Fraction) and v.denominator == 1:
        return int(v)
    return v


def apply_number(m: Modifier, v, set_never_raises: bool):
    if m.op == "add":
        return v + m.value
    if m.op == "sub":
        return v - m.value
    if m.op == "mul":
        return v * m.value
    if m.op == "div":
        if isinstance(v, int):
            q, r = divmod(v, m.value)
            if r == 0 or m.round == "down":
                return q
            if m.round == "up":
                return q + 1
        q = Fraction(v) / m.value
        if q.denominator == 1:
            return int(q)
        if m.round == "down":
            return q.numerator // q.denominator
        if m.round == "up":
            return -((-q.numerator) // q.denominator)
        return q                     # exact, possibly cleared later; a fraction left at the end is unknown
    if m.op == "set":
        return min(v, m.value) if set_never_raises else m.value
    raise ValueError(m.op)


def number_fn(m: Modifier, set_never_raises: bool):
    """The modifier as a function on one number, specialised for the dynamic programme's inner loop
    (the same arithmetic as `apply_number`; the differential test keeps them equal)."""
    k = m.value
    if m.op == "add":
        return lambda v: v + k
    if m.op == "sub":
        return lambda v: v - k
    if m.op == "mul":
        return lambda v: v * k if type(v) is int else _norm(v * k)
    if m.op == "set" and set_never_raises:
        return lambda v: v if v < k else k
    if m.op == "div" and m.round == "down":
        return lambda v: v // k if type(v) is int else _norm(apply_number(m, v, set_never_raises))
    if m.op == "div" and m.round == "up":
        return lambda v: -(-v // k) if type(v) is int else _norm(apply_number(m, v, set_never_raises))
    return lambda v: _norm(apply_number(m, v, set_never_raises))


def apply(m: Modifier, s: State, strike, set_never_raises: bool) -> State:
    """Apply one modifier. `strike` is the card's (weak, medium, strong) for strength changes."""
    if s.unknown:
        return s
    if m.op == "strength":
        if s.tier is None or strike is None:
            return State(s.tier, s.values, "a strength change needs an attack with a tier and the source's "
                                           "weak-medium-strong strike")
        return State(m.to, (strike[TIERS.index(m.to)],))
    return State(s.tier, tuple(_norm(apply_number(m, v, set_never_raises)) for v in s.values))


def commute_by_algebra(a: tuple, b: tuple, set_never_raises: bool) -> bool:
    """Pairs of modifier functions (`fn_key`s) that commute for every value by plain algebra, for the engine
    without z3: translations with translations, exact scalings with exact scalings (×X and ÷X without
    rounding), floor divisions with floor divisions (⌊⌊v/a⌋/b⌋ = ⌊v/ab⌋) and ceilings with ceilings, and classic's
    never-raising set-to-value with itself (min). tests/attack/test_attack_proofs.py has z3 prove each kind."""
    if a == b:
        return True
    kinds = []
    for op, _x, _to, rnd in (a, b):
        if op in ("add", "sub"):
            kinds.append("shift")
        elif op == "mul" or (op == "div" and not rnd):
            kinds.append("scale")
        elif op == "div":
            kinds.append("div-" + rnd)
        elif op == "set" and set_never_raises:
            kinds.append("min")
        else:
            return False                     # strength changes and assigning set-to-value: the last one wins
    return kinds[0] == kinds[1]


def fmt_values(values) -> str:
    return "-".join(f"({v})" if v < 0 and len(values) > 1 else str(v) for v in values)
