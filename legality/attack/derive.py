"""The value modifiers the cards on the board put on an attack (their `modifier:` features, card_modifiers.py).

For one final target, every card in play is read: a `dealt` modifier of the attack's source, a `received`
modifier of the target. Each condition is decided from the scenario (the other card's printed element, type,
move, cost, abilities; open, wounds, tokens, defending; formation and board geometry from the cells) or, when
the scenario does not give the fact, the attack is `unknown` naming the card, the feature and the missing fact:
never a silent guess. A derived modifier enters the edition's order exactly as a hand-typed one, with its card
and feature. A hand-typed `modifiers:` list overrides the derived modifiers of every card it names.
"""
from __future__ import annotations

from dataclasses import dataclass

from model import CardState, CardType, FeatureKind, GameState, Zone

from ..card_modifiers import CLASS_RULES, CLASSES, CardModifier
from ..board import side_by_side
from ..formation import FORMATION, in_formation
from ..world import names_ability
from .modifiers import Modifier

# classic 2012 411.4: a broad protection includes each narrower kind
BROADER = {"защита от разрядов": "Защита от магии", "защита от магических ударов": "Защита от магии",
           "защита от заклинаний": "Защита от магии"}


@dataclass(frozen=True)
class Derived:
    modifiers: tuple[Modifier, ...]
    notes: tuple[tuple[tuple[str, ...], str], ...]     # (rules, text) for the steps
    unknown: str | None = None


def card_modifiers(state: GameState):
    """(card state, feature, CardModifier, id) for every modifier feature of a card in play. One laid on cards (an
    `effects` record: «Хозяин … имеет …», a trigger's grant) is its carriers' (an acquired feature), as a laid
    deontic feature is (legality/situation.py); a lasting one (`duration`: «+1 к {strike} до конца хода») is in
    force only where it is laid."""
    laid: dict[tuple[str, str], list] = {}
    for c in state.cards:
        for e in c.effects:
            laid.setdefault((e.source, e.feature), []).append((c, e))
    for cs in state.cards:
        for f in cs.card.features:
            cm = f.param("card_modifier")
            if cm is None:
                continue
            if (cs.id, f.id) in laid:
                seen: dict[str, int] = {}
                for carrier, e in laid[(cs.id, f.id)]:
                    if f.param("duration") == "while_hosting_source" and cs.host != carrier.id:
                        continue        # «пока Дха его паразит»: its source no longer stands on it (stack/hosts.py)
                    if carrier.zone is Zone.PLAY:
                        # laid again on one carrier (each with its own fixed values): one modifier each
                        n = seen[carrier.id] = seen.get(carrier.id, 0) + 1
                        yield carrier, f, cm, f"{cs.id}/{f.id}@{carrier.id}" + (f"#{n}" if n > 1 else ""), e.bound
            elif cs.zone is Zone.PLAY and not f.param("duration"):
                yield cs, f, cm, f"{cs.id}/{f.id}", ()


