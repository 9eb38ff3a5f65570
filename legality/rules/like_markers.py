"""Markers that lay a feature on a card («… получает маркер охоты (когда …)»): like markers on one card.

The 2012 rules say how a chain stops when an effect repeats (103.4; classic 522.1: «эта особенность … с тем же
источником и целью»); the judges rule that two like markers laid on one card by two uses of an ability are two
effects, each firing on its own (dev-227: Гиррит's two hunting markers wound twice). The trigger language reads
a feature laid twice on one card as two triggers (legality/triggers.py `in_force`, `instance`); the chain's
identity of an effect keeps them apart (graphs/chain.py `_fid`). Without this rule: `unknown`.
"""
from ..registry import rule

LIKE_MARKERS = rule(
    "classic:ruling-dev-227", "Два одинаковых маркера на одной карте",
    """Судейское решение dev-227 (Гиррит, «При выстреле атакованная карта получает маркер охоты до конца вашего
хода (когда она получает раны от атаки летающего существа ранить ее еще на 2 и удалить маркер)»): Гиррит может
повесить две метки на одно существо; при ударе летающего срабатывают обе, за каждую по две раны, итого 4.""",
    "Two like markers laid on one card (the same feature laid twice) are two effects: each fires on its own; "
    "the second is not a repetition of the first for the chain rules.",
    topic="like-markers",
    note="A judges' ruling (shared/data/rulings dev-227); it goes beyond the chain rules' «the same feature with "
         "the same source and target» (classic 522.1, 2012 103.4), which would cut the second marker's effect.",
)
