"""Reading the concentration, deontic and static sentences of grammar.lark that h-gram-f added (mixed into
compiler._Reading; docs/cards.md «Compiled from a card base»).

«Концентрация: получает {counter}» is the 2012 glossary's trigger as the chain engine runs it (legality/triggers.py):
at the end of the opponent's turn, if the card received no wounds that turn, it gains a token. «Концентрация:
получает вампиризм до конца вашего хода» lays a second feature of the card, the grant, for the printed duration: the
ability is the card's only once the trigger has laid it (legality/world.py `printed_has`).
"""
from __future__ import annotations

from lark.exceptions import LarkError

CONCENTRATION_GRANT = "concentration-grant"    # the id of the feature a concentration lays (one per card)
VALHALLA_GRANT = "valhalla-grant"            # the id of the feature a Вальхалла lays (one per card)
_CONCENTRATION = {"event": "turn_end", "where": {"turn": "enemy", "wounded_this_turn": False}}


class _NotConcentration(LarkError):
    """A «<keyword>: …» head that is not «Концентрация»: the sentence is not read here."""


class DeonticReading:
    """Transformer methods for the rules of this module (mixed into compiler._Reading)."""

    def concentration(self, items):
        head, found = items
        if head != "Концентрация":
            raise _NotConcentration(head)
        return found

    def conc_gain_counter(self, items):
        chain = {**_CONCENTRATION, "effect": {"kind": "gain", "source": "self", "target": "self",
                                              "gain": {"counter": "token", "amount": 1}}}
        # the glossary's «this card» on any card type (a symbiote's own concentration: Сова колдуна, dev-481)
        return [("concentration", {"kind": "triggered", "params": {"chain": chain}})]

    def conc_grant(self, items):
        name, *value, duration = items
        ability = f"{name} {value[0]}" if value else name
        chain = {**_CONCENTRATION, "effect": {"kind": "grant", "source": "self", "target": "self",
                                              "feature": CONCENTRATION_GRANT, "duration": duration}}
        return [("triggered", {"kind": "triggered", "params": {"chain": chain}}),
                ("triggered", {"id": CONCENTRATION_GRANT, "kind": "permanent", "effect": {"grant": ability},
                               "duration": duration})]

    def valhalla(self, items):
        """«Вальхалла: ваше существо получает +1 к {strike} до конца вашего хода»: the chain engine's Вальхалла
        (`valhalla: true`, docs/chains.md) granting a chosen creature of its player the modifier, a second feature
        of the card in force only where the trigger laid it (a feature with a `duration` is not printed)."""
        sign, num, kinds, duration = items
        chain = {"valhalla": True, "effect": {"kind": "grant", "target": "chosen",
                                              "choose": {"relation": "own", "types": ["creature"]},
                                              "feature": VALHALLA_GRANT, "duration": duration}}
        mod = {"op": sign, "value": int(num), "side": "dealt", "attacks": list(kinds)}
        return [("triggered", {"kind": "triggered", "params": {"chain": chain}}),
                ("triggered", {"id": VALHALLA_GRANT, "kind": "permanent", "duration": duration, "modifier": mod})]

    def wounds_only_strike(self, items):
        """«Получает раны только от {strike}» (2012 glossary «Receives no wounds from»): the hand-written cards'
        `wounds_only_from: strike`, which the attack question and the trace read (legality/wound_sources.py)."""
        return [("deontic", {"kind": "permanent", "wounds_only_from": "strike"})]

    def defends_teleporters(self, items):
        """«Может выступать защитником любому вашему существу с телепортацией»: a permission to defend one's own
        creature with teleportation (board `target_teleports`) wherever it stands: `params.defends_beyond_adjacent`
        lifts 205.3.a's adjacency where its board holds (legality/stack/tracer.py). A flyer may defend a ground
        creature against a ground attack only by such text (211.6), which the rules do not forbid yet."""
        return [("deontic", {"kind": "permanent", "modality": "permit", "actions": ["assign_defender"],
                             "role": "source", "board": {"target_enemy": False, "target_teleports": True},
                             "params": {"defends_beyond_adjacent": True}})]

    def with_extra_lives(self, items):
        """«{ova}2 по картам с дополнительными {health}»: whom the keyword works against (kept as `against`)."""
        return "with:с дополнительными жизнями"

    def with_lives_parity(self, items):
        """«… по существам с чётным количеством {health}»: their current lives (`against: {current_lives: even}`,
        the judges' dev-140; legality/directed_strikes.py): `against` becomes that condition (compiler.against)."""
        return f"lives:{items[0]}"

    def even(self, items):
        return "even"

    def odd(self, items):
        return "odd"

    def with_abilities(self, items):
        """«… по существам с {ovz} или {ova}»: whom the keyword works against (kept as `against`, read by its words)."""
        return "with:с особенностью " + " или ".join(f"«{i}»" for i in items)

    def with_ranged_attack(self, items):
        return "with:с дальней атакой"

    def enemy_row_empty(self, items):
        return [part for part in items]

    def row_empty_modifier(self, items):
        sign, num, kinds = items
        mod = {"op": sign, "value": int(num), "side": "dealt", "attacks": list(kinds),
               "when": {"self": {"enemy_first_row_empty": True}}}
        return ("modifier", {"kind": "permanent", "modifier": mod})

    def row_empty_strikes_flyers(self, items):
        """The judges (dev-247): a simple strike at a flyer, over 211.8 (`overrides: [flyer-reach]`)."""
        return ("deontic", {"kind": "permanent", "modality": "permit", "actions": ["simple_strike"],
                            "overrides": ["flyer-reach"], "board": {"enemy_first_row_empty": True, "target_flyer": True}})

    def cu_your_turn(self, items):
        return "your_turn"

    def cu_turn(self, items):
        return "turn"

    def cu_opponent_turn(self, items):
        return "opponent_turn"

    # deontic features whose subject the sentence names (grammar.lark `named_deontic`, `host_deontic`): read on a
    # symbiote or a parasite too, whose «Не может выступать защитником» is its own (the carrier is «Хозяин»)
    def no_defend(self, items):
        return [("named_deontic", {"kind": "permanent", "modality": "forbid", "actions": ["assign_defender"],
                                   "role": "source"})]

    def no_defender_against(self, items):
        """«Карлику Унду нельзя назначать защитника»: no defender is assigned against an attack at it."""
        return [("named_deontic", {"kind": "permanent", "modality": "forbid", "actions": ["assign_defender"],
                                   "role": "target"})]

    def wounds_only_host(self, items):
        """«Карлик Унд получает раны только от хозяина» (legality/wound_sources.py, classic:ruling-dev-445)."""
        return [("named_deontic", {"kind": "permanent", "wounds_only_from": "host"})]

    def host_attacks_only_self(self, items):
        """«Хозяин не может объявлять никаких действий, кроме нападения на <self>»: its carrier declares no attack at
        another card and no action that is no attack (`scope: host`; `declared`: what an effect makes it do is not
        declared by it)."""
        return [("host_deontic", {"kind": "permanent", "modality": "forbid", "actions": list(_ATTACKS), "role": "source",
                                  "scope": "host", "board": {"declared": True, "target_not_self": True}}),
                ("host_deontic", {"kind": "permanent", "modality": "forbid", "actions": list(_NOT_ATTACKS),
                                  "role": "source", "scope": "host", "board": {"declared": True}})]

    def no_wounds_counterstrikes(self, items):
        """«Не получает ран от ответных ударов»: the engine does not act on it. It bears only where a counterstrike
        is made (its words name nothing else: the wounds it keeps off are a counterstrike's)."""
        return [("bounded", {"kind": "permanent", "params": {"no_wounds_from": "counterstrike"},
                             "touches": ["counterstrike", "battle"]})]

    def while_strong_above(self, items):
        """«…, пока сильный {strike} <self> больше, чем у любого существа противника» (legality/attack/die_cards.py:
        the printed strong strikes, classic:ruling-dev-465)."""
        return ("while", {"strong_strike_above_enemy_creatures": True})

    def while_squad_has(self, items):
        return self._squad_while(items, "есть")

    def while_squad_lacks(self, items):
        return self._squad_while(items, "нет")

    def _squad_while(self, items, verb):
        """A condition on a squad, kept as words (`while`, read by reach.py). One on its own squad («в вашем
        отряде»: the Battlefield and the Additional Zone, 2012 206.2) holds only while its card is in play
        (`while_in: play`: classic:ruling-dev-103, the judges' dev-446 — no regeneration in the deck)."""
        text = self._squad(items, verb)
        own = not text.startswith("в отряде противника")
        return ("while", text, "play") if own else ("while", text)

    def _squad(self, items, verb):
        whose, *things = items
        head = ("местность " if verb == "есть" else "местности ") if things and things[0] == "местность" else ""
        return f"в {whose} {verb} {head}" + " или ".join(t for t in things if t != "местность")

    def terrain_word(self, items):
        return "местность"

    def sq_any(self, items):
        return "отряде"

    def _terrain(word):
        return lambda self, items: word

    t_swamp, t_desert, t_city = _terrain("болото"), _terrain("пустыня"), _terrain("город")
    t_forest, t_river, t_mountains, t_steppe = _terrain("лес"), _terrain("река"), _terrain("горы"), _terrain("степь")

    def sq_own(self, items):
        return "вашем отряде"

    def sq_enemy(self, items):
        return "отряде противника"

    def kw_ignores_whose(self, items):
        """«Игнорирует X <чьих> карт»: only at those cards (`against`: a condition, its words read by reach.py;
        legality/facts.py does not count it as ignoring always)."""
        return {"kind": "keyword", "keyword": "Игнорирует", "params": {"what": items[0], "against": items[1]}}

    def ign_whose(self, items):
        *adj, noun = [i for i in items if not (isinstance(i, str) and i.startswith("with:"))]
        extra = next((i[5:] for i in items if isinstance(i, str) and i.startswith("with:")), None)
        words = [_plural_adj(a) for a in adj] + [noun[5:]] + ([extra] if extra else [])
        return " ".join(words)

    def with_magic_feature(self, items):
        return "with:с магической особенностью"

    def with_curse(self, items):
        return "with:с проклятием"

    def while_host_element(self, items):
        return ("while", f"хозяин {_MASCULINE[items[-1]]}")


# the attacks a card declares, and the other actions it may declare (the hand-written reading of dev-390)
_ATTACKS = ("simple_strike", "special_strike", "magic_strike", "shot", "throw", "discharge", "spell", "finishing_blow")
_NOT_ATTACKS = ("effect", "move", "heal", "wound", "summon", "resurrect", "assign_defender", "redirect", "ability",
                "accumulate_token")
def _plural_adj(adj: str) -> str:
    """«тёмное» → «тёмные»."""
    return adj[:-2] + "ые" if adj.endswith("ое") else adj


_MASCULINE = {"степное": "степной", "горное": "горный", "лесное": "лесной", "болотное": "болотный",
              "тёмное": "тёмный", "нейтральное": "нейтральный"}
