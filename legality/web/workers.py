"""Rulings in worker processes with a time limit per ruling.

A ruling that runs past the limit cannot be interrupted inside z3 or Python from another thread, so each
ruling runs in a worker process: past the limit the worker is killed and replaced, and the page gets
`unknown` with the cause. No request can hold the server longer than the wait for a free worker plus the
limit. Workers are started by `spawn` (the server has threads; forking them is unsafe) and announce
themselves ready only after a warm-up ruling, so a fresh worker's imports never count against a ruling.
"""
from __future__ import annotations

import multiprocessing as mp
import os
import queue
import threading
from dataclasses import dataclass

from .ruling import timed_out, worker_died

WARM_UP = "core/joker-archmage-accumulate.yaml"


def _worker_main(conn, base: str | None = None) -> None:
    """The worker's loop: one job (keyword arguments of rule_text) in, one result out. `base`: the card base
    `legality serve --cards` was started with, in play for the scenarios ruled (as `legality check --cards`):
    a name both a built-in card and a different card of the base says which (`from:`), in the same one line."""
    import os

    from ..cardtext.resolve import set_command_line_base
    from ..scenario import BUILTIN_DIR
    from .ruling import checker_failed, rule_text
    set_command_line_base(base)
    try:
        with open(os.path.join(BUILTIN_DIR, WARM_UP), encoding="utf-8") as fh:
            rule_text(fh.read())        # imports, the rule registry, a warm z3 solver
        if base:                        # the compiled base (the disk cache `serve` filled at start)
            from ..cardtext.resolve import lookup_base_card
            lookup_base_card(base, "")
    except Exception:                   # noqa: BLE001 — a fault shows on the first ruling, answered as unknown
        pass
    conn.send("ready")
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        try:
            result = rule_text(**job)
        except Exception as e:     # a fault of the checker: the page says unknown and why, the worker goes on
            result = checker_failed(f"{type(e).__name__}: {e}", job.get("edition"))
        conn.send(result)


@dataclass(eq=False)
class _Worker:
    process: object
    conn: object


class Busy(Exception):
    """No worker became free within the wait limit."""


class RulingPool:
    def __init__(self, size: int = 2, time_limit: float = 5.0, wait_limit: float = 15.0, base: str | None = None):
        self.size, self.time_limit, self.wait_limit = size, time_limit, wait_limit
        self.base = os.path.abspath(base) if base else None
        self._ctx = mp.get_context("spawn")
        self._idle: queue.Queue = queue.Queue()
        self._all: set = set()
        self._lock = threading.Lock()
        self._closed = False
        for _ in range(size):
            self._start()

    def _start(self) -> None:
        parent, child = self._ctx.Pipe()
        p = self._ctx.Process(target=_worker_main, args=(child, self.base), daemon=True, name="legality-ruling")
        p.start()
        child.close()
        w = _Worker(p, parent)
        with self._lock:
            self._all.add(w)
        threading.Thread(target=self._await_ready, args=(w,), daemon=True).start()

    def _await_ready(self, w: _Worker) -> None:
        try:
            ok = w.conn.poll(120) and w.conn.recv() == "ready"
        except (EOFError, OSError):
            ok = False
        if ok and not self._closed:
            self._idle.put(w)
        else:
            self._discard(w)

    def _discard(self, w: _Worker) -> None:
        if w.process.is_alive():
            w.process.kill()
        w.process.join(5)
        w.conn.close()
        with self._lock:
            self._all.discard(w)

    def wait_ready(self, timeout: float = 120) -> bool:
        """Block until every worker has warmed up (start-up, tests)."""
        import time
        end = time.monotonic() + timeout
        while self._idle.qsize() < self.size and time.monotonic() < end:
            time.sleep(0.05)
        return self._idle.qsize() >= self.size

    def run(self, **job) -> dict:
        """Rule in a free worker (blocking; call from a thread). Raises Busy if none is free in time."""
        try:
            w = self._idle.get(timeout=self.wait_limit)
        except queue.Empty:
            raise Busy() from None
        died = False
        try:
            w.conn.send(job)
            if w.conn.poll(self.time_limit):
                result = w.conn.recv()
                self._idle.put(w)
                return result
        except (EOFError, OSError):
            died = True
        # past the limit (or the worker died): end it, start a fresh one, answer `unknown` with the cause
        self._discard(w)
        if not self._closed:
            self._start()
        if died:
            return worker_died(job.get("edition"))
        return timed_out(self.time_limit, job.get("edition"))

    def close(self) -> None:
        self._closed = True
        with self._lock:
            workers = list(self._all)
        for w in workers:
            self._discard(w)
