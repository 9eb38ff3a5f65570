"""What card text the checker does not understand could touch, and what a question depends on.

One analysis for every question kind (DESIGN principle 4): a question is `unknown` exactly when a feature
the model does not act on could bear on it — not more (an irrelevant sentence leaves the answer decided),
never less (text that could matter is never ignored).

A feature's reach is a set of *topics*: the action kinds of `model.ActionKind`, plus the events and
quantities below. It is the feature's declared `touches` when the card file gives them, otherwise it is
inferred from the words of its Russian text (stems, so every word form counts); text whose words name no
topic at all could touch anything. A feature reaches other cards' questions when its text names other cards
(«существа», «вражеский», «соседний», «на которое помещён» …) or its `scope` says so; otherwise it reaches
only questions about its own card.

A question's dependence is the topics its answer reads and the cards it is about; each question kind
builds its own (`legal_dependence`, `attack_dependence`, …) and asks `unknown_causes`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from model import ATTACKS, Action, ActionKind, Card, Feature, FeatureKind, GameState, Zone

from .world import keyword_name

ALL = "*"   # the reach of text whose words name nothing the analysis knows: it could touch anything

# Events and quantities a question can read besides the action kinds.
EXTRA_TOPICS = {
    "strike_value": "the value (strength) of a strike, shot or other attack",
    "wounds": "wounds dealt, received or prevented",
    "lives": "a card's lives",
    "additional_lives": "additional lives a card may gain, up to its life maximum (classic 2012 204.3)",
    "tokens": "tokens (фишки) on a card",
    "cost": "what a card or an ability costs",
    "element": "a card's element (стихия)",
    "move_points": "a card's movement",
    "open_state": "whether a card is open or closed",
    "features": "the features (abilities) a card has",
    "trigger": "a feature that fires on an event («при …», «когда …», «в начале хода …»)",
    "defender": "acting as a defender",
    "battle": "a battle (бой) and its strikes",
    "counterstrike": "a counterstrike (ответный удар)",
    "death": "a card's destruction or death",
    "graveyard": "a card put into the graveyard (a death or not: «попадает на кладбище»)",
    "turn": "the turn and its phases",
    "dice": "a die roll (бросок кубика) and its result",
    "range": "the range (дальность) of an ability a card makes at a distance",
    "formation": "who stands in formation (строй) with whom: board conditions and «Строй:» abilities read it",
}
TOPICS = tuple(ActionKind.values()) + tuple(EXTRA_TOPICS)

_ATTACK_KINDS = tuple(sorted(k.value for k in ATTACKS))

# Word stems (on lower-cased text with ё → е) and the topics a sentence using them could touch.
_STEMS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (r"удар", ("simple_strike", "special_strike", "magic_strike", "strike_value", "counterstrike", "battle",
               "wounds")),
    (r"атак|напад", _ATTACK_KINDS + ("strike_value", "counterstrike", "battle", "wounds")),
    (r"выстрел|стрел|дальн(?!ост)", ("shot", "strike_value", "wounds")),     # «дальность»: a range alone
    (r"метани|метнут|метает", ("throw", "strike_value", "wounds")),
    (r"разряд", ("discharge", "strike_value", "wounds")),
    (r"магическ|маги[яюи]", ("magic_strike", "spell", "strike_value")),
    (r"заклинани", ("spell", "effect")),
    (r"воздейств", ("effect",)),
    (r"защитник|защища|защит", ("assign_defender", "defender")),
    (r"фишк|счетчик|\{counter\}", ("tokens",)),
    (r"(получ|накапл|накоп|помещ|помест|полож|клад|дает|дать)[^.]*фишк|фишк[^.]*(получ|накапл|помещ)",
     ("accumulate_token", "receive_token")),
    (r"(теря|снима|снят|сбрас|убира|тратит|потрат)[^.]*фишк|фишк[^.]*(теря|снима|сбрас)", ("pay",)),
    (r"(?<![а-я])ран(?!ее|ьше|н)|ранен|ранит", ("wound", "wounds", "lives")),
    (r"жизн", ("lives", "wounds", "heal")),
    (r"леч|исцел|восстанав", ("heal", "wounds", "lives")),
    (r"закры|закрыв", ("close", "open_state")),
    (r"откры", ("open", "open_state")),
    (r"перемещ|передвиг|двига|движени|прыж|полет|летающ|клетк|\{move\}|(?<![а-я])мест(ами|ом)(?![а-я])",
     ("move", "move_points")),
    (r"перенаправ", ("redirect",)),
    # «является артефактом», «становится существом»: what the card is changes every question about it
    (r"(являет|станов)[а-я]*\s+(артефакт|существ|геро|террит|снаряжен|заклинан)", (ALL,)),
    (r"дальност", ("range",)),
    (r"счита[а-я]*\s+(сто[яи][а-я]*\s+)?в\s+строю", ("formation",)),     # «считается стоящим в строю с хозяином»
    (r"(?<![а-я])ход|хода|ходу", ("turn",)),
    (r"уничтож|погиб|гибел|умира|смерт|кладбищ", ("destroy", "death", "resurrect")),
    (r"кладбищ", ("graveyard",)),
    (r"отравлен|(?<![а-я])яд", ("poison", "wounds")),
    (r"вызв|вызыв|вызов", ("summon",)),
    (r"изгн|изгон", ("banish",)),
    (r"разыгр|розыгр", ("play_card", "spell", "pay", "cost")),
    (r"стихи|тьм|темн|степн|горн|лесн|болотн|нейтрал", ("element",)),
    (r"теря|лиша|утрачива", ("lose_feature", "features")),
    (r"получает|приобрета|особенност|способност", ("features",)),
    (r"стоимост|стоит|монет|кристалл|золот|серебр|оплат|плат", ("cost", "pay")),
    (r"брон", ("wound", "wounds", "strike_value")),
    (r"воскре", ("resurrect", "death")),
    (r"инкарн", ("incarnate", "tokens")),
    (r"добыв|добыт|добыч", ("extract",)),
    (r"добиван", ("finishing_blow", "destroy")),
    (r"вскры", ("reveal", "hide")),          # revealing is about the revealed state: hiding reads it too
    (r"скрыт|скрыва", ("hide", "reveal")),
    (r"(?<![а-я])бо[йюяеи](?![а-я])|сражени|сража", ("battle", "counterstrike", "simple_strike")),
    (r"ответн", ("counterstrike", "simple_strike")),
    (r"(?<![а-я])брос(?!ает|ить|ил|ать|ьте)|кубик", ("dice",)),
    (r"\{tap\}|поворач|повернут|повернув", ("ability",)),
    (r"(?<![а-я])при(?![а-я])|когда|если|после|в начале|в конце|каждый раз", ("trigger",)),
)
_COMPILED = tuple((re.compile(p), t) for p, t in _STEMS)

# Words that make a sentence about other cards than its own («вашего хода» names a turn, not a card).
_OTHERS = re.compile(r"существ|вражеск|противник|союзн|(?<![а-я])ваш(?![а-я]*\s+ход)|друг|(?<![а-я])все|(?<![а-я])всех|кажд|"
                     r"соседн|рядом|(?<![а-я])карт|геро|на котор|помещ|(?<![а-я])цел|любо|выбранн|"
                     r"(?<![а-я])его|(?<![а-я])ее|(?<![а-я])им(?![а-я])|(?<![а-я])них|(?<![а-я])этого")


_HOST = re.compile(r"хозяин")
_TRIGGER_HEAD = re.compile(r"^(при|когда|если|после|в начале|в конце|каждый раз|всякий раз)(?![а-я])")
# a trigger that has surely fired before any question is asked (at the setup, at the start of the game): what it
# did lasts, so it bears on questions as a static sentence does
_BEFORE_PLAY = re.compile(r"^(после расстановки|при расстановке|перед расстановкой|в начале боя|перед началом боя|"
                          r"в начале игры|перед началом игры)(?![а-я])")
# «{tap}: …», «{instant}: …», «[:tap]: …» («Онлайн»), «Закрыться: …», «3 фишки, закрыться: …», «X монет: …» — an ability a player
# declares
_ACTIVATED_HEAD = re.compile(r"^[^:.]{0,60}(\{tap\}|\{counter\}|\{instant\}|\[:tap\]|\[:cnt\]|закры|поверн|фишк|монет|кристалл|жетон|"
                             r"сбросит|уничтожит|ран[а-я]* себ)[^:.]{0,40}:")
_HEAD_END = re.compile(r",|;|\s[-—–]\s|\s(?:может|могут|можете|обязан[а-я]*)\s")
_EFFECT_START = re.compile(r"\s(?=(ранить|излечить|вызвать|уничтожить|открыть|закрыть|переместить|получить|метание|"
                           r"выстрел|разряд)(?![а-я]))")
_MODIFIER_HEAD = re.compile(r"^[+-]\s?\d+\s+(к|от)(?![а-я])")
_MOVE_POINTS = frozenset({"move_points"})
# «Если … атакованы {strike}»: attacked by a strike, which no ranged attack is (legality/wound_sources.py); the event
# is the strike itself, not the wounds an attack of any kind deals
_ATTACKED_BY_STRIKE = re.compile(r"атакован[а-я]*\s*\{strike\}")
_STRIKE_EVENTS = frozenset({"simple_strike", "special_strike", "magic_strike", "counterstrike", "battle"})


def _trigger_events(head: str) -> frozenset:
    """The events a trigger's head listens to: what its words name; «атакован {strike}» names the strike alone
    (the rest of the head is read as ever; naming nothing more, it adds nothing)."""
    if not _ATTACKED_BY_STRIKE.search(head):
        return infer_topics(head)
    rest = infer_topics(_ATTACKED_BY_STRIKE.sub(" ", head))
    return _STRIKE_EVENTS | (rest if ALL not in rest else frozenset())
_TURN_ORDER_HEAD = re.compile(r"^\{(first|second)\}\s*:\s*")      # «{first}: …»: while its player moves first
_MOVE_ONLY = re.compile(r"^[+-]\s?\d+\s+к\s+(\{move\}|движени[юя])$")
_MODIFIER_TAIL = re.compile(r"\s(за|если|пока|когда|при)\s")
# «…; …» stays one compound sentence; «…ран.-1 от …», «…карт.Когда …»: the base prints some with no space
_SENTENCES = re.compile(r"(?<=[.!?])\s+|(?<=[а-яё)»}][.!?])(?=[А-ЯЁ+−-])")
_REPLACES = re.compile(r"(?<![а-я])вместо(?![а-я])")
# a trigger's head that is an event of a card («При …», «Когда …»), not a condition («Если …») or a moment of the turn
_OWN_HEAD = re.compile(r"^(при|когда)(?![а-я])")
_OBLIGES = re.compile(r"(?<![а-я])обязан")


@dataclass(frozen=True)
class Sentence:
    """One sentence of a feature's text, as the analysis reads it."""
    text: str
    form: str                  # activated (declared by a player) | trigger (fires on events) | static
    topics: frozenset          # what it could change, or {ALL}
    events: frozenset          # for a trigger: the events it listens to, or {ALL}
    others: bool               # may bear on questions about other cards
    role: str = "any"          # any | source | target: which end of an action its card must be on
    declared: bool = False     # topics from the card file's `touches`
    replaces: bool = False     # «вместо …»: acts where its event is about to happen, before it does
    own_event: bool = False    # a trigger whose head names no other card («При гибели», «Когда получает раны»): it
                               # listens to its own card's events only
    lasting_self: bool = False  # what a compiled trigger did to its own card alone, lasting: it ends when that card
                                # leaves play (legality/stack/lasting.py), so it bears on nothing while out of play

    def meets(self, dep: "Dependence", card_id: str, host: str | None = None) -> bool:
        if not self.others and card_id not in dep.cards \
                and not (host in dep.cards and _HOST.search(_norm(self.text))):
            return False          # about its own card (a symbiote's «хозяин …»: its host's too)
        if self.role == "source" and card_id not in dep.sources:
            return False          # about its card acting: only where its card acts
        if self.role == "target" and card_id not in dep.targets:
            return False
        if dep.triggers_only and self.form != "trigger":
            return False          # an event alone changes nothing a static sentence reads
        if dep.pending and not self.replaces:
            return False          # an event that did not happen (a heal of 0): only what would replace it bears
        if self.form == "activated" and not dep.declares:
            return False          # nobody declares an ability inside this question
        if self.form == "trigger":       # fires only on the events the question runs through
            if dep.generated and self.may_make(dep) \
                    and (card_id in dep.sources or (self.others and dep.ability is None)):
                return True             # the question's action may be this trigger's effect (named: its own)
            if self.own_event and dep.event_cards and card_id not in dep.event_cards:
                return False            # another card's event: «При гибели» of a card that did not die
            return bool(dep.events) and (ALL in self.events or bool(self.events & dep.events))
        return ALL in self.topics or bool(self.topics & dep.topics)


    def may_make(self, dep: "Dependence") -> bool:
        """Whether this trigger's effect could be the question's action: its words (or a compiler's partial
        reading's touches) name the action's topics, or the action is a generic ability. A card file's declared
        `touches` are trusted as written: the author read the sentence (its restrictions are their own features)."""
        if self.declared:
            return False
        return ALL in self.topics or bool(self.topics & dep.topics) or ("ability" in dep.topics and dep.ability is None)


