"""Нелегальность: actions that cannot be declared, paid, calculated or executed.

classic-b «Нелегальность» (seed 003), heroes 514.1 and 514.3, classic 2012 219.2-219.3, 103.6 and 423.
The two classic editions and heroes disagree on opening an open card: illegal in classic-b and in the
2012 rules (except inside a compound ability, 219.3), legal in heroes (514.3).
"""
from model import Step

from ..registry import rule
from ..ruledsl import V, all_of, any_of, forbid, is_, kind, not_, permit

DECLARE_AND_LATER = frozenset(Step)

rule(
    "classic-b:нелегальность", "Нелегальность",
    """Если игродействие не может быть объявлено, рассчитано, применено, выполнено или оплачено в соответствии
с текстом карты или настоящими Правилами, то оно является нелегальным. Если игродействие не может быть
объявлено, то это игродействие не может быть занесено в стек. Если объявленное игродействие не может быть
рассчитано или выполнено – оно удаляется из стека перед тем, как должен произойти расчёт или выполнение
этого игродействия. В частности, нельзя (нелегально): открыть открытую карту; закрыть закрытую карту;
вскрыть вскрытую карту; скрыть скрытую карту.""",
    "An action that cannot be declared, calculated, applied, executed or paid is illegal: it never enters the "
    "stack, or is removed from it before calculation or execution. Opening an open card, closing a closed "
    "one, revealing a revealed one and hiding a hidden one are illegal.",
    topic="open-close-state",
    consequence="removed from the stack before this step (never calculated or executed)",
    clauses=[
        forbid("open-open", kind("open") & is_("target.open"), "open-open-card",
               "the target is already open: opening an open card is illegal", ["choose a closed card"]),
        forbid("close-closed", kind("close") & not_("target.open"), "close-closed-card",
               "the target is already closed: closing a closed card is illegal", ["choose an open card"]),
        forbid("reveal-revealed", kind("reveal") & is_("target.revealed"), "reveal-revealed-card",
               "the target is already revealed: revealing a revealed card is illegal",
               ["choose a hidden card"]),
        forbid("hide-hidden", kind("hide") & not_("target.revealed"), "hide-hidden-card",
               "the target is already hidden: hiding a hidden card is illegal", ["choose a revealed card"]),
        forbid("unpayable", is_("action.source_tokens_short"), "cannot-pay",
               "the source cannot pay for the action: it has fewer tokens than the cost",
               ["declare a smaller X", "accumulate tokens first"], topic="payment"),
    ],
)

rule(
    "classic-b:нелегальность.стек", "Нелегальность: удаление из стека",
    """Если игродействие не может быть объявлено, то это игродействие не может быть занесено в стек. Если
объявленное игродействие не может быть рассчитано или выполнено – оно удаляется из стека перед тем, как
должен произойти расчёт или выполнение этого игродействия.""",
    "An undeclarable action never enters the stack; one that cannot be calculated or executed is removed "
    "from the stack before that step.",
    topic="removal",
    consequence="removed from the stack before this step (classic-b: never calculated or executed)",
)

rule(
    "heroes:514.1", "Нелегальность",
    """Если способность не может быть объявлена или оплачена в соответствии с текстом карты или настоящими
Правилами, то она является нелегальной. В частности, нельзя (нелегально): применять целевые способности
заклинаний к существам с защитой от заклинаний; уничтожить карту на кладбище или в руке; возродить, вызвать
или разыграть существо, находящееся в игровой зоне; если есть карты, которые обязывают выбрать целью их,
нельзя выбрать целью другие карты (если таких карт несколько, и они противоречат друг другу, то нельзя
выбрать целью никого); объявить розыгрыш карты, которая в данный момент разыгрывается; добыть карту
персонажем вне игровой зоны.""",
    "An ability that cannot be declared or paid is illegal; in particular targeting a creature with "
    "protection from spells with a targeted spell ability, destroying a card in a graveyard or hand, "
    "summoning/resurrecting/playing a creature already in play, playing a card being played, extracting with "
    "a character outside play.",
    topic="illegal-actions",
    clauses=[
        forbid("spell-protection", kind("spell") & is_("action.targeted") & is_("target.protection_spells"),
               "target-protected-from-spells",
               "a targeted spell ability cannot target a creature with protection from spells",
               ["choose a target without «Защита от заклинаний»"]),
        forbid("destroy-outside-play", kind("destroy") & V("target.zone").is_in("graveyard", "hand"),
               "destroy-outside-play", "a card in a graveyard or in a hand cannot be destroyed"),
        forbid("summon-in-play", kind("summon", "resurrect", "play_card") & V("target.zone").eq("play")
               & V("target.type").is_in("creature", "flyer"),
               "already-in-play", "a creature already in play cannot be summoned, resurrected or played"),
        forbid("play-being-played", kind("play_card") & V("target.zone").eq("being_played"),
               "card-being-played", "a card that is being played cannot be played again"),
        forbid("extract-outside-play", kind("extract") & V("source.zone").ne("play")
               & V("source.type").is_in("creature", "flyer", "hero"),
               "extract-outside-play", "a character outside play cannot extract (добыть) a card"),
        forbid("unpayable", is_("action.source_tokens_short"), "cannot-pay",
               "the ability cannot be paid for", topic="payment"),
    ],
)

