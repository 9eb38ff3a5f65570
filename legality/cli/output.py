"""Printing rulings for people (text) and programs (JSON: stable, byte-identical for the same input)."""
from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import sys
import unicodedata

from ..errors import InputError
from ..scenario import BUILTIN_DIR


def display_path(path: str, base: str = BUILTIN_DIR, label: str = "builtin:") -> str:
    """Built-in files are named relative to the package, so output does not depend on the install."""
    ap = os.path.abspath(path)
    if ap.startswith(os.path.abspath(base) + os.sep):
        return label + os.path.relpath(ap, base).replace(os.sep, "/")
    return path


def dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2, sort_keys=False)


def ruling_json(r) -> dict:
    answer = r.answer.to_json()
    exp = r.expected
    return {
        "scenario": r.scenario.id,
        "file": display_path(r.scenario.path),
        "title": r.scenario.title,
        "kind": r.scenario.kind,
        "edition": r.edition,
        "question": getattr(r.scenario.question, "text", ""),
        "answer": answer,
        "expected": None if exp is None else {"verdict": exp.verdict, "cites": list(exp.cites),
                                              **{k: _plain(v) for k, v in exp.extra.items()}},
        "matches": r.matches,
        "outcome": r.outcome,
        "problems": list(r.problems),
    }


def _plain(v):
    if isinstance(v, tuple):
        return [_plain(x) for x in v]
    return v


def reason_lines(reasons, label: str) -> list[str]:
    out = []
    for r in reasons:
        rules = ", ".join(r.rules) if r.rules else "—"
        out.append(f"    {label} [{rules}] {r.code}: {r.message}")
        if r.card:
            out.append(f"        card clause: {r.card}/{r.feature} «{r.text}»")
        for fx in r.fixes:
            out.append(f"        fix: {fx}")
    return out


def verdict_lines(v) -> list[str]:
    lines = [f"  verdict: {v.verdict}"]
    lines += reason_lines(v.reasons, "reason")
    lines += reason_lines(v.decided_by, "decided by")
    lines += reason_lines(v.overridden, "overridden")
    undecided = getattr(v, "undecided", ())
    lines += reason_lines(undecided, "undecided")
    shown = {f"undecided conflict: {r.message}" for r in undecided}
    for u in (u for u in v.unknown if u not in shown):
        lines.append(f"    unknown: {u}")
    if v.consequence:
        lines.append(f"    on the stack: {v.consequence} ({', '.join(v.consequence_rules)})")
    return lines


# --- what reaches the terminal -------------------------------------------------------------------------------
# Text from files (card names, titles) may carry terminal escape sequences or bidi overrides: they are shown as
# \uXXXX, never sent raw. (In JSON output the same escape is a valid JSON string escape for the same character.)
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]")

# A terminal that cannot show Cyrillic (cp437, ascii …) gets a transliteration rather than a traceback
_TRANSLIT = dict(zip("абвгдеёзийклмнопрстуфхыэ", "abvgdeezijklmnoprstufhye"))
_TRANSLIT.update({"ж": "zh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ь": "'", "ю": "yu", "я": "ya",
                  "«": '"', "»": '"', "—": "-", "–": "-", "…": "...", "№": "No", "→": "->", "×": "x", "≤": "<=",
                  "≥": ">=", "≠": "!="})


def escape_controls(text: str) -> str:
    return _CONTROL.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def fit_encoding(text: str, encoding: str | None) -> str:
    """`text` as the stream's encoding can carry it: unchanged when it can, transliterated where it cannot."""
    try:
        text.encode(encoding or "utf-8")
        return text
    except (UnicodeEncodeError, LookupError):
        pass
    out = []
    for ch in text:
        try:
            ch.encode(encoding)
            out.append(ch)
        except (UnicodeEncodeError, LookupError):
            low = ch.lower()
            if low in _TRANSLIT:
                t = _TRANSLIT[low]
                out.append(t.capitalize() if ch != low else t)
            else:
                plain = unicodedata.normalize("NFKD", ch).encode("ascii", "ignore").decode()
                out.append(plain or "?")
    return "".join(out)


class GuardedStream:
    """stdout/stderr as the commands see them: escaped, in the terminal's encoding, and never raising on a closed
    pipe or a full device. The first write error is kept; `main` turns it into one line and the exit code."""

    def __init__(self, inner):
        self.inner, self.error = inner, None

    def write(self, text: str) -> int:
        if self.error is None:
            try:
                self.inner.write(fit_encoding(escape_controls(text), getattr(self.inner, "encoding", None)))
            except OSError as e:
                self.error = e
        return len(text)

    def flush(self) -> None:
        if self.error is None:
            try:
                self.inner.flush()
            except OSError as e:
                self.error = e

    def __getattr__(self, name):
        return getattr(self.inner, name)


@contextlib.contextmanager
def guarded_streams():
    out, err = GuardedStream(sys.stdout), GuardedStream(sys.stderr)
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        yield out
    finally:
        out.flush()
        err.flush()
        sys.stdout, sys.stderr = saved
        if out.error is not None:
            _discard_pending(saved[0])


def output_failure(stream: GuardedStream) -> str | None:
    """The one line for an output that could not be written; None when all was written or the reader left
    (a closed pipe, as `legality check | head`, is not a failure: the exit code stays the ruling's)."""
    e = stream.error
    if e is None or isinstance(e, BrokenPipeError) or getattr(e, "errno", None) == errno.EPIPE:
        return None
    return InputError("stdout", None, "output", f"cannot write: {e.strerror or e}").one_line()


def _discard_pending(stream) -> None:
    """What could not be written is dropped, so that Python's flush at exit does not fail again."""
    try:
        fd = stream.fileno()
    except (OSError, ValueError, AttributeError):
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fd)
    os.close(devnull)


def check_writable(path: str, option: str) -> None:
    """An output file that cannot be written is refused before the work, not after the answer is printed."""
    folder = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path):
        raise InputError("command line", None, option, f"{path!r} is a folder, not a file")
    if not os.path.isdir(folder):
        raise InputError("command line", None, option, f"{path!r}: the folder {folder!r} does not exist")
    existed = os.path.lexists(path)
    try:   # really opened (permissions alone do not tell: root, read-only mounts); nothing is truncated yet
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND | os.O_NONBLOCK, 0o666))
    except OSError as e:
        raise InputError("command line", None, option, f"{path!r}: cannot write: {e.strerror or e}") from None
    if not existed:
        os.remove(path)


def write_file(path: str, option: str, write) -> object:
    """Run `write(path)`; a failure (a full disk) is one line and exit 2."""
    try:
        return write(path)
    except OSError as e:
        raise InputError("command line", None, option, f"{path!r}: cannot write: {e.strerror or e}") from None
