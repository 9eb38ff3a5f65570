"""A small condition language over situation facts, shared by both evaluators.

Rule clauses and card clauses are written as these expressions. `evaluate` gives the direct Python
answer; `legality.z3_encoding.compile_expr` turns the same tree into z3 terms. Nothing else
interprets a clause, so the two evaluators cannot drift apart except through these two functions.
"""
from __future__ import annotations

from dataclasses import dataclass

# How deep a condition read from a file may nest (`not` and parentheses; `and`/`or` chains are flat). Both
# evaluators, the hash and the printers recurse on the tree: the parser refuses deeper text with a one-line
# error, so no tree from a file can exhaust Python's stack. Real card conditions nest two or three levels.
MAX_DEPTH = 32


class Expr:
    __slots__ = ()

    def __hash__(self) -> int:
        # Expression trees are immutable and are dictionary keys on hot paths (compiled-term caches, the
        # z3 engine's encoding cache): hash each node once.
        h = self.__dict__.get("_hash")
        if h is None:
            h = hash((type(self).__name__,) + tuple(getattr(self, f) for f in self.__dataclass_fields__))
            object.__setattr__(self, "_hash", h)
        return h

    def __and__(self, other: "Expr") -> "Expr":
        return All((self, other))

    def __or__(self, other: "Expr") -> "Expr":
        return Any((self, other))

    def __invert__(self) -> "Expr":
        return Not(self)

    def vars(self) -> set[str]:
        out: set[str] = set()
        _collect(self, out)
        return out


@dataclass(frozen=True, eq=True)
class Var(Expr):
    __hash__ = Expr.__hash__
    name: str

    def eq(self, value) -> "Expr":
        return Cmp("==", self, Const(value))

    def ne(self, value) -> "Expr":
        return Cmp("!=", self, Const(value))

    def is_in(self, *values) -> "Expr":
        return In(self, tuple(values))

    def lt(self, value) -> "Expr":
        return Cmp("<", self, value if isinstance(value, Expr) else Const(value))

    def le(self, value) -> "Expr":
        return Cmp("<=", self, value if isinstance(value, Expr) else Const(value))

    def ge(self, value) -> "Expr":
        return Cmp(">=", self, value if isinstance(value, Expr) else Const(value))

    def gt(self, value) -> "Expr":
        return Cmp(">", self, value if isinstance(value, Expr) else Const(value))

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, eq=True)
class Const(Expr):
    __hash__ = Expr.__hash__
    value: object

    def __str__(self) -> str:
        return repr(self.value)


@dataclass(frozen=True, eq=True)
class Cmp(Expr):
    __hash__ = Expr.__hash__
    op: str
    left: Expr
    right: Expr

    def __str__(self) -> str:
        return f"{self.left} {self.op} {self.right}"


@dataclass(frozen=True, eq=True)
class In(Expr):
    __hash__ = Expr.__hash__
    var: Expr
    values: tuple

    def __str__(self) -> str:
        return f"{self.var} in {{{', '.join(map(str, self.values))}}}"


@dataclass(frozen=True, eq=True)
class All(Expr):
    __hash__ = Expr.__hash__
    parts: tuple[Expr, ...]

    def __str__(self) -> str:
        return "(" + " and ".join(map(str, self.parts)) + ")" if self.parts else "true"


@dataclass(frozen=True, eq=True)
class Any(Expr):
    __hash__ = Expr.__hash__
    parts: tuple[Expr, ...]

    def __str__(self) -> str:
        return "(" + " or ".join(map(str, self.parts)) + ")" if self.parts else "false"


@dataclass(frozen=True, eq=True)
class Not(Expr):
    __hash__ = Expr.__hash__
    part: Expr

    def __str__(self) -> str:
        return f"not {self.part}"


TRUE = All(())
FALSE = Any(())


def V(name: str) -> Var:
    return Var(name)


def is_true(name: str) -> Expr:
    return Cmp("==", Var(name), Const(True))


def all_of(*parts: Expr) -> Expr:
    return All(tuple(parts))


def any_of(*parts: Expr) -> Expr:
    return Any(tuple(parts))


_OPS = {
    "==": lambda a, b: a == b, "!=": lambda a, b: a != b, "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b,
}


def evaluate(expr: Expr, env: dict) -> bool | int | str:
    """The direct evaluator of the condition language."""
    t = type(expr)
    if t is Var:
        return env[expr.name]
    if t is Const:
        return expr.value
    if t is Cmp:
        return _OPS[expr.op](evaluate(expr.left, env), evaluate(expr.right, env))
    if t is In:
        return evaluate(expr.var, env) in expr.values
    if t is All:
        return all(evaluate(p, env) for p in expr.parts)
    if t is Any:
        return any(evaluate(p, env) for p in expr.parts)
    if t is Not:
        return not evaluate(expr.part, env)
    raise TypeError(f"not an expression: {expr!r}")


def _collect(expr: Expr, out: set[str]) -> None:
    t = type(expr)
    if t is Var:
        out.add(expr.name)
    elif t is Cmp:
        _collect(expr.left, out)
        _collect(expr.right, out)
    elif t is In:
        _collect(expr.var, out)
    elif t in (All, Any):
        for p in expr.parts:
            _collect(p, out)
    elif t is Not:
        _collect(expr.part, out)
