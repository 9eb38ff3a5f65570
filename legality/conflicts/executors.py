"""Where the scan's chunks run: local worker processes (default) or a Dask cluster. One interface, so the
scan has one code path: `map(fn, chunks, shared)` yields `fn(chunk, shared)` for each chunk, in order, as
they are done. `shared` (the pool's features) is shipped once per worker, not once per chunk.

Both are bounded: local workers by the machine (cores, available memory), a scheduler address by a time
limit on connecting; what goes wrong with either is one line (`InputError`, exit 2), never a traceback."""
from __future__ import annotations

import os
import pickle
import socket
import uuid
from concurrent.futures import ProcessPoolExecutor

from ..errors import InputError

WORKER_MEMORY = 400 * 2**20     # what one scan worker may need (a warm z3 solver over a 50k-card pool)
CONNECT_SECONDS = 5.0           # a scheduler that has not answered by then is reported, not waited for

_SHARED = None


def _install(shared) -> None:
    global _SHARED
    _SHARED = shared


def _run(fn, chunk):
    return fn(chunk, _SHARED)


def machine() -> tuple[int, int]:
    """(cores this process may use, bytes of memory available now)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:
        cores = os.cpu_count() or 1
    try:
        with open("/proc/meminfo", encoding="ascii") as fh:
            info = dict(line.split(":", 1) for line in fh)
        avail = int(info["MemAvailable"].split()[0]) * 1024
    except (OSError, KeyError, ValueError):
        avail = os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 2**31
    return max(1, cores), avail


def bound_workers(requested: int | None) -> tuple[int, str | None]:
    """The worker count the machine can run, and a one-line note when it is fewer than asked. More
    processes than cores only share them; more than memory allows would swap or be killed."""
    if requested is not None and requested < 1:
        raise InputError("command line", None, "--workers", f"{requested}: give at least 1 worker")
    cores, avail = machine()
    by_memory = max(1, avail // WORKER_MEMORY)
    limit = min(cores, by_memory)
    if requested is None:
        return limit, None
    if requested <= limit:
        return requested, None
    why = (f"{cores} core{'s' if cores > 1 else ''}" if cores <= by_memory else
           f"{avail / 2**30:.1f} GB of memory available, {WORKER_MEMORY // 2**20} MB a worker")
    return limit, f"--workers {requested}: this machine runs at most {limit} ({why}); using {limit}"


class _Closing:
    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class LocalExecutor(_Closing):
    """Worker processes, started on the first map and kept for the next ones that share the same data (a
    scan's two phases); `close()` ends them. `workers` is taken as given: the CLI bounds it first."""

    def __init__(self, workers: int | None = None):
        self.workers = workers or bound_workers(None)[0]
        self.where = f"{self.workers} local process{'es' if self.workers > 1 else ''}"
        self._pool, self._shared = None, None

    def map(self, fn, chunks: list, shared):
        if not chunks:
            return iter(())
        if self._pool is None or self._shared is not shared:
            self.close()
            self._pool = ProcessPoolExecutor(min(self.workers, len(chunks)), initializer=_install,
                                             initargs=(shared,))
            self._shared = shared
        return self._pool.map(_run, [fn] * len(chunks), chunks)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown()
            self._pool, self._shared = None, None


def _fail(address: str, message: str) -> InputError:
    return InputError("command line", None, "--scheduler", f"{address}: {message}")


def probe(address: str, seconds: float = CONNECT_SECONDS) -> None:
    """Check a tcp:// address before Dask is given it: something listens there and greets as a Dask
    scheduler does (its handshake names a pickle protocol), all within `seconds`. Dask's own connect waits
    forever on a listener that accepts and stays silent, and misreads one that answers otherwise."""
    scheme, _, rest = address.rpartition("://")
    if scheme not in ("", "tcp"):
        return                                  # inproc://, tls://, ucx://: Dask's connect (with its timeout)
    host, sep, port = rest.rpartition(":")
    if not sep or not port.isdigit() or not host:
        raise _fail(address, "not an address: give tcp://HOST:PORT")
    try:
        sock = socket.create_connection((host.strip("[]"), int(port)), timeout=seconds)
    except socket.gaierror as e:
        raise _fail(address, f"unknown host {host!r} ({e.strerror})") from None
    except ConnectionRefusedError:
        raise _fail(address, "nothing listens there (connection refused)") from None
    except TimeoutError:
        raise _fail(address, f"no answer to a connection within {seconds:g} s") from None
    except OSError as e:
        raise _fail(address, f"cannot connect ({e.strerror or e})") from None
    got = b""
    try:
        with sock:
            # a Dask message starts with its length (8 bytes, little-endian): stop as soon as it cannot be one
            while b"pickle-protocol" not in got and len(got) < 4096 and _may_be_dask(got):
                chunk = sock.recv(4096)
                if not chunk:
                    break
                got += chunk
    except TimeoutError:
        pass
    except OSError as e:
        raise _fail(address, f"the connection failed ({e.strerror or e})") from None
    if b"pickle-protocol" not in got:
        what = (f"it said nothing within {seconds:g} s" if not got else
                f"it answered {got[:24]!r}")
        raise _fail(address, f"accepts connections but is not a Dask scheduler ({what})")


def _may_be_dask(got: bytes) -> bool:
    return len(got) < 8 or 0 < int.from_bytes(got[:8], "little") < 2**20


class Packed:
    """The shared data as one pickled blob: Dask would otherwise serialise a tuple of thousands of features
    element by element (seconds where pickle takes milliseconds)."""

    def __init__(self, data):
        self.token = uuid.uuid4().hex
        self.blob = pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL)


