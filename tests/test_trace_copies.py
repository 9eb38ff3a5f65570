"""A trace copied at a stack point (2012 215.4: every order of the point's chains is run on a copy) shares what
cannot change — cards, features, actions, events, past steps, entries that have left the trace — and copies the
rest (legality/stack/turn_start.py `_copy`, model/caching.py `shared`). The sharing must change no ruling: every
built-in trace is the same as with a full deep copy, and no entry is changed once it has left the trace."""
import copy
import json
import os
import subprocess
import sys

import pytest

from legality.api import builtin_scenarios, rule_scenario
from legality.cli.output import ruling_json
from legality.stack import turn_start
from legality.stack.tracer import Entry, Tracer
from model import Action, ActionKind, Card, CardState, CardType, Feature, GameState

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRACES = [s for s in builtin_scenarios() if s.kind == "sequence"]
SHARING_COPY = turn_start.TurnStartAbilities._copy


def _full_copy(self):
    """The copy as it was before the sharing: everything but the question cache, the triggers and the model."""
    memo = {id(self.verdicts): self.verdicts, id(self.triggers): self.triggers, id(self.m): self.m}
    return copy.deepcopy(self, memo)


def _rulings(scenarios) -> list:
    return [json.dumps(ruling_json(r), sort_keys=True, ensure_ascii=False)
            for sc in scenarios for r in rule_scenario(sc, engine="fast")]


def _fields(e) -> dict:
    """An entry's fields by value, the entries it names by identity (entries compare by identity)."""
    return {k: id(v) if isinstance(v, Entry) else [id(x) if isinstance(x, Entry) else x for x in v]
            if isinstance(v, list) else copy.deepcopy(v) for k, v in vars(e).items()}


def test_immutable_values_are_their_own_copies():
    f = Feature(id="f1", text="Не может атаковать.", params=(("value", 2),))
    cs = CardState(id="a", card=Card(name="Кочевник", type=CardType.CREATURE, features=(f,)))
    for v in (f, cs.card, cs, GameState((cs,)), Action(ActionKind.WOUND, "a", ("a",))):
        assert copy.deepcopy(v) is v and copy.copy(v) is v


def test_a_copy_of_the_trace_keeps_its_own_state():
    cs = CardState(id="a", card=Card(name="Кочевник", type=CardType.CREATURE, lives=4))
    t = Tracer(GameState((cs,)), "classic", "fast")
    other = t._copy()
    other.set_card("a", wounds=2)
    other.history.append(("wound", "a", "a"))
    assert t.cards["a"].wounds == 0 and t.history == []
    assert other.cards["a"].card is t.cards["a"].card       # the card itself is shared


def test_sharing_changes_no_built_in_trace():
    shared = _rulings(TRACES)
    mp = pytest.MonkeyPatch()
    mp.setattr(turn_start.TurnStartAbilities, "_copy", _full_copy)
    try:
        full = _rulings(TRACES)
    finally:
        mp.undo()
    assert len(shared) == len(full) and shared == full


def test_no_entry_changes_once_it_has_left_the_trace():
    seen, copies = [], []      # (entry, its fields when a copy shared it); the copies made

    def recording(self):
        copies.append(1)
        live = {id(e) for e in self.stack} | {id(e) for e in self.running}
        seen.extend((e, _fields(e)) for e in self.entries.values() if e.id in self.done and id(e) not in live)
        return SHARING_COPY(self)

    mp = pytest.MonkeyPatch()
    mp.setattr(turn_start.TurnStartAbilities, "_copy", recording)
    try:
        _rulings(TRACES)
    finally:
        mp.undo()
    assert len(copies) >= 10 and seen, "the built-in traces copy at stack points, with entries that have left"
    changed = [(e.id, k) for e, before in seen for k, v in _fields(e).items() if v != before[k]]
    assert not changed


def test_reasons_come_out_in_one_order_whatever_the_hash_salt():
    # dev-076: two marker counts of one code and no clause; their order came from a set of reasons
    path = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-076-spawn-and-beast-markers-apart.yaml")
    outs = {subprocess.run([sys.executable, "-m", "legality", "check", path, "--json"], cwd=ROOT,
                           capture_output=True, text=True,
                           env={**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": ROOT}).stdout
            for seed in ("1", "2", "3", "4")}
    assert len(outs) == 1 and "marker(s)" in outs.pop()
