"""The commands as programs (issue 15, "Inputs that are not ordinary files" and "Output"): every input read with
a bound whatever it is, output paths checked before the work, and stdout that is full, closed early or unable to
show Cyrillic never turns into a traceback or a wrong exit code. All through the CLI in a subprocess."""
import os
import subprocess
import sys
import threading
import time

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SCENARIO = """title: Открыть открытую карту
edition: heroes
cards:
  - id: a
    card: Страж леса
question:
  kind: legal
  action: {kind: open, source: a, target: a}
expect:
  verdict: VERDICT
"""
CHAIN = os.path.join(ROOT, "legality", "scenarios", "chains", "bashar-525-2.yaml")


def cli(*args, env=None, timeout=120, **kw):
    full_env = {**os.environ, **(env or {})}
    return subprocess.run([sys.executable, "-m", "legality", *args], capture_output=True, cwd=ROOT, env=full_env,
                          timeout=timeout, **kw)


def assert_one_line(p, start: str, words: str, code: int = 2) -> None:
    err = p.stderr.decode("utf-8", "replace")
    assert p.returncode == code, err
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(start) and words in lines[0], err


@pytest.fixture
def matching(tmp_path):
    path = tmp_path / "legal.yaml"
    path.write_text(SCENARIO.replace("VERDICT", "legal"), encoding="utf-8")
    return str(path)


@pytest.fixture
def differing(tmp_path):
    path = tmp_path / "differs.yaml"
    path.write_text(SCENARIO.replace("VERDICT", "illegal"), encoding="utf-8")
    return str(path)


# --- inputs that are not ordinary files ----------------------------------------------------------------------

@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_endless_device_is_read_up_to_the_limit(device):
    t = time.monotonic()
    p = cli("check", device, timeout=30)
    assert_one_line(p, f"{device}: file: ", "more than 1,000,000 bytes; the limit is 1,000,000")
    assert time.monotonic() - t < 20


def test_fifo_nobody_writes_to_gives_up_in_one_line(tmp_path):
    fifo = tmp_path / "in.yaml"
    os.mkfifo(fifo)
    code = ("import sys, legality.yamlfile as y; y.READ_IDLE_SECONDS = 1\n"
            "from legality.cli.main import main; sys.exit(main(sys.argv[1:]))")
    t = time.monotonic()
    p = subprocess.run([sys.executable, "-c", code, "check", str(fifo)], capture_output=True, cwd=ROOT, timeout=60)
    assert_one_line(p, f"{fifo}: file: ", "no data for 1 s")
    assert time.monotonic() - t < 30


def test_fifo_whose_writer_comes_later_is_read(tmp_path, matching):
    fifo = tmp_path / "late.yaml"
    os.mkfifo(fifo)
    text = open(matching, encoding="utf-8").read()

    def writer():
        time.sleep(1.0)
        with open(fifo, "w", encoding="utf-8") as fh:
            fh.write(text)

    th = threading.Thread(target=writer)
    th.start()
    p = cli("check", str(fifo))
    th.join()
    assert p.returncode == 0, p.stderr
    assert b"1 match the expected ruling" in p.stdout


def test_process_substitution_over_the_limit_is_refused():
    """A pipe used to slip past the size check (3 MB was parsed to the end)."""
    cmd = (f'"{sys.executable}" -m legality check <(printf "title: x\\nnote: |\\n"; '
           f'head -c 3000000 /dev/zero | tr "\\0" "a" | fold -w 100 | sed "s/^/  /")')
    p = subprocess.run(["bash", "-c", cmd], capture_output=True, cwd=ROOT, timeout=60)
    assert_one_line(p, "/dev/fd/", "more than 1,000,000 bytes; the limit is 1,000,000")


