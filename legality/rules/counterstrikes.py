"""Is a counterstrike an attack? heroes 510.4 (seed 002) and, for the classic game, the judges' clarification
quoted in rules/README.md. Read by legality/chain_rules.py when it classifies a counterstrike event:
  heroes   a strike, not an attack: features triggering on attacks do not fire;
  classic  a strike and an attack, but not a нападение: «при ударе»/«при атаке» fire, «при нападении» does not.
(heroes 510.1-510.3, the battle itself, live with the stack's rules, not here.)
"""
from ..registry import rule

# rule id → the event classes a counterstrike belongs to
COUNTERSTRIKE_CLASSES = {
    "heroes:510.4": ("strike",),
    "classic:ответный-удар": ("strike", "attack"),
}

rule(
    "heroes:510.4", "Ответный удар атакой не является",
    """Ответный удар атакой не является и все срабатывающие на атаки способности не срабатывают""",
    "A counterstrike is not an attack; abilities that trigger on attacks do not fire.",
    topic="counterstrike-kind",
)

rule(
    "classic:ответный-удар", "Ответный удар — удар и атака, но не нападение (разъяснение судей)",
    """A counterstrike (ответный удар) in the classic game is a strike and an attack, but not a нападение (a
declared attack): features worded «при ударе», «при атаке» fire on it; features worded «при нападении» / «в
нападении» do not; a creature that «не может атаковать» cannot counterstrike.""",
    "In classic a counterstrike is a strike and an attack but not a нападение: «при ударе»/«при атаке» fire "
    "on it, «при нападении» does not.",
    topic="counterstrike-kind",
    note="Published judges' rulings as quoted in rules/README.md (Clarifications); no Russian rule text exists.",
)
