"""`unknown` exactly when not-understood card text could touch the question (issue: never a confident wrong
answer, part 1): for every question kind, an untouched not-understood feature leaves the answer decided and
equal to the answer without it; a touching one makes it `unknown` and names the text and the card; a field the
kind never reads is refused. Through the user's code path: `rule_scenario` and the CLI."""
from __future__ import annotations

import dataclasses
import os
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from legality import rule_scenario
from legality.errors import InputError
from legality.reach import TOPICS, read_sentences
from legality.scenario import BUILTIN_DIR, parse_scenario
from model import Feature, FeatureKind

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# one built-in scenario per question kind, the card the question is about, and a topic it reads
CASES = {
    "legal": ("core/lokken-defends-twice.yaml", "lokken", "assign_defender"),
    "sequence": ("stack/battle-open-enemy.yaml", "guard", "simple_strike"),
    "attack": ("attack/520-example-1-gnome-basaarg.yaml", None, "strike_value"),
    "chain": ("chains/foot-knights-522.yaml", "l2", "special_strike"),
    "property": ("conflicts/kanor-blade-dark.yaml", None, "element"),
    "cost": ("core/lightning-played-cost.yaml", None, "cost"),
}


def scenario(rel):
    return parse_scenario(os.path.join(BUILTIN_DIR, rel))


def about(sc, card):
    """The card the question is about: given, or the attack's target / the property's card / the cost's card."""
    if card:
        return card
    q = sc.question
    for attr in ("card",):
        if hasattr(q, attr):
            return getattr(q, attr)
    if hasattr(q, "spec"):
        return q.spec.final_target
    return q.action.targets[0]


def with_text(sc, card_id, text, touches=None, **kw):
    """The scenario with one more feature, kept as text, on one card."""
    params = (("touches", tuple(touches)),) if touches else ()
    feat = Feature("extra-text", text, FeatureKind.TEXT, params=params, **kw)
    cards = tuple(dataclasses.replace(c, card=dataclasses.replace(c.card, features=c.card.features + (feat,)))
                  if c.id == card_id else c for c in sc.state.cards)
    return dataclasses.replace(sc, state=dataclasses.replace(sc.state, cards=cards))


def answers(sc, engine="fast"):
    return [(r.edition, r.answer) for r in rule_scenario(sc, engine=engine)]


def plain(answer, added: str | None = None):
    """The answer's JSON without its unknowns; with `added`, a message listing the card's features (a hidden
    card's, dev-081) read as if the added text were not among them."""
    j = {k: v for k, v in answer.to_json().items() if k != "unknown"}
    if added is None:
        return j
    import json
    return json.loads(json.dumps(j, ensure_ascii=False).replace(f", «{added}»", ""))


@pytest.mark.parametrize("kind", sorted(CASES))
def test_touching_text_makes_the_answer_unknown_and_names_it(kind):
    rel, card, topic = CASES[kind]
    sc = scenario(rel)
    card = about(sc, card)
    for _ed, a in answers(with_text(sc, card, "Непонятный текст", touches=[topic])):
        assert a.verdict == "unknown", (kind, a.verdict)
        assert any("Непонятный текст" in u and card in u for u in a.to_json()["unknown"]), a.to_json()["unknown"]


@pytest.mark.parametrize("kind", sorted(CASES))
def test_untouched_text_leaves_the_answer_decided_and_unchanged(kind):
    rel, card, topic = CASES[kind]
    sc = scenario(rel)
    card = about(sc, card)
    # a topic no question kind here reads
    base = answers(sc)
    got = answers(with_text(sc, card, "Непонятный текст", touches=["extract"]))
    assert [plain(a) for _e, a in got] == [plain(a) for _e, a in base]
    assert all(a.verdict != "unknown" for _e, a in got)


@pytest.mark.parametrize("kind", sorted(CASES))
def test_words_with_no_known_topic_could_touch_anything(kind):
    rel, card, _topic = CASES[kind]
    sc = scenario(rel)
    card = about(sc, card)
    for _ed, a in answers(with_text(sc, card, "Абракадабра зеленеет")):
        assert a.verdict == "unknown"
        assert "could bear on anything" in " ".join(a.to_json()["unknown"])


def test_a_ranged_attack_modifier_does_not_block_a_question_about_defending():
    """The issue's example: «-1 от дальних атак» on Лёккен cannot bear on whether he may defend."""
    sc = scenario(CASES["legal"][0])
    base = answers(sc)
    got = answers(with_text(sc, "lokken", "-1 от дальних атак"))
    assert [a.verdict for _e, a in got] == [a.verdict for _e, a in base] == ["legal"]
    assert [sorted(a.cites()) for _e, a in got] == [sorted(a.cites()) for _e, a in base]


