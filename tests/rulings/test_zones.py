"""Zones: summoning and resurrection by a card's `summon:` reading (classic 2012 glossary «Summoning»,
«Resurrection»; the judges' dev-099 on symbiotes), incarnation (glossary «Incarnation X») and Уникальность.
Where the source's summon is kept text, the answer is unknown; bad `summon:` input is one line and exit 2."""
import subprocess
import sys

import pytest

from legality.api import rule_scenario
from legality.scenario import parse_scenario

SUMMONER = """  - id: src
    controller: first
    inline:
      name: Призыватель
      type: creature
      cost: 3
      lives: 5
      features:
        - id: f1
          text: "{{tap}}: вызвать тёмное существо стоимостью 3 или менее."
{kind_and_reading}
"""
READING = """          kind: activated
          summon: {reading}"""

SCENARIO = """title: t
edition: {edition}
card_base: classic-relaunch-cards.json
cards:
{summoner}
  - {{id: tgt, card: {target}, from: base, controller: first, zone: {zone}{tokens}}}
{extra}
question:
  kind: legal
  action: {{kind: {kind}, source: src, target: tgt{x}}}
"""


def answer(tmp_path, reading="{element: [dark], cost_at_most: 3}", target="Скелет", zone="deck", kind="summon",
           edition="classic", extra="", x="", tokens=""):
    kr = READING.format(reading=reading) if reading is not None else ""
    p = tmp_path / "s.yaml"
    p.write_text(SCENARIO.format(edition=edition, summoner=SUMMONER.format(kind_and_reading=kr), target=target,
                                 zone=zone, kind=kind, extra=extra, x=x, tokens=tokens), encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


def test_a_card_the_reading_admits_is_summoned_from_the_deck(tmp_path):
    v = answer(tmp_path)
    assert v.verdict == "legal" and "classic-2012:вызов" in v.cites()


@pytest.mark.parametrize("reading", ["{element: [swamp]}", "{cost_at_most: 2}", "{classes: [Демон]}",
                                     "{names: [Скелет-лучник]}", "{not_types: [creature]}"])
def test_a_card_the_reading_does_not_admit_is_not_summoned(tmp_path, reading):
    v = answer(tmp_path, reading=reading)
    assert v.verdict == "illegal" and {r.code for r in v.reasons} == {"summon-condition-unmet"}


def test_a_summon_brings_a_card_only_from_the_deck(tmp_path):
    v = answer(tmp_path, zone="graveyard")
    assert v.verdict == "illegal" and "summon-not-from-deck" in {r.code for r in v.reasons}


def test_a_resurrection_brings_a_card_from_the_graveyard(tmp_path):
    reading = "{from: graveyard, element: [dark]}"
    assert answer(tmp_path, reading=reading, zone="graveyard", kind="resurrect").verdict == "legal"
    v = answer(tmp_path, reading=reading, zone="deck", kind="resurrect")
    assert v.verdict == "illegal" and "resurrect-not-from-graveyard" in {r.code for r in v.reasons}


def test_a_symbiote_is_summoned_only_onto_a_host_under_the_judges(tmp_path):
    v = answer(tmp_path, reading="{element: [dark]}", target="Могильный жук")
    assert v.verdict == "illegal" and "classic:ruling-dev-099" in v.cites()
    assert answer(tmp_path, reading="{element: [dark], onto: host}", target="Могильный жук").verdict == "legal"
    # the 2012 text alone (a symbiote is a creature, 208.2) does not bar it
    assert answer(tmp_path, reading="{element: [dark]}", target="Могильный жук",
                  edition="classic-2012").verdict == "legal"


def test_a_cost_of_x_reads_the_declared_x(tmp_path):
    assert answer(tmp_path, reading="{cost_at_most: X}", x=", x: 3, x_from: declared").verdict == "legal"
    assert answer(tmp_path, reading="{cost_at_most: X}", x=", x: 2, x_from: declared").verdict == "illegal"


def test_a_name_already_in_the_squad(tmp_path):
    extra = "  - {id: twin, card: Скелет, from: base, controller: first}"
    assert answer(tmp_path, reading="{not_in_squad: true}", extra=extra).verdict == "illegal"
    enemy = "  - {id: twin, card: Скелет, from: base, controller: second}"
    assert answer(tmp_path, reading="{not_in_squad: true}", extra=enemy).verdict == "legal"


def test_a_summon_kept_as_text_is_unknown(tmp_path):
    v = answer(tmp_path, reading=None)
    assert v.verdict == "unknown" and any("Призыватель" in u for u in v.unknown)


@pytest.mark.parametrize("reading,message", [
    ("{from: hand}", "summon.from: unknown value 'hand'"),
    ("{types: [dragon]}", "summon.types: unknown value 'dragon'"),
    ("{cost_at_most: Y}", "summon.cost_at_most: expected an integer or X"),
    ("{color: dark}", "summon.color"),
])
def test_bad_summon_input_is_one_line_and_exit_2(tmp_path, reading, message):
    p = tmp_path / "s.yaml"
    p.write_text(SCENARIO.format(edition="classic", summoner=SUMMONER.format(
        kind_and_reading=READING.format(reading=reading)), target="Скелет", zone="deck", kind="summon", extra="",
        x="", tokens=""), encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "legality", "check", str(p)], capture_output=True, text=True)
    assert run.returncode == 2 and message in run.stderr and len(run.stderr.strip().splitlines()) == 1
    assert "Traceback" not in run.stderr


