"""Readers of the two real card bases, and bad input: one line with the file and the card, exit 2."""
import json
import os

import pytest

from legality.cardtext.bases import read_base
from legality.cli.main import main


def test_relaunch_base_is_read_with_printed_numbers(relaunch_path):
    cards = read_base(relaunch_path)
    assert len(cards) == 1310
    assert sum(1 for c in cards if c.printed.strip()) == 1267
    lokken = next(c for c in cards if c.name == "Леккен")
    assert (lokken.type, lokken.cost, lokken.lives, lokken.strike, lokken.move) == ("creature", 6, 10, (2, 2, 3), 1)
    assert lokken.elements == ("forest",)
    kshar = next(c for c in cards if c.name == "Кшар")
    assert "{uchr}" in kshar.printed and "удар через ряд" in kshar.text and "{" not in kshar.text


def test_a_terrains_printed_zero_lives_are_none(relaunch_path):
    """The base prints life 0 for 18 terrains: a terrain has no lives to lose (it is not destroyed by 0), as
    the «Онлайн» base, which prints none, says of every terrain."""
    cards = read_base(relaunch_path)
    assert next(c for c in cards if c.name == "Лес Кронга").lives is None
    assert not [c.name for c in cards if c.type == "terrain" and c.lives == 0]
    assert all(c.lives for c in cards if c.type in ("creature", "flyer"))


def test_online_base_is_read_with_declined_names_and_class_names(online_path):
    cards = read_base(online_path)
    assert len(cards) == 1015
    ammah = next(c for c in cards if c.name == "Аммах")
    assert ammah.cases["ins"] == "Аммахом" and ammah.elements == ("swamp",) and ammah.strike == (2, 3, 4)
    troll = next(c for c in cards if c.name == "Нервный Ург")
    assert troll.classes == ("Тролль",)
    assert "[:" not in troll.text and "регенерация" in troll.text


def _bad(tmp_path, capsys, content, name="base.json"):
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    code = main(["cards", "coverage", str(path)])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2
    assert len(err) == 1 and "Traceback" not in err[0]
    assert err[0].startswith(f"{path}:") or err[0].startswith(f"{path} ")
    return err[0]


CARD = {"id": "1", "name": "Кочевник", "cost": 3, "color": 1, "class": [""], "type": 0, "life": 8, "move": 2,
        "hit": [1, 2, 3], "text": "Рывок."}


def test_not_json(tmp_path, capsys):
    line = _bad(tmp_path, capsys, '[{"name": "Кочевник",\n  "text": ]')
    assert ":2: " in line and "not JSON" in line


def test_not_a_list(tmp_path, capsys):
    assert "expected a JSON list of cards" in _bad(tmp_path, capsys, '{"cards": 1}')


def test_card_without_a_name(tmp_path, capsys):
    nameless = {k: v for k, v in CARD.items() if k != "name"}
    line = _bad(tmp_path, capsys, "[\n" + json.dumps(CARD, ensure_ascii=False) + ",\n" + json.dumps(nameless) + "\n]")
    assert ":3: [1].name: card without a name" in line


def test_unknown_placeholder_names_file_line_and_card(tmp_path, capsys):
    odd = {**CARD, "name": "Странник", "text": "{tap}: {teleportx} на 2."}
    line = _bad(tmp_path, capsys, "[\n" + json.dumps(CARD, ensure_ascii=False) + ",\n"
                + json.dumps(odd, ensure_ascii=False) + "\n]")
    assert ":3: [1] (Странник).text: unknown placeholder '{teleportx}'" in line


def test_unknown_online_tag(tmp_path, capsys):
    card = {"type": "c", "name": "Ахти", "desc": "-1 от [:atq].", "crystalCount": 6, "kick": [2, 2, 3], "race": "b"}
    line = _bad(tmp_path, capsys, json.dumps([card], ensure_ascii=False))
    assert "[0] (Ахти).desc: unknown placeholder '[:atq]'" in line


def test_a_100_mb_file_is_refused_before_it_is_read(tmp_path, capsys):
    path = tmp_path / "huge.json"
    with open(path, "wb") as fh:
        fh.truncate(100 * 1024 * 1024)        # sparse: nothing is written, nothing is read
    code = main(["cards", "compile", str(path)])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1
    assert err[0].startswith(f"{path}: file: 105 MB is too large for a card base")


def test_unknown_card_type(tmp_path, capsys):
    line = _bad(tmp_path, capsys, json.dumps([{**CARD, "type": 9}], ensure_ascii=False))
    assert "[0] (Кочевник).type: unknown card type 9" in line


def test_not_utf8(tmp_path, capsys):
    assert "not UTF-8" in _bad(tmp_path, capsys, b'[{"name": "\xff"}]')
