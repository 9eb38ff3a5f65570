"""Cards, features, card states, game states, clauses and expressions keep their hash once computed (a stack
trace keys its verdicts by the whole game state). A kept hash must not travel in a pickle: another process (a
`check --jobs` worker, a later run reading the compiled card cache) salts string hashes differently."""
import os
import pickle
import subprocess
import sys

from legality.clauses import ActiveClause
from legality.expr import Var
from model import Card, CardState, CardType, Feature, GameState, Modality

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _values():
    f = Feature(id="f1", text="Не может атаковать.", params=(("value", 2),))
    card = Card(name="Кочевник", type=CardType.CREATURE, features=(f,))
    cs = CardState(id="a", card=card)
    when = Var("action.kind").eq("wound")
    clause = ActiveClause(key="card:a/f1", modality=Modality.FORBID, when=when, origin="card", rule=None,
                          code="c", message="m")
    return [f, card, cs, GameState((cs,)), clause, when]


def test_the_hash_is_kept_and_equal_to_a_fresh_one():
    for v in _values():
        h = hash(v)
        assert v.__dict__.get("_hash") == h
        assert hash(pickle.loads(pickle.dumps(v))) == h


def test_a_pickle_carries_no_kept_hash():
    for v in _values():
        hash(v)
        assert "_hash" not in pickle.loads(pickle.dumps(v)).__dict__


def test_another_process_hashes_the_unpickled_value_by_its_own_salt(tmp_path):
    card = _values()[1]
    hash(card)
    p = tmp_path / "card.pickle"
    p.write_bytes(pickle.dumps(card))
    code = ("import pickle, sys; c = pickle.load(open(sys.argv[1], 'rb')); "
            "from model import Card, CardType, Feature; "
            "f = Feature(id='f1', text='Не может атаковать.', params=(('value', 2),)); "
            "fresh = Card(name='Кочевник', type=CardType.CREATURE, features=(f,)); "
            "print(hash(c) == hash(fresh) and {c: 1}.get(fresh) == 1)")
    for seed in ("1", "2"):
        out = subprocess.run([sys.executable, "-c", code, str(p)], cwd=ROOT, capture_output=True, text=True,
                             env={**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": ROOT})
        assert out.stdout.strip() == "True", out.stderr
