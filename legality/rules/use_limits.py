"""Use limits within their period: the classic judges read «(2 раза за ход)» on an ability as applying it only within
a turn — not at the start of the battle, before the first turn (dev-504: Мастер стилета on Корсар Эллиона's
unanswered strike «в начале боя»). Read by legality/chain_rules.py `outside_period` (a trigger's `limit` with
`per: turn` when the state's `turn` is 0, the battle's start)."""
from ..registry import rule

rule(
    "classic:ruling-dev-504", "«N раз за ход» — только в течение хода",
    """Судейское решение dev-504 (Мастер стилета, «При безответном ударе вашего нелетающего существа можете бросить
кубик; … (2 раза за ход)»): Может ли Мастер стилета кинуть кубик на отравление, когда Корсар Эллиона бьёт
безответный в начале боя? — Не может, так как его особенность применяется (2 раза за ход), а значит только в
течение хода.""",
    "An ability limited «N раз за ход» is used only within a turn: at the start of the battle, before the first "
    "turn, it cannot be used.",
    topic="use-limit-within-turn",
    note="A judges' ruling (shared/data/rulings dev-504). A scenario states the battle's start as `state.turn: 0`. "
         "Under an edition without it, a per-turn limited trigger firing then is `unknown`.",
)