def test_a_defence_text_blocks_a_question_about_defending():
    sc = scenario(CASES["legal"][0])
    got = answers(with_text(sc, "lokken", "Не может выступать защитником, если ранен"))
    assert [a.verdict for _e, a in got] == ["unknown"]


def test_a_replacement_on_the_struck_card_makes_the_attack_unknown():
    """Today's defect: an attack ignored text on the attacked card itself."""
    sc = scenario(CASES["attack"][0])
    target = about(sc, None)
    for _ed, a in answers(with_text(sc, target, "Вместо получения ран от удара получает фишку")):
        assert a.verdict == "unknown"


def test_a_trigger_written_as_text_makes_the_chain_unknown():
    """Today's defect: a trigger written as text never fired and the chain said "nothing triggers"."""
    sc = scenario(CASES["chain"][0])
    for _ed, a in answers(with_text(sc, "l1", "При ударе по этому существу наносит удар на 1 атаковавшему")):
        assert a.verdict == "unknown"
        assert any("could fire on" in u for u in a.unknown)


def test_an_activated_ability_written_as_text_does_not_touch_a_chain():
    """Nobody declares an ability inside a chain: «{tap}: …» text cannot change where it stops."""
    sc = scenario(CASES["chain"][0])
    base = answers(sc)
    got = answers(with_text(sc, "l1", "{tap}: Удар на 2 по выбранному существу"))
    assert [plain(a) for _e, a in got] == [plain(a) for _e, a in base]


def test_text_of_another_card_that_names_other_cards_counts():
    """An aura («Ваши существа …») on a card the question is not about still bears on it."""
    sc = scenario(CASES["legal"][0])
    got = answers(with_text(sc, "attacker", "Существа противника не могут выступать защитниками"))
    assert [a.verdict for _e, a in got] == ["unknown"]
    got = answers(with_text(sc, "attacker", "Не может выступать защитником"))   # about itself only
    assert [a.verdict for _e, a in got] == ["legal"]


def test_sentences_are_read_one_by_one():
    s = read_sentences("Закрыться: Разряд на 1, дальность 4. +1 к разряду за каждую фишку. При разряде теряет все фишки")
    assert [x.form for x in s] == ["activated", "static", "trigger"]
    assert "discharge" in s[2].events and "tokens" not in s[1].topics


# -- generated: random touches on random cards of random built-in scenarios ----------------------------
PATHS = sorted(os.path.relpath(os.path.join(r, f), BUILTIN_DIR)
               for r, _d, fs in os.walk(BUILTIN_DIR) for f in fs if f.endswith(".yaml"))
_PARSED = {}


def parsed(rel):
    if rel not in _PARSED:
        _PARSED[rel] = scenario(rel)
    return _PARSED[rel]


def primary(sc) -> tuple[set, str | None]:
    """A topic each kind's answer certainly reads, and the card it certainly reads it on (an oracle written
    apart from legality/reach.py)."""
    q = sc.question
    if sc.kind == "legal":
        return {q.action.kind.value}, q.action.source
    if sc.kind == "attack":
        return {"strike_value"}, q.spec.final_target
    if sc.kind == "property":
        names = {"ability": "features", "strike": "strike_value", "move": "move_points", "open": "open_state"}
        return {names.get(q.property, q.property)}, q.card
    if sc.kind == "cost":
        return {"cost"}, q.action.targets[0]
    return set(), None


@seed(20261130)
@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_generated_text_is_unknown_exactly_when_it_touches(data):
    rel = data.draw(st.sampled_from(PATHS))
    sc = parsed(rel)
    card = data.draw(st.sampled_from([c.id for c in sc.state.cards]))
    touches = data.draw(st.sets(st.sampled_from(TOPICS), min_size=1, max_size=4))
    base = answers(sc)
    got = answers(with_text(sc, card, "Текст, который модель не понимает", touches=sorted(touches)))
    topics, on = primary(sc)
    for (_e, b), (_e2, g) in zip(base, got):
        if g.verdict != "unknown":
            # never a definite answer that differs from the one without it
            assert plain(g, "Текст, который модель не понимает") == plain(b), rel
        elif b.verdict != "unknown":
            assert any("Текст, который модель не понимает" in u for u in g.to_json()["unknown"])
        if on == card and topics & touches and b.verdict != "unknown":
            assert g.verdict == "unknown", (rel, card, touches)


def test_a_declaration_of_unknown_legality_the_events_skip_is_taken_off_not_an_error():
    """The defender of a directed strike is refused by the rules; text on the target that could allow it makes its
    legality unknown. The judge's events resolve the strike next, as if the defender never entered: the trace
    follows them and stays unknown (it used to stop with an input error)."""
    sc = with_text(parsed("stack/battle-classic-directed.yaml"), "guard", "Текст, который модель не понимает",
                   touches=["assign_defender"])
    for _ed, a in answers(sc):
        assert a.verdict == "unknown"
        assert any("defend: its legality is unknown" in u for u in a.to_json()["unknown"])
        assert "defend" in a.to_json()["not_entered"]


