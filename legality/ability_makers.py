"""Which actions the feature an action names as its `ability:` can make, by the feature's form.

An action naming a feature of its source (`ability: f3`) is ruled as made by that feature: its limit, its
timing, its value. A feature that plainly cannot make that action — a protection, armour, a static modifier, a
prohibition — named so is a contradiction in the scenario, not a question: bad input, one line (the checker
would otherwise rule a «Защита от атак летающих» effect or a «Броня 1» shot as if the text made them). The
forms, from the classic 2012 glossary and the card language (docs/cards.md):

- a keyword makes the actions of its glossary entry: Прыжок, Полёт, Телепортация, Рывок a move; «Удар через
  ряд» a strike; Инкарнация an incarnation; Отравление a poisoning; Регенерация, Вампиризм, Трупоедство a heal
  (their effects, generated); protections, Броня, Стойкость, «Опыт в …», «Направленный удар», «Первый удар» and
  the other static keywords none; a keyword not in either list: not judged here (the rules decide, or reach
  says unknown);
- a static modifier (`modifier:`) and a prohibition (`modality: forbid`) make none; a permission or an
  obligation makes the actions it names (`actions:`), an acrobat's «может совершить ещё один прыжок» a move;
- activated and triggered features make their parts (legality/compiled_parts.py checks compiled parts); a
  sentence kept as text and a bare hand-written feature are not judged here (reach: unknown where it bears).
"""
from __future__ import annotations

from model import Action, FeatureKind, GameState

from .fields import Fields
from .world import keyword_name

_STRIKES = frozenset({"simple_strike", "special_strike"})
# a keyword's glossary entry as the action kinds it makes (its own effects included: a regeneration's heal)
_KEYWORD_MAKES = {
    "прыжок": {"move"}, "полет": {"move"}, "телепортация": {"move"}, "рывок": {"move"},
    "удар через ряд": _STRIKES,
    "инкарнация": {"incarnate"},
    "отравление": {"poison"},
    "регенерация": {"heal"}, "вампиризм": {"heal"}, "трупоедство": {"heal"},
}
# keywords that only describe their card or its attacks (classic 2012 glossary): they make no action
_KEYWORD_STATIC = {"броня", "стойкость", "направленный удар", "первый удар", "безответный удар", "уникальность",
                   "маскировка", "бестелесный", "бестелесность", "неповоротливость", "максимум здоровья", "схрон",
                   "не носит экипировку", "не носит оружие", "орда", "превосходство", "гнев", "щит архааля"}
_KEYWORD_STATIC_PREFIXES = ("защита от ", "опыт в ")


def makes(feature) -> frozenset | None:
    """The action kinds `feature` can make; None where its form is not judged here."""
    if feature.kind is FeatureKind.KEYWORD:
        name = keyword_name(feature)
        if name in _KEYWORD_MAKES:
            return frozenset(_KEYWORD_MAKES[name])
        if name in _KEYWORD_STATIC or name.startswith(_KEYWORD_STATIC_PREFIXES):
            return frozenset()
        return None
    if feature.kind is FeatureKind.PERMANENT:
        if feature.param("card_modifier") is not None:
            return frozenset()
        modality = getattr(feature.modality, "value", feature.modality)
        if modality == "forbid":
            return frozenset()
        if modality in ("permit", "oblige") and feature.actions:
            return frozenset(getattr(a, "value", a) for a in feature.actions)
    return None


def check_ability(a: Fields, state: GameState, action: Action) -> None:
    """Bad input where the action names as its ability a feature of its source that cannot make it."""
    if action.ability is None or action.source is None or not state.has(action.source):
        return
    card = state.card(action.source).card
    f = card.feature(action.ability)
    if f is None:
        return                          # a feature the card lacks: reach names it (unknown)
    kinds = makes(f)
    if kinds is None or action.kind.value in kinds:
        return
    what = f"«{f.text}»" if f.text else repr(f.id)
    can = (f"it makes only {', '.join(sorted(kinds))}" if kinds
           else "it makes no action (a static feature: it describes its card or changes values)")
    raise a.error("ability", f"{action.source}'s {action.ability} ({what} of {card.name!r}) cannot make this "
                             f"{action.kind.value} action: {can}")