_UNPACKED: tuple = (None, None)


def _run_packed(chunk, fn, packed: Packed):
    """In a Dask worker: unpickle the shared data once per scan, then run the chunk."""
    global _UNPACKED
    if _UNPACKED[0] != packed.token:
        _UNPACKED = (packed.token, pickle.loads(packed.blob))
    return fn(chunk, _UNPACKED[1])


class DaskExecutor(_Closing):
    def __init__(self, address: str | None = None, client=None, seconds: float = CONNECT_SECONDS):
        self.address = address
        self._own = client is None
        if client is None:
            probe(address, seconds)             # before importing Dask: a wrong address is said at once
            try:
                import logging
                from distributed import Client
            except ImportError:
                raise _fail(address, "needs Dask: pip install 'berserk-legality[dask]'") from None
            # a failure is said in one line below: Dask's own log lines would only repeat it
            logging.getLogger("distributed").setLevel(logging.CRITICAL)
            try:
                client = Client(address, timeout=f"{seconds}s")
            except Exception as e:  # noqa: BLE001 - any failure to connect is the address's problem
                raise _fail(address, f"cannot use this Dask scheduler ({type(e).__name__}: {_short(e)})") from None
            try:
                client.wait_for_workers(1, timeout=seconds)
            except Exception:  # noqa: BLE001 - a scheduler with no worker would hold the scan forever
                client.close()
                raise _fail(address, f"the Dask scheduler has no worker (none joined within {seconds:g} s)") from None
        self.client = client
        self._shared = self._scattered = None
        self.workers = max(1, len(self.client.scheduler_info().get("workers", {})))
        self.where = f"Dask cluster at {self.client.scheduler.address}"

    def map(self, fn, chunks: list, shared):
        if not chunks:
            return iter(())
        try:
            if self._shared is not shared:      # shipped once per scan, as one pickled blob
                self._scattered = self.client.scatter(Packed(shared), broadcast=True, hash=False)
                self._shared = shared
            futures = self.client.map(_run_packed, chunks, fn=fn, packed=self._scattered, pure=False)
        except Exception as e:  # noqa: BLE001
            raise self._failed(e) from None
        return self._results(futures)

    def _results(self, futures):
        """Each chunk's result in order, released as soon as it is read."""
        for i in range(len(futures)):
            try:
                res = futures[i].result()
            except Exception as e:  # noqa: BLE001 - a lost worker or scheduler: one line, exit 2
                raise self._failed(e) from None
            futures[i] = None
            yield res

    def _failed(self, e: Exception) -> InputError:
        where = self.address or getattr(self.client.scheduler, "address", "the Dask cluster")
        return _fail(where, f"the Dask cluster failed during the scan ({type(e).__name__}: {_short(e)})")

    def close(self) -> None:
        if self._own:
            try:
                self.client.close(timeout=CONNECT_SECONDS)
            except Exception:  # noqa: BLE001 - closing a broken connection: the failure is already said
                pass


def _short(e: Exception) -> str:
    text = " ".join(str(e).split()) or "no detail"
    return text if len(text) <= 160 else text[:157] + "..."
