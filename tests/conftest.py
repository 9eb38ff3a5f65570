import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

# The compiled card-base cache (legality/cardtext/cache.py) goes to a temporary folder for the test run,
# set before any test module is imported (built-in scenarios are parsed at collection).
import atexit  # noqa: E402
import shutil  # noqa: E402
import tempfile  # noqa: E402

_CACHE = tempfile.mkdtemp(prefix="legality-test-cache-")
os.environ["XDG_CACHE_HOME"] = _CACHE
atexit.register(shutil.rmtree, _CACHE, True)
