"""Abilities built from generic parts (actions.lark): a head or an event clause, then one or more actions.

«{tap}: Заклинание «горе» - ранить карту на 1-2-2» → an activated feature whose `params.actions` lists
{do: wound, target: {noun: карта}, value: 1-2-2, name: горе}; «При {strike} атакованный получает проклятие» →
a triggered feature whose `params.trigger` holds the event and the actions. The engine acts on none of these:
each declares what it `touches` (and, for a trigger, the events it `listens` to) so a question it could bear
on is `unknown` (docs/cards.md «Actions», legality/reach.py). What it declares is never less than what the
sentence's words would give as kept text (reach.read_sentences: the same form, topics, events and other
cards), plus what the structure says the words do not; tests/cards/test_actions.py checks this over both
bases. A trigger whose effect lasts (a duration, an ability, a modifier) may have fired before the question:
`params.lasting` makes reach read it also as a static sentence.
"""
from __future__ import annotations

import re

from lark import Transformer

from ..reach import ALL, infer_topics, read_sentences

ATTACK_TOPICS = {"shot": ("shot",), "discharge": ("discharge",), "throw": ("throw",),
                 "magic_strike": ("magic_strike",), "row_strike": ("simple_strike", "special_strike"),
                 "strike": ("simple_strike",), "special_strike": ("special_strike",)}
# abilities a card gains whose rule is a die roll's ±1 (heroes glossary «Благословение/Проклятие»)
DICE_ABILITIES = ("Проклятие", "Благословление", "Благословение")
_LASTING = ("grant", "modify", "poison", "gain_marker", "lay_marker", "forbid", "no_wounds", "grant_activated")


class _Name(str):
    """A word of a printed name («горе», «ледяной кулак»)."""


class _XValue(str):
    """An ability's value X with its definition («{armor} X, где X число ран на Ливрахе»)."""


class _Act(dict):
    """One action: `do` and its fields; `_topics` what it changes (taken off before output)."""


def act(do: str, topics, **fields) -> _Act:
    a = _Act(do=do, **{k: v for k, v in fields.items() if v is not None})
    a["_topics"] = set(topics)
    return a


# the heads of a йордлинг's faces («{wolf}: …», «{human}: …»)
_FACES = ("в облике волка", "в облике человека")


