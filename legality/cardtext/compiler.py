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

import hashlib
import os
import re
from dataclasses import dataclass, field
from functools import lru_cache

from lark import Lark, Token, Transformer
from lark.exceptions import LarkError, UnexpectedToken
from lark.lexer import Lexer

from . import glossary
from .bases import ONLINE_TAG, RELAUNCH_PH, RawCard
from .actions import ActionReading
from .deontics import DeonticReading
from .modifiers import ModifierReading
from .sentences import abilities, split
from .wounds_taken import WoundsTakenReading
from .words import lemma, raw_tokens, token, tokens

VERSION = "3"      # bump when a reading changes: the cache is keyed by it

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
    "Проклятие", "Благословление", "Опыт в метании", "Угасание", "Защита от слабых простых ударов", "Защита от атак",
    # «Враг <класса>» («Онлайн»): named, no glossary text here — it bears on anything (reach.py)
    "Враг орков", "Враг гарпий", "Враг эльфов", "Враг койаров", "Враг демонов", "Враг нейтралов", "Враг аккенийцев",
    "Враг стражей леса", "Враг героев-воинов", "Враг линунгов",
)
def _plural(adj: str) -> str:
    """«горное» → «горные», «летающие» stays."""
    return adj[:-2] + "ые" if adj.endswith("ое") else adj


def _singular(adj: str, gender: str) -> str:
    """«нелетающие» / «горное» → «нелетающее» (n) / «горная» (f): an adjective before one noun."""
    if " " in adj:                                   # «стоящие рядом»: the first word agrees
        first, rest = adj.split(" ", 1)
        return f"{_singular(first, gender)} {rest}"
    if not adj.endswith(("ое", "ые", "ие", "ее")):
        return adj
    if gender == "f":
        return adj[:-2] + "ая"
    return adj[:-2] + ("ее" if adj[-3] in "жшщч" else "ое")


ELEMENT_WORDS = {"steppe": "степное", "mountain": "горное", "forest": "лесное", "swamp": "болотное",
                 "dark": "тёмное", "neutral": "нейтральное"}
WHILE = {"while_formation": "в строю", "while_surface": "на поверхности", "while_depth": "на глубине",
         "while_first": "первым игроком", "while_second": "вторым игроком", "while_rebuff": "отпор"}
# the attacks a card declares («нападать» with no attack named: any of them)
ATTACK_KINDS_DECLARED = ("simple_strike", "special_strike", "shot", "throw", "discharge", "magic_strike")
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
            yield _terminal(tok, self.by_value)


_NUM, _TRIPLE = re.compile(r"\d+"), re.compile(r"\d+(?:-\d+){2}")


def _terminal(tok: str, by_value: dict) -> Token:
    """The grammar's terminal for one token: a number, a strike triple, a literal word, or a word the grammar
    does not know (only a printed name takes it); anything else cannot be read."""
    if _NUM.fullmatch(tok):
        return Token("NUM", tok)
    if _TRIPLE.fullmatch(tok):
        return Token("TRIPLE", tok)
    if tok in by_value:
        return Token(by_value[tok], tok)
    if tok[:1].isalpha() or tok[:1] == "~":
        return Token("NAMEWORD", tok)
    raise _NotRead(tok)


@lru_cache(maxsize=2)
def _literals(second: bool = False) -> dict:
    parser = _parser("actions.lark") if second else _parser()
    return {t.pattern.value: t.name for t in parser.terminals if t.pattern.type == "str"}


@lru_cache(maxsize=None)
def _genitive(word: str) -> bool:
    """The word may be genitive and cannot be a singular nominative: not the subject of a verb that follows."""
    from .words import parses as analyse
    parses = analyse(word.lower().replace("ё", "е"))
    return (any("gent" in p.tag for p in parses)
            and not any("nomn" in p.tag and "plur" not in p.tag for p in parses))


# the participles whose case tells a subject from an object where lemmas cannot (actions.lark)
_OBLIQUE = {"атакованный": "@атакованного", "атаковавший": "@атаковавшего"}
_NOMINATIVE = ("ый", "ая", "ое", "ые", "ий", "ие", "нй")
# a personal pronoun in the nominative (the subject of an action); its other forms are fed as "@его"
_PRONOUNS = ("он", "она", "оно", "они")


def _parse_lazily(raws: list[str], prefixes: frozenset, done: list[str], names: tuple = (), second: bool = False):
    """Parse the raw tokens, analysing each word only when the parser reaches it: most sentences the grammar
    does not read fail within a few words, and the analyser is the compiler's main cost. `names`: the card's
    own name in its printed forms, each occurrence fed as "@self". `done` receives the tokens fed. `second`:
    the grammar of generic parts (actions.lark), where «атакованного» (not a subject) is "@атакованного"."""
    parser = _parser("actions.lark") if second else _parser()
    ip, by_value = parser.parse_interactive(), _literals(second)
    raws = [r for r in raws if r not in ("«", "»", '"')]
    cache: dict[int, str] = {}

    def at(j):
        if j not in cache:
            cache[j] = token(raws[j], prefixes)
        return cache[j]

    starts = {n.split()[0][:3].lower().replace("ё", "е") for n in names}
    i, naming, note = 0, False, False
    while i < len(raws):
        hit = None
        if raws[i][:3].lower().replace("ё", "е") in starts:       # the name may start here: compare its forms
            hit = next((f for f in _name_forms(names)
                        if i + len(f) <= len(raws) and all(at(i + k) == w for k, w in enumerate(f))), None)
            hit = hit or _printed_name_at(raws, i, names)
        tok = "@self" if hit else at(i)
        if second and not hit and tok in _OBLIQUE and not raws[i].lower().endswith(_NOMINATIVE):
            tok = _OBLIQUE[tok]
        if second and not hit and tok in _PRONOUNS and raws[i].lower() not in _PRONOUNS:
            tok = "@его"            # «его», «ней», «им»: a pronoun's object, never the subject of a verb
        raw = raws[i]
        i += len(hit) if hit else 1
        done.append(tok)
        term = _terminal(tok, by_value)
        if not second:
            ip.feed_token(term)
            continue
        if note and tok not in (")", ","):     # «(воздействие удар молота)»: every word up to «)» is the name's
            term = Token("NAMEWORD", raw.lower())
            ip.feed_token(term)
        else:
            ip, term = _feed_second(ip, tok, term, raw, by_value, naming)
        note = (note or (len(done) > 1 and done[-2] == "(" and tok in ("воздействие", "заклинание"))) and tok not in (")", ",")
        naming = tok in ("воздействие", "заклинание", "маркер") or (naming and term.type == "NAMEWORD")
    return ip.feed_eof()


def _printed_name_at(raws: list[str], i: int, names: tuple) -> tuple | None:
    """The card's own name printed in another case where the analyser's lemmas differ from the name's
    («по Остроморду», «Немой страже»; the relaunch base gives no declined forms): each word capitalised as
    in the name and sharing its stem (all but its last two letters, at least three), ending at most three
    letters longer. The words of the name, or None."""
    for n in names:
        words = n.split() if n else []
        if not words or i + len(words) > len(raws):
            continue
        ok = True
        for k, w in enumerate(words):
            r = raws[i + k]
            stem = max(3, len(w) - 2)
            if r[:1] != w[:1] or r.lower().replace("ё", "е")[:stem] != w.lower().replace("ё", "е")[:stem] \
                    or not len(w) - 2 <= len(r) <= len(w) + 3:
                ok = False
                break
        if ok:
            return tuple(words)
    return None


def _fed(ip, *terms):
    """The parser after these tokens, or None where it cannot take them (tried on a copy: a failed feed may
    have reduced already)."""
    trial = ip.copy()
    try:
        for t in terms:
            trial.feed_token(t)
    except UnexpectedToken:
        return None
    return trial


# words that start an action or name its target: never taken as a word of a printed name
_NOT_NAMES = frozenset({"атакованный", "атаковавший", "@атакованного", "@атаковавшего", "ранить", "раниться",
                        "получать", "получить", "терять", "потерять", "излечить", "излечиться", "излечиваться",
                        "закрыть", "открыть", "уничтожить", "выбранный", "каждый", "ваш", "существо", "карта",
                        "стоящий", "мочь", "он", "она", "оно", "они", "@его", "себя", "хозяин", "все", "весь", "другой", "любой",
                        "выстрел", "разряд", "метание", "магический", "особый", "удар", "добивание", "прыжок",
                        "переместить", "вызвать", "полностью", "становиться", "противник", "следующий"})