def derive(state: GameState, spec, target: str | None, edition: str | None = None) -> Derived:
    named = {m.card for m in spec.modifiers}
    mods, notes, unknown = [], [], []
    capped: dict[str, int] = {}        # a capped modifier's value so far, per instance group (its `max`)
    for cs, f, cm, mid, bound in card_modifiers(state):
        holder = spec.source if cm.side == "dealt" else target
        if holder is None or (cm.holders is None and cs.id != holder):
            continue
        if cm.holders is not None:
            held = _holds(state, cs, state.card(holder), cm.holders)
            if held is None:
                continue                     # not about this attack: the card is not one it speaks of
            if isinstance(held, str):
                unknown.append(f"card modifier {cs.card.name} ({mid}) «{f.text}»: {held[1:]}")
                continue
        other_id = target if cm.side == "dealt" else spec.source
        label = f"{mid} «{f.text}»"
        if cs.id in named:
            notes.append(((), f"{label}: the hand-typed modifiers name {cs.id}: they replace its card modifiers"))
            continue
        rules, why = _applies(state, spec, cs, cm, other_id, state.card(holder), edition, bound)
        if why is None:
            continue
        value = cm.value
        if why is True and cm.computed == (("laid", "x"),):   # X fixed when it was laid (legality/laid_values.py)
            value = dict(bound).get("x")
            if value is None:
                why = "?its X, fixed when the effect was laid, is not given (a scenario's effects[].bound.x)"
        elif why is True and cm.computed is not None:     # «+X, где X …» (legality/computed_values.py)
            from ..computed_values import compute, printed_rules
            value = compute(state, cm.computed, cs, state.card(other_id) if other_id and state.has(other_id)
                            else None, spec.tier)
            if isinstance(value, str):
                why = value
            else:
                rules = tuple(dict.fromkeys(rules + printed_rules(cm.computed, edition)))
        if why is True and cm.limit is not None:        # «первая за ваш ход атака …»: the first N this turn
            used = dict(cs.modifier_uses).get(f.id, 0)
            if used >= cm.limit:
                why = f"{used} attack(s) it speaks of made this turn: only the first {cm.limit} (`modifier_uses`)"
                if cm.holders is not None:      # other cards' attacks: the first in all, not each one's first
                    from ..registry import topic_rule
                    r = topic_rule(edition, "first-attacks-in-all") if edition else None
                    if r is None:
                        why = (f"?whether «the first attack» counts the attacks of all the cards it speaks of or "
                               f"each one's no rule of {edition} here says (classic:ruling-dev-034: all of them)")
                    else:
                        rules = tuple(dict.fromkeys(rules + (r.id,)))
        if why is True and cm.cap is not None:          # «(максимум +3)»: its instances on this card, in the
            key = mid.split("#")[0]                        # order they were laid, add up to at most the cap
            room = cm.cap - capped.get(key, 0)
            if value > room:
                over = ()
                if key in capped:     # a maximum over several instances, not each one's: the judges' reading
                    from ..registry import topic_rule
                    r = topic_rule(edition, "maximum-over-instances") if edition else None
                    if r is None:
                        unknown.append(f"card modifier {cs.card.name} ({mid}) «{f.text}»: its maximum {cm.cap} "
                                       f"bounds each instance or all of them: no rule of {edition} here says "
                                       f"(classic:ruling-dev-324: all of them)")
                        continue
                    over = (r.id,)
                notes.append((over, f"{label}: {'+' if cm.op == 'add' else '-'}{value} is cut to {max(room, 0)}: "
                                    f"its instances add up to at most {cm.cap} (its maximum)"))
                value = max(room, 0)
            capped[key] = capped.get(key, 0) + value
            if value == 0:
                continue
        if why is True:
            m = Modifier(mid, cm.op, cs.id, value, cm.to, cm.round, f.id)
            mods.append(m)
            notes.append((rules, f"{label}: applies ({cm.describe()}{f', X = {value}' if cm.computed else ''})"))
        elif why.startswith("?"):
            unknown.append(f"card modifier {cs.card.name} ({mid}) «{f.text}»: {why[1:]}")
        else:
            notes.append((rules, f"{label}: not applied ({why})"))
    return Derived(tuple(mods), tuple(notes), "; ".join(unknown) or None)


def limited_met(state: GameState, attacker: str, kind: str) -> list:
    """(card id, feature id, why unknown | None) of every value modifier limited to the first N attacks a turn
    («первая за ваш ход атака существа в строю с …») that an attack of `kind` by `attacker` is one of: the trace
    counts it as the attack executes (whether or not the modifier changed it), into the card's `modifier_uses`."""
    out = []
    h = state.card(attacker)
    for cs, f, cm, _mid, _bound in card_modifiers(state):
        if cm.limit is None or cm.side != "dealt" or (cm.kinds() and kind not in cm.kinds()):
            continue
        if cm.holders is None:
            held = True if cs.id == attacker else None
        else:
            held = _holds(state, cs, h, cm.holders)
        if held is None:
            continue
        why = held[1:] if isinstance(held, str) else None
        for key, want in cm.self_:
            got, _r = _self_fact(state, cs, key, want)
            if isinstance(got, str) and got.startswith("?"):
                why = why or got[1:]
            elif got is not True:
                break
        else:
            out.append((cs.id, f.id, why))
    return out