class ActionReading(Transformer):
    """Parse tree → (form, feature fields): see the module doc."""

    def __init__(self, text: str, cond_text: str = "", where_text: str = "", that_text: str = ""):
        super().__init__()
        self.text, self.where_text, self.that_text = text, where_text, that_text
        # a condition cut off and kept verbatim: `while` («пока …»), `if` («если …»), `per` («за каждую …»)
        low = cond_text.casefold()
        self.cond_key = "per" if low.startswith("за ") else "if" if low.startswith("если ") else "while"
        self.cond_text = cond_text[5:].strip() if low.startswith(("пока ", "если ")) else cond_text

    def _cond(self, present: bool) -> dict:
        return {self.cond_key: self.cond_text} if present else {}

    def start(self, items):
        return items[0]

    def __default__(self, data, children, meta):
        if data.startswith("keyword_"):
            from .compiler import KEYWORDS
            return KEYWORDS[int(data[len("keyword_"):])]
        return super().__default__(data, children, meta)

    # --- the three shapes
    def headed(self, items):
        head, acts = items
        acted = _acted_only(head, acts) if head[0] == "cost" else None
        if acted is not None:
            return acted
        if head[0] == "cost":
            return self._feature("activated", {"kind": "activated", "params": {"cost": head[1], **acts}}, acts)
        if head[1] in _FACES and any(a.get("do") == "jump" for a in acts.get("actions", ())):
            raise ValueError("«{wolf}: Прыжок, дальность 3»: an ability the face has, not an action it makes")
        return self._feature("headed", {"kind": "permanent", "params": {"when": head[1], **acts}}, acts)

    def headed_mods(self, items):
        head, mods = items[0], items[1]
        params = self._mods(mods, len(items) > 2)
        if head[0] == "cost":
            raise ValueError("a cost before a static modifier")
        return self._feature("headed", {"kind": "permanent", "params": {"when": head[1], **params}}, params)

    def headed_cost(self, items):
        """«Строй: {tap}: …»: an activated ability with a condition head (`params.when`)."""
        when, cost, acts = items
        if when[0] != "when" or cost[0] != "cost":
            raise ValueError("not a condition before a cost")
        params = {"cost": cost[1], "when": when[1], **acts}
        if read_sentences(self.text)[0].form != "activated":
            # to the words a static sentence («На глубине: {tap}: …»): it keeps their (wider) reach
            return self._feature("headed", {"kind": "permanent", "params": params}, acts)
        return self._feature("activated", {"kind": "activated", "params": params}, acts)

    def headed_event(self, items):
        """«Строй: при {strike} …»: a trigger that works only under the head's condition; to the words a static
        sentence, so it is kept as one (params.trigger, params.when)."""
        head, event, acts = items[0], items[1], items[-1]
        event.pop("_listens")
        trig = {"event": event, **acts}
        if head[0] == "cost":         # «{instant}{tap}: При … »: declared by a player when the event happens
            return self._feature("activated", {"kind": "activated", "params": {"cost": head[1], "trigger": trig}},
                                 acts)
        return self._feature("headed", {"kind": "permanent", "params": {"when": head[1], "trigger": trig}}, acts)

    def static(self, items):
        """What the card (or the cards named) has: «Ваши существа в строю получают +1 к удару», «Пока …, имеет …»."""
        body = next(i for i in items if isinstance(i, dict))
        params = {"actions": body["actions"], **self._cond(("cond",) in items)}
        held = _held_ability(body["actions"])
        if held is not None:
            return self._held(held, ("cond",) in items)
        return self._feature("static", {"kind": "permanent", "params": params}, params)

    def _held(self, gained, cond: bool):
        """«Имеет «{tap}: Выстрел на 1-2-2», пока стоит рядом с …»: an ability the card declares (its `cost` and
        `actions`) while the condition holds (`while` / `if`, kept verbatim; h-gram-h)."""
        inner = [_Act(a) for a in gained["actions"]]
        topics = set(gained.pop("_topics"))
        for a in inner:
            a["_topics"] = set()
        inner[0]["_topics"] = topics
        acts = {"actions": inner}
        params = {"cost": gained["cost"], "actions": inner, **self._cond(cond)}
        return self._feature("activated", {"kind": "activated", "params": params}, acts)

    def static_body(self, items):
        target = items[0] if not isinstance(items[0], _Act) else "self"
        gains = [i for i in items if isinstance(i, _Act)]
        for g in gains:
            g["target"] = target
        return {"actions": gains}

    def _mods(self, mods, cond):
        # each modifier names what it changes (`_MOD_TOPICS`; a value it does not know: a strike's value):
        # «+1 к {move}» changes the move points, «+1 к добиванию» the finishing blow, not a strike
        topics = set()
        for m in mods:
            topics |= set(m.pop("_topics"))
        return {"actions": [act("modify", topics, modifiers=mods)], **self._cond(cond)}

    def on_event(self, items):
        event, acts = items[0], items[-1]
        return self._trigger(event, acts)

    def on_event_subject(self, items):
        event, subject, *rest = items
        action = rest.pop(0)
        if action == "may":
            first = _Act(rest.pop(0), optional=True)
        else:
            first = _Act(action)
        first["target"] = subject
        first.subject = True
        return self._trigger(event, self.acts([first, *rest]))

    def _trigger(self, event, acts):
        two = ("subject" in event and "object" in event) or ("of" in event and "target" in event)
        if two and acts["actions"] and _names_it(acts["actions"][0]):
            # «Когда карта противника атакует вашего койара - выстрел … в эту карту»: «эта карта» is the subject,
            # not the card last named («При {strike} существа … по Илле - особый удар … в это существо»: not Илла);
            # with two cards in the event clause (its card and its object) the words do not say which
            raise ValueError("«it» after an event naming two cards")
        acted = _acted_token_loss(event, acts) or _acted_scavenge_life(event, acts, self.text)
        if acted is not None:
            return acted
        listens = set(event.pop("_listens"))
        trig = {"event": event, **acts}
        if event["on"] == "battle_start":     # fired before any question: what it did lasts (a static sentence)
            return self._feature("headed", {"kind": "permanent", "params": {"trigger": trig}}, acts)
        return self._feature("triggered", {"kind": "triggered", "params": {"trigger": trig}}, acts, listens)

    def _feature(self, form, feat, acts, listens=None):
        """The feature with its declared reach: never less than the words' reading as kept text."""
        text = read_sentences(self.text)
        if len(text) != 1:
            raise ValueError("one sentence")
        x = text[0]
        topics = set().union(*(a.pop("_topics") for a in acts["actions"]))
        others = x.others or any(a.get("target") not in (None, "self") for a in acts["actions"])
        if ALL not in x.topics:
            topics |= x.topics
        topics -= {"trigger"}
        if form == "activated" and x.form != "activated":
            raise ValueError("not an ability a player declares, to the words")
        if form == "triggered":
            if x.form != "trigger":
                raise ValueError("not a trigger, to the words")
            feat["listens"] = [] if ALL in x.events else sorted(listens | x.events)
            if any(_lasting(a) and "duration" not in a for a in acts["actions"]):
                # no end printed: what it did lasts past the turn it fired in, so it may bear on any later
                # question. One that lasts «до конца хода» is read as its words are (a trigger): a question
                # about the turn it fired in lists it (as it would list kept text's effect)
                feat["params"]["lasting"] = True
        if form in ("headed", "modifier_unacted", "static") and x.form != "static":
            raise ValueError("not a static sentence, to the words")
        feat["touches"] = sorted(topics)
        if others:
            feat["scope"] = "all_creatures"
        if not feat.get("listens"):
            feat.pop("listens", None)
        return [(form, _plain(feat))]

    # --- heads
    def head_cost(self, items):
        if any(isinstance(i, dict) for i in items):
            if len(items) > 1:
                raise ValueError("a closing among other costs")
            return ("cost", _plain(items[0]))
        return ("cost", " + ".join(items))

    def cost_tap(self, _):
        return "закрыться"

    def cost_instant(self, _):
        return "внезапное действие"

    def head_cost_markers(self, items):
        """«{tap}, потерять два маркера «фуража»:»: closing and the markers (their printed words) paid."""
        costs = ["закрыться"]
        names = [str(i) for i in items if isinstance(i, _Name)]
        counts = [i for i in items if isinstance(i, int) or (isinstance(i, str) and i.isdigit())]
        if any(isinstance(i, dict) for i in items):
            raise ValueError("a closing among other costs")
        n = int(counts[0]) if counts else 1
        return ("cost", " + ".join([*costs, f"{n} маркер{'' if n == 1 else 'а' if n < 5 else 'ов'} {' '.join(names)}"]))

    def cost_close(self, items):
        """«Закрыть стоящее рядом ваше существо:»: the cost is closing that card (its description)."""
        return {"close": items[0]}

    def cost_x_counters(self, _):
        return "X фишек"

    def cost_x_tokens(self, _):
        return "X жетонов"

    def cost_counters(self, items):
        n = int(items[0]) if items else 1
        return f"{n} фишк{'а' if n == 1 else 'и' if n < 5 else 'ек'}"

    def cost_tokens(self, items):
        n = int(items[0]) if items else 1
        return f"{n} жетон{'' if n == 1 else 'а' if n < 5 else 'ов'}"

    def head_concentration(self, _):
        return ("when", "Концентрация")

    def head_valhalla(self, _):
        return ("when", "Вальхалла")

    def head_rage(self, items):
        return ("when", f"Бешенство {int(items[0])}")

    def head_formation(self, _):
        return ("when", "в строю")

    def head_wolf(self, _):
        return ("when", "в облике волка")

    def head_human(self, _):
        return ("when", "в облике человека")

    def head_depth(self, _):
        return ("when", "на глубине")

    def head_surface(self, _):
        return ("when", "на поверхности")

    def head_rebuff(self, _):
        return ("when", "отпор")

    def head_first(self, _):
        return ("when", "первым игроком")

    def head_second(self, _):
        return ("when", "вторым игроком")

    # --- events: {on, strength?, by?, target?, ...} and the topics they listen to (_listens)
    def ev_at(self, items):
        strength = items[0] if isinstance(items[0], str) else None
        rest = items[1:] if strength else items
        noun, mods = rest[0], rest[1:]
        ev = {"on": noun[0], **({"strength": strength} if strength else {}), **(noun[2] if len(noun) > 2 else {}),
              "_listens": set(noun[1])}
        return _with_mods(ev, mods)

    def ev_at_either(self, items):
        """«При телепортации или прыжке», «При ударе или при промахе»: either event."""
        first, second, *mods = items
        ev = self.ev_at([second, *mods])
        ev["on"] = [first[0], ev["on"]]
        ev["_listens"] |= set(first[1])
        return ev

    def ev_at_first(self, items):
        """«При первом за ход ударе …»: the event's first time in a turn (`first: turn`) or in the game."""
        per = next((i[1] for i in items if isinstance(i, tuple) and i[0] == "first_per"), None)
        ev = self.ev_at([i for i in items if not (isinstance(i, tuple) and i[0] in ("first", "first_per"))])
        ev["first"] = per or "turn"
        if per is None and not any(i == ("first", True) for i in items):
            raise ValueError("no «первый»")
        return ev

    def fo_first(self, _):
        return ("first", True)

    def fo_per(self, items):
        return ("first_per", items[0])

    def evm_first(self, items):
        return ("first", items[0])

    def ev_after(self, items):
        ev = self.ev_at(items)
        ev["after"] = True
        return ev

    def ev_when(self, items):
        subject = items[0] if not isinstance(items[0], dict) or "on" not in items[0] else None
        rest = items[1:] if subject is not None else items
        ev = rest[0]
        if subject is not None:
            ev["subject"] = subject
        return _with_mods(ev, rest[1:])

    def ev_if(self, _):
        return {"on": "condition", "if": self.cond_text, "_listens": set()}

    def ev_battle_start(self, items):
        return {"on": "battle_start", **dict(items), "_listens": set()}

    def evm_of(self, items):
        return ("of", items[0])

    def evm_own_turn(self, _):
        return ("turn", "own")

    def evm_enemy_turn(self, _):
        return ("turn", "enemy")

    def evm_in_assault(self, _):
        return ("in", "assault")

    def evm_cond(self, _):
        return ("if", self.cond_text)

    def evm_through(self, items):
        return ("through", items[0])

    def ev_turn(self, items):
        edge, whose, *mods = items
        return {"on": edge, "turn": whose, **dict(mods), "_listens": {"turn"}}

    def _noun(on, *listens):
        return lambda self, _: (on, listens)

    def evn_attack(self, items):
        return (items[0], ATTACK_TOPICS[items[0]])

    def evn_assault_by(self, items):
        """«При нападении выстрелом / {strike}»: an assault made with that attack."""
        return ("assault", ATTACK_TOPICS[items[0]], {"with": items[0]})

    evn_any_attack = _noun("attack", "simple_strike", "special_strike", "shot", "throw", "discharge", "magic_strike")
    evn_strike_any = _noun("strike", "simple_strike", "special_strike", "magic_strike")
    evn_assault = _noun("assault", "simple_strike", "special_strike", "magic_strike", "shot", "throw", "discharge")
    evn_melee = _noun("melee_attack", "simple_strike", "special_strike", "magic_strike")
    evn_ranged = _noun("ranged_attack", "shot", "throw", "discharge", "simple_strike")
    evn_miss = _noun("miss", "battle", "simple_strike")
    evn_hit_or_miss = _noun("strike_or_miss", "battle", "simple_strike", "special_strike")
    evn_death = _noun("death", "destroy", "death")
    evn_summoned = _noun("summoned", "summon")
    evn_counterstrike = _noun("counterstrike", "counterstrike", "simple_strike", "battle")
    evn_nonmagic_attack = _noun("nonmagic_attack", "simple_strike", "special_strike", "shot", "throw")
    evn_move = _noun("move", "move", "move_points")
    evn_dash = _noun("dash", "move", "move_points")
    evn_jump = _noun("jump", "move", "move_points")
    evn_teleport = _noun("teleport", "move", "move_points")
    evn_incarnation = _noun("incarnation", "resurrect", "summon")
    evn_scavenging = _noun("scavenging", "heal", "death")
    evn_finishing = _noun("finishing_blow", "finishing_blow", "destroy")
    evn_vampirism = _noun("vampirism", "heal", "wounds")

    def evm_on(self, items):
        return ("target", items[0])

    def evm_of_self(self, _):
        return ("of", "self")

    def evm_by(self, items):
        return ("by", items[0])

    def evm_by_attack(self, _):
        return ("by", "attack")

    def evm_by_melee(self, _):
        return ("by", "melee")

    def evm_by_ranged(self, _):
        return ("by", "ranged")

    def evm_by_poison(self, _):
        return ("by", "poison")

    def evm_by_meanness(self, _):
        return ("by", "Подлость")

    def evm_adjacent_cell(self, _):
        return ("to", "соседняя клетка")

    def evm_to_occupied(self, items):
        """«на клетку, занятую существом противника»: a cell another card stands on (the card «оно» names next)."""
        return ("to", {"noun": "клетка", "occupied_by": items[0]})

    def evm_to_adjacent_of(self, items):
        """«на соседнюю с Синим драконом свободную клетку»: a cell next to that card (`is`: the cell's adjectives)."""
        target, *adjs = items
        cell = {"noun": "клетка", "is": ["adjacent"], "next_to": target}
        for key, value in adjs:
            if key != "is":
                raise ValueError(f"«{value}» of a cell moved to")
            cell["is"].append(value)
        return ("to", cell)

    def evm_to_back(self, _):
        return ("to", {"noun": "клетка", "direction": "back"})    # «на клетку назад»: the cell behind the mover

    def evm_diagonal(self, _):
        return ("direction", "diagonal")

    def _verb(on, *listens):
        def build(self, items):
            return {"on": on, **({"object": items[0]} if items else {}), "_listens": set(listens)}
        return build

    evv_wounded = _verb("wounded", "wound", "wounds")
    evv_kills = _verb("kills", "destroy", "death")
    evv_defends = _verb("defends", "assign_defender", "defender")
    evv_attacks = _verb("attacks", "simple_strike", "special_strike", "magic_strike", "shot", "throw", "discharge")
    evv_closes = _verb("closes", "close", "open_state")
    evv_opens = _verb("opens", "open", "open_state")
    evv_moves = _verb("moves", "move", "move_points")

    def evv_wounded_by(self, items):
        """«Когда получает 3 или более ран», «… получает X ран»: how many wounds at once."""
        n = items[0] if items[0] == "X" else int(items[0])
        return {"on": "wounded", "wounds": n, **({"or_more": True} if len(items) > 1 else {}),
                "_listens": {"wound", "wounds"}}

    def count_more(self, _):
        return "more"

    def evv_loses_counters(self, items):
        """«Когда ваша карта единовременно теряет 2 или более {counter}»: that many counters lost at once."""
        items = [i for i in items if i != "at_once"]
        n = items[0] if items[0] == "X" else int(items[0])
        return {"on": "loses_counters", "count": n, **({"or_more": True} if len(items) > 1 else {}),
                "_listens": {"tokens", "pay"}}

    def at_once(self, _):
        return "at_once"

    def evv_loses_lives(self, _):
        return {"on": "loses_additional_lives", "_listens": {"lives", "wounds"}}

    def evv_kills_with_first(self, items):
        """«Когда убивает выстрелом карту противника»: the attack printed before the card."""
        return self.evv_kills_with([items[1], items[0]])

    def evv_attacks_card(self, items):
        """«Когда атакует карту»: any attack it makes at that card (`object`)."""
        if items[0] == "it":
            raise ValueError("«атакует он …»: a pronoun after the verb is the next clause's subject")
        return {"on": "attacks_card", "object": items[0],
                "_listens": {"simple_strike", "special_strike", "magic_strike", "shot", "throw", "discharge",
                             "counterstrike", "battle"}}

    def evv_kills_with(self, items):
        """«Когда уничтожает карту выстрелом»: with that attack."""
        return {"on": "kills", "object": items[0], "with": items[1],
                "_listens": {"destroy", "death", *ATTACK_TOPICS[items[1]]}}

    def evv_gains(self, items):
        g = items[0]
        return {"on": "gains", "object": {k: v for k, v in g.items() if k != "_topics"},
                "_listens": set(g["_topics"])}

    def edge_start(self, _):
        return "turn_start"

    def edge_end(self, _):
        return "turn_end"

    def turn_enemy(self, _):
        return "enemy"

    def turn_own(self, _):
        return "own"

    def turn_each(self, _):
        return "each"

    def st_weak(self, _):
        return "weak"

    def st_strong(self, _):
        return "strong"

    def st_medium(self, _):
        return "medium"

    def st_medium_strong(self, _):
        return "medium|strong"

    # --- actions
    def acts(self, items):
        tail = {}
        while items and isinstance(items[-1], tuple) and items[-1][0] in ("limit", "cond"):
            end = items.pop()
            tail.update(end[1] if end[0] == "limit" else self._cond(True))
        out, together, both = [], False, False
        for it in items:
            if isinstance(it, dict) and it.get("do") != "redirect" and "into" in (it.get("target") or {}):
                raise ValueError("«в себя» after a target of no redirected attack")
            if it is None:
                continue
            if it == "semi":
                if out and out[-1].get("optional"):
                    # «может потерять {counter}; сразиться …»: what follows is done only if the card did it (a
                    # cost paid), which the list of actions does not say
                    raise ValueError("an action after «может …;»")
                continue
            if it == "with":
                together = True
                continue
            if it == "and":
                both = True
                continue
            if both and out and out[-1].get("optional") and _governed(it):
                # «может ранить его на 1 и совершить прыжок»: «может» governs both infinitives
                it["optional"] = True
            both = False
            if isinstance(it, tuple) and it[0] in ("no_close", "only"):
                if not out or out[-1]["do"] not in ATTACK_TOPICS:
                    raise ValueError(f"{it[0]} after no attack")
                out[-1][it[0]] = it[1]
                continue
            if isinstance(it, tuple) and it[0] == "only_to":
                # «…, только на свободную клетку»: the cell the last relocation may end on
                if not out or out[-1]["do"] not in ("jump", "move", "teleport") or out[-1].get("to"):
                    raise ValueError("a destination after no relocation")
                out[-1]["to"] = it[1]
                continue
            if isinstance(it, tuple) and it[0] == "range" and out and out[-1]["do"] == "grant_activated":
                inner = out[-1]["actions"][-1]      # «получает {tap}: Метание на X, дальность 3»: the gained attack's
                if inner["do"] not in ATTACK_TOPICS or "range" in inner:
                    raise ValueError("a range after a gained ability that makes no attack")
                inner["range"] = it[1]
                continue
            if isinstance(it, tuple) and it[0] == "range":
                # an attack's range, or how far an effect on another card reaches («излечить …, дальность 3»)
                if not out or (out[-1]["do"] not in ATTACK_TOPICS and out[-1].get("target") in (None, "self")):
                    raise ValueError("a range after no attack")
                out[-1]["range"] = it[1]
                continue
            if out and getattr(out[-1], "subject", False) and getattr(it, "finite", False):
                # «существо теряет X и получает Y»: a finite verb with no subject of its own goes on with the last one
                it["target"] = out[-1]["target"]
                it.subject = True
            elif out and getattr(out[-1], "subject", False) and getattr(it, "implicit", False):
                # «выбранное существо теряет X и получает Y»: whose is the second verb? lemmas lose the person
                raise ValueError("an action with no subject after one with a subject")
            if together:
                it["with_previous"] = True        # «…, при этом …»: done as part of the previous action
                together = False
            out.append(it)
        if any(a.get("do") == "grant_activated" and a.get("target") != "self" for a in out):
            # «выбранный гном получает {tap}: Метание …»: an ability laid on another card, which a scenario lays by
            # hand (`effect: {grant}`, a `lay` event: dev-131) and the engine then acts on; this reading would not
            raise ValueError("an activated ability gained by another card")
        if any(a.get("do") == "grant_activated" and "duration" not in a for a in out[:-1]):
            # «получает {tap}: {uchr} на 2, при этом может получить {counter}»: the gained ability's part or the
            # sentence's next action? The words do not tell
            raise ValueError("an action after a gained ability with no end printed")
        if getattr(self, "x_elsewhere", False):
            tail["x"] = self.where_text
        if "only" in tail:              # «(только по карте противника)»: whom the last attack may be aimed at
            if not out or out[-1]["do"] not in ATTACK_TOPICS:
                raise ValueError("only after no attack")
            out[-1]["only"] = tail.pop("only")
        if "while" in tail and out:
            out[-1]["while"] = tail.pop("while")      # «…, пока …» after the actions: how long the last one holds
        return {"actions": out, **tail}

    verb_acts = acts

    def named_subject_acts(self, items):
        named, subject, *rest = items
        a = self.subject_act([subject, *rest[:2]] if rest[0] == "may" else [subject, rest[0]])
        if len(named) > 3:
            a["as"] = named[3]
        else:
            a["name"] = named[1]
        if named[2] is not None:
            a["name_range"] = named[2]
        return self.acts([a, *rest[2 if rest[0] == "may" else 1:]])

    def join(self, _):
        return None

    def join_with(self, _):
        return "with"

    def join_and(self, _):
        return "and"

    def join_semi(self, _):
        return "semi"

    def acts_end(self, items):
        out = {}
        for it in items:
            if it == "where":
                out["x"] = self.where_text        # «…, где X число ран на …»: what X is, kept verbatim
            elif it[0] == "limit":
                out.update(it[1])
            else:
                out.update(self._cond(True))
        return ("limit", out)

    def flag_no_close(self, _):
        return ("no_close", True)

    def flag_only(self, items):
        return ("only", items[0])

    def flag_only_to(self, items):
        return ("only_to", items[0])

    def tail_only(self, items):
        return ("only", items[0])

    def sep(self, _):
        return None

    def range_act(self, items):
        return ("range", int(items[0]))

    def act(self, items):
        a = items[-1]
        for it in items[:-1]:
            if it == "may":
                a["optional"] = True          # «может …»: the player chooses
            elif isinstance(it, tuple) and it[0] == "named" and len(it) > 3:
                a["as"] = it[3]                   # «Заклинание - …» with no name: a spell (or an effect)
                if it[2] is not None:
                    a["name_range"] = it[2]
            elif isinstance(it, tuple) and it[0] == "named":
                a["name"] = it[1]
                if it[2] is not None:
                    a["name_range"] = it[2]       # «Заклинание «порча», дальность 3 – …»: how far the ability reaches
        return a

    def may(self, _):
        return "may"

    def unnamed_effect(self, items):
        return ("named", "", int(items[0]) if items else None, "effect")

    def unnamed_spell(self, items):
        return ("named", "", int(items[0]) if items else None, "spell")

    def named(self, items):
        rng = [int(i) for i in items if not isinstance(i, _Name)]
        return ("named", " ".join(str(i) for i in items if isinstance(i, _Name)), rng[0] if rng else None)

    def name(self, items):
        return _Name(str(items[0]).lstrip("~"))

    def subject_act(self, items):
        subject, a = items[0], items[-1]
        if items[1] == "may":
            a["optional"] = True
        a["target"] = subject
        a.subject = True
        return a

    def subject_attack(self, items):
        """«она может совершить выстрел …»: the subject makes the attack (`source`), its target is the attack's."""
        subject, a = items[0], items[-1]
        if items[1] == "may":
            a["optional"] = True
        a["source"] = subject
        return a

    def attack(self, items):
        kind, *rest = items
        names = [str(i) for i in rest if isinstance(i, _Name)]
        rest = [i for i in rest if not isinstance(i, _Name)]
        return act(kind, (*ATTACK_TOPICS[kind], "strike_value", "wounds"), value=rest[0],
                   target=rest[1] if len(rest) > 1 else None, called=" ".join(names) or None)

    def unanswered_strike(self, items):
        """«простой безответный удар по карте противника»: a simple strike the target does not answer."""
        return act("strike", ("simple_strike", "strike_value", "wounds", "counterstrike"), unanswered=True,
                   target=items[0] if items else None)

    def special_strike(self, items):
        names = [str(i) for i in items if isinstance(i, _Name)]
        rest = [i for i in items if not isinstance(i, _Name)]
        return act("special_strike", ("special_strike", "strike_value", "wounds"), value=rest[0],
                   target=rest[1] if len(rest) > 1 else None, called=" ".join(names) or None)

    def at_target(self, items):
        return items[0]

    def wound(self, items):
        target, value = (items[0], items[1]) if isinstance(items[0], dict) or items[0] in _WHO else (items[1], items[0])
        return act("wound", ("wound", "wounds", "lives"), target=target, value=value)

    def wound_self(self, items):
        a = act("wound", ("wound", "wounds", "lives"), target="self", value=str(items[0]))
        a.implicit = True
        return a

    def wounded(self, items):
        return act("wound", ("wound", "wounds", "lives"), value=items[0])

    def heal_self(self, items):
        a = act("heal", ("heal", "wounds", "lives"), target="self", value=items[0])
        a.implicit = True
        return a

    def healed(self, items):
        return act("heal", ("heal", "wounds", "lives"), value=items[0])

    def heal_self_full(self, _):
        a = act("heal", ("heal", "wounds", "lives"), target="self", value="all")
        a.implicit = True
        return a

    def heal(self, items):
        return act("heal", ("heal", "wounds", "lives"), target=items[0], value=items[1])

    def heal_value_first(self, items):
        return act("heal", ("heal", "wounds", "lives"), target=items[1], value=items[0])

    def heal_full(self, items):
        return act("heal", ("heal", "wounds", "lives"), target=items[0], value="all")

    def gain_self(self, items):
        a = self.gain(items)
        a["target"] = "self"
        a.implicit = True
        return a

    def gain(self, items):
        a = items[0]
        if len(items) > 1:
            a["duration"] = items[1]
        return a

    def gain_late(self, items):
        return self.gain(items[::-1])

    lose = gain
    lose_self = gain_self

    def gain_finite(self, items):
        a = self.gain_self(items)
        a.finite = True
        return a

    lose_finite = gain_finite

    def becomes(self, items):
        a = act("set", ("element",), element=items[0][1])
        if len(items) > 1:
            a["duration"] = items[1]
        return a

    def close(self, items):
        return act("close", ("close", "open_state"), target=items[0])

    def open(self, items):
        return act("open", ("open", "open_state"), target=items[0])

    def open_self(self, _):
        a = act("open", ("open", "open_state"), target="self")
        a.implicit = True
        return a

    def close_self(self, _):
        a = act("close", ("close", "open_state"), target="self")
        a.implicit = True
        return a

    def raise_poison(self, items):
        """«Усилить отравление выбранного существа на 1»: its poisoning raised."""
        return act("raise_poison", ("poison", "wounds"), target=items[0], value=int(items[1]))

    def poison_target(self, items):
        return act("poison", ("poison", "wounds"), target=items[0], value=items[1])

    def stay_closed(self, items):
        """«атакованный не открывается в начале своего следующего хода»: it stays closed then."""
        return act("stay_closed", ("open", "open_state"), when=items[0])

    def stay_closed_self(self, items):
        a = self.stay_closed(items)
        a["target"] = "self"
        a.implicit = True
        return a

    def close_stay_closed(self, items):
        """«атакованный закрывается и не открывается в свой следующий ход»."""
        return act("close", ("close", "open", "open_state"), stay_closed=items[0])

    def nt_start(self, _):
        return "next_turn_start"

    def nt_turn(self, _):
        return "next_turn"

    def block(self, _):
        """«блокировать атаку (по себе)», «заблокировать этот удар»: the attack deals nothing."""
        return act("block", ("wounds", "strike_value", "simple_strike", "special_strike", "shot", "throw",
                             "discharge", "magic_strike"))

    def destroy(self, items):
        return act("destroy", ("destroy", "death"), target=items[0])

    def destroy_self(self, _):
        a = act("destroy", ("destroy", "death"), target="self")
        a.implicit = True
        return a

    def jump(self, items):
        a = act("jump", ("move", "move_points"), target="self", range=int(items[0]))
        a.implicit = True
        return a

    def redirect(self, items):
        """«Перенаправить атаку со стоящего рядом существа в себя»: the attack (of those kinds) goes to another card."""
        what, source, *to = items
        if isinstance(source, dict) and "into" in source:
            if to:
                raise ValueError("two targets of a redirected attack")
            to = [source.pop("into")]
        if not to:
            raise ValueError("a redirected attack with nowhere to go")
        return act("redirect", ("redirect", *what[1]), attack=what[0], source=source, to=to[0] if to else None)

    def redirect_to_first(self, items):
        to, what, source = items
        return self.redirect([what, source, to])

    def rw_attack(self, _):
        return ("attack", tuple(t for ts in ATTACK_TOPICS.values() for t in ts))

    def rw_kinds(self, items):
        return ("|".join(items), tuple(t for k in items for t in ATTACK_TOPICS[k]))

    def move_target(self, items):
        return act("move", ("move", "move_points"), target=items[0], to=items[1])

    def move_self(self, items):
        a = act("move", ("move", "move_points"), target="self", to=items[0])
        a.implicit = True
        return a

    def teleport_self(self, items):
        a = act("teleport", ("move", "move_points"), target="self", to=items[0] if items else None)
        a.implicit = True
        return a

    def counted_attack(self, items):
        count, a = items
        a.update(count)
        return a

    def attack_count(self, items):
        """How many attacks: a number, X, or at most that many («или менее»: `up_to`)."""
        n = items[0] if isinstance(items[0], str) and not str(items[0]).isdigit() else int(items[0])
        return {"count": n, **({"up_to": True} if len(items) > 1 else {})}

    cw_x = lambda self, _: "X"
    cw_two = lambda self, _: 2
    cw_three = lambda self, _: 3

    def count_less(self, _):
        return "less"

    def cell(self, items):
        out = {"noun": "клетка"}
        for key, value in items:
            if key == "is":
                out.setdefault("is", []).append(value)
            else:
                out[key] = value
        return out

    def cell_adjacent_to(self, items):
        out = {"noun": "клетка", "is": ["adjacent"], "next_to": items[0]}     # «на соседнюю с ним клетку»
        for key, value in items[1:]:              # «на соседнюю с ним свободную клетку» (h-gram-h)
            if key != "is":
                raise ValueError(f"«{value}» of a cell next to a card")
            out["is"].append(value)
        return out

    def _c(key, value):
        return lambda self, _: (key, value)

    c_adjacent = _c("is", "adjacent")
    c_free = _c("is", "free")
    c_any = _c("quantity", "any")
    c_chosen = _c("quantity", "chosen")
    c_field = _c("where", "field")
    c_forward = _c("direction", "forward")      # «на клетку вперёд»: the next cell ahead, as its controller sees it
    c_back = _c("direction", "back")            # «на клетку назад»: the next cell behind, as its controller sees it

    def c_next_to(self, items):
        return ("next_to", items[0])

    def evm_to_next_to(self, items):
        return ("to", {"noun": "клетка", "next_to": items[0]})

    def meanness(self, items):
        """«подлость 1»: the relaunch ability Подлость with its value (it deals wounds: the judges, dev-041)."""
        return act("ability", ("wound", "wounds", "lives"), ability="Подлость", value=str(items[0]))

    def lay_marker(self, items):
        """«положить маркер удушения на стоящее рядом существо»: the marker (its printed words) laid on the card."""
        names = [str(i) for i in items if isinstance(i, _Name)]
        return act("lay_marker", ("features",), marker=" ".join(names), target=items[-1])

    def ignore_features(self, items):
        """«игнорирует все её особенности»: the card's attack is made as if the target had no features (`target`:
        `it` for «её / его», the card the event names). What those features would do is not read: it touches
        everything an attack reads."""
        return act("ignore_features", ("features", "simple_strike", "special_strike", "magic_strike", "shot", "throw",
                                       "discharge", "strike_value", "wounds", "lives", "counterstrike", "battle",
                                       "assign_defender", "defender", "dice", "move", "heal", "death", "destroy"),
                   target=items[0] if items else "it")

    def cell_one(self, items):
        out = {"noun": "клетка", "cells": 1}          # «на одну клетку»: one cell away; `direction` where printed
        for key, value in items:
            out[key] = value
        return out

    def swap(self, items):
        """«поменяться местами с …»: this card and the card named exchange cells (both move)."""
        a = act("swap", ("move", "move_points"), target=items[0])
        a.implicit = True
        return a

    def g_activated(self, items):
        """«получает {tap}: Магический удар на 2»: an activated ability the holder gains (`cost`, `actions`: its one
        action); what the ability does is read, the holder may declare it (it is not declared here)."""
        *costs, a = items
        if any(not isinstance(c, str) for c in costs):
            raise ValueError("a gained ability whose cost closes another card")
        topics = {"features", "ability"} | set(a.pop("_topics"))
        return act("grant_activated", topics, cost=" + ".join(costs), actions=[dict(a)])

    def summon(self, items):
        """«вызвать …» (from the deck, classic 2012 glossary «Summoning»): what and where; not acted on."""
        target = next(i for i in items if not (isinstance(i, tuple) and i[0] == "onto"))
        onto = next((i[1] for i in items if isinstance(i, tuple) and i[0] == "onto"), None)
        return act("summon", ("summon",), target=target, onto=onto)

    def resurrect(self, items):
        a = self.summon(items)
        a["do"], a["_topics"] = "resurrect", {"resurrect", "summon"}
        return a

    def onto_cell(self, items):
        return ("onto", items[0])

    def onto_self(self, _):
        return ("onto", "self")

    def summon_onto(self, items):
        return items[0]

    def forbidden(self, items):
        """«не может излечиваться и получать дополнительные {health} до конца хода противника»: the card named
        may not do these (`actions`: action kinds, `lives` for gaining additional lives) while it lasts."""
        kinds, topics = [], set()
        for k, t in items[0]:
            kinds += [x for x in k if x not in kinds]
            topics |= set(t)
        a = act("forbid", topics, actions=kinds)
        if len(items) > 1:
            a["duration"] = items[1]
        return a

    def takes_no_wounds(self, items):
        """«… не получает ран до конца хода противника»: the card named takes no wounds while it lasts
        (`no_wounds`; the engine does not act on it: the feature declares what it touches)."""
        a = act("no_wounds", ("wound", "wounds"))
        if items:
            a["duration"] = items[0]
        return a

    def forbidden_finite(self, items):
        a = self.forbidden(items)
        a["target"] = "self"
        a.finite = True
        return a

    def forbid_list(self, items):
        return list(items)

    def fw_move(self, _):
        return (["move"], ("move", "move_points"))

    def fw_heal(self, _):
        return (["heal"], ("heal", "wounds", "lives"))

    def fw_gain_lives(self, _):
        return (["gain_lives"], ("lives", "wounds"))

    def fw_defend(self, _):
        return (["assign_defender"], ("assign_defender", "defender"))

    def fw_attack(self, items):
        kinds = [_ACTION_KINDS[k] for k in items]
        return (kinds, tuple(t for k in items for t in ATTACK_TOPICS[k]))

    def forbid_when(self, items):
        return items[0]

    def fw_its_next_turn(self, _):
        return "its_next_turn"

    def fw_this_turn(self, _):
        return "turn"

    def fight(self, items):
        """«сразиться {strike} со стоящим рядом существом как с открытым»: a fight with that card (`as_open`: it
        answers as an open card)."""
        target = next(i for i in items if isinstance(i, dict) or i in _WHO)
        if any(i in _ACTION_KINDS and i != "strike" for i in items if isinstance(i, str)):
            raise ValueError("a fight with another attack than a simple strike")
        return act("fight", ("simple_strike", "battle", "counterstrike", "strike_value", "wounds"), target=target,
                   as_open=True if "as_open" in items else None)

    def as_open(self, _):
        return "as_open"

    def finishing_blow(self, items):
        value = items[0]
        value = int(value) if str(value).isdigit() else value      # «добивание на X, где X …»: kept verbatim
        return act("finishing_blow", ("finishing_blow", "destroy", "death", "lives"), value=value)

    # what is gained or lost
    def g_counter(self, items):
        return act("gain_counter", ("receive_token", "accumulate_token", "tokens"), count=int(items[0]) if items else 1)

    def g_counter_x(self, _):
        return act("gain_counter", ("receive_token", "accumulate_token", "tokens"), count="X")

    def g_token(self, items):
        return act("gain_token", ("tokens",), count=int(items[0]) if items else 1)

    def g_ability(self, items):
        names, topics = [], {"features"}
        for it in items:
            if (isinstance(it, int) or isinstance(it, _XValue)) and names:
                names[-1] = f"{names[-1]} {it}"
            else:
                names.append(str(it))
                topics |= _ability_topics(str(it))
        if any(isinstance(it, _XValue) for it in items) and names[0].startswith("Отравление"):
            raise ValueError("poisoning by an X: its value is read by «получает отравление на X» only")
        if len(names) == 1 and names[0].startswith("Отравление "):
            # «атакованный получает отравление 2»: the card is poisoned (a status), it does not gain the ability
            return act("poison", ("poison", "wounds"), value=names[0].split()[1])
        if any(n.split()[0] == "Отравление" for n in names):
            raise ValueError("poisoning among other abilities")
        return act("grant", topics, ability=names)

    def amount(self, items):
        return int(items[0])

    def amount_x(self, _):
        if not self.where_text or re.search(r"[\"«»]", self.where_text):
            # none printed, or one that runs on into a quoted ability («…, где Х - число ваших линунгов и "Не
            # может двигаться …"»: what X is ends where is not read)
            raise ValueError("an X no definition «где X …» reads")
        return _XValue(f"X, где {self.where_text}")

    def g_ability_or_more(self, items):
        """«получает {ova} 1 или +1 к {ova}»: the ability with that value, or (a card that has it) its value raised."""
        name, n, more, again = items
        if str(name) != str(again) or int(n) != int(more) or name not in _VALUED:
            raise ValueError("a different ability or value after «или»")
        return act("grant", {"features"} | _ability_topics(str(name)), ability=[f"{name} {int(n)}"], or_more=int(more))

    def g_modifier(self, items):
        """Modifiers («+1 к {strike}, -1 от выстрелов»); with abilities printed among them («+2 к {strike} и {ova}
        1») `do: all`, whose `parts` are the `modify` and the `grant`, in printed order."""
        mods = [m for m in items if isinstance(m, dict)]
        abilities = [i for i in items if not isinstance(i, dict)]
        topics = set()                        # what each modifier changes, as in `_mods`
        for m in mods:
            topics |= set(m.pop("_topics"))
        modify = act("modify", topics, modifiers=mods)
        if not abilities:
            return modify
        grant = self.g_ability(abilities)
        if grant["do"] != "grant":
            raise ValueError("a poisoning among modifiers")
        parts = [grant, modify] if not isinstance(items[0], dict) else [modify, grant]
        return act("all", set().union(*(p.pop("_topics") for p in parts)), parts=[dict(p) for p in parts])

    def g_poison(self, items):
        return act("poison", ("poison", "wounds"), value=items[0])

    def g_poison_or_more(self, items):
        """«получает отравление на 1 или +1 к отравлению»: poisoned by 1, or (one poisoned already) its poison raised."""
        if int(items[0]) != int(items[1]):
            raise ValueError("a different value after «или»")
        return act("poison", ("poison", "wounds"), value=str(int(items[0])), or_more=int(items[1]))

    def g_either(self, items):
        """«получить +1 к {move} или +1 к {strike}», «получает проклятие или отравление»: one of them (a choice)."""
        options = []
        for a in items:
            options += a["options"] if a["do"] == "choose" else [a]
        topics = set().union(*(a.pop("_topics") for a in options))
        return act("choose", topics, options=[dict(a) for a in options])

    def g_blessing(self, _):
        return act("grant", ("features", "dice"), ability=["Благословение"])

    def g_vulnerability(self, _):
        return act("grant", ("features", "wounds", "strike_value"), ability=["Уязвимость"])

    def g_lives_x(self, _):
        return act("gain_lives", ("lives", "wounds"), count="X")

    def g_unhealing(self, _):
        return act("grant", ("features", "heal", "lives", "wounds"), ability=["Незаживающие раны"])

    def g_fading(self, items):
        return act("grant", ("features", "wounds", "lives"), ability=[f"Угасание {items[0]}"])

    def g_marker(self, items):
        """«получает маркер охоты»: a marker (its printed words); what it does is the card's other text's."""
        return act("gain_marker", ("features",), marker=" ".join(str(i) for i in items))

    def l_marker(self, items):
        return act("lose_marker", ("features",), marker=" ".join(str(i) for i in items))

    def g_lives(self, items):
        # «дополнительные {health}» with no number: how many is not printed (the count is left out)
        return act("gain_lives", ("lives", "wounds"), count=int(items[0]) if items else None)

    def l_counters(self, items):
        return act("lose_counter", ("tokens", "pay"), count="all")

    def l_counter(self, _):
        return act("lose_counter", ("tokens", "pay"), count=1)

    def l_counters_n(self, items):
        return act("lose_counter", ("tokens", "pay"), count=int(items[0]))

    def l_counters_x(self, _):
        return act("lose_counter", ("tokens", "pay"), count="X")

    def l_incarnation(self, _):
        return act("lose_incarnation", ("incarnate", "tokens"), count=1)

    def l_lives(self, items):
        return act("lose_lives", ("lives", "wounds"), count=int(items[0]) if items else None)

    def removable(self, items):
        return items[0]

    def take_off(self, items):
        """«снять X с Y»: Y loses X (its tokens, an ability, extra lives)."""
        what, target = items
        what["target"] = target
        return what

    def take_off_it(self, items):
        return self.take_off([items[0], "it"])

    def take_off_self(self, items):
        return self.take_off([items[0], "self"])

    def sr_parasite(self, _):
        return "паразит"

    def sr_companion(self, _):
        return "компаньон"

    def become_symbiote(self, items):
        role, target = items
        a = act("become_symbiote", ("features", "move", "summon"), role=role, host=target, target="self")
        a.implicit = True
        return a

    def l_ability(self, items):
        return act("lose_ability", ("lose_feature", "features"), ability=str(items[0]))

    def mod(self, items):
        where = items[-1] == "where"
        items = [i for i in items if i != "where"]
        if len(items) == 2:                                   # «+X …»: X, with no definition printed here
            items = [items[0], "X", items[1]]
        sign, num, (side, what, nxt, vs) = items
        if where:
            num = f"X, где {self.where_text}"
        other = {"against" if side == "dealt" else "from": vs} if vs is not None else {}
        sided = {"side": side} if what in _SIDED else {}
        return {"op": sign, "value": int(num) if str(num).isdigit() else str(num), **sided, "of": what,
                **({"next": True} if nxt else {}), **other, "_topics": _MOD_TOPICS.get(what, ("strike_value",))}

    def mod_more_wounds(self, items):
        """«на 1 рану больше от X»: the wounds it receives from X, one more (`op: add, side: received`)."""
        num, what, *vs = items
        num = {"один": 1, "два": 2}.get(str(num), num)
        return {**self.mod(["add", num, ("received", what, False, vs[0] if vs else None)]), "side": "received"}

    def mod_lives(self, items):
        """«+1 [:tgh]», «+1 к [:tgh]»: more health (lives)."""
        return {"op": items[0], "value": int(items[1]), "of": "lives", "_topics": ("lives", "wounds")}

    def mod_list(self, items):
        return list(items)

    def cond(self, _):
        return ("cond",)

    def static_mods(self, items):
        params = self._mods(items[0], len(items) > 1)
        return self._feature("modifier_unacted", {"kind": "permanent", "params": params}, params)

    def plus(self, _):
        return "add"

    def minus(self, _):
        return "sub"

    def mw_dealt(self, items):
        nxt = "next" in items                              # «к следующему {strike}»: the next one only
        rest = [i for i in items if i != "next"]
        return ("dealt", rest[0], nxt, rest[1] if len(rest) > 1 else None)

    def mw_received(self, items):
        return ("received", items[0], False, items[1] if len(items) > 1 else None)

    def mod_vs(self, items):
        return items[0]


    def next(self, _):
        return "next"

    def _mw(name):
        return lambda self, _: name

    mw_strike = _mw("strike")
    mw_strikes = _mw("strikes")
    mw_move = _mw("move")
    mw_discharge = _mw("discharge")
    mw_shot = _mw("shot")
    mw_throw = _mw("throw")
    mw_attacks = _mw("attacks")
    mw_ranged = _mw("ranged")
    mw_nonmagic = _mw("nonmagic")
    mw_armour = _mw("armour")
    mw_rage = _mw("rage")
    mw_range_all = _mw("range")
    mw_direct = _mw("direct")
    mw_magic_strike = _mw("magic_strike")
    mw_row = _mw("row_strike")
    mw_special = _mw("special_strike")
    mw_finishing = _mw("finishing_blow")
    mw_poison = _mw("poison")
    mw_heal = _mw("heal")
    mw_dice = _mw("dice")
    mw_regen = _mw("regeneration")

    def mw_range(self, items):
        return f"range:{items[0]}"

    def duration(self, items):
        return items[0]

    def _dur(value):
        return lambda self, _: value

    d_turn = _dur("turn")
    d_opponent_turn = _dur("opponent_turn")
    d_own_turn = _dur("own_turn")
    d_game = _dur("game")
    d_next_opponent_turn = _dur("next_opponent_turn")
    d_next_own_turn = _dur("next_own_turn")
    d_its_turn = _dur("its_turn")
    d_its_next_turn = _dur("its_next_turn")

    def limit(self, items):
        """A parenthesis after the actions: its parts as the fields of the ability they add."""
        out = {}
        for key, value in items:
            if key in out:
                raise ValueError(f"two {key} in one parenthesis")
            out[key] = value
        return ("limit", out)

    def tail_limit(self, items):
        n, per = int(items[0]), items[1]
        return ("limit", {"count": n, "per": per})

    def tail_name(self, items):
        return ("name", " ".join(str(i) for i in items))

    def tail_max(self, items):
        return ("max", int(items[0]))         # «(максимум +3)»: what the repeated effect adds up to at most

    def tail_no_close(self, _):
        return ("no_close", True)             # «(не закрываясь)»: the card does not close for it

    def times(self, items):
        return int(items[0])

    def one(self, _):
        return 1

    def two(self, _):
        return 2

    def per_battle(self, _):
        return "game"

    def per_turn(self, _):
        return "turn"

    def per_own_turn(self, _):
        return "own_turn"

    # --- targets
    def subject(self, items):
        return items[0]

    def t_attacked(self, items):
        return "attacked"             # the card the event's (or the previous action's) attack is aimed at

    def t_attacker(self, items):
        return "attacker"

    def t_self(self, _):
        return "self"

    def t_carrier(self, _):
        return "carrier"

    def t_it(self, _):
        return "it"

    def t_up_to_less(self, items):
        """«двух или менее существ»: at most that many of the cards described."""
        n, target = items
        if not isinstance(target, dict) or "up_to" in target or "any_of" in target:
            raise ValueError("a count before no description")
        return {"up_to": int(n) if str(n).isdigit() else n, **target}

    def t_each_of_those(self, items):
        """«по каждой из этих карт»: each card among those named before (`among: those`)."""
        return {items[0][0]: items[0][1], "quantity": "each", "among": "those"}

    def t_either(self, items):
        """«себя или стоящее рядом существо»: one of them (the player chooses)."""
        out = []
        for t in items:
            out += t["any_of"] if isinstance(t, dict) and "any_of" in t else [t]
        # «каждый ваш пират или койар», «выбранное горное или нейтральное существо»: the first one's determiners
        # (which, whose) are the others' too where they print none
        first = out[0] if isinstance(out[0], dict) else {}
        shared = {k: first[k] for k in ("quantity", "controller") if k in first}
        out = [out[0], *({**shared, **t} if isinstance(t, dict) and not shared.keys() & t.keys() else t
                         for t in out[1:])]
        return {"any_of": out}

    def t_cards(self, items):
        out = {}
        for it in items:
            key, value = it
            if key in ("element", "is"):
                out.setdefault(key, []).append(value)
            else:
                out[key] = value
        return out

    def q_each(self, _):
        return ("quantity", "each")

    def q_all(self, _):
        return ("quantity", "all")

    def q_chosen(self, _):
        return ("quantity", "chosen")

    def q_other(self, _):
        return ("quantity", "other")

    def q_up_to(self, items):
        return ("up_to", int(items[0]) if str(items[0]).isdigit() else items[0])   # «до трёх ваших существ»

    def q_different(self, _):
        return ("quantity", "different")      # «по разным картам»: each at another card

    def q_any(self, _):
        return ("quantity", "any")

    def own(self, _):
        return ("controller", "own")

    def enemy(self, _):
        return ("controller", "enemy")

    def t_adj(self, items):
        return items[0]

    def a_adjacent_self(self, _):
        return ("is", "adjacent_to_self")

    def a_adjacent_it(self, _):
        return ("is", "adjacent_to_it")

    def a_either_element(self, items):
        return ("element_any", [items[0][1], items[1][1]])     # «горное или лесное»: one of the two

    def a_flying(self, _):
        return ("is", "flying")

    def a_nonflying(self, _):
        return ("is", "nonflying")

    def a_corporeal(self, _):
        return ("is", "corporeal")

    def a_ground(self, _):
        return ("is", "ground")

    def a_closed(self, _):
        return ("is", "closed")

    def a_open(self, _):
        return ("is", "open")

    def a_adjacent(self, _):
        return ("is", "adjacent")

    def n_creature(self, _):
        return ("noun", "существо")

    def n_card(self, _):
        return ("noun", "карта")

    def n_hero(self, _):
        return ("noun", "герой")

    def n_artifact(self, _):
        return ("noun", "артефакт")

    def n_symbiote(self, _):
        return ("noun", "симбиот")

    def n_parasite(self, _):
        return ("noun", "паразит")

    def n_companion(self, _):
        return ("noun", "компаньон")

    def _cl(name):
        return lambda self, _: ("class", name)

    cl_gnome, cl_orc, cl_elf, cl_troll = _cl("Гном"), _cl("Орк"), _cl("Эльф"), _cl("Тролль")
    cl_demon, cl_pirate, cl_linung, cl_kojar = _cl("Демон"), _cl("Пират"), _cl("Линунг"), _cl("Койар")
    cl_jordling, cl_inquisitor, cl_slua = _cl("Йордлинг"), _cl("Инквизитор"), _cl("Слуа")
    cl_elemental, cl_undead = _cl("Элементаль"), _cl("Нежить")
    cl_forest_guard, cl_coven = _cl("Страж леса"), _cl("Ковен")

    def tt_cost_at_most(self, items):
        return ("cost_at_most", int(items[0]))

    def tt_cost_at_least(self, items):
        return ("cost_at_least", int(items[0]))

    def a_ordinary(self, _):
        return ("elite", False)         # «рядовое» ({ordinary}): a silver crystal (classic 2012 202.2)

    def a_elite(self, _):
        return ("elite", True)

    def tt_cursed(self, _):
        return ("has", "Проклятие")

    def tt_vulnerable(self, _):
        return ("has", "Уязвимость")

    def tt_blessed(self, _):
        return ("has", "Благословление")

    def tt_with_armour(self, _):
        return ("has", "Броня")

    def tt_with_valhalla(self, _):
        return ("has", "Вальхалла")

    def tt_with_formation(self, _):
        return ("has", "Строй")

    def a_opposite(self, _):
        return ("is", "opposite")

    def own_its(self, _):
        return ("controller", "its")

    def tt_poisoned(self, _):
        return ("is", "poisoned")

    def tt_at_edge(self, _):
        return ("is", "at_edge")                # «у края поля боя»: on the outer ring of cells (the judges, dev-020)

    def tt_most_lives(self, _):
        return ("most", "lives")                # «с наибольшим {health}»: with the most lives of those described

    def tt_behind(self, items):
        return ("behind", items[0])             # «по карте позади атакованной»: on the cell behind that card

    def tt_unwounded(self, _):
        return ("is", "unwounded")

    def tt_in_formation(self, _):
        return ("is", "in_formation")

    def tt_in_own_squad(self, _):
        return ("controller", "own")

    def t_that(self, _):
        return ("that", self.that_text)       # «…, стоящее позади атакованного»: which card, kept verbatim

    def tt_into_self(self, _):
        return ("into", "self")

    def tt_into_carrier(self, _):
        return ("into", "carrier")

    def tt_opposite(self, _):
        return ("is", "opposite")

    def element(self, items):
        return items[0]

    def _el(code):
        return lambda self, _: ("element", code)

    el_steppe = _el("steppe")
    el_mountain = _el("mountain")
    el_forest = _el("forest")
    el_swamp = _el("swamp")
    el_dark = _el("dark")
    el_neutral = _el("neutral")

    def _atk(kind):
        return lambda self, _: kind

    shot = _atk("shot")
    discharge = _atk("discharge")
    throw = _atk("throw")
    magic_strike = _atk("magic_strike")
    row_strike = _atk("row_strike")
    strike = _atk("strike")

    def value(self, items):
        if items and items[-1] == "where":
            if len(items) > 1:            # «X разрядов на 2, где X …»: the X is another part's, this value is printed
                self.x_elsewhere = True
                return str(items[0])
            return f"X, где {self.where_text}"        # the definition kept verbatim
        return str(items[0]) if items else "X"

    def where(self, _):
        return "where"


