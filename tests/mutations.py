"""A mutation fuzzer over the built-in scenarios and card files, run through the user's code path.

Each case takes one built-in file, applies a few mutations chosen by a seed (structural ones on the parsed YAML:
a value replaced by a hostile one, a key dropped, renamed or added, a list item removed or repeated, a built-in
card written inline; and textual ones on the YAML text: a line dropped, doubled or cut), writes the result, and
runs `legality.cli.main.main` on it in-process with stdout and stderr captured. A case passes when the command
returns 0, 1 or 2, raises nothing, prints one line on stderr when it returns 2, and takes under CASE_SECONDS.

Used by tests/test_fuzz_input.py (hypothesis, fixed budget) and bench/fuzz.py (a longer run).
"""
from __future__ import annotations

import contextlib
import copy
import glob
import io
import os
import random
import signal
import time
import traceback
from dataclasses import dataclass

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCENARIOS = sorted(glob.glob(os.path.join(ROOT, "legality", "scenarios", "**", "*.yaml"), recursive=True))
CARD_FILES = sorted(glob.glob(os.path.join(ROOT, "legality", "cards", "*.yaml")))
CASE_SECONDS = 5.0

HOSTILE = [None, "", " ", [], {}, 0, -1, 1, 2, 7, 1_000_000, -1_000_000, True, False, "x", "null", "~",
           "Страж леса", "Cтраж", "\x1b[31m", "а" * 300, [None], [[]], [{}], {"a": None}, {1: "a", "b": 2},
           "classic", "heroes", "legal", "open", "first", "second", "self", "strike", "melee", "wounds"]


@dataclass
class Case:
    source: str        # the built-in file it was made from
    kind: str          # "scenario" or "cards"
    text: str          # the mutated YAML
    steps: tuple       # the mutations applied, for the report


@dataclass
class Outcome:
    code: int | None
    seconds: float         # wall time
    cpu_seconds: float     # this process's CPU time: what the 5 s limit is on
    problem: str | None    # None when the case passed
    stderr: str = ""


def _load(path: str):
    with open(path, encoding="utf-8") as fh:
        return fh.read()


_TEXTS: dict[str, str] = {}
_TREES: dict[str, object] = {}
_BUILTIN_CARDS: list[dict] = []
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_YAML_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def source_tree(path: str):
    """A fresh copy of the file's parsed YAML (parsed once)."""
    if path not in _TREES:
        _TREES[path] = yaml.load(source_text(path), Loader=_YAML_LOADER)
    return copy.deepcopy(_TREES[path])


def dump(tree) -> str:
    return yaml.dump(tree, Dumper=_YAML_DUMPER, allow_unicode=True, sort_keys=False)


def source_text(path: str) -> str:
    if path not in _TEXTS:
        _TEXTS[path] = _load(path)
    return _TEXTS[path]


def builtin_cards() -> list[dict]:
    if not _BUILTIN_CARDS:
        for path in CARD_FILES:
            _BUILTIN_CARDS.extend(source_tree(path)["cards"])
    return _BUILTIN_CARDS


_BY_KEY: dict = {}


def values_by_key() -> dict:
    """Every value the built-in files give each key: a value from the same key elsewhere is usually valid, so
    the case gets past the reader and into the rulings."""
    if not _BY_KEY:
        for path in SCENARIOS + CARD_FILES:
            for p, v in _paths(source_tree(path)):
                if p and isinstance(p[-1], str):
                    _BY_KEY.setdefault(p[-1], []).append(v)
    return _BY_KEY


def _paths(tree, prefix=()):
    """Every (path, value) in a parsed YAML tree, the root included."""
    yield prefix, tree
    if isinstance(tree, dict):
        for k, v in tree.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(tree, list):
        for i, v in enumerate(tree):
            yield from _paths(v, prefix + (i,))


def _get(tree, path):
    for p in path:
        tree = tree[p]
    return tree


def _scalars(tree) -> list:
    return [v for _, v in _paths(tree) if isinstance(v, (str, int, bool)) or v is None]


def _hostile(rng: random.Random):
    """A hostile value, copied: the shared [] and {} of HOSTILE must never be mutated by a later step (a dict
    added into itself made a cyclic tree, and the next case's walk recursed without end)."""
    return copy.deepcopy(rng.choice(HOSTILE))


def _mutate_tree(rng: random.Random, tree, steps: list):
    nodes = list(_paths(tree))
    path, value = rng.choice(nodes)
    op = rng.choice(("same-key", "same-key", "same-key", "same-key", "number", "number", "replace", "replace",
                     "borrow", "drop", "rename", "add", "list", "list", "inline", "inline"))
    parent = _get(tree, path[:-1]) if path else None
    if op == "inline":
        cards = [(p, v) for p, v in nodes if isinstance(v, dict) and isinstance(v.get("card"), str)]
        if cards:
            p, v = rng.choice(cards)
            named = [c for c in builtin_cards() if c.get("name") == v["card"]]
            v["inline"] = copy.deepcopy(rng.choice(named or builtin_cards()))
            del v["card"]
            steps.append(f"inline {'/'.join(map(str, p))}")
            return tree
        op = "replace"
    if not path:
        steps.append("root replaced")
        return copy.deepcopy(rng.choice(HOSTILE + [[tree], {"cards": tree}]))
    key = path[-1]
    where = "/".join(map(str, path))
    if op == "same-key" and isinstance(key, str) and values_by_key().get(key):
        new = copy.deepcopy(rng.choice(values_by_key()[key]))
        parent[key] = new
        steps.append(f"{where} = {new!r} (as elsewhere)"[:120])
    elif op == "number" and isinstance(value, int):
        new = (not value) if isinstance(value, bool) else rng.choice((0, -1, value - 1, value + 1, value * 2, 99))
        parent[key] = new
        steps.append(f"{where} = {new!r}")
    elif op == "replace":
        new = _hostile(rng)
        parent[key] = new
        steps.append(f"{where} = {new!r}"[:120])
    elif op == "borrow":          # a value that belongs elsewhere in the same file: ids, kinds, names
        new = rng.choice(_scalars(tree) or [None])
        parent[key] = new
        steps.append(f"{where} = {new!r} (borrowed)"[:120])
    elif op == "drop":
        del parent[key]
        steps.append(f"drop {where}")
    elif op == "rename" and isinstance(parent, dict):
        parent[rng.choice(("on", "typo", str(key) + "s", 1, True))] = parent.pop(key)
        steps.append(f"rename {where}")
    elif op == "add" and isinstance(value, dict):
        value[rng.choice(("extra", "on", "kind", "id", "wounds", "cell", "effects", "features"))] = \
            _hostile(rng)
        steps.append(f"add a field to {where}")
    elif op == "list" and isinstance(value, list) and value:
        i = rng.randrange(len(value))
        if rng.random() < 0.5:
            value.append(value[i])
            steps.append(f"repeat {where}[{i}]")
        else:
            value.pop(i)
            steps.append(f"remove {where}[{i}]")
    else:
        parent[key] = _hostile(rng)
        steps.append(f"{where} replaced")
    return tree