# -- fields a kind never reads are refused ------------------------------------------------------------
def _write(tmp_path, rel, edit):
    src = open(os.path.join(BUILTIN_DIR, rel), encoding="utf-8").read()
    path = tmp_path / os.path.basename(rel)
    path.write_text(edit(src), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("kind", ["property", "cost"])       # `legal` reads cells (tests/test_board.py)
def test_a_board_cell_in_a_kind_that_never_reads_it_is_refused(tmp_path, kind):
    rel = CASES[kind][0]
    path = _write(tmp_path, rel, lambda s: s.replace("\n  - id: ", "\n  - cell: [2, 3]\n    id: ", 1)
                  if "\n  - id: " in s else s.replace("  - {id: ", "  - {cell: [2, 3], id: ", 1))
    with pytest.raises(InputError) as e:
        parse_scenario(path)
    assert ".cell" in e.value.field and "does not use cell" in e.value.message


ATTACK_WITH_TRIGGER = """\
title: a trigger on wounds, on the attacker or on the struck card
edition: classic
cards:
  - id: a
    controller: first
    inline:
      name: Нападающий
      type: creature
      lives: 5
      strike: [2, 2, 2]
      features:
        - {id: hurt, text: "Когда получает рану, получает фишку", kind: triggered}
  - id: b
    controller: second
    inline:
      name: Цель
      type: creature
      lives: 5
      strike: [1, 1, 1]
      features:
        - {id: hurt, text: "Когда получает рану, получает фишку", kind: triggered}
question:
  kind: attack
  attack: {kind: strike, source: a, target: b, tier: weak}
  triggers:
    - {card: %s, feature: hurt, when: wounds}
"""


@pytest.mark.parametrize("card", ["a", "b"])
def test_an_attack_trigger_that_can_never_fire_is_refused_through_the_cli(tmp_path, card):
    path = tmp_path / "trigger.yaml"
    path.write_text(ATTACK_WITH_TRIGGER % card, encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "legality", "check", str(path)], capture_output=True, text=True,
                       cwd=ROOT, timeout=120)
    assert "Traceback" not in r.stderr
    if card == "a":      # the attacker receives no wounds from its own strike: it could never fire
        assert r.returncode == 2, r.stdout + r.stderr
        assert "triggers[0].when: can never fire here" in r.stderr
    else:                # on the struck card it fires
        assert r.returncode == 0, r.stdout + r.stderr
        assert "fires b/hurt" in r.stdout


REVEALED = """\
title: a card revealed by another card's text; may it be hidden?
edition: classic
cards:
  - id: sniffer
    inline:
      name: Нюхач
      type: creature
      text: "После расстановки карт противник вскрывает все карты в одном столбце с Нюхачом."
  - {id: hidden, inline: {name: Скрытный, type: creature, lives: 3, strike: [1, 1, 1]}, controller: second}
question:
  kind: legal
  action: {kind: hide, source: hidden, target: hidden}
"""


def test_text_that_reveals_bears_on_hiding(tmp_path):
    """Judges' ruling dev-048: cards revealed by Вынюхиватель stay revealed; text about revealing must make a
    question about hiding unknown, not legal."""
    path = tmp_path / "revealed.yaml"
    path.write_text(REVEALED, encoding="utf-8")
    (r,) = rule_scenario(parse_scenario(str(path)))
    assert r.answer.verdict == "unknown"
    assert any("Нюхач" in u for u in r.answer.to_json()["unknown"])


def test_a_conditional_directed_strike_bears_on_defenders_only():
    """«{direct} по картам с {zoz}» (a conditional Направленный удар): its words say against whom, not what it
    does; the glossary says it: no defender may be assigned against its strike. It bears on any defender's
    assignment (the attacker is not that action's source), never on an attack's value or wounds."""
    from legality.reach import Dependence, sentences
    feat = Feature("f1", "{direct} по картам с {zoz}.", FeatureKind.KEYWORD, keyword="Направленный удар",
                   params=(("against", "карты с особенностью «Защита от заклинаний»"),))
    (x,) = sentences(feat)
    assert x.topics == frozenset({"assign_defender", "defender"}) and x.others
    defend = Dependence(frozenset({"assign_defender", "defender"}), ("guard", "ally"), sources=("guard",),
                        targets=("ally",))
    strike = Dependence(frozenset({"simple_strike", "strike_value", "wounds", "lives"}), ("warrior", "target"),
                        sources=("warrior",), targets=("target",))
    assert x.meets(defend, "warrior") and not x.meets(strike, "warrior")