# what a modifier changes that is an attack: dealt («+1 к …») or received («-1 от …»)
_SIDED = ("strike", "strikes", "discharge", "shot", "throw", "attacks", "ranged", "nonmagic", "direct", "magic_strike",
          "row_strike", "special_strike", "finishing_blow")
# abilities with a value that «+N к …» raises
_VALUED = ("Опыт в атаке", "Опыт в защите", "Опыт в стрельбе", "Опыт в метании", "Броня", "Регенерация", "Ярость",
           "Стойкость")
_WHO = ("self", "carrier", "it", "attacked", "attacker")
# an attack of the grammar as the action kind a deontic feature names (model/enums.py)
_ACTION_KINDS = {"shot": "shot", "discharge": "discharge", "throw": "throw", "magic_strike": "magic_strike",
                 "strike": "simple_strike", "row_strike": "simple_strike"}
_MOD_TOPICS = {"move": ("move_points",), "armour": ("wounds", "strike_value"), "rage": ("strike_value",),
               "strike": ("simple_strike", "strike_value"), "strikes": ("simple_strike", "special_strike", "strike_value"),
               "discharge": ("discharge", "strike_value"), "shot": ("shot", "strike_value"),
               "throw": ("throw", "strike_value"), "attacks": ("strike_value",), "ranged": ("strike_value",),
               "nonmagic": ("strike_value",),
               "poison": ("poison", "wounds"), "regeneration": ("heal", "wounds", "lives"), "finishing_blow": ("finishing_blow", "destroy", "death")}

