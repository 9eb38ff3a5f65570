"""Reading the value-modifier sentences of grammar.lark's «value modifiers» section into the card language's
`modifier:` field (legality/card_modifiers.py; docs/cards.md «Value modifiers»).

«-1 от дальних атак» → {op: sub, value: 1, side: received, attacks: [ranged]}; «+1 к {strike} по болотным» →
{op: add, value: 1, side: dealt, attacks: [strike], when: {other: {element: [swamp]}}}. «Строй: …» adds
`when.self.in_formation`; «Бестелесный: …» is read by the grammar's `incorporeal` rule: the keyword, then the
modifier that is its content (reach.py counts the keyword as applied where the question applies the modifier).
"""
from __future__ import annotations

ABILITY_NAMES = {"discharge": "Разряд", "magic_strike": "Магический удар", "spell": "Заклинание",
                 "shot": "Выстрел", "throw": "Метание", "flight": "Полёт", "teleport": "Телепортация",
                 "ova": "Опыт в атаке", "ovz": "Опыт в защите", "armour": "Броня",
                 "zor": "Защита от разрядов", "zom": "Защита от магии", "zoz": "Защита от заклинаний",
                 "zov": "Защита от выстрелов", "clumsy": "Неповоротливость", "plague": "Чума",
                 "cache": "Схрон"}
CREATURES = ["creature", "flyer"]


def _merge(into: dict, group: str, key: str, value) -> None:
    into.setdefault("when", {}).setdefault(group, {})[key] = value


