"""When a die state gained during an attack meets the roll: classic 2012 216.4 (abilities triggered on attack
initiation go on the stack when the Target object resolves, before the Roll object) against 216.6 (abilities
triggered by the modified result, after the modifiers applied; registered in die_rolls.py). Read by the `roll`
question's `gains:` (legality/questions/roll.py); the judges' dev-093 and dev-224 are its examples."""
from ..registry import rule

rule(
    "classic-2012:216.4", "The Target object: triggers on attack initiation",
    """216.4 Resolving the Target object produces the following effects in order: 1. Determine the final target of
the ability or property. 2. Reveal the final target if it was hidden. 3. For an attack on a card, the source
becomes the initiating card and the final target becomes the responding card. 4. Apply abilities whose text blocks
the chain before die rolls. 5. Put abilities triggered “on attack initiation” on the stack.""",
    "Abilities triggered on attack initiation («при нападении») go on the stack above the Roll object: they resolve "
    "before the dice are rolled, so a Blessing or Curse they give modifies this attack's rolls (dev-093).",
    topic="attack-initiation-triggers",
    note="encoded in legality/questions/roll.py: `gains: [{card, state, when: initiation}]`",
)
