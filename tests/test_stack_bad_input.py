"""Bad sequence scenarios get one line naming file, line and field, and exit code 2, never a traceback."""
from __future__ import annotations

import glob
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = sorted(glob.glob(os.path.join(ROOT, "tests", "bad-input", "stack", "*.yaml")))


def test_there_are_bad_inputs():
    assert len(FILES) >= 10


@pytest.mark.parametrize("path", FILES, ids=os.path.basename)
@pytest.mark.parametrize("command", ["check", "trace"])
def test_bad_input_one_line_exit_2(path, command):
    r = subprocess.run([sys.executable, "-m", "legality", command, path], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 2, r.stdout + r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in r.stderr, r.stderr
    assert re.match(re.escape(path) + r":\d+: [\w\[\].]+(: |$)", lines[0]), lines[0]
