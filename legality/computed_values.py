"""Values a card text computes («+X к {strike}, где X — значение {strike} атакованного существа», «-X, где X —
число существ противника, стоящих рядом с атакованным»), read when the attack is valued.

The classic judges read a value printed on a card, not the current one: «без учета модификаторов» (dev-346
Метаморф; dev-291, dev-336, dev-464 say the same of strikes, dev-004 and dev-283 of movement) — registered as
classic:ruling-dev-346. A count of cards on the board reads the cells (legality/board.py): a flyer stands next to
nothing (2012 211.4), so no card is counted next to it (dev-039, Орм). A fact the scenario does not give makes
the value unknown, never a guess.
"""
from __future__ import annotations

import re

from model import CardType, Zone

from .board import side_by_side
from .fields import Fields

PRINTED = ("strike", "move", "lives", "cost")
# enemy_creatures_next_to: the card's opponent's creatures next to the other card («число существ противника,
# стоящих рядом с атакованным», Орм); own_same_name_next_to: its controller's cards of its name next to it
# («за каждого вашего стоящего рядом Линдвурма»)
COUNTS = ("enemy_creatures_next_to", "own_same_name_next_to")
# «X — его {health}» (current lives, dev-118); «X число ран на …» (dev-312); «X количество {counter} на …»
CURRENT = ("lives", "wounds", "tokens")
DIFFERENCES = ("cost",)           # «X — разница стоимости … и атакованного»: its absolute value (dev-057)
KEYS = ("printed", "count", "current", "difference")
GROUPS = ("beside",)              # «сумма … ваших существ справа и слева от …» (dev-286): a sum over cards
# opposite: «существа напротив» (207.8, the cell in front); first: a compound effect's later part reading the first
# part's target («изгнать … ваше существо; … излечивается на Х, где Х его {health}», dev-118)
OF = ("other", "self", "opposite", "first") + GROUPS
CREATURES = (CardType.CREATURE, CardType.FLYER, CardType.HERO)


def parse_computed(vf: Fields) -> tuple[tuple[str, object], ...]:
    """`{printed: strike, of: other, tier: weak}`, `{count: enemy_creatures_next_to, of: other}`, `{current: lives,
    of: other}` or `{difference: cost}` (between the card and the other one)."""
    printed, count = vf.enum("printed", PRINTED), vf.enum("count", COUNTS)
    current, diff = vf.enum("current", CURRENT), vf.enum("difference", DIFFERENCES)
    if vf.has("laid"):                # «получает +X …, где X количество показанных карт»: X fixed as it was laid
        if len(vf.node) != 1:         # (the effect's `bound` x, legality/laid_values.py)
            raise vf.error("laid", "`laid: x` is the whole value: the X fixed when the effect was laid")
        vf.enum("laid", ("x",), required=True)
        vf.done()
        return (("laid", "x"),)
    given = [k for k, v in zip(KEYS, (printed, count, current, diff)) if v is not None]
    if len(given) != 1:
        raise vf.error(given[1] if len(given) > 1 else "printed",
                       "a computed X is either `printed: " + "|".join(PRINTED) + "`, `count: " + "|".join(COUNTS)
                       + "`, `current: " + "|".join(CURRENT) + "` or `difference: " + "|".join(DIFFERENCES) + "`")
    of = vf.enum("of", OF, default="other")
    if of in GROUPS and printed is None:
        raise vf.error("of", f"`of: {of}` sums a printed value of several cards: write `printed: …`")
    cap = vf.nonneg("max", None)      # «(максимум 4)»: X is at most this
    times = vf.nonneg("times", None)  # «+2 к … за каждую {counter}»: the count taken N times
    tier = vf.enum("tier", ("weak", "medium", "strong"))
    if tier is not None and printed != "strike":
        raise vf.error("tier", "only a strike has weak, medium and strong values")
    vf.done()
    key = given[0]
    out = ((key, {"printed": printed, "count": count, "current": current, "difference": diff}[key]),)
    return out + (("of", of),) + ((("tier", tier),) if tier else ()) + ((("max", cap),) if cap is not None else ()) \
        + ((("times", times),) if times is not None else ())


def compute(state, computed, owner, other, tier: str | None) -> int | str:
    """X for the modifier of card `owner` against `other` (the attack's other end); '?why' when unknown."""
    if dict(computed).get("laid"):    # fixed when laid: only the laid effect knows it (attack/derive.py)
        return "?its X is the one fixed when the effect was laid, and no laid effect gives it here"
    times = dict(computed).get("times")
    x = _compute(state, tuple((k, v) for k, v in computed if k != "times"), owner, other, tier)
    return x * times if times is not None and not isinstance(x, str) else x


