"""The die-roll modifiers a card's own abilities and states put on its roll, for what the roll decides.

One reading for every question that rolls (DESIGN principle 11): the `attack` question's roll (dice.py), the
`fight` question's rolls (legality/stack/fight.py) and the `roll` question (legality/questions/roll.py).

classic 2012 glossary (legality/rules/dice_modifiers.py): Blessing +1 and Curse -1 to every roll; Attack
Experience +X when the card initiates a simple strike; Defense Experience +X when it responds to a melee strike;
Shooting, Throwing, Discharge Experience +X when it initiates a shot, a throw, a discharge; Clumsiness -X when it
initiates a simple strike or responds to a melee strike. X is 1 when omitted. The card has the ability printed
(a keyword, often an icon), laid on it by an effect in force, or as a state of the scenario (`states:`).
A named ability that works only under a condition («Строй: Опыт в атаке») or is laid while an effect could take
it away is not decided here: the roll is `unknown`, naming it.
"""
from __future__ import annotations

from dataclasses import dataclass

from model import FeatureKind, GameState

from ..facts import DIE_STATES as STATES
from ..registry import topic_rule
from ..world import has_ability
from .modifiers import Modifier

# what a roll decides: the strength of a simple strike the card initiates, of its counterstrike (it responds to
# a melee strike), of a shot, a throw or a discharge it initiates; or anything else (an ability's roll)
PURPOSES = ("strike", "counterstrike", "shot", "throw", "discharge", "other")

# ability name (lower case, ё as е) -> (op, the purposes it modifies or None for every roll, rule topic)
ABILITIES = {
    "благословение": ("add", None, "die-blessing"),
    "благословление": ("add", None, "die-blessing"),      # the relaunch base's spelling
    "проклятие": ("sub", None, "die-curse"),
    "опыт в атаке": ("add", ("strike",), "die-attack-experience"),
    "опыт в защите": ("add", ("counterstrike",), "die-defense-experience"),
    "опыт в стрельбе": ("add", ("shot",), "die-shooting-experience"),
    "опыт в метании": ("add", ("throw",), "die-throwing-experience"),
    "опыт в разряде": ("add", ("discharge",), "die-discharge-experience"),
    "неповоротливость": ("sub", ("strike", "counterstrike"), "die-clumsiness"),
}
STATE_ABILITY = {"blessing": "благословение", "curse": "проклятие"}


def _norm(s: str) -> str:
    return " ".join(str(s).casefold().replace("ё", "е").split()).rstrip(".")


def ability_of(feature) -> tuple[str, int] | None:
    """(ability name, X) when the feature is one of the die-modifying named abilities, else None."""
    if feature.kind is FeatureKind.KEYWORD and feature.keyword:
        name = _norm(feature.keyword)
        if name in ABILITIES:
            v = feature.param("value")
            return name, int(v) if isinstance(v, int) or str(v).isdigit() else 1
        return None
    text = _norm(feature.text)
    for name in ABILITIES:
        if text == name:
            return name, 1
        rest = text[len(name):].strip() if text.startswith(name + " ") else ""
        if rest.isdigit():
            return name, int(rest)
    return None


@dataclass(frozen=True)
class DieCards:
    modifiers: tuple[Modifier, ...]                  # op add | sub, each with its card and feature
    notes: tuple[tuple[tuple[str, ...], str], ...]   # (rules, text): what applied, and what did not and why
    acted: frozenset                                  # (card id, feature id) of every die ability read
    unknown: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()                       # the rules of the modifiers that applied


def _sources(state: GameState, card_id: str):
    """(feature id or state name, ability, X, how, conditional) of every die ability the card has."""
    cs = state.card(card_id)
    for f in cs.card.features:
        a = ability_of(f)
        if a is not None:
            yield f.id, a[0], a[1], "printed", bool(f.param("while") or f.param("against"))
    for e in cs.effects:
        if not state.has(e.source):
            continue
        f = state.card(e.source).card.feature(e.feature)
        a = ability_of(f) if f is not None else None
        if a is not None:
            yield f"{e.source}/{e.feature}", a[0], a[1], f"laid by {e.source}", False
    for s in getattr(cs, "states", ()):
        yield s, STATE_ABILITY[s], 1, "a state of the scenario", False