def _norm(text: str) -> str:
    return text.lower().replace("ё", "е")


@lru_cache(maxsize=8192)
def infer_topics(text: str) -> frozenset:
    """The topics a Russian sentence's words name; {ALL} when they name none the analysis knows."""
    low = _norm(text)
    out = set()
    for rx, topics in _COMPILED:
        if rx.search(low):
            out.update(topics)
    return frozenset(out) if out - {"trigger"} else frozenset({ALL})


@lru_cache(maxsize=8192)
def infer_others(text: str) -> bool:
    return bool(_OTHERS.search(_norm(text)))


@lru_cache(maxsize=8192)
def read_sentences(text: str) -> tuple[Sentence, ...]:
    out = []
    for part in _SENTENCES.split(text.strip()):
        part = part.strip()
        if not part:
            continue
        low = _norm(part)
        if _ACTIVATED_HEAD.match(low):
            form, events = "activated", frozenset()
        elif _TRIGGER_HEAD.match(low) and not _BEFORE_PLAY.match(low):
            # the event it listens to ends where its effect begins: a comma, a dash, «;», «может …»; a sentence
            # with none of them is read by its first two words (most often: any event)
            cut = _HEAD_END.split(low, 1)
            head = cut[0] if len(cut) > 1 else " ".join(low.split()[:2])
            # «При гибели метание лавки на 2, …», «Когда Бьерн становится защитником излечить …»: an effect printed
            # with no comma after the head begins with its infinitive or its attack (a cut that leaves the head
            # naming nothing reads any event)
            short = _EFFECT_START.split(head, 1)[0]
            if not short.endswith(("должен", "должна", "должно", "должны")):    # «когда … должен получить …»: the event
                head = short
            form, events = "trigger", _trigger_events(head)
            # its own card's event only where the head is cut off and names no other card («При гибели - …»; «При
            # гибели существа получает …», read by its first two words, may be any card's)
            own = len(cut) > 1 and _OWN_HEAD.match(head) is not None and not infer_others(head)
        elif _MOVE_ONLY.match(_MODIFIER_TAIL.split(_TURN_ORDER_HEAD.sub("", low, 1), 1)[0].strip(" .,;")):
            # «+1 к {move}, пока …», «{first}: +1 к {move}» change the move points alone: no attack's value, no
            # move made by an effect (what it is conditioned on is read, not changed)
            out.append(Sentence(part, "static", _MOVE_POINTS, frozenset(), infer_others(part)))
            continue
        elif _MODIFIER_HEAD.match(low):
            # «+1 к разряду за каждую фишку …»: changes the value of what it names; what it counts by
            # («за каждую фишку», «если …») is a condition it reads, not something it changes
            head = _MODIFIER_TAIL.split(low, 1)[0]
            out.append(Sentence(part, "static", infer_topics(head) | {"strike_value"}, frozenset(),
                                infer_others(part)))
            continue
        else:
            form, events = "static", frozenset()
        out.append(Sentence(part, form, infer_topics(part), events, infer_others(part),
                            own_event=form == "trigger" and own))
        if form == "trigger" and _OBLIGES.search(low):
            # «Если в свой ход … может атаковать …, он обязан это сделать»: a standing obligation, not only an
            # event's effect — it also bears where its topics meet, as a static sentence
            out.append(replace(out[-1], form="static", events=frozenset()))
        if _REPLACES.search(low):
            # «Вместо гибели …», «Когда должен излечиться … вместо этого …»: it also acts where its event would
            # happen (what it replaces is the part before «вместо» or its trigger's head)
            head = _HEAD_END.split(low, 1)[0] if form != "trigger" else None
            ev = events if form == "trigger" else infer_topics(_REPLACES.split(head, 1)[0] or head)
            out[-1] = replace(out[-1], replaces=True)
            if form != "trigger":
                out.append(Sentence(part, "trigger", frozenset(out[-1].topics), ev, out[-1].others, replaces=True))
    return tuple(out) or (Sentence(text, "static", frozenset({ALL}), frozenset(), True),)


