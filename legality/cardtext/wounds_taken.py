"""Reading what a card takes and what it is dealt, forms the engine does not act on (mixed into compiler._Reading;
docs/cards.md «Compiled from a card base», `bounded`): «Не получает ран от немагических атак силой 3 или более»,
«Не получает ран до конца вашего первого хода», «Не может получать {counter} другим способом», «Ваш первый за ход
бросок кубика равен 6».

Each is `kind: permanent` with its structure in `params` and `_widen` (compiler._widened): it declares no fewer
topics than its words would as kept text, so a question it could bear on stays `unknown`.
"""
from __future__ import annotations

_WOUNDS = ("wound", "wounds")
_ATTACKS = ("simple_strike", "special_strike", "magic_strike", "shot", "throw", "discharge", "spell")


class WoundsTakenReading:
    """Transformer methods for grammar.lark's `no_wounds`, `tokens_only_so` and `first_roll_is`."""

    def no_wounds(self, items):
        """«Не получает ран [от …] [когда] [, пока …]»: `params.no_wounds` says from what (`from`: attack kinds or
        classes as the modifiers name them, or `own_cards` / `enemy_cards` / `enemy_half_creatures`), the attack's
        value (`value`, `value_at_least`, `value_parity`), its tier (`tiers`), the first N such attacks (`first`),
        when (`until: your_first_turn`, `during: own_turn | first_turn`) and `while`. Without `from`, no wound at
        all. What it keeps off may be any attack's wounds: every attack kind it names is touched."""
        spec: dict = {}
        touches = list(_WOUNDS)
        for it in items:
            spec.update(it)
        per = spec.pop("per", None)
        if per:
            if "first" not in spec:
                raise ValueError("«за бой» counts the first attacks only")
            spec["first"]["per"] = per
        kinds = spec.get("from")
        if isinstance(kinds, list):
            touches += ["strike_value"]
        elif kinds:                                     # a card's wounds: any attack or effect it makes
            touches += [*_ATTACKS, "effect", "strike_value"]
        if spec.get("except"):
            touches += ["simple_strike", "counterstrike", "battle"]
        return [("bounded", {"kind": "permanent", "params": {"no_wounds": spec}, "touches": touches, "_widen": True})]

    def nwf_attacks(self, items):
        out: dict = {}
        for it in items:
            if isinstance(it, tuple) and it[0] == "tiers":
                out["tiers"] = list(it[1])
            elif isinstance(it, tuple) and it[0] == "first":
                out["first"] = {"count": it[1]}
            elif isinstance(it, tuple):                  # a mod_attack alternative: its kinds
                out["from"] = list(it)
            elif isinstance(it, dict):
                out.update(it)
        return out

    def nw_first(self, items):
        return ("first", int(items[0]))

    def nwf_enemy_half(self, _):
        """«от атак существ, стоящих на половине поля боя противника»: the attacking creature stands on the half of
        the board of the card's opponent (the three rows of its side)."""
        return {"from": "enemy_half_creatures"}

    def nwf_own_cards(self, _):
        return {"from": "own_cards"}

    def nwf_enemy_but_strike(self, _):
        """«от карт противника, кроме {strike}»: every wound an enemy card deals but a simple strike's."""
        return {"from": "enemy_cards", "except": ["strike"]}

    def nwv_eq(self, items):
        return {"value": int(items[0])}

    def nwv_at_least(self, items):
        return {"value_at_least": int(items[0])}

    def nwv_even(self, _):
        return {"value_parity": "even"}

    def nww_until_first_turn(self, _):
        return {"until": "your_first_turn"}

    def nww_first_turn(self, _):
        return {"during": "first_turn"}

    def nww_own_turn(self, _):
        return {"during": "own_turn"}

    def nww_per_battle(self, _):
        return {"per": "game"}

    def nw_no_enemy_adjacent(self, _):
        return {"while": "рядом нет существ противника"}

    def protection_from(self, items):
        """«Защита от X [величиной N и более | карт стоимостью N или менее | , нанесенных не по диагонали] [, пока
        …]»: a protection from some attacks only (`params.protection`: `from` attack kinds or classes, all of
        them — «дальних немагических» is `[ranged, nonmagic]` with `all: true` —, `tiers`, the attack's `value` /
        `value_at_least`, its source's `source_cost_at_most` or `source_tokens_at_least`, `not_diagonal`), with `while` a condition kept
        verbatim. Not the keyword «Защита от …» the protection rules read: the engine does not act on it."""
        spec: dict = {}
        params: dict = {}
        for it in items:
            if isinstance(it, tuple) and it[0] == "while":
                params["while"] = it[1]
            elif isinstance(it, tuple) and it[0] == "tiers":
                spec["tiers"] = list(it[1])
            elif isinstance(it, tuple):                  # a mod_attack alternative: its kinds
                spec["from"] = list(it)
            elif isinstance(it, dict):
                spec.update(it)
        return [("bounded", {"kind": "permanent", "params": {"protection": spec, **params},
                             "touches": ["features", "strike_value", "wounds"], "_widen": True})]

    def pa_ranged_nonmagic(self, _):
        return {"from": ["ranged", "nonmagic"], "all": True}

    def pa_melee_strikes(self, _):
        return {"from": ["melee", "strikes"], "all": True}

    def pc_source_tokens(self, _):
        return {"source_tokens_at_least": 1}

    def protection_special(self, items):
        return self.protection_from([("special_strike",), *items])

    def pc_cost_at_most(self, items):
        return {"source_cost_at_most": int(items[0])}

    def protection_not_diagonal(self, _):
        """«Защита от ударов, нанесенных не по диагонали»: from strikes its attacker deals from an orthogonal cell."""
        return self.protection_from([("strikes",), {"not_diagonal": True}])

    def more_wounds(self, items):
        """«Получает на N раны больше от [всех] X»: the value modifier «+N от X» (`side: received`, `op: add`), which
        the attack question applies as it does «-N от X» (modifiers.py); a reminder in parentheses («(заклинание не
        является атакой)»: 2012 401.1) adds nothing."""
        num, *rest = [i for i in items if i is not None]
        return self.modifier(["add", num, self.mb_received(rest)])

    def more_note(self, _):
        return None

    # whom a named ability works against (compiler.against keeps them as words: directed_strikes.py reads only a
    # condition on current lives, any other makes a question it decides `unknown`)
    def with_spell(self, _):
        return "with:, обладающие заклинанием"

    def with_magic_ability(self, _):
        return "with:, обладающие магической способностью"

    def with_counters(self, _):
        return "with:с фишками"

    def with_wounds_at_least(self, items):
        return f"with:с {int(items[0])} и более ранами"

    def adj_elite(self, _):
        return "элитные"

    def adj_ordinary(self, _):
        return "рядовые"

    def adj_poisoned(self, _):
        return "отравленные"

    def tokens_only_so(self, _):
        """«Не может получать {counter} другим способом»: tokens come only as its other text says."""
        return [("bounded", {"kind": "permanent", "params": {"tokens_only_as_printed": True},
                             "touches": ["accumulate_token", "receive_token", "tokens"], "_widen": True})]

    def first_roll_is(self, items):
        """«Ваш первый за ход бросок кубика равен N»: the first die roll of its controller's each turn is N."""
        return [("bounded", {"kind": "permanent", "params": {"first_roll_each_turn": int(items[0])},
                             "touches": ["dice"], "_widen": True})]
