"""Every top-level module of `legality` (and every module of its packages) imports on its own, in a fresh
interpreter: no import order is needed for a cycle to resolve (legality.stack and the question kinds once
needed the question kinds loaded first)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PKG = ROOT / "legality"
AT_ONCE = 8                     # interpreters started side by side


def _modules() -> list[str]:
    """Top-level modules and packages, and the modules of each package (not legality.__main__: it runs the CLI)."""
    out = []
    for p in sorted(PKG.iterdir()):
        if p.suffix == ".py" and not p.stem.startswith("__"):
            out.append(f"legality.{p.stem}")
        elif (p / "__init__.py").exists():
            out.append(f"legality.{p.name}")
            out += [f"legality.{p.name}.{q.stem}" for q in sorted(p.glob("*.py")) if not q.stem.startswith("__")]
    return out


def test_module_list():
    mods = _modules()
    for m in ("legality.api", "legality.chain_rules", "legality.stack", "legality.stack.events", "legality.questions",
              "legality.questions.sequence", "legality.attack"):
        assert m in mods


def test_each_module_imports_alone():
    failed, mods = [], _modules()
    for i in range(0, len(mods), AT_ONCE):
        procs = [(m, subprocess.Popen([sys.executable, "-c", f"import {m}"], cwd=ROOT, stdout=subprocess.PIPE,
                                      stderr=subprocess.PIPE, text=True)) for m in mods[i:i + AT_ONCE]]
        for m, p in procs:
            _out, err = p.communicate(timeout=120)
            if p.returncode != 0:
                failed.append(f"import {m} alone fails: {err.strip().splitlines()[-1] if err.strip() else p.returncode}")
    assert not failed, "\n".join(failed)
