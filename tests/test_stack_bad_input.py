"""Bad sequence scenarios get one line naming file, line and field, and exit code 2, never a traceback.

Every file goes through the command's entry point in-process (fast); two also go through a real process."""
from __future__ import annotations

import glob
import os
import re
import subprocess
import sys

import pytest

from legality.cli.main import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = sorted(glob.glob(os.path.join(ROOT, "tests", "bad-input", "stack", "*.yaml")))


def _one_line(path, stderr):
    lines = stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in stderr, stderr
    assert re.match(re.escape(path) + r":\d+: [\w\[\].]+(: |$)", lines[0]), lines[0]


def test_there_are_bad_inputs():
    assert len(FILES) >= 10


@pytest.mark.parametrize("path", FILES, ids=os.path.basename)
@pytest.mark.parametrize("command", ["check", "trace"])
def test_bad_input_one_line_exit_2(path, command, capsys):
    assert main([command, path]) == 2
    _one_line(path, capsys.readouterr().err)


@pytest.mark.parametrize("name", ["resolve-before-declare.yaml", "cell-outside-board.yaml"])
def test_bad_input_in_a_real_process(name):
    path = os.path.join(ROOT, "tests", "bad-input", "stack", name)
    r = subprocess.run([sys.executable, "-m", "legality", "check", path], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 2 and r.stdout == ""
    _one_line(path, r.stderr)
