"""Fixtures for the page's tests: one application (with its ruling worker) per module."""
import os

import pytest
from fastapi.testclient import TestClient

from legality.web.app import Limits, create_app

SCENARIOS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                         "legality", "scenarios")


@pytest.fixture(scope="session")
def scenario_text():
    def read(rel: str) -> str:
        with open(os.path.join(SCENARIOS, rel), encoding="utf-8") as fh:
            return fh.read()
    return read


@pytest.fixture(scope="module")
def client():
    app = create_app(limits=Limits(workers=1, time_limit=60))
    with TestClient(app) as c:
        assert app.state.get_pool().wait_ready(120)
        yield c