def _feed_second(ip, tok: str, term: Token, raw: str, by_value: dict, naming: bool):
    """One token into the grammar of generic parts: a name keeps its printed words; after «Воздействие» or
    «Заклинание» a word the grammar cannot take is a word of the name («Заклинание «горе» …»); a word that may
    only be genitive, where an event's object can stand and the word can follow, is marked "#gen" («При гибели
    существа …»: actions.lark)."""
    if term.type == "NAMEWORD":
        term = Token("NAMEWORD", raw.lower())
    ps = ip.parser_state
    if by_value["#gen"] in ps.parse_conf.states[ps.position] and tok[:1].isalpha() and _genitive(raw):
        after = _fed(ip, Token(by_value["#gen"], "#gen"), term)
        if after is not None:
            return after, term
    if naming and term.type != "NAMEWORD" and tok[:1].isalpha() and tok not in _NOT_NAMES:
        after = _fed(ip, term)
        if after is not None:
            return after, term
        term = Token("NAMEWORD", raw.lower())
    elif tok in _NAME_PARTICLES and "NAMEWORD" in ps.parse_conf.states[ps.position] and _fed(ip, term) is None:
        term = Token("NAMEWORD", raw.lower())     # «особый удар «из последних сил»»: a word of the printed name
    ip.feed_token(term)
    return ip, term


# words of the grammar («каждой из этих карт») that are also words of printed names where a name may stand
_NAME_PARTICLES = frozenset({"из"})


class _NotRead(Exception):
    pass


class _Name(str):
    """Words of a printed proper name («копье», «ледяной кулак»)."""


def _names(items):
    """(the `name` param when the items hold name words, the other items)."""
    words = [i for i in items if isinstance(i, _Name)]
    return ({"name": " ".join(words)} if words else {}), [i for i in items if not isinstance(i, _Name)]


# Word forms whose first letters differ from their lemma's («может», «могут» of «мочь»).
_IRREGULAR = frozenset({"мож", "мог", "тре", "дву", "одн", "эти"})   # «трёх», «двух», «одном», «этих» of «три», «два»,
#                                                                   «один», «этот»


@lru_cache(maxsize=2)
def _prefixes(second: bool = False) -> frozenset:
    """First three letters of every lemma the grammar knows (see words.tokens); `second`: both grammars."""
    parsers = (_parser(), _parser("actions.lark")) if second else (_parser(),)
    words = {t.pattern.value for p in parsers for t in p.terminals if t.pattern.type == "str"}
    return frozenset(w[:3] for w in words if w[:1].isalpha()) | _IRREGULAR


def grammar_key(grammar: str) -> str:
    """The key of the grammar's shipped LALR tables (legality/cardtext/tables.py)."""
    from .tables import table_key
    return table_key(grammar, repr(sorted((k, getattr(v, "__qualname__", v)) for k, v in _PARSER_OPTIONS.items())))


def grammar_text(filename: str = "grammar.lark") -> str:
    """The grammar lark analyses: the file, and the keyword names as an alternative of their lemmas."""
    with open(os.path.join(os.path.dirname(__file__), filename), encoding="utf-8") as fh:
        grammar = fh.read()
    # literals are dropped from the tree, so each name's alternative is aliased by its index in KEYWORDS
    alts = "\n    | ".join(" ".join(f'"{w}"' for w in _lemmas(n)) + f" -> keyword_{i}" for i, n in enumerate(KEYWORDS))
    grammar += f"\nkeyword_name: {alts}\n"
    return grammar


_PARSER_OPTIONS = {"parser": "lalr", "lexer": _ListLexer, "maybe_placeholders": False}


@lru_cache(maxsize=2)
def _parser(filename: str = "grammar.lark") -> Lark:
    grammar = grammar_text(filename)
    # the analysis is most of the parser's start-up: the tables shipped with the project (legality/cardtext/
    # tables.py), else those lark kept beside the compiled bases (keyed by the grammar, checked on load)
    from .tables import load_shipped
    shipped = load_shipped(grammar_key(grammar))
    if shipped is not None:
        return shipped
    from .cache import cache_dir
    try:
        os.makedirs(cache_dir(), exist_ok=True)
        return Lark(grammar, **_PARSER_OPTIONS,
                    cache=os.path.join(cache_dir(), f"grammar-{hashlib.sha256(grammar.encode()).hexdigest()[:16]}.lark"))
    except OSError:
        return Lark(grammar, **_PARSER_OPTIONS)


def _unacted_trigger(trig: dict, listens: list, touches: list, always: bool = False) -> tuple[str, dict]:
    """A trigger the chain engine does not act on, with the events it listens to and the topics it touches
    (legality/reach.py: it bears where those events happen). One that has surely fired before any question
    («В начале боя …») or whose effect lasts (an ability gained, with no end printed) bears on the state a
    question reads: it is kept as a permanent feature, static to reach, touching those topics everywhere."""
    if always or trig["effect"]["kind"] == "grant":
        return "triggered", {"kind": "permanent", "params": {"trigger": trig}, "touches": touches}
    return "triggered", {"kind": "triggered", "params": {"trigger": trig}, "listens": listens, "touches": touches}


