"""Redirection (перенаправление) of an attack: classic 2012 216.3, 412. A `redirect` action is the redirecting
ability (Бешеный маг's «магический трюк», Гномий король, Эльф-дуэлянт); its facts `generated`, `redirected`
and `simple` describe the attack it redirects, as an `assign_defender`'s do (assigning a defender is itself a
redirection, 205.3). A generated attack cannot be redirected: legality/rules/generated_actions.py (the judges'
classic:ruling-dev-429).
"""
from ..registry import rule
from ..ruledsl import forbid, is_, kind

rule(
    "classic-2012:216.3", "Redirection only of an attack not yet redirected",
    """216.3 While a Target object is on top, players may declare playable abilities that block or redirect its
chain's ability or property. This includes assigning a defender to a card attacked by a simple strike.
Redirection may be declared only if that ability or property has not already been redirected. (412.5: if the
ability or property already has a target other than its initial target, redirection becomes illegal.)""",
    "An attack that already has a target other than its initial one (a defender was assigned, or it was "
    "redirected) cannot be redirected again, nor take a defender: one redirection per attack.",
    topic="redirect-once",
    note="English translation (the Russian original is not in the sources). The judges: a defender assigned "
         "against an enemy's simple strike, Бешеный маг can no longer redirect it («можно сделать только что-то "
         "одно», dev-254). The stack tracer checks a second defender on its own (412.5, defenders_2012.py).",
    clauses=[
        forbid("already-redirected", kind("redirect", "assign_defender") & is_("action.redirected"),
               "already-redirected", "the attack already has a target other than its initial one (a defender or "
               "an earlier redirection): it cannot be redirected again", ["redirect an attack not yet redirected"]),
    ],
)
