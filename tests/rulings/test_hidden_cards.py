"""Hidden cards (legality/hidden.py, legality/rules/hidden_cards.py): classic 2012 415.3 (a hidden target meets the
ability's conditions: its text is not read at declaration), 415.5 (no revealing at will), and the classic judges'
rulings dev-081 (a hidden card's permanent abilities do not act) and dev-048 (no hiding at will). Where the rules
in force do not set a hidden card's text aside, the text is read as always (unknown when it could bear)."""
import pytest

from legality.api import rule_scenario
from legality.scenario import parse_scenario

SCENARIO = """title: t
edition: {edition}
card_base: classic-relaunch-cards.json
cards:
  - {{id: archer, card: Гном-арбалетчик, from: base, controller: first, revealed: {archer_revealed}, cell: [2, 3]}}
  - {{id: girhilla, card: Гирхилла, from: base, controller: second, revealed: {girhilla_revealed}}}
  - {{id: guard, card: Кочевник, from: base, controller: second, revealed: {guard_revealed}, cell: [4, 3]}}
question:
  kind: {question}
  step: {step}
  action: {{kind: {kind}, source: {source}, target: {target}}}
"""


def answer(tmp_path, edition="classic", kind="shot", source="archer", target="guard", girhilla=False, guard=True,
           archer=True, step="declaration", question="legal"):
    p = tmp_path / "s.yaml"
    p.write_text(SCENARIO.format(edition=edition, kind=kind, source=source, target=target, step=step,
                                 question=question, girhilla_revealed=str(girhilla).lower(),
                                 guard_revealed=str(guard).lower(), archer_revealed=str(archer).lower()),
                 encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


def test_a_hidden_cards_restriction_does_not_act_under_the_judges(tmp_path):
    v = answer(tmp_path)
    assert v.verdict == "legal" and "classic:ruling-dev-081" in v.cites()


def test_a_revealed_cards_restriction_is_read_unknown_while_the_text_is_not_understood(tmp_path):
    v = answer(tmp_path, girhilla=True)
    assert v.verdict == "unknown" and any("Гирхилла" in u for u in v.unknown)


@pytest.mark.parametrize("edition", ["classic-2012", "classic-b"])
def test_without_the_judges_ruling_a_hidden_cards_text_is_still_read(tmp_path, edition):
    # 2012 415.2.a would have revealed such a card: nothing in these editions sets its text aside
    v = answer(tmp_path, edition=edition)
    assert v.verdict == "unknown" and "classic:ruling-dev-081" not in v.cites()


def test_a_hidden_target_is_legal_and_its_text_is_not_read_at_declaration(tmp_path):
    v = answer(tmp_path, edition="classic-2012", target="girhilla", girhilla=False)
    assert v.verdict == "legal" and "classic-2012:415.3" in v.cites()


def test_after_declaration_the_target_is_revealed_and_read(tmp_path):
    # the Target object reveals the final target (216.4): at a later step its text bears again
    v = answer(tmp_path, edition="classic-2012", target="girhilla", girhilla=True, step="execution")
    assert v.verdict == "unknown" and "classic-2012:415.3" not in v.cites()


def test_a_hidden_source_declaring_is_revealed_by_it_and_keeps_its_text(tmp_path):
    from legality.hidden import acting_state
    from legality.scenario import parse_scenario
    answer(tmp_path, kind="simple_strike", source="girhilla", target="archer", girhilla=False)
    s = parse_scenario(str(tmp_path / "s.yaml"))
    state, set_aside = acting_state(s.state, s.question.action, "classic")
    assert not set_aside and state.card("girhilla").card.features == s.state.card("girhilla").card.features


@pytest.mark.parametrize("edition", ["classic", "classic-b", "classic-2012"])
def test_no_revealing_ones_own_card_at_will(tmp_path, edition):
    v = answer(tmp_path, edition=edition, kind="reveal", source="guard", target="guard", guard=False)
    assert v.verdict == "illegal" and "classic-2012:415.5" in v.cites()
    o = answer(tmp_path, edition=edition, kind="reveal", source="guard", target="guard", guard=False,
               question="oblige")
    assert o.verdict == "not-obliged"


def test_revealing_an_enemy_card_is_not_the_players_own_at_will(tmp_path):
    v = answer(tmp_path, edition="classic-2012", kind="reveal", source="archer", target="guard", guard=False)
    assert "classic-2012:415.5" not in v.cites()


def test_no_hiding_a_revealed_card_at_will_under_the_judges(tmp_path):
    v = answer(tmp_path, kind="hide", source="guard", target="guard")
    assert v.verdict == "illegal" and "classic:ruling-dev-048" in v.cites()
    assert "classic:ruling-dev-048" not in answer(tmp_path, edition="classic-2012", kind="hide", source="guard",
                                                  target="guard").cites()