def needs_reading(feature: Feature) -> bool:
    """A feature the model does not fully act on: kept text, an understood feature that declares the topics it
    also touches beyond what the model does with it, or a keyword whose rule the engine does not apply."""
    return (feature.kind is FeatureKind.TEXT or bool(feature.param("touches"))
            or (feature.kind is FeatureKind.KEYWORD and _unmodelled(feature.keyword) is not None))


_ATTACKS = frozenset({"simple_strike", "special_strike", "shot", "throw", "discharge", "magic_strike"})
# Keywords whose rule the engine does not apply, read by their glossary text (classic 2012 glossary; «Рывок»,
# «Орда», «Превосходство» by the heroes glossary v17): (form, what it could change, the events it fires on,
# which end of an action its card must be on). A keyword no glossary here defines could change anything.
_UNMODELLED_KEYWORDS = {
    "безответный удар": (("static", {"battle", "counterstrike", "simple_strike", "special_strike"}, (), "source"),),
    "первый удар": (("static", {"battle", "counterstrike", "wounds", "strike_value"}, (), "any"),),
    "маскировка": (("static", {"wounds", "strike_value"}, (), "target"),),              # the first attack: no wounds
    "щит архааля": (("static", {"wounds", "strike_value"}, (), "target"),),             # −1 per poisoned neighbour
    "гнев": (("static", {"strike_value", "wounds"}, (), "source"),),                     # +1 vs wounded cards
    "превосходство": (("static", {"strike_value", "wounds"}, (), "any"),),
    "схрон": (("static", _ATTACKS, (), "target"),),                                   # no flyer's initial target
    "медитация": (("static", {"pay", "cost", "tokens"}, (), "source"),),
    "не носит экипировку": (("static", {"attach"}, (), "any"),),
    "не носит оружие": (("static", {"attach"}, (), "any"),),
    "орда": (("static", set(), (), "any"),),            # copies in the deck: no question reads deck building
    "ловкость": (("trigger", {"move", "move_points"}, ("wound", "wounds"), "any"),),     # may step aside
    "страх": (("trigger", {"wound", "wounds", "lives"}, tuple(_ATTACKS), "target"),),  # the attacker wounds itself
    "дар жизни": (("trigger", {"additional_lives", "lives"}, ("death", "destroy"), "any"),),
    "душелов": (("trigger", {"tokens"}, ("death", "destroy"), "any"),),
    "жажда": (("trigger", {"wound", "wounds", "lives", "open", "open_state"}, ("turn",), "any"),),
    "угасание": (("trigger", {"wound", "wounds", "lives"}, ("turn",), "any"),),
    "авангард": (("trigger", {"simple_strike", "battle", "wounds"}, ("turn", "battle"), "any"),),
    "чума": (("trigger", {"wound", "wounds", "features"}, ("simple_strike", "special_strike", "dice"), "any"),),
    "ярость": (("trigger", {"tokens"}, ("turn",), "any"), ("activated", {"open", "open_state", "tokens"}, (), "any")),
}
# («Начинает бой с X фишками» is not here: it sets the tokens a battle begins with, which a scenario states.)
# named in the bases with no glossary text here: anything
_UNDEFINED_KEYWORDS = {"преданность", "паладин", "одиночка", "легион", "магия крови", "враг тьмы", "враг степей",
                       "враг лесов", "враг гор", "враг болот", "враг пустынь", "враг троллей",
                       "враг орков", "враг гарпий", "враг эльфов", "враг койаров", "враг демонов", "враг нейтралов",
                       "враг аккенийцев", "враг стражей леса", "враг героев-воинов", "враг линунгов"}


@lru_cache(maxsize=None)
def _unmodelled(keyword: str | None) -> tuple | None:
    """The glossary reading of a keyword the engine does not apply, by its name; None for any other."""
    name = " ".join(str(keyword or "").casefold().replace("ё", "е").split())
    if name in _UNDEFINED_KEYWORDS:
        return (("static", {ALL}, (), "any"),)
    return _UNMODELLED_KEYWORDS.get(name)


def unmodelled_keyword(feature: Feature) -> tuple:
    """The sentences of a keyword the engine does not apply (empty for any other feature)."""
    if feature.kind is not FeatureKind.KEYWORD or feature.param("touches"):
        return ()
    return tuple(Sentence(feature.text, form, frozenset(topics), frozenset(events), False, role)
                 for form, topics, events, role in _unmodelled(feature.keyword) or ())


def conditional_keyword(feature: Feature) -> bool:
    """A named ability that works only under a condition or against some cards («Строй: Броня 2», «Вампиризм,
    пока имеет проклятие», «Направленный удар по горным»): the card has the name printed, but whether it has
    the ability at a given moment is not read."""
    return feature.kind is FeatureKind.KEYWORD and bool(feature.param("while") or feature.param("against"))