INCARNATE = """title: t
edition: classic
cards:
  - id: src
    controller: first
    zone: {zone}
    tokens: {tokens}
    inline:
      name: Инкарнирующий
      type: creature
      cost: 3
      lives: 5
      features:
{features}
{extra}
question:
  kind: legal
  action: {{kind: incarnate, source: src, target: src}}
"""
INC = "        - {id: inc, text: Инкарнация 3., kind: keyword, keyword: Инкарнация, params: {value: 3}}"
UNIQ = "        - {id: uniq, text: Уникальность, kind: keyword, keyword: Уникальность}"


def incarnate(tmp_path, zone="graveyard", tokens=3, features=(INC,), extra=""):
    p = tmp_path / "i.yaml"
    p.write_text(INCARNATE.format(zone=zone, tokens=tokens, features="\n".join(features), extra=extra),
                 encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


def test_incarnation_needs_the_graveyard_the_keyword_and_x_tokens(tmp_path):
    v = incarnate(tmp_path)
    assert v.verdict == "legal" and "classic-2012:инкарнация" in v.cites()
    codes = lambda v: {r.code for r in v.reasons}
    assert codes(incarnate(tmp_path, tokens=2)) == {"incarnation-tokens-short"}
    assert "incarnate-not-in-graveyard" in codes(incarnate(tmp_path, zone="deck"))
    assert codes(incarnate(tmp_path, features=(UNIQ,))) == {"no-incarnation"}


def test_a_unique_card_does_not_incarnate_beside_its_namesake(tmp_path):
    twin = """  - id: twin
    controller: {who}
    inline: {{name: Инкарнирующий, type: creature, cost: 3, lives: 5, features: [{{id: inc, text: Инкарнация 3.,
      kind: keyword, keyword: Инкарнация, params: {{value: 3}}}}, {{id: uniq, text: Уникальность, kind: keyword,
      keyword: Уникальность}}]}}"""
    v = incarnate(tmp_path, features=(INC, UNIQ), extra=twin.format(who="first"))
    assert v.verdict == "illegal" and "classic-2012:уникальность" in v.cites()
    assert incarnate(tmp_path, features=(INC, UNIQ), extra=twin.format(who="second")).verdict == "legal"


ATTACH = """title: t
edition: classic
card_base: classic-relaunch-cards.json
cards:
  - {{id: rider, card: Сугед, from: base, controller: first{rider_host}}}
  - {{id: host, card: {host}, from: base, controller: first{host_zone}}}
{extra}
question:
  kind: legal
  action: {{kind: attach, source: rider, target: host}}
"""


def attach(tmp_path, host="Кочевник", extra="", host_zone="", rider_host=""):
    p = tmp_path / "a.yaml"
    p.write_text(ATTACH.format(host=host, extra=extra, host_zone=host_zone, rider_host=rider_host), encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


def test_a_plain_creature_without_a_symbiote_may_host(tmp_path):
    # Сугед's own sentence is kept text that does not name hosts: the rules on hosts decide
    assert attach(tmp_path).verdict == "legal"


@pytest.mark.parametrize("host,code", [("Виверна", "host-not-plain-creature"),
                                       ("Могильный жук", "host-not-plain-creature")])
def test_a_creature_with_a_subtype_hosts_nothing(tmp_path, host, code):
    v = attach(tmp_path, host=host)
    assert v.verdict == "illegal" and code in {r.code for r in v.reasons} and "classic-2012:210.3" in v.cites()


def test_a_host_in_the_graveyard_hosts_nothing(tmp_path):
    v = attach(tmp_path, host_zone=", zone: graveyard")
    assert "host-not-in-play" in {r.code for r in v.reasons}


def test_one_symbiote_per_host(tmp_path):
    other = "  - {id: other, card: Могильный жук, from: base, controller: first, host: host}"
    v = attach(tmp_path, extra=other)
    assert v.verdict == "illegal" and "classic-2012:210.4" in v.cites()


def test_a_host_must_be_another_card_of_the_scenario(tmp_path):
    p = tmp_path / "a.yaml"
    p.write_text(ATTACH.format(host="Кочевник", extra="", host_zone="", rider_host=", host: nobody"),
                 encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "legality", "check", str(p)], capture_output=True, text=True)
    assert run.returncode == 2 and "host 'nobody' is not another card" in run.stderr


TYPED = """title: t
edition: {edition}
card_base: classic-relaunch-cards.json
cards:
  - {{id: src, card: Лучник Дзара, from: base, controller: first, cell: [2, 3]{typed}}}
  - {{id: enemy, card: Кочевник, from: base, controller: second, cell: [4, 3]}}
question:
  kind: legal
  action: {action}
"""


def typed(tmp_path, action, typed=", type: artifact", edition="classic"):
    p = tmp_path / "t.yaml"
    p.write_text(TYPED.format(action=action, typed=typed, edition=edition), encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


@pytest.mark.parametrize("action,code", [("{kind: move, source: src}", "artifact-no-move"),
                                         ("{kind: simple_strike, source: src, target: enemy}", "artifact-no-strike")])
def test_a_card_become_an_artifact_neither_moves_nor_strikes(tmp_path, action, code):
    v = typed(tmp_path, action)
    assert v.verdict == "illegal" and code in {r.code for r in v.reasons}
    assert code not in {r.code for r in typed(tmp_path, action, typed="").reasons}


def test_an_artifact_attacks_with_its_ability(tmp_path):
    v = typed(tmp_path, "{kind: shot, source: src, target: enemy}")
    assert v.verdict == "legal" and "classic-2012:205.5.c" in v.cites()


def test_a_card_type_that_does_not_exist_is_bad_input(tmp_path):
    p = tmp_path / "t.yaml"
    p.write_text(TYPED.format(action="{kind: move, source: src}", typed=", type: artefact", edition="classic"),
                 encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "legality", "check", str(p)], capture_output=True, text=True)
    assert run.returncode == 2 and "cards[0].type" in run.stderr


def test_formation_counts_a_neighbour_only_while_it_is_a_creature(tmp_path):
    from pathlib import Path
    src = Path(__file__).parents[2] / "legality/scenarios/rulings/dev-146-nairung-artifact-no-formation.yaml"
    text = src.read_text(encoding="utf-8")
    values = {}
    for label, doc in (("artifact", text), ("creature", text.replace("    type: artifact\n", "", 1))):
        p = tmp_path / f"{label}.yaml"
        p.write_text(doc, encoding="utf-8")
        [r] = rule_scenario(parse_scenario(str(p)))
        values[label] = {o["value"] for o in r.answer.to_json()["outcomes"]}
    assert values == {"artifact": {1}, "creature": {2}}
