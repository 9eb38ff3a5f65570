"""The game's nouns as plain, immutable, typed data. No solver imports in this package."""
from .actions import Action
from .cards import Card, Cost, Feature, Strike
from .enums import (ATTACKS, ActionKind, CardType, Edition, FeatureKind, Modality, Origin, Player, Step,
                    Zone)
from .state import CardState, CellMarker, Effect, GameState

__all__ = ["Action", "Card", "Cost", "Feature", "Strike", "ATTACKS", "ActionKind", "CardType",
           "Edition", "FeatureKind", "Modality", "Origin", "Player", "Step", "Zone", "CardState", "CellMarker", "Effect",
           "GameState"]
