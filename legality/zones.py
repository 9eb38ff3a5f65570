"""Zones a card's text is confined to: the card language's `while_in:` and `targets_zone:` fields.

Classic 2012 206.1–206.2: cards are in game zones (Deck, Graveyard, the Battlefield and the Additional Zone — «in
the squad», `play` here …). Some texts hold only in one zone or act only on cards in one zone:

    while_in: graveyard     # the feature is in force only while its card is in this zone («Не может быть изгнан
                            # с кладбища …»; «{regen}: 2, пока в вашем отряде …»: only in the squad, `play`)
    targets_zone: deck      # the cards the ability acts on are in this zone («изгнать одну из показанных карт»,
                            # «вернуть показанные карты на верх колоды»: the shown cards are in the Deck)

`acting_state` sets aside, under an edition with the judges' rule (topic `zone-confined`, classic dev-103,
dev-446), every feature whose card is outside its `while_in` zone, and names the rule among what decided the
question; without the rule the feature stays (kept text then leaves the question unknown). `zone_facts` gives the
legality rules (legality/rules/zones.py) whether the action's ability has a `targets_zone` and whether its target
is there. Both the `legal` question (legality/situation.py) and the `property` question (questions/property.py,
world.has_ability) read the same state.
"""
from __future__ import annotations

from dataclasses import replace

from model import Action, GameState

from .registry import topic_rule
from .verdict import Reason

CONFINED = "zone-confined"


def acting_state(state: GameState, edition: str | None) -> tuple[GameState, tuple[Reason, ...]]:
    """The state with each feature confined to a zone its card is not in set aside, and the reasons."""
    rule = topic_rule(edition, CONFINED) if edition else None
    if rule is None:
        return state, ()
    noted, cards, changed = [], [], False
    for cs in state.cards:
        kept = tuple(f for f in cs.card.features if f.param("while_in") in (None, cs.zone.value))
        if kept != cs.card.features:
            aside = ", ".join(f"«{f.text}» (only in {f.param('while_in')})"
                              for f in cs.card.features if f not in kept)
            noted.append(Reason(code="zone-confined-inactive", rule=rule.id, rules=(rule.id,),
                                message=f"{cs.card.name} ({cs.id}) is in {cs.zone.value}: a text confined to "
                                        f"another zone is not in force there ({aside})"))
            cs, changed = replace(cs, card=replace(cs.card, features=kept)), True
        cards.append(cs)
    return (replace(state, cards=tuple(cards)) if changed else state), tuple(noted)


PERSONAL = ("deck", "graveyard", "hand", "recruitment", "reserve")


def confined_unknowns(state: GameState, edition: str | None) -> tuple[str, ...]:
    """Under an edition without the judges' rule: each feature confined to a zone its card is not in, named."""
    if not edition or topic_rule(edition, CONFINED) is not None:
        return ()
    return tuple(f"{cs.card.name} ({cs.id}) is in {cs.zone.value}, and «{f.text}» holds in {f.param('while_in')}: "
                 f"no rule of {edition} says whether a text confined to a zone is in force outside it"
                 for cs in state.cards for f in cs.card.features if f.param("while_in") not in (None, cs.zone.value))


def ability_feature(state: GameState, action: Action):
    """The feature of the action's source that says which cards its ability acts on: the one the action names
    (`ability`), else its one feature with a `targets_zone` whose action (`params.action`, any when it names
    none) is this one; None when there is none or several."""
    if not action.source or not state.has(action.source):
        return None
    feats = [f for f in state.card(action.source).card.features if f.param("targets_zone")]
    if action.ability:
        feats = [f for f in feats if f.id == action.ability]
    else:
        feats = [f for f in feats if f.param("action") in (None, action.kind.value)]
    return feats[0] if len(feats) == 1 else None


def _fits(feature, target, source, action: Action) -> bool | None:
    """Whose zone, what element and what cost the text names. A personal zone (Deck, Graveyard …) is its
    controller's unless the text names the opponent's (classic 2012 206.3; glossary «Summoning»,
    «Resurrection»); «ваше существо» on the battlefield is `targets_whose: own`. None when the cost is X and no
    X is declared."""
    whose = feature.param("targets_whose") or ("own" if feature.param("targets_zone") in PERSONAL else "any")
    same = target.controller is source.controller
    if (whose == "own" and not same) or (whose == "enemy" and same):
        return False
    if set(target.card.elements) & set(feature.param("targets_not_element") or ()):
        return False
    if feature.param("targets_types") and target.card.type.value not in feature.param("targets_types"):
        return False
    if _words(target.card.name) in {_words(n) for n in feature.param("targets_not_names") or ()}:
        return False
    cost = feature.param("targets_cost")
    if cost is None:
        return True
    want = action.x if cost == "X" else cost
    if want is None or target.card.cost.x:
        return None
    return target.card.cost.value == want          # the printed cost, elite status aside


