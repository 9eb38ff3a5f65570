"""Bench: `legality serve` under load: 50 concurrent clients ask `legal` questions on 127.0.0.1 (target: no
error, p95 latency at most 200 ms).

Starts `legality serve` on a free loopback port, then runs two phases side by side in this run, each
`--seconds` long (default 30) with `--clients` closed-loop clients (default 50; each sends its next question
as soon as its answer arrives):
  repeated  the built-in `legal` scenarios, each under one of its editions, round robin: judges asking about
            the same situations (the server keeps deterministic rulings it has given);
  distinct  the same questions made unique (a comment line with a counter): every one is ruled afresh by the
            ruling workers, the worst case.
Every answer is checked against the verdict the CLI gives for that scenario and edition; a wrong verdict,
a non-200 status, a time-limit `unknown` or a dropped connection counts as an error. Prints per phase the
count, errors, throughput and the p50/p95/p99 latency, and the ratio of p95 to the 200 ms target. The
run is bounded (phases end by themselves; the server is stopped at the end).
Run: python bench/serve_load.py [--clients 50] [--seconds 30] [--workers 2]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from legality.api import rule_scenario  # noqa: E402
from legality.scenario import builtin_paths, parse_scenario  # noqa: E402
from legality.web.local import local_server  # noqa: E402

TARGET_P95_MS = 200.0
COUNTER = [0]        # makes each `distinct` question unique across all clients


def questions() -> list[tuple[str, str, str, str]]:
    """(name, edition, YAML text, the CLI's verdict) for every built-in legal scenario and its editions."""
    out = []
    for path in builtin_paths():
        sc = parse_scenario(path)
        if sc.kind != "legal":
            continue
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        if "\ncard_base:" in text:     # the page opens no files: a scenario naming a card base is refused
            continue
        for r in rule_scenario(sc):
            out.append((os.path.basename(path), r.edition, text, r.answer.verdict))
    return out


async def client(port: int, qs, start: int, step: int, end: float, distinct: bool, lat: list, errors: list,
                 counter: list, rounds: int = 0) -> None:
    reader = writer = None
    i = start
    while time.monotonic() < end or (rounds and i < start + rounds * step):
        name, edition, text, verdict = qs[i % len(qs)]
        i += step
        if distinct:
            counter[0] += 1
            text = text + f"\n# load {counter[0]}\n"
        body = text.encode("utf-8")
        head = (f"POST /api/rule?edition={edition} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/yaml\r\n"
                f"Content-Length: {len(body)}\r\n\r\n").encode("ascii")
        t0 = time.perf_counter()
        try:
            if writer is None:
                reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(head + body)
            await writer.drain()
            status_line = await asyncio.wait_for(reader.readline(), 60)
            length = 0
            while True:
                line = await reader.readline()
                if line in (b"\r\n", b""):
                    break
                k, _, v = line.decode("latin-1").partition(":")
                if k.lower() == "content-length":
                    length = int(v)
            payload = json.loads(await reader.readexactly(length))
            dt = (time.perf_counter() - t0) * 1000
            status = int(status_line.split()[1])
            got = payload["rulings"][0]["answer"]["verdict"] if payload.get("ok") else None
            if status != 200 or payload.get("unanswered") or got != verdict:
                errors.append(f"{name} [{edition}]: status {status}, verdict {got}, expected {verdict}")
            lat.append(dt)
        except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError, ValueError, IndexError) as e:
            errors.append(f"{name} [{edition}]: {type(e).__name__}: {e}")
            if writer is not None:
                writer.close()
            reader = writer = None
    if writer is not None:
        writer.close()


async def phase(port: int, qs, clients: int, seconds: float, distinct: bool, rounds: int = 0) -> dict:
    lat: list[float] = []
    errors: list[str] = []
    end = time.monotonic() + seconds
    t0 = time.monotonic()
    await asyncio.gather(*(client(port, qs, k, clients, end, distinct, lat, errors, COUNTER, rounds)
                           for k in range(clients)))
    wall = time.monotonic() - t0
    q = statistics.quantiles(lat, n=100) if len(lat) > 1 else [float("nan")] * 99
    return {"requests": len(lat), "errors": len(errors), "first_errors": errors[:3], "per_s": len(lat) / wall,
            "p50": statistics.median(lat) if lat else float("nan"), "p95": q[94], "p99": q[98]}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clients", type=int, default=50)
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--workers", type=int, default=2, help="ruling workers of the server")
    args = ap.parse_args()
    qs = questions()
    with local_server("--workers", str(args.workers), cwd=ROOT) as url:
        port = int(url.rsplit(":", 1)[1])
        # warm-up, not timed: every question once, so `repeated` measures the steady state
        asyncio.run(phase(port, qs, 1, 0.0, False, rounds=len(qs)))
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
        print(f"legality serve on 127.0.0.1:{port}, {args.workers} ruling workers; {len(qs)} legal questions "
              f"(built-in scenarios × editions); {args.clients} clients, {args.seconds:g} s per phase; "
              f"{os.cpu_count()} cores shared by server and clients (load average {load:.1f} before the run)")
        results = {}
        for name, distinct in (("repeated", False), ("distinct", True)):
            r = asyncio.run(phase(port, qs, args.clients, args.seconds, distinct))
            results[name] = r
            print(f"  {name:9s} {r['requests']:6d} answers, {r['errors']} errors, {r['per_s']:6.1f}/s; latency "
                  f"p50 {r['p50']:6.1f} ms, p95 {r['p95']:6.1f} ms, p99 {r['p99']:6.1f} ms; "
                  f"p95/target {r['p95'] / TARGET_P95_MS:.2f}")
            for e in r["first_errors"]:
                print(f"      error: {e}")
        rep, dis = results["repeated"], results["distinct"]
        print(f"  distinct/repeated: p50 ×{dis['p50'] / rep['p50']:.1f}, p95 ×{dis['p95'] / rep['p95']:.1f}, "
              f"throughput ×{dis['per_s'] / rep['per_s']:.2f}")
        return 0 if rep["errors"] == 0 and dis["errors"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
