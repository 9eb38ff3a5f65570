"""The compiled base, cached by the file's hash: the second run loads it instead of compiling.

The cache lives in $XDG_CACHE_HOME/berserk-legality/cards (default ~/.cache/…), one pickle per (file hash,
compiler version, grammar hash). A cache file that cannot be read is ignored and written anew.
"""
from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from functools import lru_cache

from .bases import check_size

_HERE = os.path.dirname(__file__)


def cache_dir() -> str:
    root = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(root, "berserk-legality", "cards")


@lru_cache(maxsize=1)
def _compiler_key() -> str:
    from .compiler import VERSION
    h = hashlib.sha256(VERSION.encode())
    sources = [os.path.join(_HERE, fn) for fn in sorted(os.listdir(_HERE)) if fn.endswith((".py", ".lark"))]
    sources.append(os.path.join(os.path.dirname(_HERE), "cards_io.py"))   # reads the compiled features into cards
    sources.append(os.path.join(os.path.dirname(_HERE), "laid_modifiers.py"))   # … adding the features they lay
    sources.append(os.path.join(os.path.dirname(_HERE), "reach.py"))      # the words' reach every declared one covers
    for fn in ("laid_modifiers.py", "card_modifiers.py"):   # the companions cards_io adds, the modifiers it parses
        sources.append(os.path.join(os.path.dirname(_HERE), fn))
    model = os.path.join(os.path.dirname(os.path.dirname(_HERE)), "model")   # the pickled classes
    sources += [os.path.join(model, fn) for fn in sorted(os.listdir(model)) if fn.endswith(".py")]
    for path in sources:                                 # any change to the compiler's sources
        with open(path, "rb") as fh:
            h.update(os.path.basename(path).encode() + fh.read())
    return h.hexdigest()[:16]


def file_key(path: str) -> str:
    check_size(path)
    with open(path, "rb") as fh:
        digest = hashlib.sha256(fh.read()).hexdigest()[:32]
    return f"{digest}-{_compiler_key()}"


def load_cards(path: str):
    """The base's cards (model `Card`s, in file order), from the cache when it holds this file's compilation."""
    key = file_key(path)
    target = os.path.join(cache_dir(), key + ".pickle")
    try:
        with open(target, "rb") as fh:
            return pickle.load(fh)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
        pass
    from .pool import compile_base
    cards = compile_base(path).cards()
    try:
        os.makedirs(cache_dir(), exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=cache_dir(), suffix=".tmp")
        with os.fdopen(fd, "wb") as fh:
            pickle.dump(cards, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, target)
    except OSError:
        pass                                            # a read-only cache only costs time
    return cards