def _ability_topics(name: str) -> set:
    """What gaining an ability could change besides the card's features: its words' topics, die rolls for
    a blessing or a curse."""
    topics = set(infer_topics(name)) - {ALL, "trigger"}
    if name in DICE_ABILITIES:
        topics.add("dice")
    return topics


def _with_mods(ev: dict, mods) -> dict:
    """The event with what its clause adds (ev_mod): «от атаки карты противника» is whose attack (`by_card`)."""
    last = None
    for key, value in mods:
        if key == "by":
            ev["_listens"] |= {"wound", "wounds"}
        if key == "of" and last == "by":
            if value == "self":     # «получает X ран от отравления Руины Уорлога могут …»: the name starts the
                raise ValueError("a name after «от …» may be the next verb's subject")   # effect: not read
            key = "by_card"
        if key == "of" and value == "self" and "of" in ev:
            continue        # «При гибели летающего существа Дозор Форрендора может …»: the effect's subject, itself
        if key in ev:
            raise ValueError(f"two {key} in one event")
        ev[key], last = value, key
    return ev


# actions printed as a transitive infinitive whose lemma no finite form shares (a reflexive verb's lemma is also
# read for «открывается»): after «может X и …» the modal verb governs them too
_INFINITIVE_ACTS = ("wound", "heal", "jump", "destroy", "close", "open", "move", "poison", *ATTACK_TOPICS)