def _holds(state, cs: CardState, h: CardState, holders):
    """Whether the card `h` is one the modifier of `cs` speaks of: True, None (it is not), or '?missing fact'."""
    for key, want in holders:
        if key == "controller":
            same = h.controller == cs.controller
            if (want == "own" and not same) or (want == "enemy" and same):
                return None
        elif key == "types" and h.card.type.value not in want:
            return None
        elif key == "element" and not set(h.card.elements) & set(want):
            return None
        elif key == "classes" and not {x.casefold() for x in h.card.classes} & {w.casefold() for w in want}:
            return None
        elif key == "adjacent":
            if h.id == cs.id:
                return None
            if h.cell is None or cs.cell is None:
                return f"?whether {h.id} stands next to {cs.id}: the cell of {h.id if h.cell is None else cs.id} " \
                       f"is not given"
            near = max(abs(h.cell[0] - cs.cell[0]), abs(h.cell[1] - cs.cell[1])) == 1
            if near != want:
                return None
        elif key == "in_formation_with":   # «существа в строю с …»: the friendly creatures in formation with it
            from ..formation import formation_mates
            mates = formation_mates(state, cs)
            if isinstance(mates, str):
                return mates
            if (h.id in mates) != want:
                return None
        elif key == "beside":       # «слева и справа от …»: the next column of the same line (board.side_by_side)
            if h.id == cs.id:
                return None
            if h.cell is None or cs.cell is None:
                return f"?whether {h.id} stands left or right of {cs.id}: the cell of " \
                       f"{h.id if h.cell is None else cs.id} is not given"
            if side_by_side(h.cell, cs.cell) != want:
                return None
    return True


def _applies(state, spec, cs: CardState, cm: CardModifier, other_id, holder: CardState, edition=None, bound=()):
    """(rules, True | reason it does not apply | '?missing fact' | None when it is not about this attack)."""
    rules = []
    kinds = cm.kinds()
    if kinds and spec.kind not in kinds:
        for a in cm.attacks:
            rules += CLASS_RULES.get(a, ())
        return tuple(dict.fromkeys(rules)), f"a {spec.kind} is not one of: {', '.join(cm.attacks)}"
    for a in cm.attacks:
        if a in CLASSES:
            rules += CLASS_RULES.get(a, ())
    if set(cm.attacks) == {"direct"}:      # «от направленных ударов»
        got = _directed(state, spec, edition)
        if got is not True:
            return tuple(dict.fromkeys(rules)), got
    if cm.tiers:
        if spec.tier is None:
            return (), "?the attack's strength (weak, medium, strong) is not given (attack.tier)"
        if spec.tier not in cm.tiers:
            return (), f"the attack is {spec.tier}, not {'/'.join(cm.tiers)}"
    other = state.card(other_id) if other_id and state.has(other_id) else None
    for key, want in cm.other:
        if other is None:
            return (), f"?the attack has no {'target' if cm.side == 'dealt' else 'source'} card to test {key}"
        if key == "same_as_laid":         # a value its trigger fixed when laying it (legality/laid_values.py)
            from ..laid_values import same_as_laid
            r, got = same_as_laid(other, want, bound)
            rules += r
            if got is not True:
                return tuple(dict.fromkeys(rules)), got
            continue
        got = _other_fact(state, other, key, want, spec, cs, edition)
        if got is not True:
            return (), got
        if key == "has" and any(w.casefold().replace("ё", "е") in BROADER for w in want):
            rules.append("classic-2012:411.4")
    for key, want in cm.self_:
        got, r = _self_fact(state, cs, key, want)
        rules += r
        if got is not True:
            return tuple(rules), got
    for key, want in cm.geometry:
        got = _through(state, spec, cs, want) if key == "through" else _geometry(state, holder, other, key, want)
        if got is not True:
            return tuple(rules), got
    return tuple(dict.fromkeys(rules)), True


