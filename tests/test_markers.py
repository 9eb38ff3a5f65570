"""Markers on cards (legality/markers.py, classic:ruling-dev-357): counted by name whoever laid them, never under
another name; a deontic feature counting them holds only from its number; another edition: unknown."""
import os

import pytest

from legality.api import rule_scenario
from legality.scenario import parse_scenario

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASE = os.path.join(ROOT, "legality", "scenarios", "rulings", "dev-357-beast-counts-both-squads-markers.yaml")


def _ask(tmp_path, effects, action="{kind: simple_strike, source: victim, target: beast1}", edition="classic"):
    text = open(BASE, encoding="utf-8").read()
    text = text.replace("effects: [{source: beast1, feature: choke}, {source: beast2, feature: choke}]",
                        f"effects: {effects}")
    text = text.replace("action: {kind: simple_strike, source: victim, target: beast1}", f"action: {action}")
    text = text.replace("edition: classic\n", f"edition: {edition}\n", 1)
    p = tmp_path / "m.yaml"
    p.write_text(text, encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def test_one_marker_forbids_moving_not_attacking(tmp_path):
    one = "[{source: beast1, feature: choke}]"
    assert _ask(tmp_path, one).verdict == "legal"
    assert _ask(tmp_path, one, "{kind: move, source: victim, to: [2, 3]}").verdict == "illegal"


def test_two_markers_of_one_card_count_as_two(tmp_path):
    a = _ask(tmp_path, "[{source: beast2, feature: choke}, {source: beast2, feature: choke}]")
    assert a.verdict == "illegal" and "classic:ruling-dev-357" in a.cites()


def test_no_marker_no_prohibition(tmp_path):
    assert _ask(tmp_path, "[]", "{kind: move, source: victim, to: [2, 3]}").verdict == "legal"


def test_without_the_judges_reading_it_is_unknown(tmp_path):
    a = _ask(tmp_path, "[{source: beast1, feature: choke}]", edition="classic-2012")
    assert a.verdict == "unknown" and any("markers" in u for u in a.unknown)