def _governed(a) -> bool:
    return (isinstance(a, dict) and a.get("do") in _INFINITIVE_ACTS and not getattr(a, "subject", False)
            and not getattr(a, "finite", False) and not getattr(a, "implicit", False) or
            isinstance(a, dict) and a.get("do") == "jump")


# «только по …» of a single attack, as the board condition a deontic feature of the engine reads (docs/cards.md)
_ONLY_BOARD = ({"noun": "карта", "controller": "enemy", "most": "lives"}, {"target_most_lives": False})
_ACTED_ATTACKS = {"shot": "Выстрел", "discharge": "Разряд", "throw": "Метание"}


def _acted_only(head, acts) -> list | None:
    """«{tap}: Выстрел на 2, только по карте противника с наибольшим {health}»: the ability as the engine declares it
    (`ability`, `action`, `value`, `range`, as the first grammar reads «{tap}: Выстрел на 2») and its «только по …»
    as a deontic feature forbidding the card's attacks of that kind at any other target (the judges, dev-439: the
    current lives). Only a sole attack with nothing else printed; else None."""
    if set(acts) != {"actions"} or len(acts["actions"]) != 1:
        return None
    a = {k: v for k, v in acts["actions"][0].items() if k != "_topics"}
    kind = a.get("do")
    if kind not in _ACTED_ATTACKS or set(a) - {"do", "value", "range", "only"} or a.get("only") != _ONLY_BOARD[0]:
        return None
    if not isinstance(head[1], str):        # a cost that closes another card: not the first grammar's form
        return None
    ability = {"kind": "activated", "params": {"cost": head[1], "ability": _ACTED_ATTACKS[kind], "action": kind,
                                               "value": a["value"], **({"range": a["range"]} if "range" in a else {})}}
    only = {"kind": "permanent", "modality": "forbid", "actions": [kind], "role": "source", "scope": "self",
            "board": dict(_ONLY_BOARD[1])}
    return [("activated", ability), ("deontic", only)]


