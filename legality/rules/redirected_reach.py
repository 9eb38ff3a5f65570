"""What a redirected attack keeps of its new target's checks: the judges' classic:ruling-dev-270 (Гномий король).
Read by the `sequence` tracer (legality/stack/redirects.py), which follows a redirection (412.5)."""
from ..registry import rule

rule(
    "classic:ruling-dev-270", "A redirected attack: the new target's range and attack kind are not checked",
    """Гномий король: «При дальней атаке по существу в вашем втором или третьем ряду может перенаправить эту атаку
на существо, стоящее в строю с Гномьим королем». Вопрос: атака перенаправляется вне зависимости от дальности?
А если существо в строю стоит рядом с атакующим? Ответ судей: Ограничения дальности игнорируются, ограничения вида
атаки — тоже. Так что всё можно, кроме перенаправления атаки в сам источник атаки.""",
    "Once an attack is redirected, its new target is not checked against the ability's range nor against what "
    "the attack's kind may reach (a ranged attack at an adjacent card, a flyer): it resolves at the new target.",
    topic="redirect-reach",
    note="encoded in legality/stack/redirects.py; a redirection into the attack's own source is not read (the "
         "judges forbid it; no scenario redirects there)",
)