def _compute(state, computed, owner, other, tier: str | None) -> int | str:
    spec = dict(computed)
    if spec["of"] in GROUPS:
        cards = beside(state, owner)
        if isinstance(cards, str):
            return cards
        total = 0
        for c in cards:
            v = compute(state, tuple((k, "self" if k == "of" else v) for k, v in computed), c, None, tier)
            if isinstance(v, str):
                return v
            total += v
        return total
    card = owner if spec["of"] == "self" else other
    if spec["of"] == "opposite":
        card = opposite(state, owner)
        if isinstance(card, str):
            return card
    if card is None:
        return "?the attack has no other card to read X from"
    if spec.get("current") == "tokens":     # the counters on it now, when X is computed
        return card.tokens if "max" not in spec else min(card.tokens, spec["max"])
    if spec.get("count") == "own_same_name_next_to":
        return _same_name_next_to(state, card)
    if spec.get("current") == "wounds":     # the wounds it has now, when X is computed (dev-312)
        return card.wounds if "max" not in spec else min(card.wounds, spec["max"])
    if "current" in spec:            # current lives: lives + additional − wounds − negative (2012 204.6)
        left = card.lives_left
        return f"?{card.id} has no lives to count" if left is None else left
    if "difference" in spec:
        if other is None:
            return "?there is no other card to take the difference with"
        costs = [c.card.cost for c in (owner, other)]
        if any(c.x for c in costs):
            return "?a cost X is not a printed number"
        return abs(costs[0].value - costs[1].value)
    if "printed" in spec:
        what = spec["printed"]
        if what == "strike":
            t = spec.get("tier") or tier
            if card.card.strike is None:
                return f"?{card.id} has no printed strike"
            values = card.card.strike.as_list()
            if t is None and len(set(values)) == 1:
                return values[0]
            if t is None:
                return "?the attack's strength (weak, medium, strong) is not given (attack.tier): X is that strike"
            return dict(zip(("weak", "medium", "strong"), values))[t]
        got = {"move": card.card.move, "lives": card.card.lives,
               "cost": None if card.card.cost.x else card.card.cost.value}[what]
        return f"?{card.id}'s printed {what} is not given" if got is None else got
    # enemy_creatures_next_to: the opponent's creatures next to the card
    return _next_to(state, card, lambda cs: cs.controller != owner.controller and cs.card.type in CREATURES)


def _same_name_next_to(state, card) -> int | str:
    """Its controller's cards in play of its own name next to it (2012 207.7; a flyer is next to nothing, 211.4).
    A printing's number («Хозяин склепа [10163]», a base that prints a name twice) is no part of the name."""
    return _next_to(state, card, lambda cs: cs.controller == card.controller
                    and _printed_name(cs.card.name) == _printed_name(card.card.name))


def _next_to(state, card, counts) -> int | str:
    """How many other cards in play that `counts` admits stand next to `card` ('?why' where the board does not say)."""
    from .board import adjacency
    n = 0
    for cs in state.cards:
        if cs.zone is not Zone.PLAY or cs.id == card.id or not counts(cs):
            continue
        near = adjacency(state, cs.id, card.id)
        if isinstance(near, str):
            return near
        n += bool(near)
    return n


def _printed_name(name: str) -> str:
    return re.sub(r"\s*\[\d+\]$", "", name).casefold().replace("ё", "е")


def opposite(state, owner):
    """The creature on the cell in front of `owner` («напротив»: 2012 207.8), or '?why'."""
    from .board import in_front
    if owner.cell is None:
        return f"?the cell of {owner.id} is not given: what stands opposite it is not known"
    cell = in_front(owner.cell, owner.controller)
    for cs in state.cards:
        if cs.zone is not Zone.PLAY or cs.id == owner.id or cs.card.type is CardType.FLYER:
            continue
        if cs.cell is None:
            return f"?the cell of {cs.id} is not given: it may stand opposite {owner.id}"
        if cell is not None and cs.cell == cell and cs.card.type in CREATURES:
            return cs
    return f"?no creature stands opposite {owner.id}: X has nothing to be read from"


def beside(state, owner) -> list | str:
    """The creatures of `owner`'s controller on the cells left and right of it: its line, the next columns
    («справа и слева от …»; 207.2: a line runs across the board)."""
    if owner.cell is None:
        return f"?the cell of {owner.id} is not given: who stands left and right of it is not known"
    out = []
    for cs in state.cards:
        if cs.zone is not Zone.PLAY or cs.controller != owner.controller or cs.card.type not in CREATURES \
                or cs.id == owner.id or cs.card.type is CardType.FLYER:
            continue
        if cs.cell is None:
            return f"?the cell of {cs.id} is not given: it may stand beside {owner.id}"
        if side_by_side(cs.cell, owner.cell):
            out.append(cs)
    return out


