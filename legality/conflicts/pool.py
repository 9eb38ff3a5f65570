"""A card pool as the conflict scan sees it: every feature that does something to cards, normalised into an
`App` (what it does, to whom, under which condition) that pickles cheaply to worker processes."""
from __future__ import annotations

import os
from dataclasses import dataclass

from model import Card, FeatureKind

from ..card_effects import ATTACHABLE, applies_expr, owner_links, scope_targets
from ..cards_io import BUILTIN_DIR, family, load_card_file, name_key
from ..errors import InputError
from ..expr import Expr
from ..yamlfile import load

# which end of an action a feature governs, read as legality.situation reads it for `legal` questions
from ..situation import _role_condition as end_of

SUBJECT_TYPES = ("creature", "flyer", "hero")


@dataclass(frozen=True)
class App:
    uid: int
    card: str
    card_key: tuple            # (file, index): two features of one card share it
    game: str                  # classic | heroes
    file: str
    line: int
    feature: str
    text: str
    feature_kind: str
    permanent: bool
    kind: str                  # deontic | property | ability
    applies: Expr              # its targets and condition, over subject.* and owner.* facts
    links: Expr                # what its card's place says about the subject (card_effects.owner_links)
    subject_types: tuple       # card types the subject can have (the index's "who")
    who: str = "cards"         # self | carrier | cards
    modality: str | None = None
    ends: tuple = ()           # deontic: ((action kind, end), ...): which end of which action it governs
    prop: str | None = None    # property: element | strike | move | open
    value: object = None       # property: the value; ability: True grants, False removes
    ability: str | None = None # ability: its name (casefolded); "all" for «теряет все особенности»
    names: tuple = ()          # what a removal effect may call this feature: its keyword and its text

    attachable: bool = False   # its card can be attached to another (equipment, symbiote, artifact)

    @property
    def label(self) -> str:
        return f"{self.card}/{self.feature}"

    @property
    def sentence(self) -> tuple:
        """What the card says, as the scan reads it, whatever card says it: findings about features of one
        sentence are one finding with a count (each instance still checked by z3 with its own card)."""
        return (self.game, self.kind, self.text, self.feature_kind, self.permanent, self.who, self.modality,
                self.ends, self.prop, self.value, self.ability, self.names)

    @property
    def shape(self) -> tuple:
        """Everything the scan asks about this feature except which card carries it (its name, place in a
        file, feature id): the sentence, and what its card makes of it where that can matter (as for
        `z3_key`: its card's type, element and cost only for a feature about its own card). Features of
        one shape get the same z3 answers."""
        links = self.links if self.who == "self" else self.attachable if self.who == "carrier" else None
        return (*self.sentence, self.applies, links, self.subject_types)

    @property
    def z3_key(self) -> tuple:
        """What a z3 answer about this feature depends on. A feature not about its own card never needs its
        card to be the subject: any situation where it is can be changed to one where it is not, which the
        canonical witness prefers; so only its targets and condition count (and, attached, whether it can
        be), and features of many cards share one z3 question."""
        if self.who == "self":
            return ("self", self.applies, self.links)
        if self.who == "carrier":
            return ("carrier", self.applies, self.attachable)
        return ("cards", self.applies)


def pool_paths(args: list[str]) -> list[str]:
    """Files of a pool: the given files, or every *.yaml in the given directories (the built-in pool
    when nothing is given), in name order."""
    out = []
    for a in args or [BUILTIN_DIR]:
        if os.path.isdir(a):
            out += [os.path.join(a, f) for f in sorted(os.listdir(a)) if f.endswith(".yaml")]
        else:
            out.append(a)
    return out


def load_pool(paths: list[str]) -> list[tuple[str, int, Card]]:
    """(file, index in file, card) for every card; a card name twice in one game is an error (file, line)."""
    cards, first = [], {}
    for path in paths:
        for i, card in enumerate(load_card_file(path)):
            key = name_key(card)   # names a reader cannot tell apart (case, ё/е, look-alike letters) collide
            if key in first:
                line = _card_line(path, i)
                fpath, fi = first[key]
                raise InputError(path, line, f"cards[{i}].name",
                                 f"duplicate card name {card.name!r} (first in {fpath}:{_card_line(fpath, fi)})")
            first[key] = (path, i)
            cards.append((path, i, card))
    return cards


def _card_line(path: str, index: int) -> int:
    doc = load(path)
    items = doc["cards"] if isinstance(doc, dict) and "cards" in doc else doc
    return items.item_lines[index]


def subject_types(card: Card, who: str, types: tuple) -> tuple:
    if who == "self":
        return (card.type.value,)
    if who == "carrier":
        return SUBJECT_TYPES if card.type.value in ATTACHABLE else ()
    return tuple(types) if types else ("creature", "flyer", "hero", "spell", "support", "artifact", "terrain",
                                       "equipment", "symbiote")


def apps_of(cards: list[tuple[str, int, Card]]) -> list[App]:
    out: list[App] = []
    # equal conditions as one object: shipped to workers, a pool of copies pickles each condition once
    interned: dict[Expr, Expr] = {}
    one = lambda e: interned.setdefault(e, e)
    for path, idx, card in cards:
        game = family(card.edition)
        for feat in card.features:
            base = dict(card=card.name, card_key=(path, idx), game=game, file=path, line=feat.line,
                        attachable=card.type.value in ATTACHABLE,
                        feature=feat.id, text=feat.text, feature_kind=feat.kind.value,
                        names=tuple(n.casefold() for n in (feat.keyword, feat.text) if n))
            links = one(owner_links(card))
            eff = feat.param("card_effect")
            if feat.modality is not None:
                t = scope_targets(feat.scope)
                ends = tuple((a.value, end_of(a, feat.role)) for a in feat.actions)
                out.append(App(uid=len(out), permanent=feat.kind is FeatureKind.PERMANENT, kind="deontic",
                               applies=one(applies_expr(t)), links=links,
                               subject_types=subject_types(card, t.who, t.types), who=t.who,
                               modality=feat.modality.value,
                               ends=ends, **base))
            elif eff is not None:
                permanent = eff.permanent if eff.permanent is not None else feat.kind is FeatureKind.PERMANENT
                common = dict(uid=len(out), permanent=permanent, applies=one(applies_expr(eff.targets, eff.condition)),
                              links=links, subject_types=subject_types(card, eff.targets.who,
                                                                                  eff.targets.types),
                              who=eff.targets.who)
                if eff.op == "set":
                    out.append(App(kind="property", prop=eff.property, value=eff.value, **common, **base))
                elif eff.op != "add_class":        # a class added contradicts nothing here
                    out.append(App(kind="ability", value=eff.op == "grant", ability=eff.ability.casefold(),
                                   **common, **base))
    return out
