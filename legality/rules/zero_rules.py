"""Правила нуля (and the X rule): zero resources, zero parameters, X in costs.

classic 523.2 (seed 000), classic-b 522.2 (seed 003), heroes 512.2-512.4.1 and 106.1.2-106.1.4,
classic 2012 103.7. The value rules (523.1, 523.3, 512.1) are in `value_zero.py` with attack resolution.
"""
from ..expr import Const
from ..registry import ValueClause, rule
from ..ruledsl import V, all_of, any_of, forbid, is_, kind, not_, permit

X_COST_OUTSIDE_PLAY = is_("target.cost_x") & not_("action.playing")

ZERO_TOKEN_PAYMENT = is_("action.pays_tokens") & V("action.tokens_paid").eq(0)
# «Пораньте X ваших существ …» with X = 0: the same words in seed 000 (523.2) and seed 003 (522.2)
ZERO_X_RESOURCE = forbid("zero-x-resource", is_("action.has_x") & V("action.x_from").eq("cards") & V("action.x").eq(0),
                         "zero-resource-declaration",
                         "X counts cards used to declare the action and X = 0: zero resources cannot declare an action",
                         ["declare X of at least 1"])

rule(
    "classic:523.2", "Правила нуля: нулевые ресурсы",
    """Ресурсы в количестве, равном нулю, нельзя использовать для объявления и оплаты игродействия. Например:
ПРИМЕР 1: карта не может заявить игродействие, требующее X фишек в качестве оплаты, положив X равным 0;
ПРИМЕР 2: карта не может заявить составную особенность вида “Пораньте X ваших существ на 1, при этом
пораньте выбранное существо на X+1”, положив X равным 0, чтобы поранить существо на 1.""",
    "Zero resources cannot be used to declare or pay for an action: no X-token cost with X = 0, no "
    "«X of your creatures» with X = 0.",
    topic="zero-resources",
    clauses=[
        forbid("zero-tokens", ZERO_TOKEN_PAYMENT, "zero-token-payment",
               "the action would be paid with 0 tokens: zero resources cannot pay for an action",
               ["declare X of at least 1"]),
        ZERO_X_RESOURCE,
    ],
)

rule(
    "classic-b:522.2", "Правила нуля: нулевой эффект и нулевые фишки",
    """Если игродействие производит эффект, численное значение которого равно нулю, то такой эффект на карту
не наносится (считается, что карта не получала такого эффекта). Ресурсы в количестве, равном нулю, нельзя
использовать для объявления и оплаты игродействия. В частности: ... карта не может накопить, получить и
использовать нулевое число фишек. ПРИМЕР 2: Джокер: "Начинает бой с Х фишками. Х : Вызвать существо
стоимостью Х". Джокер не может потратить 0 фишек и вызвать существо стоимостью 0 кристаллов.""",
    "Zero resources cannot declare or pay for an action; a card cannot accumulate, receive or use zero "
    "tokens (Джокер cannot spend 0 tokens to summon a creature costing 0).",
    topic="zero-resources",
    clauses=[
        forbid("zero-tokens", any_of(ZERO_TOKEN_PAYMENT,
                                     kind("accumulate_token", "receive_token") & is_("action.has_param")
                                     & V("action.param").eq(0)),
               "zero-tokens", "a card cannot accumulate, receive or use zero tokens",
               ["declare X of at least 1"]),
        ZERO_X_RESOURCE,
    ],
)

rule(
    "classic-2012:103.7", "Golden rules: zero values",
    """A non-attack ability or property with a numerical value of zero cannot be declared or performed.
103.7.a An ability requiring zero tokens as payment cannot be declared. 103.7.b An attack that deals zero
wounds deals no wounds.""",
    "A non-attack ability with value 0 cannot be declared; nor one paid with zero tokens.",
    topic="zero-parameter",
    note="The value may be a parameter or an X the player declares (X counting declared cards too): with either "
         "at 0 the ability's numerical value is 0. An X paid in tokens is 103.7.a.",
    clauses=[
        forbid("zero-value", not_("action.is_attack") & any_of(
                   is_("action.has_param") & V("action.param").eq(0),
                   is_("action.has_x") & V("action.x_from").is_in("declared", "cards") & V("action.x").eq(0)),
               "zero-parameter", "a non-attack ability with numerical value 0 cannot be declared",
               ["declare a value of at least 1"]),
        forbid("zero-tokens", ZERO_TOKEN_PAYMENT, "zero-token-payment",
               "an ability requiring zero tokens as payment cannot be declared", ["declare X of at least 1"],
               topic="zero-resources"),
    ],
)

rule(
    "heroes:512.2", "Правила нуля: числовые параметры",
    """Способности с числовыми параметрами (такие как Отравление, Инкарнация и др.) нельзя заявлять, если
параметр равен 0.""",
    "Abilities with a numeric parameter (Отравление, Инкарнация …) cannot be declared with parameter 0.",
    topic="zero-parameter",
    clauses=[
        forbid("zero-parameter", is_("action.has_param") & V("action.param").eq(0),
               "zero-parameter", "an ability with a numeric parameter cannot be declared with parameter 0",
               ["declare a parameter of at least 1"]),
    ],
    note="512.2 names no exception: an attack with a numeric parameter («Выстрел на X») is an ability with a "
         "numeric parameter too. Only the 2012 text (103.7) limits its rule to non-attack abilities.",
)