def printed_rules(computed, edition: str | None) -> tuple[str, ...]:
    """The rules X is read by, where the edition has them: a printed value (the classic judges' dev-346); a
    count of cards next to another (2012 207.7, and 211.4: a flyer is next to nothing)."""
    from .registry import get_rule, topic_rule
    if not edition:
        return ()
    spec = dict(computed)
    if spec.get("current") == "wounds":
        return tuple(r.id for r in [topic_rule(edition, "computed-current-wounds")] if r)
    if spec.get("current") == "tokens":     # the counters a card has: a state the scenario gives, no reading
        return ()
    for key, topics in (("printed", ("computed-printed-value",)), ("current", ("computed-current-lives",)),
                        ("difference", ("computed-difference", "computed-printed-value"))):
        if spec.get(key):
            return tuple(r.id for r in (topic_rule(edition, t) for t in topics) if r)
    return tuple(r for r in ("classic-2012:207.7", "classic-2012:211.4")
                 if not edition.startswith("heroes") and get_rule(r))


def feature_x(feature, card_name: str | None = None):
    """The computed X a feature's ability or trigger reads («… на X, где X …»): its `x:` (docs/cards.md), or
    the compiled clause read (`compiled_x`, on the card named `card_name` that prints it), or None."""
    if feature is None:
        return None
    return feature.param("computed_x") or compiled_x(feature, card_name)


def effect_x(state, computed, owner_id: str, other_id: str | None, edition: str | None):
    """X of an ability or a triggered effect of card `owner_id` whose other end (its target) is `other_id`:
    (X, the rules it is read by) or ('?why', ())."""
    owner = state.card(owner_id) if owner_id and state.has(owner_id) else None
    other = state.card(other_id) if other_id and state.has(other_id) else None
    if owner is None:
        return f"?{owner_id} is not in the scenario", ()
    x = compute(state, computed, owner, other, dict(computed).get("tier"))
    if isinstance(x, str):
        return x, ()
    rules = printed_rules(computed, edition)
    if not rules:
        return f"?no rule of {edition} here says how this X is read (printed or current values)", ()
    return x, rules


# The compiler keeps a compiled part's «где X …» verbatim (its `value` «X, где X …», or the ability's `x`); the
# shapes read here give the same computed X a hand-written `x:` gives (docs/cards.md). `NAME` is the card's own
# name in any case; any other wording stays unknown, naming the clause.
_NAME = r"(?P<name>[а-яa-z][а-яa-z -]*?)"
_X_SHAPES = (
    (re.compile(r"разница стоимости " + _NAME + r" и атакованного"),
     (("difference", "cost"), ("of", "other"))),
    (re.compile(r"сумма слабых \{strike\} ваших существ справа и слева от " + _NAME),
     (("printed", "strike"), ("of", "beside"), ("tier", "weak"))),
    (re.compile(r"число ран на " + _NAME + r"(?: \(максимум (?P<max>\d+)\))?"),
     (("current", "wounds"), ("of", "self"))),
    # «ранить существо на X, где Х его {move}»: «его» is the one creature the ability targets (`_one_target`)
    (re.compile(r"его \{move\}"), (("printed", "move"), ("of", "other"))),
)


def x_clause(feature) -> str | None:
    """The «где X …» clause of a compiled ability whose attack is valued X (its part's `value` «X, где X …» or
    the ability's `x`), or None."""
    if feature is None:
        return None
    x = feature.param("x")
    if isinstance(x, str) and x.strip():
        return x.strip()
    for p in feature.param("actions") or ():
        v = p.get("value") if isinstance(p, dict) else None
        if isinstance(v, str) and re.match(r"\s*[XХ]\s*,\s*где\b", v):
            return v.strip()
    return None


def compiled_x(feature, card_name: str | None):
    """The computed X (as `parse_computed` gives it) of a compiled ability's «где X …» on the card named
    `card_name`; None where the clause is none of the shapes read, or names another card."""
    clause = x_clause(feature)
    if clause is None or not card_name:
        return None
    low = " ".join(re.sub(r"\bх\b", "x", clause.casefold().replace("ё", "е")).split())
    low = re.sub(r"^x\s*,?\s*(где\s+x\s*)?[-—–]?\s*", "", low).rstrip(". ")
    for pattern, spec in _X_SHAPES:
        m = pattern.fullmatch(low)
        if m is None:
            continue
        named = m.groupdict().get("name")
        if (named is not None and not _names_card(named, card_name)) or (named is None and not _one_target(feature)):
            continue
        cap = m.groupdict().get("max")
        return spec + ((("max", int(cap)),) if cap else ())
    return None


def _one_target(feature) -> bool:
    """The ability is one part whose target is one card it describes (not itself, not «всех …»)."""
    parts = feature.param("actions") or ()
    t = parts[0].get("target") if len(parts) == 1 and isinstance(parts[0], dict) else None
    return isinstance(t, dict) and bool(t.get("noun")) and not t.get("quantity") and not t.get("up_to")


def _names_card(words: str, card_name: str) -> bool:
    """The clause's words are the card's name in some case: word by word, the same lemma or the name word with
    an ending («Фагора», «Рэккене»)."""
    from .cardtext.words import lemma
    got, name = words.split(), card_name.casefold().replace("ё", "е").split()
    return len(got) == len(name) and all(
        g == n or lemma(g) == lemma(n) or (g.startswith(n) and len(g) - len(n) <= 2) for g, n in zip(got, name))
