"""The fact vocabulary: every variable a clause may test, its type, and how it is read off a situation.

A situation (a game state and the action asked about) becomes a flat dict of facts. Both evaluators
read only these facts. For search questions the z3 encoding leaves some facts free within their domain.
"""
from __future__ import annotations

from dataclasses import dataclass

from model import ATTACKS, Action, ActionKind, CardType, FeatureKind, GameState, Step, Zone

NONE = "none"  # the value of a card-valued fact when there is no such card


@dataclass(frozen=True)
class FactSpec:
    name: str
    type: type               # bool, int or str (an enumeration)
    doc: str
    domain: tuple = ()       # for str facts: the known values (card ids are added per situation)


def _enum(name, domain, doc):
    return FactSpec(name, str, doc, tuple(domain))


FACTS: dict[str, FactSpec] = {f.name: f for f in [
    _enum("action.kind", [k.value for k in ActionKind], "the kind of the action asked about"),
    _enum("action.step", [s.value for s in Step], "the step at which legality is checked"),
    FactSpec("action.source", str, "id of the card declaring the action"),
    FactSpec("action.target", str, "id of the action's (first) target"),
    FactSpec("action.has_x", bool, "the action has a player-declared X"),
    FactSpec("action.x", int, "the declared X (0 when there is none)"),
    _enum("action.x_from", ["none", "tokens", "cost", "cards", "declared"], "what X counts"),
    FactSpec("action.pays_tokens", bool, "declaring the action costs tokens"),
    FactSpec("action.tokens_paid", int, "tokens spent on the action"),
    FactSpec("action.has_param", bool, "the action has a numeric parameter (Отравление X …)"),
    FactSpec("action.param", int, "the numeric parameter"),
    FactSpec("action.is_attack", bool, "strike, shot, throw, discharge or magic strike"),
    FactSpec("action.simple", bool, "a simple (простой) strike"),
    FactSpec("action.directed", bool, "a directed (направленный) strike"),
    FactSpec("action.unanswered", bool, "an unanswered (безответный) strike"),
    FactSpec("action.generated", bool, "a generated (порождённое) action: made by an effect, not declared"),
    FactSpec("action.redirected", bool, "for a redirection or a defender: the attack already has a target other "
             "than its initial one; for an attack: it was redirected (legality/redirected_reach.py)"),
    FactSpec("action.targeted", bool, "a targeted (целевая) ability"),
    FactSpec("action.playing", bool, "the action plays (разыгрывает) a card"),
    FactSpec("action.free", bool, "played or declared for free"),
    FactSpec("action.compound", bool, "part of a complex ability («…, при этом …»)"),
    FactSpec("action.cost_x", bool, "the card being played has X in its cost"),
    FactSpec("action.feature_on_target", bool, "the target has the feature the action names («теряет [текст]»)"),
    FactSpec("action.source_tokens_short", bool, "the source has fewer tokens than the action costs"),
    _enum("source.zone", [z.value for z in Zone] + [NONE], "zone of the source"),
    FactSpec("source.open", bool, "the source is open (not closed)"),
    _enum("source.type", [t.value for t in CardType] + [NONE], "card type of the source"),
    _enum("source.controller", ["first", "second", NONE], "who controls the source"),
    FactSpec("source.defended_this_turn", int, "times the source has been a defender this turn"),
    FactSpec("source.acted_this_turn", int, "card actions the source has made this turn (2012 glossary «Card action»)"),
    FactSpec("action.more_acts", int, "card actions of this kind its source may make a turn beyond one: N-1 for a "
             "strike its text permits N times a turn (2012 glossary «Act X times per turn»; "
             "legality/strikes_per_turn.py), else 0"),
    FactSpec("action.card_action", bool, "the action's payment closes its source: a simple strike, or an ability whose "
                                         "cost closes ({tap})"),
    FactSpec("action.non_sudden", bool, "a playable ability its card prints without {instant} (2012 404.7: the "
                                        "active player's only)"),
    FactSpec("source.tokens", int, "tokens on the source"),
    _enum("target.zone", [z.value for z in Zone] + [NONE], "zone of the target"),
    FactSpec("target.open", bool, "the target is open"),
    FactSpec("target.revealed", bool, "the target is revealed (вскрыт)"),
    _enum("target.type", [t.value for t in CardType] + [NONE], "card type of the target"),
    _enum("target.controller", ["first", "second", NONE], "who controls the target"),
    FactSpec("target.is_defender", bool, "the target is acting as a defender"),
    FactSpec("target.protection_spells", bool, "the target has «Защита от заклинаний»"),
    FactSpec("target.protection_magic", bool, "the target has «Защита от магии» (protections: magic)"),
    FactSpec("target.protection_discharges", bool, "the target has «Защита от разрядов» (protections: discharges)"),
    FactSpec("target.protection_magic_strikes", bool,
             "the target has «Защита от магических ударов» (protections: magic_strikes)"),
    FactSpec("target.protection_shots", bool, "the target has «Защита от выстрелов» (protections: shots)"),
    FactSpec("target.protection_strikes", bool, "the target has «Защита от ударов» (protections: strikes)"),
    FactSpec("target.protection_flyer_attacks", bool,
             "the target has «Защита от атак летающих», {zoal} (protections: flyer_attacks)"),
    FactSpec("source.ignores_spells", bool, "the source ignores «Защита от заклинаний» (ignores: spells)"),
    FactSpec("source.ignores_magic", bool, "the source ignores «Защита от магии» (ignores: magic)"),
    FactSpec("source.ignores_discharges", bool, "the source ignores «Защита от разрядов», {zor}"),
    FactSpec("source.ignores_magic_strikes", bool, "the source ignores «Защита от магических ударов»"),
    FactSpec("source.ignores_shots", bool, "the source ignores «Защита от выстрелов», {zov}"),
    FactSpec("source.ignores_strikes", bool, "the source ignores «Защита от ударов»"),
    FactSpec("source.ignores_flyer_attacks", bool, "the source ignores «Защита от атак летающих», {zoal}"),
    FactSpec("source.ignores_features", bool,
             "the source ignores the features of the card it attacks («Игнорирует особенности атакованного»)"),
    FactSpec("target.lives_left", int, "lives left on the target"),
    _enum("state.active", ["first", "second"], "the active player"),
    FactSpec("target.cost", int, "printed cost of the target (0 when it is X)"),
    FactSpec("target.cost_x", bool, "the target's cost contains X"),
    FactSpec("target.hosts_symbiote", bool, "a symbiote or parasite stands on the target (a card whose `host` it is)"),
    FactSpec("source.incarnation", int, "X of the source's printed «Инкарнация X» (0: it has none)"),
    FactSpec("target.incarnation", int, "X of the target's printed «Инкарнация X» (0: it has none)"),
    FactSpec("squad.unique_clash", bool,
             "the card brought into a squad has Уникальность and a card of its name is already in that squad"),
    FactSpec("summon.read", bool, "the source's summoning/resurrection has a reading of what it may bring"),
    FactSpec("summon.fits", bool, "the card brought meets the conditions of the source's summon reading"),
    FactSpec("ability.targets_read", bool, "the action's ability names the zone of the cards it acts on (`targets_zone`)"),
    FactSpec("ability.target_in_zone", bool, "the action's target is in the zone its ability acts on"),
    FactSpec("ability.target_fits", bool, "the targets are of the player, element and cost the ability's text names"),
    FactSpec("ability.different_targets", bool, "the action's ability makes its attacks «по разным …» (each at "
             "another card)"),
    FactSpec("action.target_attacked_before", bool, "the target is a card an earlier attack of the same ability was "
             "declared at (`earlier`; its declared target, not one a redirection gave it)"),
    FactSpec("ability.feature_text_read", bool, "the ability takes cards with a feature of a text it quotes"),
    FactSpec("ability.feature_text_fits", bool, "every target has a feature beginning with that text, word for word"),
    FactSpec("ability.count_read", bool, "the ability takes a number of cards its text names («3 верхние карты»)"),
    FactSpec("ability.count_fits", bool, "the action takes exactly that many cards"),
    FactSpec("ability.one_each_read", bool, "the ability takes one different card of each class it lists"),
    FactSpec("ability.one_each_fits", bool, "the targets are one different card for each class the ability lists"),
    FactSpec("summon.place_in_additional_zone", bool, "the summon takes the place of a flyer («на её место»): "
             "the Additional Zone"),
    FactSpec("summon.onto_host", bool, "the source's summon brings the card onto a host (a symbiote «на себя»)"),
    # the board (legality/board.py): an undecided position makes a rule reading these `unknown`
    FactSpec("board.adjacent", bool, "source and target stand on neighbouring cells (2012 207.7; a flyer: never)"),
    FactSpec("board.apart", bool, "source and target are decidedly not adjacent (a flyer, a card out of play, "
                                  "cells given and not neighbouring; false when a cell is not given)"),
    FactSpec("board.distance", int, "cells from source to target, diagonal steps counting one (0: no cells)"),
    FactSpec("board.target_on_cell", bool, "the target stands on a Battlefield cell (not flying, not out of play)"),
    FactSpec("action.has_range", bool, "the ability has «дальность X»"),
    FactSpec("action.range", int, "its X (0 when it has none)"),
    _enum("action.via", ["movement", "jump", "teleport", "effect", "none"], "how a move relocates its card"),
    FactSpec("board.to_given", bool, "the move names its destination cell (`to`)"),
    FactSpec("board.to_distance", int, "cells from the source to the destination (0: no cells)"),
    FactSpec("board.to_orthogonal", bool, "the destination neighbours the moved card's cell on a vertical or horizontal"),
    FactSpec("board.to_same", bool, "the destination is the cell the moved card stands on"),
    FactSpec("board.to_occupied", bool, "another card in play stands on the destination"),
    FactSpec("board.row_over_occupying_marker", bool, "a strike through a row passes over a cell whose marker makes "
             "it occupied (legality/cell_markers.py)"),
    FactSpec("board.movement_left", int, "a move by movement: its card's unused movement (2012 203.4: the "
             "allowance minus the steps it made by movement this turn; 0 when it moves otherwise)"),
    FactSpec("board.to_own_row", int, "an incarnation's destination row on its card's controller's half (207.3.b; "
                                      "0: on the other half, or no such destination)"),
    FactSpec("source.may_accumulate", bool,
             "the source has an ability paid with a token ([Token]:, [Token][Close]:) or «[Close]: накопить фишку», "
             "or a card in play permits accumulating (classic 2012 218.4; legality/rules/tokens.py)"),
    FactSpec("target.over_token_max", bool,
             "the target has a token maximum and the tokens it would gain take it above (2012 218.6-218.8)"),
]}