def _names_it(a: dict) -> bool:
    """The action (or one of its options or parts) is aimed at, or made by, «it» (the card last named)."""
    return (a.get("target") == "it" or a.get("source") == "it"
            or any(_names_it(o) for o in (*a.get("options", ()), *a.get("parts", ()))))


def _held_ability(actions: list) -> dict | None:
    """The one activated ability a card has («имеет / получает {tap}: …» of its own, with no end printed), or None."""
    if len(actions) != 1:
        return None
    a = actions[0]
    if a.get("do") != "grant_activated" or a.get("target") != "self" or "duration" in a:
        return None
    return a


def _acted_token_loss(event: dict, acts: dict) -> list | None:
    """«Когда ваша карта единовременно теряет 2 или более {counter} разряд на 1 (2 раза за ход)»: the chain engine's
    trigger (docs/chains.md `lose_token`, `where: {value_at_least: N}`: the fact of the loss, in a payment or not —
    the judges, dev-413), its discharge at a card the player chooses. Only that shape: your card, N or more at once,
    one discharge with a printed value and nothing else (no range, no target, not optional); else None (h-gram-h)."""
    if event.get("on") != "loses_counters" or not event.get("or_more") or not isinstance(event.get("count"), int):
        return None
    if set(event) - {"on", "count", "or_more", "subject", "_listens"} or \
            event.get("subject") != {"controller": "own", "noun": "карта"}:
        return None
    if set(acts) - {"actions", "limit"} or len(acts["actions"]) != 1:
        return None
    a = {k: v for k, v in acts["actions"][0].items() if k != "_topics"}
    if set(a) != {"do", "value"} or a["do"] != "discharge" or not str(a["value"]).isdigit():
        return None
    feat = {"kind": "triggered",
            "params": {"chain": {"event": "lose_token", "target": "own", "where": {"value_at_least": event["count"]},
                                 "effect": {"kind": "discharge", "target": "chosen", "choose": {"relation": "any"},
                                            "set": {"value": int(a["value"])}}}}}
    if "limit" in acts:
        feat["limit"] = dict(acts["limit"])
    return [("triggered", feat)]


