"""The `fight` question: a view on the stack tracer's battle, over every reachable die roll."""
import os

import pytest

from legality.api import rule_scenario
from legality.scenario import parse_scenario
from legality.stack.fight import responding_tier
from legality.attack.dice import tier_of

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SC = os.path.join(ROOT, "legality", "scenarios")

# classic 2012 205.6 as printed: difference favouring the initiating creature (positive) or the responding one
TABLE = {1: ("weak", "miss"), 2: ("medium", "weak"), 3: ("medium", "miss"), 4: ("strong", "weak"),
         5: ("strong", "miss"), -1: ("weak", "miss"), -2: ("miss", "miss"), -3: ("miss", "weak"),
         -4: ("weak", "medium"), -5: ("miss", "medium")}


@pytest.mark.parametrize("own", range(1, 7))
@pytest.mark.parametrize("other", range(1, 7))
def test_strike_table_both_columns(own, other):
    d = own - other
    if d == 0:
        want = ("weak", "miss") if own <= 4 else ("miss", "weak")
    else:
        want = TABLE[max(-5, min(5, d))]
    assert (tier_of(own, other), responding_tier(own, other)) == want


def _write(tmp_path, text):
    p = tmp_path / "f.yaml"
    p.write_text(text, encoding="utf-8")
    return str(p)


FIGHT = """
title: t
edition: {edition}
cards:
  - {{id: nomad, card: Кочевник, controller: first}}
  - {{id: guard, card: Страж леса, controller: second, open: {open}}}
state: {{active: first}}
question:
  kind: {kind}
{body}
"""


@pytest.mark.parametrize("strength,counter", [("medium", "weak"), ("strong", "weak"), ("weak", "medium")])
def test_fight_outcome_is_the_sequence_trace(tmp_path, strength, counter):
    """One engine, two views: the fight's outcome for stated strengths is the sequence's final state."""
    seq = FIGHT.format(edition="classic", open="true", kind="sequence", body=f"""  events:
    - declare: attack
      action: {{kind: simple_strike, source: nomad, target: guard}}
      strength: {strength}
      counter_strength: {counter}
    - resolve: attack""")
    fight = FIGHT.format(edition="classic", open="true", kind="fight", body=f"""  action: {{kind: simple_strike, source: nomad, target: guard}}
  strength: {strength}
  counter_strength: {counter}""")
    t = rule_scenario(parse_scenario(_write(tmp_path, seq)))[0].answer
    f = rule_scenario(parse_scenario(_write(tmp_path, fight)))[0].answer
    assert f.verdict == "fixed"
    (o,) = f.result.outcomes
    for cid in ("nomad", "guard"):
        assert dict(o.wounds).get(cid, 0) == t.final[cid]["wounds"]
    assert ("nomad" in o.closed) == (not t.final["nomad"]["open"])


def test_rolls_cover_all_36_and_engines_agree(tmp_path):
    text = FIGHT.format(edition="classic", open="true", kind="fight",
                        body="  action: {kind: simple_strike, source: nomad, target: guard}")
    sc = parse_scenario(_write(tmp_path, text))
    z3a = rule_scenario(sc, engine="z3")[0].answer
    fast = rule_scenario(sc, engine="fast")[0].answer
    assert z3a.result.rolled == 36 and sum(o.rolls() for o in z3a.result.outcomes) == 36
    assert [o.key() for o in z3a.result.outcomes] == [o.key() for o in fast.result.outcomes]


def test_closed_target_one_roll(tmp_path):
    text = FIGHT.format(edition="classic", open="false", kind="fight",
                        body="  action: {kind: simple_strike, source: nomad, target: guard}")
    a = rule_scenario(parse_scenario(_write(tmp_path, text)))[0].answer
    assert not a.result.battle and a.result.rolled == 6 and a.result.die_rules == ("classic-2012:205.4",)
    assert sorted(dict(o.wounds)["guard"] for o in a.result.outcomes) == [1, 2, 3]


def test_unreachable_stated_pair_is_unknown(tmp_path):
    text = FIGHT.format(edition="classic", open="true", kind="fight", body="""  action: {kind: simple_strike, source: nomad, target: guard}
  strength: weak
  counter_strength: weak""")
    a = rule_scenario(parse_scenario(_write(tmp_path, text)))[0].answer
    assert a.verdict == "unknown" and "205.6" in a.result.unknown[0]


def test_generated_fight_without_a_rule_is_unknown():
    """The generated-fight rules are the classic judges'; heroes has none here: never a guess."""
    sc = parse_scenario(os.path.join(SC, "rulings", "dev-242-matriarch-order-no-defender.yaml"))
    classic, c2012 = rule_scenario(sc, ["classic", "classic-2012"])
    assert classic.answer.verdict == "fixed"
    assert c2012.answer.verdict == "unknown"


def test_generated_fight_refuses_the_defender_in_legal_too(tmp_path):
    """The same rule in every kind: `legal` on assigning a defender against a generated strike is illegal."""
    text = """
title: t
edition: classic
cards:
  - {id: nomad, card: Кочевник, controller: first}
  - {id: guard, card: Страж леса, controller: second}
state: {active: first}
question:
  kind: legal
  action: {kind: assign_defender, source: guard, target: nomad, generated: true}
"""
    a = rule_scenario(parse_scenario(_write(tmp_path, text)))[0].answer
    assert a.verdict == "illegal" and "classic:ruling-dev-429" in a.cites()