def sentences(feature: Feature) -> tuple[Sentence, ...]:
    """How the analysis reads a feature: its declared `touches` (with `role` and `scope`, default: its own
    card) when the card file gives them — one sentence, trusted as written — otherwise its words, sentence
    by sentence (a declared `role` or `scope` still narrows or widens them)."""
    declared = feature.param("touches")
    scope = feature.param("text_scope")
    role = feature.param("text_role") if feature.param("text_role") in ("source", "target") else "any"
    if declared:
        # a compiled trigger or activated ability keeps its form: a trigger bears where the events it listens
        # to happen (all events when it does not say), an activated ability where a player declares
        form, events = "static", frozenset()
        if feature.kind is FeatureKind.TRIGGERED:
            form, events = "trigger", frozenset(feature.param("listens") or (ALL,))
        elif feature.kind is FeatureKind.ACTIVATED:
            form = "activated"
        elif _head_events(feature.param("when")):
            # a compiled headed ability («Вальхалла: …», «Бешенство 3: …», «Концентрация: …»): it acts when its
            # head's event happens, and what it did lasts (read below as the lasting trigger it is); other heads
            # («первым игроком», «на …») are conditions
            form, events = "trigger", _head_events(feature.param("when"))
        # a compiler's partial reading (`params.trigger`) infers its touches from the words: not an author's bound
        trusted = feature.param("trigger") is None
        if over_before_play(feature):
            # it fired before any question and left nothing lasting: its wounds and deaths are the state the
            # scenario gives; it bears only where the question's action may be its own effect (`may_make`)
            return (Sentence(feature.text, "trigger", frozenset(declared), frozenset({"battle_start"}),
                             scope not in (None, "self"), role, trusted),)
        out = (Sentence(feature.text, form, frozenset(declared), events, scope not in (None, "self"), role, trusted,
                        own_event=form == "trigger" and _own_event(feature.param("trigger"))),)
        if form == "trigger" and (feature.param("lasting") or feature.kind is FeatureKind.PERMANENT):
            # what it did lasts (an ability, a modifier, a duration): it may have fired before the question
            out += (Sentence(feature.text, "static", frozenset(declared) | events - {ALL}, frozenset(),
                             scope not in (None, "self"), role, trusted,
                             lasting_self=_on_self_only(feature.param("trigger"))),)
        return out
    known = keyword_reading(feature)
    if known is not None:
        return (known,)
    if unmodelled_keyword(feature):
        return unmodelled_keyword(feature)
    out = read_sentences(feature.text)
    if scope is not None or role != "any":
        out = tuple(replace(x, others=x.others if scope is None else scope != "self", role=role) for x in out)
    return out


# what an attack or a wounding does is over when it resolves (its wounds, the deaths: the state a scenario gives)
_ONE_SHOT = frozenset({"discharge", "shot", "throw", "wound", "magic_strike", "special_strike"})


def _on_self_only(trig) -> bool:
    """A compiled trigger whose every read part acts on its own card («При инкарнации получить полет»)."""
    parts = trig.get("actions") if isinstance(trig, dict) else None
    return bool(parts) and all(isinstance(a, dict) and a.get("target") == "self" and a.get("source") in (None, "self")
                               for a in parts)


def over_before_play(feature: Feature) -> bool:
    """A compiled «В начале боя …» (a trigger at the start of the battle, kept as a permanent: it fired before any
    question) whose every action is an attack or a wounding: nothing it did lasts past the battle's start."""
    trig = feature.param("trigger")
    if feature.kind is not FeatureKind.PERMANENT or not isinstance(trig, dict):
        return False
    event, actions = trig.get("event"), trig.get("actions")
    return isinstance(event, dict) and event.get("on") == "battle_start" and bool(actions) \
        and all(isinstance(a, dict) and a.get("do") in _ONE_SHOT and set(a) <= {"do", "value", "target", "optional"}
                for a in actions)


def _own_event(trigger) -> bool:
    """A compiled event clause (docs/cards.md «Actions») about its own card: no other card whose event it is
    (`of`), no card it is aimed at (`target`), no subject of a «Когда …» clause; a card event, not the turn's."""
    event = trigger.get("event") if isinstance(trigger, dict) else None
    if not isinstance(event, dict) or event.get("on") in (None, "turn_start", "turn_end", "battle_start", "condition"):
        return False
    return all(event.get(k) in (None, "self") for k in ("of", "target", "subject"))


# the events a named ability's head fires on (2012 glossary: Вальхалла acts on its card's death, or when declared;
# Бешенство on a roll; Концентрация at the end of the opponent's turn, glossary «Concentration»); the others'
# events are not bounded here
_HEAD_EVENTS = {"вальхалла": ("death", "destroy"), "бешенство": ("dice",), "концентрация": ("turn",),
                "отпор": (ALL,)}


def _head_events(head) -> frozenset:
    """The events a compiled headed ability («Вальхалла: …») fires on; empty when its head is a condition."""
    words = _norm(head).split() if isinstance(head, str) else []
    return frozenset(_HEAD_EVENTS.get(words[0].strip(":"), ())) if words else frozenset()


# «Защита от X» (a keyword, often printed as an icon): what it could change is the X aimed at its card, nothing
# else (classic 2012 411.1, 411.4: magic covers spells, discharges and magic strikes). Attacks of flyers: any attack.
_ANY_ATTACK = ("simple_strike", "special_strike", "shot", "throw", "discharge", "magic_strike")
PROTECTION_TOPICS = {
    "защита от выстрелов": ("shot",), "защита от метания": ("throw",), "защита от разрядов": ("discharge",),
    "защита от заклинаний": ("spell", "effect"), "защита от отравления": ("poison",),
    "защита от магии": ("spell", "effect", "discharge", "magic_strike"),
    "защита от атак летающих": _ANY_ATTACK,
}


def protection_topics(feature: Feature) -> frozenset:
    """What a «Защита от X» keyword protects from (action topics), conditional or not; empty for any other
    feature. One reading for every kind: reach (below) and the protection facts' unknown (situation.py)."""
    if feature.kind is not FeatureKind.KEYWORD:
        return frozenset()
    return frozenset(PROTECTION_TOPICS.get(keyword_name(feature),
                                           ()))