def _acted_scavenge_life(event: dict, acts: dict, text: str) -> list | None:
    """«При трупоедстве вашего существа получить дополнительную {health}»: the chain engine's trigger on the
    Трупоедство of a creature of its player (docs/chains.md: the keyword's `scavenge` effect is the event), its card
    gaining one additional life («дополнительную»: one, singular). Only that shape; else None (h-gram-k)."""
    if event.get("on") != "scavenging" or set(event) - {"on", "of", "_listens"} \
            or event.get("of") != {"controller": "own", "noun": "существо"}:
        return None
    if set(acts) != {"actions"} or len(acts["actions"]) != 1:
        return None
    a = {k: v for k, v in acts["actions"][0].items() if k != "_topics"}
    if a != {"do": "gain_lives", "target": "self"} or not re.search(r"дополнительную\s*\{health\}", text):
        return None
    return [("triggered", {"kind": "triggered",
                           "params": {"chain": {"event": "scavenge", "source": "own",
                                                "effect": {"kind": "gain_lives", "source": "self", "target": "self",
                                                           "set": {"value": 1}}}}})]


def _lasting(a: dict) -> bool:
    """The action leaves something on a card (an ability, a modifier, a poisoning), or may (one of its options)."""
    return a["do"] in _LASTING or any(_lasting(o) for o in (*a.get("options", ()), *a.get("parts", ())))


def _plain(x):
    """Plain dicts, lists and strings (the YAML output and the cache hold no subclasses)."""
    if isinstance(x, dict):
        return {str(k): _plain(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_plain(v) for v in x]
    return str(x) if isinstance(x, str) else x
