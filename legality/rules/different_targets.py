"""«… по разным существам»: the cards an ability's attacks were declared at (the judges' dev-273)."""
from model import Step

from ..registry import rule
from ..ruledsl import forbid, is_

rule(
    "classic:ruling-dev-273", "По разным существам: цели объявления",
    """Аколит Дзара делает разряд в карту Х, Гномий король перенаправляет его в карту У: может ли Аколит заявить
второй разряд в карту Х? в карту У? — Может заявить разряд в ту карту, в которую ещё не объявлял атаку, то есть в
карту У. В карту X — нельзя. (dev-273; Аколит Дзара: «{tap}: Три или менее разряда на 1 по разным существам».)""",
    "An ability making its attacks «по разным существам» cannot declare one at a card an earlier attack of it was "
    "declared at, even when a redirection sent that attack elsewhere; the card it was redirected to is free.",
    topic="different-targets",
    note="The card text says «по разным существам»; the judges read it on the declared targets, not the final "
         "ones (2012 216.4.1 determines the final target after the declaration). The earlier targets are the "
         "action's `earlier` (a sequence fills them from the same source's entries of that ability this turn).",
    clauses=[
        forbid("attacked-before", is_("action.is_attack") & is_("ability.different_targets")
               & is_("action.target_attacked_before"),
               "target-attacked-before", "an earlier attack of this ability «по разным существам» was declared at "
               "this card", ["declare it at a card none of its attacks was declared at"],
               steps=[Step.DECLARATION]),
    ],
)
