"""A symbiote put onto another host in the trace (`attach`, legality/stack/hosts.py): the effects its old host
carries «пока [он] его паразит» end (duration `while_hosting_source`), its own stay (dev-169); the event
`host_change` fires only where it had a host; the `attack` question reads the same duration off the state."""
from __future__ import annotations

from pathlib import Path

import pytest

from legality.errors import InputError
from tests.variants import by_doc

RULINGS = Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
DHA = RULINGS / "dev-169-dha-changes-host-keeps-own-bonus.yaml"


def test_the_old_hosts_minus_ends_and_dhas_plus_stays(tmp_path):
    t = by_doc(tmp_path, DHA, lambda d: None).to_json()
    assert t["verdict"] == "traced", t
    assert t["final"]["old"]["effects"] == [] and t["final"]["dha"]["effects"] == ["dha/strengthened"]


def test_staying_on_the_same_host_keeps_the_minus(tmp_path):
    def same(doc):
        doc["question"]["events"][2]["host"] = "old"
    t = by_doc(tmp_path, DHA, same).to_json()
    assert t["final"]["old"]["effects"] == ["dha/drained"], t["final"]


def _attack(host):
    def edit(doc):
        doc["cards"][0]["host"] = host
        doc["cards"][1]["effects"] = [{"source": "dha", "feature": "drained"}]
        doc["question"] = {"kind": "attack", "attack": {"kind": "strike", "source": "old", "target": "new",
                                                         "tier": "medium"}}
    return edit


def test_the_attack_question_reads_the_duration_as_the_trace_does(tmp_path):
    """Кочевник strikes 1-2-2 (medium 2): -1 while Дха stands on it, nothing once Дха stands elsewhere."""
    on = by_doc(tmp_path, DHA, _attack("old")).to_json()
    off = by_doc(tmp_path, DHA, _attack("new")).to_json()
    assert [o["value"] for o in on["outcomes"]] == [1], on
    assert [o["value"] for o in off["outcomes"]] == [2], off


def test_attaching_a_card_that_is_no_symbiote_is_unknown(tmp_path):
    def creature(doc):
        doc["question"]["events"][2] = {"attach": "old", "host": "new"}
    assert by_doc(tmp_path, DHA, creature).verdict == "unknown"


def test_attach_names_a_host(tmp_path):
    def no_host(doc):
        doc["question"]["events"][2] = {"attach": "dha"}
    with pytest.raises(InputError):
        by_doc(tmp_path, DHA, no_host)


ELMOR = RULINGS / "dev-487-elmor-parasite-onto-attacked-changes-host.yaml"


def test_elmors_trigger_fires_on_a_change_of_host(tmp_path):
    t = by_doc(tmp_path, ELMOR, lambda d: None).to_json()
    assert t["fired"] == ["zap: elmor → foe"], t["fired"]


def test_a_symbiote_with_no_host_before_changes_none(tmp_path):
    """dev-487, dev-492: a symbiote put onto a host from no host (called onto it, saved from a dying host) does
    not change its host: «когда ваш симбиот меняет хозяина» does not fire."""
    def hostless(doc):
        doc["cards"][2].pop("host")
        doc["cards"][2]["at"] = "C1"
    t = by_doc(tmp_path, ELMOR, hostless).to_json()
    assert t["fired"] == [] and t["verdict"] == "traced", t


def test_three_times_a_turn(tmp_path):
    def back_and_forth(doc):
        doc["question"]["events"] = [{"attach": "leeches", "host": h} for h in ("foe", "elmor", "foe", "elmor")]
    t = by_doc(tmp_path, ELMOR, back_and_forth).to_json()
    assert len(t["fired"]) == 3, t["fired"]