def test_an_ignoring_of_a_protection_bears_where_the_protection_would_from_its_own_objects():
    """«Игнорирует {zor} существ с магической особенностью» (Фарро): the protection from discharges it names does
    not hold against its card's objects (classic 2012 408.3): it bears on discharges its card makes, never on a
    question about abilities gained (its `against` condition is whom it acts on, not whether the card has it)."""
    from legality.reach import Dependence, sentences, unknown_causes
    feat = Feature("f1", "Игнорирует {zor} существ с магической особенностью.", FeatureKind.KEYWORD,
                   keyword="Игнорирует", params=(("what", "Защита от разрядов"),
                                                 ("against", "существа с магической особенностью")))
    (x,) = sentences(feat)
    assert x.topics == frozenset({"discharge"}) and x.role == "source" and x.others
    own = Dependence(frozenset({"discharge", "strike_value", "wounds"}), ("farro", "mage"), sources=("farro",),
                     targets=("mage",))
    other = dataclasses.replace(own, cards=("mage", "farro"), sources=("mage",), targets=("farro",))
    assert x.meets(own, "farro") and not x.meets(other, "farro")
    sc = scenario(CASES["legal"][0])
    card = next(c for c in sc.state.cards if c.id == "lokken")
    state = dataclasses.replace(sc.state, cards=tuple(
        dataclasses.replace(c, card=dataclasses.replace(c.card, features=c.card.features + (feat,)))
        if c is card else c for c in sc.state.cards))
    gains = Dependence(frozenset({"features"}), ("lokken",), sources=("lokken",), targets=("lokken",), what="chain",
                       keywords_unread=True)
    asks = dataclasses.replace(gains, what="ability")
    assert not any("Игнорирует" in u for u in unknown_causes(state, gains))
    assert any("Игнорирует" in u for u in unknown_causes(state, asks))


def test_a_start_of_battle_attack_is_over_before_any_question():
    """Фарсат's «В начале боя, если стоит в вашем третьем ряду — разряд на 1-2-2» (compiled, fired before any
    question): a discharge leaves nothing lasting (its wounds are the state), so it bears on no strike's value;
    a grant at the start of the battle lasts, and still bears."""
    from legality.reach import Dependence, sentences
    def feat(actions, touches):
        trig = {"event": {"on": "battle_start", "if": "стоит в вашем третьем ряду"}, "actions": actions}
        return Feature("f2", "В начале боя, если стоит в вашем третьем ряду — разряд на 1-2-2.", FeatureKind.PERMANENT,
                       params=(("trigger", trig), ("touches", tuple(touches)), ("scope", "all_creatures")))
    strike = Dependence(frozenset({"simple_strike", "strike_value", "wounds", "lives"}), ("farsat", "goblin"),
                        frozenset({"simple_strike", "wound", "wounds"}), sources=("farsat",), targets=("goblin",))
    over = sentences(feat([{"do": "discharge", "value": "1-2-2"}], ["battle", "discharge", "strike_value", "wounds"]))
    assert not any(x.meets(strike, "farsat") for x in over)
    lasting = sentences(feat([{"do": "grant", "ability": ["Полёт"]}], ["battle", "features", "strike_value"]))
    assert any(x.meets(strike, "farsat") for x in lasting)


def test_a_start_of_battle_grant_to_a_class_bears_only_on_cards_of_that_class():
    """Штурман Маэнаса's «В начале боя выбранный пират может получить проклятие» (compiled): the curse went to a
    pirate before any question; a roll of a card that is no pirate does not read it, a pirate's roll does."""
    from legality.reach import Dependence, unknown_causes
    from model import Card, CardState, CardType, GameState, Player
    trig = {"event": {"on": "battle_start"},
            "actions": [{"do": "grant", "ability": ["Проклятие"], "optional": True,
                         "target": {"quantity": "chosen", "class": "Пират"}}]}
    f2 = Feature("f2", "В начале боя выбранный пират может получить проклятие.", FeatureKind.PERMANENT,
                 params=(("trigger", trig), ("touches", ("battle", "dice", "features")), ("scope", "all_creatures")))
    nav = Card("Штурман Маэнаса", CardType.CREATURE, classes=("Пират", "Орк"), features=(f2,))
    foe = Card("Гоблин (пример)", CardType.CREATURE)
    state = GameState(cards=(CardState("navigator", nav, Player.FIRST), CardState("foe", foe, Player.SECOND)))
    roll = lambda c: Dependence(frozenset({"dice"}), (c,), frozenset({"dice"}), sources=(c,), targets=(c,))
    assert unknown_causes(state, roll("foe")) == ()
    assert any("проклятие" in u for u in unknown_causes(state, roll("navigator")))
