"""The Battlefield: neighbouring cells (classic 2012 207.7), flyers next to no card (211.4), relocating flyers
(211.3), range («Дальность X», glossary), and the judges' ruling that a ranged attack is never declared at an
adjacent card (classic:ruling-dev-298, with dev-109, dev-238, dev-266, dev-287, dev-502).

The geometry is legality/board.py (one reading); these rules read it through the board facts, so `legal`, `oblige`
and the stack tracer's declarations apply them alike. A position a clause needs and the scenario does not give
makes the answer `unknown` (legality/board.py, `board_unknowns`).
"""
from model import Step

from ..registry import rule
from ..ruledsl import V, forbid, is_, kind

RANGED = ("shot", "throw", "discharge")

rule(
    "classic-2012:207.7", "Neighbouring cells and adjacent cards",
    """207.7 A neighboring cell differs from the original cell by one letter or number, including the prime
mark, and shares a line with it. For D2′ these are D1′, E1′, E2′, E3′, D3′, C3′, C2′, and C1′. For A1 they are
A1′, B1′, B1, B2, and A2. 207.7.a A card in a neighboring cell is an adjacent card.""",
    "Cells touching at a side or a corner are neighbours; a card on a neighbouring cell is adjacent («рядом»).",
    topic="board-adjacency",
    note="Read by legality/board.py (`neighbouring`, `adjacency`); the 2012 text is the English translation.",
)

rule(
    "classic-2012:211.4", "Flying creatures are adjacent to no card",
    """211.4 Flying creatures are not adjacent to any card in either squad.""",
    "A flyer stands next to no card: an ability that needs a card «рядом» finds none at a flyer.",
    topic="flyer-adjacency",
    note="Read by legality/board.py (`adjacency`): a flyer is never adjacent.",
)

rule(
    "classic-2012:211.3", "Relocating flyers",
    """211.3 Abilities that relocate cards cannot be declared targeting flying creatures.""",
    "An ability that moves a card cannot be declared at a flying creature.",
    topic="flyer-relocation",
    clauses=[
        forbid("relocate-flyer", kind("move") & V("target.type").eq("flyer"),
               "relocate-flyer", "an ability that relocates a card cannot be declared at a flying creature",
               ["choose a card on the Battlefield"], steps=[Step.DECLARATION]),
    ],
)

rule(
    "classic-2012:дальность", "Range X (Дальность X)",
    """Range X modifies target selection for a card's ability or property. Only a card or cell no more than X
cells from the source, counted along verticals, horizontals, or diagonals in any combination, is a legal target.
Cards in the Additional Zone cannot be targeted by Range X abilities except ranged attacks, unless expressly
stated. Cards in that zone cannot have Range X; a card entering it loses this modifier.""",
    "An ability with «дальность X» targets only a card at most X cells away (diagonal steps count one); a "
    "flyer (Additional Zone) only with a ranged attack.",
    topic="range",
    note="Glossary entry, unnumbered: the id names it. The action's `range` is the ability's printed X.",
    clauses=[
        forbid("out-of-range", is_("action.has_range") & is_("board.target_on_cell")
               & V("board.distance").gt(V("action.range")),
               "out-of-range", "the target stands farther from the source than the ability's range",
               ["choose a target within range", "move closer first"]),
        forbid("cell-out-of-range", is_("action.has_range") & is_("board.to_given")
               & V("board.to_distance").gt(V("action.range")),
               "cell-out-of-range", "the destination cell lies farther from the source than the ability's range",
               ["choose a cell within range"]),
        forbid("flyer-not-ranged", is_("action.has_range") & V("target.type").eq("flyer")
               & ~V("action.kind").is_in(*RANGED),
               "range-flyer", "an ability with a range reaches a flyer (Additional Zone) only as a ranged attack"),
    ],
)

rule(
    "classic:ruling-dev-298", "Дальняя атака не объявляется по стоящей рядом карте",
    """Нельзя объявлять выстрел по рядом стоящей карте. (dev-298; также dev-109: «Не может стрелять по стоящим
рядом с ним картам»; dev-502: «Не может … стрелять в стоящие рядом карты»; dev-238 и dev-266: нельзя объявить
разряд в рядом стоящее существо; dev-287: метание в стоящего рядом нелегально.)""",
    "A ranged attack (shot, throw, discharge) cannot be declared at a card adjacent to its source; a card's text "
    "may say otherwise («Может стрелять по стоящим рядом картам»: the axe rule).",
    topic="ranged-not-adjacent",
    note="The judges' rulings state what the 2012 text leaves implicit; a strike through a row (удар через ряд) "
         "never targets an adjacent card by its own definition.",
    clauses=[
        forbid("ranged-at-adjacent", kind(*RANGED) & is_("board.adjacent"), "ranged-at-adjacent",
               "a ranged attack cannot be declared at an adjacent card",
               ["choose a target that does not stand next to the source"]),
    ],
)

rule(
    "classic:ruling-dev-020", "Край поля боя",
    """Считается ли третий ряд краем поля? — Да. (dev-020, Крейд-Моор: «выбранное существо у края поля боя».)""",
    "The edge of the field («у края поля») is its outer ring of cells: the outer columns and both third rows.",
    topic="field-edge",
    note="Read by legality/board.py (`_at_edge`) for the board conditions source_at_edge and target_at_edge of "
         "card features.",
)
