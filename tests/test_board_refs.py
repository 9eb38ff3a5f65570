"""The card an effect refers to (an action's `about`: the attacked, the destroyed card), a card out of play read
where it stood, and Добивание's adjacency (legality/board.py, rules/interruption.py): each decided on the board
the same way in every question kind, and `unknown` naming the missing fact where the scenario does not give it."""
from __future__ import annotations

import os
from dataclasses import replace

from legality.api import load_scenario, rule_action, rule_scenario
from legality.board import last_standing, parse_at
from legality.cli.main import main
from model import Action, ActionKind

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULINGS = os.path.join(ROOT, "legality", "scenarios", "rulings")
STACK = os.path.join(ROOT, "legality", "scenarios", "stack")


def _scenario(path):
    return load_scenario(path if os.path.isabs(path) else os.path.join(RULINGS, path))


def _with(state, cid, **changes):
    return replace(state, cards=tuple(replace(c, **changes) if c.id == cid else c for c in state.cards))


def test_without_about_the_answer_is_unknown_naming_it():
    sc = _scenario("dev-012-a-orc-crusher-rage-wounds-companion.yaml")
    v = rule_action(sc.state, replace(sc.question.action, about=None), "classic")
    assert v.verdict == "unknown" and any("`about`" in u for u in v.unknown)


def test_companion_is_next_to_the_attacked_210_9_a_and_a_far_card_is_not():
    sc = _scenario("dev-012-a-orc-crusher-rage-wounds-companion.yaml")
    assert rule_action(sc.state, sc.question.action, "classic").verdict == "legal"
    # wherever its host stands, a companion stands in the host's cell (210.2, 210.8): still next to it
    moved = _with(sc.state, "host", cell=parse_at("C3'"))
    assert rule_action(moved, sc.question.action, "classic").verdict == "legal"
    far = _scenario("dev-012-b-orc-crusher-rage-not-far-card.yaml")
    assert rule_action(far.state, far.question.action, "classic").verdict == "illegal"


def test_facing_reads_a_parasite_in_its_hosts_cell_and_is_unknown_without_it():
    sc = _scenario("dev-133-b-drummer-not-without-opposite.yaml")
    v = rule_action(_with(sc.state, "host", cell=None), sc.question.action, "classic")
    assert v.verdict == "unknown" and any("host" in u for u in v.unknown)


def test_a_card_out_of_play_is_read_where_it_stood():
    sc = _scenario("dev-322-b-sower-poisons-next-to-dead-ground-creature.yaml")
    assert last_standing(sc.state, "dead") == ("cell", parse_at("C2'"))
    moved_away = _with(sc.state, "dead", cell=parse_at("E3'"))
    v = rule_action(moved_away, sc.question.action, "classic")
    assert v.verdict == "illegal" and "card-forbid" in {r.code for r in v.reasons}
    unstated = _with(sc.state, "dead", cell=None)
    v = rule_action(unstated, sc.question.action, "classic")
    assert v.verdict == "unknown" and any("stood on when it left play" in u for u in v.unknown)


def test_a_flyer_stood_on_no_cell():
    sc = _scenario("dev-322-a-sower-no-target-next-to-dead-flyer.yaml")
    assert last_standing(sc.state, "dead") == ("flying",)


def test_the_feature_card_out_of_play_reads_its_own_last_cell():
    sc = _scenario("dev-001-a-war-wagon-opens-creature-next-to-it.yaml")
    assert rule_action(sc.state, sc.question.action, "classic").verdict == "legal"
    elsewhere = _with(sc.state, "wagon", cell=parse_at("E2"))
    assert rule_action(elsewhere, sc.question.action, "classic").verdict == "illegal"


# dev-398-a as it was written before Кулхан was named from the base (his trigger is compiled now, and the ruling
# asked as a chain): the hand reading's board condition `target_behind_about` on a prohibition of wounding
KULHAN_HAND = """title: t
edition: classic
card_base: classic-relaunch-cards.json
cards:
  - id: kulhan
    controller: first
    at: B2
    inline:
      name: Кулхан
      type: creature
      cost: 6
      lives: 12
      strike: [2, 2, 3]
      move: 1
      element: steppe
      class: [Тоа-Дан]
      text: "Строй: {zom} . При ударе ранить существо противника, стоящее позади атакованного, на X, где X величина удара (воздействие рунная пика )"
      features:
        - {id: formation, text: "Строй: {zom} .", kind: keyword, keyword: Строй}
        - id: rune-pike
          text: "При ударе ранить существо противника, стоящее позади атакованного, на X, где X величина удара (воздействие рунная пика )"
          kind: triggered
          listens: [simple_strike]
          touches: [wounds]
        - id: rune-pike-behind
          text: "При ударе ранить существо противника, стоящее позади атакованного, на X, где X величина удара (воздействие рунная пика )"
          kind: permanent
          modality: forbid
          actions: [wound]
          role: source
          scope: self
          board: {target_behind_about: false}
  - {id: own, card: Кочевник, controller: first, at: C2}
  - {id: back, card: Кочевник, controller: second, at: C3}
  - {id: front, card: Кочевник, controller: second, at: C1}
state: {active: first}
question:
  kind: legal
  text: Кулхан ударил своё существо на C2. Ранит ли рунная пика существо на C3 (позади атакованного с точки зрения Кулхана)?
  action: {kind: wound, source: kulhan, target: back, about: own, param: 2, generated: true}
expect:
  verdict: legal
"""


