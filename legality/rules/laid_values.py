"""Values a laid effect fixes when it is laid (legality/laid_values.py): the element and the cost it compares with,
and the judges' reading of «той же стоимости» where the text names no card. Read by the trace's `grant`
(legality/stack/lasting.py `bind_values`) and by the value modifiers' `same_as_laid` condition
(legality/attack/derive.py), so the `attack` question and a `sequence` read the same values."""
from ..registry import rule

NOTE = "English translation (the Russian original is not in the sources). Read by legality/laid_values.py."

rule(
    "classic-2012:202.9", "A neutral card has no element",
    """202.8 There are five elements: Steppe, Forest, Mountains, Swamps, and Darkness. 202.9 A card cannot have
several elements. It can have no element; such a card is Neutral.""",
    "Neutral is no element: a neutral card shares no element with any card, so «той же стихии, что и …» a neutral "
    "card is no card.",
    topic="neutral-no-element",
    note=NOTE + " The judges' dev-052 (Снаг attacked by a neutral card gets no minus) rules so.",
)

rule(
    "classic-2012:202.3.a", "The same number with another elite status is another cost",
    """202.3 Cost includes elite status. Knowing a card's cost therefore also establishes its elite status.
202.3.a Cards with the same numerical cost but different elite status have different costs.""",
    "«Той же стоимости»: the same printed number and the same elite status.",
    topic="cost-with-elite-status",
    note=NOTE,
)

rule(
    "classic:ruling-dev-189", "«Той же стоимости» — что и раненое этой способностью",
    """Судейское решение dev-189 (Ценитель крови, «В начале хода может ранить на 1 ваше стоящее рядом существо;
получает +2 к {strike} по существам той же стоимости до конца хода»): Получает бонус к удару по существам той же
стоимости, что и раненный.""",
    "A later part of a compound ability comparing with «той же стоимости» without naming a card compares with the "
    "card its first part acted on, as it was then (the creature wounded), until the effect ends.",
    topic="same-as-first-part",
    note="A judges' ruling (shared/data/rulings dev-189). A reading writes it as the grant's `bind: {cost: "
         "first.target}, unnamed: true`; under an edition without it the value is `unknown`.",
)

rule(
    "classic:ruling-dev-324", "«(максимум +N)» — за все срабатывания, а не за каждое",
    """Судейское решение dev-324 (Исхарская ненасыть, «При пророчестве вашей карты получает +X к следующему
{strike}, где X количество показанных карт (максимум +3)»): Максимум +3 при одном пророчестве, или вообще за все
пророчества? — Максимум +3 за все пророчества.""",
    "A «(максимум +N)» on what a trigger lays bounds the sum of all its instances laid on the card, not each "
    "instance: the instances laid later are cut once the sum reaches N.",
    topic="maximum-over-instances",
    note="A judges' ruling (shared/data/rulings dev-324). A laid modifier's `max: N` (legality/attack/derive.py); "
         "under an edition without it, a second instance reaching the maximum makes the value `unknown`.",
)

rule(
    "classic:ruling-dev-461", "«Пока не совершат промах» — любой промах, и в защите",
    """Судейское решение dev-461 (Орки-губители, «При {strike} получают +1 к ударам по атакованному, пока не
совершат промах или удар по другой карте (максимум +3)»): Промах по любой карте, в том числе в защите, сбрасывает
бонус.""",
    "A bonus lasting «пока не совершат промах …» ends with any miss of its card: in its own attack or, defending, "
    "in its counterstrike.",
    topic="miss-in-defence",
    note="A judges' ruling (shared/data/rulings dev-461). The trace's duration `until_miss_or_other_target` "
         "(legality/stack/lasting.py `struck_at`); under an edition without it, a miss in defence makes the trace "
         "`unknown`.",
)

rule(
    "classic:ruling-dev-034", "«Первая за ваш ход атака существа в строю» — одна атака за ход",
    """Судейское решение dev-034 (Безбородый, «Первая за ваш ход атака существа в строю с Безбородым сводится к
сильной»): Сводит к сильной только одну атаку за ход.""",
    "A modifier on «the first attack this turn» of the cards it speaks of (the creatures in formation with its "
    "card) meets one attack a turn in all, not the first attack of each of them.",
    topic="first-attacks-in-all",
    note="A judges' ruling (shared/data/rulings dev-034). A modifier's `limit: N` with `holders` "
         "(legality/attack/derive.py), counted by the trace into the card's `modifier_uses`; under an edition "
         "without it, an attack after the first is `unknown`.",
)
