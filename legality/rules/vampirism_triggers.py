"""«При вампиризме …»: what a trigger on Вампиризм fires on (the judges' rulings; the 2012 glossary's Vampirism
says what it does, not when it «took place»).

The `sequence` tracer fires a `vampirism` event (source: the vampire, target: the creature its simple strike
wounded; value: X) once Вампиризм applies (legality/stack/life.py). Whether it took place when its heal changed
nothing — a healthy vampire at its life maximum — is the judges' dev-449: it did. Under an edition without this
rule, a trigger listening to such a vampirism is `unknown`.
"""
from ..registry import rule

VAMPIRISM_WITHOUT_HEAL = rule(
    "classic:ruling-dev-449", "Вампиризм состоялся и без излечения",
    """Судейское решение dev-449 (Малефик, маркер «жертва слуа»: «при вампиризме по этому существу ранить его на
1»): если вампиризм состоялся, но существо с вампиризмом было полностью здоровым и имело максимум жизней,
особенность Малефика срабатывает.""",
    "Вампиризм takes place when its creature's simple strike wounds a creature, even when its heal and "
    "additional life change nothing (a healthy vampire at its maximum): «при вампиризме» triggers fire.",
    topic="vampirism-without-heal",
    note="A judges' ruling (shared/data/rulings dev-449). The tracer fires the `vampirism` event after Вампиризм's "
         "heal (legality/stack/life.py); this rule is cited when that heal changed nothing.",
)