def keyword_reading(feature: Feature) -> Sentence | None:
    """What an unconditional keyword whose rule the checker knows could change, else None (its words are read):
    «Защита от X» the X aimed at its card; «Броня» the wounds its card receives (prevention: classic 2012
    glossary); «Регенерация» heals its card when a turn begins (a turn event, not an attack's); «Вампиризм» heals
    its card after its simple strike, «Максимум N {health}» bounds its additional lives (2012 204.3); «Стойкость»
    bears on influences and destruction aimed at its card, not on attacks (legality/rules/destruction.py)."""
    if feature.kind is not FeatureKind.KEYWORD:
        return None
    name = keyword_name(feature)
    if name == "броня":     # conditional or not, it bears only on attacks at its card (its condition: unknown_causes)
        return Sentence(feature.text, "static", frozenset({"wounds", "strike_value"}), frozenset(), False, "target")
    if name == "регенерация":
        # conditional or not («{regen}1, пока имеет дополнительные {health}»): it heals its card as a turn begins
        # and at no other event; the turn's start reads its condition or says unknown (stack/turn_start.py)
        return Sentence(feature.text, "trigger", frozenset({"heal", "wounds", "lives"}), frozenset({"turn"}), False)
    if name == "направленный удар":
        # conditional or not («{direct} по картам с {zoz}»: its words say against whom, not what it does): «A
        # defender cannot be assigned against this card's simple or special strike» (2012 glossary «Directed
        # Strike») — it bears on defenders only, whichever card's assignment (the attacker is not its source)
        return Sentence(feature.text, "static", frozenset({"assign_defender", "defender"}), frozenset(), True)
    if name == "игнорирует":
        # «Игнорирует {zor} (существ с …)», conditional or not: the protection it names does not hold against its
        # card's objects (classic 2012 408.3) — it bears where that protection would, from the acting side
        what = " ".join(str(feature.param("what") or "").casefold().replace("ё", "е").split())
        if what in PROTECTION_TOPICS:
            return Sentence(feature.text, "static", frozenset(PROTECTION_TOPICS[what]), frozenset(), True, "source")
    if conditional_keyword(feature):
        return None
    if protection_topics(feature):
        return Sentence(feature.text, "static", protection_topics(feature), frozenset(), False, "target")
    if name == "броня":
        return Sentence(feature.text, "static", frozenset({"wounds", "strike_value"}), frozenset(), False, "target")
    if name == "стойкость":      # no wounds from an opposing influence, no destruction by an opposing effect
        return Sentence(feature.text, "static", frozenset({"effect", "destroy", "death"}), frozenset(), False, "target")
    if name == "вампиризм":      # heals its own card after its simple strike's wounds (legality/rules/heals.py)
        return Sentence(feature.text, "trigger", frozenset({"heal", "lives"}), frozenset({"strike"}), False)
    if name == "максимум здоровья":     # bounds its own card's additional lives (classic 2012 204.3)
        return Sentence(feature.text, "static", frozenset({"additional_lives"}), frozenset(), False)
    if name == "уникальность":   # bears only on bringing its card into a squad (legality/rules/incarnation.py)
        return Sentence(feature.text, "static", frozenset({"summon", "resurrect", "incarnate", "play_card"}),
                        frozenset(), False)
    if name == "регенерация":
        return Sentence(feature.text, "trigger", frozenset({"heal", "wounds", "lives"}), frozenset({"turn"}), False)
    if name == "трупоедство":    # heals its card after it destroys a creature (2012 glossary; triggers.KEYWORD_TRIGGERS)
        return Sentence(feature.text, "trigger", frozenset({"heal", "wounds", "lives", "poison"}),
                        frozenset({"destroy", "death"}), False)
    return None


@dataclass(frozen=True)
class Dependence:
    """What a question's answer reads: the topics, the events it runs through (triggers on them would fire),
    whether a player declares an ability in it, and the cards it is about (their own text always counts;
    `sources` act, `targets` are acted on)."""
    topics: frozenset
    cards: tuple[str, ...]
    events: frozenset = frozenset()
    declares: bool = False
    sources: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    what: str = ""             # the question, for messages
    # a kind that applies keyword abilities only where the scenario lists them (attack: Броня as an effect)
    # leaves every other keyword on its cards unread; (card id, feature id) pairs it does act on
    keywords_unread: bool = False
    acted_on: frozenset = frozenset()
    # (card id, feature id) of features the question's own rules read in full (a token maximum read by
    # classic 2012 218.6): not unknown even where their card file declares `touches`
    read: frozenset = frozenset()
    # the action is made by an effect (`generated`): it may be the effect of one of its sources' own triggered
    # abilities, whose text («вызвать … на клетку, рядом с которой …») can restrict it
    generated: bool = False
    # (card id, feature id) of the ability the action names (`ability:`): its own text says what it may target
    # and do, so where that text is not read the question is open whatever topics the text's words name
    ability: tuple | None = None
    # the ability a `property` question asks about: a conditional keyword of another name does not bear on it
    asked_ability: str = ""
    # how a `move` relocates, the range it declares, its destination and the card its effect refers to (via,
    # range, to, about): a generated jump or move is fitted against the compiled reading of a trigger of its
    # source (legality/compiled_parts.py)
    relocation: tuple = ()
    # the range a declared action states, and the cards its ability's earlier attacks this turn were declared at
    # (a compiled part's «дальность N» and count: legality/compiled_parts.py)
    range: int | None = None
    earlier: tuple = ()
    # the card the action's effect refers to (`about`: the attacked card): a compiled part's target «стоящую рядом с
    # атакованным» is read against it (legality/compiled_parts.py)
    about: str | None = None
    # the value the action states (`param`): a compiled part of another printed value is not this action
    # (legality/compiled_parts.py)
    param: int | None = None

    # an event alone (the trace's, where no trigger the model reads listens): only triggers fire on it; a pending
    # one (about to happen, or it came to nothing): only replacements («вместо …») bear
    triggers_only: bool = False
    pending: bool = False
    # the cards the event is about (its source and target): a trigger on its own card's event fires on no other's
    event_cards: tuple[str, ...] = ()
    # a generic ability or influence (`ability`, `effect`) that names no ability: any text of its source not read
    # may be the one it is made by, whatever the text's words name
    unnamed: bool = False


def read_in_full(f: Feature) -> bool:
    """A bounded reading the engine reads wherever it bears, whatever `touches` its card file declares:
    «может атаковать {strike} N раз за ход, после первой атаки не закрывается» (legality/strikes_per_turn.py)."""
    from .strikes_per_turn import read_in_full as strikes_read
    return strikes_read(f)


def _inert(f: Feature) -> bool:
    """A feature no question's dependence makes a cause in `unknown_causes` (each of its branches skips it): a
    bounded reading read in full, or one that is no compiled ability to fit and is a bridged trigger or an
    understood feature (neither text nor keyword) with nothing more to read. Kept on the feature (it asks only
    the feature): a trace asks `unknown_causes` at every event, of every card on the board."""
    v = f.__dict__.get("_inert")
    if v is None:
        from .compiled_triggers import bridged
        fits = bool(f.param("touches") and (f.param("actions") or f.param("trigger")))    # compiled_fit's test
        v = read_in_full(f) or (not fits and (bridged(f) or (
            f.kind not in (FeatureKind.TEXT, FeatureKind.KEYWORD) and not needs_reading(f))))
        object.__setattr__(f, "_inert", v)
    return v