rule(
    "heroes:512.3", "Правило Х: Х в стоимости",
    """Если стоимость карты содержит в себе Х, то Х определяется только при розыгрыше карты. В остальных
случаях он равен 0. ПРИМЕР. Ядовитое пламя стоит Х монет. Если Опасное будущее покажет Ядовитое пламя, то
оно будет считаться как заклинание стоимостью 0.""",
    "X in a card's cost is chosen only when the card is played; otherwise X is 0.",
    topic="x-cost-outside-play",
    values=[ValueClause("x-is-zero", "cost", X_COST_OUTSIDE_PLAY, Const(0),
                        "not being played: X in its cost is 0, so the card costs 0")],
)

rule(
    "heroes:512.3.1", "Правило Х: розыгрыш с Х = 0",
    """Карту стоимостью Х нельзя сыграть, заявив Х равным 0. ПРИМЕР. Нельзя Ядовитое пламя заявить с Х = 0 на
Волнореза, чтоб его убить.""",
    "A card costing X cannot be played declaring X = 0.",
    topic="x-cost-zero",
    clauses=[
        forbid("x-zero", is_("action.playing") & is_("action.cost_x") & not_("action.free")
               & is_("action.has_x") & V("action.x").eq(0),
               "x-cost-zero", "a card costing X cannot be played with X = 0", ["declare X of at least 1"]),
    ],
)

rule(
    "heroes:512.4", "Правило Х: Х по заявке игрока",
    """Если в тексте способности фигурирует переменный Х, зависящий от заявления игрока, то эту способность
нельзя заявлять с Х равным 0. ПРИМЕР. Гхурт не может заявить ранить своё существо на 0.""",
    "An ability whose X is declared by the player cannot be declared with X = 0.",
    topic="x-declared-zero",
    clauses=[
        forbid("x-zero", is_("action.has_x") & V("action.x_from").is_in("declared", "cards", "tokens")
               & V("action.x").eq(0) & not_("action.playing"),
               "x-declared-zero", "an ability with a player-declared X cannot be declared with X = 0",
               ["declare X of at least 1"]),
    ],
)

rule(
    "heroes:512.4.1", "Правило Х: Х от стоимости",
    """Если Х зависит от стоимости, то способность нельзя заявить бесплатно. ПРИМЕР. Игрок с героем Гиуэль
сыграл Торментора, но он не может бесплатно разыграть способность героя.""",
    "If X depends on a cost, the ability cannot be declared for free.",
    topic="x-from-cost-free",
    clauses=[
        forbid("x-cost-free", V("action.x_from").eq("cost") & is_("action.free"), "x-from-cost-free",
               "X depends on a cost, so the ability cannot be declared for free", ["pay the cost"]),
    ],
)

rule(
    "heroes:106.1.2", "Переменная стоимость Х",
    """Стоимость карты может быть переменной (содержать число Х). Когда игрок разыгрывает такую карту, нельзя
выбрать X = 0 (минимальная стоимость розыгрыша такой карты - 1). ПРИМЕР. Призыв молнии стоит Х. Когда игрок
разыгрывает Призыв молнии, он сам определяет Х (минимум - 1).""",
    "When playing a card with cost X, X = 0 cannot be chosen (minimum 1).",
    topic="x-cost-choice",
    clauses=[
        forbid("x-zero", is_("action.playing") & is_("action.cost_x") & not_("action.free")
               & is_("action.has_x") & V("action.x").eq(0),
               "x-cost-zero", "X = 0 cannot be chosen when playing a card with cost X (minimum 1)",
               ["declare X of at least 1"]),
    ],
    values=[ValueClause("x-declared", "cost", is_("action.playing") & is_("target.cost_x") & not_("action.free"),
                        V("action.x"), "being played: the player sets X, and the card costs X")],
)

rule(
    "heroes:106.1.3", "Бесплатный розыгрыш карты стоимостью Х",
    """Если игрок, в результате выполнения какой-либо способности, должен бесплатно разыграть карту
стоимостью Х, то все способности, зависящие от Х, заявляются, как если бы X был равен 0 (Считается, что вы
бесплатно разыграли карту стоимостью 0). ПРИМЕР. Если заклинание Анализ эфира показал заклинание Время вспять
из колоды, то вы можете бесплатно разыграть Время вспять, ничего не замешивая.""",
    "A card costing X played for free by an ability is played as if X = 0.",
    topic="x-cost-free-play",
    clauses=[
        permit("free-play", is_("action.playing") & is_("action.cost_x") & is_("action.free"),
               "free-play-x-zero", "played for free by an ability: its X-dependent abilities are declared "
               "as if X = 0"),
    ],
    values=[ValueClause("free-x-zero", "cost", is_("action.playing") & is_("target.cost_x") & is_("action.free"),
                        Const(0), "played for free: it counts as a card of cost 0")],
)

rule(
    "heroes:106.1.4", "Стоимость Х вне розыгрыша",
    """Стоимость карты Х, во всех случаях кроме розыгрыша карты, равна 0. ПРИМЕР. Если заклинание Опасное
будущее покажет Призыв молнии, то Х будет равным 0.""",
    "Outside of being played, a cost of X is 0.",
    topic="x-cost-outside-play-106",
    values=[ValueClause("x-is-zero", "cost", X_COST_OUTSIDE_PLAY, Const(0),
                        "outside of being played a cost of X is 0")],
)
