"""Scenarios name real cards: resolved in a card base (scenario `card_base`, `--cards`, $LEGALITY_CARDS), the
built-in cards first; the compiled base is cached by the file's hash."""
import json
import os
import shutil

import pytest
import yaml

from legality.api import rule_scenario
from legality.cli.main import main
from legality.scenario import BUILTIN_DIR, parse_scenario

CARDS_DIR = os.path.join(BUILTIN_DIR, "cards")


def _rulings(path_or_doc, tmp_path=None):
    if isinstance(path_or_doc, dict):
        path = os.path.join(CARDS_DIR, "tmp-variant.yaml")           # relative card_base resolves the same way
        sc = parse_scenario(path, _node(path_or_doc))
    else:
        sc = parse_scenario(path_or_doc)
    return {r.edition: r for r in rule_scenario(sc)}


def _node(doc):
    from legality.yamlfile import Node, Seq

    def conv(x):
        if isinstance(x, dict):
            n = Node({k: conv(v) for k, v in x.items()})
            n.key_lines = {}
            return n
        if isinstance(x, list):
            s = Seq(conv(v) for v in x)
            s.item_lines = [0] * len(s)
            return s
        return x
    return conv(doc)


def _load(name):
    with open(os.path.join(CARDS_DIR, name), encoding="utf-8") as fh:
        return yaml.safe_load(fh)


@pytest.mark.parametrize("name", ["lokken-base-defends-twice.yaml", "lokken-base-defends-stays-open.yaml"])
def test_lokken_from_the_base_rules_as_the_hand_written_card(name, relaunch_path):
    base = _rulings(os.path.join(CARDS_DIR, name))
    assert all(r.matches for r in base.values()), {e: r.problems for e, r in base.items()}
    doc = _load(name)
    for c in doc["cards"]:
        if c.get("from") == "base":
            c["from"] = "builtin"
            c["card"] = "Лёккен"
    hand = _rulings(doc)
    for ed, r in base.items():
        a, b = r.answer, hand[ed].answer
        assert a.verdict == b.verdict
        assert a.cites() == b.cites()


def test_reprinted_joker_no_prohibition_but_archmages_kept_text_leaves_it_open(relaunch_path):
    rulings = _rulings(os.path.join(CARDS_DIR, "joker-base-reprinted.yaml"))
    for r in rulings.values():
        assert r.matches and r.answer.verdict == "unknown"
        assert all("Архимаг" in u for u in r.answer.unknown)           # not Джокер's «Добивание»
        assert "card-forbid" not in str(r.answer.reasons)
    doc = _load("joker-base-reprinted.yaml")                # the kept text does bear on a finishing blow
    doc["question"]["action"] = {"kind": "finishing_blow", "source": "joker", "target": "archmage"}
    doc.pop("rulings")
    doc["expect"] = {"verdict": "unknown"}
    ans = _rulings(doc)["classic-b"].answer
    assert ans.verdict == "unknown" and any("Добивание на 2" in u for u in ans.unknown)


def test_builtin_cards_come_first_then_the_base(relaunch_path, monkeypatch):
    monkeypatch.setenv("LEGALITY_CARDS", relaunch_path)
    doc = _load("joker-base-reprinted.yaml")
    del doc["card_base"]
    for c in doc["cards"]:
        del c["from"]
    # the built-in Джокер is not the base's card of that name (other text): the scenario says which
    from legality.errors import InputError
    with pytest.raises(InputError, match="from: builtin or from: base"):
        parse_scenario(os.path.join(CARDS_DIR, "x.yaml"), _node(doc))
    for c in doc["cards"]:
        c["from"] = "builtin"
    sc = parse_scenario(os.path.join(CARDS_DIR, "x.yaml"), _node(doc))
    joker = sc.state.card("joker").card
    assert not joker.source.startswith("relaunch") and "Не может накапливать" in joker.text   # the built-in Джокер
    del doc["cards"][0]["from"]
    doc["cards"][0]["card"] = "Ледяной тролль"
    sc = parse_scenario(os.path.join(CARDS_DIR, "x.yaml"), _node(doc))
    assert sc.state.card("joker").card.source.startswith("relaunch card base")         # only in the base


