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


class LocalExecutor:
    def __init__(self, workers: int | None = None):
        self.workers = workers or os.cpu_count() or 1
        self.where = f"{self.workers} local process{'es' if self.workers > 1 else ''}"

    def map(self, fn, chunks: list, shared) -> list:
        if not chunks:
            return []
        with ProcessPoolExecutor(self.workers, initializer=_install, initargs=(shared,)) as pool:
            return list(pool.map(_run, [fn] * len(chunks), chunks))

    def close(self) -> None:
        pass


class DaskExecutor:
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