class ModifierReading:
    """Transformer methods for the modifier rules (mixed into compiler._Reading)."""

    def modifier(self, items):
        head = items[0] if isinstance(items[0], tuple) and items[0][0] == "head" else None
        rest = items[1:] if head else items
        sign, num, body, *tail = rest
        direct = body.pop("_direct", False)
        alternatives = body.pop("_any", None) or [None]
        out = []
        for alt in alternatives:                  # «по существам с 1{move}, симбиотам и артефактам»: one each
            mod = {"op": sign, "value": int(num), **body}
            if alt is not None:
                mod["when"] = {**mod.get("when", {}), **alt}
            for cond in tail:                     # mod_while
                _merge(mod, "self", *cond)
            if head:
                _merge(mod, "self", "in_formation", True)
            out.append(("modifier", {"kind": "permanent", "modifier": mod}))
        if direct:
            # the directed strike granted against the same cards: not a value modifier; kept as text that
            # declares what it touches (no defender may be assigned against the strike)
            out.append(("text", {"kind": "text", "touches": ["assign_defender", "defender"], "role": "source"}))
        return out

    def modifier_x(self, items):
        """«+X к …, где X …»: the value computed when the attack is valued (legality/computed_values.py)."""
        sign, body, computed = items
        if body.pop("_direct", False) or "_any" in body:
            raise ValueError("not one modifier")
        return [("modifier", {"kind": "permanent", "modifier": {"op": sign, "value": computed, **body}})]

    def mx_enemies_next_to(self, _):
        return {"count": "enemy_creatures_next_to", "of": "other"}

    def mx_own_tokens(self, _):
        return {"current": "tokens", "of": "self"}

    def mx_printed_strike(self, _):
        return {"printed": "strike", "of": "other"}

    def modifier_per(self, items):
        """«+N к … за каждого / каждую …»: N times a count taken when the attack is valued."""
        sign, num, body, per = items
        if body.pop("_direct", False) or "_any" in body:
            raise ValueError("not one modifier")
        value = {**per, **({"times": int(num)} if int(num) != 1 else {})}
        return [("modifier", {"kind": "permanent", "modifier": {"op": sign, "value": value, **body}})]

    def mp_own_same_name(self, _):
        return {"count": "own_same_name_next_to", "of": "self"}

    mp_own_tokens = mx_own_tokens

    def modifier_others(self, items):
        *el, sign, num, body, where = items
        mod = {"op": sign, "value": int(num), **body}
        holders = {"controller": "own", "types": CREATURES, **({"element": [el[0]]} if el else {})}
        if where == "adjacent":
            holders["adjacent"] = True
        else:
            mod.setdefault("when", {}).setdefault("geometry", {})["through"] = True
        mod["holders"] = holders
        return [("modifier", {"kind": "permanent", "modifier": mod})]

    def mow_adjacent(self, _):
        return "adjacent"

    def mow_through(self, _):
        return "through"

    def mh_formation(self, items):
        if items[0] != "в строю":          # «На глубине: …»: a condition the engine does not read
            raise ValueError("not in formation")
        return ("head", "formation")

    def ms_plus(self, _):
        return "add"

    def ms_minus(self, _):
        return "sub"

    def _body(side):
        def build(self, items):
            out = {"side": side}
            for it in items:
                if isinstance(it, tuple) and it[0] == "tiers":
                    out["tiers"] = list(it[1])
                elif isinstance(it, tuple) and it[0] == "attacks":
                    out["attacks"] = list(dict.fromkeys(it[1]))
                    if len(it) > 2:
                        out["_direct"] = True
                elif isinstance(it, list):
                    out["_any"] = it
                elif isinstance(it, dict):
                    for group, conds in it.items():
                        out.setdefault("when", {}).setdefault(group, {}).update(conds)
            return out
        return build

    mb_received = _body("received")
    mb_dealt = _body("dealt")

    def mt_weak(self, _):
        return ("tiers", ("weak",))

    def mt_medium(self, _):
        return ("tiers", ("medium",))

    def mt_strong(self, _):
        return ("tiers", ("strong",))

    def mt_medium_strong(self, _):
        return ("tiers", ("medium", "strong"))

    def mod_attacks(self, items):
        kinds = tuple(k for it in items if it != "direct" for k in it)
        return ("attacks", kinds) if "direct" not in items else ("attacks", kinds, "direct")

    def ma_direct_only(self, _):
        return ("attacks", ("direct",))     # «от направленных ударов» (card_modifiers.py CLASSES)

    def and_attack(self, items):
        return items[0]

    def and_direct(self, _):
        return "direct"

    def _kinds(*kinds):
        return lambda self, _: kinds

    ma_attacks = _kinds("attacks")
    ma_ranged = _kinds("ranged")
    ma_melee = _kinds("melee")
    ma_nonmagic = _kinds("nonmagic")
    ma_magic = _kinds("magic")
    ma_strikes = _kinds("strikes")
    ma_nonmagic_strikes = _kinds("strike", "special_strike", "row_strike")
    ma_simple = _kinds("strike")
    ma_special = _kinds("special_strike")
    ma_magic_strike = _kinds("magic_strike")
    ma_row = _kinds("row_strike")
    ma_shot = _kinds("shot")
    ma_throw = _kinds("throw")
    ma_discharge = _kinds("discharge")

    # whose attacks (received) / against what (dealt): conditions on the other card
    def mw_cards(self, _):
        return {}

    def mw_creatures(self, _):
        return {"types": CREATURES}

    def mod_els(self, items):
        return list(items)

    def mf_element(self, items):
        return {"other": {"element": items[0], **items[1]}}

    def mf_has(self, items):
        return {"other": {**items[0], "has": items[1]}}

    def mf_other_row(self, items):
        # «от атак существ, стоящих в 1 ряду противника»: whose rows are whose the cells do not say (unknown)
        return {"other": items[0], "geometry": {"other_row": int(items[1])}}

    def mv_opposite(self, items):
        return {"other": items[0], "geometry": {"opposite": True}}

    def mv_diagonal(self, items):
        # «по существам, стоящим рядом с <self> по диагонали»: diagonally adjacent (2012 207.6)
        return {"other": items[0], "geometry": {"diagonal": True}}

    def mv_same_column(self, items):
        return {**({"other": items[0]} if items[0] else {}), "geometry": {"same_column": True}}

    def mv_own_half(self, items):      # «по картам»: any card (no condition on it but the cells)
        return {**({"other": items[0]} if items[0] else {}), "geometry": {"other_on_own_half": True}}

    def mf_heroes(self, _):
        return {"other": {"types": ["hero"]}}

    def mf_flyer(self, _):
        return {"other": {"types": ["flyer"]}}

    def mf_move_at_least(self, items):
        return {"other": {**items[0], "move_at_least": int(items[1])}}

    def mf_cost_at_most(self, items):
        return {"other": {**items[0], "cost_at_most": int(items[1])}}

    def _state(key):
        """«проклятых», «с проклятием» / «отравленных», «с отравлением»: the other card is cursed / poisoned now."""
        return lambda self, items: {"other": {**(items[0] if items else {}), key: True}}

    mf_cursed = mv_cursed = _state("cursed")
    mf_poisoned = mv_poisoned = _state("poisoned")

    def mf_diagonal(self, _):
        return {"geometry": {"diagonal": True}}

    def mv_element(self, items):
        return {"other": {"element": items[0], **(items[1] if len(items) > 1 else {})}}

    def mv_heroes(self, _):
        return {"other": {"types": ["hero"]}}

    def mv_cost_at_least(self, items):
        return {"other": {**items[0], "cost_at_least": int(items[1])}}

    def mv_any(self, items):
        """Any of the listed cards: a list of alternatives, one modifier each."""
        return [{"other": it} for it in items]

    def mvi_move_exactly(self, items):
        n = int(items[1])                # «с 1{move}»: the printed movement (the judges, dev-004)
        return {**items[0], "move_at_least": n, "move_at_most": n}

    def mvi_symbiotes(self, _):
        return {"types": ["symbiote"]}

    def mvi_artifacts(self, _):
        return {"types": ["artifact"]}

    def mv_formation_around(self, items):
        # N or more creatures with Строй of the modifier card's controller stand next to the target
        return {"other": {**items[0], "formation_next_to_at_least": int(items[1])}}

    def mv_closed(self, _):
        return {"other": {"types": CREATURES, "open": False}}

    def mv_defender(self, _):
        return {"other": {"defender": True}}

    def mv_flyer(self, _):
        return {"other": {"types": ["flyer"]}}

    def mv_has(self, items):
        return {"other": {**items[0], "has": items[1]}}

    def mv_foreign_element(self, items):
        return {"other": {**items[0], "element_not_in_own_squad": True}}

    def mv_rows(self, items):
        return {"geometry": {"other_row": int(items[0]), "own_row": int(items[1])}}

    def mod_abilities(self, items):
        return [ABILITY_NAMES[i] for i in items]

    def _ability(name):
        return lambda self, _: name

    mab_discharge = _ability("discharge")
    mab_magic_strike = _ability("magic_strike")
    mab_spell = _ability("spell")
    mab_shot = _ability("shot")
    mab_throw = _ability("throw")
    mab_flight = _ability("flight")
    mab_teleport = _ability("teleport")
    mab_ova = _ability("ova")
    mab_ovz = _ability("ovz")
    mab_armour = _ability("armour")
    mab_zor = _ability("zor")
    mab_zom = _ability("zom")
    mab_zoz = _ability("zoz")
    mab_zov = _ability("zov")
    mab_clumsy = _ability("clumsy")
    mab_plague = _ability("plague")
    mab_cache = _ability("cache")

    def _element(code):
        return lambda self, _: code

    mel_steppe = _element("steppe")
    mel_mountain = _element("mountain")
    mel_forest = _element("forest")
    mel_swamp = _element("swamp")
    mel_dark = _element("dark")
    mel_neutral = _element("neutral")

    def mwh_unwounded(self, _):
        return ("wounded", False)

    def mwh_defender(self, _):
        return ("defender", True)

    def mwh_next_to_artifact(self, _):
        return ("next_to_types", ["artifact"])

    def mwh_opposite_own_unwounded(self, _):
        return ("opposite_own_unwounded", True)

    def mwh_distinct_ranges(self, items):
        return ("own_distinct_ranges_at_least", int(items[0]))

    def mwh_lair_column(self, _):
        return ("column_of_own_cell_marker", ["логово"])

    def mwh_lair_row(self, _):
        return ("row_of_own_cell_marker", ["логово"])

    # «… сводятся к 1» / «… к слабым»: the attack's value set (never raised: classic 520.5) or its strength set
    def _reduce(side):
        def build(self, items):
            body = {"side": side}
            for it in items:
                if isinstance(it, tuple) and it[0] == "tiers":
                    body["tiers"] = list(it[1])
                elif isinstance(it, tuple) and it[0] in ("set", "strength"):
                    body.update({"op": "set", "value": it[1]} if it[0] == "set" else {"op": "strength", "to": it[1]})
                elif isinstance(it, tuple) and it[0] == "self":
                    if it[1]:
                        _merge(body, "self", "open", False)
                elif isinstance(it, tuple):            # the attack kinds (mod_attack)
                    body["attacks"] = list(it)
                elif isinstance(it, dict):
                    for group, conds in it.items():
                        body.setdefault("when", {}).setdefault(group, {}).update(conds)
            mod = {"op": body.pop("op"), **body}
            return [("modifier", {"kind": "permanent", "modifier": mod})]
        return build

    reduce_received = _reduce("received")
    reduce_dealt = _reduce("dealt")

    def reduce_beside(self, items):
        """On the attacks at any card on the next cell of its row, left or right (`holders.beside`, dev-328)."""
        (_form, fields), = self.reduce_received(items)
        fields["modifier"]["holders"] = {"controller": "any", "beside": True}
        return [("modifier", fields)]

    def rs_self(self, _):
        return ("self", False)

    def rs_closed(self, _):
        return ("self", True)

    def rt_value(self, items):
        return ("set", int(items[0]))

    def rt_weak(self, _):
        return ("strength", "weak")

    def rt_medium(self, _):
        return ("strength", "medium")

    def rt_strong(self, _):
        return ("strength", "strong")

    def incorporeal_reduce(self, items):
        """«Бестелесный: все немагические атаки сводятся к 1»: the attacks on the card itself (its own ability)."""
        return [("keyword", {"kind": "keyword", "keyword": "Бестелесный"}), *self.reduce_received(items)]

    def formation_mix(self, items):
        when, named, sign, num, body = items
        if when not in ("в строю", ("head", "formation")):
            raise ValueError("not in formation")
        named["params"]["while"] = "в строю"
        mod = {"op": sign, "value": int(num), **body}
        if mod.pop("_direct", False) or "_any" in mod:
            raise ValueError("not one modifier")
        _merge(mod, "self", "in_formation", True)
        return [("keyword", named), ("modifier", {"kind": "permanent", "modifier": mod})]

    def formation_mix_mod_first(self, items):
        head, sign, num, body, named = items
        return self.formation_mix([head, named, sign, num, body])

    # a heal modifier (legality/heal_features.py): «может удвоить / блокировать первое за ход излечение …»
    def heal_modifier(self, items):
        (bound, n), op, whose = items[0], items[2], items[3]
        return [("modifier", {"kind": "permanent", "heal": {"modify": op, "whose": whose, bound: int(items[1]),
                                                             "optional": True}})]

    def hl_above(self, _):
        return ("lives_above", None)

    def hl_below(self, _):
        return ("lives_below", None)

    def ho_double(self, _):
        return "double"

    def ho_block(self, _):
        return "block"

    def hw_own(self, _):
        return "own"

    def hw_enemy(self, _):
        return "enemy"

    def heal_replace(self, items):
        unwounded = any(it == "unwounded" for it in items)
        instead = next(it for it in items if isinstance(it, dict))
        limit = next((it for it in items if isinstance(it, int) and not isinstance(it, bool)), None)
        heal = {"replace": "self", **({"unwounded": True} if unwounded else {}), **instead, "optional": True}
        return [("modifier", {"kind": "permanent", **({"limit": {"count": limit, "per": "turn"}} if limit else {}),
                              "heal": heal})]

    def heal_unwounded(self, _):
        return "unwounded"

    def hi_wound_adjacent(self, _):
        return {"instead": "wound", "target": "chosen"}   # the tracer asks which neighbour (the heal event says)

    def hi_open(self, _):
        return {"instead": "open", "target": "self"}

    def heal_limit(self, items):
        return int(items[0])

    # die-roll triggers: the `roll` question reads on_roll; what the trigger does is kept in params.effect and
    # declared (touches, listens: dice), so any other question it could bear on is unknown
    def roll_trigger(self, items):
        event, effect = items[0], items[1]
        limit = items[2] if len(items) > 2 else None
        on_roll = {"whose": event.get("whose", "self"), **({"creatures": True} if event.get("creatures") else {}),
                   "cmp": event["cmp"], "value": event["value"],
                   **({"fighting": True} if event.get("fighting") else {}),
                   **({"natural": True} if event.get("natural") else {})}
        feat = {"kind": "triggered", "on_roll": on_roll, "params": {"effect": effect[0]},
                "listens": ["dice"], "touches": list(effect[1]), "_widen": True}
        if limit:
            feat["params"]["limit"] = limit[1]
        return [("triggered", feat)]

    def roll_throws(self, items):
        out = {"cmp": "eq"}
        for it in items:
            if isinstance(it, dict):
                out.update(it)
            elif it == "fighting":
                out["fighting"] = True
            elif it == "natural":
                out["natural"] = True
            else:
                out["value"] = int(it)
        return out

    def roll_is(self, items):
        out = {}
        for it in items:
            if isinstance(it, dict):
                out.update(it)
            elif it == "natural":
                out["natural"] = True
        return out

    def roll_fighting(self, _):
        return "fighting"

    def roll_natural(self, _):
        return "natural"

    def rw_enemy_cards(self, _):
        return {"whose": "enemy"}

    def rw_enemy_creatures(self, _):
        return {"whose": "enemy", "creatures": True}

    def rw_own_creatures(self, _):
        return {"whose": "own", "creatures": True}

    def rw_own_cards(self, _):
        return {"whose": "own"}

    def rw_any_cards(self, _):
        return {"whose": "any"}

    def rw_self(self, _):
        return {"whose": "self"}

    def rc_eq(self, items):
        return {"cmp": "eq", "value": int(items[0])}

    def rc_le(self, items):
        return {"cmp": "le", "value": int(items[0])}

    def rc_even(self, _):
        return {"cmp": "in", "value": [2, 4, 6]}

    def rc_gt_cost(self, _):
        return {"cmp": "gt", "value": "cost"}

    def re_gain_counter(self, _):
        return ("получить фишку", ["receive_token", "accumulate_token", "tokens"])

    def re_wound_opponent(self, items):
        return (f"ранить существо, с которым сражается, на {int(items[0])}", ["wound", "wounds", "lives"])

    def re_wound_roller(self, items):
        return (f"ранить бросившее существо на {int(items[0])}", ["wound", "wounds", "lives"])

    def re_reroll(self, _):
        return ("перебросить кубик", ["dice"])

    def re_opens(self, _):
        return ("открывается", ["open", "open_state"])

    # «Каждый ваш стоящий рядом гном имеет -1 от магических атак»: the modifier is on the attacks on (or by) its
    # controller's creatures of that class next to this card (`holders`); read on any card type
    def wards(self, items):
        cls, sign, num, body = items
        mod = {"op": sign, "value": int(num), **body}
        if mod.pop("_direct", False) or "_any" in mod:
            raise ValueError("not one modifier")
        mod["holders"] = {"controller": "own", "types": CREATURES, "classes": [cls], "adjacent": True}
        return [("holders", {"kind": "permanent", "modifier": mod})]

    # «Ваши элементали имеют +1 к сильному {strike}»: on the attacks of every card of its controller's with that
    # class (`holders`: no type, none next to it — the words name none); read on any card type
    def class_mod(self, items):
        cls, sign, num, body = items
        mod = {"op": sign, "value": int(num), **body}
        if mod.pop("_direct", False) or "_any" in mod:
            raise ValueError("not one modifier")
        mod["holders"] = {"controller": "own", "classes": [cls]}
        return [("holders", {"kind": "permanent", "modifier": mod})]

    def oc_elemental(self, _):
        return "Элементаль"

    def wc_gnome(self, _):
        return "Гном"

    def wc_elf(self, _):
        return "Эльф"

    def wc_orc(self, _):
        return "Орк"

    def wc_troll(self, _):
        return "Тролль"

    def chosen_class_mod(self, items):
        """A modifier of the card's own attacks and a directed strike against a class chosen before the battle: no
        scenario field says which, so it is declared by what it touches (strike values; no defender against the
        directed strike, 2012 glossary «Направленный удар»), no less than its words would as kept text."""
        edge, when, sign, num, kinds = items
        if (edge, when) != ("turn_start", "battle"):
            raise ValueError("only «в начале боя»")
        params = {"chosen_class": True, "modifier": {"op": sign, "value": int(num), "side": "dealt",
                                                     "attacks": list(kinds)}, "grant_against_chosen": "Направленный удар"}
        return [("modifier_unacted", {"kind": "permanent", "params": params, "_widen": True,
                                      "touches": ["simple_strike", "strike_value", "assign_defender", "defender"]})]

    # recruiting the squad (legality/recruitment.py): what the `recruit` question reads
    def recruit_copies(self, items):
        crystals = {c for _n, _v, c in items}
        if len(crystals) != 1:
            raise ValueError("one crystal per reading")
        return [("squad", {"kind": "permanent", "recruit": {"copies": {n: v for n, v, _c in items},
                                                            "crystal": crystals.pop()}})]

    def copy_cost(self, items):
        return items[0], int(items[1]), items[2]

    def nth_2(self, _):
        return 2

    def nth_3(self, _):
        return 3

    def nth_4(self, _):
        return 4

    def cr_gold(self, _):
        return "gold"

    def cr_silver(self, _):
        return "silver"

    def recruit_gain(self, items):
        if items[1] != "gold":
            raise ValueError("a gain is of gold crystals")
        return [("squad", {"kind": "permanent", "recruit": {"gain_gold": int(items[0])}})]

    def recruit_gain_elements(self, items):
        if items[2] != "gold":
            raise ValueError("a gain is of gold crystals")
        return [("squad", {"kind": "permanent", "recruit": {"gain_gold": int(items[1]),
                                                            "if_elements_at_least": int(items[0])}})]

    def recruit_discount_terrain(self, items):
        return [("squad", {"kind": "permanent", "recruit": {"discount": {"types": ["terrain"], "by": int(items[0])}}})]

    def recruit_free(self, items):
        return [("squad", {"kind": "permanent", "recruit": {"free_if_costs": [int(i) for i in items]}})]

    # «Не получает ран от атак карт, стоящих в других столбцах»
    def no_wounds_other_columns(self, _):
        return [("deontic", {"kind": "permanent", "modality": "forbid", "actions": ["wound"], "role": "target",
                             "board": {"source_other_column": True}})]

    def while_formation_two(self, _):
        return ("while", "в строю с двумя или более существами")

    def range_bonus_column(self, items):
        """Its controller's creatures in its column (207.2) that have one of the abilities add N to the range of
        every ability of theirs with a range (`of: any`: spells and influences too, classic:ruling-dev-381)."""
        abilities, num = items
        return [("holders", {"kind": "permanent", "range_bonus": {
            "value": int(num), "of": "any",
            "holders": {"controller": "own", "types": CREATURES, "same_column": True, "has": abilities}}})]

    def range_bonus_jumpers(self, items):
        """Its controller's creatures next to it that have a jump add N to their own jumps' range (range_bonus)."""
        return [("holders", {"kind": "permanent", "range_bonus": {
            "value": int(items[0]), "of": "jump", "holders": {"controller": "own", "adjacent": True, "has": ["Прыжок"]}}})]