def test_stdin_dash_is_read_with_the_same_bound(matching):
    p = cli("check", "-", stdin=open(matching, "rb"))
    assert p.returncode == 0 and b"1 match the expected ruling" in p.stdout, p.stderr
    p = cli("check", "-", input=b"title: x\nnote: |\n" + (b"  " + b"a" * 98 + b"\n") * 30_000)
    assert_one_line(p, "-: file: ", "more than 1,000,000 bytes")


def test_a_directory_as_input():
    p = cli("check", HERE)
    assert_one_line(p, f"{HERE}: file: ", "it is a directory")


# --- --graph: checked before the work ------------------------------------------------------------------------

@pytest.mark.parametrize("where,words", [
    ("missing/x.svg", "does not exist"),
    ("folder.svg", "is a folder, not a file"),
    ("/proc/x.dot", "cannot write"),
])
def test_graph_path_that_cannot_be_written(tmp_path, where, words):
    (tmp_path / "folder.svg").mkdir()
    target = where if where.startswith("/") else str(tmp_path / where)
    p = cli("chain", CHAIN, "--graph", target)
    assert_one_line(p, "command line: --graph: ", words)
    assert p.stdout == b""      # refused before the work: no answer printed first


def test_graph_on_a_full_device(tmp_path):
    link = tmp_path / "full.svg"
    os.symlink("/dev/full", link)
    p = cli("chain", CHAIN, "--graph", str(link))
    assert_one_line(p, "command line: --graph: ", "No space left on device")


def test_graph_is_written(tmp_path):
    out = tmp_path / "g.svg"
    p = cli("chain", CHAIN, "--graph", str(out))
    assert p.returncode == 0 and out.read_text(encoding="utf-8").startswith("<svg")


# --- stdout ----------------------------------------------------------------------------------------------------

def test_stdout_on_a_full_device(matching):
    with open("/dev/full", "wb") as full:
        p = subprocess.run([sys.executable, "-m", "legality", "check", matching], stdout=full,
                           stderr=subprocess.PIPE, cwd=ROOT, timeout=60)
    assert_one_line(p, "stdout: output: ", "cannot write: No space left on device")


@pytest.mark.parametrize("env", [{"PYTHONIOENCODING": "cp1251"}, {"PYTHONIOENCODING": "cp866"},
                                 {"PYTHONIOENCODING": "ascii"}, {"LANG": "C", "LC_ALL": "C"}])
def test_terminal_that_cannot_show_every_character(env, matching):
    p = cli("check", matching, env=env)
    assert p.returncode == 0 and p.stderr == b"", p.stderr
    enc = env.get("PYTHONIOENCODING", "utf-8")
    text = p.stdout.decode(enc)
    if enc == "ascii":
        assert "Otkryt' otkrytuyu kartu" in text          # transliterated, still readable
    else:
        assert "Открыть открытую карту" in text


def test_error_line_in_a_terminal_without_cyrillic(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text(SCENARIO.replace("Страж леса", "Страж лесов").replace("VERDICT", "legal"), encoding="utf-8")
    p = cli("check", str(bad), env={"PYTHONIOENCODING": "ascii"})
    assert_one_line(p, f"{bad}:5: cards[0].card: ", "unknown card 'Strazh lesov'")


def _piped_to_head(*paths):
    """`legality check … | head -1`: the reader leaves after the first line."""
    proc = subprocess.Popen([sys.executable, "-m", "legality", "check", *paths], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, cwd=ROOT)
    first = proc.stdout.readline()
    proc.stdout.close()
    err = proc.stderr.read()
    return proc.wait(timeout=120), first, err


def test_closed_pipe_keeps_the_rulings_exit_code(matching, differing):
    builtin = [os.path.join(ROOT, "legality", "scenarios", "core", f)
               for f in sorted(os.listdir(os.path.join(ROOT, "legality", "scenarios", "core")))]
    code, first, err = _piped_to_head(differing, *builtin)
    assert first and code == 1 and b"Traceback" not in err and err == b"", err
    code, first, err = _piped_to_head(matching, *builtin)
    assert first and code == 0 and err == b"", err
