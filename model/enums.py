"""The closed vocabularies of the game model. Values are the strings used in YAML files."""
from enum import Enum


_VALUES: dict = {}


class StrEnum(str, Enum):
    def __str__(self) -> str:  # print the YAML spelling, not Enum.NAME
        return self.value

    @classmethod
    def values(cls) -> tuple[str, ...]:
        try:                          # computed once per enum: card files test every action name against it
            return _VALUES[cls]
        except KeyError:
            return _VALUES.setdefault(cls, tuple(m.value for m in cls))


class Edition(StrEnum):
    CLASSIC = "classic"            # seed 000: classic comprehensive rules, sections 519.8-527
    CLASSIC_B = "classic-b"        # seed 003: another classic edition, numbered differently
    CLASSIC_2012 = "classic-2012"  # «Расширенные правила игры Берсерк Онлайн» (2012)
    HEROES = "heroes"              # «Берсерк. Герои», ed. 15 (31.05.2024)


class CardType(StrEnum):
    CREATURE = "creature"
    FLYER = "flyer"
    HERO = "hero"
    SPELL = "spell"
    SUPPORT = "support"
    ARTIFACT = "artifact"
    TERRAIN = "terrain"
    EQUIPMENT = "equipment"
    SYMBIOTE = "symbiote"


class Zone(StrEnum):
    PLAY = "play"            # the battlefield / игровая зона
    HAND = "hand"
    DECK = "deck"
    GRAVEYARD = "graveyard"
    RESERVE = "reserve"      # запас / additional deck
    BEING_PLAYED = "being_played"
    RECRUITMENT = "recruitment"   # набор: the cards recruited into the squad before the battle (classic 2012 304)
    EXILE = "exile"          # изгнание: a card exiled («изгнать») is out of the game (2012 glossary «Exile»)


class ActionKind(StrEnum):
    SIMPLE_STRIKE = "simple_strike"
    SPECIAL_STRIKE = "special_strike"
    SHOT = "shot"
    THROW = "throw"
    DISCHARGE = "discharge"
    MAGIC_STRIKE = "magic_strike"
    SPELL = "spell"
    EFFECT = "effect"              # воздействие
    MOVE = "move"
    OPEN = "open"
    CLOSE = "close"
    REVEAL = "reveal"              # вскрыть
    HIDE = "hide"                  # скрыть
    ASSIGN_DEFENDER = "assign_defender"
    PAY = "pay"
    ACCUMULATE_TOKEN = "accumulate_token"
    RECEIVE_TOKEN = "receive_token"
    SUMMON = "summon"              # вызвать
    PLAY_CARD = "play_card"        # разыграть
    RESURRECT = "resurrect"
    ATTACH = "attach"              # поместить симбиота / паразита на хозяина (classic 2012 210.2, 210.11.a)
    INCARNATE = "incarnate"        # инкарнировать: Инкарнация X brings its card from the graveyard (2012 glossary)
    DESTROY = "destroy"
    WOUND = "wound"                # ранить
    HEAL = "heal"
    POISON = "poison"              # Отравление X
    LOSE_FEATURE = "lose_feature"  # «[карта] теряет [текст]»
    EXTRACT = "extract"            # добыть
    ABILITY = "ability"            # any other declared ability
    FINISHING_BLOW = "finishing_blow"  # Добивание на X: destroy a creature with X or fewer lives left
    REDIRECT = "redirect"          # перенаправить: give an attack another target (2012 412); the attack's
                                   # facts (generated, redirected, simple) describe the attack redirected


ATTACKS = frozenset({ActionKind.SIMPLE_STRIKE, ActionKind.SPECIAL_STRIKE, ActionKind.SHOT, ActionKind.THROW,
                     ActionKind.DISCHARGE, ActionKind.MAGIC_STRIKE})


class Modality(StrEnum):
    FORBID = "forbid"    # «Не может …», a rule's «нельзя»
    PERMIT = "permit"    # «Может …», «получает способность …», a rule's «легально»
    OBLIGE = "oblige"    # «обязан …»


class FeatureKind(StrEnum):
    PERMANENT = "permanent"      # постоянная
    TRIGGERED = "triggered"      # срабатывающая
    ACTIVATED = "activated"      # играемая / активируемая
    KEYWORD = "keyword"          # a named ability whose rules the model does not need for legality
    TEXT = "text"                # kept text the compiler does not understand


class Origin(StrEnum):
    OWN = "own"            # printed on the card
    ACQUIRED = "acquired"  # приобретённый: laid on the card by another card or effect


class Step(StrEnum):
    DECLARATION = "declaration"
    PAYMENT = "payment"
    CALCULATION = "calculation"
    MODIFICATION = "modification"
    APPLICATION = "application"
    EXECUTION = "execution"


class Player(StrEnum):
    FIRST = "first"
    SECOND = "second"

    @property
    def opponent(self) -> "Player":
        return Player.SECOND if self is Player.FIRST else Player.FIRST