CARD_VALUED = ("action.source", "action.target")
# the protections (a card state's `protections`) facts are read for; what each covers is the edition's rule
PROTECTIONS = ("spells", "magic", "discharges", "magic_strikes", "shots", "strikes", "flyer_attacks")
# «Игнорирует X» (a keyword, params.what) and the protection it names; «особенности атакованного существа»
# is every feature of the attacked card (classic 2012 408.2), read as `features`
IGNORED_NAMES = {"защита от заклинаний": "spells", "защита от магии": "magic", "защита от разрядов": "discharges",
                 "защита от магических ударов": "magic_strikes", "защита от выстрелов": "shots",
                 "защита от ударов": "strikes", "защита от атак летающих": "flyer_attacks",
                 "особенности атакованного существа": "features"}


def ignored(state: GameState, card_id: str | None) -> frozenset:
    """What a card ignores now: the card state's `ignores` (a lasting effect a scenario states: «Концентрация:
    игнорирует {zor} до конца хода противника» once it has happened) and its printed «Игнорирует X» keywords
    (classic 2012 408.3.a: no ignoring conditions, so always). A «Игнорирует» whose X is not one of
    IGNORED_NAMES is not read here (reach.py reads its words)."""
    if card_id is None or not state.has(card_id):
        return frozenset()
    c = state.card(card_id)
    printed = {IGNORED_NAMES.get(" ".join(str(f.param("what", "")).casefold().replace("ё", "е").split()))
               for f in c.card.features if (f.keyword or "").casefold() == "игнорирует" and not f.param("while")
               and not f.param("against")}       # «Игнорирует {zor} существ с …»: only at some cards
    return frozenset(c.ignores) | frozenset(p for p in printed if p)