class _Reading(DeonticReading, ModifierReading, WoundsTakenReading, Transformer):
    """Parse tree → a list of (form, feature fields)."""

    def start(self, items):
        return items[0]

    # keywords
    def keywords(self, items):
        return [("keyword", f) for fs in items for f in fs]

    def kw_item(self, items):
        """One or more abilities («{ova}1 и {stamina}») under one condition («Строй:»)."""
        when = items[0] if isinstance(items[0], str) else None
        feats = [f for f in items if isinstance(f, dict)]
        last = feats[-1]
        if len(feats) > 1 and "against" in last.get("params", {}):
            raise _NotRead("against")    # «[:drs] и вампиризм по рядовым существам»: whose is «по …», one or both?
        if len(feats) > 1 and "while" in last["params"]:
            # «[:prm] и схрон, пока в вашем отряде есть местность горы»: the condition printed last is every one's
            for f in feats[:-1]:
                f["params"]["while"] = last["params"]["while"]
                if "while_in" in last:
                    f["while_in"] = last["while_in"]
        if when:
            if "while" in last["params"]:
                raise _NotRead(when)        # two conditions («Строй: X, пока …»): one `while` cannot hold both
            for f in feats:
                f["params"]["while"] = when
        return feats

    def kw_value_first(self, items):
        return {"kind": "keyword", "keyword": items[1], "params": {"value": int(items[0])}}

    def while_cursed(self, items):
        return ("while", "имеет проклятие")

    def while_extra_lives(self, items):
        return ("while", "имеет дополнительные жизни")

    def while_weapon(self, items):
        return ("while", "носит оружие")

    def while_host_open(self, items):
        return ("while", "хозяин открыт")

    def while_cut(self, items):
        return ("while", _CUT_COND)

    def cost_at_most(self, items):
        return f"with:стоимостью {int(items[0])} и менее"

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
        params, zone = {}, None
        for it in items[1:]:
            if isinstance(it, tuple):
                params[it[0]] = it[1]
                zone = it[2] if len(it) > 2 else zone       # «пока в вашем отряде …»: only in its squad (deontics.py)
            else:
                params["against" if isinstance(it, (str, dict)) else "value"] = it
        return {"kind": "keyword", "keyword": items[0], "params": params, **({"while_in": zone} if zone else {})}

    def against(self, items):
        """Whom an ability works against, spelled out: «горные существа», «карты с Метание», «герои»."""
        lives = next((i[6:] for i in items if isinstance(i, str) and i.startswith("lives:")), None)
        if lives is not None:            # «по существам с чётным количеством {health}»: a condition, not words
            if [i for i in items if isinstance(i, str) and not i.startswith("lives:")] != ["noun:существа"]:
                raise _NotRead("lives")
            return {"current_lives": lives}
        adjs = [i for i in items if isinstance(i, str) and not i.startswith(("noun:", "with:"))]
        noun = next((i[5:] for i in items if isinstance(i, str) and i.startswith("noun:")), None)
        extra = next((i[5:] for i in items if isinstance(i, str) and i.startswith("with:")), None)
        words = [*(a if a == "и" else _plural(a) for a in adjs), noun or "карты"]
        return " ".join(words + ([extra] if extra else [])).replace(" ,", ",")

    def tgt_and(self, items):
        return "и"

    def adj_flying(self, items):
        return "летающие"

    def adj_nonflying(self, items):
        return "нелетающие"

    def with_ability(self, items):
        return f"with:с особенностью «{items[0]}»"

    def with_attack(self, items):
        return "with:с " + {"shot": "выстрелом", "discharge": "разрядом", "throw": "метанием",
                            "magic_strike": "магическим ударом", "row_strike": "ударом через ряд"}[items[0].data]

    def without_wounds(self, items):
        return "with:без ран"

    def standing_opposite(self, items):
        return "with:стоящие напротив"

    def _noun(word):
        return lambda self, items: f"noun:{word}"

    noun_creatures = _noun("существа")
    noun_cards = _noun("карты")
    noun_heroes = _noun("герои")
    noun_defenders = _noun("защитники")
    noun_artifacts = _noun("артефакты")

    def kw_ignores(self, items):
        params = {"what": items[0], **{k: v for k, v in items[1:]}}     # («…, пока …»: kw_while)
        return {"kind": "keyword", "keyword": "Игнорирует", "params": params}

    def kw_ignores_features(self, items):
        # every feature of the attacked card (legality/facts.py IGNORED_NAMES; classic 2012 408.2)
        return {"kind": "keyword", "keyword": "Игнорирует", "params": {"what": "особенности атакованного существа"}}

    def kw_jump(self, items):
        return {"kind": "keyword", "keyword": "Прыжок", "params": {"range": int(items[0])}}

    def kw_starts_with_lives(self, items):
        return {"kind": "keyword", "keyword": "Начинает бой с дополнительными жизнями", "params": {"count": int(items[0])}}

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

    defend_any_times = _deontic("permit", ["assign_defender"], role="source", overrides=["defender-limit"])
    no_tokens = _deontic("forbid", ["accumulate_token", "receive_token"])
    no_accumulate = _deontic("forbid", ["accumulate_token"])
    no_move = _deontic("forbid", ["move"])
    not_summoned = _deontic("forbid", ["summon"], role="target")
    not_healed = _deontic("forbid", ["heal"], role="target")

    def only_at_self(self, items):
        """«Карты противника могут объявлять выстрел и метание только по <self>, пока он стоит рядом с хотя бы
        одним существом противника (вне зависимости от дальности)»: enemy cards may not aim these at other
        cards while it stands next to an enemy creature; «вне зависимости от дальности» lets them aim at it
        whatever the range, under the same condition (the axe rule: it names the range rule it bypasses)."""
        return self._only_at_self(items, {"self_next_to_enemy_creature": True})

    def only_at_self_always(self, items):
        return self._only_at_self(items, {})

    def _only_at_self(self, items, board):
        """The range is bypassed only for the opponent's cards (`source_enemy`: «Карты противника …»)."""
        kinds = items[0]
        out = [("deontic", {"kind": "permanent", "modality": "forbid", "actions": kinds, "role": "source",
                            "scope": "enemy_cards", "board": {"target_not_self": True, **board}})]
        if "any_range" in items:
            out.append(("deontic", {"kind": "permanent", "modality": "permit", "actions": list(kinds), "role": "target",
                                    "overrides": ["range"], "board": {"source_enemy": True, **board}}))
        gain = next((it for it in items[1:] if isinstance(it, dict)), None)
        if gain is not None:
            out.append(("triggered", gain))
        return out

    def at_self_gain(self, items):
        """«При разряде по <self> он получает {counter}»: not acted on; fires on that attack, changes tokens."""
        trig = {"event": items[0], "target": "self", "effect": {"kind": "gain_counter", "target": "self"}}
        return {"kind": "triggered", "params": {"trigger": trig}, "listens": [items[0]],
                "touches": ["accumulate_token", "receive_token", "tokens"]}

    def cap_attacks(self, items):
        return list(dict.fromkeys(items))

    def any_range(self, items):
        return "any_range"

    # «Бестелесный: …»: the ability, then the reading of its text
    def incorporeal(self, items):
        return [("keyword", {"kind": "keyword", "keyword": "Бестелесный"}), *items[0]]

    # read with the topics they touch: the engine does not act on them (reach.py makes questions unknown)
    def move_diagonal(self, items):
        params = {"diagonal_move": True, **({"while": items[0]} if items else {})}
        return [("bounded", {"kind": "permanent", "params": params, "touches": ["move", "move_points"]})]

    def while_unwounded(self, items):
        return "не имеет ран"

    def max_tokens(self, items):
        # a maximum bears where tokens are gained (218.6-218.8), never where they are lost or paid: the state a
        # scenario gives keeps to it (legality/rules/tokens.py reads it for a declared gain)
        return [("bounded", {"kind": "permanent", "params": {"max_tokens": int(items[0])},
                             "touches": ["accumulate_token", "receive_token"]})]

    def multi_strike(self, items):
        """«Может нападать {strike} 2 раза за ход, только подряд, после первого … не закрывается»; without
        «{strike}» («Может нападать 2 раза за ход») any attack it declares."""
        what = items.pop(0) if isinstance(items[0], tuple) else ("what", "attacks")   # «нападать» alone: any attack
        n, rest = int(items[0]), items[1:]
        params = {"strikes_per_turn": n, **({"own_turn": True} if "ваше" in rest else {}),
                  **{k: True for k in rest if k != "ваше"}}
        if what[1] != "simple":
            params["strikes"] = what[1]
        touches = ["simple_strike"] + ([] if what[1] == "simple" else ["special_strike", "magic_strike", "shot",
                                                                        "throw", "discharge"])
        touches += ["close", "open_state"] if "stays_open" in params else []
        return [("bounded", {"kind": "permanent", "params": params, "touches": touches, "_widen": True})]

    def what_simple(self, items):
        return ("what", "simple")

    def what_strikes(self, items):
        return ("what", "strikes")

    def three(self, items):
        return 3

    def times_n(self, items):
        return int(items[0])

    def in_a_row_different(self, items):
        return "in_a_row_different_targets"

    def bounded(self, items):          # the `capability` alternative
        return items[0]

    # capabilities the engine does not act on: params saying what the text permits, the topics they touch
    def _capability(param, touches):
        def build(self, items):
            value = items[-1] if items and not isinstance(items[-1], Token) else True
            if isinstance(value, Token):
                value = int(value)
            return [("bounded", {"kind": "permanent", "params": {param: value}, "touches": list(touches),
                                 "_widen": True})]
        return build

    cap_strike_flyers = _capability("strikes_flyers_as_adjacent", ["simple_strike", "battle", "counterstrike"])
    cap_strike_any = _capability("strikes_any_enemy_as_adjacent", ["simple_strike", "battle", "counterstrike"])
    # «Может стрелять по стоящим рядом картам»: the card's text bypasses the judges' rule that a ranged attack is
    # not declared at a neighbour (classic:ruling-dev-298, topic ranged-not-adjacent; the axe rule)
    cap_shoot_adjacent = _deontic("permit", ["shot"], role="source", overrides=["ranged-not-adjacent"])
    cap_diagonal_only = _capability("moves_only_diagonally", ["move", "move_points"])

    def cap_stays_closed(self, items):
        params = {"may_stay_closed": True, **({"own_turn": True} if items else {})}
        return [("bounded", {"kind": "permanent", "params": params, "touches": ["open", "open_state", "turn"],
                             "_widen": True})]

    cap_incarnate_open = _capability("incarnates_open_in_enemy_third_row", ["incarnate"])

    def cap_attack_only(self, items):
        what, only = (items[0][1], items[1]) if len(items) > 1 else (None, items[0])
        board = {"карта в его столбце": {"target_same_column": False}, "карта напротив": {"target_in_front": False}}
        if what != "strikes" and only in board:
            # «Может нападать [{strike}] только на карты, стоящие в одном столбце с ним / на карту напротив»: his
            # declared attacks (an attack an effect makes him fight is not his нападение: the judges, dev-163)
            kinds = ["simple_strike"] if what == "simple" else list(ATTACK_KINDS_DECLARED)
            return [("deontic", {"kind": "permanent", "modality": "forbid", "actions": kinds, "role": "source",
                                 "board": {"declared": True, **board[only]}})]
        return [("bounded", {"kind": "permanent", "params": {"attacks_only": only},
                             "touches": ["simple_strike", "battle", "counterstrike"], "_widen": True})]

    def cap_declare_only(self, items):
        kind, only = items
        if only == "карта напротив":       # «Может объявлять {strike} только по карте, стоящей напротив» (207.8)
            return [("deontic", {"kind": "permanent", "modality": "forbid", "actions": [kind], "role": "source",
                                 "board": {"declared": True, "target_in_front": False}})]
        return [("bounded", {"kind": "permanent", "params": {"declares_only": {kind: only}},
                             "touches": [kind], "_widen": True})]

    def cap_no_attack(self, items):
        return [("deontic", {"kind": "permanent", "modality": "forbid", "actions": [items[0]]})]

    def ca_strike(self, items):
        return "simple_strike"

    def ca_shot(self, items):
        return "shot"

    def ca_discharge(self, items):
        return "discharge"

    def ca_throw(self, items):
        return "throw"

    def only_unwounded(self, items):
        return "карта без ран"

    def only_opposite(self, items):
        return "карта напротив"

    def only_diagonal(self, items):
        return "по диагонали"

    def only_cursed(self, items):
        return "карта с проклятием"

    def only_column(self, items):
        return "карта в его столбце"

    def defends_any_in_squad(self, items):
        return [("bounded", {"kind": "permanent", "params": {"defends": "любое существо в вашем отряде"},
                             "touches": ["assign_defender", "defender"], "_widen": True})]

    def defends_many(self, items):
        return [("bounded", {"kind": "permanent",
                             "params": {"defends": f"{_singular(items[0], 'n')} существо", "defends_any_times": True},
                             "touches": ["assign_defender", "defender"], "_widen": True})]

    def conditioned(self, items):
        """A condition on a form the engine does not act on (it declares its topics): kept in params.while. A
        chain link (the engine acts on it) under a condition is not read: the chain would fire unconditionally."""
        cond, found = items
        out = []
        for form, feat in found:
            if "chain" in feat.get("params", {}):
                raise _NotRead(cond)
            if "modality" in feat:       # «Строй: не может нападать {strike}»: the engine would forbid always
                feat = {"kind": "permanent", "params": {feat["modality"]: feat["actions"]},
                        "touches": list(feat["actions"]), "_widen": True}
                form = "bounded"
            out.append((form, {**feat, "params": {**feat.get("params", {}), "while": cond}}))
        return out

    def no_close_after_attack(self, items):
        return [("bounded", {"kind": "permanent", "params": {"stays_open": True}, "touches": ["close", "open_state"]})]

    def in_a_row(self, items):
        return "in_a_row"

    def stays_open(self, items):
        return "stays_open"

    # triggered (params.chain: legality/triggers.py, docs/chains.md). An event or effect the chain engine
    # acts on is `chained`; any other pair keeps the same shape under params.trigger, with the events it
    # listens to and the topics it touches declared, so the questions it could bear on are unknown.
    def on_own_attack(self, items):
        limit = items.pop()[1] if isinstance(items[-1], tuple) else None
        event, effect = items[0], items[-1]
        chain = {"event": event["event"], **event["ends"], **({"where": event["where"]} if event.get("where") else {}),
                 "effect": effect["effect"], **({"limit": limit} if limit else {})}
        if effect["effect"].get("target") == "event.target" and event["event"] in ("destroy", "move", "assign_defender"):
            raise _NotRead("атакованный")   # the event has no target: «При рывке – добивание …» is not read
        if event["chained"] and effect["chained"] and not limit:     # the chain engine counts no limits
            return [("triggered", {"kind": "triggered", "params": {"chain": chain}})]
        return [_unacted_trigger(chain, event["listens"], effect["touches"])]

    def _event(kind, listens, chained=True, where=None, ends=None):
        def build(self, items):
            w = dict(where or {})
            if items and kind == "destroy":  # «уничтожает … выстрелом»: by which attack
                w["by"] = items[0]
            elif items:                     # a strike's strength
                w["strength"] = items[0]
            return {"event": kind, "where": w, "ends": ends or {"source": "self"}, "listens": list(listens),
                    "chained": chained and not items}
        return build

    ev_simple_strike = _event("strike", ["simple_strike"], where={"mode": "simple"})
    ev_strength_strike = _event("strike", ["simple_strike"], where={"mode": "simple"})
    ev_strength_shot = _event("shot", ["shot"])
    ev_strength_discharge = _event("discharge", ["discharge"])
    ev_special_strike = _event("strike", ["special_strike"], chained=False, where={"mode": "special"})
    ev_closes = _event("close", ["close", "open_state"], chained=False)
    ev_kills = _event("destroy", ["destroy", "death"], chained=False)
    ev_defends = _event("assign_defender", ["assign_defender", "defender"], chained=False)
    def ev_own_move(self, items):
        # «При рывке / прыжке / телепортации …»: the trigger's `move` event would fire on every move of the card,
        # a walk too; the chain language does not tell a dash, a jump or a teleport apart yet: kept as text
        raise _NotRead("рывок, прыжок, телепортация")

    ev_throw = _event("throw", ["throw"])
    ev_shot = _event("shot", ["shot"])
    ev_discharge = _event("discharge", ["discharge"])
    ev_death = _event("destroy", ["destroy", "death"], chained=False, ends={"target": "self"})
    ev_any_death = _event("destroy", ["destroy", "death"], chained=False, ends={"target": "any"})
    ev_move = _event("move", ["move"], chained=False)

    def st_weak(self, items):
        return "weak"

    def st_strong(self, items):
        return "strong"

    def st_medium(self, items):
        return "medium"

    def st_medium_strong(self, items):
        return "medium|strong"

    def _effect(build_effect, touches, chained=True):
        def build(self, items):
            return {"effect": build_effect(items), "touches": list(touches), "chained": chained}
        return build

    eff_jump = _effect(lambda it: {"kind": "jump", "source": "self", "target": "self", "set": {"range": int(it[0])}},
                       ["move", "move_points"])
    eff_magic_strike_attacked = _effect(
        lambda it: {"kind": "magic_strike", "source": "self", "target": "event.target", "set": {"value": str(it[0])}},
        ["magic_strike", "strike_value", "wounds"])
    eff_gain_counter = _effect(
        lambda it: {"kind": "gain", "target": "self", "set": {"counter": "token"}, "gain": {"counter": "token", "amount": 1}},
        ["receive_token", "accumulate_token", "tokens"])
    eff_poison_attacked = _effect(
        lambda it: {"kind": "poison", "source": "self", "target": "event.target", "set": {"value": int(it[0])}},
        ["poison", "wounds"])
    eff_finishing_blow = _effect(
        lambda it: {"kind": "finishing_blow", "source": "self", "target": "event.target", "set": {"value": int(it[0])}},
        ["finishing_blow", "destroy", "death"])
    eff_heal_self = _effect(lambda it: {"kind": "heal", "source": "self", "target": "self", "set": {"value": int(it[0])}},
                            ["heal", "wounds", "lives"], chained=False)
    eff_lose_counters = _effect(lambda it: {"kind": "lose", "target": "self", "set": {"counter": "token", "amount": "all"}},
                                ["tokens"], chained=False)
    def eff_gain_ability(self, items):
        return {"effect": {"kind": "grant", "target": "self", "set": {"ability": items[0]}}, "touches": ["features"],
                "chained": False}

    def eff_may_attack(self, items):
        name, action = ATTACK_ACTIONS[items[0].data]
        if action is None:
            raise _NotRead(name)
        eff = {"kind": action, "source": "self", "optional": True,
               "set": {"value": str(items[1]), **({"range": items[2]} if len(items) > 2 else {})}}
        return {"effect": eff, "touches": [action, "strike_value", "wounds"], "chained": False}

    def one(self, items):
        return 1

    def two(self, items):
        return 2

    def times(self, items):
        return int(items[0])

    def limit(self, items):
        n, per = int(items[0]), items[1]
        return ("limit", f"{n} раз{'а' if 2 <= n % 10 <= 4 and n // 10 != 1 else ''} за {per}")

    def per_battle(self, items):
        return "бой"

    def per_turn(self, items):
        return "ход"

    def per_own_turn(self, items):
        return "ваш ход"

    def kill_by(self, items):
        name, action = ATTACK_ACTIONS[items[0].data]
        if action is None:
            raise _NotRead(name)
        return action

    def in_own_row(self, items):
        return "row"

    def max_wounds_per_turn(self, items):
        return [("bounded", {"kind": "permanent", "params": {"max_wounds_per_turn": int(items[0])},
                             "touches": ["wound", "wounds"]})]

    def defends_any(self, items):
        """«Может выступать защитником любому вашему нелетающему существу»: whom it may defend (not only its
        neighbours); the engine's defender rules do not read it, so it declares what it touches."""
        words = [("ваше" if a == "ваше" else _singular(a, "n")) for a in items if isinstance(a, str) and a != "row"]
        where = ["в своём ряду"] if "row" in items else []
        return [("bounded", {"kind": "permanent", "params": {"defends": " ".join(["любое", *words, "существо", *where])},
                             "touches": ["assign_defender", "defender"]})]

    def squad_restriction(self, items):
        """«Не может быть взят в отряд с тёмными существами»: a rule of building the squad, before the game;
        no question the checker asks is about it (no touches: nothing in play depends on it)."""
        *adjs, noun = items
        return [("squad", {"kind": "permanent",
                           "params": {"squad": "не берётся в отряд с " + " ".join([*(_plural(a) for a in adjs), noun[5:]])}})]

    eff_lose_counter = _effect(lambda it: {"kind": "lose", "target": "self", "set": {"counter": "token", "amount": 1}},
                               ["tokens"], chained=False)
    eff_attacked_loses_counter = _effect(
        lambda it: {"kind": "lose", "target": "event.target", "set": {"counter": "token", "amount": 1}},
        ["tokens"], chained=False)
    eff_close_attacked = _effect(lambda it: {"kind": "close", "source": "self", "target": "event.target"},
                                 ["close", "open_state"], chained=False)
    eff_open_attacked = _effect(lambda it: {"kind": "open", "source": "self", "target": "event.target"},
                                ["open", "open_state"], chained=False)
    eff_wound_attacked = _effect(
        lambda it: {"kind": "wound", "source": "self", "target": "event.target", "set": {"value": int(it[0])}},
        ["wound", "wounds", "lives"], chained=False)
    eff_wound_chosen = _effect(
        lambda it: {"kind": "wound", "source": "self", "target": it[0], "set": {"value": str(it[1])}},
        ["wound", "wounds", "lives"], chained=False)
    eff_to_deck = _effect(lambda it: {"kind": "return_to_deck", "target": "self"}, ["death"], chained=False)
    eff_wound_self = _effect(lambda it: {"kind": "wound", "target": "self", "set": {"value": int(it[0])}},
                             ["wound", "wounds", "lives"], chained=False)
    def eff_special_strike(self, items):
        names, rest = _names(items)
        eff = {"kind": "strike", "source": "self", "set": {"mode": "special", "value": str(rest[0]), **names},
               **({"target": rest[1]} if len(rest) > 1 else {})}
        return {"effect": eff, "touches": ["special_strike", "strike_value", "wounds"], "chained": False}

    def eff_attack(self, items):
        name, action = ATTACK_ACTIONS[items[0].data]
        if action is None:
            raise _NotRead(name)            # «удар через ряд» is no action kind: its topics are not bounded here
        target = items.pop() if isinstance(items[-1], str) and len(items) > 2 else None
        eff = {"kind": action, "source": "self", "set": {"value": str(items[1]),
                                                          **({"range": items[2]} if len(items) > 2 else {})},
               **({"target": target} if target else {})}
        return {"effect": eff, "touches": [action, "strike_value", "wounds"], "chained": False}

    # «В начале хода противника открывается»: fires at a turn's start or end only (listens to `turn`)
    def turn_trigger(self, items):
        edge, whose, effect = items
        if whose == "battle":               # «В начале боя»: once, before the first turn
            if edge != "turn_start":
                raise _NotRead("конец боя")
            edge, whose = "battle_start", None
        trig = {"event": edge, **({"turn": whose} if whose else {}), "effect": effect["effect"]}
        return [_unacted_trigger(trig, ["turn"], effect["touches"], always=edge == "battle_start")]

    def edge_start(self, items):
        return "turn_start"

    def edge_end(self, items):
        return "turn_end"

    def turn_enemy(self, items):
        return "enemy"

    def turn_own(self, items):
        return "own"

    def turn_each(self, items):
        return "each"

    def battle(self, items):
        return "battle"

    eff_opens = _effect(lambda it: {"kind": "open", "target": "self"}, ["open", "open_state"], chained=False)
    eff_may_open = _effect(lambda it: {"kind": "open", "target": "self", "optional": True}, ["open", "open_state"],
                           chained=False)

    def riposte(self, items):
        chain = {"event": "strike", "target": "self", "where": {"range": "melee"},
                 "effect": {"kind": "strike", "source": "self", "target": "event.source",
                            "set": {"mode": "special", "range": "melee", "value": int(items[0])}, "reach": "melee"}}
        return [("triggered", {"kind": "triggered", "params": {"chain": chain}})]

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
        limit = items.pop()[1] if isinstance(items[-1], tuple) else None
        also = [items.pop()] if isinstance(items[-1], dict) and isinstance(items[-2], dict) else []
        *when, cost, effect = items
        touches = effect.pop("_touches", None)
        params = {"cost": cost, **effect, **({"while": when[0]} if when else {}), **({"also": also} if also else {}),
                  **({"limit": limit} if limit else {})}
        return [("activated", {"kind": "activated", "params": params, **({"touches": touches} if touches else {})})]

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

    def name(self, items):
        return _Name(str(items[0]).lstrip("~"))

    def attack_effect(self, items):
        names, items = _names(items)
        name, action = ATTACK_ACTIONS[items[0].data]
        out = {"ability": name, "value": items[1], **names}
        if action:
            out["action"] = action
        if len(items) > 2:
            out["range"] = items[2]
        return out

    def special_strike(self, items):
        names, items = _names(items)
        return {"ability": "Особый удар", "action": "special_strike", "value": items[0], **names,
                **({"target": items[1]} if len(items) > 1 else {})}

    def chosen_enemy_loses(self, items):
        return {"ability": "Лишить особенности", "action": "lose_feature", "target": "выбранное существо противника",
                "what": items[0], "_touches": ["features", "lose_feature"]}

    def opposite(self, items):
        return "карта напротив"

    def each_adjacent_enemy(self, items):
        return "каждое стоящее рядом существо противника"

    def only_host(self, items):
        return "хозяин"

    def finishing_blow(self, items):
        return {"ability": "Добивание", "action": "finishing_blow", "value": int(items[0]),
                **({"target": items[1]} if len(items) > 1 else {})}

    def poison_creature(self, items):
        return {"ability": "Отравление", "action": "poison", "target": "существо", "value": items[0]}

    def wound_creature_value_first(self, items):
        return {"ability": "Ранить", "action": "wound", "target": items[1], "value": items[0]}

    def enemy_card(self, items):
        return "карта противника"

    def wound_creature(self, items):
        return {"ability": "Ранить", "action": "wound", "target": items[0], "value": items[1],
                **({"range": items[2]} if len(items) > 2 else {})}

    def wound_target(self, items):
        """«нелетающее существо противника», «карта»: the target of a wound, spelled out (nominative)."""
        *adjs, noun = [i for i in items if i != "enemy"]
        gender = "n" if noun == "существо" else "f"
        words = [_singular(a, gender) for a in adjs]
        return " ".join([*words, noun] + (["противника"] if "enemy" in items else []))

    def wt_adjacent(self, items):
        return "стоящие рядом"

    def wt_chosen(self, items):
        return "выбранные"

    def wt_creature(self, items):
        return "существо"

    def wt_card(self, items):
        return "карта"

    def wt_enemy(self, items):
        return "enemy"

    def named_effect(self, items):
        names, items = _names(items)
        return {**items[0], **names}

    def poison_chosen(self, items):
        target = "выбранное существо" + (" противника" if items[0] == "enemy" else "")
        return {"ability": "Отравление", "action": "poison", "target": target, "value": items[-1]}

    def also_gain_counter(self, items):
        return {"ability": "Получить фишку", "action": "accumulate_token"}

    def heal_self(self, items):
        return {"ability": "Излечиться", "action": "heal", "target": "self", "value": int(items[0])}

    def heal_self_full(self, items):
        return {"ability": "Полностью излечиться", "action": "heal", "target": "self", "value": "all"}

    def heal_creature(self, items):
        target = " ".join([*items[:-1], "существо"])
        return {"ability": "Излечить", "action": "heal", "target": target, "value": int(items[-1])}

    def own(self, items):
        return "ваше"


    def gain_counter(self, items):
        return {"ability": "Получить фишку", "action": "accumulate_token"}

    def gain_ability(self, items):
        # how long the ability stays is not printed: the engine does not grant it, so it declares what it touches
        return {"ability": "Получить", "grant": list(items), "_touches": ["features"]}