def unknown_causes(state: GameState, dep: Dependence) -> tuple[str, ...]:
    """Every feature the model does not act on that could touch the question, named with its card."""
    from .compiled_triggers import bridged
    causes = []
    if dep.ability and state.has(dep.ability[0]):
        cs, fid = state.card(dep.ability[0]), dep.ability[1]
        if cs.card.feature(fid) is None and not any(e.feature == fid for e in cs.effects):
            causes.append(f"{cs.card.name} ({cs.id}) has no feature {fid!r}, the ability this {dep.what} is made by "
                          f"(its features: {', '.join(f.id for f in cs.card.features) or 'none'}): what it may "
                          "target and do is not read")
    for cs in state.cards:
        for f in cs.card.features:
            if _inert(f) or (cs.id, f.id) in dep.read:
                continue
            if f.param("laid_by") and not any((e.source, e.feature) == (cs.id, f.id) for e in cs.effects):
                if _unlaid_declared(dep, cs, f):
                    causes.append(f"card text not modelled: {cs.card.name} ({cs.id}) «{f.text}» — the ability it grants "
                                  f"is its card's only where laid, and it is not laid now: whether the card may "
                                  f"declare this {dep.what} is not read")
                continue             # a compiled trigger's companion modifier bears only where it laid it
            fit = compiled_fit(state, dep, cs, f)
            if fit is True:
                continue             # the action is one part of the compiled reading: the rules decide the rest
            if fit is not None:
                causes.append(fit)
                continue
            if bridged(f):
                # a compiled trigger the chain fires wherever its event happens (compiled_triggers.py); an action
                # a question declares that may be its own effect is compiled_fit's above (a `legal` question on a
                # generated wound reads no trigger's target words). What a bridged effect leaves (wounds, a curse,
                # tokens, open or closed, poison) is state a scenario gives: had it fired before, the cards say so
                continue
            if dep.unnamed and cs.id in dep.sources and f.kind is FeatureKind.TEXT and not f.param("touches") \
                    and not any(g.text == f.text and g is not f and not needs_reading(g) for g in cs.card.features):
                causes.append(f"card text not modelled: {cs.card.name} ({cs.id}) «{f.text}» — the {dep.what} names "
                              f"no ability, and it may be made by this one: what it may target and do is not read")
                continue
            if dep.ability == (cs.id, f.id) and f.kind is FeatureKind.TEXT:
                causes.append(f"card text not modelled: {cs.card.name} ({cs.id}) «{f.text}» — the ability this "
                              f"{dep.what} is made by: what it may target and do is not read")
                continue
            unread_keyword = (dep.keywords_unread and f.kind is FeatureKind.KEYWORD
                              and (cs.id, f.id) not in dep.acted_on)
            condition = conditional_keyword(f)
            if not (needs_reading(f) or unread_keyword or condition):
                continue
            xs = sentences(f) if needs_reading(f) or unread_keyword else ()
            if condition and not _may_be(dep.asked_ability, f.keyword):
                condition = False    # whether it has another ability now does not say whether it has the one asked
            if condition and not f.param("while") and dep.what != "ability":
                # «… по картам с {zoz}» (`against` alone): the card has it printed at every moment, only whom it acts
                # on varies, which its reading bounds (`xs`); only a question asking about an ability hinges on it
                condition = False
            if condition:       # whether the card has the ability now depends on what the model does not read
                xs += (Sentence(f.text, "static", frozenset({"features"}), frozenset(), False),)
            on = dep
            if dep.generated and any(g.text == f.text and g is not f and not needs_reading(g)
                                     for g in cs.card.features):
                on = replace(dep, generated=False)     # a hand-written reading of the same sentence is read
            hits = [x for x in xs if x.meets(on, cs.id, cs.host) and not (x.lasting_self and cs.zone is not Zone.PLAY)]
            if hits and _granted_to_none_of(state, dep, f):
                continue
            if hits:
                causes.append(cause_text(cs.id, cs.card, f, hits[0], dep))
        causes += laid_causes(state, cs, dep)
    return tuple(causes)


def _unlaid_declared(dep: Dependence, cs, f: Feature) -> bool:
    """A compiled trigger's granted activated ability (legality/laid_modifiers.py `granted_ability`), not laid, that a
    declaration of its card may be: named, or unnamed and of a kind one of its parts makes."""
    if f.kind is not FeatureKind.ACTIVATED or not dep.declares or cs.id not in dep.sources:
        return False
    if dep.ability is not None:
        return dep.ability == (cs.id, f.id)
    from .compiled_parts import _other_kinds
    return not _other_kinds({"actions": f.param("actions") or ()}, dep.what)


def _granted_to_none_of(state: GameState, dep: Dependence, f: Feature) -> bool:
    """A compiled «В начале боя выбранный пират может получить проклятие» (fired before any question) whose every
    action grants to cards of a class: what it did is on such a card, and none of the question's cards has the
    class printed — it bears on none of them (a card's curse changes its own rolls only)."""
    trig = f.param("trigger")
    if f.kind is not FeatureKind.PERMANENT or not isinstance(trig, dict) \
            or (trig.get("event") or {}).get("on") != "battle_start" or not trig.get("actions"):
        return False
    classes = set()
    for a in trig["actions"]:
        target = a.get("target") if isinstance(a, dict) else None
        if not isinstance(a, dict) or a.get("do") != "grant" or not isinstance(target, dict) or not target.get("class"):
            return False
        classes.add(_norm(str(target["class"])))
    return bool(dep.cards) and all(state.has(c) and not classes & {_norm(k) for k in state.card(c).card.classes}
                                   for c in dep.cards)


def compiled_fit(state: GameState, dep: Dependence, cs, f: Feature):
    """A compiled ability read against the question's action (legality/compiled_parts.py): True where the action
    is one of its parts, a cause where it is the feature's own and fits none, None where it does not apply."""
    if not f.param("touches") or not (f.param("actions") or f.param("trigger")):
        return None
    from .compiled_parts import fit
    return fit(state, dep, cs, f)


def laid_causes(state: GameState, cs, dep: Dependence) -> list[str]:
    """A lasting effect laid on the card (a `lay` of the trace, a scenario's `effects`) whose feature is not read:
    what it does is in force on its carrier now, whatever form its sentence has on its source («{tap}: …
    выбранный гном получает …» laid is what the ability did) — its words bear as a static sentence on the carrier,
    and its trigger or ability still bears where its form does."""
    out = []
    for eff in cs.effects:
        if not state.has(eff.source) or (eff.source, eff.feature) in dep.read:
            continue
        src = state.card(eff.source)
        f = src.card.feature(eff.feature)
        if f is None or not needs_reading(f):
            continue
        if f.kind is FeatureKind.ACTIVATED and f.param("laid_by") and eff.source == cs.id:
            continue         # a compiled trigger's granted ability on its own card: read as its feature (compiled_fit)
        xs = sentences(f)
        xs += tuple(replace(x, form="static", events=frozenset()) for x in xs if x.form != "static")
        hits = [x for x in xs if x.meets(dep, cs.id, cs.host)]
        if hits:
            out.append(cause_text(cs.id, src.card, f, hits[0], dep).replace(
                f"({cs.id})", f"({eff.source}), laid on {cs.id},", 1) if eff.source != cs.id else
                cause_text(cs.id, src.card, f, hits[0], dep))
    return out


def cause_text(card_id: str, card: Card, f: Feature, x: Sentence, dep: Dependence) -> str:
    if x.form == "trigger":
        how = "could fire on " + ("any event" if ALL in x.events else ", ".join(sorted(x.events & dep.events)))
    elif ALL in x.topics:
        how = "its words name nothing the checker can bound, so it could bear on anything"
    else:
        how = ("touches " if x.declared else "could touch ") + ", ".join(sorted(x.topics & dep.topics))
    where = "" if card_id in dep.cards else " (it names other cards)"
    if f.kind is FeatureKind.KEYWORD and not needs_reading(f):
        return (f"keyword ability not applied: {card.name} ({card_id}) «{f.text}»{where} — {how}; "
                f"this question applies it only where the scenario lists it (modifiers, effects, triggers)")
    return f"card text not modelled: {card.name} ({card_id}) «{f.text}»{where} — {how}"


# -- what each question kind depends on ---------------------------------------------------------------------
_ACTION_EXTRA = {
    ActionKind.ACCUMULATE_TOKEN: ("tokens",), ActionKind.RECEIVE_TOKEN: ("tokens",),
    ActionKind.PAY: ("cost", "tokens"), ActionKind.PLAY_CARD: ("cost",), ActionKind.SUMMON: ("cost",),
    ActionKind.FINISHING_BLOW: ("lives", "wounds"), ActionKind.LOSE_FEATURE: ("features",),
    ActionKind.OPEN: ("open_state",), ActionKind.CLOSE: ("open_state",),
    ActionKind.ASSIGN_DEFENDER: ("defender",), ActionKind.POISON: ("wounds",),
    ActionKind.WOUND: ("wounds",), ActionKind.HEAL: ("wounds", "lives"),
    ActionKind.DESTROY: ("death",), ActionKind.RESURRECT: ("death",), ActionKind.INCARNATE: ("tokens",), ActionKind.MOVE: ("move_points",),
}


