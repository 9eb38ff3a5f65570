"""The compiler from Russian card text to the card language (docs/cards.md, section «Compiled from a card base»).

Each sentence is read by the grammar in grammar.lark over its lemmas (words.py). A sentence the grammar
derives becomes one or more features of the forms the card language already has (a keyword with params, a
deontic feature, an activated ability with its cost and effect in params, a trigger in the trigger
language, an effect on the carrier, the defender rule override); any other sentence is kept verbatim as
`kind: text` with no declared `touches`: what it could bear on is read from its words by legality/reach.py,
the one analysis every question kind uses (declared touches would be trusted as complete). Nothing is
guessed: a form is added to the grammar only when every sentence it derives means what the feature says.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from functools import lru_cache

from lark import Lark, Token, Transformer
from lark.exceptions import LarkError
from lark.lexer import Lexer

from . import glossary
from .bases import ONLINE_TAG, RELAUNCH_PH, RawCard
from .modifiers import ModifierReading
from .sentences import split
from .words import lemma, tokens

VERSION = "2"      # bump when a reading changes: the cache is keyed by it

# Named abilities read as `kind: keyword`; a number after the name is its `value`.
KEYWORDS = (
    "Вампиризм", "Трупоедство", "Неповоротливость", "Рывок", "Телепортация", "Орда", "Безответный удар",
    "Полёт", "Первый удар", "Уникальность", "Стойкость", "Ловкость", "Маскировка", "Медитация", "Преданность",
    "Бестелесный", "Бестелесность", "Направленный удар", "Броня", "Регенерация", "Инкарнация", "Ярость",
    "Дар жизни", "Щит Архааля", "Душелов", "Опыт в атаке", "Опыт в защите", "Опыт в стрельбе",
    "Защита от разрядов", "Защита от заклинаний", "Защита от магии", "Защита от выстрелов",
    "Защита от метания", "Защита от отравления", "Защита от атак летающих", "Защита от уязвимости",
    "Защита от выстрелов и метаний", "Защита от чумы", "Защита от проклятия", "Защита от дальних атак",
    "Схрон", "Авангард", "Гнев", "Паладин", "Чума", "Легион", "Одиночка", "Концентрация", "Жажда", "Страх",
    "Превосходство", "Враг тьмы", "Враг степей", "Враг лесов", "Враг гор", "Враг болот", "Враг троллей",
    "Не носит экипировку", "Не носит оружие", "Отравление", "Благословение", "Магия крови", "Враг пустынь",
)
ELEMENT_WORDS = {"steppe": "степное", "mountain": "горное", "forest": "лесное", "swamp": "болотное",
                 "dark": "тёмное", "neutral": "нейтральное"}
WHILE = {"while_formation": "в строю", "while_surface": "на поверхности", "while_depth": "на глубине",
         "while_first": "первым игроком", "while_second": "вторым игроком"}
ATTACK_ACTIONS = {"shot": ("Выстрел", "shot"), "discharge": ("Разряд", "discharge"),
                  "throw": ("Метание", "throw"), "magic_strike": ("Магический удар", "magic_strike"),
                  "row_strike": ("Удар через ряд", None)}


def _lemmas(name: str) -> tuple[str, ...]:
    return tuple(lemma(w) for w in name.split())


class _ListLexer(Lexer):
    """Feeds the grammar the tokens of words.py: each lemma is the terminal of that literal."""

    def __init__(self, lexer_conf):
        self.by_value = {t.pattern.value: t.name for t in lexer_conf.terminals
                         if t.pattern.type == "str"}

    def lex(self, data):
        for tok in data:
            if re.fullmatch(r"\d+", tok):
                yield Token("NUM", tok)
            elif re.fullmatch(r"\d+(?:-\d+){2}", tok):
                yield Token("TRIPLE", tok)
            elif tok in self.by_value:
                yield Token(self.by_value[tok], tok)
            else:
                raise _NotRead(tok)


class _NotRead(Exception):
    pass


# Word forms whose first letters differ from their lemma's («может», «могут» of «мочь»).
_IRREGULAR = frozenset({"мож", "мог"})


@lru_cache(maxsize=1)
def _prefixes() -> frozenset:
    """First three letters of every lemma the grammar knows (see words.tokens)."""
    words = {t.pattern.value for t in _parser().terminals if t.pattern.type == "str"}
    return frozenset(w[:3] for w in words if w[:1].isalpha()) | _IRREGULAR


@lru_cache(maxsize=1)
def _parser() -> Lark:
    with open(os.path.join(os.path.dirname(__file__), "grammar.lark"), encoding="utf-8") as fh:
        grammar = fh.read()
    # literals are dropped from the tree, so each name's alternative is aliased by its index in KEYWORDS
    alts = "\n    | ".join(" ".join(f'"{w}"' for w in _lemmas(n)) + f" -> keyword_{i}" for i, n in enumerate(KEYWORDS))
    grammar += f"\nkeyword_name: {alts}\n"
    return Lark(grammar, parser="lalr", lexer=_ListLexer, maybe_placeholders=False)


class _Reading(ModifierReading, Transformer):
    """Parse tree → a list of (form, feature fields)."""

    def start(self, items):
        return items[0]

    # keywords
    def keywords(self, items):
        return [("keyword", f) for f in items]

    def kw_item(self, items):
        feat = items[-1]
        if len(items) == 2:
            feat["params"]["while"] = items[0]
        return feat

    def __default__(self, data, children, meta):
        if data in WHILE:
            return WHILE[data]
        if data.startswith("el_"):
            return ELEMENT_WORDS[data[3:]]
        if data.startswith("keyword_"):
            return KEYWORDS[int(data[len("keyword_"):])]
        return super().__default__(data, children, meta)

    def amount(self, items):
        return int(items[-1])

    def kw(self, items):
        params = {"value": items[1]} if len(items) > 1 else {}
        return {"kind": "keyword", "keyword": items[0], "params": params}

    def kw_ignores(self, items):
        return {"kind": "keyword", "keyword": "Игнорирует", "params": {"what": items[0]}}

    def kw_jump(self, items):
        return {"kind": "keyword", "keyword": "Прыжок", "params": {"range": int(items[0])}}

    def kw_max_health(self, items):
        return {"kind": "keyword", "keyword": "Максимум здоровья", "params": {"value": int(items[0])}}

    def kw_starts_with_counter(self, items):
        return {"kind": "keyword", "keyword": "Начинает бой с фишками", "params": {"count": 1}}

    def kw_starts_with_counters(self, items):
        return {"kind": "keyword", "keyword": "Начинает бой с фишками", "params": {"count": int(items[0])}}

    # deontic
    def _deontic(modality, actions, **extra):
        def build(self, items):
            return [("deontic", {"kind": "permanent", "modality": modality, "actions": list(actions), **extra})]
        return build

    no_defend = _deontic("forbid", ["assign_defender"], role="source")
    defend_any_times = _deontic("permit", ["assign_defender"], role="source", overrides=["defender-limit"])
    no_tokens = _deontic("forbid", ["accumulate_token", "receive_token"])
    no_accumulate = _deontic("forbid", ["accumulate_token"])
    no_move = _deontic("forbid", ["move"])
    not_summoned = _deontic("forbid", ["summon"], role="target")
    not_healed = _deontic("forbid", ["heal"], role="target")

    # triggered (params.chain: legality/triggers.py, docs/chains.md)
    def on_own_attack(self, items):
        event, where = items[0]
        chain = {"event": event, "source": "self", **({"where": where} if where else {}), "effect": items[-1]}
        return [("triggered", {"kind": "triggered", "params": {"chain": chain}})]

    def ev_simple_strike(self, items):
        return "strike", {"mode": "simple"}

    def ev_throw(self, items):
        return "throw", None

    def ev_shot(self, items):
        return "shot", None

    def ev_discharge(self, items):
        return "discharge", None

    def eff_jump(self, items):
        return {"kind": "jump", "source": "self", "target": "self", "set": {"range": int(items[0])}}

    def eff_magic_strike_attacked(self, items):
        return {"kind": "magic_strike", "source": "self", "target": "event.target", "set": {"value": str(items[0])}}

    def riposte(self, items):
        chain = {"event": "strike", "target": "self", "where": {"range": "melee"},
                 "effect": {"kind": "strike", "source": "self", "target": "event.source",
                            "set": {"mode": "special", "range": "melee", "value": int(items[0])}, "reach": "melee"}}
        return [("triggered", {"kind": "triggered", "params": {"chain": chain}})]

    def eff_gain_counter(self, items):
        return {"kind": "gain", "target": "self", "set": {"counter": "token"}, "gain": {"counter": "token", "amount": 1}}

    def eff_poison_attacked(self, items):
        return {"kind": "poison", "source": "self", "target": "event.target", "set": {"value": int(items[0])}}

    def eff_finishing_blow(self, items):
        return {"kind": "finishing_blow", "source": "self", "target": "event.target", "set": {"value": int(items[0])}}

    # effects on the carrier (card_effects.py)
    def carrier_grant(self, items):
        name = items[0] + (f" {items[1]}" if len(items) > 1 and isinstance(items[1], int) else "")
        return [("effect", {"kind": "permanent", "effect": {"grant": name, "targets": "carrier"}})]

    def carrier_remove(self, items):
        return [("effect", {"kind": "permanent", "effect": {"remove": items[0], "targets": "carrier"}})]

    def carried_while(self, items):
        return "carried"

    def defend_no_close(self, items):
        return [("override", {"kind": "permanent", "overrides": ["defender-closes"], "touches": ["close"]})]

    # activated
    def activated(self, items):
        *when, cost, effect = items
        params = {"cost": cost, **effect, **({"while": when[0]} if when else {})}
        return [("activated", {"kind": "activated", "params": params})]

    def cost(self, items):
        return " + ".join(items)

    def cost_tap(self, items):
        return "закрыться"

    def cost_instant(self, items):
        return "внезапное действие"

    def cost_counters(self, items):
        n = int(items[0]) if items else 1
        return f"{n} фишк{'а' if n == 1 else 'и' if n < 5 else 'ек'}"

    def value(self, items):
        return str(items[0])

    def range(self, items):
        return int(items[0])

    def attack_effect(self, items):
        name, action = ATTACK_ACTIONS[items[0].data]
        out = {"ability": name, "value": items[1]}
        if action:
            out["action"] = action
        if len(items) > 2:
            out["range"] = items[2]
        return out

    def special_strike(self, items):
        return {"ability": "Особый удар", "action": "special_strike", "value": items[0]}

    def finishing_blow(self, items):
        return {"ability": "Добивание", "action": "finishing_blow", "value": int(items[0])}

    def heal_self(self, items):
        return {"ability": "Излечиться", "action": "heal", "target": "self", "value": int(items[0])}

    def heal_self_full(self, items):
        return {"ability": "Полностью излечиться", "action": "heal", "target": "self", "value": "all"}

    def heal_creature(self, items):
        target = " ".join([*items[:-1], "существо"])
        return {"ability": "Излечить", "action": "heal", "target": target, "value": int(items[-1])}

    def own(self, items):
        return "ваше"

    def wound_chosen_enemy(self, items):
        return {"ability": "Ранить", "action": "wound", "target": "выбранное существо противника", "value": items[0]}

    def gain_counter(self, items):
        return {"ability": "Получить фишку", "action": "accumulate_token"}


_READER = _Reading()


@dataclass
class SentenceReading:
    text: str                        # the sentence as printed
    form: str                        # keyword | deontic | activated | override | class | text
    features: list = field(default_factory=list)   # feature fields (no id, no text)
    lemmas: tuple[str, ...] = ()


def spell_out(sentence: str, base: str) -> str:
    """The sentence with placeholders spelled out (the reader has refused unknown ones)."""
    table, pattern = (glossary.ONLINE, ONLINE_TAG) if base == "online" else (glossary.RELAUNCH, RELAUNCH_PH)

    def sub(m):
        words = table.get(m.group(1).strip())
        return f" ⟨{m.group(1)}⟩ " if words is None else f" {words} "
    return pattern.sub(sub, sentence)


_CLASS_NAMES = {n.casefold().replace("ё", "е")
                for n in (*glossary.ONLINE_CLASSES.values(), *glossary.ONLINE_SUBTYPES)}


def _mark_self(toks: list[str], names: tuple[str, ...]) -> list[str]:
    """The card's own name (any case: lemmas, and the «Онлайн» base's declined forms) becomes "@self"."""
    forms = {tuple(t for t in tokens(n) if t not in ("-",)) for n in names if n}
    forms = sorted((f for f in forms if f), key=len, reverse=True)
    out, i = [], 0
    while i < len(toks):
        hit = next((f for f in forms if tuple(toks[i:i + len(f)]) == f), None)
        if hit:
            out.append("@self")
            i += len(hit)
        else:
            out.append(toks[i])
            i += 1
    return out


def read_sentence(sentence: str, base: str, classes: tuple[str, ...] = (),
                  names: tuple[str, ...] = ()) -> SentenceReading:
    bare = sentence.strip().rstrip(".").strip().casefold().replace("ё", "е")
    if base == "online" and bare in _CLASS_NAMES | {c.casefold().replace("ё", "е") for c in classes}:
        return SentenceReading(sentence, "class")
    low = sentence.lower().replace("ё", "е")
    names = tuple(n for n in names if n and all(w[:3].lower().replace("ё", "е") in low for w in n.split()))
    prefixes = _prefixes()
    if names:       # the card's own name (when the sentence may hold it) is analysed too, to be found in any case
        prefixes = prefixes | {w[:3].lower().replace("ё", "е") for n in names if n for w in n.split()}
    toks = tokens(spell_out(sentence, base), prefixes)
    if names:
        toks = _mark_self(toks, names)
    try:
        tree = _parser().parse(toks)
        found = _READER.transform(tree)
    except (_NotRead, LarkError):
        return SentenceReading(sentence, "text", [{"kind": "text"}], tuple(toks))
    feats = [{k: v for k, v in f.items() if v or k not in ("params", "touches")} for _, f in found]
    return SentenceReading(sentence, found[0][0], feats, tuple(toks))


SELF_FORMS = ("deontic", "override", "triggered", "modifier")   # about the card itself: only a creature's text means that
CARRIER_TYPES = ("symbiote", "equipment")


def compile_card(raw: RawCard, name: str | None = None) -> tuple[dict, list[SentenceReading]]:
    """The card in the card language (a mapping as in a card YAML file), and each sentence's reading."""
    names = (raw.name, *raw.cases.values())
    readings = [read_sentence(s, raw.base, raw.classes, names) for s in split(raw.printed)]
    # a symbiote's or an artifact's «Может выступать защитником …» may speak of its host: not read; «Хозяин …»
    # is read only on a card that has a carrier
    unread = SELF_FORMS if raw.type not in ("creature", "flyer") else ()
    unread += ("effect",) if raw.type not in CARRIER_TYPES else ()
    readings = [r if r.form not in unread else
                SentenceReading(r.text, "text", [{"kind": "text"}], r.lemmas)
                for r in readings]
    features = []
    for r in readings:
        for fields in r.features:
            feat = {"id": f"f{len(features) + 1}", "text": r.text, **fields}
            if "params" in feat and not feat["params"]:
                del feat["params"]
            features.append(feat)
    card = {"name": name or raw.name, "edition": "classic", "type": raw.type}
    if raw.cost is not None:
        card["cost"] = raw.cost
    for key, value in (("lives", raw.lives), ("strike", list(raw.strike) if raw.strike else None),
                       ("move", raw.move)):
        if value is not None:
            card[key] = value
    if raw.elements:
        card["element"] = list(raw.elements)
    classes = [r.text.strip().rstrip(".").strip() for r in readings if r.form == "class"] or list(raw.classes)
    if classes:
        card["class"] = classes
    card["source"] = f"{raw.base} card base, card {raw.id}"
    card["text"] = " ".join(raw.printed.split())
    card["features"] = features
    return card, readings