_READER = _Reading()


@dataclass
class SentenceReading:
    text: str                        # the sentence as printed
    form: str                        # keyword | deontic | activated | override | class | text
    features: list = field(default_factory=list)   # feature fields (no id, no text)
    lemmas: tuple[str, ...] = ()


# Misprints of the bases read as the words they stand for: «Разрядна 2» (a lost space), «дальнность».
_MISPRINTS = ((re.compile(r"(?i)\b(разряд|удар|выстрел)на(?= )"), r"\1 на"), (re.compile(r"(?i)дальнност"), "дальност"),
              (re.compile(r"(?i)летаюш"), "летающ"), (re.compile(r"(?i)\bсущестам\b"), "существам"),
              (re.compile(r"(?i)\bквыстрелупо\b"), "к выстрелу по"), (re.compile(r"(?i)\bпогероям\b"), "по героям"),
              (re.compile(r"(?i)\bизлечениие\b"), "излечение"), (re.compile(r"(?i)\bвашше\b"), "ваше"),
              (re.compile(r"(?i)\bзаклинаниене\b"), "заклинание не"),
              (re.compile(r"(?i)(?<![а-яё])в(начале|конце)(?![а-яё])"), r"в \1"),    # «Вначале вашего хода»
              # «дальность - 4» (a stray dash), «…, дальность 4,» (a comma for the last full stop)
              (re.compile(r"(?i)\b(дальность)\s+-\s+(?=\d)"), r"\1 "), (re.compile(r"(?i)(дальность \d+)\s*,\s*$"), r"\1."),
              # letters lost, doubled or swapped: «атакованнй», «каджую», «ввстрел», «Бестеленый», «подлось»,
              # «ващего», «може изгнать», «погружениина глубинуполучает» (not Никзар's «элементалиимеют»: read, it
              # would be a guard of the spells on every card, where the judges' dev-136 reads it as his own grant)
              (re.compile(r"(?i)\bатакованнй\b"), "атакованный"), (re.compile(r"(?i)\bкаджую\b"), "каждую"),
              (re.compile(r"(?i)\bввстрел"), "выстрел"), (re.compile(r"(?i)\bбестеленый\b"), "бестелесный"),
              (re.compile(r"(?i)\bподлось\b"), "подлость"), (re.compile(r"(?i)\bващего\b"), "вашего"),
              (re.compile(r"(?i)\bможе\b"), "может"),
              (re.compile(r"(?i)\bпогружениина глубинуполучает\b"), "погружении на глубину получает"),
              # a word broken by a hyphen where a line ended in print: «дополни-тельные», «немаги-ческую»
              (re.compile(r"(?i)\b(дополни)-(тельн)"), r"\1\2"), (re.compile(r"(?i)\b(немаги|маги)-(ческ)"), r"\1\2"),
              (re.compile(r"(?i)\b(нема)-(гическ)"), r"\1\2"), (re.compile(r"(?i)\b(вальхал)-(л)"), r"\1\2"),
              (re.compile(r"(?i)\b(сле)-(дующ)"), r"\1\2"),
              # a colon typed on the Russian keyboard («{tap}Ж выстрел …»: Ж is the colon's key), a stray bracket
              # before the colon of a cost («{tap}): Добивание на 3»)
              (re.compile(r"(?<=\})Ж(?=\s)"), ":"), (re.compile(r"(?<=\})\):"), ":"),
              # «Опыт в атаке и защите» (Нага-Заклинательница, Нгор): both abilities, each named in full (not with a
              # number after it, which the words do not tell whether both take)
              (re.compile(r"(?i)\b(опыт в атаке) и (защите)\b(?!\s*\d)"), r"\1 и опыт в \2"))


