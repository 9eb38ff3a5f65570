"""Named abilities of one name on one card (classic 2012 414.4): only the one with the greatest X affects play.
Read by the `sequence` tracer for Броня (legality/stack/armour.py): a card with its own Броня 1 that gets Броня 3
from a spell («сфера льда» of Белая луна) has Броня 3, not 4 (the judges' dev-038 read it the same way)."""
from ..registry import rule

GREATEST_X = rule(
    "classic-2012:414.4", "Named abilities of one name: the greatest X",
    """414.4 If a card has several triggered or permanent named abilities with the same name, only the one with the
greatest X triggers or affects play each time. (Если у карты несколько срабатывающих или постоянных именованных
особенностей с одним названием, срабатывает или действует только та, у которой X наибольший.)""",
    "Of several same-named triggered or permanent abilities with X on one card (printed or laid by an effect), only "
    "the one with the greatest X affects play: two Броня do not add up.",
    topic="named-greatest-x",
    note="English translation (the Russian original is not in the sources). Applied to Броня by the stack tracer "
         "(legality/stack/armour.py); the judges' dev-038 (Белая луна's «сфера льда» on a creature with its own "
         "armour: the greater one, until the end of the turn).",
)
