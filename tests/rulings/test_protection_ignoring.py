"""Ignoring protections (classic 2012 408.3, 411.4.a; the judges' dev-235 and dev-330): what a protection blocks
once its source ignores a protection, and what it still blocks. Strikes and the attacks of flyers are blocked
at execution like the other kinds (411.1)."""
import pytest

from legality.api import rule_scenario
from legality.scenario import parse_scenario
from legality.errors import InputError

SCENARIO = """title: t
edition: {edition}
cards:
  - id: src
    inline: {{name: Источник, type: {type}, cost: 3, lives: 6, strike: [1, 2, 3]{features}}}
    ignores: [{ignores}]{cell}
  - {{id: target, card: Страж леса, controller: second, protections: [{protections}], cell: [2, 2]}}
question:
  kind: legal
  step: {step}
  action: {{kind: {kind}, source: src, target: target}}
"""
ETUN = (", features: [{id: f1, text: 'Игнорирует особенности атакованного существа.', kind: keyword, "
        "keyword: Игнорирует, params: {what: особенности атакованного существа}}]")


def ruling(tmp_path, kind, protections, ignores="", type_="creature", edition="classic", step="execution",
           features=""):
    p = tmp_path / "s.yaml"
    # a strike next to its target, a ranged ability two cells away (classic:ruling-dev-298); a flyer on no cell
    cell = "" if type_ == "flyer" else f"\n    cell: {'[3, 2]' if 'strike' in kind and kind != 'magic_strike' else '[4, 2]'}"
    p.write_text(SCENARIO.format(edition=edition, type=type_, ignores=ignores, protections=protections, step=step,
                                 kind=kind, features=features, cell=cell), encoding="utf-8")
    [r] = rule_scenario(parse_scenario(str(p)))
    return r.answer


@pytest.mark.parametrize("kind,protection,type_,code", [
    ("simple_strike", "strikes", "creature", "protected-from-strikes"),
    ("special_strike", "strikes", "creature", "protected-from-strikes"),
    ("simple_strike", "flyer_attacks", "flyer", "protected-from-flyer-attacks"),
    ("shot", "flyer_attacks", "flyer", "protected-from-flyer-attacks")])
def test_strikes_and_flyers_attacks_are_blocked_at_execution(tmp_path, kind, protection, type_, code):
    v = ruling(tmp_path, kind, protection, type_=type_)
    assert v.verdict == "illegal" and code in {r.code for r in v.reasons}
    assert ruling(tmp_path, kind, protection, type_=type_, step="declaration").verdict == "legal"


def test_flyer_protection_does_not_block_a_creature(tmp_path):
    assert ruling(tmp_path, "simple_strike", "flyer_attacks").verdict == "legal"
    assert ruling(tmp_path, "shot", "strikes").verdict == "legal"


@pytest.mark.parametrize("kind,protection,ignores,rule", [
    ("discharge", "discharges", "discharges", "classic-2012:408.3"),
    ("discharge", "magic", "discharges", "classic-2012:411.4.a"),
    ("spell", "magic", "magic", "classic-2012:408.3"),
    ("simple_strike", "strikes", "strikes", "classic-2012:408.3")])
def test_an_ignored_protection_does_not_block(tmp_path, kind, protection, ignores, rule):
    v = ruling(tmp_path, kind, protection, ignores)
    assert v.verdict == "legal" and rule in v.cites()


@pytest.mark.parametrize("kind,protection,ignores,type_", [
    ("magic_strike", "magic", "discharges", "creature"),     # 411.4.a: only the component the attack meets
    ("spell", "spells", "discharges", "creature"),            # ignoring one kind does not touch another
    ("simple_strike", "strikes", "flyer_attacks", "creature"),  # dev-235 is about a flyer's attack
    ("shot", "shots", "strikes", "creature")])
def test_ignoring_passes_only_the_component_it_names(tmp_path, kind, protection, ignores, type_):
    v = ruling(tmp_path, kind, protection, ignores, type_=type_)
    assert v.verdict == "illegal"


@pytest.mark.parametrize("kind,protection", [("simple_strike", "strikes"), ("discharge", "magic"),
                                             ("shot", "shots"), ("magic_strike", "magic_strikes")])
def test_a_flyer_ignoring_zoal_passes_every_protection_from_its_attack(tmp_path, kind, protection):
    v = ruling(tmp_path, kind, protection, "flyer_attacks", type_="flyer")
    assert v.verdict == "legal" and not v.reasons   # the exception in 411.1 (classic:ruling-dev-235)
    u = ruling(tmp_path, kind, protection, "flyer_attacks", type_="flyer", edition="classic-2012")
    assert u.verdict == "unknown"   # the ruling is the classic judges': the 2012 text does not split by attacker
    d = ruling(tmp_path, kind, "flyer_attacks", "flyer_attacks", type_="flyer", edition="classic-2012")
    assert d.verdict == "legal" and "classic-2012:408.3" in d.cites()   # the very protection it names


def test_ignoring_the_attacked_features_acquired_protection_is_the_judges_ruling(tmp_path):
    v = ruling(tmp_path, "simple_strike", "strikes", features=ETUN)
    assert v.verdict == "legal" and not v.reasons   # the exception in 411.1 (classic:ruling-dev-330)
    u = ruling(tmp_path, "simple_strike", "strikes", features=ETUN, edition="classic-2012")
    assert u.verdict == "unknown" and any("408.2" in c for c in u.unknown)


def test_an_unknown_ignored_protection_is_bad_input(tmp_path):
    p = tmp_path / "s.yaml"
    p.write_text(SCENARIO.format(edition="classic", type="creature", ignores="armour", protections="strikes",
                                 step="execution", kind="simple_strike", features="", cell=""), encoding="utf-8")
    with pytest.raises(InputError, match=r"cards\[0\]\.ignores: unknown protection 'armour'"):
        parse_scenario(str(p))


def test_the_compiled_manticore_reads_its_printed_ignoring(tmp_path):
    """«Игнорирует {zoal}» compiled from the relaunch base is the keyword the facts read."""
    from legality.facts import situation_facts
    p = tmp_path / "s.yaml"
    p.write_text("""title: t
edition: classic
card_base: classic-relaunch-cards.json
cards:
  - {id: m, card: "Мантикора [10021]", from: base}
  - {id: t, card: Страж леса, controller: second, protections: [strikes]}
question: {kind: legal, step: execution, action: {kind: simple_strike, source: m, target: t}}
""", encoding="utf-8")
    s = parse_scenario(str(p))
    facts = situation_facts(s.state, s.question.action, "classic")
    assert facts["source.ignores_flyer_attacks"] and not facts["source.ignores_strikes"]