def action_topics(action: Action) -> frozenset:
    topics = {action.kind.value, *_ACTION_EXTRA.get(action.kind, ()), "formation"}   # a board condition may read it
    if action.x_from == "tokens" or action.tokens_paid is not None:
        topics.add("tokens")
    if action.playing or action.cost is not None or action.x_from == "cost":
        topics.add("cost")
    if action.range is not None:       # a range the action is made at: «+1 к дальности» bears on it
        topics.add("range")
    if action.kind is ActionKind.MOVE and action.via == "effect":
        topics.discard("move_points")  # a card an effect moves spends no movement (only its own moves do)
    return frozenset(topics)


def legal_dependence(action: Action, declared: bool = True) -> Dependence:
    """A declaration's legality reads the action's kind and what it pays or counts, on its source and
    targets; nothing happens during it, so no trigger fires. `declared=False`: an action the rules make
    happen (a counterstrike), where no player declares an ability."""
    targets = tuple(c for c in dict.fromkeys(action.targets) if c)
    sources = (action.source,) if action.source else ()
    cards = tuple(dict.fromkeys(sources + targets))
    return Dependence(action_topics(action), cards, declares=declared, sources=sources, targets=targets,
                      what=action.kind.value, generated=action.generated or action.via == "effect",
                      unnamed=action.kind in (ActionKind.ABILITY, ActionKind.EFFECT) and not action.ability,
                      ability=(action.source, action.ability) if action.source and action.ability else None,
                      relocation=(action.via, action.range, action.to, action.about)
                      if action.kind is ActionKind.MOVE else (), range=action.range, earlier=tuple(action.earlier),
                      about=action.about, param=action.param)


ATTACK_KIND_TOPICS = {
    "strike": ("simple_strike", "special_strike"), "shot": ("shot",), "throw": ("throw",),
    "spell": ("spell", "effect"), "effect": ("effect",), "heal": ("heal", "lives"),
    "special_strike": ("special_strike",), "row_strike": ("simple_strike", "special_strike"), "magic_strike": ("magic_strike",),
    "discharge": ("discharge",),
}


def attack_dependence(state: GameState, spec) -> Dependence:
    """An attack's value, wounds and the features that fire read the attack's kind, its value and wounds,
    on its source and on every card it reaches; the attack and the wounds it deals are events."""
    kind = ATTACK_KIND_TOPICS.get(spec.kind, ())
    topics = {"strike_value", "wounds", "lives", *kind}
    events = {*kind, "heal"} if spec.kind == "heal" else {*kind, "wound", "wounds"}
    if spec.roll is not None:          # the die decides the tier: text about rolls bears on it
        topics.add("dice")
    if spec.target_roll is not None:
        topics |= {"battle", "counterstrike"}
        events |= {"battle", "counterstrike"}
    targets = spec.targets
    if isinstance(targets, str):
        targets = tuple(c.id for c in state.cards)       # a non-targeted effect: any card it may reach
    targets = tuple(c for c in dict.fromkeys([spec.target, spec.defender, *targets]) if c)
    sources = (spec.source,) if spec.source else ()
    listed = [*spec.modifiers, *spec.bonuses, *spec.effects, *spec.triggers, *(d.modifier for d in spec.die_modifiers)]
    acted = frozenset((x.card, x.feature) for x in listed if getattr(x, "feature", None))
    acted |= _ignoring_changes_nothing(state, spec, listed)
    from .formation import inert_formation_keywords          # «Строй: …» of a creature not in formation
    acted |= inert_formation_keywords(state, sources + targets)
    # die abilities (Благословение, Опыт в атаке, Неповоротливость …) change only die rolls, which the attack's
    # roll reads through legality/attack/die_cards.py; with no roll the tier is given and they cannot matter
    from .attack.die_cards import ability_of
    acted |= frozenset((c, f.id) for c in sources + targets if state.has(c)
                       for f in state.card(c).card.features if ability_of(f) is not None)
    # «Бестелесный: -1 от …»: the named ability whose content is a card modifier the attack applies (derive.py)
    acted |= frozenset((c.id, f.id) for c in state.cards for f in c.card.features
                       if f.kind is FeatureKind.KEYWORD and any(g.param("card_modifier") and g.text == f.text
                                                                for g in c.card.features))
    # «Направленный удар» (plain): a rule of the declaration (no defender may be assigned against it, 2012
    # glossary, rules/battles.py), read where a defender is declared; an attack's value does not depend on it
    acted |= frozenset((c, f.id) for c in sources + targets if state.has(c) for f in state.card(c).card.features
                       if f.kind is FeatureKind.KEYWORD and f.keyword == "Направленный удар"
                       and not conditional_keyword(f))
    return Dependence(frozenset(topics), tuple(dict.fromkeys(sources + targets)), frozenset(events),
                      False, sources, targets, spec.kind, True, acted)


_IGNORES_ATTACKED = "особенности атакованного существа"
# the attack kinds of a modifier that no simple or special strike is (classic 2012 401.4, 401.5)
_NOT_STRIKES = frozenset({"shot", "throw", "discharge", "magic_strike", "spell", "effect", "heal", "ranged", "magic"})


def _ignoring_changes_nothing(state: GameState, spec, listed) -> frozenset:
    """«Игнорирует особенности атакованного существа» (Етун): his attack treats its target as lacking its
    non-acquired features (classic 2012 408.2, 408.3.a; its protections: legality/rules/protections.py,
    classic:ruling-dev-330). Where no feature of the target can enter a strike's value — a strike, no die rolled, no
    defender, nothing laid on the target, none of the attack's modifiers the target's, and every value feature
    the target prints a modifier of attacks no strike is («-1 от выстрелов и метаний»), no Броня — ignoring them
    changes nothing about the value: the keyword is read ((card, feature) pairs). Anywhere else it is left unread."""
    src, tgt = spec.source, spec.target
    if spec.kind != "strike" or not src or not tgt or not state.has(src) or not state.has(tgt) \
            or spec.defender not in (None, tgt) or spec.roll is not None or spec.target_roll is not None:
        return frozenset()
    fs = [f for f in state.card(src).card.features
          if f.kind is FeatureKind.KEYWORD and keyword_name(f) == "игнорирует" and not conditional_keyword(f)
          and " ".join(str(f.param("what") or "").casefold().replace("ё", "е").split()) == _IGNORES_ATTACKED]
    target = state.card(tgt)
    if not fs or target.effects or any(getattr(x, "card", None) == tgt for x in listed):
        return frozenset()
    for f in target.card.features:
        if f.kind is FeatureKind.KEYWORD and keyword_name(f) == "броня":
            return frozenset()
        cm, m = f.param("card_modifier"), f.param("modifier")
        attacks = tuple(getattr(cm, "attacks", ()) or ()) if cm is not None else \
            tuple((m.get("attacks") or ()) if isinstance(m, dict) else ()) if m is not None else None
        if attacks is not None and (not attacks or not set(attacks) <= _NOT_STRIKES):
            return frozenset()
        if f.param("effect") is not None:
            return frozenset()
    return frozenset((src, f.id) for f in fs)