def _scenario_file(tmp_path, card, extra=""):
    p = tmp_path / f"s{len(list(tmp_path.iterdir()))}.yaml"
    p.write_text(f"""title: t
edition: classic
{extra}cards:
  - id: a
    card: {card}
    from: base
question:
  kind: legal
  action: {{kind: open, source: a, target: a}}
""", encoding="utf-8")
    return str(p)


def test_card_base_errors_are_one_line(tmp_path, capsys, relaunch_path):
    cases = [
        (_scenario_file(tmp_path, "Леккен"), "cards[0].from: no card base given"),
        (_scenario_file(tmp_path, "Леккен", "card_base: nowhere.json\n"), "card_base: card base 'nowhere.json' not found"),
        (_scenario_file(tmp_path, "Мантикора", f"card_base: {relaunch_path}\n"),
         "cards[0].card: 'Мантикора' is printed more than once"),
        (_scenario_file(tmp_path, "Лекен", f"card_base: {relaunch_path}\n"), "did you mean 'Леккен'"),
    ]
    for path, words in cases:
        assert main(["check", path]) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and err[0].startswith(path) and words in err[0], err


def test_cards_option_of_check(tmp_path, capsys, relaunch_path):
    from legality.cardtext.resolve import set_command_line_base
    path = _scenario_file(tmp_path, "Леккен")
    try:
        assert main(["check", path, "--cards", relaunch_path, "--json"]) == 0
    finally:
        set_command_line_base(None)
    doc = json.loads(capsys.readouterr().out)
    assert doc["rulings"][0]["answer"]["verdict"] == "illegal"        # Леккен is open: opening it is illegal


def test_compiled_base_is_cached_by_file_hash(tmp_path, cache_home, relaunch_path):
    from legality.cardtext import cache
    small = tmp_path / "small.json"
    cards = json.load(open(relaunch_path, encoding="utf-8"))[:40]
    small.write_text(json.dumps(cards, ensure_ascii=False), encoding="utf-8")
    first = cache.load_cards(str(small))
    files = os.listdir(cache.cache_dir())
    assert len(files) == 1 and files[0].endswith(".pickle")
    assert [c.name for c in cache.load_cards(str(small))] == [c.name for c in first]
    cards[0]["text"] = "Рывок."                       # another file: another key, compiled anew
    small.write_text(json.dumps(cards, ensure_ascii=False), encoding="utf-8")
    again = cache.load_cards(str(small))
    assert again[0].features[0].keyword == "Рывок" and len(os.listdir(cache.cache_dir())) == 2
    with open(os.path.join(cache.cache_dir(), files[0]), "wb") as fh:
        fh.write(b"garbage")                          # an unreadable cache is compiled anew
    cards[0]["text"] = ""
    small.write_text(json.dumps(cards, ensure_ascii=False)[:0] + json.dumps(json.load(open(relaunch_path))[:40],
                                                                             ensure_ascii=False), encoding="utf-8")
    assert [c.name for c in cache.load_cards(str(small))] == [c.name for c in first]


def test_conflicts_over_a_card_base(tmp_path, cache_home, relaunch_path, capsys):
    small = tmp_path / "small.json"
    cards = json.load(open(relaunch_path, encoding="utf-8"))
    pick = [c for c in cards if c["name"] in ("Леккен", "Джилла", "Одинокий призрак", "Кочевник")]
    small.write_text(json.dumps(pick, ensure_ascii=False), encoding="utf-8")
    assert main(["conflicts", "--cards", str(small), "--json", "--workers", "1"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["stats"]["cards"] == 4
    assert doc["stats"]["features"] >= 3          # the deontic features of Леккен, Джилла, Одинокий призрак
    # with a pool file as well, a card named in both is an error (one line, exit 2)
    assert main(["conflicts", os.path.join(BUILTIN_DIR, "..", "cards", "core-examples.yaml"),
                 "--cards", str(small)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "duplicate card name 'Леккен'" in err[0]