def test_behind_the_attacked_is_as_the_feature_cards_controller_sees_it(tmp_path):
    p = tmp_path / "kulhan.yaml"
    p.write_text(KULHAN_HAND, encoding="utf-8")
    sc = _scenario(str(p))
    act = sc.question.action
    assert rule_action(sc.state, act, "classic").verdict == "legal"
    assert rule_action(sc.state, replace(act, targets=("front",)), "classic").verdict == "illegal"
    # an enemy attacked card: behind it is away from the striker (207.8, its controller's side), not toward him
    from model import Player
    enemy = _with(sc.state, "own", controller=Player.SECOND, cell=parse_at("B1'"))
    enemy = _with(_with(enemy, "back", cell=parse_at("B2'")), "front", cell=parse_at("B1"))
    assert rule_action(enemy, act, "classic").verdict == "legal"
    assert rule_action(enemy, replace(act, targets=("front",)), "classic").verdict == "illegal"


def test_finishing_blow_needs_an_adjacent_target_and_a_flyer_is_next_to_none():
    sc = _scenario("dev-233-a-kilsus-finishes-any-adjacent.yaml")
    act = sc.question.action
    flying = _with(sc.state, "beside", cell=None)
    flying = replace(flying, cards=tuple(replace(c, card=replace(c.card, type=type(c.card.type)("flyer")))
                                         if c.id == "beside" else c for c in flying.cards))
    v = rule_action(flying, act, "classic")
    assert v.verdict == "illegal" and "finishing-blow-not-adjacent" in {r.code for r in v.reasons}


def test_as_if_adjacent_overrides_only_the_adjacency_of_a_finishing_blow():
    """«(как стоящей рядом)» sets aside Добивание's adjacency (its own clause topic), not its X."""
    sc = _scenario("dev-073-a-headless-finishes-next-to-attacked.yaml")
    assert rule_action(sc.state, sc.question.action, "classic").verdict == "legal"
    v = rule_action(_with(sc.state, "beside", wounds=0), sc.question.action, "classic")
    assert v.verdict == "illegal" and {r.code for r in v.reasons} == {"finishing-blow-too-many-lives"}


def test_finishing_blow_with_an_unstated_cell_is_unknown_not_illegal():
    sc = _scenario("dev-233-b-kilsus-not-beyond-adjacent.yaml")
    v = rule_action(_with(sc.state, "behind", cell=None), sc.question.action, "classic")
    assert v.verdict == "unknown"
    assert any("the cell of behind" in u and "classic-2012:добивание" in u for u in v.unknown)


def test_finishing_blow_adjacency_alike_in_legal_and_in_a_sequence():
    """The interruption trace declares a finishing blow at a troll next to the finisher; with the troll two
    cells away the declaration does not enter the stack, and `legal` refuses the same blow by the same rule."""
    sc = _scenario(os.path.join(STACK, "interruption-declaration.yaml"))
    assert "blow" in rule_scenario(sc)[0].answer.outcome["entered"]
    far = replace(sc, state=_with(sc.state, "troll", cell=parse_at("C2'")))
    trace = rule_scenario(far)[0].answer
    assert "blow" in trace.outcome["not_entered"]
    refused = [n for s in trace.steps for n in s.notes if n.what == "not-entered" and n.rules]
    assert refused and "classic-2012:добивание" in refused[0].rules
    blow = Action(ActionKind.FINISHING_BLOW, "finisher", ("troll",), param=2)
    v = rule_action(far.state, blow, "classic")
    assert v.verdict == "illegal" and {r.rule for r in v.reasons} == {"classic-2012:добивание"}


def test_about_naming_no_card_is_bad_input(tmp_path, capsys):
    p = tmp_path / "bad.yaml"
    p.write_text("title: t\nedition: classic\ncards:\n  - {id: a, card: Страж леса, at: C1}\n"
                 "question: {kind: legal, action: {kind: wound, source: a, target: a, about: ghost}}\n",
                 encoding="utf-8")
    assert main(["check", str(p)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "about" in err[0] and "ghost" in err[0]


def test_a_granted_jump_gets_a_bonus_to_jumps_only_as_its_own_jump():
    """classic:ruling-dev-462: the host jumping by its symbiote's ability gains Аларино's +1; the same cell asked
    as a move of the host made by another card's ability (the Унд's, `target: host`) gains nothing (dev-214)."""
    from legality.range_bonus import range_bonus
    sc = _scenario("dev-462-a-und-host-jump-gets-alarino-bonus.yaml")
    own = sc.question.action
    assert range_bonus(sc.state, own) == 1 and rule_action(sc.state, own, "classic").verdict == "legal"
    moved = replace(own, source="und", targets=("host",))
    assert range_bonus(sc.state, moved) == 0


def test_the_compiled_rune_pike_reads_behind_as_207_8_in_a_chain():
    # dev-398-a names Кулхан from the base: his bridged trigger chooses the creature behind the attacked card as its
    # controller sees it; for an enemy attacked card that is away from Кулхан (B2' behind B1'), never toward him
    from graphs.chain import Event
    from legality.questions.chain import ChainQuestion, rule_chain, scenario_triggers
    from model import Player
    path = os.path.join(RULINGS, "dev-398-a-kulhan-behind-as-kulhan-sees.yaml")
    sc = _scenario(path)
    strike = Event("strike", "kulhan", "own", (("mode", "simple"), ("strength", "weak")))
    own = rule_chain(sc.state, ChainQuestion("", strike, scenario_triggers(path, sc.state)), "classic")
    assert own.executed() == ["f2: kulhan → back"]
    enemy = _with(sc.state, "own", controller=Player.SECOND, cell=parse_at("B1'"))
    enemy = _with(_with(enemy, "back", cell=parse_at("B2'")), "front", cell=parse_at("B1"))
    got = rule_chain(enemy, ChainQuestion("", strike, scenario_triggers(path, enemy)), "classic")
    assert got.executed() == ["f2: kulhan → back"]