# any of the misprints: one search tells the (most) sentences that have none, sparing a dozen substitutions each
_ANY_MISPRINT = re.compile("|".join(f"(?:{rx.pattern.removeprefix('(?i)')})" for rx, _ in _MISPRINTS), re.IGNORECASE)


@lru_cache(maxsize=8192)
def spell_out(sentence: str, base: str) -> str:
    """The sentence with placeholders spelled out (the reader has refused unknown ones), misprints mended."""
    table, pattern = (glossary.ONLINE, ONLINE_TAG) if base == "online" else (glossary.RELAUNCH, RELAUNCH_PH)
    if _ANY_MISPRINT.search(sentence):
        for rx, repl in _MISPRINTS:
            sentence = rx.sub(repl, sentence)

    def sub(m):
        words = table.get(m.group(1).strip())
        return f" ⟨{m.group(1)}⟩ " if words is None else f" {words} "
    return pattern.sub(sub, sentence)


_CLASS_NAMES = {n.casefold().replace("ё", "е")
                for n in (*glossary.ONLINE_CLASSES.values(), *glossary.ONLINE_SUBTYPES)}


@lru_cache(maxsize=4096)
def _name_forms(names: tuple[str, ...]) -> tuple:
    """The card's own name (any case: lemmas, and the «Онлайн» base's declined forms) as token tuples, longest
    first: each occurrence in a sentence is read as "@self"."""
    forms = {tuple(t for t in tokens(n) if t not in ("-",)) for n in names if n}
    return tuple(sorted((f for f in forms if f), key=len, reverse=True))