rule(
    "heroes:514.3", "Нелегальность: открытие и закрытие",
    """Особым образом в легальности заявок выделяется закрытие и открытие карт. Легально заявить открыть
открытую и закрыть закрытую карту. Если подобная способность входит в состав сложной, то сложная
способность не прерывается, но поскольку фактически ничего не произошло, то «при этом» не сработает.""",
    "Declaring to open an open card or close a closed card is legal; inside a complex ability it does not "
    "interrupt it, but its «при этом» part does not happen since nothing happened.",
    topic="open-close-state",
    clauses=[
        permit("open-open", kind("open") & is_("target.open"), "open-open-card-legal",
               "opening an open card may be declared (nothing happens; a following «при этом» does not)"),
        permit("close-closed", kind("close") & not_("target.open"), "close-closed-card-legal",
               "closing a closed card may be declared (nothing happens; a following «при этом» does not)"),
    ],
)

rule(
    "classic-2012:219.2", "Opening and closing cards",
    """An ability requiring an open card to open, or a closed card to close, cannot legally be declared,
except as in 219.3. (Способность, требующая открыть открытую карту или закрыть закрытую, не может быть
легально объявлена, кроме случая 219.3.)""",
    "Opening an open card or closing a closed card cannot be declared, except inside an ability with several "
    "effects (219.3).",
    topic="open-close-state",
    clauses=[
        forbid("open-open", kind("open") & is_("target.open") & not_("action.compound"), "open-open-card",
               "the target is already open: opening an open card cannot be declared",
               ["choose a closed card"]),
        forbid("close-closed", kind("close") & not_("target.open") & not_("action.compound"),
               "close-closed-card", "the target is already closed: closing a closed card cannot be declared",
               ["choose an open card"]),
    ],
)

rule(
    "classic-2012:219.3", "Opening and closing inside compound abilities",
    """Some abilities produce two or more effects, one requiring a card to open or close. Such an ability may
be declared on a card already in the corresponding state; the effect requiring that card to open or close
then does not happen.""",
    "An ability with several effects may be declared on a card already open (closed); the open (close) "
    "effect then does not happen.",
    topic="open-close-state",
    clauses=[
        permit("compound", kind("open", "close") & is_("action.compound")
               & any_of(kind("open") & is_("target.open"), kind("close") & not_("target.open")),
               "compound-open-close", "part of an ability with several effects: it may be declared, "
               "the open/close effect does not happen"),
    ],
)

rule(
    "classic-2012:103.6", "Golden rules: resources",
    """A card cannot declare or perform a game action unless it has the resources to pay for it.""",
    "A card cannot declare or perform an action it cannot pay for.",
    topic="payment",
    clauses=[
        forbid("unpayable", is_("action.source_tokens_short"), "cannot-pay",
               "the source cannot pay for the action: it has fewer tokens than the cost",
               ["declare a smaller X", "accumulate tokens first"]),
    ],
)

rule(
    "classic-2012:423.1", "Illegal game actions",
    """If a game action proves illegal during resolution, cancel it. Do not pay for it or count it as
declared. It triggers no ability and produces no effect. 423.1.a If its resolution has already produced
effects or triggered abilities, pay for that game action even if it is illegal.""",
    "An action found illegal during resolution is cancelled, not paid for and not counted as declared, unless "
    "it has already produced effects (then it is paid for).",
    topic="removal",
    consequence="cancelled: not paid for and not counted as declared, unless it already produced effects (423.1.a)",
)

rule(
    "classic-2012:423.3", "Partly illegal game actions",
    """If only part of a game action is illegal, disregard that part as if it were absent. Resolve the
remainder normally and pay its full cost.""",
    "An illegal part of an action is ignored; the rest resolves and the full cost is paid.",
    topic="partial-illegality",
    note="Implemented by the stack tracer (legality/stack/): each target is checked on its own before "
         "execution; illegal targets are disregarded, the rest resolves and the full cost is paid.",
)
