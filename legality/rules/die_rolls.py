"""Die rolls that decide a strike's strength: classic 519.8.1, 519.9 (seed 000); classic 2012 104.2.a, 205.4,
205.6, 216.6 where seed 000 is silent. Encoded by `legality/attack/dice.py` (the `attack` question's `roll`)."""
from ..registry import rule

ENC = "encoded in legality/attack/dice.py"

rule(
    "classic:519.8.1", "Сведение кубика к его значению",
    """Если на кубике без учёта модификаторов выпало X, легально заявить его сведение к X.""",
    "Declaring a reduction of a die to its natural (unmodified) value X is legal.",
    topic="die-modifiers", note=ENC + " (cited when a die modifier sets the roll to its natural value)",
)

rule(
    "classic:519.9", "Нет игродействий во время наложения модификаторов на кубик",
    """Нельзя объявлять никаких игродействий, пока идёт наложение модификаторов на бросок кубика, до тех пор,
пока бросок кубика будет удалён из стека.""",
    "No game action may be declared while modifiers are being applied to a die roll, until the roll leaves "
    "the stack.",
    topic="die-modifiers",
    note=ENC + ": the die result is final before any value modifier is applied; the `legal` question has no "
               "fact for «a roll is being modified» yet",
)

rule(
    "classic-2012:104.2.a", "Numbers: die results outside 1-6",
    """Outside the calculation of combat results between two open creatures, die-roll results below 1 or above 6
become the nearest number from 1 to 6. Example: If a Cursed Stone Golem attacks a closed creature and rolls 1,
the result remains 1 even after all modifiers.""",
    "Outside a fight of two open creatures, a modified die result below 1 or above 6 becomes 1 or 6.",
    topic="die-result-range", note=ENC,
)

rule(
    "classic-2012:205.4", "Strike strength by one die roll",
    """Roll a die to determine attack strength, including a simple strike against a closed card. With all
modifiers, a result of 3 or less gives a weak attack; 4 or 5, a medium attack; and 6, a strong attack.""",
    "One roll decides the strength: 3 or less weak, 4-5 medium, 6 strong (after die modifiers).",
    topic="die-strength", note=ENC,
)

rule(
    "classic-2012:205.6", "The strike table",
    """Use the following strike table to determine simple-strike strength when two open creatures fight. The
difference is between their die-roll results.
Difference favoring initiating creature: 1 — Weak strike / Miss; 2 — Medium strike / Weak strike; 3 — Medium
strike / Miss; 4 — Strong strike / Weak strike; 5 or more — Strong strike / Miss.
Difference favoring responding creature: 1 — Weak strike / Miss; 2 — Miss / Miss; 3 — Miss / Weak strike;
4 — Weak strike / Medium strike; 5 or more — Miss / Medium strike.
Difference of 0: Both rolled 4 or less — Weak strike / Miss; Both rolled 5 or more — Miss / Weak strike.""",
    "Two open creatures fighting: the initiating creature's strike is read from the difference of the rolls "
    "(the responding creature's counterstrike is not modelled).",
    topic="die-strength", note=ENC + " (the initiating creature's column)",
)

rule(
    "classic-2012:216.6", "The Result object: die modifiers",
    """Resolving the Result object applies all die-roll modifiers to obtain each final die-roll result. Then put
on the stack all abilities triggered by modified die-roll results.""",
    "Die-roll modifiers apply when the Result object resolves, giving the final die results.",
    topic="die-result", note=ENC,
)