def _fresh(x):
    """A copy of a reading's feature data (dicts, lists and immutable leaves: the compiler makes nothing else),
    so that no two cards share a mapping (a YAML dump would write it as an alias; an edit would reach both)."""
    if isinstance(x, dict):
        return {k: _fresh(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_fresh(v) for v in x]
    return x


def read_sentence(sentence: str, base: str, classes: tuple[str, ...] = (),
                  names: tuple[str, ...] = ()) -> SentenceReading:
    """The sentence's reading. Many sentences recur on many cards («Броня 1», «Уникальность»): the reading
    depends on the sentence, the base, the card's classes (the «Онлайн» base's class lines only) and those of the
    card's names the sentence may hold, so it is read once per such key and each card gets its own copy."""
    starts = {r[:3].lower().replace("ё", "е") for r in raw_tokens(spell_out(sentence, base))}
    names = tuple(n for n in names if n and all(w[:3].lower().replace("ё", "е") in starts for w in n.split()))
    r = _read_sentence(sentence, base, classes if base == "online" else (), names)
    return SentenceReading(r.text, r.form, _fresh(r.features), r.lemmas)


@lru_cache(maxsize=16384)    # both bases hold ~6,000 distinct keys; cache_clear as the parser caches here
def _read_sentence(sentence: str, base: str, classes: tuple[str, ...], names: tuple[str, ...]) -> SentenceReading:
    if _NOTE.fullmatch(sentence.strip()):
        return SentenceReading(sentence, "note")      # «[Эррата 2023. 04. 08]»: when the text changed, no ability
    bare = sentence.strip().rstrip(".").strip().casefold().replace("ё", "е")
    if base == "online" and bare in _CLASS_NAMES | {c.casefold().replace("ё", "е") for c in classes}:
        return SentenceReading(sentence, "class")
    raws = raw_tokens(spell_out(sentence, base))
    prefixes, own = _prefixes(), frozenset()
    if names:       # the card's own name (when the sentence may hold it) is analysed too, to be found in any case
        own = frozenset(w[:3].lower().replace("ё", "е") for n in names if n for w in n.split())
        prefixes = prefixes | own
    toks: list[str] = []
    try:
        tree = _parse_lazily(raws, prefixes, toks, names)
        found = _READER.transform(tree)
    except (_NotRead, LarkError):
        squad = _squad_building(sentence)
        if squad is not None:
            return squad
        found = _read_actions(sentence, raws, _prefixes(True) | own, names, base)
        if found is None:
            found = _read_cut_keyword(sentence, base, prefixes, names)
        if found is None:
            return SentenceReading(sentence, "text", [{"kind": "text"}], tuple(toks))
    widened = [_widened(f, sentence) for _, f in found]
    if None in widened:
        return SentenceReading(sentence, "text", [{"kind": "text"}], tuple(toks))
    feats = [{k: v for k, v in f.items() if v or k not in ("params", "touches")} for f in widened]
    return SentenceReading(sentence, found[0][0], feats, tuple(toks))


_NOTE = re.compile(r"\[\s*эррата[^\]]*\]", re.IGNORECASE)


# «До набора отряда …», «Не может быть взят / набран в отряд с …»: what happens or is forbidden while the squads
# are built, before the game (classic 2012 301.1: the Preliminary Phase's Recruitment Preparation and Squad
# Recruitment steps come before the first turn). A scenario states the
# squads and the cards where the game starts; no question the checker asks depends on these words. So it is with
# «При рассадке симбиотов …», «Во время рассадки паразитов …»: where symbiotes and parasites are placed before the
# first turn (the Preliminary Phase, 2012 301.1), as a scenario states them.
_SQUAD = re.compile(r"^\s*(?:до набора отряда\b|не может быть (?:взят|набран)а?\s+в\s+отряд\b"
                    r"|при рассадке симбиотов\b|во время рассадки паразитов\b)", re.I)


# … except a sentence that grants a card a feature it keeps in the game («это существо получает особенность …»,
# Линнет): that grant is what later questions read (the judges, dev-294), so it stays text
_SQUAD_GRANT = re.compile(r"\bполучает\s+особенност", re.I)


def _squad_building(sentence: str) -> SentenceReading | None:
    if not _SQUAD.match(sentence) or _SQUAD_GRANT.search(sentence):
        return None
    words = " ".join(sentence.strip().rstrip(".").split())
    return SentenceReading(sentence, "squad", [{"kind": "permanent", "params": {"squad": words}}])


def _widened(feat: dict, sentence: str) -> dict | None:
    """A capability the engine does not act on (`_widen`) declares no fewer topics than its words would give
    as kept text (legality/reach.py), and bears on other cards' questions where its words name other cards."""
    if not feat.pop("_widen", False):
        return feat
    from ..reach import ALL, infer_others, infer_topics
    words = infer_topics(sentence)
    if ALL in words:
        return None                      # words that name nothing known could touch anything: kept as text
    out = {**feat, "touches": sorted((set(feat["touches"]) | words) - {"trigger"})}
    if infer_others(sentence):
        out["scope"] = "all_creatures"
    return out


_COND = re.compile(r"(?:,\s*)?(?<![а-яё])(?:пока|если|за каждую|за каждого|за каждое|за каждый)(?![а-яё])", re.I)
# (a condition holds no «:» but a tag's «[:cnt]»: «Пока Кристоф в отряде: ваши инквизиторы получают …, ваши
# слуа …» is two parts)
_LEAD_COND = re.compile(r"^\s*пока\s+((?:[^,:]|(?<=\[):)+),", re.I)
_LEAD_COND_VERB = re.compile(r"^\s*пока\s+((?:[^,:]|(?<=\[):)+?)\s+(?=(?:имеет|имеют|получает|получают)\s)", re.I)
_LEAD_IF = re.compile(r"^\s*если\s+([^,]+),", re.I)
# (a condition ends at a spaced dash: «…, если рядом стоят две его карты - может совершить прыжок, …»)
_EVENT_COND = re.compile(r",?\s*если\s+((?:(?!\s[—–-]\s|\sмо(?:жет|гут)\s)[^,])+),", re.I)
# «В начале боя, если стоит в вашем третьем ряду — разряд на 1-2-2»: a condition that ends at a dash
_EVENT_COND_DASH = re.compile(r",\s*если\s+([^,—–()]+?)\s+[—–-]\s+", re.I)
# «В конце хода противника, если открыт может объявить …»: with no comma after it, a short condition ends where
# an action's verb starts (at most eight words, none of them such a verb)
_ACTION_VERB = (r"(?:может|получает|получить|ранить|излечить|излечиться|открыться|закрыть|открыть|теряет|потерять"
                r"|уничтожается|воздействие|заклинание)")
_EVENT_COND_VERB = re.compile(r",\s*если\s+((?:(?!" + _ACTION_VERB + r"(?![а-яё]))[^\s,]+\s+){1,8}?)(?="
                              + _ACTION_VERB + r"(?![а-яё]))", re.I)
_SUBJECT_LAST = re.compile(r"(?<![а-яё])(?:он|она|оно|они)\s*$", re.I)


def _cond_before_verb(body: str):
    """`_EVENT_COND_VERB`, unless the condition's last word is a pronoun in the nominative: the subject of the
    verb that follows («…, если хозяин стоит 6 или меньше он может совершить прыжок»), not the condition's."""
    m = _EVENT_COND_VERB.search(body)
    return None if m is None or _SUBJECT_LAST.search(m.group(1)) else m


# (a use limit printed last, «… этого существа (1 раз за ход)», is the ability's, not the definition's)
_WHERE = re.compile(r",\s*где\s+[XХ]\b[^.;]*?(?=\s*\((?:не более |до )?\S+ раза? (?:за|в) [^()]*\)\s*\.?\s*$|\s*\.?\s*$|[.;])",
                    re.I)
# a second clause after a condition («…, при магическом ударе теряет все {counter}»): not a condition
# (and a spaced dash: «…, если оно не может быть перемещено — оно не открывается …» goes on after the condition)
_MORE = re.compile(r"[;.]\s*\S|,\s*(при|когда|после|в начале|в конце)(?![а-яё])|\s[—–]\s", re.I)
# a verb of the card's own effect that no condition ends with («не закрывается после этой атаки»): a condition
# holding one runs on into the next effect (a comma or a full stop missing in the printed text)
_COND_THEN = re.compile(r"(?<![а-яё])не (?:закрыва|открыва)[ею]тся(?![а-яё])", re.I)
_EVENT_HEAD = re.compile(r"^\s*(при|когда|после|в начале|в конце)(?![а-яё])", re.I)


# «ранить существо противника, стоящее позади атакованного, на X», «существо, которое не передвигалось в этот
# ход»: a clause that tells which card, after its noun (kept verbatim); one holding a finite verb of an action
# («…, стоящее рядом существо получает …») is the next part of the sentence, not a clause
_THAT = re.compile(r",\s*((?:котор|стоящ|являющ|обладающ|находящ|имеющ)[а-яё]*\s[^,.;()—–-]+?)(?:\s*,|(?=\s*\.?\s*$|\s*\())",
                   re.I)
_THAT_NOT = re.compile(r"(?<![а-яё])(получа[ею]т|теря[ею]т|мо[жг]ут?|ранит|ранятся|ранится|излечива[ею]тся|"
                       r"закрыва[ею]тся|открыва[ею]тся|станов[ия]тся|уничтожа[ею]т)(?![а-яё])", re.I)
_THAT_MARK = "⁂"


def _cut(sentence: str, base: str, clause: bool = True) -> tuple[list[str], str, str, str] | None:
    """The raw tokens with a condition the grammar does not read cut off as "@cond" (kept verbatim),
    a definition «, где X …» as "@where" and a clause telling which card as "@that"; None when nothing is cut.
    A clause inside a condition or a definition is not cut (`clause`: its comma may end the condition)."""
    cond = where = that = ""
    original = sentence
    m_that = _THAT.search(sentence) if clause else None
    if m_that and not _THAT_NOT.search(m_that.group(1)):
        that = m_that.group(1).strip()
        sentence = f"{sentence[:m_that.start()]} {_THAT_MARK} {sentence[m_that.end():]}"
    pieces = [sentence]
    m = _WHERE.search(sentence)
    if m:
        where = sentence[m.start():m.end()].strip(" ,.")
        where = re.sub(r"^где\s+", "", where, flags=re.I)
        pieces = [sentence[:m.start()], "@where", sentence[m.end():]]
    body = pieces[0]
    if _EVENT_HEAD.match(body):
        m = _EVENT_COND.search(body) or _EVENT_COND_DASH.search(body) or _cond_before_verb(body)
        if m:
            cond = m.group(1).strip()
            pieces[0:1] = [body[:m.start()], "@cond", ",", body[m.end():]]
        else:
            cond, pieces[0:1] = _trailing_cond(body)
    elif _LEAD_IF.match(body):          # «Если …, …»: to the words a trigger (reach.py); read as an event
        m = _LEAD_IF.match(body)
        cond = m.group(1).strip()
        pieces[0:1] = ["@if", ",", body[m.end():]]
    elif _LEAD_COND.match(body) or _LEAD_COND_VERB.match(body):
        m = _LEAD_COND.match(body) or _LEAD_COND_VERB.match(body)
        cond = m.group(1).strip(" -–—")
        pieces[0:1] = ["@cond", ",", body[m.end():]]
    else:
        m = _COND.search(body)
        if m and not _MORE.search(body[m.start() + 1:]):
            cond = re.sub(r"^,\s*", "", body[m.start():]).strip(" ,.")
            pieces[0:1] = [body[:m.start()], "@cond"]
    if not cond and not where and not that:
        return None
    if that and (_THAT_MARK in cond or _THAT_MARK in where):
        return _cut(original, base, clause=False)
    raws = []
    for p in pieces:
        if p in ("@cond", "@where", "@if"):
            raws.append(p)
            continue
        for k, part in enumerate(p.split(_THAT_MARK)):
            raws += (["@that"] if k else []) + raw_tokens(spell_out(part, base))
    return raws, cond, where, that


def _trailing_cond(body: str) -> tuple[str, list[str]]:
    """An event clause's actions with a last condition («…, если не перемещался в этот ход») cut off, and
    a parenthesis after it («(1 раз за ход)») kept: ("", [body]) when there is none or more follows it."""
    for m in _COND.finditer(body):
        rest = body[m.start():]
        paren = re.search(r"\([^()]*\)\s*\.?\s*$", rest)
        cond_part = rest[:paren.start()] if paren else rest
        if "(" in cond_part or ")" in cond_part or _MORE.search(cond_part[1:]):
            continue
        if _COND_THEN.search(cond_part):
            # «…, если после этого у Келе нет ран не закрывается после этой атаки»: the condition's comma is
            # missing and an effect of its own follows it; cut here, that effect would be read as the condition
            return "", [body]
        cond = re.sub(r"^,\s*", "", cond_part).strip(" ,.")
        return cond, [body[:m.start()], "@cond", *([paren.group().strip(" .")] if paren else [])]
    return "", [body]


def _read_actions(sentence: str, raws: list[str], prefixes: frozenset, names: tuple, base: str = "relaunch"):
    """The sentence read by the grammar of generic parts (actions.lark, actions.py), or None: as printed,
    else with a condition («…, пока …», «Пока …, …», «… за каждую …», «При …, если …, …») or a definition
    («…, где X …») cut off and kept verbatim."""
    found = _read_actions_once(sentence, raws, prefixes, names)
    cut = _cut(sentence, base) if found is None else None
    if cut is not None:
        found = _read_actions_once(sentence, cut[0], prefixes, names, *cut[1:])
    return found


_CUT_COND = "@cond"


def _read_cut_keyword(sentence: str, base: str, prefixes: frozenset, names: tuple):
    """«Опыт в атаке, пока имеет [:cnt]», «{direct}, пока находится во 2 или 3 ряду»: named abilities (or a
    protection from some attacks, `bounded`) under a condition printed last that the grammar does not read, the
    condition cut off (`_cut`) and kept verbatim as their `params.while` — a conditional keyword: whether the
    card has the ability is not read, its words are (legality/reach.py `conditional_keyword`). None for any
    other form or another cut."""
    cut = _cut(sentence, base)
    if cut is None:
        return None
    raws, cond, where, that = cut
    if not cond or where or that or raws[-1] != _CUT_COND or _CUT_COND in raws[:-1]:
        return None
    try:
        found = _READER.transform(_parse_lazily(raws, prefixes, [], names))
    except (_NotRead, LarkError):
        return None
    if any(form not in ("keyword", "bounded") or f.get("params", {}).get("while") != _CUT_COND for form, f in found):
        return None
    cond = re.sub(r"^пока\s+", "", cond, flags=re.I)
    # a condition on its own squad holds only while its card is in play (deontics._squad_while, dev-103)
    zone = {"while_in": "play"} if re.match(r"в вашем отряде\s", cond, re.I) else {}
    return [(form, {**f, "params": {**f["params"], "while": cond}, **zone}) for form, f in found]


def _read_actions_once(sentence, raws, prefixes, names, cond="", where="", that=""):
    try:
        tree = _parse_lazily(raws, prefixes, [], names, second=True)
        return ActionReading(sentence, cond, where, that).transform(tree)
    except (_NotRead, LarkError, ValueError):
        return None

# about the card itself: only a creature's text means that
SELF_FORMS = ("deontic", "override", "triggered", "bounded", "modifier", "headed", "modifier_unacted", "static")
CARRIER_TYPES = ("symbiote", "equipment")
# … and an artifact's: it stands on its own cell and has no host, so its text's unnamed subject is itself
SELF_TYPES = ("creature", "flyer", "artifact")
# forms whose subject, when the sentence does not name it, is the card that bears them (a symbiote's «-1 от
# немагических атак», «Может выступать защитником …» may speak of its host). A terrain's readings stay text: its
# start-of-battle choices («выбранное существо у края поля боя …», dev-020) are scenarios' hand-read prohibitions
# the engine acts on, which a compiled trigger the engine does not act on would replace
_IMPLICIT_SELF = ("deontic", "override", "bounded", "modifier", "modifier_unacted")


def _named_subjects(r: "SentenceReading", base: str, names: tuple) -> bool:
    """A reading about the card itself read on a symbiote (SELF_FORMS) says whom it is about: the
    sentence names the card («При ближнем ударе по Ядовитому плющу …», «При перемещении хозяина Оглар получает
    …»), or its events and actions name every card they bear on («Хозяин имеет +2 к бешенству», «Концентрация:
    выбранное существо получает проклятие») — no unnamed "self" («При дальней атаке по хозяину - может получить
    полёт»: the parrot or its host?)."""
    if _names_card(r.text, base, names):
        return True
    return r.form not in _IMPLICIT_SELF and not _says_self(r.features)


def _names_card(sentence: str, base: str, names: tuple) -> bool:
    """The sentence names its card in some case (its lemmas, or its printed stem: `_printed_name_at`)."""
    raws = [r for r in raw_tokens(spell_out(sentence, base)) if r not in ("«", "»", '"')]
    low = [token(r) for r in raws]
    forms = _name_forms(tuple(n for n in names if n))
    return any(low[i:i + len(f)] == list(f) for f in forms for i in range(len(low))) \
        or any(_printed_name_at(raws, i, names) for i in range(len(raws)))


def _says_self(x) -> bool:
    if isinstance(x, dict):
        return any(_says_self(v) for v in x.values())
    if isinstance(x, (list, tuple)):
        return any(_says_self(v) for v in x)
    return x == "self"


def icon_sentence(code: str, value: int) -> str:
    """An ability printed as an icon, as the sentence the text would hold («Броня 2», «Защита от магии»)."""
    words = glossary.RELAUNCH[code]
    number = f" {value}" if code in glossary.ICON_VALUED and value > 0 else ""
    return words[:1].upper() + words[1:] + number


def compile_card(raw: RawCard, name: str | None = None) -> tuple[dict, list[SentenceReading]]:
    """The card in the card language (a mapping as in a card YAML file), and each sentence's reading."""
    names = (raw.name, *raw.cases.values())
    # a symbiote's or an artifact's «Может выступать защитником …» may speak of its host: not read; «Хозяин …»
    # is read only on a card that has a carrier
    unread = SELF_FORMS if raw.type not in SELF_TYPES else ()
    unread += ("effect", "host_deontic") if raw.type not in CARRIER_TYPES else ()
    unread += ("named_deontic",) if raw.type == "equipment" else ()     # an equipment's text speaks of its carrier

    def read(s: str) -> SentenceReading:
        r = read_sentence(s, raw.base, raw.classes, names)
        named = raw.type == "symbiote" and r.form in SELF_FORMS and _named_subjects(r, raw.base, names)
        if r.form not in unread or named:
            return r
        return SentenceReading(r.text, "text", [{"kind": "text"}], r.lemmas)

    # per sentence, its readings: one, or one per ability where a sentence not read whole holds abilities glued
    # after a closing parenthesis (sentences.abilities) and some of them are read
    groups = []
    for s in split(raw.printed):
        whole = read(s)
        parts = abilities(s) if whole.form == "text" else [s]
        cut = [read(p) for p in parts] if len(parts) > 1 else []
        groups.append(cut if any(r.form != "text" for r in cut) else [whole])
    readings = [r for g in groups for r in g]
    icons = [code for code, _v in raw.icons]
    icon_readings = [read_sentence(icon_sentence(code, v), raw.base, raw.classes, names) for code, v in raw.icons]
    # the base's `uniq` mark is the card's Уникальность (classic 2012 glossary «Uniqueness»), printed beside the
    # name rather than in the text: read after the icons (`params.mark: uniq`), so the other feature ids stay
    uniq = raw.uniq and not any(f.get("keyword") == "Уникальность" for r in readings for f in r.features)
    marks = [read_sentence("Уникальность", raw.base, raw.classes, names)] if uniq else []
    features, number = [], 0
    first_icon = len(groups)            # the icons' readings come after the text's; only the text's are returned
    for n, group in enumerate(groups + [[r] for r in icon_readings + marks]):
        # a sentence cut in parts keeps one number: its first feature is f{n}, the others f{n}b, f{n}c, … (the
        # ids of the card's other sentences stay as they were before the cut)
        letters = 0
        for r in group:
            for fields in r.features:
                if len(group) > 1 and letters:
                    fid = f"f{number}{chr(ord('a') + letters)}"
                else:
                    number += 1
                    fid = f"f{number}"
                letters += 1
                feat = {"id": fid, "text": r.text, **fields}
                if first_icon <= n < first_icon + len(icons):    # printed as an icon, not in the text: say so
                    feat["params"] = {**feat.get("params", {}), "icon": icons[n - first_icon]}
                elif n >= first_icon:    # the `uniq` mark
                    feat["params"] = {**feat.get("params", {}), "mark": "uniq"}
                if "params" in feat and not feat["params"]:
                    del feat["params"]
                features.append(feat)
    card = {"name": name or raw.name, "edition": "classic", "type": raw.type}
    if raw.cost is not None:
        card["cost"] = raw.cost
    if raw.elite is not None:
        card["elite"] = raw.elite
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


# The cache key (cache.py) hashes the compiler's sources as they are on disk: take it now, with the code this
# process runs, so that an edit of the sources while it runs cannot file its readings under the new code's key.
from .cache import _compiler_key  # noqa: E402

_compiler_key()
