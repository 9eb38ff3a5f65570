"""A miss (промах): the strike table's «Miss» is no strike (classic 2012 205.6). The `sequence` tracer, and the
`fight` question that runs it once per roll, fire a `miss` event instead of a `strike` for it
(legality/stack/tracer.py `_fire_attack`; its classes in legality/chain_rules.py `event_classes`)."""
from ..registry import rule

MISS = rule(
    "classic-2012:205.6.miss", "A Miss of the strike table is no strike",
    """Use the following strike table to determine simple-strike strength when two open creatures fight. […]
Difference favoring responding creature: 2 — Miss / Miss; 3 — Miss / Weak strike; 5 or more — Miss / Medium
strike. Difference of 0: Both rolled 5 or more — Miss / Weak strike.
(Русский текст: «При промахе в нападении не закрывается …» — Трактирный забияка; судьи, dev-138: «Если не
промахнулся – закрывается сам, местами не меняется и не закрывает атакованного».)""",
    "A creature whose column of the strike table reads «Miss» deals no strike: it deals no wounds, «при ударе» "
    "abilities do not trigger on it, and «при промахе» abilities do (the event `miss`); a creature that dealt a "
    "weak, medium or strong strike did not miss, and its «при промахе» abilities do not trigger (judges' ruling "
    "dev-138). Whether «при атаке» / «при нападении» abilities trigger on a miss no text says: unknown.",
    topic="miss",
    note="205.6 names the Miss as the column's result in place of a strike; dev-138 applies it to a «при промахе» "
         "trigger. Encoded in legality/stack/tracer.py (`_fire_attack`) and legality/chain_rules.py.",
)
