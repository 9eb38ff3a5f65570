"""The turn before a scenario's first event (legality/stack/history.py, docs/unknown.md «The turn so far»).

A reading of the turn's history — «во второй раз за ход», «если ран в этот ход не получал», «N раз за ход»,
«первое за ход излечение», «излечено на N … в этот ход», «подряд» — counts only the events the checker saw. Where
the turn began before them and the scenario does not state it (`state.from_turn_start: true`), a reading the
earlier part could change is `unknown`, naming it; one the seen events already decide stays decided (the earlier
part can only add events); a `turn` event begins a turn the trace sees whole. Each kind: (a) unstated → unknown,
(b) stated → the judges' answer, (c) where the unstated part cannot matter → decided; and the same situation
through the question kinds that can express it."""
from __future__ import annotations

from pathlib import Path

import pytest

from graphs.chain import Event
from legality.chain_rules import ChainRules
from legality.errors import InputError
from legality.stack.history import TurnLog
from tests.variants import by_doc, inline_copy

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"


def _unstated(doc):
    doc["state"].pop("from_turn_start")


def _stated(doc):
    doc.setdefault("state", {})["from_turn_start"] = True


def _named(ans, *words):
    unknown = ans.unknown
    assert ans.verdict == "unknown", ans.verdict
    assert any(all(w in u for w in words + ("from_turn_start",)) for u in unknown), unknown


# -- «во второй раз за ход» (nth_this_turn): Зардагор, dev-460 ------------------------------------------------------

ZARDAGOR_B = RULINGS / "dev-460-b-zardagor-first-opening-no-bonus.yaml"
ZARDAGOR_A = RULINGS / "dev-460-a-zardagor-turn-start-opening-counts.yaml"


def test_nth_this_turn_mid_turn_unstated_is_unknown(tmp_path):
    _named(by_doc(tmp_path, ZARDAGOR_B, _unstated), "«2-й раз за ход»", "open of wolf")


def test_nth_this_turn_stated_is_decided(tmp_path):
    ans = by_doc(tmp_path, ZARDAGOR_B, lambda d: None)
    assert ans.verdict == "traced" and list(ans.fired()) == []


def test_a_turn_event_begins_a_turn_the_trace_sees_whole(tmp_path):
    ans = by_doc(tmp_path, ZARDAGOR_A, lambda d: None)        # states nothing: its events begin with `turn`
    assert "from_turn_start" not in (ZARDAGOR_A.read_text(encoding="utf-8"))
    assert ans.verdict == "traced" and list(ans.fired()) == ["f1: zardagor → wolf"]


def _rules(complete: bool, logged: int, *, own_source: bool = True):
    from legality.scenario import parse_scenario
    from legality.questions.chain import scenario_triggers
    sc = parse_scenario(str(ZARDAGOR_B))
    log = TurnLog([("open", None, "wolf")] * logged)
    log.complete = complete
    return ChainRules(sc.state, "classic", scenario_triggers(str(ZARDAGOR_B), sc.state), history=lambda: log)


@pytest.mark.parametrize("logged,complete,fires,unknown", [
    (1, True, False, False), (2, True, True, False),      # the whole turn: counted
    (1, False, False, True), (2, False, False, True),     # unstated, at or before the 2nd: could be either
    (3, False, False, False),                             # past the 2nd already: the earlier part only adds
])
def test_nth_this_turn_is_decided_once_past_its_number(logged, complete, fires, unknown):
    rules = _rules(complete, logged)
    got = rules._nth_this_turn("zardagor", Event("open", None, "wolf"), 2)
    assert got is fires and bool(rules.unknown) is unknown, rules.unknown


# -- «если ран в этот ход не получал» (Концентрация): Спящий дракон, dev-037 ---------------------------------------

DRAGON = RULINGS / "dev-037-a-sleeping-dragon-open-artifact-token.yaml"


def test_concentration_unstated_is_unknown(tmp_path):
    _named(by_doc(tmp_path, DRAGON, _unstated), "whether it received wounds this turn")


def test_concentration_stated_is_decided(tmp_path):
    ans = by_doc(tmp_path, DRAGON, lambda d: None)
    assert ans.verdict == "traced" and ans.final["relic"]["tokens"] == 1


def test_concentration_after_a_logged_wound_is_decided_unstated(tmp_path):
    """A wound the trace saw already breaks it: what came earlier cannot mend that (the dragon's «в первый раз за
    ход» trigger is dropped: its own count would be unknown)."""
    def wounded(doc):
        _unstated(doc)
        dragon = inline_copy(doc, 0, DRAGON)
        dragon["features"] = [f for f in dragon["features"] if "первый раз за ход" not in f.get("text", "")]
        doc["question"]["events"].insert(0, {"wound": "dragon", "amount": 1})
    ans = by_doc(tmp_path, DRAGON, wounded)
    assert ans.verdict == "traced" and ans.final["relic"]["tokens"] == 0, ans.unknown


