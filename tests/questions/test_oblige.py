"""The `oblige` question: a view on the `legal` run — the same situation gives matching answers in both kinds."""
import os

import pytest

from legality.api import rule_scenario
from legality.scenario import parse_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SC = os.path.join(ROOT, "legality", "scenarios")


def _write(tmp_path, name, text):
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return str(p)


POSSESSED = """
title: t
edition: heroes
cards:
  - {{id: possessed, card: Одержимый, controller: first, entered: 3}}
  - {{id: target, card: Наёмник, controller: second}}
{extra}
state: {{active: first}}
question:
  kind: {kind}
  action: {{kind: simple_strike, source: possessed, target: target}}
"""


@pytest.mark.parametrize("torpor", [False, True])
@pytest.mark.parametrize("engine", ["z3", "fast"])
def test_oblige_agrees_with_legal(tmp_path, torpor, engine):
    extra = "  - {id: torpor, card: Оцепенение, controller: second, entered: 1}" if torpor else ""
    legal = parse_scenario(_write(tmp_path, "l.yaml", POSSESSED.format(kind="legal", extra=extra)))
    oblige = parse_scenario(_write(tmp_path, "o.yaml", POSSESSED.format(kind="oblige", extra=extra)))
    lv = rule_scenario(legal, engine=engine)[0].answer
    ov = rule_scenario(oblige, engine=engine)[0].answer
    assert lv.verdict == ("illegal" if torpor else "legal")
    assert ov.verdict == ("not-obliged" if torpor else "obliged")
    assert ov.legality.verdict == lv.verdict
    if torpor:   # the prohibition that makes it illegal is what overrides the obligation, with the same rules
        assert lv.cites() <= ov.cites()
        assert any("heroes:513.2" in r.rules for r in ov.overridden)
    else:
        assert [r.card for r in ov.obliged_by] == ["possessed"]


def test_no_obligation_at_all(tmp_path):
    text = POSSESSED.format(kind="oblige", extra="").replace("Одержимый", "Наёмник")
    ans = rule_scenario(parse_scenario(_write(tmp_path, "o.yaml", text)))[0].answer
    assert ans.verdict == "not-obliged" and not ans.obliged_by and "nothing obliges" in ans.why


def test_trigger_with_may_is_optional_in_heroes_and_classic():
    sc = parse_scenario(os.path.join(SC, "oblige", "odvin-guard-may-fight-405-3.yaml"))
    ans = rule_scenario(sc, ["classic", "classic-2012"])
    assert [r.answer.verdict for r in ans] == ["not-obliged", "not-obliged"]
    assert all("classic-2012:405.3" in r.answer.cites() for r in ans)


def test_own_card_obligation_is_the_classic_ruling_only():
    """The ruling dev-229 is a rule of the classic edition: under classic 2012 the obligation stands on 405.2 alone."""
    sc = parse_scenario(os.path.join(SC, "rulings", "dev-229-steppe-werewolf-own-card.yaml"))
    classic, c2012 = rule_scenario(sc, ["classic", "classic-2012"])
    assert classic.answer.verdict == c2012.answer.verdict == "obliged"
    assert "classic:ruling-dev-229" in classic.answer.cites()
    assert "classic:ruling-dev-229" not in c2012.answer.cites()


def test_several_triggers_in_one_text_are_told_apart():
    from legality.questions.oblige import trigger_part
    text = ("При движении может совершить прыжок, дальность 3 (1 раз за ход) При прыжке по прямой особый удар "
            "когтями на 2 по любому существу, через которого совершила прыжок.")
    part, _ = trigger_part(text, "special_strike")
    assert part.startswith("При прыжке")
    part, why = trigger_part(text, "move")      # both parts speak of a jump: not told apart, never guessed
    assert part is None and "cannot be told" in why


def test_json_is_stable(tmp_path):
    from legality.cli.main import main
    path = os.path.join(SC, "oblige", "possessed-torpor-prohibition-wins.yaml")
    import io, json, contextlib
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert main(["check", "--json", path]) == 0
    out = json.loads(buf.getvalue())
    a = out["rulings"][0]["answer"]
    assert a["verdict"] == "not-obliged" and "heroes:513.2" in a["cites"]
    assert a["legality"]["verdict"] == "illegal"


def test_part_of_a_declared_ability(tmp_path):
    """`part_of`: a declared ability's later part must be made (classic:ruling-dev-453), on the player's own card
    too; another legal candidate leaves the target to the player; no rule under heroes: unknown."""
    src = os.path.join(SC, "rulings", "dev-453-dark-elf-second-shot-at-own-card.yaml")
    text = open(src, encoding="utf-8").read()
    a = rule_scenario(parse_scenario(src))[0].answer
    assert a.verdict == "obliged" and "classic:ruling-dev-453" in a.cites()
    other = text.replace("  part_of: elf/f1\n", "  part_of: elf/f1\n  candidates: [far]\n").replace(
        "  - {id: nomad, card: Кочевник, controller: second, cell: [3, 5]}\n",
        "  - {id: nomad, card: Кочевник, controller: second, cell: [3, 5]}\n"
        "  - {id: far, card: Кочевник, controller: second, cell: [1, 5]}\n")
    b = rule_scenario(parse_scenario(_write(tmp_path, "b.yaml", other)))[0].answer
    assert b.verdict == "not-obliged" and set(b.choice) == {"leshy", "far"}
    c = rule_scenario(parse_scenario(src), editions=["classic-2012"])[0].answer
    assert c.verdict == "unknown" and "declared ability" in c.why


def test_hidden_card_revealed_when_its_trigger_triggers():
    """2012 415.2: a hidden card whose triggered ability has triggered is revealed at once (dev-450); heroes has
    no such rule here: unknown."""
    src = os.path.join(SC, "rulings", "dev-450-a-cursed-mage-revealed-by-trigger.yaml")
    a = rule_scenario(parse_scenario(src))[0].answer
    assert a.verdict == "obliged" and "classic-2012:415.2" in a.cites()
    h = rule_scenario(parse_scenario(src), editions=["heroes"])[0].answer
    assert h.verdict == "unknown"


def test_another_target_whose_legality_is_not_decided_makes_the_obligation_unknown():
    """dev-046-c with text the model does not read on the other candidate, touching the ability: whether that card
    is a legal target too is not decided, so neither is whether the player may choose it (never «obliged»)."""
    import dataclasses
    import os

    from legality.api import load_scenario, rule_scenario
    from model import Feature, FeatureKind
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    sc = load_scenario(os.path.join(root, "legality", "scenarios", "rulings", "dev-046-c-ber-target-choice.yaml"))
    feat = Feature("extra", "Непонятный текст", FeatureKind.TEXT, params=(("touches", ("finishing_blow",)),))
    cards = tuple(dataclasses.replace(c, card=dataclasses.replace(c.card, features=c.card.features + (feat,)))
                  if c.id == "enemy" else c for c in sc.state.cards)
    varied = dataclasses.replace(sc, state=dataclasses.replace(sc.state, cards=cards))
    a = rule_scenario(varied)[0].answer
    assert a.verdict == "unknown" and any("Непонятный текст" in u for u in a.to_json()["unknown"])
    assert rule_scenario(sc)[0].answer.verdict == "not-obliged"
