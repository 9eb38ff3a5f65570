"""A card whose text keeps it open after its first strike (judges' ruling dev-100 / dev-385, Берсерк; applied by the
`sequence` tracer's payment, legality/stack/tracer.py `_close_after_attack`, reading legality/strikes_per_turn.py)."""
from ..registry import rule

STAYS_OPEN = rule(
    "classic:ruling-dev-100", "«После первого удара не закрывается»: open whether or not it strikes again",
    """Останется открытым. Может не атаковать второй раз, даже если цель есть. (Судейские разъяснения dev-100,
dev-385: Берсерк проатаковал ударом один раз, а для второго удара не оказалось легальных целей.)""",
    "A card whose text says it does not close after its first strike (of N a turn) stays open after each of its "
    "first N-1 strikes this turn: its text overrides the payment's closing (the axe rule), whether or not a "
    "further strike follows — none may be legal, and its player may decline it.",
    topic="stays-open-after-strike",
    note="Judges' rulings dev-100, dev-385. Encoded in legality/stack/tracer.py (`_close_after_attack`); a further "
         "strike's legality is unknown (legality/strikes_per_turn.py).",
)
