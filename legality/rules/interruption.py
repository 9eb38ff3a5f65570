"""Прерывание: classic-b 526.1 (seed 003), and the legality condition of Добивание на X it uses.

Interruption is not a declaration check: an action on the stack is interrupted when it has become
impossible (illegal) by the time it would be calculated or executed. The stack tracer
(`legality/stack/`) re-checks each entry with the core legality API and removes it without payment.
"""
from ..registry import rule
from ..ruledsl import V, forbid, is_, kind

INTERRUPTION = rule(
    "classic-b:526.1", "Прерывание",
    """526.1. Прервать игродействие (атаку, заклинание, воздействие и др.) означает сделать его невозможным по
правилам игры и/или по тексту карты. Прерванное игродействие (атака, заклинание, воздействие и др.)
отменяется (удаляется из стека) без оплаты этого игродействия (атаки, заклинания, воздействия и др.). Нельзя
прервать игродействие, которое уже выполняется (вышло из стека).

Например, карта объявляет добивание на 2 по существу, у которого осталось 2 жизни. Это существо внезапно
лечится на 1. Теперь добивание становится нелегальным и удаляется из стека без оплаты.

Нельзя прервать объявление игродействия (если игродействие объявлено, оно сразу попадает в стек).""",
    "To interrupt an action is to make it impossible; an interrupted action is removed from the stack without "
    "payment. An action already executing (off the stack) cannot be interrupted, nor can a declaration: a "
    "declared action enters the stack at once.",
    topic="interruption",
    consequence="interrupted: removed from the stack without payment",
    note="Traced by the stack tracer: each entry is re-checked before calculation and before execution.",
)

rule(
    "classic-2012:добивание", "Finishing Blow at X (Добивание на X)",
    """Finishing Blow at X. May be playable or triggered. Full text: “Destroy an adjacent corporeal creature with
X or fewer current life.” (Добивание на X: уничтожьте соседнее небестелесное существо, у которого X или
меньше текущих жизней.)""",
    "Добивание на X destroys an adjacent creature with X or fewer lives left; against a creature with more, or "
    "one not adjacent to its source (a flyer is adjacent to none, 211.4), it is illegal.",
    topic="finishing-blow",
    note="Glossary entry of the 2012 rules (section 5, no number). Adjacency is read on the board "
         "(legality/board.py: a cell not given makes it `unknown`); corporeality is not modelled. A card's «(как "
         "стоящей рядом)» overrides the adjacency clause (its topic: `overrides: [finishing-blow-adjacent]`).",
    clauses=[
        forbid("lives", kind("finishing_blow") & V("target.lives_left").gt(V("action.param")),
               "finishing-blow-too-many-lives",
               "the target has more lives left than the finishing blow's X",
               ["choose a creature with X or fewer lives left"]),
        forbid("not-adjacent", kind("finishing_blow") & is_("board.apart"), "finishing-blow-not-adjacent",
               "Добивание destroys an adjacent creature: the target does not stand next to the source",
               ["choose a creature standing next to the source"], topic="finishing-blow-adjacent"),
    ],
)
