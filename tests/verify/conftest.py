"""A rule registry with injected defects, swapped in for the real one while a test runs. Each defect is one
the verifier must refute:

  heroes  a prohibition and an obligation of healing that meet, with no precedence rule in force (the edition
          has no «запрет сильнее разрешения» here); a clause whose condition cannot hold; two value rules
          giving one card's X cost two values; a chain rule that does not say what a repetition is;
  classic an own permission to move a closed creature, and a borrowed classic-2012 prohibition of it that wins.
"""
import pytest

from model import Modality

from legality import api, registry, situation
from legality.cards_io import builtin_pool
from legality.triggers import builtin_triggers
from legality.expr import Const
from legality.registry import Clause, ValueClause, rule
from legality.rules import infinite_chains
from legality.ruledsl import V, forbid, is_, kind, not_, permit

CHAIN_RULE = "heroes:T.7"


def register_defects():
    rule("heroes:T.1", "Тест: нельзя лечить закрытое", "Нельзя лечить закрытую карту.", "No healing a closed card.",
         topic="t-heal-closed", clauses=[forbid("no-heal", kind("heal") & not_("target.open"), "t-no-heal",
                                                 "a closed card cannot be healed")])
    rule("heroes:T.2", "Тест: обязан лечить умирающего", "Карта с одной жизнью обязана быть вылечена.",
         "A card with one life left must be healed.", topic="t-heal-dying",
         clauses=[Clause("must-heal", Modality.OBLIGE, kind("heal") & V("target.lives_left").le(1), "t-must-heal",
                         "a card with one life left must be healed")])
    rule("heroes:T.3", "Тест: невозможное условие", "Нельзя ранить, когда лечишь.", "Never: wound while healing.",
         topic="t-never", clauses=[forbid("never", kind("wound") & kind("heal"), "t-never", "cannot hold")])
    rule("heroes:T.4", "Тест: Х вне розыгрыша равен 0", "Х вне розыгрыша равен 0.", "X is 0 outside play.",
         topic="t-x-zero", values=[ValueClause("x-zero", "cost", is_("target.cost_x") & not_("action.playing"),
                                               Const(0), "X is 0")])
    rule("heroes:T.5", "Тест: Х вне розыгрыша равен 1", "Х вне розыгрыша равен 1.", "X is 1 outside play.",
         topic="t-x-one", values=[ValueClause("x-one", "cost", is_("target.cost_x") & not_("action.playing"),
                                              Const(1), "X is 1")])
    rule(CHAIN_RULE, "Тест: цепочки", "Цепочка срабатываний продолжается.", "Chains go on.",
         topic="chain-repetition")
    rule("classic:T.1", "Тест: закрытое существо может двигаться", "Закрытое существо может передвигаться.",
         "A closed creature may move.", topic="t-move-closed",
         clauses=[permit("closed-move", kind("move") & not_("source.open"), "t-closed-move",
                         "a closed creature may move")])
    rule("classic:ответный-удар", "Тест: ответный удар", "Ответный удар — атака.", "A counterstrike is an attack.",
         topic="counterstrike-kind")
    rule("classic-2012:T.2", "Test: closed creatures do not move", "A closed creature cannot move.",
         "A closed creature cannot move.", topic="t-closed-no-move",
         clauses=[forbid("closed-no-move", kind("move") & not_("source.open"), "t-closed-no-move",
                         "a closed creature cannot move")])
    rule("classic-2012:T.3", "Test: prohibitions", "Prohibitions take precedence over permissions.",
         "Prohibition beats permission.", topic="prohibition-over-permission", meta="prohibition")


def _reset():
    registry._RULESET_CACHE.clear()
    situation.rule_clauses.cache_clear()
    situation.meta_clauses.cache_clear()
    api._Z3 = None


@pytest.fixture
def defects(monkeypatch):
    """The defect registry in place of the real one (restored afterwards)."""
    registry.load_rules()
    builtin_pool(), builtin_triggers()          # the built-in cards name real rule topics: read them first
    monkeypatch.setattr(registry, "_RULES", {})
    monkeypatch.setitem(infinite_chains.REPEAT_KEY, CHAIN_RULE, None)
    register_defects()
    _reset()
    yield
    monkeypatch.undo()
    _reset()
