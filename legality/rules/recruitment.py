"""Набор отряда: classic 2012 202 (cost and elite status), 304 (the Squad Recruitment Step), and the judges'
rulings on recruiting. Encoded by the `recruit` question (legality/questions/recruit.py, legality/recruitment.py).
The classic editions' seeds have no recruitment section: classic and classic-b take these by fallback.
"""
from ..registry import rule

ENC = "Encoded in legality/questions/recruit.py (legality/recruitment.py)."

rule(
    "classic-2012:202.2", "Elite status",
    """202.1 A card's cost is the number beside the crystal symbol under its name, near the left edge. 202.2 The
crystal symbol's color shows elite status. A gold crystal marks an elite card; a silver crystal marks a regular
card. 202.3 Cost includes elite status. Knowing a card's cost therefore also establishes its elite status.
202.3.c Ignore elite status when determining which cards cost more or less.""",
    "A card's cost is printed, and with it its elite status (gold: elite, silver: regular); costs are compared "
    "without it.",
    topic="elite-status",
    note="English translation (the Russian original is not in the sources). " + ENC,
)

rule(
    "classic-2012:304.3", "Cards enter the Recruitment one at a time",
    """304.1 Players begin moving cards from Deal to Recruitment, spending the corresponding crystals. 304.3 Cards
enter Recruitment one at a time and affect other cards subsequently placed there.""",
    "Cards are recruited one at a time, each paying its cost; a card in the Recruitment affects the cards "
    "recruited after it. A card in another zone is not recruited.",
    topic="recruitment-order",
    note="English translation (the Russian original is not in the sources). " + ENC,
)

rule(
    "classic-2012:304.6", "Elements of the Recruitment",
    """304.6 A player loses one gold crystal for every element in Recruitment beyond two. If Recruitment contains
cards of only one element, the player gains one extra gold crystal. Neutral cards do not count as an element.
304.6.a The crystal is lost before the card enters Recruitment. Thus a player with two elements in Recruitment
and six gold crystals cannot recruit a third-element card costing six gold crystals.""",
    "Each element of the Recruitment beyond two costs a gold crystal, a single element gives one; neutral cards "
    "count none; the crystal is lost before the card that brings the element enters.",
    topic="recruitment-elements",
    note="English translation (the Russian original is not in the sources). " + ENC,
)

rule(
    "classic:ruling-dev-364", "A card's recruitment cost does not count the card itself",
    """Судьи (dev-364, Ведающий запасами: «При наборе отряда, если в вашем отряде есть карты стоимостью 3, 4, 5,
6, 7 и 8, вы можете взять Ведающего запасами в отряд бесплатно»): может ли посчитать себя как карту стоимости
4, чтобы быть нанятым бесплатно? — Нет.""",
    "A condition on the squad that sets a card's own recruitment cost reads the Recruitment before the card "
    "enters it: the card does not count itself (as 304.6.a loses a crystal before the card enters).",
    topic="recruitment-cost-before",
    note="A judges' ruling (shared/data/rulings dev-364). " + ENC,
)

rule(
    "classic:ruling-dev-151", "«При наборе X в отряд» counts X",
    """Судьи (dev-151, Райская птица: «При наборе Райской птицы в отряд, если в вашем отряде 3 или более разные
стихии вы получаете 1 {elite}»): даёт ли кристалл, если является единственной лесной картой в отряде, и кроме
леса только две стихии? — Да.""",
    "A sentence «При наборе X в отряд, если в вашем отряде …» reads the squad with X in it.",
    topic="recruitment-on-entering",
    note="A judges' ruling (shared/data/rulings dev-151). " + ENC,
)

rule(
    "classic:ruling-dev-069", "A card put into the graveyard before recruiting is not recruited",
    """Судьи (dev-069, Упырёныш, dev-077, Элементаль праха: «До набора отряда - вы можете заплатить {elite};
положите … на кладбище»): считается ли, что он взят в отряд? Даёт ли штраф за тёмную стихию? — Нет, это не набор
в отряд. Если в отряде нет других тёмных существ — штраф за тёмную стихию не получаете.""",
    "A card a «До набора отряда» ability puts into the graveyard is not recruited: its element does not count "
    "for the Recruitment's elements (304.6).",
    topic="recruitment-not-recruited",
    note="A judges' ruling (shared/data/rulings dev-069, dev-077). " + ENC,
)

rule(
    "classic:ruling-dev-403", "A card recruited at another price keeps its elite status",
    """Судьи (dev-403, Купец; dev-395, Омидгал): карта, взятая за Линнет («возьмите Линнет и это существо в отряд
за {ordinary}»), считается рядовой или элитной? — Элитной. Считается ли она серебряной для Омидгала? — Нет.""",
    "A card's elite status is its printed crystal (202.2): recruited at another price or in other crystals, an "
    "elite card stays elite.",
    topic="recruitment-elite-kept",
    note="A judges' ruling (shared/data/rulings dev-403, dev-395). " + ENC,
)

rule(
    "classic-2012:206.6", "The Recruitment is seen by its player only",
    """206.6 Deal and Recruitment are partly closed zones. Only the player to whom the Deal or Recruitment zone belongs
may inspect its cards. 206.8 Whenever a card changes game zones, reveal it to all players so they can read it in
full. This does not apply to movement into or out of Recruitment or Deal.""",
    "A card taken into the Recruitment is not shown to the opponent, nor is what was paid for it, unless its text "
    "says to show it («покажите …»).",
    topic="recruitment-closed",
    note="English translation (the Russian original is not in the sources). " + ENC,
)