# the action topics of a chain's event kinds (graphs/chain.py Event.kind, triggers' `on` and effect `kind`)
_EVENT_TOPICS = {
    "strike": ("simple_strike", "special_strike"), "attack": _ATTACK_KINDS, "assault": _ATTACK_KINDS,
    # a miss of the strike table (205.6.miss): an attack, in a fight, that deals nothing — no wound, no death
    "miss": (*_ATTACK_KINDS, "battle", "counterstrike"),
    "counterstrike": ("counterstrike", "simple_strike"), "shot": ("shot",), "throw": ("throw",),
    "discharge": ("discharge",), "wound": ("wound", "wounds"), "heal": ("heal",),
    "gain": ("receive_token", "accumulate_token"), "enter": ("summon", "play_card"),
    "battle": ("battle", "counterstrike"), "destroy": ("destroy", "death"), "graveyard": ("destroy", "death"),
    "open": ("open", "open_state"),
    "close": ("close", "open_state"), "move": ("move", "move_points"), "none": (),
    "mark_cell": (),        # a marker laid on a cell (legality/cell_markers.py): no card question reads the laying
    "host_change": ("attach",),   # a symbiote put onto another host (legality/stack/hosts.py)
    "lose_token": ("tokens", "pay"),    # «потерять {counter}» as a trigger's effect (legality/stack/firing.py)
    "stay_open": (),        # «не закрывается»: the card stays as it was, nothing happens for a trigger to hear
}


def event_topics(kind: str) -> tuple[str, ...]:
    if kind in _EVENT_TOPICS:
        return _EVENT_TOPICS[kind]
    return (kind,) if kind in TOPICS else (ALL,)


# events the trace (legality/stack) fires that no chain trigger kind names: the topics a trigger sentence listening
# to them would name («в начале хода», «теряет … {counter}», «назначен защитник»)
_TRACE_EVENT_TOPICS = {
    "turn_start": ("turn",), "turn_end": ("turn",), "lose_token": ("tokens", "pay"),
    "graveyard": ("graveyard",),        # put there, not destroyed (2012 glossary «Death»): «при гибели» does not fire
    "accumulate_token": ("accumulate_token", "receive_token", "tokens"), "act": ("ability",),
    "defend": ("assign_defender", "defender"), "vampirism": ("heal", "wounds", "lives"),
}


def event_dependence(state: GameState, kind: str, pending: bool = False, source: str | None = None,
                     target: str | None = None) -> Dependence:
    """An event the trace makes happen where no trigger the model reads listens to it: a trigger kept as text
    whose event it is could fire on it (what it would do is not read). Only trigger sentences bear: the event
    changes nothing else by itself (its effects are their own events or questions). `source` / `target`: the
    cards the event is about — a trigger on its own card's event («При гибели») fires on no other card's."""
    events = _TRACE_EVENT_TOPICS.get(kind) or event_topics(kind)
    ids = tuple(c.id for c in state.cards)
    return Dependence(frozenset(), ids, frozenset(TOPICS if ALL in events else events), False, ids, ids, kind,
                      triggers_only=True, pending=pending,
                      event_cards=tuple(dict.fromkeys(c for c in (source, target) if c)))


def chain_dependence(state: GameState, triggers: dict, initial_kind: str) -> Dependence:
    """A chain runs through its initial event and the events its triggers produce; it reads whether each
    produced event may happen (its kind, on its source) and the tally of what is gained. Values and wounds
    count only where a trigger listens to wounds."""
    produced, listened, sources, any_source = set(), set(), [], False
    gains = False                          # some effect of the chain, a later part or an option, gains tokens
    for cid, trigs in triggers.items():
        for t in trigs:
            listened.update(t.on)
            produced.update(o.kind for o in t.effect.options) if t.effect.kind == "choice" \
                else produced.add(t.effect.kind)
            gains = gains or _gains_tokens(t.effect)
            if t.effect.source == "self":
                sources.append(cid)
            else:
                any_source = True
    events, topics = set(), set()
    for k in produced | {initial_kind}:
        events.update(event_topics(k))
    for k in produced:
        topics.update(event_topics(k))
    if "gain" in produced:
        topics.add("tokens")
    if listened & {"wound", "any"}:
        topics |= {"strike_value", "wounds"}
    if ALL in events or ALL in topics:
        events, topics = set(TOPICS), set(TOPICS)
    ids = tuple(c.id for c in state.cards)
    from .formation import inert_formation_keywords          # «Строй: …» of a creature not in formation
    read = inert_formation_keywords(state, ids) | lacked_keywords(state, ids)
    if not gains:
        # «Не может иметь более 1 {counter}» (`max_tokens`) bounds only a gain of tokens: a chain none of whose
        # effects gains one is not bound by it (a gain outside the chain: the trace's and `legal`'s token maximum)
        from .rules.tokens import max_token_features
        for cid in ids:
            read |= max_token_features(state, cid)
    return Dependence(frozenset(topics), ids, frozenset(events), False,
                      ids if any_source else tuple(dict.fromkeys(sources)), ids, "chain", read=read)


def _gains_tokens(effect) -> bool:
    """The effect, one of its options or a later part, gains tokens or counters (or is of a kind not known)."""
    while effect is not None:
        if effect.kind == "gain" or effect.gain_counter or any(_gains_tokens(o) for o in effect.options or ()):
            return True
        effect = effect.then
    return False


# a keyword's condition the state decides false: its card lacks the ability now («{regen}1, пока имеет
# дополнительные {health}» with no additional life, 2012 204.2), so it cannot bear on a question
_LACKED_WHEN = {"имеет дополнительные жизни": lambda cs: cs.extra_lives == 0}


def lacked_keywords(state: GameState, cards) -> frozenset:
    out = set()
    for cid in cards:
        if not state.has(cid):
            continue
        cs = state.card(cid)
        out.update((cid, f.id) for f in cs.card.features if f.kind is FeatureKind.KEYWORD
                   and f.param("while") in _LACKED_WHEN and _LACKED_WHEN[f.param("while")](cs))
    return frozenset(out)


PROPERTY_TOPICS = {"element": ("element",), "strike": ("strike_value",), "move": ("move_points",),
                   "open": ("open_state", "open", "close"), "ability": ("features", "lose_feature"),
                   "class": ("features",)}


def property_dependence(card: str, prop: str, ability: str = "") -> Dependence:
    return Dependence(frozenset(PROPERTY_TOPICS[prop]), (card,), sources=(card,), targets=(card,), what=prop,
                      asked_ability=ability if prop == "ability" else "")


def _may_be(asked: str, keyword: str | None) -> bool:
    """Whether a keyword may be the ability asked about (every one may, when none is asked): the same name, one
    name within the other («Опыт в атаке» / «Опыт в атаке 2»), or two protections (one may include the other:
    classic 2012 411.4)."""
    if not asked:
        return True
    a, k = (" ".join(str(n or "").casefold().replace("ё", "е").split()) for n in (asked, keyword))
    return a.startswith(k) or k.startswith(a) or (a.startswith("защита от") and k.startswith("защита от"))


def cost_dependence(action: Action) -> Dependence:
    cards = tuple(action.targets)
    return Dependence(frozenset({"cost", "pay", action.kind.value}), cards, declares=True, sources=cards,
                      targets=cards, what="cost")