def die_card_modifiers(state: GameState, roller: str, purpose: str, edition: str) -> DieCards:
    """The modifiers of `roller`'s own abilities on a roll that decides `purpose` (PURPOSES)."""
    if purpose not in PURPOSES:
        raise ValueError(purpose)
    mods, notes, acted, unknown, rules = [], [], set(), [], []
    if not state.has(roller):
        return DieCards((), (), frozenset())
    cs = state.card(roller)
    for key, name, x, how, conditional in _sources(state, roller):
        op, purposes, topic = ABILITIES[name]
        if "/" not in key and key not in STATES:
            acted.add((roller, key))
        r = topic_rule(edition, topic)
        label = f"{cs.card.name} ({roller}) «{name.capitalize()}{'' if x == 1 else f' {x}'}», {how}"
        if how == "printed" and cs.effects:       # an effect in force may have taken it away (conservativeness)
            has, _why = has_ability(state, roller, name, edition)
            if has is None:
                unknown.append(f"{label}: the effects laid on it leave undecided whether it still has it")
                continue
            if not has:
                notes.append(((), f"{label}: taken away by an effect in force"))
                continue
        if r is None:
            unknown.append(f"{label}: no rule of {edition} says what it does to a die roll")
            continue
        if purposes is not None and purpose not in purposes:
            notes.append(((r.id,), f"{label}: does not modify a roll for {_what(purpose)}"))
            continue
        if conditional:
            from ..formation import FORMATION, inert_formation_keywords
            if (roller, key) in inert_formation_keywords(state, (roller,)):   # «Строй: …», decided not in one
                notes.append(((FORMATION,), f"{label}: {roller} stands in no formation, so it does not have it"))
                continue
            held = condition_holds(state, cs, key, edition)
            if held is None:
                f = cs.card.feature(key)
                read = f is not None and f.param("while") == {"strong_strike_above_enemy_creatures": True}
                unknown.append(f"{label}: no rule of {edition} says whether its condition reads printed or current "
                               "strikes (classic:ruling-dev-346)" if read and not condition_rules(edition) else
                               f"{label}: it works only under a condition the checker does not decide")
                continue
            if held is not True:
                notes.append((held[1], f"{label}: not now ({held[0]})"))
                continue
            rules += list(condition_rules(edition))
            r_cond = condition_rules(edition)
        else:
            r_cond = ()
        mid = f"{roller}/{key}" if "/" not in key else key
        feature = key if "/" not in key and key not in STATES else None
        mods.append(Modifier(mid, op, roller, x, feature=feature))
        rules.append(r.id)
        notes.append(((r.id,) + r_cond, f"{label}: {'+' if op == 'add' else '-'}{x} to the roll for "
                                        f"{_what(purpose)}" + (" (its condition holds)" if r_cond else "")))
    return DieCards(tuple(mods), tuple(notes), frozenset(acted), tuple(unknown), tuple(dict.fromkeys(rules)))


def condition_rules(edition: str) -> tuple[str, ...]:
    r = topic_rule(edition, "computed-printed-value")
    return (r.id,) if r is not None else ()


def condition_holds(state: GameState, cs, feature_id: str, edition: str):
    """A printed die ability's structured condition: `params.while: {strong_strike_above_enemy_creatures: true}`
    («{ova} 2, пока сильный {strike} Громилы племени больше, чем у любого существа противника»): its printed strong
    strike above every enemy creature's printed one (the judges, dev-465: without modifiers;
    classic:ruling-dev-346). True, (why not, rules), or None when not read (another condition, an edition
    without the reading, a strike not printed)."""
    f = cs.card.feature(feature_id)
    cond = f.param("while") if f is not None else None
    if not isinstance(cond, dict) or cond != {"strong_strike_above_enemy_creatures": True} or f.param("against"):
        return None
    rules = condition_rules(edition)
    if not rules or cs.card.strike is None:
        return None
    from model import CardType, Zone
    mine = cs.card.strike.strong
    for o in state.cards:
        if o.zone is not Zone.PLAY or o.controller is cs.controller \
                or o.card.type not in (CardType.CREATURE, CardType.FLYER, CardType.SYMBIOTE):
            continue
        if o.card.strike is None:
            return None
        if o.card.strike.strong >= mine:
            return (f"{o.id}'s printed strong strike {o.card.strike.strong} is not below {mine}", rules)
    return True


def _what(purpose: str) -> str:
    return {"strike": "a simple strike it initiates", "counterstrike": "its response to a melee strike",
            "shot": "a shot it initiates", "throw": "a throw it initiates", "discharge": "a discharge it initiates",
            "other": "an ability (not an attack it initiates or answers)"}[purpose]


def purpose_of(kind: str) -> str:
    """The roll's purpose for an attack kind of the attack question or an action kind."""
    return {"strike": "strike", "simple_strike": "strike", "shot": "shot", "throw": "throw",
            "discharge": "discharge"}.get(kind, "other")


def total(mods) -> int:
    return sum(m.value if m.op == "add" else -m.value for m in mods)