DIE_STATES = ("blessing", "curse")      # a card's states that modify its die rolls (legality/attack/die_cards.py)


def card_facts(state: GameState, card_id: str | None, prefix: str) -> dict:
    if card_id is None or not state.has(card_id):
        return {f"{prefix}.zone": NONE, f"{prefix}.open": False, f"{prefix}.type": NONE,
                f"{prefix}.controller": NONE, f"{prefix}.defended_this_turn": 0, f"{prefix}.tokens": 0,
                f"{prefix}.acted_this_turn": 0,
                f"{prefix}.revealed": False, f"{prefix}.is_defender": False,
                f"{prefix}.lives_left": 0, **{f"{prefix}.protection_{p}": False for p in PROTECTIONS}}
    c = state.card(card_id)
    from .type_changes import current_type
    return {f"{prefix}.zone": c.zone.value, f"{prefix}.open": c.open, f"{prefix}.type": current_type(c).value,
            f"{prefix}.controller": c.controller.value, f"{prefix}.defended_this_turn": c.defended_this_turn,
            f"{prefix}.acted_this_turn": c.acted_this_turn,
            f"{prefix}.tokens": c.tokens, f"{prefix}.revealed": c.revealed, f"{prefix}.is_defender": c.is_defender,
            **{f"{prefix}.protection_{p}": p in c.protections for p in PROTECTIONS},
            f"{prefix}.lives_left": c.lives_left if c.lives_left is not None else 0}


