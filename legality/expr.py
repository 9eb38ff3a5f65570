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

    def __getstate__(self) -> dict:
        # the compiled closure (`_fn`, see `evaluate`) is rebuilt on first use; closures do not pickle. The hash
        # is not kept either: another process (a `check --jobs` worker, a later run reading the card cache) salts
        # string hashes differently
        return {k: v for k, v in self.__dict__.items() if k not in ("_fn", "_hash")}

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
    """The direct evaluator of the condition language: each tree is compiled once into nested closures (kept
    on the node), which the hot paths (thousands of questions on one situation's clauses) call directly."""
    fn = expr.__dict__.get("_fn")
    if fn is None:
        fn = _compile(expr)
    return fn(env)


def truth_vector(exprs) -> "callable":
    """One function giving `tuple(bool(evaluate(e, env)) for e in exprs)`: the z3 engine reads every atom of a
    clause structure on each question (tens of atoms, thousands of questions in a stack trace)."""
    exprs = tuple(exprs)
    fns = tuple(_sub(e) for e in exprs)
    if all(type(e) is Cmp and type(e.left) is Var and type(e.right) is Const and e.op == "==" for e in exprs):
        pairs = tuple((e.left.name, e.right.value) for e in exprs)      # the common case: fact == constant
        return lambda env: tuple([env[n] == v for n, v in pairs])
    guards = [_kinds(e) for e in exprs]
    if sum(g is not None for g in guards) * 2 < len(exprs):
        return lambda env: tuple([bool(f(env)) for f in fns])
    # most clauses of a ruleset hold for a few action kinds only (their condition is `action.kind == K and …`):
    # per kind, only the conditions that can hold for it are evaluated; the others are false
    unguarded = tuple((i, f) for i, (f, g) in enumerate(zip(fns, guards)) if g is None)
    by_kind: dict = {}
    for i, (f, g) in enumerate(zip(fns, guards)):
        for k in g or ():
            by_kind.setdefault(k, []).append((i, f))
    by_kind = {k: tuple(sorted(v + list(unguarded), key=lambda p: p[0])) for k, v in by_kind.items()}
    n = len(exprs)

    def truths(env):
        out = [False] * n
        for i, f in by_kind.get(env[KIND], unguarded):
            if f(env):
                out[i] = True
        return tuple(out)
    return truths


KIND = "action.kind"


def _kinds(expr: Expr) -> frozenset | None:
    """The action kinds for which `expr` can hold, when its form says (a conjunct `action.kind == K` or
    `action.kind in {…}`, or a disjunction of such); None when it may hold for any kind."""
    t = type(expr)
    if t is Cmp and expr.op == "==" and type(expr.left) is Var and expr.left.name == KIND and type(expr.right) is Const:
        return frozenset((expr.right.value,))
    if t is In and type(expr.var) is Var and expr.var.name == KIND:
        return frozenset(expr.values)
    if t is All:
        for p in expr.parts:
            k = _kinds(p)
            if k is not None:
                return k
        return None
    if t is Any:
        ks = [_kinds(p) for p in expr.parts]
        return frozenset().union(*ks) if ks and all(k is not None for k in ks) else None
    return None


def _compile(expr: Expr):
    fn = _closure(expr)
    object.__setattr__(expr, "_fn", fn)
    return fn


def _sub(expr: Expr):
    return expr.__dict__.get("_fn") or _compile(expr)


def _closure(expr: Expr):
    t = type(expr)
    if t is Var:
        name = expr.name
        return lambda env: env[name]
    if t is Const:
        value = expr.value
        return lambda env: value
    if t is Cmp:
        if type(expr.left) is Var and type(expr.right) is Const:      # the common shape: fact OP constant
            name, value = expr.left.name, expr.right.value
            if expr.op == "==":
                return lambda env: env[name] == value
            if expr.op == "!=":
                return lambda env: env[name] != value
            op = _OPS[expr.op]
            return lambda env: op(env[name], value)
        op, left, right = _OPS[expr.op], _sub(expr.left), _sub(expr.right)
        return lambda env: op(left(env), right(env))
    if t is In:
        var, values = _sub(expr.var), expr.values
        return lambda env: var(env) in values
    if t is All:
        parts = tuple(_sub(p) for p in expr.parts)

        def all_parts(env):
            for p in parts:
                if not p(env):
                    return False
            return True
        return all_parts
    if t is Any:
        parts = tuple(_sub(p) for p in expr.parts)

        def any_part(env):
            for p in parts:
                if p(env):
                    return True
            return False
        return any_part
    if t is Not:
        part = _sub(expr.part)
        return lambda env: not part(env)
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