# -- «N раз за ход» on a declared ability: Дружинник (sequence), Кулеврина (legal) ----------------------------------

DRUZHINNIK = RULINGS / "dev-459-druzhinnik-once-per-turn.yaml"
CULVERIN_B = RULINGS / "dev-014-b-culverin-move-in-own-turn.yaml"
CULVERIN_A = RULINGS / "dev-014-a-culverin-move-not-in-enemy-turn.yaml"


def test_a_limited_declaration_unstated_is_unknown(tmp_path):
    _named(by_doc(tmp_path, DRUZHINNIK, _unstated), "guard", "whether it is used up")


def test_a_limited_declaration_stated_is_decided(tmp_path):
    ans = by_doc(tmp_path, DRUZHINNIK, lambda d: None)
    assert ans.verdict == "traced" and list(ans.outcome["not_entered"]) == ["s2"], ans.outcome


def _as_sequence(doc):
    a = doc["question"]["action"]
    doc["question"] = {"kind": "sequence", "events": [{"declare": "m", "action": a}, {"resolve": "m"}]}


@pytest.mark.parametrize("stated", [False, True])
def test_a_limited_ability_legal_and_sequence_agree(tmp_path, stated):
    """The same declaration as a `legal` question and as a one-declaration `sequence`."""
    edit = (lambda d: None) if stated else _unstated
    legal = by_doc(tmp_path, CULVERIN_B, edit)
    seq = by_doc(tmp_path, CULVERIN_B, lambda d: (edit(d), _as_sequence(d)))
    if stated:
        assert legal.verdict == "legal" and seq.verdict == "traced" and list(seq.outcome["entered"]) == ["m"]
    else:
        _named(legal, "culverin", "whether it is used up")
        _named(seq, "culverin", "whether it is used up")


def test_an_illegal_declaration_stays_illegal_unstated(tmp_path):
    """Uses before the question can only add to a refusal: Кулеврина in the opponent's turn is illegal anyway."""
    assert "from_turn_start" not in CULVERIN_A.read_text(encoding="utf-8")
    legal = by_doc(tmp_path, CULVERIN_A, lambda d: None)
    seq = by_doc(tmp_path, CULVERIN_A, _as_sequence)
    assert legal.verdict == "illegal" and not legal.unknown
    assert seq.verdict == "traced" and list(seq.outcome["not_entered"]) == ["m"] and not seq.unknown


# -- «N раз за ход» on a trigger: Аккения (chain, triggers) -------------------------------------------------------

AKKENIA = RULINGS / "dev-108-a-akkenia-dash-onto-own-first-row.yaml"


def _as_triggers(doc):
    doc["question"] = {"kind": "triggers", "feature": "akkenia/first-row", "initial": doc["question"]["initial"]}


def test_a_limited_trigger_unstated_is_unknown_in_chain_and_triggers(tmp_path):
    _named(by_doc(tmp_path, AKKENIA, _unstated), "«1 раз за ход»", "akkenia/first-row")
    t = by_doc(tmp_path, AKKENIA, lambda d: (_unstated(d), _as_triggers(d)))
    assert t.verdict == "unknown" and any("from_turn_start" in u for u in t.chain.unknown), t.chain.unknown


def test_a_limited_trigger_stated_fires_in_chain_and_triggers(tmp_path):
    c = by_doc(tmp_path, AKKENIA, lambda d: None)
    assert c.verdict == "ended" and c.executed() == ["first-row: akkenia → runner"]
    t = by_doc(tmp_path, AKKENIA, _as_triggers).to_json()
    assert t["verdict"] in ("counted", "choice") and t["counts"]["akkenia/first-row"]["fired"] == 1, t


# -- «первое за ход излечение»: Мрачная дворянка, dev-275 ----------------------------------------------------------

FAIRY = RULINGS / "dev-275-fairy-heal-doubled-for-all.yaml"


def test_the_first_heal_unstated_is_unknown(tmp_path):
    _named(by_doc(tmp_path, FAIRY, _unstated), "первое за ход излечение")


def test_the_first_heal_stated_is_decided(tmp_path):
    ans = by_doc(tmp_path, FAIRY, lambda d: None)
    assert ans.verdict in ("traced", "choice") and not ans.unknown


# -- «излечено на N или более в этот ход»: Хранитель дольмена, dev-053 ---------------------------------------------

KEEPER_A = RULINGS / "dev-053-a-dolmen-keeper-overheal-not-counted.yaml"
KEEPER_B = RULINGS / "dev-053-b-dolmen-keeper-full-heal-counted.yaml"


def _no_limit(doc):
    for f in doc["cards"][0]["readings"]["f1"]:
        f.pop("limit", None)


def test_healed_this_turn_below_n_unstated_is_unknown(tmp_path):
    _named(by_doc(tmp_path, KEEPER_A, lambda d: (_unstated(d), _no_limit(d))), "how much nomad was healed")


