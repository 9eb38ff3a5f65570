"""`legality serve` in a child process on a free loopback port, for the browser test and the load bench:
started, waited for until it answers, and always stopped."""
from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def local_server(*args: str, cwd: str | None = None, start_limit: float = 180):
    """Yields the server's base URL; `args` are passed to `legality serve`."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "legality", "serve", "--port", str(port), *args], cwd=cwd,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}"
    try:
        end = time.monotonic() + start_limit
        while True:
            try:
                urllib.request.urlopen(url + "/healthz", timeout=5).read()
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > end:
                    raise RuntimeError("legality serve did not start: " + proc.stderr.read().decode()[-2000:])
                time.sleep(0.3)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(30)
