"""Markers on cards, as the classic judges count them (legality/markers.py). No rule text here speaks of markers
beyond tokens and life markers; the judges' rulings on Тварь and Отпрыск твари are the rule."""
from ..registry import rule

rule(
    "classic:ruling-dev-357", "Markers count by their name, whoever laid them",
    """Судьи (dev-357, Тварь): Тварь учитывает маркеры, положенные другими Тварями, — из обоих отрядов. Судьи
(dev-076, Отпрыск твари): маркеры Отпрыска твари не учитываются для маркеров Твари, и наоборот.""",
    "A text that counts a marker on a card («существо с одним маркером …, с двумя …») counts every marker of that "
    "name on it, laid by any card of either squad, and no marker of another name.",
    topic="marker-count",
    note="encoded in legality/markers.py: a deontic feature's `markers: {name, at_least}`, read by the card "
         "clauses of legality/situation.py",
)