def _mutate_text(rng: random.Random, text: str, steps: list) -> str:
    lines = text.splitlines(keepends=True)
    if not lines:
        return text
    i = rng.randrange(len(lines))
    op = rng.choice(("drop", "double", "cut", "indent", "char"))
    steps.append(f"text: {op} line {i + 1}")
    if op == "drop":
        del lines[i]
    elif op == "double":
        lines.insert(i, lines[i])
    elif op == "cut":
        lines = lines[:i] + [lines[i][: rng.randrange(len(lines[i]) + 1)]]
    elif op == "indent":
        lines[i] = "  " + lines[i]
    else:
        pos = rng.randrange(len(lines[i]) + 1)
        lines[i] = lines[i][:pos] + rng.choice(":-[]{}&*!|>'\"#%@` \t\x00\x1bё") + lines[i][pos:]
    return "".join(lines)


def make_case(seed: int, source_index: int, n_mutations: int) -> Case:
    """The case for (seed, file, count): the same arguments always give the same case."""
    files = SCENARIOS + CARD_FILES
    source = files[source_index % len(files)]
    kind = "cards" if source in CARD_FILES else "scenario"
    rng = random.Random(seed)
    steps: list = []
    text = source_text(source)
    if rng.random() < 0.2:
        text = _mutate_text(rng, text, steps)
    else:
        tree = source_tree(source)
        for _ in range(max(1, n_mutations)):
            tree = _mutate_tree(rng, tree, steps)
        text = dump(tree)
    return Case(os.path.relpath(source, ROOT), kind, text, tuple(steps))


SWEEP_VALUES = [None, [], {}, [[]], {1: "a", "b": 2}, "x", -1, True, 1_000_000]


def sweep_cases():
    """Every value of every built-in file replaced, one at a time, by each of SWEEP_VALUES (systematic, where the
    random cases sample)."""
    for source in SCENARIOS + CARD_FILES:
        kind = "cards" if source in CARD_FILES else "scenario"
        for path, _ in list(_paths(source_tree(source))):
            if not path:
                continue
            for new in SWEEP_VALUES:
                tree = source_tree(source)
                _get(tree, path[:-1])[path[-1]] = copy.deepcopy(new)
                yield Case(os.path.relpath(source, ROOT), kind, dump(tree),
                           (f"{'/'.join(map(str, path))} = {new!r}",))


class _Timeout(Exception):
    pass


def _alarm(_sig, _frame):
    raise _Timeout()


def run_case(case: Case, workdir: str, hard_limit: float = 60.0) -> Outcome:
    """Run the case through the command line in-process, as a user would: `legality check FILE` for a scenario,
    `legality chain --pool FILE` for a card file."""
    from legality.cli.main import main
    path = os.path.join(workdir, "case.yaml")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(case.text)
    argv = ["check", path] if case.kind == "scenario" else ["chain", "--pool", path]
    out, err = io.StringIO(), io.StringIO()
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, hard_limit)
    t, cpu = time.perf_counter(), time.process_time()
    code, problem = None, None
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(argv)
    except _Timeout:
        problem = f"still running after {hard_limit:g} s"
    except SystemExit as e:
        problem = f"SystemExit({e.code})"
    except BaseException as e:      # noqa: BLE001 - any escape is the finding
        problem = "".join(traceback.format_exception_only(type(e), e)).strip()
        problem += "\n" + "".join(traceback.format_tb(e.__traceback__)[-3:])
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    seconds = time.perf_counter() - t
    # the per-case limit is on this process's CPU time: wall time on a shared machine measures the other jobs too
    # (a case stopping at its first bad field once took 6.8 s of wall time under load); the hard limit stays wall time
    cpu_seconds = time.process_time() - cpu
    stderr = err.getvalue()
    if problem is None:
        if code not in (0, 1, 2):
            problem = f"exit code {code!r}"
        elif "Traceback" in stderr:
            problem = "a traceback on stderr"
        elif code == 2 and len(stderr.strip().splitlines()) != 1:
            problem = f"exit 2 with {len(stderr.strip().splitlines())} lines on stderr"
        elif cpu_seconds > CASE_SECONDS:
            problem = f"took {cpu_seconds:.1f} s of CPU time (limit {CASE_SECONDS:g} s)"
    return Outcome(code, seconds, cpu_seconds, problem, stderr)
