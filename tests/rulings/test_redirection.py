"""Redirecting an attack (classic 2012 216.3 / 412.5; the judges' classic:ruling-dev-429 for generated attacks):
a `redirect` action's facts describe the attack it redirects."""
import pytest

from legality.api import rule_scenario
from legality.errors import InputError
from legality.scenario import parse_scenario

SCENARIO = """title: t
edition: {edition}
cards:
  - {{id: mage, card: Кочевник, controller: second}}
  - {{id: attacker, card: Кочевник}}
  - {{id: new, card: Страж леса, controller: second}}
question:
  kind: legal
  action: {{kind: {kind}, source: mage, target: new{extra}}}
"""


def ruling(tmp_path, kind="redirect", extra="", edition="classic"):
    p = tmp_path / "s.yaml"
    p.write_text(SCENARIO.format(edition=edition, kind=kind, extra=extra), encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


@pytest.mark.parametrize("edition", ["classic", "classic-b", "classic-2012"])
def test_an_attack_is_redirected_once(tmp_path, edition):
    assert ruling(tmp_path, edition=edition).verdict == "legal"
    v = ruling(tmp_path, extra=", redirected: true", edition=edition)
    assert v.verdict == "illegal" and "classic-2012:216.3" in v.cites()
    assert {r.code for r in v.reasons} == {"already-redirected"}


def test_no_defender_after_a_redirection(tmp_path):
    v = ruling(tmp_path, kind="assign_defender", extra=", redirected: true")
    assert v.verdict == "illegal" and "already-redirected" in {r.code for r in v.reasons}


def test_a_generated_attack_is_not_redirected_under_the_classic_judges(tmp_path):
    v = ruling(tmp_path, extra=", generated: true")
    assert v.verdict == "illegal" and "classic:ruling-dev-429" in v.cites()
    assert ruling(tmp_path, extra=", generated: true", edition="classic-2012").verdict == "legal"


def test_redirected_must_be_a_boolean(tmp_path):
    p = tmp_path / "s.yaml"
    p.write_text(SCENARIO.format(edition="classic", kind="redirect", extra=", redirected: 2"), encoding="utf-8")
    with pytest.raises(InputError, match="redirected"):
        parse_scenario(str(p))


def test_a_redirection_in_a_trace_is_unknown_not_ignored(tmp_path):
    p = tmp_path / "seq.yaml"
    p.write_text("""title: t
edition: classic
cards:
  - {id: a, card: Кочевник, cell: [3, 2]}
  - {id: b, card: Страж леса, controller: second, cell: [2, 2]}
  - {id: c, card: Страж леса, controller: second, cell: [2, 3]}
question:
  kind: sequence
  events:
    - declare: hit
      action: {kind: simple_strike, source: a, target: b}
      strength: weak
      counter_strength: weak
    - respond: r
      action: {kind: redirect, source: c, target: c}
    - resolve: r
    - resolve: hit
""", encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    # the trace follows it (legality/stack/redirects.py): the strike now falls on c, the card it was declared at
    # stays b; under an edition without the judges' reading of the new target's reach it stays unknown
    assert r.answer.verdict == "traced", r.answer.unknown
    assert r.answer.final["c"]["wounds"] == 1 and r.answer.final["b"]["wounds"] == 0
    assert "classic-2012:412.5" in {x for s in r.answer.steps for n in s.notes for x in n.rules}
    p.write_text(p.read_text(encoding="utf-8").replace("edition: classic\n", "edition: classic-2012\n"),
                 encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    assert r.answer.verdict == "unknown" and any("redirection" in u for u in r.answer.unknown)
