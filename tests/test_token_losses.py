"""Token losses as events (legality/rules/token_losses.py, the tracer): paying tokens and an effect taking them
fire `lose_token` with the number lost at once; a card leaving play with tokens loses none; «2 или более»
(`value_at_least`), X from the event (`amount: event.value`); an edition without the judges' reading: unknown."""
import pytest

from legality.api import rule_scenario
from legality.errors import InputError
from legality.scenario import parse_scenario

WATCHER = """
  - id: watcher
    controller: first
    inline:
      name: Наблюдатель
      type: creature
      cost: 4
      lives: 9
      strike: [1, 2, 2]
      text: "Когда ваша карта теряет {counter} — получает X {counter}."
      features:
        - id: f1
          text: "Когда ваша карта теряет {counter} — получает X {counter}."
          kind: triggered
          params:
            chain:
              event: lose_token
              target: own
              where: {value_at_least: AT_LEAST}
              effect: {kind: gain, target: self, gain: {counter: token, amount: event.value}}
        - id: f2
          text: "2 {counter}: Разряд на 4."
          kind: activated
          params: {cost: 2 фишки, ability: Разряд, value: "4", action: discharge}
"""
MAGE = "  - {id: mage, controller: first, tokens: 3, inline: {name: Маг, type: creature, cost: 4, lives: 7, strike: [1, 1, 2]}}\n"
FOE = "  - {id: foe, controller: second, open: false, inline: {name: Враг, type: creature, cost: 4, lives: 9, strike: [1, 1, 1]}}\n"


def _trace(tmp_path, events, at_least=2, edition="classic", watcher_tokens=0):
    w = WATCHER.replace("AT_LEAST", str(at_least))
    if watcher_tokens:
        w = w.replace("    controller: first\n", f"    controller: first\n    tokens: {watcher_tokens}\n", 1)
    text = f"title: t\nedition: {edition}\nstate: {{active: first}}\ncards:\n{w}{MAGE}{FOE}" \
           f"question:\n  kind: sequence\n  events:\n{events}"
    p = tmp_path / "s.yaml"
    p.write_text(text, encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def test_an_effect_taking_tokens_is_a_loss_and_gains_x(tmp_path):
    a = _trace(tmp_path, "    - lose_tokens: mage\n      amount: 2\n")
    assert a.fired() == ("f1: watcher → watcher",)
    assert a.final["mage"]["tokens"] == 1 and a.final["watcher"]["tokens"] == 2
    assert "classic:ruling-dev-413" in a.cites()


def test_a_card_loses_at_most_the_tokens_it_has(tmp_path):
    a = _trace(tmp_path, "    - lose_tokens: mage\n      amount: 5\n")
    assert a.final["mage"]["tokens"] == 0 and a.final["watcher"]["tokens"] == 3


def test_fewer_than_the_threshold_does_not_fire(tmp_path):
    a = _trace(tmp_path, "    - lose_tokens: mage\n      amount: 1\n")
    assert a.fired() == () and a.final["mage"]["tokens"] == 2


def test_a_payment_is_a_loss(tmp_path):
    a = _trace(tmp_path, "    - declare: d\n      action: {kind: discharge, source: watcher, target: foe, param: 4, "
                         "tokens_paid: 2}\n    - resolve: d\n", watcher_tokens=2)
    assert a.fired() == ("f1: watcher → watcher",)
    assert a.final["watcher"]["tokens"] == 2          # paid 2, then gained X = 2


def test_a_death_with_tokens_is_no_loss(tmp_path):
    a = _trace(tmp_path, "    - destroy: mage\n")
    assert a.fired() == () and "classic:ruling-dev-413" in a.cites()


@pytest.mark.parametrize("events", ["    - lose_tokens: mage\n      amount: 2\n", "    - destroy: mage\n"])
def test_without_the_judges_reading_it_is_unknown(tmp_path, events):
    a = _trace(tmp_path, events, edition="classic-2012")
    assert a.verdict == "unknown" and any("token" in u for u in a.unknown)


def test_lose_tokens_needs_an_amount(tmp_path):
    with pytest.raises(InputError):
        _trace(tmp_path, "    - lose_tokens: mage\n")
