"""Entry point: `legality <command> …`. Subcommands are discovered from `cmd_*.py` modules in name order."""
from __future__ import annotations

import argparse
import functools
import importlib
import pkgutil
import sys

from .. import i18n
from ..errors import InputError
from . import output
from ..i18n import LANGUAGES

LANG_HELP = "language of the program's own messages: en or ru (default: from the locale, else en)"


@functools.lru_cache(maxsize=1)   # built once per process: `main` may be called many times (tests, the fuzzer)
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="legality",
        description="Reference legality checker for the «Берсерк» and «Берсерк. Герои» rules.")
    parser.add_argument("--lang", choices=LANGUAGES, help=LANG_HELP)
    subs = parser.add_subparsers(dest="command", metavar="COMMAND")
    from .. import cli as pkg
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
        if info.name.startswith("cmd_"):
            importlib.import_module(f"{pkg.__name__}.{info.name}").register(subs)
    for sub in subs.choices.values():     # `legality check --lang ru` as well as `legality --lang ru check`
        sub.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=LANG_HELP)
    return parser


def main(argv=None) -> int:
    """Run one command. Whatever happens to the output (a closed pipe, a full device, a terminal that cannot
    show Cyrillic), the exit code is the command's: 0 or 1 by the ruling, 2 for bad input or output that could
    not be written; never a traceback for either."""
    with output.guarded_streams() as out:
        code = _run(argv)
        out.flush()
        failure = output.output_failure(out)
        if failure:
            print(failure, file=sys.stderr)
            code = 2
    return code


def _run(argv) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    i18n.use(i18n.language(args.lang))
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return args.func(args)
    except InputError as e:
        print(e.one_line(), file=sys.stderr)
        return e.exit_code
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