def one_each(classes: tuple[str, ...], cards) -> bool:
    """«эльфа, орка, тролля и гнома (4 разные карты)»: exactly one card per class named, each a different card
    of that class — a perfect matching of cards to classes (a card of two classes stands for one of them)."""
    if len(cards) != len(classes):
        return False
    norm = lambda n: n.casefold().replace("ё", "е")           # noqa: E731
    fits = []                                                 # card -> the classes (indices) it can stand for
    for card in cards:
        have = {norm(c) for c in card.classes}
        fits.append([c for c, name in enumerate(classes) if norm(name) in have])
    # augmenting paths (Kuhn), a handful of cards: networkx's Hopcroft-Karp gave the same answer and cost a
    # fifth of a second to import in every process that met such a text
    holder: dict[int, int] = {}                               # class -> the card standing for it

    def place(i: int, seen: set) -> bool:
        for c in fits[i]:
            if c not in seen:
                seen.add(c)
                if c not in holder or place(holder[c], seen):
                    holder[c] = i
                    return True
        return False

    return all(place(i, set()) for i in range(len(cards)))


def _words(text: str) -> str:
    return " ".join(text.replace("ё", "е").replace("Ё", "Е").split()).casefold()


def has_feature_text(card, text: str) -> bool:
    """«с особенностью с текстом при сильном {strike}»: a feature whose text begins with these words, word for
    word (the judges, dev-246: «При среднем или сильном {strike}» is not «При сильном {strike}»)."""
    want = _words(text)
    return any(_words(f.text).startswith(want) for f in card.features)


# the judges' readings of an ability's targets (legality/rules/zones.py), each the only rule that refuses what its
# facts say fails: (topic, the failing facts, what no rule of the edition says)
JUDGED_READINGS = (
    ("ability-zone", lambda f: not f["ability.target_in_zone"],
     "whether an ability acts on a card outside the zone its text names (classic:ruling-dev-304)"),
    ("ability-zone", lambda f: f["ability.target_in_zone"] and not f["ability.target_fits"],
     "whether an ability acts on a card of another player, type, element or cost than its text names "
     "(classic:ruling-dev-304)"),
    ("one-card-each-class", lambda f: f["ability.one_each_read"] and not f["ability.one_each_fits"],
     "whether a text taking one card of each class it lists may take these (classic:ruling-dev-202)"),
    ("ability-card-count", lambda f: f["ability.count_read"] and not f["ability.count_fits"],
     "whether an ability taking N cards of a zone acts on fewer (classic:ruling-dev-366)"),
    ("feature-text-match", lambda f: f["ability.feature_text_read"] and not f["ability.feature_text_fits"],
     "whether a text quoting a feature takes a card whose feature says otherwise (classic:ruling-dev-246)"),
)


def reading_unknowns(state: GameState, action: Action, edition: str, facts: dict) -> tuple[str, ...]:
    """Under an edition without the judges' reading that would refuse this target (classic-b, classic-2012: no
    text of theirs says), `unknown` naming the missing ruling — never `legal` for want of a rule."""
    if not facts.get("ability.targets_read"):
        return ()
    return tuple(f"{action.source} acts on {', '.join(action.targets)}: no rule of {edition} says {what}"
                 for topic, fails, what in JUDGED_READINGS if fails(facts) and topic_rule(edition, topic) is None)


def zone_facts(state: GameState, action: Action) -> dict:
    """The facts of the ability's targets: every target of the action is read (a text choosing several cards
    names them all in `targets`)."""
    feature = ability_feature(state, action)
    targets = [state.card(t) for t in action.targets if t and state.has(t)]
    fits = [_fits(feature, t, state.card(action.source), action) for t in targets] if feature else []
    read = feature is not None and bool(targets) and None not in fits
    classes = tuple(feature.param("targets_one_each") or ()) if feature else ()
    return {"ability.targets_read": read,
            "ability.target_in_zone": read and all(t.zone.value == feature.param("targets_zone") for t in targets),
            "ability.target_fits": read and all(fits),
            "ability.feature_text_read": read and feature.param("targets_feature_text") is not None,
            "ability.feature_text_fits": read and feature.param("targets_feature_text") is not None
                                         and all(has_feature_text(t.card, feature.param("targets_feature_text"))
                                                 for t in targets),
            "ability.count_read": read and feature.param("targets_count") is not None,
            "ability.count_fits": read and len(targets) == (feature.param("targets_count") or 0),
            "ability.one_each_read": read and bool(classes),
            "ability.one_each_fits": read and bool(classes) and one_each(classes, [t.card for t in targets])}
