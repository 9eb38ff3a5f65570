"""The real card bases live outside the repository (../shared/data/cards in CI, shared/data/cards beside one of
the repository's parents on a developer's machine). A missing base fails these tests with a clear message:
nothing is skipped."""
import os

import pytest

from legality.cardtext.resolve import shared_cards_dir


def _base(name: str) -> str:
    shared = shared_cards_dir()
    if shared is None or not os.path.exists(os.path.join(shared, name)):
        pytest.fail(f"the card base {name} was not found: put the shared data folder at ../shared beside the "
                    f"repository (shared/data/cards/{name})", pytrace=False)
    return os.path.join(shared, name)


@pytest.fixture(scope="session")
def relaunch_path() -> str:
    return _base("classic-relaunch-cards.json")


@pytest.fixture(scope="session")
def online_path() -> str:
    return _base("classic-online-2019-cards.json")


@pytest.fixture(scope="session")
def relaunch(relaunch_path):
    from legality.cardtext.pool import compile_base
    return compile_base(relaunch_path)


@pytest.fixture(scope="session")
def online(online_path):
    from legality.cardtext.pool import compile_base
    return compile_base(online_path)


@pytest.fixture
def cache_home(tmp_path, monkeypatch):
    """A fresh, empty cache folder for one test."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    from legality.cardtext import resolve
    resolve._index.cache_clear()
    yield tmp_path / "cache"
    resolve._index.cache_clear()
