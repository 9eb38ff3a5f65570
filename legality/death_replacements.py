"""«Вместо гибели …»: a replacement of a card's death (classic 2012 419.1, 419.4; judges' dev-149, dev-196, dev-197).

The card language (hand-written; the compiler keeps these sentences as text):

    instead_of_death:
      of: self | host               # whose death it replaces: the card's own, or its host's (a symbiote's)
      optional: true                # «может»
      at: [first_row, enemy_half]   # «если он стоит в вашем первом ряду или на половине поля боя противника»
      steps:                        # what happens instead, in order
        - {do: wound, value: 1, each: {elite: false, not_has: [Бестелесный]}}   # every such creature of your squad
        - {do: gain_lives, x: wounds_dealt}                                       # «X дополнительных {health}»
        - {do: heal, target: dying, x: own_lives}      # «излечить его на Х, где Х текущие {health} Ящерки»
        - {do: destroy, target: self}                  # «затем уничтожить её»

Applied by the `sequence` tracer (legality/stack/deaths.py) whenever the card would go to the graveyard by a
destruction: lethal wounds, a finishing blow, an effect destroying it (dev-149, dev-196).
"""
from __future__ import annotations

from dataclasses import dataclass

OF = ("self", "host")
AT = ("first_row", "enemy_half")
DO = ("wound", "gain_lives", "heal", "destroy")
X = ("wounds_dealt", "own_lives")


@dataclass(frozen=True)
class Step:
    do: str
    value: int | None = None
    x: str | None = None
    target: str = "self"                  # self | dying (wound: each)
    elite: bool | None = None             # wound each: «рядовых» → False
    not_has: tuple[str, ...] = ()         # wound each: «небестелесных» → (Бестелесный,)


@dataclass(frozen=True)
class DeathReplacement:
    of: str
    optional: bool
    at: tuple[str, ...]
    steps: tuple[Step, ...]


def parse_death_replacement(ff) -> DeathReplacement:
    sub = ff.sub("instead_of_death")
    of = sub.enum("of", OF, required=True)
    optional = sub.opt("optional", bool, False)
    at = []
    for line, a in sub.texts("at"):
        if a not in AT:
            raise sub.error("at", f"unknown place {a!r}; expected one of: {', '.join(AT)}")
        at.append(a)
    steps = []
    for i, node in enumerate(sub.req("steps", list)):
        if not isinstance(node, dict):
            raise sub.error("steps", "each step is a mapping {do: …}")
        do = node.get("do")
        if do not in DO:
            raise sub.error("steps", f"step {i + 1}: unknown do {do!r}; expected one of: {', '.join(DO)}")
        known = {"do", "value", "x", "target", "each"}
        extra = set(node) - known
        if extra:
            raise sub.error("steps", f"step {i + 1}: unknown field {sorted(extra)[0]!r}; known: {', '.join(sorted(known))}")
        value, x = node.get("value"), node.get("x")
        if x is not None and x not in X:
            raise sub.error("steps", f"step {i + 1}: unknown x {x!r}; expected one of: {', '.join(X)}")
        if do in ("wound", "gain_lives", "heal") and (value is None) == (x is None):
            raise sub.error("steps", f"step {i + 1}: {do} needs value: N or x: …, one of them")
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
            raise sub.error("steps", f"step {i + 1}: value must be a whole number ≥ 0")
        target = node.get("target", "self")
        if target not in ("self", "dying"):
            raise sub.error("steps", f"step {i + 1}: target is self or dying, got {target!r}")
        each = node.get("each")
        if (do == "wound") != (each is not None):
            raise sub.error("steps", f"step {i + 1}: `each` (which creatures of your squad) goes with do: wound only")
        elite, not_has = None, ()
        if each is not None:
            if not isinstance(each, dict) or set(each) - {"elite", "not_has"}:
                raise sub.error("steps", f"step {i + 1}: each takes elite: true|false and not_has: [abilities]")
            elite = each.get("elite")
            not_has = tuple(str(a) for a in each.get("not_has", ()))
        steps.append(Step(do, value, x, target, elite, not_has))
    if not steps:
        raise sub.error("steps", "what happens instead: at least one step")
    sub.done()
    return DeathReplacement(of, optional, tuple(at), tuple(steps))
