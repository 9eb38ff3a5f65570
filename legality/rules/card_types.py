"""Типы карт: what an artifact may do — classic 2012 213.1 and 205.5.c.

A card's type may change during play (Гаргулья, Найрунг: a creature becomes an artifact; a scenario states the
type now with the card's `type:`). An artifact has three properties only: cost, elite status and lives (213.1):
no simple strike and no movement allowance, so it neither strikes a simple strike nor moves; it does not fight
(213.3). Its abilities stay: some artifacts can attack with them (205.5.c), and its other abilities are declared
as a creature's are. The judges: Гаргулья become an artifact loses only its attack and movement and may still
move cards with its ability (dev-417); Найрунг as an artifact may still make his magic strike (dev-147).
"""
from ..registry import rule
from ..ruledsl import V, forbid, kind, permit

rule(
    "classic-2012:213.1", "An artifact's properties",
    """213.1 An artifact has three properties: cost, elite status, and life allowance. 213.3 An artifact does not
fight.""",
    "An artifact has no simple strike and no movement allowance: it cannot strike a simple strike or move.",
    topic="artifact-properties",
    clauses=[
        forbid("no-strike", kind("simple_strike") & V("source.type").eq("artifact"), "artifact-no-strike",
               "an artifact has no simple strike (213.1)"),
        # an artifact's ability that relocates another card («переместить стоящее рядом ваше существо») is not
        # the artifact moving: only a move with no other target is its own
        forbid("no-move", kind("move") & V("source.type").eq("artifact") & V("action.target").eq("none"),
               "artifact-no-move", "an artifact has no movement allowance (213.1)"),
    ],
)

rule(
    "classic-2012:205.5.c", "Artifacts that attack",
    """205.5.c Some artifacts, equipment, and terrain can attack. In that case they may roll to determine attack
strength even though they do not fight by default.""",
    "An artifact, equipment or terrain may attack with an ability that lets it (a shot, a discharge, a magic "
    "strike …).",
    topic="artifact-attacks",
    clauses=[
        permit("may-attack", kind("special_strike", "shot", "throw", "discharge", "magic_strike")
               & V("source.type").is_in("artifact", "equipment", "terrain"), "artifact-attack",
               "an artifact may attack with its ability (205.5.c)"),
    ],
)