def card_action(state: GameState, action: Action) -> bool | None:
    """Whether the action is a card action (2012 glossary «Card action»: its payment closes the card): a
    declared simple strike; an ability whose printed cost closes («{tap}:», «закрыться»). False for a movement,
    a generated action (nothing is paid) or an ability whose cost does not close; None when the action names no
    ability the card prints."""
    if action.generated or action.kind is ActionKind.MOVE:
        return False
    if action.kind is ActionKind.SIMPLE_STRIKE:
        return True
    if action.ability is None or action.source is None or not state.has(action.source):
        return None
    feat = state.card(action.source).card.feature(action.ability)
    if feat is None:
        return None
    cost = feat.param("cost")
    if cost is not None:
        return "закры" in str(cost) or "{tap}" in str(cost)
    head, colon, _rest = feat.text.partition(":")
    if not colon:
        return None
    return "{tap}" in head or "закры" in head.lower()


def directed_by_text(state: GameState, action: Action, edition: str | None) -> bool | None:
    from .directed_strikes import directed_by_text as read
    return read(state, action, edition)


def more_acts(state: GameState, action: Action) -> int:
    """N-1 when the source's text lets it strike N times a turn with this kind of strike, else 0."""
    if action.source is None or not state.has(action.source):
        return 0
    from .strikes_per_turn import strikes_feature
    got = strikes_feature(state.card(action.source).card, action.kind)
    return got[1] - 1 if got else 0


