"""Bad chain input (tests/bad-input/chains/): one line naming file, line and field; exit 2; no traceback."""
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIR = os.path.join(ROOT, "tests", "bad-input", "chains")
FILES = sorted(f for f in os.listdir(DIR) if f.endswith(".yaml"))


@pytest.mark.parametrize("name", FILES)
def test_bad_chain_input_one_line_exit_2(name):
    path = os.path.join("tests", "bad-input", "chains", name)
    args = ["chain", "--pool", path] if name.endswith(".pool.yaml") else ["check", path]
    res = subprocess.run([sys.executable, "-m", "legality", *args], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert res.returncode == 2, res.stdout + res.stderr
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in res.stderr, res.stderr
    assert re.match(rf"{re.escape(path)}:\d+: \S+: ", lines[0]), lines[0]
    assert res.stdout == ""


def test_there_are_cases_for_each_kind_of_bad_input():
    assert {"no-initial-event.yaml", "trigger-unknown-card.yaml", "trigger-unknown-feature.yaml",
            "pool-unknown-feature.pool.yaml"} <= set(FILES)


@pytest.mark.parametrize("args", [
    ["chain"],                                                                   # neither scenario nor pool
    ["chain", "legality/scenarios/chains/bashar-525-2.yaml", "--graph", "out.png"],
    ["chain", "legality/scenarios/core/poison-one.yaml"],                       # not a chain question
])
def test_bad_chain_command_line_one_line_exit_2(args):
    res = subprocess.run([sys.executable, "-m", "legality", *args], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert res.returncode == 2 and len(res.stderr.strip().splitlines()) == 1, res.stderr
    assert "Traceback" not in res.stderr