def test_healed_this_turn_stated_is_decided(tmp_path):
    ans = by_doc(tmp_path, KEEPER_A, _no_limit)
    assert ans.verdict == "traced" and ans.final["nomad"]["open"] is False, ans.unknown


def test_healed_this_turn_reaching_n_is_decided_unstated(tmp_path):
    ans = by_doc(tmp_path, KEEPER_B, lambda d: (_unstated(d), _no_limit(d)))
    assert ans.verdict == "traced" and ans.final["nomad"]["open"] is True, ans.unknown


# -- «подряд»: Очи Кронга, dev-292 ---------------------------------------------------------------------------------

EYES = RULINGS / "dev-292-eyes-of-krong-open-once.yaml"


def test_in_a_row_unstated_is_unknown(tmp_path):
    _named(by_doc(tmp_path, EYES, _unstated), "«подряд»")


def test_in_a_row_stated_is_decided(tmp_path):
    ans = by_doc(tmp_path, EYES, lambda d: None)
    assert ans.verdict == "traced" and list(ans.fired()).count("open: eyes → eyes") <= 1 and not ans.unknown


# -- a fight runs the same tracer: Орк-старейшина's «3-й раз за ход», dev-011-b -------------------------------------

ELDER = RULINGS / "dev-011-b-orc-elder-fight-frenzy.yaml"


def test_a_fight_reads_the_turn_as_the_trace_does(tmp_path):
    assert by_doc(tmp_path, ELDER, _unstated).verdict == "unknown"
    assert by_doc(tmp_path, ELDER, lambda d: None).verdict != "unknown"


# -- the field ---------------------------------------------------------------------------------------------------

def test_a_kind_that_never_reads_the_turn_refuses_it(tmp_path):
    def as_cost(doc):
        _stated(doc)
        doc["question"] = {"kind": "cost", "card": "culverin"}
        for c in doc["cards"]:
            c.pop("cell", None)
    with pytest.raises(InputError, match="from_turn_start"):
        by_doc(tmp_path, CULVERIN_B, as_cost)


def test_the_field_is_a_boolean(tmp_path):
    with pytest.raises(InputError, match="from_turn_start"):
        by_doc(tmp_path, CULVERIN_B, lambda d: d["state"].update(from_turn_start="yes"))


# -- «первая за ход Вальхалла» (valhalla_twice): Рагнар, dev-414 ---------------------------------------------------

RAGNAR = RULINGS / "dev-414-ragnar-doubles-skald-saga.yaml"


def _mid_turn(doc):
    """The same situation with the turn begun before the scenario (its `turn` event dropped)."""
    doc["question"]["events"].pop(0)
    doc["state"]["active"] = "first"


def test_the_first_valhalla_unstated_is_unknown(tmp_path):
    _named(by_doc(tmp_path, RAGNAR, _mid_turn), "whether a Вальхалла of first's was declared earlier")


def test_the_first_valhalla_stated_is_doubled(tmp_path):
    for edit in (lambda d: None, lambda d: (_mid_turn(d), _stated(d))):    # a `turn` event, or the field
        ans = by_doc(tmp_path, RAGNAR, edit)
        assert ans.verdict == "choice" and list(ans.fired()) == ["f1: bonebreaker → skald"] * 2, ans.unknown


# -- «если … не нападет» (assaulted_this_turn): Вольный пират's «насмешка», dev-096 ----------------------------------

PIRATE = RULINGS / "dev-096-free-pirate-taunt-outlives-him.yaml"


def _taunted_in_its_turn(doc):
    """The victim's own turn is under way as the scenario starts, the taunt on it; the turn then ends."""
    doc["question"]["events"] = [{"destroy": "pirate"}, {"turn": "first"}]
    doc["state"]["active"] = "second"
    victim = next(c for c in doc["cards"] if c["id"] == "victim")
    victim.setdefault("effects", []).append({"source": "pirate", "feature": "taunted", "timestamp": 5})


def test_assaulted_this_turn_unstated_is_unknown(tmp_path):
    _named(by_doc(tmp_path, PIRATE, _taunted_in_its_turn), "whether it attacked with a simple strike this turn")


def test_assaulted_this_turn_stated_is_decided(tmp_path):
    ans = by_doc(tmp_path, PIRATE, lambda d: (_taunted_in_its_turn(d), _stated(d)))
    assert ans.verdict == "traced" and ans.final["victim"]["wounds"] == 2, ans.unknown


@pytest.mark.parametrize("stated", [False, True])
def test_oblige_carries_the_same_legality(tmp_path, stated):
    def as_oblige(doc):
        if not stated:
            _unstated(doc)
        doc["question"] = {"kind": "oblige", "action": doc["question"]["action"]}
    ans = by_doc(tmp_path, CULVERIN_B, as_oblige)
    assert ans.legality.verdict == ("legal" if stated else "unknown"), ans.legality
