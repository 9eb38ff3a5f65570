"""Вызов и возрождение: classic 2012 glossary «Summoning» and «Resurrection», and the judges' rulings on them.

A summon brings a card from the Deck, a resurrection a card from the Graveyard, into the squad; the conditions
for the card brought follow «вызвать» / «возродить» in the text (read from a feature's `summon:` field,
legality/summons.py: the facts `summon.read`, `summon.fits`). A card the reading does not admit cannot be brought;
where the source has no reading (its sentence kept as text), legality/reach.py makes the question unknown.

The judges add that a summon onto a cell cannot bring a symbiote (dev-099: Мракоборец's «вызвать тёмное существо»
does not summon a symbiote), though 208.2 makes a symbiote a subtype of creature: a symbiote stands only on a host
(210.2), and a summon brings its card to a cell. A text that summons a symbiote onto a host («вызвать симбиота на
себя», Элмор) says so (`onto: host`).
"""
from ..registry import rule
from ..ruledsl import V, forbid, is_, kind, not_, permit

rule(
    "classic-2012:вызов", "Summoning (Вызов)",
    """Summoning may be playable or triggered. Card text uses "summon" for it. It brings a card from the summoning
player's Deck, or the opponent's Deck if expressly stated, into the summoning player's squad adjacent to the
source and open, unless stated otherwise. The destination cell is a target. Conditions for cards that may be
brought into the squad follow "summon" in the ability text. Summoning does not designate the brought card as a
target. When the Wound object resolves, the summoning ability's controller first chooses one eligible card from
their Deck, then summons it. (…) If the Deck contains no eligible cards, cancel Summoning but pay for it. The
player may choose to summon no card; Summoning is still paid for.""",
    "A summon brings a card from the Deck that meets the conditions written after «вызвать»; another card cannot "
    "be summoned.",
    topic="summoning",
    clauses=[
        forbid("from-deck", kind("summon") & V("target.zone").ne("deck"), "summon-not-from-deck",
               "a summon brings a card from the Deck: this card is not in a Deck", ["choose a card in the Deck"]),
        forbid("unfit", kind("summon") & V("target.zone").eq("deck") & is_("summon.read") & not_("summon.fits"),
               "summon-condition-unmet",
               "the card does not meet the conditions the summoning text sets after «вызвать»",
               ["choose a card the text names"]),
        permit("fits", kind("summon") & V("target.zone").eq("deck") & is_("summon.read") & is_("summon.fits"),
               "summon-condition-met", "the card meets the conditions the summoning text sets after «вызвать»"),
    ],
)

rule(
    "classic-2012:возрождение", "Resurrection (Возрождение)",
    """Resurrection may be playable or triggered. Card text uses "resurrect" to authorize using it on another card
and lists legal targets after that word. A legal target is a card in the resurrecting player's Graveyard, or in
the opponent's Graveyard if expressly stated. Resurrection brings that card into the resurrecting player's squad,
adjacent to its source and open, unless stated otherwise. The destination cell is also a target and must be
chosen when Resurrection is declared.""",
    "A resurrection brings a card from a Graveyard that meets the conditions written after «возродить»; another "
    "card cannot be resurrected.",
    topic="resurrection",
    clauses=[
        forbid("from-graveyard", kind("resurrect") & V("target.zone").ne("graveyard"),
               "resurrect-not-from-graveyard", "a resurrection brings a card from a Graveyard: this one is not there",
               ["choose a card in the Graveyard"]),
        forbid("unfit", kind("resurrect") & V("target.zone").eq("graveyard") & is_("summon.read")
               & not_("summon.fits"), "resurrect-condition-unmet",
               "the card does not meet the conditions the text sets after «возродить»",
               ["choose a card the text names"]),
        permit("fits", kind("resurrect") & V("target.zone").eq("graveyard") & is_("summon.read")
               & is_("summon.fits"), "resurrect-condition-met",
               "the card meets the conditions the text sets after «возродить»"),
    ],
)

rule(
    "classic:ruling-dev-099", "A summon onto a cell brings no symbiote",
    """Судьи (dev-099, Мракоборец «может вызвать темное существо стоимостью 3 или менее»): может ли вызвать
симбиота? — Нет.""",
    "A summon or resurrection that brings its card to a cell cannot bring a symbiote (a symbiote stands only on "
    "a host, classic 2012 210.2), though a symbiote is a creature (208.2); only a text that brings it onto a host "
    "does.",
    topic="summon-symbiote",
    clauses=[
        forbid("no-symbiote", kind("summon", "resurrect") & V("target.type").eq("symbiote")
               & not_("summon.onto_host"), "summon-symbiote-to-cell",
               "a summon onto a cell cannot bring a symbiote (judges, dev-099)",
               ["only a text that summons a symbiote onto a host («на себя») brings one"]),
    ],
)

rule(
    "classic:ruling-dev-128", "A summon onto a destroyed flyer's place brings only a flyer",
    """Судьи (dev-128, Элементалист Дзара «Когда уничтожает карту противника вызвать на её место элементаля»): если
уничтожил летающее существо – может вызвать только летающего элементаля.""",
    "A summon «на её место» takes the place of the destroyed card: a flyer's place is the Additional Zone (classic "
    "2012 211.1), where only a flying creature goes; the place of a card on a cell takes any card the text names "
    "(a flyer summoned to a cell enters the Additional Zone, 211.2.a; dev-127).",
    topic="summon-place",
    clauses=[
        forbid("flyer-place", kind("summon", "resurrect") & is_("summon.place_in_additional_zone")
               & V("target.type").ne("flyer"), "summon-place-flyers-only",
               "the place of a destroyed flyer is the Additional Zone: only a flying creature is summoned there",
               ["summon a flying card the text names"]),
    ],
)
