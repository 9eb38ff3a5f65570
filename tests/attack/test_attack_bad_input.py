"""Every bad attack scenario gets one line naming file, line and field, exit code 2, no traceback."""
import glob
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CASES = sorted(glob.glob(os.path.join(ROOT, "tests", "bad-input", "attack", "*.yaml")))


def test_there_are_cases():
    assert len(CASES) >= 10


@pytest.mark.parametrize("path", CASES, ids=[os.path.basename(p) for p in CASES])
def test_bad_input_one_line_exit_2(path):
    p = subprocess.run([sys.executable, "-m", "legality", "check", path], cwd=ROOT, capture_output=True,
                       text=True, timeout=600)
    assert p.returncode == 2, p.stdout + p.stderr
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1, p.stderr
    assert "Traceback" not in p.stderr
    line = lines[0]
    assert line.startswith(path + ":"), line
    where, field, _msg = line.split(": ", 2)
    assert where.rsplit(":", 1)[1].isdigit(), line            # a line number
    assert field.startswith(("question.", "expect.")), line   # the field
    assert p.stdout == ""
