"""Which features of hidden cards (скрытые) act in a question: the state a declaration is judged on.

Classic 2012 415.3: at declaration a hidden target meets every condition of the ability, so what the card is
(its type, cost, text) cannot bear on the declaration: its features are not read. The source of the action is
revealed by declaring (415.2) and keeps its features. Under an edition with the judges' rule that a hidden card's
permanent abilities do not act (classic: dev-081, dev-137), every other hidden card in play keeps only the
features that can fire (triggered ones reveal it when they trigger, 415.2; activated ones reveal it when
declared); its permanent abilities, keywords and kept text with no trigger in it are set aside. Elsewhere a
hidden card keeps its features (under 2012 415.2 a permanent ability that acts reveals it).
"""
from __future__ import annotations

from dataclasses import replace

from model import Action, FeatureKind, GameState, Step, Zone

from .registry import topic_rule
from .verdict import Reason


def _can_fire(feature) -> bool:
    """A feature of a hidden card that can still act: one that fires (and so reveals the card, 415.2). What a
    trigger would have left lasting (`lasting`: a granted curse) is not there: had it fired, the card would be
    revealed, and a revealed card is not hidden again (dev-048)."""
    if feature.kind is FeatureKind.TRIGGERED and feature.param("lasting"):
        return False
    if feature.kind in (FeatureKind.TRIGGERED, FeatureKind.ACTIVATED):
        return True
    if feature.kind is FeatureKind.TEXT:
        from .reach import read_sentences
        return any(x.form != "static" for x in read_sentences(feature.text))
    return False


def acting_state(state: GameState, action: Action, edition: str) -> tuple[GameState, tuple[Reason, ...]]:
    """The state with the features of hidden cards that do not act set aside, and the reasons that set a hidden
    card's permanent features aside (the judges' rule; the verdict names it among what decided it). The same
    state when no hidden card is in play. A hidden target's features at declaration are set aside under 415.3,
    whose clause says so."""
    hidden = [c for c in state.cards if not c.revealed and c.zone is Zone.PLAY and c.id != action.source]
    if not hidden:
        return state, ()
    target_rule = topic_rule(edition, "hidden-target") if action.step is Step.DECLARATION else None
    permanent_rule = topic_rule(edition, "hidden-permanent")
    noted, cards = [], []
    for cs in state.cards:
        if cs in hidden and target_rule is not None and cs.id in action.targets:
            cs = replace(cs, card=replace(cs.card, features=()))
        elif cs in hidden and permanent_rule is not None:
            kept = tuple(f for f in cs.card.features if _can_fire(f))
            if kept != cs.card.features:
                aside = ", ".join(f"«{f.text}»" for f in cs.card.features if f not in kept)
                cs = replace(cs, card=replace(cs.card, features=kept))
                noted.append(Reason(
                    code="hidden-permanent-inactive", rule=permanent_rule.id, rules=(permanent_rule.id,),
                    message=f"{cs.card.name} ({cs.id}) is hidden: its permanent abilities do not act and are not "
                            f"read ({aside})"))
        cards.append(cs)
    return replace(state, cards=tuple(cards)), tuple(noted)