def _directed(state, spec, edition=None):
    """Whether the strike is directed: a declared simple strike stated directed, or whose source has «Направленный
    удар» (its condition on the attacked card met, legality/directed_strikes.py) or «Безответный удар», which
    includes it (2012 glossary). Any other strike (special, magic, a counterstrike, one made by an effect), or a
    source whose abilities the scenario may change (effects laid on it, a text of its own about directed strikes
    kept unread), is unknown: the checker does not decide whether those are directed."""
    from ..directed_strikes import _keywords, _meets
    if spec.kind != "strike":
        return f"?whether a {spec.kind} is a directed strike is not decided"
    if spec.origin != "declared":
        what = "a counterstrike" if spec.origin == "counter" else "a strike made by an effect"
        return f"?whether {what} is a directed strike is not decided"
    if spec.directed:
        return True
    if spec.source is None or not state.has(spec.source):
        return "?the strike has no source card to tell whether it is directed"
    src = state.card(spec.source)
    if src.effects:
        return f"?{src.id} has effects laid on it ({', '.join(e.feature for e in src.effects)}), which may make " \
               "its strike directed"
    if any((f.keyword or "").casefold().replace("ё", "е") == "безответный удар" for f in src.card.features):
        return True
    met = [_meets(state, f, spec.final_target, edition, src.id) for f in _keywords(state, src.id)]
    if True in met:
        return True
    if None in met:
        return f"?whether {src.id}'s «Направленный удар» holds against {spec.final_target} is not known"
    unread = next((f for f in src.card.features if f.kind is FeatureKind.TEXT
                   and "направлен" in (f.text or "").casefold()), None)
    if unread is not None:
        return f"?whether {src.id}'s strike is directed: its text «{unread.text}» is not read"
    return f"{src.id}'s simple strike is not directed (it has no «Направленный удар»)"


def _other_fact(state, c: CardState, key: str, want, spec, holder: CardState, edition=None):
    card = c.card
    name = c.id
    if key in ("element", "not_element", "has", "element_not_in_own_squad") and c.effects:
        return f"?{name} has effects laid on it ({', '.join(e.feature for e in c.effects)}), which may change its {key}"
    if key == "element":
        return True if set(card.elements) & set(want) else f"{name} is not {'/'.join(want)}"
    if key == "not_element":
        return True if not set(card.elements) & set(want) else f"{name} is {'/'.join(set(card.elements) & set(want))}"
    if key == "element_not_in_own_squad":
        # «не принадлежащим к стихиям, которые есть в вашем отряде»: a neutral card belongs to no element (dev-507)
        squad = {e for o in state.cards if o.controller == holder.controller and o.zone is Zone.PLAY
                 for e in o.card.elements if e != "neutral"}
        shared = set(card.elements) & squad
        got = not shared
        return True if got == want else (f"{name} is {'/'.join(sorted(shared))}, an element of "
                                         f"{holder.controller.value}'s squad" if shared else
                                         f"{name} belongs to no element of {holder.controller.value}'s squad")
    if key == "types":
        return True if card.type.value in want else f"{name} is a {card.type.value}, not {'/'.join(want)}"
    if key == "classes":
        have = {x.casefold() for x in card.classes}
        return True if any(w.casefold() in have for w in want) else f"{name} has no class {'/'.join(want)}"
    if key == "has":
        verdicts = [_has(state, c, w, edition) for w in want]
        if True in verdicts:
            return True
        missing = [v for v in verdicts if isinstance(v, str)]
        return missing[0] if missing else f"{name} has none of: {', '.join(want)}"
    if key in ("open", "wounded", "defender"):
        got = {"open": c.open, "wounded": c.wounds > 0, "defender": c.is_defender or c.id == spec.defender}[key]
        return True if got == want else f"{name} is {'' if got else 'not '}{key}"
    if key == "formation_next_to_at_least":
        return _formation_next_to(state, c, want, holder)
    if key in ("cursed", "poisoned"):
        return _cursed_or_poisoned(c, key, want)
    if key in ("next_to_own_cell_marker", "on_own_cell_marker"):      # «рядом с гнездом», «на клетке с гнездом»
        from ..cell_markers import own_marker_fact
        return own_marker_fact(state, c.id, key, want, holder, edition)
    what, bound = key.rsplit("_at_", 1)
    value = card.move if what == "move" else (None if card.cost.x else card.cost.value)
    if value is None:
        return f"?{name}'s printed {what} is not given"
    ok = value >= want if bound == "least" else value <= want
    return True if ok else f"{name}'s printed {what} is {value}"


