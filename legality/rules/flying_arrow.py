"""Правило летящей стрелы: classic 526.1 (seed 000).

At the calculation step, before the value modifiers, players may declare instant actions. If the source
is still in the active zone once they have resolved, the action executes whatever happens to the source
later. The first clause is checked at the calculation step only: a creature source that has left play by
then makes the action illegal there; at the execution step no clause asks where the source is. The second
reads the rule's last words («если для игродействия будут существовать легальные цели»): an attack whose
target has left play has no legal target, so it is removed before calculation or execution, and (the
classic stack paying last, classic-2012 423.1) never paid.
"""
from model import Step

from ..registry import rule
from ..ruledsl import V, forbid, is_

FLYING_ARROW = rule(
    "classic:526.1", "Правило летящей стрелы",
    """526. Правило летящей стрелы.
526.1. При выполнении какого-либо игродействия на Шаге расчёта (п. 512.7.3.) перед наложением всех
модификаторов величины (модификаторов атаки) игроки могут объявить любые внезапные действия. Если после их
выполнения источник этого игродействия всё ещё находится в активной зоне, то его дальнейшая судьба после этого
момента не важна – игродействие будет выполнено и нанесет эффект в любом случае (если для игродействия будут
существовать легальные цели).""",
    "At the calculation step, before modifiers, players may declare instant actions; if the source is still in "
    "play after they resolve, the action executes whatever later happens to the source (given a legal target).",
    topic="flying-arrow",
    note="«Шаг расчёта (п. 512.7.3.)» is not in the seed; the step is the stack tracer's calculation step.",
    clauses=[
        forbid("source-left-play", V("source.type").is_in("creature", "flyer") & V("source.zone").ne("play"),
               "source-left-play", "the source left play before the calculation step: the action cannot be "
               "calculated", steps=[Step.CALCULATION]),
        forbid("no-legal-target", is_("action.is_attack") & V("action.target").ne("none")
               & V("target.zone").ne("play"), "no-legal-target",
               "its target is no longer in play: the action has no legal target and is not executed",
               steps=[Step.CALCULATION, Step.EXECUTION]),
    ],
)