def non_sudden(state: GameState, action: Action) -> bool:
    """A declared playable ability the source prints in the «[cost]: [text]» form (404.2) without {instant}
    («внезапное действие», 404.6): 2012 404.7 lets only the active player declare it. False for a generated
    action, for an action naming no printed ability, and for a trigger."""
    if action.generated or action.ability is None or action.source is None or not state.has(action.source):
        return False
    feat = state.card(action.source).card.feature(action.ability)
    if feat is None or feat.kind is not FeatureKind.ACTIVATED:
        return False
    head, colon, _rest = (feat.text or "").partition(":")
    return bool(colon) and "{instant}" not in head and "внезапн" not in head.lower()


def may_accumulate(state: GameState, card_id: str | None) -> bool:
    from .rules.tokens import may_accumulate as f
    return f(state, card_id)


def over_token_max(state: GameState, action: Action) -> bool:
    from .rules.tokens import over_token_max as f
    return f(state, action)


def situation_facts(state: GameState, action: Action, edition: str | None = None) -> dict:
    """Read every fact of the vocabulary off a state and an action. Facts about a card's features come from
    legality/world.py (printed and acquired, under the edition's conservativeness rules when it is given)."""
    from .incarnation import incarnation_facts
    from .summons import summon_facts
    from .world import has_ability
    from .zones import zone_facts
    src = card_facts(state, action.source, "source")
    tgt = card_facts(state, action.target, "target")
    facts = {k: v for k, v in src.items() if k in FACTS}
    facts.update({k: v for k, v in tgt.items() if k in FACTS})
    target_card = state.card(action.target).card if action.target and state.has(action.target) else None
    source_tokens = src["source.tokens"]
    from .action_io import tokens_to_pay
    needed = tokens_to_pay(state, action)
    facts.update({
        "action.kind": action.kind.value,
        "action.step": action.step.value,
        "action.source": action.source or NONE,
        "action.target": action.target or NONE,
        "action.has_x": action.x is not None,
        "action.x": action.x or 0,
        "action.x_from": action.x_from or "none",
        "action.pays_tokens": needed is not None or action.x_from == "tokens",
        "action.tokens_paid": needed or 0,
        "action.has_param": action.param is not None,
        "action.param": action.param or 0,
        "action.is_attack": action.kind in ATTACKS,
        "action.simple": action.simple,
        "action.directed": action.directed or directed_by_text(state, action, edition) is True,
        "action.unanswered": action.unanswered,
        "action.generated": action.generated,
        "action.redirected": action.redirected,
        "action.targeted": action.targeted,
        "action.playing": action.playing,
        "action.free": action.free,
        "action.compound": action.compound,
        "action.card_action": card_action(state, action) is True,
        "action.more_acts": more_acts(state, action),
        "action.non_sudden": non_sudden(state, action),
        "action.cost_x": bool(target_card and target_card.cost.x) if action.playing else False,
        "action.feature_on_target": bool(target_card and action.feature_named
                                         and has_ability(state, action.target, action.feature_named, edition)[0]),
        "action.source_tokens_short": needed is not None and action.source is not None and source_tokens < needed,
        "state.active": state.active.value,
        "target.cost": target_card.cost.value if target_card else 0,
        "target.cost_x": bool(target_card and target_card.cost.x),
        "source.may_accumulate": may_accumulate(state, action.source),
        "target.over_token_max": over_token_max(state, action),
        **summon_facts(state, action),
        **zone_facts(state, action),
        **incarnation_facts(state, action),
        "target.hosts_symbiote": bool(action.target) and any(
            c.host == action.target and c.card.type is CardType.SYMBIOTE for c in state.cards),
    })
    ign = ignored(state, action.source)
    facts.update({f"source.ignores_{p}": p in ign for p in PROTECTIONS})
    facts["source.ignores_features"] = "features" in ign
    from .board import board_facts
    facts.update(board_facts(state, action))
    from .different_targets import different_target_facts
    facts.update(different_target_facts(state, action))
    assert set(facts) == set(FACTS), set(FACTS) ^ set(facts)
    return facts
