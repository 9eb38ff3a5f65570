"""`legality conflicts` as a dependable program at any pool size: findings grouped by feature shape with
exact counts (checked against a card-by-card scan), streamed JSON that is the same bytes every run, --limit,
--workers bounded by the machine, --scheduler answered in one line whatever listens there; and every
command's --json the same bytes under another hash seed."""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time

import pytest

from legality.conflicts import witness as W
from legality.conflicts.executors import CONNECT_SECONDS, LocalExecutor, bound_workers, machine
from legality.conflicts.index import who_compatible
from legality.conflicts.pool import apps_of, load_pool, pool_paths
from legality.conflicts.scan import scan_pool

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SC = os.path.join(ROOT, "legality", "scenarios")


def legality(*argv, env=None, timeout=120):
    return subprocess.run([sys.executable, "-m", "legality", *argv], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout, env={**os.environ, **(env or {})})


def _bench(name: str):
    import importlib.util
    spec = importlib.util.spec_from_file_location(f"bench_{name}", os.path.join(ROOT, "bench", f"{name}.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def copies(n: int) -> list:
    """n cards: the built-in pool copied under new names (the worst case: every copy meets every other)."""
    return _bench("pool_scale").copies_of(load_pool(pool_paths([])), n)


def generated(n: int) -> list:
    return _bench("conflicts").generate(n)


# -- grouping keeps every finding -------------------------------------------------------------------------
def _contradict(a, b):
    """(p, f, touched) in the scan's orientation if a and b contradict, else None (read from the features,
    not from the index)."""
    if a.game != b.game or a.kind != b.kind:
        return None
    if a.kind == "deontic":
        if (a.modality == "forbid") == (b.modality == "forbid"):
            return None
        p, f = (a, b) if b.modality == "forbid" else (b, a)
        ends = [f"{k}@{e}" for k, e in dict.fromkeys(p.ends) if (k, e) in f.ends]
        return [(p, f, t) for t in ends]
    if a.kind == "property":
        return [(a, b, a.prop)] if a.prop == b.prop and a.value != b.value else None
    g, r = (a, b) if a.value else (b, a)
    if not g.value or r.value or not (r.ability == "all" or r.ability == g.ability):
        return None
    return [(g, r, f"ability «{g.ability}»")]


def card_by_card(apps):
    """The findings' totals from every feature pair, asked one by one (no shapes, no index)."""
    W.use_pool(f"card-by-card-{id(apps)}")
    pairs, shadowed, triples = 0, 0, 0
    removers = [r for r in apps if r.kind == "ability" and not r.value]
    for i, a in enumerate(apps):
        for b in apps[i + 1:]:
            for x, y, _ in _contradict(a, b) or ():
                if not who_compatible(x, y, x.card_key == y.card_key) or W.pair_witness(x, y) is None:
                    continue
                pairs += 1
                if x.kind == "deontic":
                    shadowed += W.always_with(x, y)
                sides = (("b", y, x),) if x.kind == "deontic" else (("a", x, y), ("b", y, x))
                for side, gone, stays in sides:
                    if gone.who != "self" or (stays.kind == "ability" and not stays.value):
                        continue
                    for r in removers:
                        if r.uid in (x.uid, y.uid) or r.game != gone.game or not who_compatible(r, gone) \
                                or not (r.ability == "all" or r.ability in gone.names):
                            continue
                        triples += W.triple_witness(x, y, r, side) is not None
    never = sum(W.never_applies(a) for a in apps)
    return {"pairs": pairs, "shadowed": shadowed, "never": never, "triples": triples}


@pytest.mark.parametrize("pool", ["copies", "generated"])
def test_grouped_findings_count_exactly_what_a_card_by_card_scan_finds(pool):
    cards = copies(192) if pool == "copies" else generated(700)
    apps = apps_of(cards)
    with LocalExecutor(1) as ex:
        report = scan_pool(["t"], cards, apps, ex)
    found = report.stats["found"]
    expected = card_by_card(apps)
    assert {k: found[k] for k in expected} == expected
    # and the findings add up to the totals, each with up to three real instances
    assert sum(p["count"] for p in report.pairs) == found["pairs"] and len(report.pairs) < found["pairs"]
    assert sum(t["count"] for t in report.triples) == found["triples"]
    for p in report.pairs:
        assert 1 <= len(p["examples"]) <= min(3, p["count"])
        assert p["examples"][0] == [p["a"], p["b"]]
        assert {a["text"] for a, _ in p["examples"]} == {p["a"]["text"]}


def test_copies_of_a_pool_give_its_findings_with_counts():
    base_cards = load_pool(pool_paths([]))
    with LocalExecutor(1) as ex:
        one = scan_pool(["t"], base_cards, apps_of(base_cards), ex)
        three = scan_pool(["t"], copies(3 * len(base_cards)), apps_of(copies(3 * len(base_cards))), ex)
    kinds = lambda r: sorted((p["kind"], p["a"]["feature"], p["b"]["feature"]) for p in r.pairs)
    assert kinds(one) == kinds(three)
    # three copies of each card: a pair of two cards meets 3 × 3 times
    by = {(p["a"]["feature"], p["b"]["feature"]): p["count"] for p in three.pairs}
    assert by[("enemies-accumulate", "no-tokens")] == 9
    assert three.never[0]["count"] == 3 and one.never[0]["count"] == 1


# -- output -------------------------------------------------------------------------------------------------
def test_json_is_streamed_as_the_bytes_of_one_document_and_limit_cuts_each_kind(capsys):
    from legality.cli.main import main
    from legality.cli.output import dumps
    assert main(["conflicts", "--json", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    doc = json.loads(out)
    assert out == dumps(doc) + "\n"
    assert "seconds" not in json.dumps(doc) and "run" not in doc
    assert main(["conflicts", "--json", "--workers", "1", "--limit", "1"]) == 0
    cut = json.loads(capsys.readouterr().out)
    assert len(cut["pairs"]) == 1 and cut["pairs"][0] == doc["pairs"][0]
    assert cut["stats"] == doc["stats"]
    n = len(doc["pairs"])
    assert f"--limit 1: not shown {n - 1} of {n} pair findings" in cut["summary"]
    assert main(["conflicts", "--workers", "1", "--limit", "0", "--timings"]) == 0
    text = capsys.readouterr().out.splitlines()
    assert text[0].startswith("CONTRADICTING PAIRS") and text[1] == f"     ({n} groups)"
    assert f"--limit 0: not shown {n} of {n} pair findings" in text[-2]
    assert text[-1].startswith("scanned in ")


def _two_seeds(*argv):
    """The command's stdout under two hash seeds, run side by side."""
    procs = [subprocess.Popen([sys.executable, "-m", "legality", *argv], cwd=ROOT, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, env={**os.environ, "PYTHONHASHSEED": seed})
             for seed in ("1", "2")]
    outs = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs[0][1][-500:]
    return [o for o, _ in outs]


@pytest.mark.parametrize("argv", [
    ("conflicts", "--json"),
    ("conflicts", "--json", "--workers", "1", os.path.join(ROOT, "legality", "cards", "core-examples.yaml")),
    ("check", "--json", os.path.join(SC, "core", "joker-archmage-accumulate.yaml"),
     os.path.join(SC, "conflicts", "kanor-blade-dark.yaml"), os.path.join(SC, "attack", "520-example-1-gnome-basaarg.yaml")),
    ("chain", "--json", os.path.join(SC, "chains", "bashar-525-2.yaml")),
    ("chain", "--json", "--pool", os.path.join(ROOT, "legality", "cards", "chain-examples.yaml")),
    ("trace", "--json", os.path.join(SC, "stack", "queue-order.yaml")),
    ("diff", "--json", "--from", "classic-b", "--to", "heroes", os.path.join(SC, "core", "open-open-card.yaml"),
     os.path.join(SC, "conflicts", "dash-granted-then-removed.yaml")),
], ids=lambda a: " ".join(x for x in a if not x.startswith("/"))[:40])
def test_json_is_the_same_bytes_every_run(argv):
    first, second = _two_seeds(*argv)
    assert first == second and first.strip()
    json.loads(first)


# -- workers and schedulers ----------------------------------------------------------------------------------
def test_workers_beyond_the_machine_are_bounded_and_said_in_one_line():
    cores, _ = machine()
    start = time.monotonic()
    r = legality("conflicts", "--json", "--timings", "--workers", "100000")
    assert r.returncode == 0 and time.monotonic() - start < 60
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "--workers 100000" in lines[0] and "using" in lines[0]
    assert json.loads(r.stdout)["run"]["workers"] <= cores
    assert bound_workers(100000)[0] <= cores and bound_workers(1) == (1, None)


def test_zero_workers_is_bad_input():
    r = legality("conflicts", "--workers", "0")
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.strip() == "command line: --workers: 0: give at least 1 worker"


class Listener:
    """A TCP listener on the loopback that is not a Dask scheduler: silent, or answering like a web server."""

    def __init__(self, reply: bytes | None):
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(8)
        self.address = f"tcp://127.0.0.1:{self.sock.getsockname()[1]}"
        self.reply, self.conns = reply, []
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self):
        while True:
            try:
                c, _ = self.sock.accept()
            except OSError:
                return
            self.conns.append(c)
            if self.reply is not None:
                c.sendall(self.reply)

    def close(self):
        for c in self.conns:
            c.close()
        self.sock.close()


@pytest.mark.parametrize("reply, said", [(None, "it said nothing within"),
                                         (b"HTTP/1.0 400 Bad Request\r\n\r\n", "it answered b'HTTP/1.0 400")])
def test_a_listener_that_is_not_dask_gets_one_line_and_exit_2_quickly(reply, said):
    listener = Listener(reply)
    try:
        start = time.monotonic()
        r = legality("conflicts", "--scheduler", listener.address, timeout=60)
        took = time.monotonic() - start
    finally:
        listener.close()
    lines = r.stderr.strip().splitlines()
    assert r.returncode == 2 and r.stdout == "" and len(lines) == 1, r.stderr
    assert lines[0].startswith(f"command line: --scheduler: {listener.address}: accepts connections but is not "
                               f"a Dask scheduler") and said in lines[0]
    assert took < CONNECT_SECONDS + 10


def test_nothing_listening_and_a_bad_address_get_one_line():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()                                   # a port nobody listens on
    r = legality("conflicts", "--scheduler", f"tcp://127.0.0.1:{port}")
    assert r.returncode == 2 and r.stderr.strip().endswith("nothing listens there (connection refused)")
    r = legality("conflicts", "--scheduler", "tcp://127.0.0.1")
    assert r.returncode == 2 and r.stderr.strip().endswith("not an address: give tcp://HOST:PORT")


def test_a_local_dask_cluster_on_loopback_runs_the_scan_and_one_with_no_worker_is_said(capsys):
    from distributed import LocalCluster
    from legality.cli.main import main
    assert main(["conflicts", "--json", "--workers", "1"]) == 0
    base = capsys.readouterr().out
    with LocalCluster(n_workers=1, processes=False, threads_per_worker=1, dashboard_address=None,
                      host="127.0.0.1", protocol="tcp://") as cluster:
        assert main(["conflicts", "--json", "--scheduler", cluster.scheduler_address]) == 0
    assert capsys.readouterr().out == base
    with LocalCluster(n_workers=0, processes=False, dashboard_address=None, host="127.0.0.1",
                      protocol="tcp://") as cluster:
        start = time.monotonic()
        assert main(["conflicts", "--scheduler", cluster.scheduler_address]) == 2
        assert time.monotonic() - start < CONNECT_SECONDS + 5
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].endswith(f"the Dask scheduler has no worker (none joined within "
                                             f"{CONNECT_SECONDS:g} s)")