def _cursed_or_poisoned(c: CardState, key: str, want: bool):
    """The other card's curse (its state `curse`) or poison (its `poison` X) as the scenario states them. Effects
    laid on it, or a text of its own about curses or poison the checker keeps unread, may change them: unknown."""
    got = "curse" in c.states if key == "cursed" else c.poison > 0
    if got != want and c.effects:
        return f"?{c.id} has effects laid on it ({', '.join(e.feature for e in c.effects)}), which may make it {key}"
    stem = "прокля" if key == "cursed" else "отрав"
    unread = next((f for f in c.card.features if f.kind is FeatureKind.TEXT
                   and stem in (f.text or "").casefold()), None)
    if got != want and unread is not None:
        return f"?whether {c.id} is {key}: its text «{unread.text}» is not read"
    return True if got == want else f"{c.id} is {'' if got else 'not '}{key}"


def _formation_next_to(state, c: CardState, want: int, holder: CardState):
    """At least `want` creatures with Строй of the holder's controller stand next to `c` (2012 207.7; a symbiote
    in its host's cell is next to what its host is next to, 210.9 — the judges, dev-026; a flyer next to none)."""
    from ..board import adjacency
    from ..formation import has_formation
    mine = [o for o in state.cards if o.zone is Zone.PLAY and o.controller == holder.controller and o.id != c.id
            and o.card.type in (CardType.CREATURE, CardType.FLYER, CardType.SYMBIOTE) and has_formation(o.card)]
    seen = [(o.id, adjacency(state, o.host if o.host and o.cell is None else o.id, c.id)) for o in mine
            if not (o.host == c.id)]
    n = sum(1 for _, a in seen if a is True)
    if n >= want:
        return True
    missing = next((a for _, a in seen if isinstance(a, str)), None)
    return missing or f"{n} creature(s) with Строй of {holder.controller.value} stand next to {c.id}, not {want}"


def _has(state, c: CardState, ability: str, edition=None):
    """True when the card has the ability (printed, or «Строй: …» while in formation, or granted by an effect
    of its own card: the `property` question's resolution, legality/world.py); a reason otherwise.
    The judges count acquired abilities as well as printed ones (dev-257). Flight is the flyer's card type."""
    want = ability.casefold().replace("ё", "е")
    own_grant = any(e.op in ("grant", "remove") and (e.ability or "").casefold().replace("ё", "е") in (want, "all")
                    and e.targets.who == "self" for f in c.card.features for e in [f.param("card_effect")] if e)
    if own_grant:      # «Пока на Бон и Берроу есть {counter} получает …» (dev-241, dev-323)
        if edition is None:
            return f"?whether {c.id} has {ability}: an effect of its own card grants or removes it"
        from ..world import has_ability
        got, _ = has_ability(state, c.id, ability, edition)
        if got is None:
            return f"?whether {c.id} has {ability} is undecided under {edition}"
        if got:
            return True
    if want == "полет" and c.card.type is CardType.FLYER:
        return True
    if want in BROADER:       # classic 2012 411.4: Защита от магии includes protection from discharges …
        broad = _has(state, c, BROADER[want])
        if broad is True or (isinstance(broad, str) and broad.startswith("?")):
            return broad
    for f in c.card.features:
        named = (f.param("ability") or "").casefold().replace("ё", "е") == want
        if not (named or names_ability(f, ability) or (f.keyword or "").casefold().replace("ё", "е") == want):
            continue
        cond = f.param("while")
        if cond is None:
            return True
        if cond == "в строю":
            got = in_formation(state, c)
            if got is True or isinstance(got, str):
                return got
            continue
        return f"?{c.id} has {ability} only {cond}, which the scenario does not say"
    stem = want[:5]
    unread = next((f for f in c.card.features if f.kind is FeatureKind.TEXT
                   and stem in f.text.casefold().replace("ё", "е")), None)
    if unread is not None:
        return f"?whether {c.id} has {ability}: its text «{unread.text}» is not read"
    return f"{c.id} has no {ability}"


