"""Where the scan's chunks run: local worker processes (default) or a Dask cluster. One interface, so the
scan has one code path: `map(fn, chunks, shared)` returns `[fn(chunk, shared) for chunk in chunks]`, in
order. `shared` (the pool's features) is shipped once per worker, not once per chunk."""
from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor

_SHARED = None


def _install(shared) -> None:
    global _SHARED
    _SHARED = shared


def _run(fn, chunk):
    return fn(chunk, _SHARED)


class _Closing:
    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class LocalExecutor(_Closing):
    """Worker processes, started on the first map and kept for the next ones that share the same data (a
    scan's two phases); `close()` ends them."""

    def __init__(self, workers: int | None = None):
        self.workers = workers or os.cpu_count() or 1
        self.where = f"{self.workers} local process{'es' if self.workers > 1 else ''}"
        self._pool, self._shared = None, None

    def map(self, fn, chunks: list, shared) -> list:
        if not chunks:
            return []
        if self._pool is None or self._shared is not shared:
            self.close()
            self._pool = ProcessPoolExecutor(self.workers, initializer=_install, initargs=(shared,))
            self._shared = shared
        return list(self._pool.map(_run, [fn] * len(chunks), chunks))

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown()
            self._pool, self._shared = None, None


class DaskExecutor(_Closing):
    def __init__(self, address: str | None = None, client=None):
        from distributed import Client
        self.client = client or Client(address, timeout="10s")
        self.workers = max(1, len(self.client.scheduler_info().get("workers", {})))
        self.where = f"Dask cluster at {self.client.scheduler.address}"
        self._own = client is None

    def map(self, fn, chunks: list, shared) -> list:
        if not chunks:
            return []
        fut = self.client.scatter(shared, broadcast=True, hash=False)
        futures = self.client.map(fn, chunks, shared=fut, pure=False)
        return self.client.gather(futures)

    def close(self) -> None:
        if self._own:
            self.client.close()
