"""Kinds of attacks (classic 2012 401.1-401.5, the glossary's «Удар через ряд») and formation (the glossary's
«Строй»): what card modifiers such as «-1 от дальних атак», «-1 от немагических атак», «Строй: -1 от выстрелов»
are conditioned on (legality/card_modifiers.py, legality/attack/derive.py)."""
from ..registry import rule

rule(
    "classic-2012:401.1", "Attacks and non-attacks",
    """401.1. An ability is either an attack or a non-attack. (Способность является атакой или не-атакой.)""",
    "Card text about «атаки» speaks of attacks only: not of spells, influences or heals.",
    topic="attack-kinds",
)

rule(
    "classic-2012:401.2", "Magical and nonmagical abilities",
    """401.2. An ability is either magical or nonmagical. (Способность магическая или немагическая.)""",
    "Every ability is magical or nonmagical: «немагические атаки» are the attacks that are not magical.",
    topic="attack-kinds",
)

rule(
    "classic-2012:401.3", "Melee and ranged attacks",
    """401.3. Attacks are melee or ranged. (Атаки бывают ближними и дальними.)""",
    "An attack is melee (ближняя) or ranged (дальняя).",
    topic="attack-kinds",
)

rule(
    "classic-2012:401.4", "Magical strike, discharge, spell",
    """401.4. A magical strike is a magical melee attack; a discharge is a magical ranged attack; a spell is a
magical non-attack. (Магический удар — магическая ближняя атака; разряд — магическая дальняя атака;
заклинание — магическая не-атака.)""",
    "Magic strike: magical melee attack; discharge: magical ranged attack; spell: magical non-attack.",
    topic="attack-kinds",
)

rule(
    "classic-2012:401.5", "Simple and special strikes, shots, throws, influences",
    """401.5. Simple and special strikes are nonmagical melee attacks; shots and throws are nonmagical ranged
attacks; an influence is a nonmagical non-attack. (Простой и особый удары — немагические ближние атаки;
выстрел и метание — немагические дальние атаки; воздействие — немагическая не-атака.)""",
    "Simple and special strikes: nonmagical melee; shots and throws: nonmagical ranged; influences: nonmagical "
    "non-attacks.",
    topic="attack-kinds",
)

rule(
    "classic-2012:удар-через-ряд", "Strike Through a Row (Удар через ряд)",
    """Удар через ряд (glossary). A nonmagical ranged attack that may be triggered or playable. Its legal target
must be on the same horizontal or vertical as its source, with exactly one intervening cell that is either
empty or occupied by your card. Though ranged, it is still a strike, but not a melee strike.""",
    "A strike through a row is a nonmagical ranged attack, and a strike (so «+1 к ударам» applies to it: dev-225).",
    topic="attack-kinds",
)

rule(
    "classic-2012:строй", "Formation (Строй)",
    """Строй (glossary). A permanent ability of a creature without a subtype. It often appears as «Строй:
[текст]». Full text: “This creature gains all Formation-related abilities while another friendly creature with
Formation occupies an adjacent cell that is not diagonally adjacent.” A creature gaining those abilities is in
formation.""",
    "A creature with Строй is in formation while another friendly creature with Строй stands on an orthogonally "
    "adjacent cell; only then do its «Строй: …» abilities apply.",
    topic="formation",
)

# classic-2012:411.4 (a broad protection includes the narrower ones, cited by legality/attack/derive.py for
# «по картам с {zor}», dev-010) is registered once, with its blocking clauses, in legality/rules/protections.py.