def _self_fact(state, cs: CardState, key: str, want):
    if key == "in_formation":
        got = in_formation(state, cs)
        if isinstance(got, str):
            return got, (FORMATION,)
        return (True if got == want else f"{cs.id} is {'' if got else 'not '}in formation"), (FORMATION,)
    if key == "tokens_at_least":
        return (True if cs.tokens >= want else f"{cs.id} has {cs.tokens} tokens"), ()
    if key == "own_turn":
        got = state.active is cs.controller
        return (True if got == want else f"it is {'' if got else 'not '}{cs.controller.value}'s turn"), ()
    if key == "enemy_first_row_empty":
        from ..board import first_row_empty
        got = first_row_empty(state, cs.controller.opponent)
        if isinstance(got, str):
            return got, ()
        return (True if got == want else f"the opponent's first row has {'no ' if got else ''}cards of theirs"), ()
    if key == "opposite_own_unwounded":
        return _opposite_own_unwounded(state, cs, want), ()
    if key in ("column_of_own_cell_marker", "row_of_own_cell_marker"):     # «в одном столбце с вашим логовом»
        from ..cell_markers import line_own_marker
        return line_own_marker(state, cs, key, want)
    if key == "next_to_types":
        return _next_to_types(state, cs, want), ("classic-2012:207.7",)
    if key == "own_distinct_ranges_at_least":     # printed ranges (legality/squad_ranges.py)
        from ..squad_ranges import at_least
        return at_least(state, cs, want, True), ()
    got = {"open": cs.open, "wounded": cs.wounds > 0, "defender": cs.is_defender}[key]
    return (True if got == want else f"{cs.id} is {'' if got else 'not '}{key}"), ()


def _next_to_types(state, cs: CardState, types):
    """«пока стоит рядом с артефактом»: a card in play of one of `types` (anyone's) stands next to the modifier's
    card (2012 207.7; a flyer is next to nothing, 211.4), read off the cells; a cell not given is unknown."""
    from ..board import adjacency
    missing = None
    for o in state.cards:
        if o.zone is not Zone.PLAY or o.id == cs.id or o.card.type.value not in types:
            continue
        near = adjacency(state, o.id, cs.id)
        if near is True:
            return True
        if isinstance(near, str):
            missing = near
    return missing or f"no {'/'.join(types)} stands next to {cs.id}"


def _opposite_own_unwounded(state, cs: CardState, want):
    """«если напротив … стоит ваше существо без ран»: on the cell in front of the card (2012 207.8) stands an
    unwounded creature of its controller. Read off the cells; a cell not given is unknown."""
    from ..board import in_front
    if cs.cell is None:
        return f"?the cell of {cs.id} is not given: what stands opposite it is not known"
    front = in_front(cs.cell, cs.controller)
    there = None
    for o in state.cards:
        if o.zone is not Zone.PLAY or o.id == cs.id or o.card.type not in (CardType.CREATURE, CardType.HERO):
            continue
        if o.cell is None:
            return f"?the cell of {o.id} is not given: it may stand opposite {cs.id}"
        if front is not None and o.cell == front:
            there = o
    got = there is not None and there.controller == cs.controller and there.wounds == 0
    return True if got == want else (f"{there.id} stands opposite {cs.id}" + (" wounded" if there.wounds else
                                     " (not its controller's)") if there is not None else
                                     f"no creature stands opposite {cs.id}")


