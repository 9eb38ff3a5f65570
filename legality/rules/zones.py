"""Зоны: a text confined to a zone, and an ability acting on the cards of a zone — classic 2012 206.1–206.2 and
the classic judges' rulings dev-103, dev-446 (a text in force only in its zone), dev-179, dev-304 (an ability
acts only on cards in the zone its text names) and dev-202 (one different card for each class a text lists). The card language: `while_in:`, `targets_zone:` (legality/zones.py).
"""
from ..registry import rule
from ..ruledsl import forbid, is_, not_

rule(
    "classic:ruling-dev-103", "A text confined to a zone is in force only there",
    """Судьи (dev-103, Уриэль «гнев богов» — изгнать все карты в выбранном крайнем столбце): изгоняет ли он
Эйдерика («Не может быть изгнан с кладбища, пока в вашем отряде есть другая наземная нежить») при наличии другой
нежити? — Да. Он ведь изгоняет с поля боя, а не кладбища. (dev-446, Пустоголов «{regen}: 2, пока в вашем отряде
есть болото»): считается ли существом с регенерацией, пока находится в колоде? — Нет. В колоде Пустоголов не
имеет регенерации, независимо от наличия болота в отряде.""",
    "A feature whose text confines it to a zone («с кладбища»; «пока в вашем отряде …»: the squad, classic 2012 "
    "206.2) is in force only while its card is in that zone: elsewhere it neither forbids nor gives anything.",
    topic="zone-confined",
    note="Acted on by legality/zones.py (the state a question is judged on), not by a clause: a feature's "
         "`while_in` zone.",
)

rule(
    "classic:ruling-dev-304", "An ability acts on the cards of the zone its text names",
    """Судьи (dev-304, Махинатор «При пророчестве ваших карт можете вернуть показанные карты на верх колоды»): может
ли Махинатор вернуть в колоду Отряд карателей сразу после вызова? — Нет (…) Целевая зона особенности Махинатора —
колода, а Отряд карателей уже на поле боя. (dev-179, Крыло Архааля «вы можете изгнать одну из показанных карт»):
можно ли изгнать Отряд карателей, вызванный при пророчестве? — Нельзя. Крыло Архааля может изгонять карты только из
колоды, а не с поля боя.""",
    "An ability whose text names the zone of the cards it acts on (the shown cards: the Deck) acts only on cards "
    "in that zone: a card that has left it (summoned to the battlefield) is not its target; a card there is, when "
    "it is of the player and cost the text names (a personal zone, classic 2012 206.3, is its controller's unless "
    "the text names the opponent's, as «вызвать» and «возродить» do in the 2012 glossary).",
    topic="ability-zone",
    clauses=[
        forbid("elsewhere", is_("ability.targets_read") & not_("ability.target_in_zone"),
               "target-outside-ability-zone",
               "the ability acts on the cards of the zone its text names; this card is in another zone",
               ["choose a card in the zone the ability names"]),
        forbid("unfit", is_("ability.targets_read") & is_("ability.target_in_zone") & not_("ability.target_fits"),
               "target-unfit-for-ability", "the card is not of the player, type, element or cost the ability's text names",
               ["choose a card of the player, type, element and cost the text names"]),
    ],
)

rule(
    "classic:ruling-dev-202", "One different card for each class a text lists",
    """Судьи (dev-202, Сшитый эксперимент «В начале боя изгоните из колоды нетёмных эльфа, орка, тролля и гнома (4
разные карты)»): изгоняет только ровно 4 карты, каждая из которых должна обладать хотя бы одним из перечисленных
классов, разным для всех карт.""",
    "A text that takes a card of each class it lists, different cards, takes exactly as many cards as it lists "
    "classes, each of one listed class and a different class for each (a card of two classes stands for one).",
    topic="one-card-each-class",
    clauses=[
        forbid("unmatched", is_("ability.one_each_read") & not_("ability.one_each_fits"), "cards-not-one-each-class",
               "the cards are not one different card for each class the text lists",
               ["take exactly one card of each class listed, a different card for each"]),
    ],
)

rule(
    "classic:ruling-dev-366", "An ability taking N cards of a zone needs N there",
    """Судьи (dev-366, Ведунья Ордена «В конце хода противника вы можете посмотреть 3 верхние карты вашей колоды,
затем положить их на верх или в низ вашей колоды в любом порядке»): если в колоде осталось две карты, может ли
Ведунья ордена поменять их местами? — Нет.""",
    "An ability whose text takes a number of cards of a zone («3 верхние карты») acts on exactly that many: with "
    "fewer there it is not used on them (classic 2012 412.1: an ability is declared with its targets; the judges "
    "go further, to cards looked at).",
    topic="ability-card-count",
    clauses=[
        forbid("too-few", is_("ability.count_read") & not_("ability.count_fits"), "ability-card-count-unmet",
               "the ability takes the number of cards its text names, and these are not that many",
               ["the ability needs that many cards in the zone"]),
    ],
)

rule(
    "classic:ruling-dev-246", "A feature named by its text matches word for word",
    """Судьи (dev-246, Дегаска «покажите из колоды существо … с особенностью с текстом при сильном {strike}»):
Дегаска может показать из колоды существо с особенностью «При среднем или сильном простом ударе», например,
Хедда? — Нет. Требуется дословное совпадение текста.""",
    "A text that takes cards «с особенностью с текстом …» takes only a card with a feature whose text begins with "
    "those words exactly; a feature saying more or otherwise («При среднем или сильном …») does not match.",
    topic="feature-text-match",
    clauses=[
        forbid("other-text", is_("ability.feature_text_read") & not_("ability.feature_text_fits"),
               "feature-text-differs", "the card has no feature with the text the ability quotes, word for word",
               ["choose a card with a feature of exactly that text"]),
    ],
)