def _through(state, spec, cs: CardState, want):
    """The attack passes over the modifier's card: its cell lies midway between source and target on a line
    (a strike through a row, glossary «Удар через ряд»)."""
    ends = [state.card(x) for x in (spec.source, spec.final_target) if x and state.has(x)]
    missing = [c.id for c in [*ends, cs] if c.cell is None]
    if len(ends) < 2 or missing:
        return f"?whether the attack passes through {cs.id}: the cell of {', '.join(missing) or 'an end'} is not given"
    (r1, c1), (r2, c2) = ends[0].cell, ends[1].cell
    straight = (r1 == r2 or c1 == c2) and max(abs(r1 - r2), abs(c1 - c2)) == 2
    got = straight and cs.cell == ((r1 + r2) // 2, (c1 + c2) // 2)
    return True if got == want else f"the attack does {'' if got else 'not '}pass through {cs.id}"


def _rows(cs: CardState, other: CardState | None, key: str, want):
    """«если стоит в вашем 2-м ряду» (own_row), «по картам во 2-м ряду противника» (other_row: the row of the
    card at the other end on its own half, the modifier card's opponent's), «по карте напротив» (opposite): the
    rows of 207.3.b and the cell in front of 207.8, read off the cells (a flyer stands in no row, 211.2)."""
    from ..board import in_front, row_of
    card = cs if key == "own_row" else other
    if card is None or card.cell is None:
        if card is not None and card.card.type is CardType.FLYER:
            return f"{card.id} is a flyer: it stands in no row"
        return f"?whether the attack is {key.replace('_', ' ')} {want}: the cell of {card.id if card else 'the other card'} is not given"
    if key == "opposite":
        if cs.cell is None:
            return f"?whether the attack is opposite: the cell of {cs.id} is not given"
        got = in_front(cs.cell, cs.controller) == card.cell
        return True if got == want else f"{card.id} is {'' if got else 'not '}opposite {cs.id}"
    player = cs.controller if key == "own_row" else cs.controller.opponent
    row = row_of(card.cell, player)
    whose = "its controller's" if key == "own_row" else "the opponent's"
    return True if row == want else f"{card.id} stands in {f'row {row}' if row else 'no row'} of {whose} half, not {want}"


def _lines(cs: CardState, other: CardState | None, key: str, want):
    """«по существам, стоящим в том же столбце, что и <self>» (same_column: the columns of 207.2), «по картам на
    вашей половине поля боя» (other_on_own_half: the half of the modifier card's controller, 207.3.a), read off the
    cells. A flyer is in the Additional Zone, on no cell of the Battlefield (211.2): in no column, on no half."""
    from ..board import half
    ends = (cs, other) if key == "same_column" else (other,)
    for card in ends:
        if card is not None and card.cell is None and card.card.type is CardType.FLYER:
            got = False
            return True if got == want else f"{card.id} is a flyer: it stands on no cell of the Battlefield"
    missing = [c.id for c in ends if c is not None and c.cell is None]
    if other is None or missing:
        return f"?whether the attack is {key.replace('_', ' ')}: the cell of {', '.join(missing) or 'the other card'} " \
               "is not given"
    if key == "same_column":
        got = cs.cell[0] == other.cell[0]
        return True if got == want else f"{other.id} stands {'in' if got else 'not in'} the column of {cs.id}"
    got = half(other.cell) is cs.controller
    return True if got == want else f"{other.id} stands {'on' if got else 'not on'} the half of {cs.id}'s controller"


def _geometry(state, cs: CardState, other: CardState | None, key: str, want):
    if key in ("opposite", "own_row", "other_row"):
        return _rows(cs, other, key, want)
    if key in ("same_column", "other_on_own_half"):
        return _lines(cs, other, key, want)
    if other is None or cs.cell is None or other.cell is None:
        missing = [x.id for x in (cs, other) if x is not None and x.cell is None]
        return f"?whether the attack is {key}: the cell of {', '.join(missing) or 'the other card'} is not given"
    dr, dc = abs(cs.cell[0] - other.cell[0]), abs(cs.cell[1] - other.cell[1])
    got = max(dr, dc) == 1 if key == "adjacent" else (dr == 1 and dc == 1)
    return True if got == want else f"the cards are {'' if got else 'not '}{key}"
